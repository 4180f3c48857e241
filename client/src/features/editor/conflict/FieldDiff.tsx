/**
 * @fileoverview Both versions of one field, as a unified line diff (diffRows.ts): stored lines
 * marked "−" on red, the editor's marked "+" on green, common context plain, long common runs
 * folded to a count.
 */

import { useMemo } from 'react';
import { diffRows } from './diffRows.ts';

const SIGNS = { common: ' ', stored: '−', yours: '+' } as const;

export function FieldDiff({ stored, yours }: { stored: string; yours: string }) {
  const rows = useMemo(() => diffRows(stored, yours), [stored, yours]);
  return (
    <pre className="field-diff" aria-label="Stored version (−) and yours (+)">
      {rows.map((row, index) =>
        row.kind === 'folded' ? (
          <span key={index} className="field-diff-row field-diff-folded">
            {`  … ${row.count} unchanged line${row.count === 1 ? '' : 's'}`}
          </span>
        ) : (
          <span key={index} className={`field-diff-row field-diff-${row.kind}`} data-diff={row.kind}>
            {`${SIGNS[row.kind]} ${row.text === '' ? ' ' : row.text}`}
          </span>
        ),
      )}
    </pre>
  );
}
