/**
 * @fileoverview The differential test's engine room: runs our engine and abc2svg 1.22.1 on the
 * same tunes, each in its own child process with a time limit (DESIGN.md 3.4: abc2svg hangs on
 * some inputs), and compares their MODEL.md dumps tune by tune. Used by `run.ts` (the whole
 * corpus, `npm run test:diff`) and `sample.test.ts` (a fixed sample, `npm test`).
 *
 * Each tune is rendered alone: the file header followed by the tune (tests/support/corpus.ts),
 * as the benchmark does, so one tune's failure never hides another's result.
 */
import { join } from 'node:path';
import type { ModelEvent } from '../../engine-bindings/src/types.js';
import { IsolatedWorker, type JobOutcome } from '../support/isolated-worker.js';
import { loadCorpusFiles, repoRoot, splitTunes, type CorpusFile, type CorpusTune } from '../support/corpus.js';
import { allowedFor, readAllowed, type AllowedDifference } from './allowed.js';
import { firstDifference, MODEL_BAR_TYPES, type Difference, type TuneModel } from './compare.js';
import type { ModelJob, ModelReply } from './model-worker.js';

/** Time limit for one tune, per engine; the slowest real tunes take well under a second. */
export const TUNE_TIME_LIMIT_MS = 10_000;

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

/** How one tune came out. */
export type TuneResult =
  | { tune: LocatedTune; status: 'match'; title: string; fieldDifferences?: string[]; rawBarTypes?: string[] }
  | {
      tune: LocatedTune;
      status: 'mismatch';
      title: string;
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
      /** That line's text. */
      lineText?: string;
      detail?: string;
    }
  /** Left out of the denominator: abc2svg hangs or throws, or neither engine finds music. */
  | { tune: LocatedTune; status: 'excluded'; title: string; reason: string };

/** Every tune of the corpus, file by file in path order. */
export function corpusTunes(files: CorpusFile[] = loadCorpusFiles()): LocatedTune[] {
  return files.flatMap((file) =>
    splitTunes(file).map((tune, index) => ({
      ...tune,
      file: file.name,
      folder: file.name.split('/')[0]!,
      ordinal: index + 1,
      x: tune.name.slice(file.name.length + 1),
    })),
  );
}

/** 1-based line of offset `offset` in `text` (lines end with LF; a CR before it is ignored). */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = text.indexOf('\n'); index >= 0 && index < offset; index = text.indexOf('\n', index + 1)) line++;
  return line;
}

/** The file line of `offset` in a tune's text (header + tune), and that line's text. */
function sourceLine(tune: LocatedTune, fileText: string, offset: number): { line: number; lineText: string } {
  const fileOffset = offset < tune.headerLength ? offset : tune.start + (offset - tune.headerLength);
  const line = lineAt(fileText, fileOffset);
  const lineText = fileText.split('\n')[line - 1]?.replace(/\r$/, '') ?? '';
  return { line, lineText };
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
  const fields = fieldDifferences(ourTune, theirTune);
  const raw = rawBarTypes(theirTune);
  const noted = { ...(fields.length > 0 ? { fieldDifferences: fields } : {}), ...(raw.length > 0 ? { rawBarTypes: raw } : {}) };
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

/**
 * Runs both engines on `tunes`, one tune at a time, the two engines side by side in two child
 * processes. `fileTexts` maps a corpus file name to its text (for source lines).
 * `onResult` is called after each tune (for progress).
 */
export async function compareTunes(
  tunes: LocatedTune[],
  fileTexts: Map<string, string>,
  onResult?: (result: TuneResult, done: number) => void,
): Promise<TuneResult[]> {
  const workerPath = join(repoRoot, 'tests', 'differential', 'model-worker.ts');
  const ours = new IsolatedWorker<ModelJob, ModelReply>(workerPath);
  const theirs = new IsolatedWorker<ModelJob, ModelReply>(workerPath);
  const results: TuneResult[] = [];
  const allowedDifferences = readAllowed();
  try {
    // Start both children before the first timed job: tsx and the engines take a while to load.
    await Promise.all([ours.run({ engine: 'swaralipi', text: '' }, 60_000), theirs.run({ engine: 'abc2svg', text: '' }, 60_000)]);
    for (const tune of tunes) {
      const [oursOutcome, theirsOutcome] = await Promise.all([
        ours.run({ engine: 'swaralipi', text: tune.text }, TUNE_TIME_LIMIT_MS),
        theirs.run({ engine: 'abc2svg', text: tune.text }, TUNE_TIME_LIMIT_MS),
      ]);
      const result = judge(tune, fileTexts.get(tune.file) ?? tune.text, oursOutcome, theirsOutcome, allowedDifferences);
      results.push(result);
      onResult?.(result, results.length);
    }
  } finally {
    ours.kill();
    theirs.kill();
  }
  return results;
}

/** Matching tunes and compared tunes (the denominator: tunes not excluded) of `results`. */
export interface Share {
  /** Tunes that match, or whose difference is allowed (allowed.json). */
  matched: number;
  compared: number;
  excluded: number;
  /** matched / compared, in percent (100 when nothing was compared). */
  percent: number;
}

/** The share of matching tunes among those compared. */
export function shareOf(results: TuneResult[]): Share {
  const compared = results.filter((result) => result.status !== 'excluded').length;
  const matched = results.filter((result) => result.status === 'match' || (result.status === 'mismatch' && result.allowed)).length;
  return { matched, compared, excluded: results.length - compared, percent: compared === 0 ? 100 : (100 * matched) / compared };
}

/** Shares per corpus folder, folders in name order. */
export function sharesByFolder(results: TuneResult[]): Map<string, Share> {
  const folders = [...new Set(results.map((result) => result.tune.folder))].sort();
  return new Map(folders.map((folder) => [folder, shareOf(results.filter((result) => result.tune.folder === folder))]));
}

/** A percentage rounded DOWN to one decimal (a floor can only be met by the share it came from). */
export function floorOf(percent: number): number {
  return Math.floor(percent * 10 + 1e-9) / 10;
}

/** An event as the report shows it: `note 3/8 1/8 [67]`. */
export function formatEvent(event: ModelEvent | null | undefined): string {
  if (!event) return '(none)';
  return event.map((field) => (Array.isArray(field) ? `[${field.join(',')}]` : field)).join(' ');
}
