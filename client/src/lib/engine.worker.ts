/**
 * @fileoverview The engine's Web Worker: loads our WebAssembly engine once, then renders each text
 * the page sends (engineProtocol.ts) and posts the result back with its render time, or the
 * playback events of a text when the Playback tab asks (from the last render when it is of the
 * same text). Rendering here keeps typing smooth however long a song is (STYLE.md 10). The page
 * sends one request at a time (renderCoalescer.ts), so the worker needs no queue of its own.
 *
 * The wasm comes from build/engine.wasm (`npm run build:wasm`); Vite copies it into the build and
 * gives its URL.
 */

import wasmUrl from '../../../build/engine.wasm?url';
import { loadEngine } from '../../../engine-bindings/src/browser.ts';
import { cssFont } from '../../../engine-bindings/src/fonts.ts';
import type { Engine } from '../../../engine-bindings/src/engine.ts';
import type { RenderOptions, RenderResult, TextFont } from '../../../engine-bindings/src/types.ts';
import type { EngineReply, EngineRequest } from './engineProtocol.ts';

/** The part of the worker global scope used here (the client is type-checked with DOM libs). */
interface WorkerScope {
  postMessage(reply: EngineReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<EngineRequest>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;

/** A message for the user from whatever was thrown. */
function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Font size the measurer sets text in; widths are returned in ems, so any size works. */
const MEASURE_SIZE_PX = 100;

/**
 * Text widths from the browser's own fonts (DESIGN.md 3.1: "the browser answers from canvas
 * metrics of the real font"), so lyrics and titles are spaced for the faces the SVG shows them
 * in, Bengali included. Undefined where workers have no OffscreenCanvas: the engine then uses its
 * built-in width tables. One function for the worker's life: the engine caches widths per
 * measurer.
 */
function createCanvasMeasurer(): RenderOptions['measureText'] {
  if (typeof OffscreenCanvas === 'undefined') return undefined;
  const context = new OffscreenCanvas(1, 1).getContext('2d');
  if (context === null) return undefined;
  return (font: TextFont, text: string) => {
    context.font = cssFont(font, MEASURE_SIZE_PX);
    return context.measureText(text).width / MEASURE_SIZE_PX;
  };
}

const renderOptions: RenderOptions = { measureText: createCanvasMeasurer() };
const engine = loadEngine(wasmUrl);
engine.then(
  () => scope.postMessage({ type: 'ready' }),
  (error: unknown) => scope.postMessage({ type: 'loadFailed', message: `The engine failed to load: ${describe(error)}` }),
);

/**
 * The last text rendered and its result, whose playback events are built only when a playback
 * request for the same text reads them (engine-bindings renderResult.ts laterRenderResult).
 */
let lastRender: { abc: string; result: RenderResult } | null = null;

function renderText(loaded: Engine, abc: string): RenderResult {
  if (lastRender?.abc === abc) return lastRender.result;
  const result = loaded.render(abc, renderOptions);
  lastRender = { abc, result };
  return result;
}

/**
 * The result to post after a render: its fields read one by one, because structured cloning
 * would read `result.events` too and so build the playback events on every keystroke.
 */
function withoutEvents(result: RenderResult): RenderResult {
  return { pages: result.pages, diagnostics: result.diagnostics, elements: result.elements, tunes: result.tunes };
}

function answer(loaded: Engine, request: EngineRequest): void {
  if (request.type === 'render') {
    try {
      const started = performance.now();
      const result = loaded.render(request.abc, renderOptions);
      const milliseconds = performance.now() - started;
      lastRender = { abc: request.abc, result };
      scope.postMessage({ type: 'rendered', id: request.id, result: withoutEvents(result), milliseconds });
    } catch (error) {
      scope.postMessage({ type: 'renderFailed', id: request.id, message: `The engine failed on this text: ${describe(error)}` });
    }
    return;
  }
  try {
    const result = renderText(loaded, request.abc);
    const tunes = result.tunes.map(({ start, end }) => ({ start, end }));
    scope.postMessage({ type: 'playback', id: request.id, tunes, playback: result.events ?? [] });
  } catch (error) {
    scope.postMessage({ type: 'playbackFailed', id: request.id, message: `The engine could not build the notes to play: ${describe(error)}` });
  }
}

/** The reply to `request` when the engine did not load. */
function notLoaded(request: EngineRequest, error: unknown): EngineReply {
  const message = `The engine is not loaded: ${describe(error)}`;
  return request.type === 'render'
    ? { type: 'renderFailed', id: request.id, message }
    : { type: 'playbackFailed', id: request.id, message };
}

scope.addEventListener('message', (event) => {
  const request = event.data;
  if (request?.type !== 'render' && request?.type !== 'playback') return;
  engine.then(
    (loaded) => answer(loaded, request),
    (error: unknown) => scope.postMessage(notLoaded(request, error)),
  );
});
