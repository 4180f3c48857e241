/**
 * @fileoverview The page's side of the engine worker (engine.worker.ts, Verovio's
 * `VerovioWorker.js` pattern): it starts the worker, feeds it text through a RenderCoalescer
 * (one render in flight, only the newest text, at most one per animation frame) and reports
 * results to a listener. A render that runs longer than `timeoutMs` (an engine bug that hangs)
 * ends the worker and starts a new one, so the editor keeps working (DESIGN.md 5).
 */

import type { RenderResult } from '../../../engine-bindings/src/types.ts';
import type { EngineReply, RenderRequest } from './engineProtocol.ts';
import { RenderCoalescer } from './renderCoalescer.ts';

export interface EngineListener {
  onReady(): void;
  onLoadFailed(message: string): void;
  /** `abc` is the text that was rendered (it may be older than the text in the editor). */
  onRendered(abc: string, result: RenderResult, milliseconds: number): void;
  onRenderFailed(message: string): void;
}

export interface EngineClient {
  /** Renders `text` on a coming animation frame, unless newer text replaces it first. */
  render(text: string): void;
  /** Renders `text` as soon as the worker is free (the Show button). */
  renderNow(text: string): void;
  /** Ends the worker; no listener call follows. */
  dispose(): void;
}

export interface EngineClientOptions {
  /** Longest render before the worker is restarted, in ms. Default 15 000. */
  timeoutMs?: number;
}

/** Starts the worker. The `new Worker(new URL(...))` form is what Vite bundles as a worker. */
function startWorker(): Worker {
  return new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'swaralipi-engine' });
}

/** Starts an engine worker that reports to `listener`. */
export function createEngineClient(listener: EngineListener, options: EngineClientOptions = {}): EngineClient {
  const timeoutMs = options.timeoutMs ?? 15_000;
  let disposed = false;
  let inFlight: { id: number; text: string } | null = null;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let worker: Worker;

  const coalescer = new RenderCoalescer({
    requestFrame: (callback) => void requestAnimationFrame(callback),
    send(id, text) {
      inFlight = { id, text };
      const request: RenderRequest = { type: 'render', id, abc: text };
      worker.postMessage(request);
      watchdog = setTimeout(() => restartAfterTimeout(id), timeoutMs);
    },
  });

  /** Ends the in-flight render `id`, whatever its outcome; returns its text, or null if stale. */
  const finish = (id: number): string | null => {
    if (inFlight === null || inFlight.id !== id) return null;
    const { text } = inFlight;
    inFlight = null;
    clearTimeout(watchdog);
    return text;
  };

  const onReply = (event: MessageEvent<EngineReply>): void => {
    if (disposed) return;
    const reply = event.data;
    switch (reply.type) {
      case 'ready':
        listener.onReady();
        return;
      case 'loadFailed':
        listener.onLoadFailed(reply.message);
        return;
      case 'rendered': {
        const text = finish(reply.id);
        if (text !== null) listener.onRendered(text, reply.result, reply.milliseconds);
        coalescer.settle(reply.id);
        return;
      }
      case 'renderFailed':
        if (finish(reply.id) !== null) listener.onRenderFailed(reply.message);
        coalescer.settle(reply.id);
        return;
    }
  };

  const onWorkerError = (event: ErrorEvent): void => {
    if (disposed) return;
    event.preventDefault();
    listener.onLoadFailed(`The engine could not start: ${event.message || 'the worker script failed to load'}`);
    if (inFlight !== null) {
      const { id } = inFlight;
      finish(id);
      coalescer.settle(id);
    }
  };

  const spawn = (): void => {
    worker = startWorker();
    worker.addEventListener('message', onReply);
    worker.addEventListener('error', onWorkerError);
  };

  const restartAfterTimeout = (id: number): void => {
    if (disposed || finish(id) === null) return;
    worker.terminate();
    spawn();
    listener.onRenderFailed(
      `The engine took more than ${Math.round(timeoutMs / 1000)} s on this text and was restarted`,
    );
    coalescer.settle(id);
  };

  spawn();
  return {
    render: (text) => coalescer.request(text),
    renderNow: (text) => coalescer.requestNow(text),
    dispose() {
      disposed = true;
      clearTimeout(watchdog);
      worker.terminate();
    },
  };
}
