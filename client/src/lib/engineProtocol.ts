/**
 * @fileoverview Messages between the page and the engine worker (engine.worker.ts). One render
 * request is in flight at a time (renderCoalescer.ts), and every reply names the request it
 * answers by `id`.
 */

import type { RenderResult } from '../../../engine-bindings/src/types.ts';

/** The name shown beside the render time: our own WebAssembly engine (DESIGN.md 4). */
export const ENGINE_NAME = 'Swaralipi';

/** Page to worker: render this text. */
export interface RenderRequest {
  type: 'render';
  id: number;
  abc: string;
}

/** Worker to page. */
export type EngineReply =
  /** The WebAssembly core is compiled and instantiated. */
  | { type: 'ready' }
  /** The core could not be loaded; no render will succeed. */
  | { type: 'loadFailed'; message: string }
  /** `milliseconds`: wall time of `engine.render` inside the worker. */
  | { type: 'rendered'; id: number; result: RenderResult; milliseconds: number }
  /** The bindings threw on this text (the engine itself never throws on bad ABC). */
  | { type: 'renderFailed'; id: number; message: string };
