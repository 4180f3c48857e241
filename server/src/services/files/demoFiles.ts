/**
 * @fileoverview Fills the server's folders for the demo (issue 6: "The server's folders of
 * app-spec section 9 ... exist under DATA_DIR and the demo fills them"), once, right after the
 * demo import (start.ts), so the wizard's "open ABC file" and "open image" have real files:
 *
 * - `songs/<repo_id>.abc`: every song's ABC source, as "save to ABC file" would write it;
 * - `tbt/` ("to be transcribed"): the Tagore songs' MusicXML scores from the corpus, and the
 *   swaralipi page of each Bengali song as `tbt/<repo_id>.png`, so opening
 *   `songs/<repo_id>.abc` finds its page as the image of the same name.
 *
 * Existing files are kept (a file is only ever created here), and a name that the folder routes
 * would refuse (fileNames.ts) is skipped.
 *
 * Usage examples: demoFiles.test.ts.
 */

import { constants } from 'node:fs';
import { copyFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Knex } from 'knex';

import { type DataFolders, isImageFolder } from '../../dataFolders.js';
import { TAGORE_FOLDER } from '../demo/tagoreSongs.js';
import { extensionOf, kindOfFileName } from './fileNames.js';

export interface DemoFilesResult {
  /** ABC files written to `songs/`. */
  abcFiles: number;
  /** MusicXML scores and swaralipi pages written to `tbt/`. */
  tbtFiles: number;
}

/** Creates `filePath` from `write` unless it exists. @returns whether it was written */
async function createOnce(filePath: string, write: (target: string) => Promise<void>): Promise<boolean> {
  try {
    await write(filePath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Writes the demo's files (see the file overview).
 * @param corpusDir the shared corpus the demo was imported from (for the MusicXML scores)
 */
export async function writeDemoFiles(db: Knex, folders: DataFolders, corpusDir: string): Promise<DemoFilesResult> {
  let abcFiles = 0;
  let tbtFiles = 0;

  const songs = await db('songs').whereNotNull('repo_id').orderBy('id').select<{ repo_id: string; abc_source: string }[]>('repo_id', 'abc_source');
  for (const song of songs) {
    const name = `${song.repo_id}.abc`;
    if (kindOfFileName(name) !== 'abc' || song.abc_source.trim() === '') continue;
    if (await createOnce(path.join(folders.songs, name), (target) => writeFile(target, song.abc_source, { encoding: 'utf8', flag: 'wx' }))) abcFiles++;
  }

  const musicXmlFolder = path.join(corpusDir, TAGORE_FOLDER, 'musicxml');
  const scores = await readdir(musicXmlFolder).catch(() => [] as string[]);
  for (const name of scores.sort()) {
    if (kindOfFileName(name) !== 'musicxml') continue;
    const source = path.join(musicXmlFolder, name);
    if (await createOnce(path.join(folders.tbt, name), (target) => copyFile(source, target, constants.COPYFILE_EXCL))) tbtFiles++;
  }

  const pages = await db('songs')
    .join('song_images', 'song_images.song_id', 'songs.id')
    .where('songs.language', 'B')
    .whereNotNull('songs.repo_id')
    .orderBy(['songs.id', 'song_images.id'])
    .select<{ repo_id: string; name: string; folder: string }[]>('songs.repo_id', 'song_images.name', 'song_images.folder');
  const done = new Set<string>();
  for (const page of pages) {
    const target = `${page.repo_id}${extensionOf(page.name)}`;
    if (done.has(page.repo_id) || !isImageFolder(page.folder) || kindOfFileName(target) !== 'image') continue;
    done.add(page.repo_id);
    const source = path.join(folders[page.folder], page.name);
    if (await createOnce(path.join(folders.tbt, target), (to) => copyFile(source, to, constants.COPYFILE_EXCL))) tbtFiles++;
  }

  return { abcFiles, tbtFiles };
}
