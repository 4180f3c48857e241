/**
 * @fileoverview Pages per file against abc2svg (issue 5, "Visual proof": pages per file agree
 * with abc2svg's for at least 90% of the tunes of the corpus). Each corpus file is rendered whole
 * by both engines, each in its own child process with a time limit (pages-worker.ts): ours with
 * the default options (A4: 793.7 x 1122.5 px, engine-bindings DEFAULTS), abc2svg 1.22.1 through
 * its page module at the same page height (pagesAbc2svg.ts). The share is given per file and per
 * tune (a tune counts as agreeing when its file's page counts agree).
 */
import { join } from 'node:path';
import { IsolatedWorker, type JobOutcome } from '../support/isolated-worker.js';
import { repoRoot, splitTunes, type CorpusFile } from '../support/corpus.js';
import { ABC2SVG_PAGE_HEIGHT } from './pagesAbc2svg.js';
import type { PagesJob, PagesReply } from './pages-worker.js';

/** Time limit for one file, per engine: abc2svg takes about 12 s on a 200-hymn file when idle. */
export const FILE_TIME_LIMIT_MS = 120_000;

/** How one file came out. */
export type FilePages =
  | { file: string; folder: string; tunes: number; status: 'compared'; ours: number; theirs: number }
  /** Left out: abc2svg fails or hangs on the whole file, or our engine does (then it is reported). */
  | { file: string; folder: string; tunes: number; status: 'excluded'; reason: string };

/** Files (and their tunes) whose page counts agree, among those compared. */
export interface PagesShare {
  files: number;
  filesCompared: number;
  tunes: number;
  tunesCompared: number;
  /** Shares in percent (100 when nothing was compared). */
  filePercent: number;
  tunePercent: number;
  excluded: number;
}

function problem(outcome: JobOutcome<PagesReply>): string | null {
  if (outcome.status === 'timeout') return `no answer in ${outcome.ms} ms`;
  if (outcome.status === 'error') return outcome.error.split('\n')[0]!;
  return null;
}

/** Judges one file from the two engines' answers. Exported for its test. */
export function judgeFile(file: CorpusFile, ours: JobOutcome<PagesReply>, theirs: JobOutcome<PagesReply>): FilePages {
  const base = { file: file.name, folder: file.name.split('/')[0]!, tunes: splitTunes(file).length };
  const theirProblem = problem(theirs);
  if (theirProblem !== null || theirs.status !== 'done') return { ...base, status: 'excluded', reason: `abc2svg: ${theirProblem}` };
  const ourProblem = problem(ours);
  if (ourProblem !== null || ours.status !== 'done') return { ...base, status: 'excluded', reason: `our engine: ${ourProblem}` };
  return { ...base, status: 'compared', ours: ours.result.pages, theirs: theirs.result.pages };
}

/**
 * Paginates every file of `files` with both engines, side by side in two child processes.
 * `onResult` is called after each file (for progress).
 */
export async function comparePages(files: CorpusFile[], onResult?: (result: FilePages, done: number) => void): Promise<FilePages[]> {
  const workerPath = join(repoRoot, 'tests', 'differential', 'pages-worker.ts');
  const ours = new IsolatedWorker<PagesJob, PagesReply>(workerPath);
  const theirs = new IsolatedWorker<PagesJob, PagesReply>(workerPath);
  const results: FilePages[] = [];
  try {
    await Promise.all([ours.run({ engine: 'swaralipi', text: '' }, 60_000), theirs.run({ engine: 'abc2svg', text: '' }, 60_000)]);
    for (const file of files) {
      const [oursOutcome, theirsOutcome] = await Promise.all([
        ours.run({ engine: 'swaralipi', text: file.text }, FILE_TIME_LIMIT_MS),
        theirs.run({ engine: 'abc2svg', text: file.text }, FILE_TIME_LIMIT_MS),
      ]);
      results.push(judgeFile(file, oursOutcome, theirsOutcome));
      onResult?.(results[results.length - 1]!, results.length);
    }
  } finally {
    ours.kill();
    theirs.kill();
  }
  return results;
}

/** The share of files, and of their tunes, whose page counts agree. */
export function pagesShare(results: FilePages[]): PagesShare {
  const compared = results.filter((result): result is Extract<FilePages, { status: 'compared' }> => result.status === 'compared');
  const agreeing = compared.filter((result) => result.ours === result.theirs);
  const tunes = agreeing.reduce((sum, result) => sum + result.tunes, 0);
  const tunesCompared = compared.reduce((sum, result) => sum + result.tunes, 0);
  return {
    files: agreeing.length,
    filesCompared: compared.length,
    tunes,
    tunesCompared,
    filePercent: compared.length === 0 ? 100 : (100 * agreeing.length) / compared.length,
    tunePercent: tunesCompared === 0 ? 100 : (100 * tunes) / tunesCompared,
    excluded: results.length - compared.length,
  };
}

/** pagesShare per corpus folder, folders in name order. */
export function pagesByFolder(results: FilePages[]): Map<string, PagesShare> {
  const folders = [...new Set(results.map((result) => result.folder))].sort();
  return new Map(folders.map((folder) => [folder, pagesShare(results.filter((result) => result.folder === folder))]));
}

/** The report's section: method, shares per folder, how the differences lean, and the files that differ. */
export function pagesSection(results: FilePages[], examples = 40): string[] {
  const all = pagesShare(results);
  const lines = [
    `## Pages per file against abc2svg (issue 5 target: 90% of the tunes): ${all.tunes} of ${all.tunesCompared} tunes (${all.tunePercent.toFixed(1)}%); ` +
      `${all.files} of ${all.filesCompared} files (${all.filePercent.toFixed(1)}%)`,
    '',
    'Method: each corpus file is rendered whole by both engines. Ours: `render(text).pages.length` at the default options ' +
      '(A4, 793.7 x 1122.5 px; margins 52.9 px left and right, 38 px top and bottom). abc2svg 1.22.1 paginates only through its ' +
      'page module (page-1.js), which its command-line backends load when a page height is set: the file is run as its ' +
      `\`abcnode\` runs it (abc2svg-1.js, cmdline.js, tohtml.js), called as \`abcnode --pageheight ${ABC2SVG_PAGE_HEIGHT} FILE\` ` +
      '(our default page height; its other defaults, A4 width and 1.4 cm side margins, are ours), and the pages of the HTML it ' +
      'prints are counted (pagesAbc2svg.ts). The option is the only input given besides the file; a %%pageheight or %%pagewidth of ' +
      'the file overrides it in both engines. A tune counts as agreeing when its file does.' +
      (all.excluded > 0 ? ` ${all.excluded} file(s) left out (an engine failed on the whole file).` : ''),
    '',
    '| folder | files agreeing | tunes agreeing | share of tunes |',
    '|---|---:|---:|---:|',
  ];
  for (const [folder, share] of pagesByFolder(results)) {
    lines.push(`| ${folder} | ${share.files}/${share.filesCompared} | ${share.tunes}/${share.tunesCompared} | ${share.tunePercent.toFixed(1)}% |`);
  }
  const differing = results.filter((result): result is Extract<FilePages, { status: 'compared' }> => result.status === 'compared' && result.ours !== result.theirs);
  const more = differing.filter((result) => result.ours > result.theirs).length;
  lines.push('', `Of the ${differing.length} files that differ, ours has more pages in ${more} and fewer in ${differing.length - more}.`, '');
  for (const result of differing.slice(0, examples)) lines.push(`- ${result.file} (${result.tunes} tunes): ours ${result.ours}, abc2svg ${result.theirs}`);
  for (const result of results) if (result.status === 'excluded') lines.push(`- left out: ${result.file}: ${result.reason}`);
  lines.push('');
  return lines;
}

/** The JSON report's part. */
export function pagesJson(results: FilePages[]): unknown {
  return {
    overall: pagesShare(results),
    folders: Object.fromEntries(pagesByFolder(results)),
    differences: results.filter((result) => result.status === 'compared' && result.ours !== result.theirs),
    excluded: results.filter((result) => result.status === 'excluded'),
  };
}
