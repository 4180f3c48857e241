/**
 * @fileoverview The engines the benchmark compares, behind one interface: our engine and
 * abc2svg in Node child processes (render-child.ts), abcjs in headless Chromium (abcjs.ts),
 * abcm2ps as a native process (abcm2ps.ts). Each peer holds the benchmark's texts and renders
 * them by index, so probing one tune and timing a round over many look the same for all four.
 */
import { join } from 'node:path';
import { engineCommit } from '../tests/support/engine-commit.js';
import { IsolatedWorker } from '../tests/support/isolated-worker.js';
import { repoRoot } from '../tests/support/corpus.js';
import { abc2svgVersion } from './abc2svg.js';
import { abcjsVersion, openAbcjsPage, type AbcjsPage } from './abcjs.js';
import { abcm2psStartup, abcm2psVersion, prepareWorkspace, runAbcm2ps } from './abcm2ps.js';
import type { BenchJob, ChildResult, EngineName, ProbeManyResult, ProbeResult, TimeResult } from './render-child.js';

export type PeerName = EngineName | 'abcjs' | 'abcm2ps';

/** One timed round: milliseconds and output characters (a check that the work was done). */
export interface Round {
  ms: number;
  outputChars: number;
  /** The peer's process's resident set after the round, when it runs in a Node child. */
  rssBytes?: number;
  /** CPU milliseconds the round took, when the peer can tell (a Node child; abcm2ps). */
  cpuMs?: number;
}

export interface Peer {
  name: PeerName;
  version: string;
  /** Renders text `index` alone once: null when it went well, else why not ('time-out', the error). */
  probe: (index: number) => Promise<string | null>;
  /**
   * Renders texts `indices` once each, in one call: per text null or why not; null when the
   * batch hung (then `probe` each alone, to find the one). Peers without it are probed one by one.
   */
  probeMany?: (indices: number[]) => Promise<(string | null)[] | null>;
  /** Renders the texts `indices` once, in order; the time excludes talking to the peer. */
  round: (indices: number[]) => Promise<Round>;
  /** Set-up cost left out of every round's time (abcm2ps's start-up), in ms; 0 for the others. */
  overheadMs: number;
  /** The same cost in CPU time, left out of every round's CPU time (abcm2ps only). */
  overheadCpuMs?: number;
  close: () => Promise<void>;
}

/** Time limit for one tune in the probe; the peers' slowest real tunes take well under a second. */
const PROBE_TIMEOUT_MS = 10_000;
/** Time limit for a batch of tunes in the probe (probeMany). */
const PROBE_BATCH_TIMEOUT_MS = 60_000;
/** Time limit for one round over the whole corpus. */
export const ROUND_TIMEOUT_MS = 20 * 60_000;

/** A child process that runs the benchmark's jobs (render-child.ts). */
export function benchWorker(): IsolatedWorker<BenchJob, ChildResult> {
  return new IsolatedWorker<BenchJob, ChildResult>(join(repoRoot, 'bench', 'render-child.ts'));
}

/** Our engine or abc2svg, in a child process that a hang or crash cannot take down with us. */
export function childPeer(engine: EngineName, texts: string[]): Peer {
  const worker = benchWorker();
  return {
    name: engine,
    version: engine === 'abc2svg' ? abc2svgVersion : `swaralipi ${engineCommit()}`,
    overheadMs: 0,
    probe: async (index) => {
      const outcome = await worker.run({ kind: 'probe', engine, text: texts[index]! }, PROBE_TIMEOUT_MS);
      if (outcome.status === 'timeout') return 'time-out';
      if (outcome.status === 'error') return outcome.error.split('\n')[0]!;
      return (outcome.result as ProbeResult).crashed ? 'internal error' : null;
    },
    probeMany: async (indices) => {
      const outcome = await worker.run({ kind: 'probeMany', engine, texts: indices.map((index) => texts[index]!) }, PROBE_BATCH_TIMEOUT_MS);
      return outcome.status === 'done' ? (outcome.result as ProbeManyResult).failures : null;
    },
    round: async (indices) => {
      const job: BenchJob = { kind: 'time', engine, texts: indices.map((index) => texts[index]!), warmup: 0, rounds: 1 };
      const outcome = await worker.run(job, ROUND_TIMEOUT_MS);
      if (outcome.status !== 'done') throw new Error(`${engine}: ${outcome.status === 'error' ? outcome.error : 'time-out'}`);
      const result = outcome.result as TimeResult;
      return { ms: result.roundsMs[0]!, outputChars: result.svgChars, rssBytes: result.rssBytes, cpuMs: result.cpuMs[0] };
    },
    close: async () => worker.kill(),
  };
}

/** abcjs in headless Chromium; a probe that hangs reopens the page. */
export async function abcjsPeer(texts: string[]): Promise<Peer> {
  let page: AbcjsPage = await openAbcjsPage(texts);
  return {
    name: 'abcjs',
    version: abcjsVersion,
    overheadMs: 0,
    probe: async (index) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'time-out'>((resolve) => (timer = setTimeout(() => resolve('time-out'), PROBE_TIMEOUT_MS)));
      const outcome = await Promise.race([page.probe(index), timeout]);
      clearTimeout(timer);
      if (outcome === 'time-out') {
        await page.close();
        page = await openAbcjsPage(texts);
      }
      return outcome;
    },
    probeMany: async (indices) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'time-out'>((resolve) => (timer = setTimeout(() => resolve('time-out'), PROBE_BATCH_TIMEOUT_MS)));
      const outcome = await Promise.race([page.probeMany(indices), timeout]);
      clearTimeout(timer);
      if (outcome !== 'time-out') return outcome;
      await page.close();
      page = await openAbcjsPage(texts);
      return null;
    },
    round: async (indices) => {
      const { ms, svgChars } = await page.round(indices);
      return { ms, outputChars: svgChars };
    },
    close: () => page.close(),
  };
}

/** abcm2ps, one native process per round over one file per tune; null when not installed. */
export function abcm2psPeer(texts: string[]): Peer | null {
  const version = abcm2psVersion();
  if (version === null) return null;
  const workspace = prepareWorkspace(texts);
  const startup = abcm2psStartup();
  const overheadMs = startup.ms;
  return {
    name: 'abcm2ps',
    version,
    overheadMs,
    overheadCpuMs: startup.cpuMs,
    probe: async (index) => {
      const run = runAbcm2ps([workspace.files[index]!], workspace.outputDir, PROBE_TIMEOUT_MS);
      return run.ok ? null : (run.failure ?? 'failed');
    },
    round: async (indices) => {
      const run = runAbcm2ps(indices.map((index) => workspace.files[index]!), workspace.outputDir, ROUND_TIMEOUT_MS);
      if (!run.ok) throw new Error(`abcm2ps: ${run.failure}`);
      const cpuMs = run.cpuMs === undefined ? undefined : Math.max(0, run.cpuMs - startup.cpuMs);
      return { ms: Math.max(0, run.ms - overheadMs), outputChars: run.svgBytes, cpuMs };
    },
    close: async () => workspace.dispose(),
  };
}
