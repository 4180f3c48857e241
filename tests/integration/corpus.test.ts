/**
 * @fileoverview The engine over the whole real-world corpus (`../shared/corpus/**\/*.abc`, about
 * 3,100 tunes in 1,800 files; issue 3, "Proof"; DESIGN.md 3.1):
 *
 * 1. every file renders without a crash (an internal error) or a hang (a per-file time limit in a
 *    child process), the engine finds every tune (`X:` line) of it, and each page is well-formed
 *    XML with an `<svg>` root; the test prints how many tunes rendered with no error diagnostic;
 * 2. one engine instance renders the corpus ten times and its WebAssembly memory stops growing
 *    after the first pass (per-render tables are reset, not reallocated).
 *
 * The engine is the working tree's: bindings from source, core from build/engine.wasm
 * (`npm run build:wasm`, run by `npm install`).
 */
import { afterAll, describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { IsolatedWorker } from '../support/isolated-worker.js';
import { loadCorpusFiles, repoRoot, corpusRoot } from '../support/corpus.js';
import type { CorpusJob, FileReport, PassReport } from './corpus-worker.js';

/** A file that takes longer than this is a hang (the largest file renders in well under a second). */
const FILE_TIME_LIMIT_MS = 30_000;
/** Passes over the corpus in the memory test. */
const PASSES = 10;

const files = loadCorpusFiles();
const workers: IsolatedWorker<CorpusJob, FileReport | PassReport>[] = [];

function newWorker(): IsolatedWorker<CorpusJob, FileReport | PassReport> {
  const worker = new IsolatedWorker<CorpusJob, FileReport | PassReport>(join(repoRoot, 'tests', 'integration', 'corpus-worker.ts'));
  workers.push(worker);
  return worker;
}

afterAll(() => {
  for (const worker of workers) worker.kill();
});

describe(`the engine over the corpus (${corpusRoot})`, () => {
  test('finds the corpus: over 1,700 files and 3,000 tunes', () => {
    expect(files.length).toBeGreaterThan(1700);
    expect(files.reduce((sum, file) => sum + file.tuneCount, 0)).toBeGreaterThan(3000);
  });

  test('renders every tune without a crash or a hang, each page well-formed SVG', { timeout: 30 * 60_000 }, async () => {
    const worker = newWorker();
    const problems = { hangs: [] as string[], crashes: [] as string[], badXml: [] as string[], missedTunes: [] as string[] };
    let tunes = 0;
    let cleanTunes = 0;
    let pages = 0;
    let headerErrors = 0;
    const started = performance.now();

    for (const file of files) {
      const outcome = await worker.run({ kind: 'render', text: file.text }, FILE_TIME_LIMIT_MS);
      if (outcome.status === 'timeout') {
        problems.hangs.push(`${file.name}: no answer in ${outcome.ms} ms`);
        continue;
      }
      if (outcome.status === 'error') {
        problems.crashes.push(`${file.name}: ${outcome.error.split('\n')[0]}`);
        continue;
      }
      const report = outcome.result as FileReport;
      for (const message of report.internalErrors) problems.crashes.push(`${file.name}: ${message}`);
      for (const { page, error } of report.badPages) problems.badXml.push(`${file.name} page ${page + 1}: ${error}`);
      if (report.tunes.length !== file.tuneCount) {
        problems.missedTunes.push(`${file.name}: the engine found ${report.tunes.length} tunes, the file has ${file.tuneCount} X: lines`);
      } else if (file.tuneCount > 0 && report.pages === 0) {
        problems.missedTunes.push(`${file.name}: no page drawn`);
      }
      tunes += report.tunes.length;
      cleanTunes += report.tunes.filter((tune) => tune.errors === 0).length;
      pages += report.pages;
      headerErrors += report.headerErrors;
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `corpus: ${cleanTunes} of ${tunes} tunes rendered with no error diagnostic ` +
        `(${files.length} files, ${pages} pages, ${headerErrors} errors in file headers, ${seconds} s)`,
    );
    for (const [kind, list] of Object.entries(problems)) {
      expect.soft(list.slice(0, 10), `${list.length} ${kind} (first 10 shown)`).toEqual([]);
    }
    expect(worker.restarts).toBe(0);
    expect(tunes).toBeGreaterThan(3000);
  });

  test(`one engine renders the corpus ${PASSES} times and its WebAssembly memory stops growing after the first pass`, { timeout: 30 * 60_000 }, async () => {
    const worker = newWorker();
    const texts = files.map((file) => file.text);
    const sizes: number[] = [];
    const empty = await worker.run({ kind: 'pass', texts: [] }, 60_000);
    const initialBytes = empty.status === 'done' ? (empty.result as PassReport).memoryBytes : Number.NaN;
    for (let pass = 1; pass <= PASSES; pass++) {
      const outcome = await worker.run({ kind: 'pass', texts }, 10 * 60_000);
      if (outcome.status !== 'done') {
        throw new Error(`pass ${pass}: ${outcome.status === 'error' ? outcome.error : `no answer in ${outcome.ms} ms`}`);
      }
      const report = outcome.result as PassReport;
      // A trap replaces the core's instance, and the memory observed would be the old one's.
      expect(report.internalErrors, `internal errors in pass ${pass}`).toBe(0);
      sizes.push(report.memoryBytes);
    }
    // The same process (so the same instance) answered every pass.
    expect(worker.restarts).toBe(0);
    console.log(`memory before the first render: ${(initialBytes / 2 ** 20).toFixed(2)} MiB; after each pass (MiB): ${sizes.map((bytes) => (bytes / 2 ** 20).toFixed(2)).join(', ')}`);
    expect(sizes.slice(1)).toEqual(sizes.slice(1).map(() => sizes[0]));
  });
});
