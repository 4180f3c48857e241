import { describe, expect, it } from 'vitest';
import { DiagnosticCode, DiagnosticField, Severity } from '../../engine-as/src/abi.js';
import { DIAGNOSTIC_MESSAGES, formatDiagnostic, formatMessage, internalErrorDiagnostic, readDiagnostics } from './diagnostics.js';
import { intTable } from './testing/tables.js';

/** One diagnostic record in abi DiagnosticField order. */
function record(fields: { code: number; severity: number; start: number; end: number; line: number; column: number; arg?: [number, number] | number }): number[] {
  const words = new Array<number>(DiagnosticField.Stride).fill(0);
  words[DiagnosticField.Code] = fields.code;
  words[DiagnosticField.Severity] = fields.severity;
  words[DiagnosticField.Start] = fields.start;
  words[DiagnosticField.End] = fields.end;
  words[DiagnosticField.Line] = fields.line;
  words[DiagnosticField.Column] = fields.column;
  const arg = fields.arg;
  words[DiagnosticField.ArgStart] = Array.isArray(arg) ? arg[0] : -1;
  words[DiagnosticField.ArgEnd] = Array.isArray(arg) ? arg[1] : -1;
  words[DiagnosticField.ArgValue] = typeof arg === 'number' ? arg : 0;
  return words;
}

describe('the diagnostic catalogue', () => {
  it('has words for every code of abi DiagnosticCode', () => {
    const codes = Object.values(DiagnosticCode).filter((value): value is number => typeof value === 'number');
    expect(codes.length).toBeGreaterThan(30);
    for (const code of codes) expect(DIAGNOSTIC_MESSAGES[code as DiagnosticCode], `code ${code}`).toMatch(/\S/);
  });

  it('uses the exact words engine-spec section 5 quotes', () => {
    expect(formatMessage(DiagnosticCode.BadCharInMeter, 'x')).toBe("Bad char 'x' in M:");
    expect(formatMessage(DiagnosticCode.NoNoteBeforeBrokenRhythm, '<')).toBe("No note before '<'");
    expect(formatMessage(DiagnosticCode.UnterminatedTempoString, '')).toBe('Unterminated string in Q:');
  });

  it("uses abc2svg's words where the spec paraphrases (DESIGN.md 3.3)", () => {
    expect(formatMessage(DiagnosticCode.BadGraceNote, '')).toBe('Bad character in grace note sequence');
    expect(formatMessage(DiagnosticCode.NotAsciiInMusic, '')).toBe('Not an ASCII character');
  });

  it('fills $1, $2 and $3 once each, leaving placeholders inside an argument alone', () => {
    expect(formatMessage(DiagnosticCode.BadStaffNumber, '7', '2', '3')).toBe('Bad %%staff number 7 (cur 2, max 3)');
    expect(formatMessage(DiagnosticCode.InvalidDecoDefinition, 'a$2b', 'x')).toBe("Invalid decoration 'a$2b'");
  });

  it('names an unknown code instead of failing', () => {
    expect(formatMessage(999, 'q')).toBe('Diagnostic 999 ($1 = q)');
  });
});

describe('readDiagnostics', () => {
  const source = 'X:1\nM:3/x\nK:Hp\nabc\n';

  it('fills $1 from the source range and keeps position and severity', () => {
    const table = intTable([
      record({ code: DiagnosticCode.BadCharInMeter, severity: Severity.Error, start: 8, end: 9, line: 2, column: 5, arg: [8, 9] }),
    ]);
    expect(readDiagnostics(table, source)).toEqual([
      { severity: 1, code: DiagnosticCode.BadCharInMeter, message: "Bad char 'x' in M:", line: 2, column: 5, start: 8, end: 9 },
    ]);
  });

  it('fills $1 from the number when the argument has no source range', () => {
    const table = intTable([
      record({ code: DiagnosticCode.NestingTooDeep, severity: Severity.Error, start: 0, end: 0, line: 1, column: 1, arg: 32 }),
    ]);
    expect(readDiagnostics(table, source)[0]!.message).toBe('Nesting deeper than 32 levels - ignored');
  });

  it('clamps a severity outside 0..2 and an argument range outside the source', () => {
    const table = intTable([
      record({ code: DiagnosticCode.UnknownClef, severity: 7, start: 0, end: 1, line: 1, column: 1, arg: [17, 400] }),
    ]);
    const [diagnostic] = readDiagnostics(table, source);
    expect(diagnostic!.severity).toBe(2);
    expect(diagnostic!.message).toBe("Unknown clef 'c\n'");
  });
});

describe('formatDiagnostic', () => {
  it('prints FILE:LINE:COL: severity: message', () => {
    const diagnostic = { severity: 1 as const, code: 3, message: 'Bad L: value', line: 4, column: 3, start: 20, end: 25 };
    expect(formatDiagnostic('tune.abc', diagnostic)).toBe('tune.abc:4:3: error: Bad L: value');
    expect(formatDiagnostic('t.abc', { ...diagnostic, severity: 0 })).toBe('t.abc:4:3: warning: Bad L: value');
    expect(formatDiagnostic('t.abc', internalErrorDiagnostic('boom'))).toBe('t.abc:1:1: fatal: Internal error: boom');
  });
});
