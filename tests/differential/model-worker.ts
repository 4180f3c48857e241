/**
 * @fileoverview The differential test's child process (run by `IsolatedWorker`, so that a hang,
 * abc2svg's on `X:1\nK:C\n[2[2c|` or ours, is killed instead of blocking the run). Answers one
 * job per text: the MODEL.md dump of the text as our engine (`model` of the bindings, core from
 * build/engine.wasm) or as abc2svg 1.22.1 understands it (optionally drawing it too, to learn
 * whether abc2svg renders it).
 */
import { model, render } from '../../engine-bindings/src/index.js';
import type { ModelDump } from '../../engine-bindings/src/types.js';
import { serveJobs } from '../support/isolated-worker.js';
import { abc2svgModel, type EventSources } from './abc2svgModel.js';

/** Which engine builds the model. */
export type ModelEngine = 'swaralipi' | 'abc2svg';

export interface ModelJob {
  engine: ModelEngine;
  /** abc2svg only: also lay out and draw, as a render does (see abc2svgModel). */
  draw?: boolean;
  /** The ABC text: a file header followed by one tune. */
  text: string;
}

export interface ModelReply {
  dump: ModelDump;
  /** abc2svg only: the source offset of each event (see abc2svgModel). */
  sources?: EventSources;
  /** abc2svg only: what it threw while drawing, after it gave the model. */
  drawError?: string;
  /**
   * The systems the text was laid out in (ours always; abc2svg's when it draws), for the
   * systems-per-tune share of issue 5.
   */
  systems?: number;
}

serveJobs<ModelJob, ModelReply>((job) => {
  if (job.engine === 'swaralipi') {
    const systems = job.text === '' ? 0 : render(job.text).tunes.reduce((sum, tune) => sum + tune.systems, 0);
    return { dump: model(job.text), systems };
  }
  const { dump, sources, drawError, systems } = abc2svgModel(job.text, { draw: job.draw ?? false });
  return { dump, sources, ...(drawError === undefined ? {} : { drawError }), ...(systems === undefined ? {} : { systems }) };
});
