/**
 * @fileoverview Catalogue cases for m: macros, s: symbol lines, %%repeat, U: symbols, !xstem!.
 */

import { DiagnosticCode } from '../../../engine-as/src/abi.js';
import type { MessageCase, UnreachableCase } from '../case.js';

export const BODY_CASES: MessageCase[] = [
  // abc2svg 1.22.1 reports it at a position past the end of the text; ours is the macro's use.
  { code: DiagnosticCode.BadMacroLength, title: 'a macro whose notes do not fill the note it stands for', abc: 'X:1\nL:1/8\nm: ~G2 = G{A}G{F}G\nK:C\nC~G2D|\n', message: 'Bad length of the macro sequence', severity: 1, line: 5, column: 2 },
  { code: DiagnosticCode.SymbolLinesWithoutMusic, title: 'an s: line before any music', abc: 'X:1\nK:C\ns:!trill!\nC|\n', message: 's: without music', severity: 1, line: 3, column: 1 },
  { code: DiagnosticCode.SymbolContinuationWithoutMusic, title: 'a +: line continuing an s: line that had no music', abc: 'X:1\nK:C\ns:!trill!\n+:!p!\nC|\n', message: '+: symbol line without music', severity: 1, line: 4, column: 1 },
  // abc2svg reports the symbol line's errors at the line's start; ours point at the item.
  { code: DiagnosticCode.NotEnoughBarsForSymbolLine, title: 'an s: line with more | than the music has bars', abc: 'X:1\nK:C\nCDE\ns:!trill! | "Am"\n', message: 'Not enough measure bars for symbol line', severity: 1, line: 4, column: 11 },
  { code: DiagnosticCode.TooManySymbolLineElements, title: 'more s: items than notes', abc: 'X:1\nK:C\nCz D|\ns:!p! !f! !mf!\n', message: 'Too many elements in symbol line', severity: 1, line: 4, column: 11 },
  { code: DiagnosticCode.LyricContinuationWithoutMusic, title: 'a +: line continuing a w: line that had no music', abc: 'X:1\nK:C\nw:abc\n+:def\nC|\n', message: '+: lyric without music', severity: 1, line: 4, column: 1 },
];

export const BODY_UNREACHABLE: UnreachableCase[] = [];
