/**
 * @fileoverview How one tune is judged: our engine's and abc2svg's answers for it (dumps, or a
 * failure) become a match, a mismatch with its first difference and the file line of that
 * difference, or a tune left out of the denominator (abc2svg does not render it: it hangs or
 * throws, even after giving its model; or neither engine finds music). Differences listed in allowed.json count as matching.
 */
import type { JobOutcome } from '../support/isolated-worker.js';
import type { CorpusTune } from '../support/corpus.js';
import { allowedFor, type AllowedDifference } from './allowed.js';
import { firstDifference, MODEL_BAR_TYPES, type Difference, type TuneModel } from './compare.js';
import type { ModelReply } from './model-worker.js';

/** One tune of the corpus, located in its file. */
export interface LocatedTune extends CorpusTune {
  /** The corpus file, relative to the corpus folder (`openhymnal/OpenHymnal_part1.abc`). */
  file: string;
  /** The corpus folder: the file's first path segment. */
  folder: string;
  /** 1-based position of the tune in its file (X: values repeat in some files). */
  ordinal: number;
  /** The X: value as written. */
  x: string;
}

/** A difference that is not between two events: one side has no tune, or our engine failed. */
export type TuneFailure = 'tune count' | 'our engine failed';

/** The systems (music lines) each engine laid the tune out in (issue 5: they should agree). */
export interface SystemCounts {
  ours: number;
  theirs: number;
}

/** How one tune came out. */
export type TuneResult =
  | { tune: LocatedTune; status: 'match'; title: string; fieldDifferences?: string[]; rawBarTypes?: string[]; systems?: SystemCounts }
  | {
      tune: LocatedTune;
      status: 'mismatch';
      title: string;
      systems?: SystemCounts;
      fieldDifferences?: string[];
      /** Set when the difference is allowed (abc2svg is wrong by ABC 2.1): the tune counts as matching. */
      allowed?: AllowedDifference;
      /** abc2svg's bar types in this tune that are none of MODEL.md's (see rawBarTypes). */
      rawBarTypes?: string[];
      category: Difference['category'] | TuneFailure;
      difference?: Difference;
      /** The voice's id (abc2svg's). */
      voiceId?: string;
      /** 1-based line in the file of the differing event (abc2svg's event, or its neighbour). */
      line?: number;
      /** 1-based column (UTF-16 code units) of the event in that line. */
      column?: number;
      /** That line's text. */
      lineText?: string;
      detail?: string;
    }
  /** Left out of the denominator: abc2svg hangs or throws (also while drawing), or neither engine finds music. */
  | { tune: LocatedTune; status: 'excluded'; title: string; reason: string };

/** 1-based line of offset `offset` in `text` (lines end with LF; a CR before it is ignored). */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = text.indexOf('\n'); index >= 0 && index < offset; index = text.indexOf('\n', index + 1)) line++;
  return line;
}

/** The file line and column of `offset` in a tune's text (header + tune), and that line's text. */
function sourceLine(tune: LocatedTune, fileText: string, offset: number): { line: number; column: number; lineText: string } {
  const fileOffset = offset < tune.headerLength ? offset : tune.start + (offset - tune.headerLength);
  const line = lineAt(fileText, fileOffset);
  const lineStart = fileText.lastIndexOf('\n', fileOffset - 1) + 1;
  const lineText = fileText.split('\n')[line - 1]?.replace(/\r$/, '') ?? '';
  return { line, column: fileOffset - lineStart + 1, lineText };
}

function outcomeProblem(outcome: JobOutcome<ModelReply>): string | null {
  if (outcome.status === 'timeout') return `no answer in ${outcome.ms} ms`;
  if (outcome.status === 'error') return outcome.error.split('\n')[0]!;
  return null;
}

/**
 * The dump's fields that MODEL.md does not count in a match but that should agree too: `x`,
 * `title` and the voice ids. Each difference as `field: ours "..." abc2svg "..."`.
 */
export function fieldDifferences(ours: TuneModel, theirs: TuneModel): string[] {
  const differences: string[] = [];
  const note = (field: string, a: string, b: string): void => {
    if (a !== b) differences.push(`${field}: ours ${JSON.stringify(a)} abc2svg ${JSON.stringify(b)}`);
  };
  note('x', ours.x, theirs.x);
  note('title', ours.title, theirs.title);
  note('voice ids', ours.voices.map((voice) => voice.id).join(' '), theirs.voices.map((voice) => voice.id).join(' '));
  return differences;
}

/** The bar types of `tune` that are none of MODEL.md's (abc2svg keeps `|||`, `||]`... as written). */
export function rawBarTypes(tune: TuneModel): string[] {
  const raw = new Set<string>();
  for (const voice of tune.voices) {
    for (const event of voice.events) if (event[0] === 'bar' && !MODEL_BAR_TYPES.has(event[2])) raw.add(event[2]);
  }
  return [...raw].sort();
}

/**
 * Compares the two engines' answers for one tune of `fileText` (the whole file: source lines are
 * file lines). Exported for its test.
 */
export function judge(
  tune: LocatedTune,
  fileText: string,
  ours: JobOutcome<ModelReply>,
  theirs: JobOutcome<ModelReply>,
  allowedDifferences: readonly AllowedDifference[] = [],
): TuneResult {
  const theirsProblem = outcomeProblem(theirs);
  if (theirsProblem !== null || theirs.status !== 'done') {
    return { tune, status: 'excluded', title: '', reason: `abc2svg: ${theirsProblem}` };
  }
  const theirTune = theirs.result.dump.tunes[0];
  const title = theirTune?.title ?? '';
  const oursProblem = outcomeProblem(ours);
  if (oursProblem !== null || ours.status !== 'done') {
    return { tune, status: 'mismatch', title, category: 'our engine failed', detail: oursProblem ?? '' };
  }
  const ourTune = ours.result.dump.tunes[0];
  if (!theirTune && !ourTune) return { tune, status: 'excluded', title, reason: 'no music in either engine' };
  if (!theirTune || !ourTune || ours.result.dump.tunes.length !== theirs.result.dump.tunes.length) {
    return {
      tune,
      status: 'mismatch',
      title,
      category: 'tune count',
      detail: `ours ${ours.result.dump.tunes.length} tune(s) with music, abc2svg ${theirs.result.dump.tunes.length}`,
    };
  }
  const difference = firstDifference(ourTune, theirTune);
  if (theirs.result.drawError !== undefined) {
    // abc2svg does not render the tune: out of the denominator, but say whether the models agree.
    const verdict = difference === null ? 'its model matches ours' : `its model differs (${difference.category})`;
    return { tune, status: 'excluded', title, reason: `abc2svg threw while drawing: ${theirs.result.drawError}; ${verdict}` };
  }
  const fields = fieldDifferences(ourTune, theirTune);
  const raw = rawBarTypes(theirTune);
  const ourSystems = ours.result.systems;
  const theirSystems = theirs.result.systems;
  const noted = {
    ...(fields.length > 0 ? { fieldDifferences: fields } : {}),
    ...(raw.length > 0 ? { rawBarTypes: raw } : {}),
    ...(ourSystems !== undefined && theirSystems !== undefined ? { systems: { ours: ourSystems, theirs: theirSystems } } : {}),
  };
  if (difference === null) return { tune, status: 'match', title, ...noted };
  const result: TuneResult = { tune, status: 'mismatch', title, category: difference.category, difference, ...noted };
  const allowed = allowedFor(allowedDifferences, tune, difference);
  if (allowed) result.allowed = allowed;
  if (difference.voice >= 0) {
    result.voiceId = theirTune.voices[difference.voice]!.id;
    // abc2svg's event at the difference, else its last event before it.
    const sources = theirs.result.sources?.[0]?.[difference.voice] ?? [];
    const offset = sources[Math.min(difference.event, sources.length - 1)];
    if (offset !== undefined && offset >= 0) Object.assign(result, sourceLine(tune, fileText, offset));
  }
  return result;
}
