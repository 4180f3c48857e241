/**
 * @fileoverview The short version of the property test for `npm test` (the long one is `npm run
 * test:property`): 300 hostile inputs (mutated and spliced corpus tunes, random text with
 * Bengali, lone surrogates, CR/LF mixes, long lines and deep nesting, random bytes), each
 * rendered in a child process ended after 2 s, none may crash or hang. The seed is fixed so that
 * `npm test` is reproducible; `PROPERTY_SEED` picks another.
 */
import { expect, test } from 'vitest';
import { checkRenderProperty, corpusTuneTexts, formatPropertyReport, RENDER_TIME_LIMIT_MS } from './property.js';

const RUNS = 300;
const seed = Number.isInteger(Number(process.env.PROPERTY_SEED)) && process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : 20261122;

test(`render never throws, traps or hangs (over ${RENDER_TIME_LIMIT_MS} ms) on ${RUNS} hostile inputs`, { timeout: 300_000 }, async () => {
  const report = await checkRenderProperty(corpusTuneTexts(), RUNS, seed);
  console.log(formatPropertyReport(report));
  expect(report.failure).toBeNull();
  expect(report.runs).toBe(RUNS);
  // The inputs reach the parser's error paths, not only its happy one.
  expect(report.withDiagnostics).toBeGreaterThan(RUNS / 10);
});
