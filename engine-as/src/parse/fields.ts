/**
 * @fileoverview Parsers of field values: K: (key and clef), M: (meter), L: (unit note length),
 * Q: (tempo). Each reads source[start, end) (the value after `X:`, comment removed) into a
 * VoiceState or the ParseState, and reports what it cannot read with the messages of
 * engine-spec 5. A bad value leaves the previous setting in place.
 */

import { DiagnosticCode, Model, Severity } from "../abi";
import { Context } from "../context";
import { ClefType, MeterDisplay, keyAlteration, packKeyAlterations, packMeterDisplay } from "../model/values";
import { isDigit, isLetter, isSpace, lower } from "../text/source";
import { matchesWord, readNumber, skipSpaces, wordEnd } from "../text/scan";
import { VoiceState } from "./parseState";
import { updateTransposition } from "./transpose";
import { readParameters } from "./voiceParams";

/** Sharps (or -flats) of the major keys on the natural notes C D E F G A B (circle of fifths). */
function naturalKeySharps(letter: i32): i32 {
  switch (letter) {
    case 0: return 0; // C
    case 1: return 2; // D
    case 2: return 4; // E
    case 3: return -1; // F
    case 4: return 1; // G
    case 5: return 3; // A
    default: return 5; // B
  }
}

/**
 * Letter index 0..6 (C..B) of an ASCII note letter of either case, or -1. Arithmetic, not a
 * switch: the switch compiled to a jump table, whose indirect branch on the letters of a tune
 * (random to the predictor) made readPitch, which asks for every note, one of the parse's
 * costliest functions.
 */
@inline export function letterIndex(c: i32): i32 {
  // `c | 32` lower-cases A..G and maps no other unit into a..g (97..103); a..g are 5, 6, 0..4.
  const lowered = c | 32;
  return lowered >= 97 && lowered <= 103 ? (lowered - 92) % 7 : -1;
}

/** Order in which sharps enter a key signature: F C G D A E B (letter indices). */
const SHARP_ORDER: StaticArray<i32> = [3, 0, 4, 1, 5, 2, 6];

/**
 * Fills `alterations` (per letter C..B) for a key of `sharps` sharps (> 0) or flats (< 0).
 * Flats enter in the reverse order of sharps: B E A D G C F.
 */
function alterationsOfKey(sharps: i32, alterations: StaticArray<i32>): void {
  for (let letter = 0; letter < 7; letter++) unchecked((alterations[letter] = 0));
  if (sharps > 0) {
    for (let k = 0; k < sharps && k < 7; k++) unchecked((alterations[unchecked(SHARP_ORDER[k])] = 1));
  } else {
    for (let k = 0; k < -sharps && k < 7; k++) unchecked((alterations[unchecked(SHARP_ORDER[6 - k])] = -1));
  }
}

/** Mode offset in fifths from major (ABC 2.1 3.1.14), or 99 when `word` is not a mode. */
function modeOffset(ctx: Context, start: i32, end: i32): i32 {
  const source = ctx.source;
  const length = end - start;
  if (length == 0) return 0;
  if (length == 1) return lower(source.at(start)) == 109 /* m */ ? -3 : 99;
  if (length < 3) return 99;
  if (matchesWord(source, start, start + 3, "maj") || matchesWord(source, start, start + 3, "ion")) return 0;
  if (matchesWord(source, start, start + 3, "min") || matchesWord(source, start, start + 3, "aeo")) return -3;
  if (matchesWord(source, start, start + 3, "mix")) return -1;
  if (matchesWord(source, start, start + 3, "dor")) return -2;
  if (matchesWord(source, start, start + 3, "phr")) return -4;
  if (matchesWord(source, start, start + 3, "lyd")) return 1;
  if (matchesWord(source, start, start + 3, "loc")) return -5;
  return 99;
}

/**
 * Reads a clef name at source[start, end) (ABC 2.1 4.6: treble, alto, tenor, bass, perc, none,
 * with an optional +8 / -8) into `target`. Returns false when the name is not a clef.
 */
export function readClefName(ctx: Context, start: i32, end: i32, target: VoiceState): bool {
  const source = ctx.source;
  let clef = -1;
  let i = start;
  if (matchesWord(source, i, end, "treble")) { clef = ClefType.Treble; i += 6; }
  else if (matchesWord(source, i, end, "bass")) { clef = ClefType.Bass; i += 4; }
  else if (matchesWord(source, i, end, "alto")) { clef = ClefType.Alto; i += 4; }
  else if (matchesWord(source, i, end, "tenor")) { clef = ClefType.Tenor; i += 5; }
  else if (matchesWord(source, i, end, "percussion")) { clef = ClefType.Percussion; i += 10; }
  else if (matchesWord(source, i, end, "perc")) { clef = ClefType.Percussion; i += 4; }
  else if (matchesWord(source, i, end, "none")) { clef = ClefType.None; i += 4; }
  else if (end - start == 1 || (end - start == 2 && isDigit(source.at(start + 1)))) {
    // Single-letter clefs of abc2svg: G, F, C (optionally with a line number).
    const c = source.at(start);
    if (c == 71) clef = ClefType.Treble;
    else if (c == 70) clef = ClefType.Bass;
    else if (c == 67) clef = ClefType.Alto;
    i = start + 1;
  }
  if (clef < 0) return false;
  // An optional staff line number (bass3, alto2...), kept for a later issue: the skeleton
  // draws each clef on its standard line.
  while (i < end && isDigit(source.at(i))) i++;
  let octave = 0;
  if (i + 1 < end && (source.at(i) == 45 /* - */ || source.at(i) == 43 /* + */)) {
    const digitsAt = i + 1;
    if (source.at(digitsAt) == 56 /* 8 */) octave = source.at(i) == 45 ? -1 : 1;
    else if (source.at(digitsAt) == 49 && source.at(digitsAt + 1) == 53 /* 15 */) octave = source.at(i) == 45 ? -2 : 2;
    else return false;
  }
  target.clef = clef;
  target.clefOctave = octave;
  return true;
}

/**
 * K: (ABC 2.1 3.1.14): tonic, mode, explicit accidentals (`exp` for only those), `none`, the
 * bagpipe keys HP and Hp, then the parameters of parse/voiceParams.ts. Writes the key as written
 * (sourceKeySharps, sourceKeyAlterations), the key as drawn after transposition (keySharps,
 * keyAlterations) and the parameters into `target`.
 */
export function parseKey(ctx: Context, start: i32, end: i32, target: VoiceState): void {
  const source = ctx.source;
  const alterations = ctx.parse.keyScratch;
  ctx.parse.clefNamed = false;
  let i = skipSpaces(source, start, end);
  let sharps = 0;
  // K:none: no signature, also once transposed (parse/transpose.ts).
  let none = false;
  if (i >= end || !startsKeyName(ctx, i, end)) {
    // No tonic (`K:`, `K:bass`, `K:clef=alto`): the key in force stays (abc2svg does the same);
    // only the clef and explicit accidentals that follow change.
    sharps = target.sourceKeySharps;
    none = target.keyNone;
    for (let letter = 0; letter < 7; letter++) unchecked((alterations[letter] = keyAlteration(target.sourceKeyAlterations, letter)));
  } else if (matchesWord(source, i, end, "none")) {
    alterationsOfKey(0, alterations);
    none = true;
    i += 4;
  } else if (source.at(i) == 72 /* H */ && source.at(i + 1) != 80 && source.at(i + 1) != 112) {
    // H starts a bagpipe key; only HP and Hp exist (abc2svg 1.22.1 reports the others).
    const stop = wordEnd(source, i, end);
    ctx.diagnostics.report(source, DiagnosticCode.UnknownBagpipeKey, Severity.Error, i, stop);
    alterationsOfKey(0, alterations);
    i = stop;
  } else if (source.at(i) == 72 /* H */) {
    // Highland bagpipe: HP has no signature; Hp shows F# and C# with G natural (ABC 2.1 3.1.14).
    alterationsOfKey(0, alterations);
    if (source.at(i + 1) == 112) {
      sharps = 2;
      alterationsOfKey(2, alterations);
    }
    i += 2;
  } else if (source.at(i) == 80 /* P */ && (i + 1 >= end || isSpace(source.at(i + 1)))) {
    ctx.diagnostics.report(source, DiagnosticCode.DeprecatedBagpipeKey, Severity.Warning, i, i + 1);
    alterationsOfKey(0, alterations);
    i += 1;
  } else {
    const letter = letterIndex(source.at(i));
    {
      sharps = naturalKeySharps(letter);
      i++;
      if (source.at(i) == 35 /* # */) { sharps += 7; i++; }
      else if (source.at(i) == 98 /* b */) { sharps -= 7; i++; }
      i = skipSpaces(source, i, end);
      const stop = modeWordEnd(ctx, i, end);
      const offset = modeOffset(ctx, i, stop);
      if (offset != 99) {
        sharps += offset;
        i = stop;
      }
      if (sharps > 7) sharps = 7;
      if (sharps < -7) sharps = -7;
      alterationsOfKey(sharps, alterations);
    }
  }
  // Explicit accidentals and parameters.
  i = skipSpaces(source, i, end);
  while (i < end) {
    const c = source.at(i);
    if (c == 94 /* ^ */ || c == 95 /* _ */ || c == 61 /* = */) {
      let alteration = 0;
      let j = i;
      if (c == 94) { alteration = 1; j++; if (source.at(j) == 94) { alteration = 2; j++; } }
      else if (c == 95) { alteration = -1; j++; if (source.at(j) == 95) { alteration = -2; j++; } }
      else j++;
      const letter = letterIndex(source.at(j));
      if (letter < 0) {
        ctx.diagnostics.report(source, DiagnosticCode.NoAccidentalAfterExp, Severity.Error, i, j + 1);
        i = wordEnd(source, i, end);
      } else {
        unchecked((alterations[letter] = alteration));
        i = j + 1;
      }
    } else if (matchesWord(source, i, end, "exp") && (i + 3 >= end || isSpace(source.at(i + 3)))) {
      for (let letter = 0; letter < 7; letter++) unchecked((alterations[letter] = 0));
      const next = skipSpaces(source, i + 3, end);
      const n = source.at(next);
      if (next >= end || (n != 94 && n != 95 && n != 61)) {
        ctx.diagnostics.report(source, DiagnosticCode.NoAccidentalAfterExp, Severity.Error, i, i + 3);
      }
      i = next;
      continue;
    } else {
      // Clef and other parameters: the rest of the value is words. The key is stored first:
      // a transposition among them transposes it (and reuses the scratch alterations).
      break;
    }
    i = skipSpaces(source, i, end);
  }
  target.sourceKeySharps = sharps;
  target.sourceKeyAlterations = packKeyAlterations(alterations);
  target.keyNone = none;
  if (i < end) readParameters(ctx, i, end, target);
  // The key as drawn: the voice's transposition applied (parse/transpose.ts).
  updateTransposition(ctx, target);
}

/**
 * Whether a key name starts at `i`: an upper-case tonic A-G not followed by a letter that would
 * make it a word (a mode may follow: "Ador", "Bbmix", "F#m"), `none`, or a bagpipe key HP / Hp.
 */
export function startsKeyName(ctx: Context, i: i32, end: i32): bool {
  const source = ctx.source;
  const c = source.at(i);
  if (matchesWord(source, i, end, "none")) return true;
  if (c == 72 /* H */) return true;
  if (c == 80 /* P */ && (i + 1 >= end || isSpace(source.at(i + 1)))) return true;
  return c >= 65 && c <= 71;
}

/** End of a mode word: letters only (so "Ador" reads "dor" and "Am" reads "m"). */
function modeWordEnd(ctx: Context, from: i32, end: i32): i32 {
  let i = from;
  while (i < end && isLetter(ctx.source.at(i))) i++;
  // A word with "=" is a parameter (clef=...), not a mode.
  if (i < end && ctx.source.at(i) == 61) return from;
  return i;
}

/** Whether `c` may appear in an M: value (engine-spec 5). */
function isMeterChar(c: i32): bool {
  return isDigit(c) || c == 67 /* C */ || c == 99 /* c */ || c == 111 /* o */ || c == 46 /* . */ ||
    c == 124 /* | */ || c == 40 || c == 41 /* ( ) */ || c == 47 /* / */ || c == 43 /* + */ ||
    isSpace(c);
}

/**
 * M: (ABC 2.1 3.1.6): `none`, `C`, `C|`, or a fraction whose numerator may be a sum (2+3/8).
 * Writes meterTicks (the measure length) and meterDisplay into `target`.
 */
export function parseMeter(ctx: Context, start: i32, end: i32, target: VoiceState): void {
  const source = ctx.source;
  let i = skipSpaces(source, start, end);
  if (i >= end || matchesWord(source, i, end, "none")) {
    target.meterTicks = 0;
    target.meterDisplay = MeterDisplay.None;
    return;
  }
  // A duration after '=' (M:3/4=3/8) is only checked here.
  let stop = i;
  while (stop < end && source.at(stop) != 61 /* = */) stop++;
  for (let k = i; k < stop; k++) {
    if (!isMeterChar(source.at(k))) {
      ctx.diagnostics.report(source, DiagnosticCode.BadCharInMeter, Severity.Error, k, k + 1, k, k + 1);
      return;
    }
  }
  if (stop < end) {
    const after = skipSpaces(source, stop + 1, end);
    if (!readFraction(ctx, after, end) || ctx.parse.cursor != end) {
      ctx.diagnostics.report(source, DiagnosticCode.BadDurationInMeter, Severity.Error, after, end, after, end);
    }
  }
  if (source.at(i) == 67 /* C */ || source.at(i) == 99) {
    if (source.at(i + 1) == 124 /* | */) {
      target.meterTicks = Model.TicksPerWhole;
      target.meterDisplay = MeterDisplay.Cut;
    } else {
      target.meterTicks = Model.TicksPerWhole;
      target.meterDisplay = MeterDisplay.Common;
    }
    return;
  }
  // Numerator: a sum of numbers, parentheses and dots ignored. The parts of a sum written
  // with `+` are kept for the drawing (model/values.ts packMeterDisplay), up to 4 of 1..15.
  const cursor = ctx.parse.numberCursor;
  let numerator = 0;
  let parts = 0;
  let partCount = 0;
  let plus = false;
  while (i < stop) {
    const c = source.at(i);
    if (c == 43 /* + */) plus = true;
    if (isDigit(c)) {
      const value = readNumber(source, i, stop, cursor);
      numerator += value;
      if (partCount < 4 && value >= 1 && value <= 15) parts |= value << (4 * partCount);
      else parts = -1;
      partCount++;
      i = unchecked(cursor[0]);
    } else if (c == 47 /* / */) {
      break;
    } else {
      i++;
    }
  }
  let denominator = 4;
  if (i < stop && source.at(i) == 47) {
    const value = readNumber(source, i + 1, stop, cursor);
    if (value > 0) denominator = value;
  }
  if (numerator <= 0 || numerator > 64 || denominator > 64) {
    ctx.diagnostics.report(source, DiagnosticCode.BadCharInMeter, Severity.Error, start, end, start, end);
    return;
  }
  target.meterTicks = numerator * (Model.TicksPerWhole / denominator);
  target.meterDisplay = packMeterDisplay(numerator, denominator, plus && partCount > 1 && parts > 0 ? parts : 0);
}

/**
 * Reads a fraction n/d, n, /d or n/ at `from` into ctx.parse.numerator / denominator, leaving
 * the offset after it in ctx.parse.cursor. Returns false when there is no number.
 */
function readFraction(ctx: Context, from: i32, end: i32): bool {
  const source = ctx.source;
  const cursor = ctx.parse.numberCursor;
  let numerator = readNumber(source, from, end, cursor);
  let i = unchecked(cursor[0]);
  let denominator = 1;
  if (i < end && source.at(i) == 47 /* / */) {
    const value = readNumber(source, i + 1, end, cursor);
    if (value < 0) {
      denominator = 2;
      i = i + 1;
    } else {
      denominator = value;
      i = unchecked(cursor[0]);
    }
  }
  ctx.parse.cursor = i;
  if (numerator < 0) return false;
  ctx.parse.numerator = numerator;
  ctx.parse.denominator = denominator;
  return true;
}

@inline function isPowerOfTwo(n: i32): bool {
  return n > 0 && (n & (n - 1)) == 0;
}

/**
 * L: (ABC 2.1 3.1.7): 1/n with n a power of two (engine-spec 5). Writes unitTicks into
 * `target`, or reports "Bad L: value".
 */
export function parseUnitLength(ctx: Context, start: i32, end: i32, target: VoiceState): void {
  const source = ctx.source;
  const i = skipSpaces(source, start, end);
  if (matchesWord(source, i, end, "auto")) return;
  if (readFraction(ctx, i, end) && ctx.parse.cursor == end && ctx.parse.numerator == 1 &&
      isPowerOfTwo(ctx.parse.denominator) && ctx.parse.denominator <= 64) {
    target.unitTicks = Model.TicksPerWhole / ctx.parse.denominator;
    return;
  }
  ctx.diagnostics.report(source, DiagnosticCode.BadLength, Severity.Error, i, end);
}

/**
 * Q: (ABC 2.1 3.1.8): ["text"] [n/d ...=]bpm ["text"]. Writes the tempo into the parse state
 * (beats per minute, beat length in ticks; 0 for a beat of one unit note length).
 */
export function parseTempo(ctx: Context, start: i32, end: i32): void {
  const source = ctx.source;
  const state = ctx.parse;
  let i = skipSpaces(source, start, end);
  let beat = 0;
  let bpm = 0;
  while (i < end) {
    const c = source.at(i);
    if (c == 34 /* " */) {
      let close = i + 1;
      while (close < end && source.at(close) != 34) close++;
      if (close >= end) {
        ctx.diagnostics.report(source, DiagnosticCode.UnterminatedTempoString, Severity.Error, i, end);
        return;
      }
      i = skipSpaces(source, close + 1, end);
    } else if (isDigit(c)) {
      if (!readFraction(ctx, i, end)) return;
      // Blanks may stand around '=' (Q:1/4 = 120).
      const spaced = skipSpaces(source, state.cursor, end);
      const after = spaced < end && source.at(spaced) == 61 ? spaced : state.cursor;
      if (after < end && source.at(after) == 61 /* = */) {
        // n/d= : the beat. Each note length must be a fraction with a power-of-two denominator.
        if (!isPowerOfTwo(state.denominator)) {
          ctx.diagnostics.report(source, DiagnosticCode.InvalidNoteDuration, Severity.Error, i, after, i, after);
          return;
        }
        beat += state.numerator * (Model.TicksPerWhole / state.denominator);
        i = skipSpaces(source, after + 1, end);
        if (matchesWord(source, i, end, "ca.")) i = skipSpaces(source, i + 3, end);
        const cursor = state.numberCursor;
        const value = readNumber(source, i, end, cursor);
        if (value <= 0) {
          ctx.diagnostics.report(source, DiagnosticCode.BadTempoValue, Severity.Error, i, end);
          return;
        }
        bpm = value;
        i = skipSpaces(source, unchecked(cursor[0]), end);
      } else if (after < end && source.at(after) == 32 && state.denominator > 1) {
        // One of several note lengths before '=' (Q:1/4 3/8=40): add it to the beat.
        if (!isPowerOfTwo(state.denominator)) {
          ctx.diagnostics.report(source, DiagnosticCode.InvalidNoteDuration, Severity.Error, i, after, i, after);
          return;
        }
        beat += state.numerator * (Model.TicksPerWhole / state.denominator);
        i = skipSpaces(source, after, end);
      } else if (state.denominator == 1) {
        // Q:120, the old form: beats of one unit note length.
        bpm = state.numerator;
        i = skipSpaces(source, after, end);
      } else {
        ctx.diagnostics.report(source, DiagnosticCode.BadTempoValue, Severity.Error, i, end);
        return;
      }
    } else {
      ctx.diagnostics.report(source, DiagnosticCode.BadTempoValue, Severity.Error, i, end);
      return;
    }
  }
  if (bpm > 0) {
    state.tempoBpm = bpm;
    state.tempoBeat = beat;
  }
}
