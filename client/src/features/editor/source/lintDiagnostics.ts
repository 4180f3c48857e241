/**
 * @fileoverview The engine's diagnostics as CodeMirror lint diagnostics: each underlines its source
 * range in the editor, coloured by severity (warning, error; a fatal error is an error to the
 * editor), with the engine's words as the hover message.
 */

import type { Diagnostic as LintDiagnostic } from '@codemirror/lint';
import type { Diagnostic } from '../../../../../engine-bindings/src/types.ts';

/** The lint severity of an engine severity (0 warning, 1 error, 2 fatal). */
function lintSeverity(severity: Diagnostic['severity']): LintDiagnostic['severity'] {
  return severity === 0 ? 'warning' : 'error';
}

/**
 * The lint diagnostics of `diagnostics`, whose offsets refer to a text of `length` UTF-16 code
 * units (the text that was rendered, which must be the editor's text). Ranges are clamped to the
 * text; an empty range (a message about a point, such as a missing bar) is widened to the code
 * unit after it, or before it at the end of the text, so that there is something to underline.
 */
export function toLintDiagnostics(diagnostics: readonly Diagnostic[], length: number): LintDiagnostic[] {
  return diagnostics.map((diagnostic) => {
    let from = Math.max(0, Math.min(diagnostic.start, length));
    let to = Math.max(from, Math.min(diagnostic.end, length));
    if (from === to) {
      if (to < length) to += 1;
      else if (from > 0) from -= 1;
    }
    return {
      from,
      to,
      severity: lintSeverity(diagnostic.severity),
      message: diagnostic.message,
      source: `line ${diagnostic.line}, column ${diagnostic.column}`,
    };
  });
}
