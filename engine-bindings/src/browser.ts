/**
 * @fileoverview Loads the engine in a browser (the client's Web Worker, STYLE.md 10): fetches
 * the wasm and compiles it while it downloads. No `node:` imports: the client imports this file
 * from source through Vite.
 */

import { Engine } from './engine.js';
import { webAssembly, type WasmModule } from './wasm.js';

/**
 * Fetches and instantiates the core at `wasmUrl` (for instance Vite's `engine.wasm?url`).
 * Compiles while streaming when the server sends `application/wasm` (required by
 * `WebAssembly.compileStreaming`), else from the downloaded bytes. Rejects on an HTTP error or
 * an invalid module.
 */
export async function loadEngine(wasmUrl: string | URL): Promise<Engine> {
  const response = await fetch(wasmUrl);
  if (!response.ok) throw new Error(`Cannot load the engine from ${String(wasmUrl)}: HTTP ${response.status}`);
  const api = webAssembly();
  const streamable = (response.headers.get('Content-Type') ?? '').startsWith('application/wasm');
  const module: WasmModule =
    streamable && api.compileStreaming ? await api.compileStreaming(response) : await api.compile(await response.arrayBuffer());
  return Engine.create(module);
}

export { Engine } from './engine.js';
export type * from './types.js';
/** The MusicXML importer (no Node dependencies), for the wizard's "open file" (issue 6). */
export { musicXmlToAbc, type MusicXmlDiagnostic, type MusicXmlImportOptions, type MusicXmlImportResult } from './musicxml/index.js';
