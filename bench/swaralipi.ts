/**
 * @fileoverview Drives our engine for the benchmark through its public API, as a user of the
 * package would: `import { render } from 'swaralipi'` (package.json `exports["."]`, the built
 * bindings under `build/`, made by `npm install`'s `prepare` or `npm run build:engine`).
 */
import { render, INTERNAL_ERROR_CODE } from 'swaralipi';

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

/** Renders ABC text with the package's default engine instance. Never throws on bad ABC. */
export function renderWithSwaralipi(text: string): SwaralipiOutput {
  const result = render(text);
  let errors = 0;
  let crashed = false;
  for (const diagnostic of result.diagnostics) {
    if (diagnostic.severity >= 1) errors++;
    if (diagnostic.code === INTERNAL_ERROR_CODE && diagnostic.severity === 2) crashed = true;
  }
  return { svgs: result.pages, errors, warnings: result.diagnostics.length - errors, crashed };
}
