/**
 * @fileoverview The pages comparison's child process (run by `IsolatedWorker`, so that a hang of
 * either engine on a whole file is killed instead of blocking the run): the number of pages a
 * whole corpus file is laid out on, by our engine (`render(text).pages.length`, core from
 * build/engine.wasm, default options: A4) or by abc2svg 1.22.1's page module
 * (pagesAbc2svg.ts).
 */
import { render } from '../../engine-bindings/src/index.js';
import { serveJobs } from '../support/isolated-worker.js';
import { abc2svgPages } from './pagesAbc2svg.js';

/** Which engine paginates. */
export type PagesEngine = 'swaralipi' | 'abc2svg';

export interface PagesJob {
  engine: PagesEngine;
  /** A whole corpus file ('' only starts the engine). */
  text: string;
}

export interface PagesReply {
  pages: number;
}

serveJobs<PagesJob, PagesReply>((job) => {
  if (job.text === '') return { pages: 0 };
  if (job.engine === 'swaralipi') return { pages: render(job.text).pages.length };
  return { pages: abc2svgPages(job.text).pages };
});
