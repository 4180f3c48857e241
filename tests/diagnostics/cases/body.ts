/**
 * @fileoverview Catalogue cases for m: macros, s: symbol lines, %%repeat, U: symbols, !xstem!.
 */

import { DiagnosticCode } from '../../../engine-as/src/abi.js';
import type { MessageCase, UnreachableCase } from '../case.js';

export const BODY_CASES: MessageCase[] = [
  // abc2svg 1.22.1 reports it at a position past the end of the text; ours is the macro's use.
  { code: DiagnosticCode.BadMacroLength, title: 'a macro whose notes do not fill the note it stands for', abc: 'X:1\nL:1/8\nm: ~G2 = G{A}G{F}G\nK:C\nC~G2D|\n', message: 'Bad length of the macro sequence', severity: 1, line: 5, column: 2 },
];

export const BODY_UNREACHABLE: UnreachableCase[] = [];
