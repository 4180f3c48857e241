/**
 * @fileoverview The engine's messages about the text, under the score: "line L, column C:
 * message", warnings and errors styled apart. Clicking one selects the source range it is about in
 * the editor (where it is also underlined, source/lintDiagnostics.ts).
 */

import type { Diagnostic } from '../../../../../engine-bindings/src/types.ts';
import { useEditorStore, useEditorStoreApi } from '../store/context.tsx';
import { selectDiagnostics } from '../store/renderSlice.ts';
import { getSourceView } from '../source/sourceViews.ts';
import { revealSource } from './sourceCaret.ts';

const SEVERITY_NAMES = ['warning', 'error', 'fatal'] as const;

/** The text of a diagnostic as listed. */
export function formatDiagnostic(diagnostic: Diagnostic): string {
  return `line ${diagnostic.line}, column ${diagnostic.column}: ${diagnostic.message}`;
}

export function DiagnosticsList() {
  const store = useEditorStoreApi();
  const diagnostics = useEditorStore(selectDiagnostics);
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity > 0).length;
  const warnings = diagnostics.length - errors;

  return (
    <section className="diagnostics" aria-label="Messages">
      <h2 className="diagnostics-heading">
        Messages
        <span className="diagnostics-counts">
          {diagnostics.length === 0
            ? 'none'
            : `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`}
        </span>
      </h2>
      <ul className="diagnostics-list" data-testid="diagnostics">
        {diagnostics.map((diagnostic, index) => {
          const severity = SEVERITY_NAMES[diagnostic.severity] ?? 'error';
          return (
            <li
              key={`${diagnostic.start}:${diagnostic.code}:${index}`}
              className={`diagnostic diagnostic-${severity}`}
              data-testid="diagnostic"
              data-severity={severity}
            >
              <button
                type="button"
                onClick={() => {
                  const view = getSourceView(store);
                  if (view !== null) revealSource(view, diagnostic.start, diagnostic.end);
                }}
              >
                <span className="diagnostic-severity">{severity}</span>
                <span className="diagnostic-text">{formatDiagnostic(diagnostic)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
