/**
 * @fileoverview `npm run bench`: renders the whole corpus (`../shared/corpus/**\/*.abc`) with our
 * engine and with abc2svg 1.22.1 in the same run, on the same texts, and prints tunes per second
 * for each and their ratio. Writes the figures to `bench/results.json`.
 *
 * Method:
 * 1. Every file is split into tunes (file header + tune, `tests/support/corpus.ts`).
 * 2. Probe: each tune is rendered once by each engine in a child process with a time limit.
 *    Tunes on which either engine hangs or throws are left out for both (abc2svg hangs on some
 *    inputs, DESIGN.md 3.4), and the run says how many.
 * 3. Timing: each engine renders all remaining tunes in its own warm child process, a warm-up
 *    round first, then `BENCH_ROUNDS` (default 5) timed rounds, the engines taking turns round by
 *    round so that a change in the machine's load touches both alike. Tunes per second come from
 *    the median round; the spread is the fastest and slowest round.
 *
 * Environment: `BENCH_ROUNDS` (timed rounds, default 5), `BENCH_LIMIT` (use only the first N
 * tunes, for a quick try), `SWARALIPI_CORPUS` (corpus folder).
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { IsolatedWorker } from '../tests/support/isolated-worker.js';
import { engineCommit } from '../tests/support/engine-commit.js';
import { loadCorpusFiles, splitTunes, corpusRoot, repoRoot, type CorpusTune } from '../tests/support/corpus.js';
import type { BenchJob, EngineName, ProbeResult, TimeResult } from './render-child.js';
import { abc2svgVersion } from './abc2svg.js';

const engines: EngineName[] = ['swaralipi', 'abc2svg'];
/** Time limit for one tune in the probe; abc2svg's slowest real tunes take well under a second. */
const probeTimeoutMs = 10_000;
/** Time limit for one timed round over the whole corpus. */
const roundTimeoutMs = 20 * 60_000;

const rounds = positiveInteger(process.env.BENCH_ROUNDS, 5);
const limit = positiveInteger(process.env.BENCH_LIMIT, Number.POSITIVE_INFINITY);

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** Per engine, why tunes were left out. */
interface Failures {
  timeouts: string[];
  errors: string[];
}

/** One engine's timing figures, as printed and written to results.json. */
interface EngineFigures {
  version: string;
  roundsMs: number[];
  medianMs: number;
  minMs: number;
  maxMs: number;
  tunesPerSecond: number;
  svgCharsPerRound: number;
}

function figuresOf(engine: EngineName, { roundsMs, svgChars }: TimeResult, tunes: number): EngineFigures {
  const medianMs = median(roundsMs);
  return {
    version: engine === 'abc2svg' ? abc2svgVersion : engineCommit(),
    roundsMs: roundsMs.map((ms) => Math.round(ms)),
    medianMs: Math.round(medianMs),
    minMs: Math.round(Math.min(...roundsMs)),
    maxMs: Math.round(Math.max(...roundsMs)),
    tunesPerSecond: Math.round((tunes / medianMs) * 1000 * 10) / 10,
    svgCharsPerRound: svgChars,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function newWorker(): IsolatedWorker<BenchJob, ProbeResult | TimeResult> {
  return new IsolatedWorker(join(repoRoot, 'bench', 'render-child.ts'));
}

/** Renders each tune once with each engine; returns the tunes both engines finished. */
async function probe(tunes: CorpusTune[]): Promise<{ kept: CorpusTune[]; failures: Record<EngineName, Failures> }> {
  const failures: Record<EngineName, Failures> = {
    swaralipi: { timeouts: [], errors: [] },
    abc2svg: { timeouts: [], errors: [] },
  };
  const kept: CorpusTune[] = [];
  for (const engine of engines) process.stdout.write(`probing ${tunes.length} tunes with ${engine}...\n`);
  const workers = Object.fromEntries(engines.map((engine) => [engine, newWorker()])) as Record<EngineName, ReturnType<typeof newWorker>>;
  try {
    for (const tune of tunes) {
      let ok = true;
      for (const engine of engines) {
        const outcome = await workers[engine].run({ kind: 'probe', engine, text: tune.text }, probeTimeoutMs);
        if (outcome.status === 'timeout') failures[engine].timeouts.push(tune.name);
        if (outcome.status === 'error') failures[engine].errors.push(`${tune.name}: ${outcome.error.split('\n')[0]}`);
        if (outcome.status === 'done' && (outcome.result as ProbeResult).crashed) failures[engine].errors.push(`${tune.name}: internal error`);
        if (outcome.status !== 'done' || (outcome.result as ProbeResult).crashed) ok = false;
      }
      if (ok) kept.push(tune);
    }
  } finally {
    for (const engine of engines) workers[engine].kill();
  }
  return { kept, failures };
}

/** Times every engine over `texts`, taking turns round by round. */
async function time(texts: string[]): Promise<Record<EngineName, TimeResult>> {
  const results = Object.fromEntries(engines.map((engine) => [engine, { roundsMs: [] as number[], svgChars: 0 }])) as Record<EngineName, TimeResult>;
  const workers = Object.fromEntries(engines.map((engine) => [engine, newWorker()])) as Record<EngineName, ReturnType<typeof newWorker>>;
  try {
    for (let round = 0; round <= rounds; round++) {
      for (const engine of engines) {
        // Round 0 is the warm-up: its time is not counted.
        const job: BenchJob = { kind: 'time', engine, texts, warmup: 0, rounds: 1 };
        const outcome = await workers[engine].run(job, roundTimeoutMs);
        if (outcome.status !== 'done') {
          throw new Error(`${engine} failed in timed round ${round}: ${outcome.status === 'error' ? outcome.error : 'time-out'}`);
        }
        const result = outcome.result as TimeResult;
        if (round > 0) results[engine].roundsMs.push(result.roundsMs[0]);
        results[engine].svgChars = result.svgChars;
        process.stdout.write(`  ${round === 0 ? 'warm-up' : `round ${round}`}: ${engine} ${result.roundsMs[0].toFixed(0)} ms\n`);
      }
    }
  } finally {
    for (const engine of engines) workers[engine].kill();
  }
  return results;
}

async function main(): Promise<void> {
  const files = loadCorpusFiles();
  const allTunes = files.flatMap(splitTunes);
  const tunes = allTunes.slice(0, limit);
  process.stdout.write(`corpus ${corpusRoot}: ${files.length} files, ${allTunes.length} tunes${tunes.length < allTunes.length ? ` (BENCH_LIMIT: first ${tunes.length})` : ''}\n`);

  const { kept, failures } = await probe(tunes);
  for (const engine of engines) {
    const { timeouts, errors } = failures[engine];
    process.stdout.write(`${engine}: hung on ${timeouts.length}, failed (threw or internal error) on ${errors.length} of ${tunes.length} tunes\n`);
    for (const name of [...timeouts.map((name) => `${name}: time-out`), ...errors].slice(0, 10)) process.stdout.write(`  ${name}\n`);
  }
  process.stdout.write(`benchmark set: ${kept.length} tunes that both engines render (left out: ${tunes.length - kept.length})\n`);
  if (kept.length === 0) throw new Error('no tune left to time');

  process.stdout.write(`timing: 1 warm-up round, then ${rounds} timed rounds per engine\n`);
  const timings = await time(kept.map((tune) => tune.text));

  const summary = {} as Record<EngineName, EngineFigures>;
  for (const engine of engines) summary[engine] = figuresOf(engine, timings[engine], kept.length);
  const ratio = Math.round((summary.swaralipi.tunesPerSecond / summary.abc2svg.tunesPerSecond) * 100) / 100;

  process.stdout.write('\n');
  for (const engine of engines) {
    const figures = summary[engine];
    process.stdout.write(
      `${engine.padEnd(10)} ${figures.tunesPerSecond.toFixed(1).padStart(8)} tunes/s   median ${figures.medianMs} ms per corpus (min ${figures.minMs}, max ${figures.maxMs})\n`,
    );
  }
  process.stdout.write(`ratio swaralipi / abc2svg: ${ratio}x\n`);

  const results = {
    date: new Date().toISOString(),
    machine: { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, node: process.version, loadAverage1m: Math.round(loadavg()[0] * 100) / 100 },
    corpus: {
      files: files.length,
      tunes: allTunes.length,
      probed: tunes.length,
      timed: kept.length,
      leftOut: Object.fromEntries(engines.map((engine) => [engine, { hung: failures[engine].timeouts, threw: failures[engine].errors }])),
    },
    rounds,
    engines: summary,
    ratioSwaralipiToAbc2svg: ratio,
  };
  mkdirSync(join(repoRoot, 'bench'), { recursive: true });
  writeFileSync(join(repoRoot, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write('wrote bench/results.json\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
