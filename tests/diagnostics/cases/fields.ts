/**
 * @fileoverview Catalogue cases for the header fields of engine-spec 5: M:, L:, Q:, K: and
 * clefs, and the tune-level checks (no K:, no music, unknown field lines).
 */

import { DiagnosticCode } from '../../../engine-as/src/abi.js';
import type { MessageCase } from '../case.js';

export const FIELD_CASES: MessageCase[] = [
  { code: DiagnosticCode.BadCharInMeter, title: 'a letter in M:', abc: 'X:1\nM:3/x\nK:C\nC|\n', message: "Bad char 'x' in M:", severity: 1, line: 2, column: 5 },
  { code: DiagnosticCode.BadDurationInMeter, title: 'a duration after = in M: that is not n/m', abc: 'X:1\nM:3/4=x\nK:C\nC|\n', message: "Bad duration 'x' in M:", severity: 1, line: 2, column: 7 },
  { code: DiagnosticCode.BadLength, title: 'L: with a denominator that is not a power of two', abc: 'X:1\nL:1/3\nK:C\nC|\n', message: 'Bad L: value', severity: 1, line: 2, column: 3 },
  { code: DiagnosticCode.InvalidNoteDuration, title: 'a Q: beat of 1/3', abc: 'X:1\nQ:1/3=80\nK:C\nC|\n', message: 'Invalid note duration 1/3', severity: 1, line: 2, column: 3 },
  { code: DiagnosticCode.BadTempoValue, title: 'letters for a tempo', abc: 'X:1\nQ:1/4=ab\nK:C\nC|\n', message: 'Bad tempo value', severity: 1, line: 2, column: 7 },
  { code: DiagnosticCode.UnterminatedTempoString, title: 'an open quote in Q:', abc: 'X:1\nQ:"Allegro\nK:C\nC|\n', message: 'Unterminated string in Q:', severity: 1, line: 2, column: 3 },
  { code: DiagnosticCode.NoAccidentalAfterExp, title: "K: ... exp with no accidental", abc: 'X:1\nK:C exp\nC|\n', message: "No accidental after 'exp'", severity: 1, line: 2, column: 5 },
  { code: DiagnosticCode.UnknownClef, title: 'clef= with an unknown name', abc: 'X:1\nK:C clef=foo\nC|\n', message: "Unknown clef 'foo'", severity: 1, line: 2, column: 10 },
  { code: DiagnosticCode.DeprecatedBagpipeKey, title: 'the old bagpipe key K:P', abc: 'X:1\nK:P\nC|\n', message: 'K:P is deprecated', severity: 0, line: 2, column: 3 },
  { code: DiagnosticCode.MissingKey, title: 'music before any K: line', abc: 'X:1\nT:x\nC|\n', message: 'No K: field before the music - K:C assumed', severity: 0, line: 3, column: 1 },
];
