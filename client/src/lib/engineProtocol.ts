/**
 * @fileoverview Messages between the page and the engine worker (engine.worker.ts). One render
 * request is in flight at a time (renderCoalescer.ts), and every reply names the request it
 * answers by `id`. Playback requests come from the Playback tab (features/playback).
 */

import type { RenderResult, TunePlayback } from '../../../engine-bindings/src/types.ts';

/** The name shown beside the render time: our own WebAssembly engine (DESIGN.md 4). */
export const ENGINE_NAME = 'Swaralipi';

/** Page to worker: render this text. */
export interface RenderRequest {
  type: 'render';
  id: number;
  abc: string;
}

/**
 * Page to worker: the playback events of this text (the Playback tab asks on Play). Renders never
 * carry them: building them costs about an eighth of a render (engine-bindings playback.ts), and
 * only a Play needs them.
 */
export interface PlaybackRequest {
  type: 'playback';
  id: number;
  abc: string;
}

export type EngineRequest = RenderRequest | PlaybackRequest;

/** Where a tune of the text is: RenderResult.tunes[i]'s source range [start, end). */
export interface TuneRange {
  start: number;
  end: number;
}

/** Worker to page. */
export type EngineReply =
  /** The WebAssembly core is compiled and instantiated. */
  | { type: 'ready' }
  /** The core could not be loaded; no render will succeed. */
  | { type: 'loadFailed'; message: string }
  /**
   * `milliseconds`: wall time of `engine.render` inside the worker. The result has no `events`
   * (see PlaybackRequest).
   */
  | { type: 'rendered'; id: number; result: RenderResult; milliseconds: number }
  /** The bindings threw on this text (the engine itself never throws on bad ABC). */
  | { type: 'renderFailed'; id: number; message: string }
  /** The events of every tune of the text (`playback[i]` belongs to `tunes[i]`). */
  | { type: 'playback'; id: number; tunes: TuneRange[]; playback: TunePlayback[] }
  | { type: 'playbackFailed'; id: number; message: string };
