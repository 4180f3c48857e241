import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../../../engine-bindings/src/types.ts';
import { toLintDiagnostics } from './lintDiagnostics.ts';

const diagnostic = (severity: Diagnostic['severity'], start: number, end: number): Diagnostic => ({
  severity,
  code: 50,
  message: 'Bad character',
  line: 2,
  column: start - 3,
  start,
  end,
});

describe('toLintDiagnostics', () => {
  it('underlines the range with the severity and the engine words', () => {
    expect(toLintDiagnostics([diagnostic(1, 4, 6)], 20)).toEqual([
      { from: 4, to: 6, severity: 'error', message: 'Bad character', source: 'line 2, column 1' },
    ]);
  });

  it('makes warnings warnings and fatal errors errors', () => {
    const severities = toLintDiagnostics([diagnostic(0, 1, 2), diagnostic(2, 1, 2)], 20).map((d) => d.severity);
    expect(severities).toEqual(['warning', 'error']);
  });

  it('widens an empty range to one code unit, backwards at the end of the text', () => {
    const [inside, atEnd] = toLintDiagnostics([diagnostic(0, 5, 5), diagnostic(0, 20, 20)], 20);
    expect([inside.from, inside.to]).toEqual([5, 6]);
    expect([atEnd.from, atEnd.to]).toEqual([19, 20]);
  });

  it('clamps ranges that reach past the text', () => {
    const [clamped] = toLintDiagnostics([diagnostic(1, 15, 40)], 18);
    expect([clamped.from, clamped.to]).toEqual([15, 18]);
  });
});
