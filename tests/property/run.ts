/**
 * @fileoverview `npm run test:property`: the long run of the property "render never crashes or
 * hangs" (property.ts). Prints the run count, the longest render and, on failure, the shrunk
 * input; exits with 1 on failure.
 *
 * Environment: `PROPERTY_RUNS` (default 5000), `PROPERTY_SEED` (default: a random seed, printed,
 * so that a failure can be replayed).
 */
import { checkRenderProperty, corpusTuneTexts, formatPropertyReport } from './property.js';

function integer(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) ? parsed : fallback;
}

const runs = integer(process.env.PROPERTY_RUNS, 5000);
const seed = integer(process.env.PROPERTY_SEED, Math.floor(Math.random() * 2 ** 31));
const report = await checkRenderProperty(corpusTuneTexts(), runs, seed);
console.log(formatPropertyReport(report));
if (report.failure !== null) process.exitCode = 1;
