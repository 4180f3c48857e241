/**
 * @fileoverview The render slice of the editor store (STYLE.md 11): what the engine last drew
 * (SVG pages, diagnostics, the element index that maps drawn elements to source ranges), which
 * text that was, how long it took, and the state of the engine worker.
 *
 * Renders arrive from the engine worker (lib/engineClient.ts) asynchronously and may lag behind
 * the text by a keystroke or two; `renderedAbc` says which text the offsets refer to.
 *
 * `engine` is the renderer the score pane shows (DESIGN.md 4: ours, or abcjs as the second engine).
 * Our engine renders whichever is shown: its diagnostics, element index and playback events are
 * what the rest of the editor works with.
 */

import type { StateCreator } from 'zustand';
import type { RenderEngine } from '../../../../../server/src/api-types.ts';
import type { Diagnostic, ElementRef, RenderResult } from '../../../../../engine-bindings/src/types.ts';
import type { EditorState } from './index.ts';

/** The engine worker: loading its WebAssembly, ready, or unable to load. */
export type EngineStatus = 'loading' | 'ready' | 'failed';

export interface RenderSlice {
  /** One SVG document per page, as the engine wrote it. */
  pages: string[];
  diagnostics: Diagnostic[];
  elements: ElementRef[];
  /** The text the current pages were rendered from; null before the first render. */
  renderedAbc: string | null;
  /** Wall time of the last render inside the worker, in milliseconds. */
  renderMilliseconds: number | null;
  engineStatus: EngineStatus;
  /** Why the engine failed to load or to render the last text; null when all is well. */
  engineMessage: string | null;
  /** The renderer the score pane shows. */
  engine: RenderEngine;
  chooseEngine(engine: RenderEngine): void;
  engineLoaded(): void;
  engineLoadFailed(message: string): void;
  /** Shows a render of `abc`, and moves the highlight onto the new element index. */
  renderSucceeded(abc: string, result: RenderResult, milliseconds: number): void;
  /** Keeps the last good score on screen and says why this text did not render. */
  renderFailed(message: string): void;
}

export const createRenderSlice: StateCreator<EditorState, [], [], RenderSlice> = (set, get) => ({
  pages: [],
  diagnostics: [],
  elements: [],
  renderedAbc: null,
  renderMilliseconds: null,
  engineStatus: 'loading',
  engineMessage: null,
  engine: 'swaralipi',

  chooseEngine(engine) {
    set({ engine });
  },

  engineLoaded() {
    set({ engineStatus: 'ready', engineMessage: null });
  },

  engineLoadFailed(message) {
    set({ engineStatus: 'failed', engineMessage: message });
  },

  renderSucceeded(abc, result, milliseconds) {
    set({
      pages: result.pages,
      diagnostics: result.diagnostics,
      elements: result.elements,
      renderedAbc: abc,
      renderMilliseconds: milliseconds,
      engineStatus: 'ready',
      engineMessage: null,
    });
    // Element ids are per render: find the element under the caret in the new index.
    get().moveCaret(get().caret);
  },

  renderFailed(message) {
    set({ engineMessage: message });
  },
});

export const selectPages = (state: EditorState): string[] => state.pages;
export const selectDiagnostics = (state: EditorState): Diagnostic[] => state.diagnostics;
export const selectEngineStatus = (state: EditorState): EngineStatus => state.engineStatus;
export const selectRenderedAbc = (state: EditorState): string | null => state.renderedAbc;
export const selectEngine = (state: EditorState): RenderEngine => state.engine;
