/**
 * @fileoverview Loads the real-world ABC corpus (`../shared/corpus`, see its README) for the
 * corpus integration test and the benchmark: finds every `.abc` file, decodes it as the CLI does
 * (`decodeAbcBytes` of the bindings: UTF-8 when valid, else Latin-1) and splits it into tunes.
 *
 * The corpus is never edited: some files are Latin-1, some have CRLF line ends, and both are
 * passed to the engines as decoded, byte for byte otherwise.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeAbcBytes } from '../../engine-bindings/src/decode.js';

/** The project's root folder (this file is `tests/support/corpus.ts`). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The corpus folder: `SWARALIPI_CORPUS` when set, else `../shared/corpus` beside the project
 * (DESIGN.md 2: paths starting with `../shared/` are relative to the project's root).
 */
export const corpusRoot = resolve(process.env.SWARALIPI_CORPUS ?? join(repoRoot, '..', 'shared', 'corpus'));

/** One corpus file, decoded. */
export interface CorpusFile {
  /** Path relative to the corpus folder, with `/` separators, e.g. `openhymnal/OpenHymnal_part1.abc`. */
  name: string;
  /** The decoded text, as the CLI decodes a file (CRLF kept). */
  text: string;
  /** Number of tunes in the file: lines that start with `X:`. */
  tuneCount: number;
}

/** One tune cut out of a corpus file, with the file header it inherits. */
export interface CorpusTune {
  /** `FILE#X` where X is the tune's X: value, for messages. */
  name: string;
  /** The file header (text before the file's first `X:` line) followed by the tune's own text. */
  text: string;
  /** Offset in the file's text of the tune's `X:` line. */
  start: number;
  /** Length of the file header at the start of `text`: `text[headerLength]` is the tune's `X`. */
  headerLength: number;
}

/** Start offsets of the lines that begin a tune (`X:` at the start of a line). */
function tuneStarts(text: string): number[] {
  const starts: number[] = [];
  const pattern = /^X:/gm;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    starts.push(match.index);
  }
  return starts;
}

/**
 * Lists the corpus's `.abc` files, sorted by path, and decodes them.
 *
 * @throws Error when the corpus folder is missing (the tests must not pass on no input).
 */
export function loadCorpusFiles(root: string = corpusRoot): CorpusFile[] {
  if (!existsSync(root)) {
    throw new Error(`corpus not found at ${root} (set SWARALIPI_CORPUS)`);
  }
  const paths = (readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((path) => path.endsWith('.abc'))
    .map((path) => join(root, path))
    .sort();
  return paths.map((path) => {
    const text = decodeAbcBytes(readFileSync(path));
    return {
      name: relative(root, path).split('\\').join('/'),
      text,
      tuneCount: tuneStarts(text).length,
    };
  });
}

/**
 * Splits a file into tunes the way ABC 2.1 reads a file: the text before the first `X:` line is
 * the file header, which every tune inherits, and each tune runs from its `X:` line to the next.
 * A file with no `X:` line gives no tune.
 */
export function splitTunes(file: CorpusFile): CorpusTune[] {
  const starts = tuneStarts(file.text);
  if (starts.length === 0) return [];
  const header = file.text.slice(0, starts[0]);
  return starts.map((start, index) => {
    const end = index + 1 < starts.length ? starts[index + 1] : file.text.length;
    const body = file.text.slice(start, end);
    const x = /^X:[ \t]*([^\r\n]*)/.exec(body)?.[1]?.trim() ?? '';
    return { name: `${file.name}#${x}`, text: header + body, start, headerLength: header.length };
  });
}
