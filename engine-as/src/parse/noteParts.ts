/**
 * @fileoverview The pieces a note is written with (ABC 2.1 4.1-4.3): accidental, pitch letter
 * and octave marks, length; and the character classes the music parser dispatches on.
 */

import { DiagnosticCode, Model, Severity } from "../abi";
import { Context } from "../context";
import { Accidental } from "../model/tables";
import { isDigit } from "../text/source";
import { letterIndex } from "./fields";
import { VoiceState } from "./parseState";

/** Longest note accepted: 32 whole notes (a longer one is clamped with a diagnostic). */
export const MAX_DURATION: i64 = <i64>Model.TicksPerWhole * 32;

@inline export function isNoteStart(c: i32): bool {
  return (c >= 65 && c <= 71) || (c >= 97 && c <= 103) || c == 94 /* ^ */ || c == 95 /* _ */ || c == 61 /* = */;
}

/** The one-character decorations of ABC 2.1 4.14: . ~ H L M O P S T u v. */
@inline export function isShorthandDecoration(c: i32): bool {
  return c == 46 || c == 126 || c == 72 || c == 76 || c == 77 || c == 79 || c == 80 || c == 83 ||
    c == 84 || c == 117 || c == 118;
}

/** Whether `c` is a letter that a U: field made a decoration (ABC 2.1 4.16). */
@inline export function isUserSymbol(ctx: Context, c: i32): bool {
  let bit: i32 = -1;
  if (c >= 72 && c <= 87) bit = c - 65;
  else if (c >= 104 && c <= 119) bit = 26 + c - 97;
  return bit >= 0 && (ctx.parse.userSymbols & ((<u64>1) << bit)) != 0;
}

/** Reads an accidental at `i`; returns the Accidental and leaves the offset after it. */
export function readAccidental(ctx: Context, i: i32): i32 {
  const source = ctx.source;
  const c = source.at(i);
  let accidental = Accidental.None;
  let j = i;
  if (c == 94) {
    accidental = Accidental.Sharp;
    j++;
    if (source.at(j) == 94) { accidental = Accidental.DoubleSharp; j++; }
  } else if (c == 95) {
    accidental = Accidental.Flat;
    j++;
    if (source.at(j) == 95) { accidental = Accidental.DoubleFlat; j++; }
  } else if (c == 61) {
    accidental = Accidental.Natural;
    j++;
  }
  ctx.parse.cursor = j;
  return accidental;
}

/**
 * Reads a pitch (letter and octave marks) at `i`: returns the diatonic step (C4 = 28), or -1
 * when there is no letter; leaves the offset after it in ctx.parse.cursor.
 */
export function readPitch(ctx: Context, i: i32, end: i32): i32 {
  const source = ctx.source;
  const c = source.at(i);
  const letter = letterIndex(c);
  if (letter < 0) {
    ctx.parse.cursor = i;
    return -1;
  }
  let octave = c >= 97 ? 5 : 4;
  let j = i + 1;
  while (j < end) {
    const mark = source.at(j);
    if (mark == 39 /* ' */) octave++;
    else if (mark == 44 /* , */) octave--;
    else break;
    j++;
  }
  // Keep the pitch within the model's range (MIDI 0..127).
  if (octave < -1) octave = -1;
  if (octave > 9) octave = 9;
  ctx.parse.cursor = j;
  return octave * 7 + letter;
}

/** Diatonic `step` moved by `octaves` (K:/V: octave=), kept within MIDI's range. */
@inline export function shiftOctaves(step: i32, octaves: i32): i32 {
  const shifted = step + 7 * octaves;
  return shifted < 0 ? step % 7 : shifted > 70 ? 63 + step % 7 : shifted;
}

/**
 * Reads a note length (ABC 2.1 4.3: `2`, `/`, `//`, `3/2`) at `i` into ctx.parse.numerator /
 * denominator (1/1 when absent); leaves the offset after it in ctx.parse.cursor.
 *
 * Inlined up to the test for a length: most notes have none (the unit length), and then it
 * only stores 1/1, where a call went on to read a number that is not there.
 */
@inline export function readLength(ctx: Context, i: i32, end: i32): void {
  if (hasWrittenLength(ctx, i, end)) readWrittenLength(ctx, i, end);
  else {
    const state = ctx.parse;
    state.numerator = 1;
    state.denominator = 1;
    state.cursor = i;
  }
}

/** Whether a note length is written at `i` (before `end`): digits or a `/`. */
@inline export function hasWrittenLength(ctx: Context, i: i32, end: i32): bool {
  const c = ctx.source.at(i);
  return i < end && (isDigit(c) || c == 47 /* / */);
}

/**
 * readLength of a length that is written: digits or a `/` at `i`.
 *
 * A length has one division at most: a `/` with its number, or a run of slashes, each halving
 * (`//` is /4). ABC 2.1 defines nothing else; as abc2svg 1.22.1 reads it, slashes followed by a
 * number divide by that number alone (`//4` is /4), and a `/` after the division is no part
 * of the length (`a/4/` is a/4 and a bad character `/`).
 */
export function readWrittenLength(ctx: Context, i: i32, end: i32): void {
  const source = ctx.source;
  // Each unit of the length is read once, `c` holding the one at `j` (0 at `end`): read with
  // readNumber and a test for the `/` before the slashes' own loop, the `/` was read three
  // times and the unit after each run of digits twice.
  let j = i;
  let c = source.at(j);
  let numerator = 0;
  for (let digits = 0; isDigit(c); digits++) {
    if (digits < 9) numerator = numerator * 10 + (c - 48); // as readNumber: no overflow
    c = ++j < end ? source.at(j) : 0;
  }
  if (numerator <= 0) numerator = 1;
  let denominator = 1;
  if (c == 47 /* / */) {
    let slashes = 0;
    while (c == 47) {
      slashes++;
      c = ++j < end ? source.at(j) : 0;
    }
    let value = 0;
    for (let digits = 0; isDigit(c); digits++) {
      if (digits < 9) value = value * 10 + (c - 48);
      c = ++j < end ? source.at(j) : 0;
    }
    denominator = value > 0 ? value : 1 << min(slashes, 10);
    if (denominator > 1024) denominator = 1024;
  }
  const state = ctx.parse;
  state.numerator = numerator;
  state.denominator = denominator;
  state.cursor = j;
}

/**
 * Duration in ticks of numerator/denominator unit lengths, clamped to MAX_DURATION. Inlined:
 * it is asked for every note or rest with a written length, and Binaryen inlines no function
 * that makes a call (its rare report of a note too long). A note with no written length lasts
 * the unit length, which parse/music.ts parseNote takes directly (the unit length never
 * exceeds a whole note, so it needs no clamp).
 */
@inline export function lengthTicks(ctx: Context, voice: VoiceState, at: i32, end: i32): i32 {
  const state = ctx.parse;
  let ticks = (<i64>voice.unitTicks * state.numerator) / state.denominator;
  if (ticks > MAX_DURATION) {
    ctx.diagnostics.report(ctx.source, DiagnosticCode.NoteTooLong, Severity.Error, at, end);
    ticks = MAX_DURATION;
  }
  if (ticks < 1) ticks = 1;
  return <i32>ticks;
}

@inline export function report(ctx: Context, code: i32, start: i32, end: i32, withArgument: bool): void {
  ctx.diagnostics.report(ctx.source, code, Severity.Error, start, end, withArgument ? start : -1, withArgument ? end : -1);
}
