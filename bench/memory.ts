/**
 * @fileoverview Memory of our engine (issue 5), measured in the benchmark's child process: the
 * core's WebAssembly memory (`Engine.memoryBytes`: it grows to the largest input's needs and
 * never shrinks) and the process's resident set, after one pass over the whole corpus, then
 * after `checkpoints` renders more (the corpus's tunes again, in turn). A render that leaked
 * would grow them between the checkpoints. The garbage collector runs before each reading, so
 * JavaScript garbage not yet collected is not taken for growth.
 *
 * `settleRenders` more renders come between the corpus pass and the counted ones. Without them
 * the resident set of the benchmark's child stepped up once by about 15 MB between the first and
 * the second reading in 2 of 6 runs (anonymous memory; the wasm memory and the V8 heap's used and
 * committed sizes unchanged), then stayed level for the 8,000 renders after it: the process's
 * allocators settling, which a trend over the readings would take for growth.
 */
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { swaralipiEngine } from './swaralipi.js';

export interface MemoryJob {
  kind: 'memory';
  /** The only engine this job measures. */
  engine: 'swaralipi';
  texts: string[];
  /** Renders after the corpus pass and before the first counted one (see the file overview). */
  settleRenders: number;
  /** Render counts (after the corpus pass) at which memory is read, e.g. [1000, 10000]. */
  checkpoints: number[];
}

/** Memory at one moment, in bytes. */
export interface MemoryReading {
  renders: number;
  wasmBytes: number;
  rssBytes: number;
  /**
   * The resident set's anonymous and file-backed parts (Linux /proc/self/status RssAnon,
   * RssFile; undefined elsewhere). What a render keeps would grow the anonymous part; the file
   * part is mapped code and data (Node's own binary), which the kernel may drop and fault in
   * again as it runs.
   */
  rssAnonBytes?: number;
  rssFileBytes?: number;
  heapUsedBytes: number;
}

export interface MemoryResult {
  /** After rendering every text once: the core's peak and the process's. */
  afterCorpus: MemoryReading & { maxRssBytes: number };
  /** At each checkpoint. */
  checkpoints: MemoryReading[];
}

/** The garbage collector, reached without starting Node with --expose-gc. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** RssAnon and RssFile of /proc/self/status in bytes; {} where the file is missing (not Linux). */
function residentParts(): { rssAnonBytes?: number; rssFileBytes?: number } {
  let status: string;
  try {
    status = readFileSync('/proc/self/status', 'utf8');
  } catch {
    return {};
  }
  const kilobytes = (field: string): number | undefined => {
    const match = new RegExp(`^${field}:\\s*(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) * 1024 : undefined;
  };
  return { rssAnonBytes: kilobytes('RssAnon'), rssFileBytes: kilobytes('RssFile') };
}

function reading(renders: number, gc: () => void): MemoryReading {
  gc();
  const usage = process.memoryUsage();
  return { renders, wasmBytes: swaralipiEngine.memoryBytes, rssBytes: usage.rss, ...residentParts(), heapUsedBytes: usage.heapUsed };
}

/** Runs a memory job (see the file overview). */
export function measureMemory(job: MemoryJob): MemoryResult {
  const gc = collector();
  for (const text of job.texts) swaralipiEngine.render(text);
  const afterCorpus = { ...reading(0, gc), maxRssBytes: process.resourceUsage().maxRSS * 1024 };
  for (let renders = 0; renders < job.settleRenders; renders++) swaralipiEngine.render(job.texts[renders % job.texts.length]!);
  const checkpoints: MemoryReading[] = [];
  const last = Math.max(...job.checkpoints);
  for (let renders = 1; renders <= last; renders++) {
    swaralipiEngine.render(job.texts[(job.settleRenders + renders - 1) % job.texts.length]!);
    if (job.checkpoints.includes(renders)) checkpoints.push(reading(renders, gc));
  }
  return { afterCorpus, checkpoints };
}
