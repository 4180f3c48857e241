/**
 * @fileoverview The demo archive (issue 3, DESIGN.md 4 "Demo data"): on the first start every
 * tune of the corpus folders DEMO_FOLDERS becomes a song, in one transaction, so the app can be
 * tried at once. `app_meta` records that it ran, so later starts import nothing.
 *
 * A song from a tune: title from its first T: field (else the file name), lyrics (`text`) from
 * its w: lines (lyrics.ts), abc_source the tune with its file-level directives (splitTunes.ts),
 * language E, date the import day, repo_id a slug of the file name and the X: number.
 *
 * Then the 10 Bengali songs of `tagore-swaralipi` (tagoreSongs.ts: MusicXML through the
 * importer, language B), each with its swaralipi page drawn to a PNG and stored through the
 * image service as its source image in src-img (services/images/imageStore.ts). Rows and image
 * records are written in the one transaction; if it fails, the image files written are removed.
 * The Bengali songs get demo K numbers 1 to 10 (`demoKNumber`), and a few songbooks are made
 * of the imported songs (services/songbooks/demoSongbooks.ts), in the same transaction.
 *
 * Usage examples: importDemo.test.ts (on the real corpus).
 */

import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

import type { Knex } from 'knex';

import type { DataFolders } from '../../dataFolders.js';
import { nowIso } from '../../timestamps.js';
import { createImageStore } from '../images/imageStore.js';
import { writeDemoSongbooks } from '../songbooks/demoSongbooks.js';
import { readMeta, writeMeta } from '../meta/appMeta.js';
import { decodeAbcBytes, normaliseLineEnds } from './abcText.js';
import { lyricsOfTune } from './lyrics.js';
import { slugify, titleOfTune } from './names.js';
import { splitTunes, tuneSource } from './splitTunes.js';
import { readTagoreSongs, TAGORE_FOLDER } from './tagoreSongs.js';

export { slugify, titleOfTune } from './names.js';

/** Corpus folders of ABC files imported, in this order (../shared/corpus/README.md); then TAGORE_FOLDER. */
export const DEMO_FOLDERS = ['goess-stephen-foster', 'openhymnal'] as const;

/** The `app_meta` key that records a finished demo import. */
export const DEMO_IMPORT_META_KEY = 'demo_import';

/** Songs per INSERT: well under SQLite's limit of bound variables per statement. */
const INSERT_CHUNK = 50;

/** A song row as the import writes it. */
export interface DemoSong {
  title: string;
  date: string;
  language: string;
  text: string;
  abc_source: string;
  repo_id: string;
  file_name: string;
  /** The `w:` lines, for songs whose lyrics are aligned in the source (the Bengali songs). */
  abc_lyrics?: string;
  /** Credits and remarks. */
  notes?: string;
}

export type DemoImportResult =
  /** `songs` and `files` count every song and file; `images` the source images stored. */
  | { status: 'imported'; songs: number; files: number; images: number }
  | { status: 'already-imported' }
  | { status: 'corpus-missing'; folder: string };

export interface DemoImportOptions {
  /** Where the source images go (DATA_DIR's folders; they must exist). */
  folders: DataFolders;
  /** A line for each step of the import (drawing the pages, a converter's remark). */
  onStep?: (line: string) => void;
  /** Called after each chunk of songs is written: songs written so far, songs in all. */
  onProgress?: (written: number, total: number) => void;
  /** The import day; today (local time) by default. */
  today?: Date;
}

/**
 * The K number (Kailash number, `nr2000`) the demo gives its `index`-th Bengali song: 1 to 10.
 * The corpus's metadata has no K numbers, so these are demo numbers, not a real catalogue's;
 * they let opening by K number (`/?knum=K`, app-spec 4) be tried on the demo archive.
 */
export function demoKNumber(index: number): string {
  return String(index + 1);
}

/** YYYY-MM-DD of `date` in local time (the day the person running the server sees). */
export function localDay(date: Date): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The songs of one ABC file.
 * @param usedRepoIds repo_ids given so far; a repeated X: number in one file (the Open Hymnal
 *   has five X:1) gets "-2", "-3", ... so every repo_id stays unique
 */
export function songsOfFile(fileName: string, bytes: Uint8Array, day: string, usedRepoIds: Set<string>): DemoSong[] {
  const text = normaliseLineEnds(decodeAbcBytes(bytes));
  const base = path.basename(fileName, path.extname(fileName));
  const fallbackTitle = base.replace(/_+/g, ' ').trim();
  return splitTunes(text).map((tune, index) => {
    const stem = `${slugify(base)}-${tune.referenceNumber ?? index + 1}`;
    let repoId = stem;
    for (let suffix = 2; usedRepoIds.has(repoId); suffix += 1) repoId = `${stem}-${suffix}`;
    usedRepoIds.add(repoId);
    return {
      title: titleOfTune(tune.lines, fallbackTitle).slice(0, 500),
      date: day,
      language: 'E',
      text: lyricsOfTune(tune.lines),
      abc_source: tuneSource(tune),
      repo_id: repoId,
      file_name: path.basename(fileName),
    };
  });
}

/** The .abc files of `folder`, sorted by name. */
async function abcFilesIn(folder: string): Promise<string[]> {
  const names = await readdir(folder);
  return names.filter((name) => name.toLowerCase().endsWith('.abc')).sort().map((name) => path.join(folder, name));
}

async function isDirectory(folder: string): Promise<boolean> {
  try {
    return (await stat(folder)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Imports the demo archive from `corpusDir` unless `app_meta` says it ran. Songs, their image
 * records and the record of the import are written in one transaction: a failed import leaves
 * no song (and removes the image files it wrote) and is tried again on the next start. A
 * missing corpus folder imports nothing and records nothing.
 */
export async function importDemoArchive(db: Knex, corpusDir: string, options: DemoImportOptions): Promise<DemoImportResult> {
  if ((await readMeta(db, DEMO_IMPORT_META_KEY)) !== undefined) return { status: 'already-imported' };

  const day = localDay(options.today ?? new Date());
  const usedRepoIds = new Set<string>();
  const songs: DemoSong[] = [];
  let files = 0;
  /** Each folder's songs by repo_id, for the demo songbooks (services/songbooks/demoSongbooks.ts). */
  const repoIdsByFolder = new Map<string, string[]>();
  for (const folderName of DEMO_FOLDERS) {
    const folder = path.join(corpusDir, folderName);
    if (!(await isDirectory(folder))) return { status: 'corpus-missing', folder };
    for (const file of await abcFilesIn(folder)) {
      const fileSongs = songsOfFile(file, await readFile(file), day, usedRepoIds);
      songs.push(...fileSongs);
      repoIdsByFolder.set(folderName, [...(repoIdsByFolder.get(folderName) ?? []), ...fileSongs.map((song) => song.repo_id)]);
      files += 1;
    }
  }

  const tagoreFolder = path.join(corpusDir, TAGORE_FOLDER);
  if (!(await isDirectory(tagoreFolder))) return { status: 'corpus-missing', folder: tagoreFolder };
  options.onStep?.(`Drawing the swaralipi pages of the Bengali songs in ${TAGORE_FOLDER} ...`);
  const bengali = await readTagoreSongs(tagoreFolder, day, usedRepoIds, (title, done, total) =>
    options.onStep?.(`  ${done}/${total} ${title}`),
  );
  for (const { song, diagnostics } of bengali) {
    for (const diagnostic of diagnostics) options.onStep?.(`  MusicXML import of ${song.file_name}: ${diagnostic}`);
  }
  files += bengali.length;
  repoIdsByFolder.set(TAGORE_FOLDER, bengali.map(({ song }) => song.repo_id));
  const total = songs.length + bengali.length;

  const writtenImages: string[] = [];
  try {
    return await db.transaction(async (trx) => {
      // Read again inside the transaction: another server may have imported meanwhile.
      if ((await readMeta(trx, DEMO_IMPORT_META_KEY)) !== undefined) return { status: 'already-imported' } as const;
      const now = nowIso();
      const row = (song: DemoSong) => ({ ...song, version: 1, created_at: now, updated_at: now });
      for (let start = 0; start < songs.length; start += INSERT_CHUNK) {
        const chunk = songs.slice(start, start + INSERT_CHUNK);
        await trx('songs').insert(chunk.map(row));
        options.onProgress?.(start + chunk.length, total);
      }
      const images = createImageStore({ db: trx, folders: options.folders });
      for (const [index, { song, page, pageName }] of bengali.entries()) {
        const [inserted] = await trx('songs')
          .insert({ ...row(song), nr2000: demoKNumber(index) })
          .returning<{ id: number }[]>('id');
        const image = await images.store(page, { songId: Number(inserted!.id), originalName: pageName, folder: 'src-img' });
        writtenImages.push(images.filePath(image));
        options.onProgress?.(songs.length + index + 1, total);
      }
      await writeDemoSongbooks(trx, repoIdsByFolder);
      await writeMeta(trx, DEMO_IMPORT_META_KEY, JSON.stringify({ songs: total, files, images: bengali.length, importedAt: now }));
      return { status: 'imported', songs: total, files, images: bengali.length } as const;
    });
  } catch (error) {
    await Promise.all(writtenImages.map((file) => unlink(file).catch(() => undefined)));
    throw error;
  }
}
