/**
 * @fileoverview The texts the benchmark renders besides the corpus's tunes one by one: books of
 * n Nottingham tunes in one text (growth, edit latency) and one typical song with lyrics.
 */
import { corpusRoot, loadCorpusFiles, splitTunes, type CorpusFile } from '../tests/support/corpus.js';

/** The corpus folder whose tunes make the books: 1,037 dance tunes, no file headers. */
export const BOOK_FOLDER = 'nottingham-nmd/';

/** The typical song with lyrics of issue 5 (verse under the notes, words after the tune). */
export const SONG_FILE = 'goess-stephen-foster/Oh__Susanna.abc';

/** The book's tunes, in corpus order, each ending with one line break. */
function bookTunes(files: CorpusFile[]): string[] {
  return files
    .filter((file) => file.name.startsWith(BOOK_FOLDER))
    .flatMap(splitTunes)
    .map((tune) => tune.text.replace(/\s*$/, '\n'));
}

/**
 * The first `count` tunes of the book folder in one text, as a songbook file holds them: tunes
 * parted by an empty line (ABC 2.1 2.2), flowing on shared pages.
 *
 * @throws Error when the folder has fewer tunes
 */
export function bookText(files: CorpusFile[], count: number): string {
  const tunes = bookTunes(files);
  if (tunes.length < count) throw new Error(`${corpusRoot}/${BOOK_FOLDER} has ${tunes.length} tunes, fewer than ${count}`);
  return tunes.slice(0, count).join('\n');
}

/**
 * The first `count` tunes, each on a page of its own (`%%newpage` after the empty line that ends
 * a tune): the layout of the editor and of a printed songbook, which the tune cache engraves
 * tune by tune (engine-bindings/src/tuneCache.ts).
 */
export function pagedBookText(files: CorpusFile[], count: number): string {
  const tunes = bookTunes(files);
  if (tunes.length < count) throw new Error(`${corpusRoot}/${BOOK_FOLDER} has ${tunes.length} tunes, fewer than ${count}`);
  return tunes.slice(0, count).join('\n%%newpage\n');
}

/** Oh! Susanna's text, as its file holds it. */
export function songText(files: CorpusFile[] = loadCorpusFiles()): string {
  const file = files.find((candidate) => candidate.name === SONG_FILE);
  if (!file) throw new Error(`${SONG_FILE} is not in ${corpusRoot}`);
  return file.text;
}
