/**
 * @fileoverview The notes to play, from the engine: the Playback tab's own engine worker
 * (lib/engine.worker.ts, started on first use), asked for the playback events of the text in the
 * editor (engineProtocol.ts PlaybackRequest). The editor's rendering worker sends no events with
 * its renders (they cost about an eighth of a render, and only Play needs them); a worker of our
 * own keeps the Playback tab out of the render path. The last answer is kept, so pressing Play
 * again on unchanged text asks nothing.
 */

import type { TunePlayback } from '../../../../../engine-bindings/src/types.ts';
import type { EngineReply, PlaybackRequest, TuneRange } from '../../../lib/engineProtocol.ts';

/** The playback of a whole text: `playback[i]` is the playback of tune `tunes[i]`. */
export interface TextPlayback {
  abc: string;
  tunes: TuneRange[];
  playback: TunePlayback[];
}

export interface PlaybackEventsSource {
  /**
   * The playback events of `abc`.
   * @throws Error (rejects) with a message for the user when the engine cannot load or fails
   */
  eventsOf(abc: string): Promise<TextPlayback>;
  /** Starts the worker now, so that the first Play does not wait for the engine to load. */
  warm(): void;
  /** Ends the worker; pending requests reject. */
  dispose(): void;
}

export interface PlaybackEventsOptions {
  /** Longest wait for an answer before the worker is ended, in ms. Default 15 000. */
  timeoutMs?: number;
}

interface Pending {
  abc: string;
  resolve(value: TextPlayback): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

/** Starts the engine worker, as engineClient.ts does (the form Vite bundles as a worker). */
function startWorker(): Worker {
  return new Worker(new URL('../../../lib/engine.worker.ts', import.meta.url), { type: 'module', name: 'swaralipi-playback' });
}

/** A source of playback events backed by an engine worker of its own. */
export function createPlaybackEventsSource(options: PlaybackEventsOptions = {}): PlaybackEventsSource {
  const timeoutMs = options.timeoutMs ?? 15_000;
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let last: TextPlayback | null = null;

  const failAll = (message: string): void => {
    for (const request of pending.values()) {
      clearTimeout(request.timer);
      request.reject(new Error(message));
    }
    pending.clear();
  };

  /** Ends the worker after a failure; the next request starts a new one. */
  const endWorker = (message: string): void => {
    worker?.terminate();
    worker = null;
    failAll(message);
  };

  const onReply = (event: MessageEvent<EngineReply>): void => {
    const reply = event.data;
    if (reply.type === 'loadFailed') {
      endWorker(reply.message);
      return;
    }
    if (reply.type !== 'playback' && reply.type !== 'playbackFailed') return;
    const request = pending.get(reply.id);
    if (request === undefined) return;
    pending.delete(reply.id);
    clearTimeout(request.timer);
    if (reply.type === 'playbackFailed') {
      request.reject(new Error(reply.message));
      return;
    }
    last = { abc: request.abc, tunes: reply.tunes, playback: reply.playback };
    request.resolve(last);
  };

  const ensureWorker = (): Worker => {
    if (worker !== null) return worker;
    const started = startWorker();
    started.addEventListener('message', onReply);
    started.addEventListener('error', (event) => {
      event.preventDefault();
      if (worker === started) endWorker(`The engine could not start: ${event.message || 'the worker script failed to load'}`);
    });
    worker = started;
    return started;
  };

  return {
    eventsOf(abc) {
      if (last?.abc === abc) return Promise.resolve(last);
      const target = ensureWorker();
      const id = nextId++;
      return new Promise<TextPlayback>((resolve, reject) => {
        const timer = setTimeout(
          () => endWorker(`The engine took more than ${Math.round(timeoutMs / 1000)} s to find the notes to play`),
          timeoutMs,
        );
        pending.set(id, { abc, resolve, reject, timer });
        const request: PlaybackRequest = { type: 'playback', id, abc };
        target.postMessage(request);
      });
    },
    warm() {
      ensureWorker();
    },
    dispose() {
      endWorker('Playback was closed');
      last = null;
    },
  };
}
