/**
 * @fileoverview The package's main export (`import { render } from 'swaralipi'`, package.json
 * `exports["."]`) for Node: loads the WebAssembly core from disk once, at import time, and
 * exposes `render` and `model` on one shared Engine (DESIGN.md 3.2). Browsers use browser.ts.
 *
 * The wasm is build/engine.wasm (`npm run build:wasm`). Built into build/, this file is
 * build/engine-bindings/src/index.js and finds it two folders up; run from source (tsx,
 * vitest) it is engine-bindings/src/index.ts and finds it under build/ of the repository.
 */

import { readFile } from 'node:fs/promises';
import { Engine } from './engine.js';
import type { ModelDump, RenderOptions, RenderResult } from './types.js';

/** Where the core may be, relative to this module: built layout first, then source layout. */
const WASM_CANDIDATES = [new URL('../../engine.wasm', import.meta.url), new URL('../../build/engine.wasm', import.meta.url)];

async function loadWasm(): Promise<Uint8Array> {
  for (const candidate of WASM_CANDIDATES) {
    try {
      return await readFile(candidate);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`engine.wasm not found (looked at ${WASM_CANDIDATES.map((url) => url.pathname).join(', ')}); run \`npm run build:wasm\``);
}

/** The engine every call of this module shares (Node runs one render at a time). */
const engine: Engine = await Engine.create(await loadWasm());

/** Engraves `abc` into SVG pages with diagnostics and the element index. Never throws. */
export function render(abc: string, options?: RenderOptions): RenderResult {
  return engine.render(abc, options);
}

/** The music model of `abc` as MODEL.md dumps it. Never throws. */
export function model(abc: string): ModelDump {
  return engine.model(abc);
}

export { Engine } from './engine.js';
export { decodeAbcBytes } from './decode.js';
export { DIAGNOSTIC_MESSAGES, INTERNAL_ERROR_CODE, formatDiagnostic } from './diagnostics.js';
export { cssFont } from './fonts.js';
export { formatModelDump } from './model.js';
export type * from './types.js';
export { TuneCache, splitBook, type BookParts, type TuneCacheStats, type TuneRenderer } from './tuneCache.js';
export { musicXmlToAbc, type MusicXmlDiagnostic, type MusicXmlImportOptions, type MusicXmlImportResult } from './musicxml/index.js';
