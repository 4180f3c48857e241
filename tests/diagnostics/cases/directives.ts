/**
 * @fileoverview Catalogue cases for %% format directives and I: fields (engine-spec 3 "Format
 * settings", 5 "Directives", 8). Words, severities and positions black-boxed from abc2svg
 * 1.22.1 (each message at the directive's line, column 1), except where a case says otherwise.
 */

import { DiagnosticCode } from '../../../engine-as/src/abi.js';
import type { MessageCase, UnreachableCase } from '../case.js';

/** A tune whose header holds `header` lines and whose body is `body`. */
const tune = (body: string, header = ''): string => `X:1\n${header}K:C\n${body}\n`;

export const DIRECTIVE_CASES: MessageCase[] = [
  { code: DiagnosticCode.BadValue, title: 'a page width in millimetres, a unit abc2svg does not know', abc: `%%pagewidth 50mm\n${tune('C|')}`, message: 'Bad value in %%pagewidth', severity: 1, line: 1, column: 1 },
  { code: DiagnosticCode.BadValue, title: 'a %%vskip without a length', abc: tune('C|\n%%vskip\nD|'), message: 'Bad value in %%vskip', severity: 1, line: 4, column: 1 },
  { code: DiagnosticCode.NegativeVskip, title: 'a negative %%vskip in the tune header', abc: tune('CDEF|', '%%vskip -1\n'), message: '%%vskip cannot be negative', severity: 1, line: 2, column: 1 },
  { code: DiagnosticCode.MulticolNewWithoutStart, title: '%%multicol new in the file header with no start', abc: `%%multicol new\n${tune('C|')}`, message: '%%multicol new without start', severity: 1, line: 1, column: 1 },
  { code: DiagnosticCode.MulticolNewWithoutStart, title: '%%multicol new in a tune body with no start', abc: tune('C|\n%%multicol new\nC|'), message: '%%multicol new without start', severity: 1, line: 4, column: 1 },
  { code: DiagnosticCode.MulticolEndWithoutStart, title: '%%multicol end with no start', abc: `%%multicol end\n${tune('C|')}`, message: '%%multicol end without start', severity: 1, line: 1, column: 1 },
  { code: DiagnosticCode.UnknownMulticolKeyword, title: 'a %%multicol keyword that is not start, new or end', abc: `%%multicol foo\n${tune('C|')}`, message: "Unknown keyword 'foo' in %%multicol", severity: 1, line: 1, column: 1 },
  { code: DiagnosticCode.BadSetbarnb, title: '%%setbarnb 0 in a tune body', abc: tune('%%setbarnb 0\nC|'), message: 'Bad %%setbarnb value', severity: 1, line: 3, column: 1 },
  { code: DiagnosticCode.BadSetbarnb, title: '%%setbarnb with a word', abc: tune('C|\n%%setbarnb x\nC|'), message: 'Bad %%setbarnb value', severity: 1, line: 4, column: 1 },
  { code: DiagnosticCode.BadStaffValue, title: '%%staff with a word', abc: tune('C|\n%%staff x\nC|'), message: "Bad %%staff value 'x'", severity: 1, line: 4, column: 1 },
  {
    code: DiagnosticCode.BadStaffNumber,
    title: '%%staff 9 in a one-staff tune (fatal, engine-spec 8)',
    abc: tune('%%staff 9\nC|'),
    message: 'Bad %%staff number 8 (cur 0, max 0)',
    severity: 2,
    line: 3,
    column: 1,
  },
  {
    code: DiagnosticCode.BadStaffNumber,
    title: '%%staff -1 above the top staff',
    abc: tune('C|\n%%staff -1\nC|'),
    message: 'Bad %%staff number -1 (cur 0, max 0)',
    severity: 2,
    line: 4,
    column: 1,
  },
  { code: DiagnosticCode.BadLinebreakValue, title: 'a %%linebreak character outside ! $ * ; ? @ <EOL> <none>', abc: tune('C|', '%%linebreak x\n'), message: "Bad value 'x' in %%linebreak - ignored", severity: 1, line: 2, column: 1 },
  { code: DiagnosticCode.BadLinebreakValue, title: 'an I:linebreak field with a bad value', abc: tune('C|', 'I:linebreak $ x\n'), message: "Bad value 'x' in %%linebreak - ignored", severity: 1, line: 2, column: 1 },
  { code: DiagnosticCode.BadIntegerValue, title: '%%barsperstaff with a word', abc: `%%barsperstaff x\n${tune('C|')}`, message: 'Bad integer value', severity: 1, line: 1, column: 1 },
  { code: DiagnosticCode.BadIntegerValue, title: 'I:measurenb with no value', abc: tune('C|', 'I:measurenb\n'), message: 'Bad integer value', severity: 1, line: 2, column: 1 },
  { code: DiagnosticCode.BadValue, title: 'a note spacing factor outside 1 to 2', abc: tune('C|', '%%notespacingfactor 3\n'), message: 'Bad value in %%notespacingfactor', severity: 1, line: 2, column: 1 },
  // abc2svg 1.22.1 did not produce these two on any input we tried; the words are engine-spec 8's,
  // the severity ours (a warning: the music is still drawn, only cramped or cut).
  {
    code: DiagnosticCode.LineTooMuchShrunk,
    title: 'a page too narrow for even one note (widths: line, minimum, ideal, in abc2svg units)',
    abc: `%%pagewidth 100\n${tune('C|')}`,
    message: 'Line too much shrunk -13 23 41',
    severity: 0,
    line: 4,
    column: 1,
  },
  {
    code: DiagnosticCode.LineSplitProblem,
    title: 'a line that must break inside a beam group of 96 notes',
    abc: tune(`${'CDEFGABc'.repeat(12)}|`, 'L:1/16\n'),
    message: 'Line split problem - adjust maxshrink and/or breaklimit',
    severity: 0,
    line: 4,
    // Where the first system must end: depends on the default page width, margins and scale.
    column: 50,
  },
];

export const DIRECTIVE_UNREACHABLE: UnreachableCase[] = [
  {
    code: DiagnosticCode.CannotSetWidth,
    reason:
      'abc2svg reports it for a symbol type its set_width does not know. Our layout lays out only the kinds ' +
      'collectSymbols admits (note, rest, multi-measure rest, bar, clef, key, meter), and setWidths has a width ' +
      'rule for each; the spec "lays out only kinds that have a width rule" (engine-as/src/layout/__tests__/' +
      'directives.spec.ts) renders every kind the parser makes and checks it.',
  },
];
