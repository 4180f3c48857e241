/**
 * @fileoverview The diagnostic catalogue: the words of every abi DiagnosticCode, and the
 * conversion of the core's diagnostic records into the API's Diagnostic objects (STYLE.md 7:
 * one catalogue of code -> message template).
 *
 * Words (DESIGN.md 3.3): engine-spec sections 5 and 8 where they quote a message; abc2svg
 * 1.22.1's `errs` table and `syntax()` calls where the spec paraphrases ("bad grace note",
 * "not ASCII", "bars are not allowed in grace notes"); our own, in the same style, for what
 * neither covers (marked "ours"). `$1` is the diagnostic's argument: a source slice or a number.
 */

import { DiagnosticCode, DiagnosticField } from '../../engine-as/src/abi.js';
import type { IntTable } from './results.js';
import { sourceSlice } from './text.js';
import type { Diagnostic } from './types.js';

/** Code of the diagnostic the bindings report when the core itself fails (not an abi code). */
export const INTERNAL_ERROR_CODE = 0;

/** Message template of each diagnostic code. */
export const DIAGNOSTIC_MESSAGES: Readonly<Record<DiagnosticCode, string>> = {
  [DiagnosticCode.BadCharInMeter]: "Bad char '$1' in M:",
  [DiagnosticCode.BadDurationInMeter]: "Bad duration '$1' in M:",
  [DiagnosticCode.BadLength]: 'Bad L: value',
  [DiagnosticCode.InvalidNoteDuration]: 'Invalid note duration $1',
  [DiagnosticCode.BadTempoValue]: 'Bad tempo value',
  [DiagnosticCode.UnterminatedTempoString]: 'Unterminated string in Q:',
  [DiagnosticCode.UnknownBagpipeKey]: 'Unknown bagpipe-like key',
  [DiagnosticCode.NoAccidentalAfterExp]: "No accidental after 'exp'",
  [DiagnosticCode.UnknownClef]: "Unknown clef '$1'",
  // Spec: "Non-ASCII characters in music give an error"; words of abc2svg errs.not_ascii.
  [DiagnosticCode.NotAsciiInMusic]: 'Not an ASCII character',
  // Spec 8: "bad character"; words of abc2svg errs.bad_char.
  [DiagnosticCode.BadCharacter]: "Bad character '$1'",
  [DiagnosticCode.InvalidTupletR]: "Invalid 'r' in tuplet",
  [DiagnosticCode.NoNoteBeforeBrokenRhythm]: "No note before '$1'",
  [DiagnosticCode.NoEndOfRepeatString]: 'No end of repeat string',
  [DiagnosticCode.NoEndOfDecoration]: 'No end of decoration',
  [DiagnosticCode.EndOfSlurWithoutStart]: 'End of slur without start',
  [DiagnosticCode.LyricsWithoutMusic]: 'w: without music',
  [DiagnosticCode.TooManyWords]: 'Too many words in lyric line',
  [DiagnosticCode.NotEnoughBars]: 'Not enough measure bars for lyric line',
  [DiagnosticCode.NoEndOfTuplet]: 'No end of tuplet',
  [DiagnosticCode.NoEndOfGraceSequence]: 'No end of grace note sequence',
  [DiagnosticCode.FieldLineIgnored]: "'$1:' line ignored",
  [DiagnosticCode.LackOfEndingSlurs]: 'Lack of ending slur(s)',
  [DiagnosticCode.NoEndOfGuitarChord]: 'No end of guitar chord',
  // Spec 8: "bad grace note"; words of abc2svg errs.bad_grace.
  [DiagnosticCode.BadGraceNote]: 'Bad character in grace note sequence',
  // Ours: the walking skeleton draws one voice (issue 3).
  // Ours: abi Model.MaxNesting.
  [DiagnosticCode.NestingTooDeep]: 'Nesting deeper than $1 levels - ignored',
  // Spec 5: "Tuplets are not allowed in grace groups"; abc2svg has no message of its own.
  [DiagnosticCode.TupletInGrace]: 'Tuplet not allowed in grace notes',
  // Spec 5: "... and is not allowed in grace notes"; words of abc2svg's syntax() call.
  [DiagnosticCode.BrokenRhythmInGrace]: 'Cannot have a broken rhythm in grace notes',
  // Spec 5: "Bars are not allowed in grace notes"; words of abc2svg errs.bar_grace.
  [DiagnosticCode.BarInGrace]: 'Cannot have a bar in grace notes',
  // Ours.
  [DiagnosticCode.NoMusicInTune]: 'No music in tune',
  [DiagnosticCode.DeprecatedBagpipeKey]: 'K:P is deprecated',
  [DiagnosticCode.SymbolLinesWithoutMusic]: 's: without music',
  // abc2svg: "Note too long"; we say what happens to the note.
  [DiagnosticCode.NoteTooLong]: 'Note too long - ignored',
  // Ours (spec 5, "Notation repair": a missing header field is warned about).
  [DiagnosticCode.MissingKey]: 'No K: field before the music - K:C assumed',
  // Ours.
  [DiagnosticCode.UnterminatedInlineField]: 'No end of inline field',
  [DiagnosticCode.MultiRestWithoutMeasure]: 'multi-measure rest, but no measure!',
  [DiagnosticCode.NotANote]: "'$1' is not a note",
  // engine-spec 5 and 8.
  [DiagnosticCode.WrongOverlayDuration]: 'Wrong duration in voice overlay',
  [DiagnosticCode.NoEndOfVoiceOverlay]: 'No end of voice overlay',
  [DiagnosticCode.DoubleVoiceInScore]: 'Double voice in %%score',
  [DiagnosticCode.ScoreGroupNotClosed]: "'}', ')' or ']' missing in %%score",
  [DiagnosticCode.BadVoiceIdInScore]: 'Bad voice ID in %%score',
  [DiagnosticCode.UnknownDecoration]: "Unknown decoration '$1'",
  [DiagnosticCode.VoiceOverlayAlreadyStarted]: 'Voice overlay already started',
  [DiagnosticCode.ErroneousEndOfOverlay]: 'Erroneous end of voice overlay',
  [DiagnosticCode.NoNoteInOverlay]: 'No note in voice overlay',
  // Spec 5: "Bad voice parameter values give the bad-value error"; words of abc2svg errs.bad_val.
  [DiagnosticCode.BadValue]: 'Bad value in $1',
  // Spec 8: "bad transposition"; words of abc2svg errs.bad_transp.
  [DiagnosticCode.BadTranspose]: 'Bad transpose value',
  [DiagnosticCode.MixedTransposition]: 'Mix of old and new transposition syntaxes',
  [DiagnosticCode.LyricContinuationWithoutMusic]: '+: lyric without music',
  [DiagnosticCode.SymbolContinuationWithoutMusic]: '+: symbol line without music',
  [DiagnosticCode.NotEnoughBarsForSymbolLine]: 'Not enough measure bars for symbol line',
  [DiagnosticCode.VoiceStarInBody]: 'Cannot have V:* in tune body',
  // Spec 5 and 8: "not enough notes or measures for a repeat"; words of abc2svg errs.not_enough_*.
  [DiagnosticCode.NotEnoughNotesForRepeat]: 'Not enough notes/rests for %%repeat',
  [DiagnosticCode.NotEnoughMeasuresForRepeat]: 'Not enough measures for %%repeat',
  [DiagnosticCode.BarInRepeatSequence]: 'Bar in repeat sequence',
  [DiagnosticCode.RepeatCannotStartTune]: '%%repeat cannot start a tune',
  // Spec 5: "repeat needs a first value of at least 1 (at most 2 after a bar) and a second of at least 1".
  [DiagnosticCode.BadFirstRepeatValue]: 'Incorrect 1st value in %%repeat',
  [DiagnosticCode.BadSecondRepeatValue]: 'Incorrect 2nd value in %%repeat',
  [DiagnosticCode.MulticolNewWithoutStart]: '%%multicol new without start',
  [DiagnosticCode.MulticolEndWithoutStart]: '%%multicol end without start',
  [DiagnosticCode.UnknownMulticolKeyword]: "Unknown keyword '$1' in %%multicol",
  [DiagnosticCode.NegativeVskip]: '%%vskip cannot be negative',
  [DiagnosticCode.BadSetbarnb]: 'Bad %%setbarnb value',
  [DiagnosticCode.BadStaffValue]: "Bad %%staff value '$1'",
  [DiagnosticCode.BadLinebreakValue]: "Bad value '$1' in %%linebreak - ignored",
  // Spec 5: "User-defined character (U:) must be ASCII and start with [, ! or \"".
  [DiagnosticCode.UserSymbolLacksStart]: 'Lack of starting [, ! or " in U: / %%user',
  [DiagnosticCode.BadUserCharacter]: "Bad user character '$1'",
  [DiagnosticCode.LineSplitProblem]: 'Line split problem - adjust maxshrink and/or breaklimit',
  [DiagnosticCode.LineTooMuchShrunk]: 'Line too much shrunk $1 $2 $3',
  [DiagnosticCode.UnknownGlyph]: "Unknown glyph: '$1'",
  [DiagnosticCode.NoDefinition]: 'no definition of $1',
  [DiagnosticCode.NoFunctionForDecoration]: "No function for decoration '$1'",
  [DiagnosticCode.CannotSetWidth]: 'set_width - Cannot set width for symbol $1',
  [DiagnosticCode.BadXstem]: 'Bad !xstem!',
  [DiagnosticCode.BadMacroLength]: 'Bad length of the macro sequence',
  [DiagnosticCode.MisplacedInScore]: "Misplaced '$1' in %%score",
  [DiagnosticCode.BadStaffNumber]: 'Bad %%staff number $1 (cur $2, max $3)',
  [DiagnosticCode.FieldInsideTune]: '$1: inside tune - ignored',
  [DiagnosticCode.BadVoiceScale]: 'Bad value in %%voicescale',
  [DiagnosticCode.BadStaffScale]: 'Bad %%staffscale value',
  [DiagnosticCode.BadStaffLines]: 'Bad %%stafflines value',
  [DiagnosticCode.BadStemValue]: 'Bad value in %%pos',
  [DiagnosticCode.TooManySymbolLineElements]: 'Too many elements in symbol line',
  [DiagnosticCode.InvalidDecoDefinition]: "Invalid decoration '$1'",
  [DiagnosticCode.BadDecoFunction]: "%%deco: bad C function index '$1'",
  [DiagnosticCode.BeamOnNotOnBar]: '!beamon! must be on a bar',
  [DiagnosticCode.TremoloNotOnSecondNote]: '!$1! must be on the last of a couple of notes',
  [DiagnosticCode.BadIntegerValue]: 'Bad integer value',
  [DiagnosticCode.ContinuationWithoutField]: '+: without previous info field',
  [DiagnosticCode.XstemNotOnNote]: '!xstem! must be on a note',
  [DiagnosticCode.NoPreviousTempo]: 'No previous tempo',
  [DiagnosticCode.NoEndText]: 'No %%endtext after %%begintext',
};

/** The placeholders of a message template: `$1`, `$2` and `$3`. */
const PLACEHOLDER = /\$([123])/g;

/**
 * Fills a message template: every `$1` becomes `argument`, `$2` `argument2` and `$3`
 * `argument3`, in one pass (an argument that itself contains `$2` stays as it is). A code with
 * no template (a core newer than these bindings) gets a generic message naming it, so a render
 * never fails on it. Most templates have no placeholder and are returned as they are: a corpus
 * render reads every diagnostic's message.
 */
export function formatMessage(code: number, argument: string, argument2 = '', argument3 = ''): string {
  const template = (DIAGNOSTIC_MESSAGES as Record<number, string | undefined>)[code];
  if (template === undefined) return `Diagnostic ${code}` + (argument === '' ? '' : ` ($1 = ${argument})`);
  if (!template.includes('$')) return template;
  return template.replace(PLACEHOLDER, (_, n: string) => (n === '1' ? argument : n === '2' ? argument2 : argument3));
}

/**
 * Converts the core's diagnostic records (abi DiagnosticField) into Diagnostics, in the order
 * the core reported them. `$1` is source[ArgStart, ArgEnd), or ArgValue when ArgStart is -1;
 * `$2` and `$3` are the numbers Arg2 and Arg3.
 * Severities outside 0..2 are clamped.
 */
export function readDiagnostics(table: IntTable, source: string): Diagnostic[] {
  const { ints, offset = 0, count } = table;
  const diagnostics: Diagnostic[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const base = offset + i * DiagnosticField.Stride;
    const code = ints[base + DiagnosticField.Code];
    const argStart = ints[base + DiagnosticField.ArgStart];
    const argument =
      argStart < 0 ? String(ints[base + DiagnosticField.ArgValue]) : sourceSlice(source, argStart, ints[base + DiagnosticField.ArgEnd]);
    diagnostics[i] = {
      severity: clampSeverity(ints[base + DiagnosticField.Severity]),
      code,
      message: formatMessage(code, argument, String(ints[base + DiagnosticField.Arg2]), String(ints[base + DiagnosticField.Arg3])),
      line: ints[base + DiagnosticField.Line],
      column: ints[base + DiagnosticField.Column],
      start: ints[base + DiagnosticField.Start],
      end: ints[base + DiagnosticField.End],
    };
  }
  return diagnostics;
}

function clampSeverity(severity: number): 0 | 1 | 2 {
  return severity <= 0 ? 0 : severity >= 2 ? 2 : 1;
}

/** The diagnostic of a failure inside the engine itself: fatal, at line 1 column 1. */
export function internalErrorDiagnostic(detail: string): Diagnostic {
  return { severity: 2, code: INTERNAL_ERROR_CODE, message: `Internal error: ${detail}`, line: 1, column: 1, start: 0, end: 0 };
}

const SEVERITY_WORDS = ['warning', 'error', 'fatal'] as const;

/** The word for a severity, as the CLI prints it: warning, error, fatal. */
export function severityWord(severity: 0 | 1 | 2): (typeof SEVERITY_WORDS)[number] {
  return SEVERITY_WORDS[severity];
}

/** One diagnostic as compilers print them: `FILE:LINE:COL: error: message`. */
export function formatDiagnostic(fileName: string, diagnostic: Diagnostic): string {
  return `${fileName}:${diagnostic.line}:${diagnostic.column}: ${severityWord(diagnostic.severity)}: ${diagnostic.message}`;
}
