/**
 * @fileoverview A test per message of the diagnostic catalogue (the issue: "Every message of
 * engine-spec sections 5 and 8, word for word with $1 filled, at the right severity (0
 * warning, 1 error, 2 fatal), with line and column. A test per message").
 *
 * Each case renders a small tune through the public `render` and looks for its code among the
 * diagnostics. Completeness is checked too: every abi DiagnosticCode has a case, or an
 * UnreachableCase that says why no input can produce it.
 */

import { describe, expect, it } from 'vitest';
import { DiagnosticCode } from '../../engine-as/src/abi.js';
import { render } from '../../engine-bindings/src/index.js';
import type { MessageCase, UnreachableCase } from './case.js';
import { BODY_CASES, BODY_UNREACHABLE } from './cases/body.js';
import { DIRECTIVE_CASES, DIRECTIVE_UNREACHABLE } from './cases/directives.js';
import { FIELD_CASES } from './cases/fields.js';
import { MUSIC_CASES } from './cases/music.js';
import { TEXT_CASES, TEXT_UNREACHABLE } from './cases/text.js';
import { VOICE_CASES, VOICE_UNREACHABLE } from './cases/voices.js';

const CASES: MessageCase[] = [...FIELD_CASES, ...MUSIC_CASES, ...VOICE_CASES, ...DIRECTIVE_CASES, ...TEXT_CASES, ...BODY_CASES];
const UNREACHABLE: UnreachableCase[] = [...VOICE_UNREACHABLE, ...DIRECTIVE_UNREACHABLE, ...TEXT_UNREACHABLE, ...BODY_UNREACHABLE];

/** Codes of the range below that the directives work produces (cases/directives.ts). */
const DIRECTIVES_DONE: readonly DiagnosticCode[] = [
  DiagnosticCode.BadValue,
  DiagnosticCode.MulticolNewWithoutStart,
  DiagnosticCode.MulticolEndWithoutStart,
  DiagnosticCode.UnknownMulticolKeyword,
  DiagnosticCode.NegativeVskip,
  DiagnosticCode.BadSetbarnb,
  DiagnosticCode.BadStaffValue,
  DiagnosticCode.BadLinebreakValue,
  DiagnosticCode.BadStaffNumber,
  DiagnosticCode.LineSplitProblem,
  DiagnosticCode.LineTooMuchShrunk,
  DiagnosticCode.CannotSetWidth,
];

/** Codes of the range below that tests/diagnostics/cases/body.ts covers. */
const BODY_DONE: readonly DiagnosticCode[] = [
  DiagnosticCode.BadMacroLength,
  DiagnosticCode.LyricContinuationWithoutMusic,
  DiagnosticCode.SymbolContinuationWithoutMusic,
  DiagnosticCode.NotEnoughBarsForSymbolLine,
  DiagnosticCode.NotEnoughNotesForRepeat,
  DiagnosticCode.NotEnoughMeasuresForRepeat,
  DiagnosticCode.BarInRepeatSequence,
  DiagnosticCode.RepeatCannotStartTune,
  DiagnosticCode.BadFirstRepeatValue,
  DiagnosticCode.BadSecondRepeatValue,
  DiagnosticCode.VoiceOverlayAlreadyStarted,
  DiagnosticCode.ErroneousEndOfOverlay,
  DiagnosticCode.NoNoteInOverlay,
  DiagnosticCode.UserSymbolLacksStart,
  DiagnosticCode.BadUserCharacter,
  DiagnosticCode.BadXstem,
];

/** Codes of the range below that tests/diagnostics/cases/voices.ts covers. */
const VOICES_DONE: readonly DiagnosticCode[] = [
  DiagnosticCode.BadTranspose,
  DiagnosticCode.MixedTransposition,
  DiagnosticCode.VoiceStarInBody,
  DiagnosticCode.MisplacedInScore,
];

/** Codes of the range below that tests/diagnostics/cases/text.ts covers (or says none can reach). */
const TEXT_DONE: readonly DiagnosticCode[] = [
  DiagnosticCode.UnknownGlyph,
  DiagnosticCode.NoDefinition,
  DiagnosticCode.NoFunctionForDecoration,
];

/**
 * Codes whose message the engine does not produce yet (issue 4 in progress). The list may only
 * shrink: a code here must have no case, so adding a case forces its removal.
 */
const NOT_YET: readonly DiagnosticCode[] = [
  ...range(DiagnosticCode.VoiceOverlayAlreadyStarted, DiagnosticCode.BadStaffNumber).filter((code) => !BODY_DONE.includes(code) && !DIRECTIVES_DONE.includes(code) && !VOICES_DONE.includes(code) && !TEXT_DONE.includes(code)),
];

function range(first: DiagnosticCode, last: DiagnosticCode): DiagnosticCode[] {
  const codes: DiagnosticCode[] = [];
  for (let code = first; code <= last; code++) codes.push(code);
  return codes;
}

const ALL_CODES = Object.values(DiagnosticCode).filter((value): value is DiagnosticCode => typeof value === 'number');

describe('the diagnostic catalogue, message by message', () => {
  for (const item of CASES) {
    it(`${DiagnosticCode[item.code]}: ${item.title}`, () => {
      const { diagnostics } = render(item.abc);
      const found = diagnostics.find((diagnostic) => diagnostic.code === item.code);
      expect(found, `diagnostics: ${JSON.stringify(diagnostics.map((d) => d.message))}`).toBeDefined();
      expect({ message: found!.message, severity: found!.severity, line: found!.line, column: found!.column }).toEqual({
        message: item.message,
        severity: item.severity,
        line: item.line,
        column: item.column,
      });
    });
  }

  it('has a case for every code, or says why none can exist', () => {
    const covered = new Set<DiagnosticCode>([...CASES.map((item) => item.code), ...UNREACHABLE.map((item) => item.code)]);
    const missing = ALL_CODES.filter((code) => !covered.has(code) && !NOT_YET.includes(code)).map((code) => DiagnosticCode[code]);
    expect(missing).toEqual([]);
    const stale = NOT_YET.filter((code) => covered.has(code)).map((code) => DiagnosticCode[code]);
    expect(stale, 'codes with a case must leave NOT_YET').toEqual([]);
  });

  it('gives every unreachable code a reason', () => {
    for (const item of UNREACHABLE) expect(item.reason.length, DiagnosticCode[item.code]).toBeGreaterThan(20);
  });
});
