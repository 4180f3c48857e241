/**
 * @fileoverview Catalogue cases for the music line: notes, chords, grace notes, tuplets, slurs,
 * broken rhythm, bars, decorations, guitar chords, lyrics, overlays, %%score.
 */

import { DiagnosticCode } from '../../../engine-as/src/abi.js';
import type { MessageCase } from '../case.js';

const tune = (body: string, header = ''): string => `X:1\n${header}K:C\n${body}\n`;

export const MUSIC_CASES: MessageCase[] = [
  { code: DiagnosticCode.NotAsciiInMusic, title: 'a non-ASCII letter among notes', abc: tune('Cé|'), message: 'Not an ASCII character', severity: 1, line: 3, column: 2 },
  { code: DiagnosticCode.BadCharacter, title: 'a sharp sign after a note', abc: tune('C#D|'), message: "Bad character '#'", severity: 1, line: 3, column: 2 },
  { code: DiagnosticCode.InvalidTupletR, title: 'a tuplet of r = 0 notes', abc: tune('(3:2:0CDE|'), message: "Invalid 'r' in tuplet", severity: 1, line: 3, column: 1 },
  { code: DiagnosticCode.NoNoteBeforeBrokenRhythm, title: 'broken rhythm at the start of the music', abc: tune('<C|'), message: "No note before '<'", severity: 1, line: 3, column: 1 },
  { code: DiagnosticCode.NoEndOfRepeatString, title: 'an ending text without its closing quote', abc: tune('C|["second C|'), message: 'No end of repeat string', severity: 1, line: 3, column: 4 },
  { code: DiagnosticCode.NoEndOfDecoration, title: 'a decoration without its closing !', abc: tune('C !trill C|'), message: 'No end of decoration', severity: 1, line: 3, column: 3 },
  { code: DiagnosticCode.EndOfSlurWithoutStart, title: 'a ) with no slur open', abc: tune('C)D|'), message: 'End of slur without start', severity: 0, line: 3, column: 2 },
  { code: DiagnosticCode.LyricsWithoutMusic, title: 'a w: line before any music', abc: 'X:1\nK:C\nw:abc\nC|\n', message: 'w: without music', severity: 1, line: 3, column: 1 },
  { code: DiagnosticCode.TooManyWords, title: 'more syllables than notes', abc: tune('CD|\nw:a b c d'), message: 'Too many words in lyric line', severity: 1, line: 4, column: 7 },
  { code: DiagnosticCode.NotEnoughBars, title: 'a w: line with more | than the music has bars', abc: tune('C D\nw:a | b | c'), message: 'Not enough measure bars for lyric line', severity: 1, line: 4, column: 5 },
  { code: DiagnosticCode.NoEndOfTuplet, title: 'a triplet with two notes at the end of the tune', abc: tune('(3CD'), message: 'No end of tuplet', severity: 1, line: 3, column: 1 },
  { code: DiagnosticCode.NoEndOfGraceSequence, title: 'a grace group left open', abc: tune('{CD'), message: 'No end of grace note sequence', severity: 1, line: 3, column: 1 },
  { code: DiagnosticCode.LackOfEndingSlurs, title: 'a slur still open at the end of the tune', abc: tune('(CD|'), message: 'Lack of ending slur(s)', severity: 0, line: 3, column: 1 },
  { code: DiagnosticCode.NoEndOfGuitarChord, title: 'a guitar chord without its closing quote', abc: tune('"Am C|'), message: 'No end of guitar chord', severity: 1, line: 3, column: 1 },
  { code: DiagnosticCode.BadGraceNote, title: 'a stray character in a grace group', abc: tune('{C#}D|'), message: 'Bad character in grace note sequence', severity: 1, line: 3, column: 3 },
  { code: DiagnosticCode.TupletInGrace, title: 'a tuplet inside a grace group', abc: tune('{(3CDE}D|'), message: 'Tuplet not allowed in grace notes', severity: 1, line: 3, column: 2 },
  { code: DiagnosticCode.BrokenRhythmInGrace, title: 'broken rhythm inside a grace group', abc: tune('{C>D}E|'), message: 'Cannot have a broken rhythm in grace notes', severity: 1, line: 3, column: 3 },
  { code: DiagnosticCode.BarInGrace, title: 'a bar inside a grace group', abc: tune('{C|D}E|'), message: 'Cannot have a bar in grace notes', severity: 1, line: 3, column: 3 },
  { code: DiagnosticCode.NestingTooDeep, title: 'slurs nested deeper than the cap', abc: tune('('.repeat(40) + 'C' + ')'.repeat(40) + '|'), message: 'Nesting deeper than 32 levels - ignored', severity: 1, line: 3, column: 33 },
  { code: DiagnosticCode.NoteTooLong, title: 'a note longer than the model holds', abc: tune('C99999999|', 'L:1/4\n'), message: 'Note too long - ignored', severity: 1, line: 4, column: 1 },
  { code: DiagnosticCode.UnterminatedInlineField, title: 'an inline field without its ]', abc: tune('C[K:D|'), message: 'No end of inline field', severity: 1, line: 3, column: 2 },
  { code: DiagnosticCode.MultiRestWithoutMeasure, title: 'a multi-measure rest with no meter', abc: tune('Z4|'), message: 'multi-measure rest, but no measure!', severity: 1, line: 3, column: 1 },
  { code: DiagnosticCode.NotANote, title: 'a rest inside a chord', abc: tune('[Cz]|'), message: "'z' is not a note", severity: 1, line: 3, column: 3 },
  { code: DiagnosticCode.WrongOverlayDuration, title: 'an overlay longer than its measure', abc: tune('CD&CDE|'), message: 'Wrong duration in voice overlay', severity: 1, line: 3, column: 7 },
  { code: DiagnosticCode.NoEndOfVoiceOverlay, title: 'an overlay still open at the end of the tune', abc: tune('C&D&E'), message: 'No end of voice overlay', severity: 1, line: 4, column: 1 },
  { code: DiagnosticCode.DoubleVoiceInScore, title: 'one voice twice in %%score', abc: tune('C|', '%%score (1 1)\n'), message: 'Double voice in %%score', severity: 1, line: 2, column: 12 },
  { code: DiagnosticCode.ScoreGroupNotClosed, title: 'a parenthesis left open in %%score', abc: tune('C|', '%%score (1 2\n'), message: "'}', ')' or ']' missing in %%score", severity: 1, line: 2, column: 8 },
  { code: DiagnosticCode.UnknownDecoration, title: 'a decoration nobody defined', abc: tune('!foo!C|'), message: "Unknown decoration 'foo'", severity: 1, line: 3, column: 1 },
];
