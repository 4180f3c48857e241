/**
 * @fileoverview The `name=value` parameters of K: and V: lines (ABC 2.1 4.6 and 7.2;
 * engine-spec 3 "Voice" and 5): clef, octave, transposition, names, scales, staff lines,
 * middle and stem direction. Values that cannot be used are reported with abc2svg 1.22.1's
 * words and leave the previous setting in place.
 *
 *   V:T1 clef=treble-8 name="Tenor 1" snm="T.1" stem=down transpose=-12 stafflines=5
 *
 * A value may be written in double quotes, then it may hold blanks. Parameters of the voice
 * itself (names, scales, staff lines, stem) go to its VoiceTable row; a K: in the tune header
 * has no voice yet and keeps only the clef, octave and transposition, which every voice takes.
 */

import { DiagnosticCode, Severity } from "../abi";
import { Context } from "../context";
import { StemDirection } from "../model/tables";
import { isDigit, isSpace } from "../text/source";
import { matchesWord, readNumber, readSignedNumber, skipSpaces } from "../text/scan";
import { readClefName } from "./fields";
import { VoiceState } from "./parseState";
import { readInterval, readSemitones, updateTransposition } from "./transpose";

/** Largest number of staff lines (engine-spec 9 "stafflines max 16"). */
const MAX_STAFF_LINES: i32 = 16;

/**
 * End of the parameter word at `from`: the next blank, except inside a double-quoted value
 * (`name="Tenor 1"`), which runs to its closing quote.
 */
function parameterEnd(ctx: Context, from: i32, end: i32): i32 {
  const source = ctx.source;
  let i = from;
  let quoted = false;
  while (i < end) {
    const c = source.at(i);
    if (c == 34 /* " */) quoted = !quoted;
    else if (!quoted && isSpace(c)) break;
    i++;
  }
  return i;
}

/**
 * Reads the parameters of a K: or V: value from `from` to `end` into `target` (and, for a voice,
 * its VoiceTable row): `clef=` and bare clef names, `octave=`, `transpose=`, `sound=`, `shift=`,
 * `score=`, `name=` / `nm=`, `subname=` / `snm=` / `sname=` (abc2svg 1.22.1 reads sname= too,
 * black-boxed), `scale=`, `staffscale=`, `stafflines=`, `middle=`, `stem=`. Words that are none of these are read past (abc2svg ignores them too).
 * Returns whether a clef was set.
 */
export function readParameters(ctx: Context, from: i32, end: i32, target: VoiceState): bool {
  const source = ctx.source;
  let clefFound = false;
  let transposed = false;
  let i = skipSpaces(source, from, end);
  while (i < end) {
    const stop = parameterEnd(ctx, i, end);
    let equals = i;
    while (equals < stop && source.at(equals) != 61 /* = */) equals++;
    if (equals >= stop) {
      // A bare word: a clef name (`bass`, `perc`, `treble-8`).
      if (readClefName(ctx, i, stop, target)) clefFound = true;
    } else {
      const valueStart = equals + 1;
      if (isName(ctx, i, equals, "clef")) {
        if (isName(ctx, valueStart, stop, "auto")) target.clefAuto = true;
        else if (readClefName(ctx, valueStart, stop, target)) clefFound = true;
        else ctx.diagnostics.report(source, DiagnosticCode.UnknownClef, Severity.Error, valueStart, stop, valueStart, stop);
      } else if (isName(ctx, i, equals, "octave")) {
        readOctave(ctx, valueStart, stop, target);
        if (target.voice >= 0) target.octaveExplicit = true;
      } else if (readTransposition(ctx, i, equals, valueStart, stop, target)) {
        transposed = true;
      } else if (target.voice >= 0) {
        readVoiceParameter(ctx, i, equals, valueStart, stop, target.voice);
      }
    }
    i = skipSpaces(source, stop, end);
  }
  if (transposed) updateTransposition(ctx, target);
  // A clef given before the music: the notes do not choose it (parse/autoClef.ts). One given
  // later is a Clef symbol, which ends their choice there.
  if (clefFound && !target.started) target.clefAuto = false;
  ctx.parse.clefNamed = clefFound;
  return clefFound;
}

/** Whether source[start, end) is the parameter name `name` (ignoring case). */
@inline function isName(ctx: Context, start: i32, end: i32, name: string): bool {
  return end - start == name.length && matchesWord(ctx.source, start, end, name);
}

/** `octave=N` (a signed number of octaves, -4..4) into `target`. */
function readOctave(ctx: Context, from: i32, end: i32, target: VoiceState): void {
  const value = readSignedNumber(ctx.source, from, end, ctx.parse.numberCursor, i32.MIN_VALUE);
  if (value < -4 || value > 4) return;
  target.octave = value;
}

/**
 * `transpose=N`, `sound=XY`, `shift=XY`, `score=XY` (parse/transpose.ts says what each moves).
 * Returns false when the name is none of these. A value that is not a number of semitones
 * within -36..36, or not two notes, is "Bad transpose value"; `shift=` after a %%transpose of
 * the tune header is "Mix of old and new transposition syntaxes" (a warning; both apply).
 */
function readTransposition(ctx: Context, nameStart: i32, nameEnd: i32, valueStart: i32, stop: i32, target: VoiceState): bool {
  const source = ctx.source;
  const state = ctx.parse;
  if (isName(ctx, nameStart, nameEnd, "transpose")) {
    if (readSemitones(ctx, valueStart, stop)) target.soundSemitones = state.numerator;
    else ctx.diagnostics.report(source, DiagnosticCode.BadTranspose, Severity.Error, nameStart, stop);
    return true;
  }
  const sound = isName(ctx, nameStart, nameEnd, "sound");
  const shift = isName(ctx, nameStart, nameEnd, "shift");
  const score = isName(ctx, nameStart, nameEnd, "score");
  if (!sound && !shift && !score) return false;
  if (!readInterval(ctx, valueStart, stop)) {
    ctx.diagnostics.report(source, DiagnosticCode.BadTranspose, Severity.Error, nameStart, stop);
    return true;
  }
  const semitones = state.numerator;
  const fifths = state.denominator;
  if (sound) {
    target.soundSemitones = semitones;
  } else if (shift) {
    if (state.headerTransposeGiven) {
      ctx.diagnostics.report(source, DiagnosticCode.MixedTransposition, Severity.Warning, nameStart, stop);
    }
    target.shiftSemitones = semitones;
    target.shiftFifths = fifths;
  } else {
    target.scoreSemitones = semitones;
    target.scoreFifths = fifths;
    target.scoreSpelled = true;
  }
  return true;
}

/** The parameters kept in the voice's VoiceTable row (`voice`); others are read past. */
function readVoiceParameter(ctx: Context, nameStart: i32, nameEnd: i32, valueStart: i32, stop: i32, voice: i32): void {
  const source = ctx.source;
  const voices = ctx.voices;
  // A quoted value is stored without its quotes.
  let textStart = valueStart;
  let textEnd = stop;
  if (source.at(textStart) == 34 && textEnd - textStart >= 2 && source.at(textEnd - 1) == 34) {
    textStart++;
    textEnd--;
  }
  if (isName(ctx, nameStart, nameEnd, "name") || isName(ctx, nameStart, nameEnd, "nm")) {
    voices.nameStart.set(voice, textStart);
    voices.nameEnd.set(voice, textEnd);
  } else if (
    isName(ctx, nameStart, nameEnd, "subname") || isName(ctx, nameStart, nameEnd, "snm") || isName(ctx, nameStart, nameEnd, "sname")
  ) {
    voices.subnameStart.set(voice, textStart);
    voices.subnameEnd.set(voice, textEnd);
  } else if (isName(ctx, nameStart, nameEnd, "scale")) {
    // abc2svg accepts 0.5..2 (engine-spec 9 says 0.6..1.5; the messages follow abc2svg).
    const value = readThousandths(ctx, valueStart, stop);
    if (value < 500 || value > 2000) ctx.diagnostics.report(source, DiagnosticCode.BadVoiceScale, Severity.Error, nameStart, stop);
    else voices.scale.set(voice, value);
  } else if (isName(ctx, nameStart, nameEnd, "staffscale")) {
    const value = readThousandths(ctx, valueStart, stop);
    if (value < 300 || value > 2000) ctx.diagnostics.report(source, DiagnosticCode.BadStaffScale, Severity.Error, nameStart, stop);
    else voices.staffScale.set(voice, value);
  } else if (isName(ctx, nameStart, nameEnd, "stafflines")) {
    const lines = readStaffLines(ctx, textStart, textEnd);
    if (lines < 0) ctx.diagnostics.report(source, DiagnosticCode.BadStaffLines, Severity.Error, nameStart, stop);
    else voices.staffLines.set(voice, lines);
  } else if (isName(ctx, nameStart, nameEnd, "stem")) {
    if (matchesWord(source, valueStart, stop, "up") && stop - valueStart == 2) voices.stemDirection.set(voice, StemDirection.Up);
    else if (matchesWord(source, valueStart, stop, "down") && stop - valueStart == 4) voices.stemDirection.set(voice, StemDirection.Down);
    else if (matchesWord(source, valueStart, stop, "auto") && stop - valueStart == 4) voices.stemDirection.set(voice, StemDirection.Auto);
    else ctx.diagnostics.report(source, DiagnosticCode.BadStemValue, Severity.Error, nameStart, stop);
  }
  // middle= moves where the notes sit on the staff; abc2svg reports nothing for a bad one.
}

/**
 * A decimal number (`1`, `0.75`, `.5`) that fills source[from, end), in thousandths, or -1 when
 * the range is not such a number.
 */
function readThousandths(ctx: Context, from: i32, end: i32): i32 {
  const source = ctx.source;
  const cursor = ctx.parse.numberCursor;
  let whole = readNumber(source, from, end, cursor);
  let i = unchecked(cursor[0]);
  if (whole < 0) whole = 0;
  else if (whole > 1000) return -1;
  let fraction = 0;
  let scale = 100;
  if (i < end && source.at(i) == 46 /* . */) {
    i++;
    while (i < end && isDigit(source.at(i))) {
      fraction += (source.at(i) - 48) * scale;
      scale /= 10;
      i++;
    }
  }
  if (i != end || i == from) return -1;
  return whole * 1000 + fraction;
}

/**
 * `stafflines=`: a number of lines 0..16, or a pattern of `|` (a line) and `.` `[` `-`
 * (engine-spec 5), read here as its count of `|`. Returns -1 for anything else.
 */
function readStaffLines(ctx: Context, from: i32, end: i32): i32 {
  const source = ctx.source;
  if (from >= end) return -1;
  if (isDigit(source.at(from))) {
    const value = readNumber(source, from, end, ctx.parse.numberCursor);
    return unchecked(ctx.parse.numberCursor[0]) == end && value <= MAX_STAFF_LINES ? value : -1;
  }
  let lines = 0;
  for (let i = from; i < end; i++) {
    const c = source.at(i);
    if (c == 124 /* | */) lines++;
    else if (c != 46 /* . */ && c != 91 /* [ */ && c != 45 /* - */) return -1;
  }
  return end - from > MAX_STAFF_LINES ? -1 : lines;
}
