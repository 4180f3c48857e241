/**
 * @fileoverview The harness that the corpus test and the benchmark trust to turn a hang into a
 * failure (tests/support/isolated-worker.ts), checked on a real hang: abc2svg 1.22.1 never
 * returns on `X:1`, `K:C`, `[2[2c|` (DESIGN.md 3.4).
 */
import { afterAll, expect, test } from 'vitest';
import { join } from 'node:path';
import { IsolatedWorker } from '../support/isolated-worker.js';
import { repoRoot } from '../support/corpus.js';
import type { BenchJob, ProbeResult, TimeResult } from '../../bench/render-child.js';

const worker = new IsolatedWorker<BenchJob, ProbeResult | TimeResult>(join(repoRoot, 'bench', 'render-child.ts'));
afterAll(() => worker.kill());

test('a job that hangs is stopped at its time limit and the next job runs in a fresh process', { timeout: 60_000 }, async () => {
  const before = await worker.run({ kind: 'probe', engine: 'abc2svg', text: 'X:1\nT:Scale\nK:C\nCDEF GABc|\n' }, 20_000);
  expect(before.status).toBe('done');
  expect((before as { result: ProbeResult }).result.pages).toBeGreaterThan(0);

  const started = performance.now();
  const hang = await worker.run({ kind: 'probe', engine: 'abc2svg', text: 'X:1\nK:C\n[2[2c|\n' }, 2_000);
  expect(hang).toEqual({ status: 'timeout', ms: 2_000 });
  expect(performance.now() - started).toBeLessThan(10_000);
  expect(worker.restarts).toBe(1);

  const after = await worker.run({ kind: 'probe', engine: 'abc2svg', text: 'X:2\nT:Again\nK:G\nGABc d2d2|\n' }, 20_000);
  expect(after.status).toBe('done');
  expect((after as { result: ProbeResult }).result.svgBytes).toBeGreaterThan(0);
});

test('an exception thrown by a job comes back as an error, and the process lives on', { timeout: 60_000 }, async () => {
  const restarts = worker.restarts;
  const outcome = await worker.run({ kind: 'probe', engine: 'lilypond' as BenchJob['engine'], text: 'X:1\nK:C\nC|\n' }, 20_000);
  expect(outcome.status).toBe('error');
  expect((outcome as { error: string }).error).toMatch(/^unknown engine 'lilypond'/);
  const next = await worker.run({ kind: 'probe', engine: 'abc2svg', text: 'X:1\nK:C\nC|\n' }, 20_000);
  expect(next.status).toBe('done');
  expect(worker.restarts).toBe(restarts);
});
