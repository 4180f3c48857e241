/**
 * @fileoverview The benchmark's child process (run by `IsolatedWorker`): renders texts with one
 * engine and answers with what came out or how long it took. Running each engine in its own
 * child keeps a hang killable and keeps one engine's heap from slowing the other.
 *
 * Jobs:
 * - `probe`: render one text once; answers whether the engine crashed, its page count, SVG size
 *   and error count.
 * - `probeMany`: render each text once; answers, per text, null or why it failed (the core
 *   trapped, or the engine threw). A hang stops the whole job: the parent then probes one by one.
 * - `time`: render all texts `warmup` times untimed, then `rounds` times, each round timed;
 *   answers the milliseconds of each timed round and the process's memory after them.
 * - `edit` (our engine): edit latency through the tune cache (edit.ts).
 * - `memory` (our engine): the core's memory and the process's over many renders (memory.ts).
 */
import { serveJobs } from '../tests/support/isolated-worker.js';
import type { EditJob, EditResult } from './edit.js';
import type { MemoryJob, MemoryResult } from './memory.js';

/** The engines the benchmark runs in Node. */
export type EngineName = 'swaralipi' | 'abc2svg';

export type BenchJob =
  | { kind: 'probe'; engine: EngineName; text: string }
  | { kind: 'probeMany'; engine: EngineName; texts: string[] }
  | { kind: 'time'; engine: EngineName; texts: string[]; warmup: number; rounds: number }
  | EditJob
  | MemoryJob;

export interface ProbeResult {
  /** The engine failed inside (our core trapped); abc2svg's failures are thrown instead. */
  crashed: boolean;
  pages: number;
  svgBytes: number;
  errors: number;
}

export interface TimeResult {
  /** Wall-clock milliseconds of each timed round over all texts. */
  roundsMs: number[];
  /** CPU milliseconds (user + system) of this process in each round: steadier than wall time
   * when other work loads the machine. */
  cpuMs: number[];
  /** SVG characters written in the last round (the same every round), a check that work was done. */
  svgChars: number;
  /** The process's resident set size after the rounds, and its peak so far, in bytes. */
  rssBytes: number;
  maxRssBytes: number;
}

export interface ProbeManyResult {
  /** Per text: null when it rendered, else why not ('internal error', or the error thrown). */
  failures: (string | null)[];
}

export type ChildResult = ProbeResult | ProbeManyResult | TimeResult | EditResult | MemoryResult;

type Renderer = (text: string) => { svgs: string[]; errors: number; crashed?: boolean };

/** Loads an engine on first use, so that a missing build of one does not stop the other. */
async function loadRenderer(engine: EngineName): Promise<Renderer> {
  if (engine === 'abc2svg') return (await import('./abc2svg.js')).renderWithAbc2svg;
  if (engine === 'swaralipi') return (await import('./swaralipi.js')).renderWithSwaralipi;
  throw new Error(`unknown engine '${String(engine)}'`);
}

const renderers = new Map<EngineName, Renderer>();

async function rendererFor(engine: EngineName): Promise<Renderer> {
  let renderer = renderers.get(engine);
  if (!renderer) {
    renderer = await loadRenderer(engine);
    renderers.set(engine, renderer);
  }
  return renderer;
}

/** Renders every text once; returns the SVG characters written. */
function renderAll(renderer: Renderer, texts: string[]): number {
  let chars = 0;
  for (const text of texts) {
    for (const svg of renderer(text).svgs) chars += svg.length;
  }
  return chars;
}

serveJobs<BenchJob, ChildResult>(async (job) => {
  if (job.kind === 'edit') return (await import('./edit.js')).measureEdits(job);
  if (job.kind === 'memory') return (await import('./memory.js')).measureMemory(job);
  const renderer = await rendererFor(job.engine);
  if (job.kind === 'probeMany') {
    const failures = job.texts.map((text) => {
      try {
        return renderer(text).crashed === true ? 'internal error' : null;
      } catch (error) {
        return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
      }
    });
    return { failures };
  }
  if (job.kind === 'probe') {
    const output = renderer(job.text);
    return {
      crashed: output.crashed === true,
      pages: output.svgs.length,
      svgBytes: output.svgs.reduce((sum, svg) => sum + svg.length, 0),
      errors: output.errors,
    };
  }
  for (let round = 0; round < job.warmup; round++) renderAll(renderer, job.texts);
  const roundsMs: number[] = [];
  const cpuMs: number[] = [];
  let svgChars = 0;
  for (let round = 0; round < job.rounds; round++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    svgChars = renderAll(renderer, job.texts);
    roundsMs.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    cpuMs.push((cpu.user + cpu.system) / 1000);
  }
  return { roundsMs, cpuMs, svgChars, rssBytes: process.memoryUsage().rss, maxRssBytes: process.resourceUsage().maxRSS * 1024 };
});
