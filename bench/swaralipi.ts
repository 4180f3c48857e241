/**
 * @fileoverview Drives our engine for the benchmark through its public API, as a user of the
 * package would: `import { Engine } from 'swaralipi'` (package.json `exports["."]`, the built
 * bindings under `build/`, made by `npm install`'s `prepare` or `npm run build:engine`), on the
 * built core `build/engine.wasm`. The benchmark makes its own Engine, as the package's `render`
 * does, so that it can read the core's memory (`Engine.memoryBytes`) after a run.
 */
import { readFileSync } from 'node:fs';
import { Engine, INTERNAL_ERROR_CODE, type RenderResult } from 'swaralipi';

/** The built core, beside the built bindings (`npm run build:wasm`). */
const WASM_URL = new URL('../build/engine.wasm', import.meta.url);

/** The benchmark's engine: one instance, shared by every render of this process. */
export const swaralipiEngine: Engine = await Engine.create(readFileSync(WASM_URL));

/** What our engine produced for one text (the same shape as `Abc2svgOutput`). */
export interface SwaralipiOutput {
  /** One SVG document per page. */
  svgs: string[];
  /** Number of diagnostics of severity >= 1 (errors). */
  errors: number;
  /** Number of diagnostics of severity 0 (warnings). */
  warnings: number;
  /** The core trapped (the bindings turn that into one fatal "Internal error" diagnostic). */
  crashed: boolean;
}

/** Counts a result's errors and warnings, and whether the core trapped. */
export function summarise(result: RenderResult): SwaralipiOutput {
  let errors = 0;
  let crashed = false;
  for (const diagnostic of result.diagnostics) {
    if (diagnostic.severity >= 1) errors++;
    if (diagnostic.code === INTERNAL_ERROR_CODE && diagnostic.severity === 2) crashed = true;
  }
  return { svgs: result.pages, errors, warnings: result.diagnostics.length - errors, crashed };
}

/** Renders ABC text with the benchmark's engine. Never throws on bad ABC. */
export function renderWithSwaralipi(text: string): SwaralipiOutput {
  return summarise(swaralipiEngine.render(text));
}
