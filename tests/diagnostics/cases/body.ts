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
  // %%repeat: the places are abc2svg 1.22.1's (the directive's line, or the symbol it names).
  { code: DiagnosticCode.RepeatCannotStartTune, title: '%%repeat before any music of the voice', abc: 'X:1\nL:1/4\nM:4/4\nK:C\n%%repeat\nCDEF|GABc|\n', message: '%%repeat cannot start a tune', severity: 1, line: 5, column: 1 },
  { code: DiagnosticCode.BadFirstRepeatValue, title: 'three measures repeated after a bar', abc: 'X:1\nL:1/4\nM:4/4\nK:C\nCDEF|GABc|\n%%repeat 3\nz4|z4|\n', message: 'Incorrect 1st value in %%repeat', severity: 1, line: 6, column: 1 },
  { code: DiagnosticCode.BadSecondRepeatValue, title: 'a repeat count below one', abc: 'X:1\nL:1/4\nM:4/4\nK:C\nCDEF|GABc|\n%%repeat 1 0\nz4|z4|\n', message: 'Incorrect 2nd value in %%repeat', severity: 1, line: 6, column: 1 },
  { code: DiagnosticCode.NotEnoughMeasuresForRepeat, title: 'two measures repeated after the first', abc: 'X:1\nL:1/4\nM:4/4\nK:C\nCDEF|\n%%repeat 2\nGABc|\n', message: 'Not enough measures for %%repeat', severity: 1, line: 7, column: 1 },
  { code: DiagnosticCode.NotEnoughNotesForRepeat, title: 'five notes repeated after four', abc: 'X:1\nL:1/4\nM:4/4\nK:C\nCDEF\n%%repeat 5\nGABc|\n', message: 'Not enough notes/rests for %%repeat', severity: 1, line: 7, column: 1 },
  { code: DiagnosticCode.BarInRepeatSequence, title: 'a bar among the notes repeated', abc: 'X:1\nL:1/4\nM:4/4\nK:C\nCDEF\n%%repeat 2\nG|ABc\n', message: 'Bar in repeat sequence', severity: 1, line: 7, column: 2 },
  // Voice overlays: abc2svg 1.22.1's places (the character after the & or the ().
  { code: DiagnosticCode.NoNoteInOverlay, title: 'an & before any note of the voice', abc: 'X:1\nK:C\n&CD|\n', message: 'No note in voice overlay', severity: 1, line: 3, column: 2 },
  { code: DiagnosticCode.VoiceOverlayAlreadyStarted, title: 'a (& while one is open', abc: 'X:1\nK:C\n(&CD(&EF&)|\n', message: 'Voice overlay already started', severity: 1, line: 3, column: 6 },
  { code: DiagnosticCode.ErroneousEndOfOverlay, title: 'an &) with no (& open', abc: 'X:1\nK:C\nCD&)EF|\n', message: 'Erroneous end of voice overlay', severity: 1, line: 3, column: 4 },
  // U: and %%user, at the field (abc2svg 1.22.1's place).
  { code: DiagnosticCode.UserSymbolLacksStart, title: 'a U: symbol standing for a bare word', abc: 'X:1\nU: T = trill\nK:C\nTC|\n', message: 'Lack of starting [, ! or " in U: / %%user', severity: 1, line: 2, column: 1 },
  { code: DiagnosticCode.BadUserCharacter, title: 'a note letter redefined by U:', abc: 'X:1\nU: a = !trill!\nK:C\nC|\n', message: "Bad user character 'a'", severity: 1, line: 2, column: 1 },
  // abc2svg gives !xstem! errors no place; ours is the decoration.
  { code: DiagnosticCode.BadXstem, title: 'an !xstem! with a rest on the staff above', abc: 'X:1\n%%score 1 2\nK:C\nV:1\nz|\nV:2\n!xstem!C|\n', message: 'Bad !xstem!', severity: 1, line: 7, column: 1 },
  { code: DiagnosticCode.FieldLineIgnored, title: 'a field letter ABC 2.1 does not define', abc: 'X:1\nK:C\nC|\nJ:foo\nD|\n', message: "'J:' line ignored", severity: 0, line: 4, column: 1 },
  // Ours: abc2svg says nothing of a tune without music.
  { code: DiagnosticCode.NoMusicInTune, title: 'a tune header with no music after it', abc: 'X:1\nT:Words only\nK:C\n\nX:2\nK:C\nC|\n', message: 'No music in tune', severity: 0, line: 1, column: 1 },
  { code: DiagnosticCode.XstemNotOnNote, title: 'an !xstem! on a rest', abc: 'X:1\nK:C\n!xstem!z|\n', message: '!xstem! must be on a note', severity: 1, line: 3, column: 8 },
  { code: DiagnosticCode.ContinuationWithoutField, title: 'a +: line after music', abc: 'X:1\nK:C\nC|\nw:a\nD|\n+:b\n', message: '+: without previous info field', severity: 1, line: 6, column: 1 },
];

export const BODY_UNREACHABLE: UnreachableCase[] = [];
