/**
 * @fileoverview Catalogue cases for header fields drawn as text, decorations and their glyphs
 * (parse/headerFields.ts, parse/decorations.ts: %%deco and its uses).
 */

import { DiagnosticCode } from '../../../engine-as/src/abi.js';
import type { MessageCase, UnreachableCase } from '../case.js';

export const TEXT_CASES: MessageCase[] = [
  { code: DiagnosticCode.FieldInsideTune, title: 'a composer line in the tune body', abc: 'X:1\nK:C\nC|\nC:Someone\nD|\n', message: 'C: inside tune - ignored', severity: 1, line: 4, column: 1 },
  {
    code: DiagnosticCode.NoDefinition,
    title: 'a use of a %%deco whose glyph abc2svg does not define',
    abc: '%%deco sintro 6 st 6 0 0\nX:1\nK:C\nC !sintro!D|\n',
    message: 'no definition of st',
    severity: 1,
    line: 4,
    column: 3,
  },
  {
    code: DiagnosticCode.NoFunctionForDecoration,
    title: 'a use of a %%deco of function 2 (a glyph function) with a text style',
    abc: '%%deco foo 2 crdc 16 2 14 hello\nX:1\nK:C\n!foo!C|\n',
    message: "No function for decoration 'crdc'",
    severity: 1,
    line: 4,
    column: 1,
  },
  {
    code: DiagnosticCode.InvalidDecoDefinition,
    title: 'a %%deco line without its glyph',
    abc: '%%deco foo 6\nX:1\nK:C\n!foo!C|\n',
    message: "Invalid decoration 'foo'",
    severity: 1,
    line: 1,
    column: 8,
  },
  {
    code: DiagnosticCode.BadDecoFunction,
    title: 'a %%deco function number above 10',
    abc: '%%deco foo 12 - 18 0 0 foo\nX:1\nK:C\n!foo!C|\n',
    message: "%%deco: bad C function index '12'",
    severity: 1,
    line: 1,
    column: 12,
  },
  { code: DiagnosticCode.BeamOnNotOnBar, title: 'a !beamon! on a note', abc: 'X:1\nK:C\n!beamon!C|\n', message: '!beamon! must be on a bar', severity: 1, line: 3, column: 9 },
  {
    code: DiagnosticCode.TremoloNotOnSecondNote,
    title: 'a tremolo on a note after one of another duration',
    abc: 'X:1\nL:1/8\nK:C\nC2!trem1!D|\n',
    message: '!trem1! must be on the last of a couple of notes',
    severity: 1,
    line: 4,
    column: 10,
  },
  {
    code: DiagnosticCode.NoPreviousTempo,
    title: 'a Q: in the music of a tune whose header has none',
    abc: 'X:1\nL:1/4\nK:C\nCDEF|\nQ:1/4=90\nGABc|\n',
    message: 'No previous tempo',
    severity: 0,
    line: 5,
    column: 1,
  },
];

export const TEXT_UNREACHABLE: UnreachableCase[] = [
  {
    code: DiagnosticCode.UnknownGlyph,
    reason:
      "abc2svg 1.22.1 reports a %%deco glyph it does not define as \"no definition of NAME\" (black-boxed on every function 0-10), and so does the engine (NoDefinition, tested above); no %%deco, %%map or decoration made it say \"Unknown glyph\", so no input can produce it.",
  },
];
