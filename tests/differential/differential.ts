/**
 * @fileoverview The differential test's engine room: runs our engine and abc2svg 1.22.1 on the
 * same tunes, each in its own child process with a time limit (DESIGN.md 3.4: abc2svg hangs on
 * some inputs), and compares their MODEL.md dumps tune by tune. Used by `run.ts` (the whole
 * corpus, `npm run test:diff`) and `sample.test.ts` (a fixed sample, `npm test`).
 *
 * Each tune is rendered alone: the file header followed by the tune (tests/support/corpus.ts),
 * as the benchmark does, so one tune's failure never hides another's result. How a tune is
 * judged is judge.ts.
 */
import { join } from 'node:path';
import { IsolatedWorker } from '../support/isolated-worker.js';
import { loadCorpusFiles, repoRoot, splitTunes, type CorpusFile } from '../support/corpus.js';
import { readAllowed } from './allowed.js';
import { judge, type LocatedTune, type TuneResult } from './judge.js';
import type { ModelJob, ModelReply } from './model-worker.js';

/** Time limit for one tune, per engine; the slowest real tunes take well under a second. */
export const TUNE_TIME_LIMIT_MS = 10_000;

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

/** Options of compareTunes. */
export interface CompareOptions {
  /**
   * Let abc2svg draw each tune too, to leave out the tunes it does not render (default true).
   * Drawing takes most of abc2svg's time; a set of tunes already known to render with the pinned
   * abc2svg (sample.json) can skip it.
   */
  draw?: boolean;
  /** Called after each tune (for progress). */
  onResult?: (result: TuneResult, done: number) => void;
}

/**
 * Runs both engines on `tunes`, one tune at a time, the two engines side by side in two child
 * processes. `fileTexts` maps a corpus file name to its text (for source lines).
 */
export async function compareTunes(tunes: LocatedTune[], fileTexts: Map<string, string>, options: CompareOptions = {}): Promise<TuneResult[]> {
  const { draw = true, onResult } = options;
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
        theirs.run({ engine: 'abc2svg', text: tune.text, draw }, TUNE_TIME_LIMIT_MS),
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
