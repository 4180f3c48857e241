/**
 * @fileoverview The Bengali songs of the demo archive (issue 6, "Bengali songs in the demo
 * archive"): the 10 songs of the corpus folder `tagore-swaralipi`, read from its `musicxml/`
 * through the MusicXML importer (engine-bindings/src/musicxml) and each given its `sargam/`
 * text drawn as a page (swaralipiPage.ts) to attach as its source image.
 *
 * A song: title from the T: line the importer writes (the Bengali title and its
 * transliteration), language B, `abc_source` the imported tune, `abc_lyrics` its `w:` lines,
 * `text` the syllables of those lines (lyrics.ts; every syllable of this corpus is a whole
 * MusicXML `single` syllable, so they stay apart), and in `notes` the credit the corpus's
 * LICENSE and CITATION.cff ask for (CC BY 4.0: title, author, link, licence, what was changed).
 *
 * Usage examples: importDemo.test.ts.
 */

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { musicXmlToAbc } from '../../../../engine-bindings/src/musicxml/index.js';
import type { DemoSong } from './importDemo.js';
import { lyricsOfTune } from './lyrics.js';
import { slugify, titleOfTune } from './names.js';
import { DEFAULT_PAGE_STYLE, drawSwaralipiPage } from './swaralipiPage.js';

/** The corpus folder of the Bengali songs (../shared/corpus/README.md). */
export const TAGORE_FOLDER = 'tagore-swaralipi';

/** The corpus as its CITATION.cff names it. */
export const TAGORE_CORPUS_CREDIT = Object.freeze({
  title: 'Ten Songs of Tagore, In Data (Swaralipi Corpus v0.1)',
  author: 'Indranil (Neel) Banerjee',
  year: 2026,
  url: 'https://github.com/NeelVerse-Lab/tagore-swaralipi',
  license: 'CC BY 4.0',
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
});

/** The credit a song of the corpus carries in its notes (CC BY 4.0 section 3(a)). */
export function tagoreCredit(fileBase: string): string {
  const c = TAGORE_CORPUS_CREDIT;
  return [
    `Words and music: Rabindranath Tagore (public domain).`,
    `Source: "${c.title}" by ${c.author}, ${c.year}, ${c.url} (${fileBase}), licensed ${c.license} (${c.licenseUrl}).`,
    `Changes: the corpus's MusicXML was converted to ABC by Swaralipi's importer, and its sargam text was drawn as this song's source image.`,
  ].join('\n');
}

/** The short credit printed at the foot of each drawn page. */
const PAGE_FOOTER = `${TAGORE_CORPUS_CREDIT.title}, ${TAGORE_CORPUS_CREDIT.author}, ${TAGORE_CORPUS_CREDIT.year} · ${TAGORE_CORPUS_CREDIT.license}`;

/** A Bengali song ready to insert, with its drawn source page. */
export interface TagoreSong {
  song: DemoSong;
  /** The sargam page as PNG bytes. */
  page: Buffer;
  /** The page's file name for the image record ("ekla-chalo-re.png"). */
  pageName: string;
  /** What the importer reported (the corpus converts without any). */
  diagnostics: string[];
}

/** The `.musicxml` files of `folder`, sorted by name. */
async function musicXmlFilesIn(folder: string): Promise<string[]> {
  const names = await readdir(folder);
  return names.filter((name) => name.toLowerCase().endsWith('.musicxml')).sort();
}

/**
 * Reads, converts and draws every song of `folder` (the corpus's tagore-swaralipi folder).
 * @param usedRepoIds repo_ids taken so far (extended with these songs')
 * @param onSong called after each song is drawn: its title, songs done, songs in all
 * @throws the file system's error when a song has no sargam text beside it
 */
export async function readTagoreSongs(
  folder: string,
  day: string,
  usedRepoIds: Set<string>,
  onSong?: (title: string, done: number, total: number) => void,
): Promise<TagoreSong[]> {
  const files = await musicXmlFilesIn(path.join(folder, 'musicxml'));
  const songs: TagoreSong[] = [];
  for (const file of files) {
    const base = path.basename(file, path.extname(file));
    const xml = await readFile(path.join(folder, 'musicxml', file), 'utf8');
    const { abc, diagnostics } = musicXmlToAbc(xml, { fallbackTitle: base });
    const lines = abc.split('\n');
    const stem = `${slugify(base)}-1`;
    let repoId = stem;
    for (let suffix = 2; usedRepoIds.has(repoId); suffix += 1) repoId = `${stem}-${suffix}`;
    usedRepoIds.add(repoId);
    const title = titleOfTune(lines, base).slice(0, 500);
    const sargam = await readFile(path.join(folder, 'sargam', `${base}.txt`), 'utf8');
    songs.push({
      song: {
        title,
        date: day,
        language: 'B',
        text: lyricsOfTune(lines),
        abc_source: abc,
        abc_lyrics: lines.filter((line) => line.startsWith('w:')).join('\n'),
        notes: tagoreCredit(base),
        repo_id: repoId,
        file_name: file,
      },
      page: await drawSwaralipiPage(sargam, { ...DEFAULT_PAGE_STYLE, footer: PAGE_FOOTER }),
      pageName: `${base}.png`,
      diagnostics: diagnostics.map((diagnostic) => `${diagnostic.path}: ${diagnostic.message}`),
    });
    onSong?.(title, songs.length, files.length);
  }
  return songs;
}
