/**
 * @fileoverview The benchmark's child process (run by `IsolatedWorker`): renders texts with one
 * engine and answers with what came out or how long it took. Running each engine in its own
 * child keeps a hang killable and keeps one engine's heap from slowing the other.
 *
 * Jobs:
 * - `probe`: render one text once; answers whether the engine crashed, its page count, SVG size
 *   and error count.
 * - `time`: render all texts `warmup` times untimed, then `rounds` times, each round timed;
 *   answers the milliseconds of each timed round.
 */
import { serveJobs } from '../tests/support/isolated-worker.js';

/** The engines the benchmark compares. */
export type EngineName = 'swaralipi' | 'abc2svg';

export type BenchJob =
  | { kind: 'probe'; engine: EngineName; text: string }
  | { kind: 'time'; engine: EngineName; texts: string[]; warmup: number; rounds: number };

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
  /** SVG characters written in the last round (the same every round), a check that work was done. */
  svgChars: number;
}

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

serveJobs<BenchJob, ProbeResult | TimeResult>(async (job) => {
  const renderer = await rendererFor(job.engine);
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
  let svgChars = 0;
  for (let round = 0; round < job.rounds; round++) {
    const start = performance.now();
    svgChars = renderAll(renderer, job.texts);
    roundsMs.push(performance.now() - start);
  }
  return { roundsMs, svgChars };
});
