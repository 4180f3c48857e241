/**
 * @fileoverview The property test's child process (run by `IsolatedWorker`, which ends it after
 * 2 s without an answer: a hang): renders one text with the bindings' `render` (core from
 * build/engine.wasm) and reports how long it took and any internal error, that is a trap of the
 * core that the bindings caught (diagnostic code INTERNAL_ERROR_CODE, 0).
 */
import { render } from '../../engine-bindings/src/index.js';
import { INTERNAL_ERROR_CODE } from '../../engine-bindings/src/diagnostics.js';
import { serveJobs } from '../support/isolated-worker.js';

export interface RenderJob {
  text: string;
}

export interface RenderReply {
  /** Milliseconds `render` took, measured in the child. */
  ms: number;
  /** Messages of the internal-error diagnostics (none when the engine coped). */
  internalErrors: string[];
  pages: number;
  diagnostics: number;
}

serveJobs<RenderJob, RenderReply>(({ text }) => {
  const started = performance.now();
  const result = render(text);
  const ms = performance.now() - started;
  return {
    ms,
    internalErrors: result.diagnostics.filter((diagnostic) => diagnostic.code === INTERNAL_ERROR_CODE).map((diagnostic) => diagnostic.message),
    pages: result.pages.length,
    diagnostics: result.diagnostics.length,
  };
});
