/**
 * @fileoverview `m:` macros (ABC 2.0 draft; ABC 2.1 field table "m: macro"; abc2svg 1.22.1).
 *
 * A macro tells a player how to perform what the score writes: `m: ~G3 = G{A}G{F}G` says that
 * wherever the music has `~G3`, the G is played as G{A}G{F}G. A transposing macro writes the
 * note as the letter `n` and the notes above and below it as the letters after and before n:
 * `m: ~n3 = n{o}n{m}n` applies to `~A3` as A{B}A{G}A (o is one step above n, m one below).
 *
 * The score is drawn as written: the `~` stays a roll and the G one dotted quarter (abc2svg
 * draws it so; Phil Taylor, who proposed macros, meant them for playing). The expansion's notes
 * are kept apart, in the MacroNoteTable, as the "play voice" abc2svg adds to the voice
 * (its `1-p`): each note at the time of the written note, plus the expansion's notes before it.
 * A macro is defined in the file header (for every tune) or in a tune header (for that tune);
 * abc2svg ignores one in a tune's body.
 *
 * Source ranges: every note of an expansion carries the range of the macro's USE in the music
 * (`~G3`), not of its definition: one definition serves many uses, and the use is what the
 * reader wrote at that place in the score, so a click on a played note leads there.
 *
 * Errors: an expansion whose notes do not add up to the written note's length reports "Bad
 * length of the macro sequence" at the use (abc2svg reports it too, at a position past the
 * text; its notes are still played).
 */

import { DiagnosticCode, Severity } from "../abi";
import { Context } from "../context";
import { Accidental } from "../model/tables";
import { keyAlteration } from "../model/values";
import { I32Column } from "../util/column";
import { trimEnd, valueEnd, skipSpaces } from "../text/scan";
import { isDigit } from "../text/source";
import { letterIndex } from "./fields";
import { MAX_DURATION, readLength, shiftOctaves } from "./noteParts";
import { VoiceState } from "./parseState";
import { midiOf } from "./pitch";
import { defaultTupletQ, readTupletSign } from "./slursAndTuplets";

/** The letter a transposing macro writes for its note: `n` (ABC 2.0 draft). */
const PLACEHOLDER: i32 = 110;
/** Most notes one expansion may play (a longer one is cut: bad input never runs away). */
const MAX_EXPANSION_NOTES: i32 = 64;

/** Macro definitions: source ranges of each target (`~G3`) and expansion (`G{A}G{F}G`). */
export class MacroTable {
  /** Tune the macro belongs to (TuneTable id), or -1 for the file header's. */
  tune: I32Column = new I32Column(8);
  targetStart: I32Column = new I32Column(8);
  targetEnd: I32Column = new I32Column(8);
  expansionStart: I32Column = new I32Column(8);
  expansionEnd: I32Column = new I32Column(8);

  @inline get count(): i32 {
    return this.tune.length;
  }

  reset(): void {
    this.tune.reset();
    this.targetStart.reset();
    this.targetEnd.reset();
    this.expansionStart.reset();
    this.expansionEnd.reset();
  }
}

/**
 * The notes macros play (abc2svg's play voice `V-p` of voice V): one row per note, in the
 * order the uses come in the music.
 */
export class MacroNoteTable {
  /** Voice whose music used the macro (VoiceTable id). */
  voice: I32Column = new I32Column(16);
  /** Start time and duration in ticks (Model.TicksPerWhole per whole note). */
  time: I32Column = new I32Column(16);
  duration: I32Column = new I32Column(16);
  midi: I32Column = new I32Column(16);
  /** Source range of the macro's use in the music. */
  start: I32Column = new I32Column(16);
  end: I32Column = new I32Column(16);

  @inline get count(): i32 {
    return this.voice.length;
  }

  reset(): void {
    this.voice.reset();
    this.time.reset();
    this.duration.reset();
    this.midi.reset();
    this.start.reset();
    this.end.reset();
  }

  add(voice: i32, time: i32, duration: i32, midi: i32, start: i32, end: i32): void {
    this.voice.push(voice);
    this.time.push(time);
    this.duration.push(duration);
    this.midi.push(midi);
    this.start.push(start);
    this.end.push(end);
  }
}

/**
 * `m: target = expansion` at source[valueStart, end): records the macro for the tune being
 * read, or for every tune when it comes before the first X:. A line without `=`, or with an
 * empty side, defines nothing (abc2svg draws and plays as if it were absent).
 */
export function defineMacro(ctx: Context, valueStart: i32, end: i32): void {
  const source = ctx.source;
  const stop = valueEnd(source, valueStart, end);
  const targetStart = skipSpaces(source, valueStart, stop);
  let equals = targetStart;
  while (equals < stop && source.at(equals) != 61 /* = */) equals++;
  if (equals >= stop) return;
  const targetEnd = trimEnd(source, targetStart, equals);
  const expansionStart = skipSpaces(source, equals + 1, stop);
  if (targetEnd <= targetStart || stop <= expansionStart) return;
  const macros = ctx.macros;
  macros.tune.push(ctx.parse.tune);
  macros.targetStart.push(targetStart);
  macros.targetEnd.push(targetEnd);
  macros.expansionStart.push(expansionStart);
  macros.expansionEnd.push(stop);
}

/**
 * Whether a macro of the tune being read is used at source offset `at` of a music line that
 * ends at `end`; if so, adds the notes it plays to the MacroNoteTable at the voice's time.
 * Reads nothing: the music parser goes on to read the written notes as usual.
 */
export function playMacroAt(ctx: Context, voice: VoiceState, at: i32, end: i32): void {
  const macros = ctx.macros;
  const tune = ctx.parse.tune;
  // The latest definition of a target wins (a tune's own macro over the file header's).
  for (let m = macros.count - 1; m >= 0; m--) {
    const owner = macros.tune.get(m);
    if (owner != -1 && owner != tune) continue;
    const useEnd = matchTarget(ctx, m, at, end);
    if (useEnd < 0) continue;
    expand(ctx, voice, m, at, useEnd);
    return;
  }
}

/**
 * Whether macro `m`'s target is written at source offset `at`: its characters one for one,
 * except that the placeholder `n` matches a note letter with its octave marks. Returns the
 * end of the use, or -1, and leaves in ctx.parse.numerator the diatonic step of the note the
 * placeholder matched (-1 for a static macro).
 */
function matchTarget(ctx: Context, m: i32, at: i32, end: i32): i32 {
  const source = ctx.source;
  const macros = ctx.macros;
  const targetStart = macros.targetStart.get(m);
  const targetEnd = macros.targetEnd.get(m);
  let i = at;
  let matchedStep = -1;
  for (let t = targetStart; t < targetEnd; t++) {
    if (i >= end) return -1;
    const c = source.at(t);
    if (c == PLACEHOLDER) {
      const step = noteStep(ctx, i, end);
      if (step < 0) return -1;
      matchedStep = step;
      i = ctx.parse.cursor;
      continue;
    }
    if (source.at(i) != c) return -1;
    i++;
  }
  ctx.parse.numerator = matchedStep;
  return i;
}

/**
 * The diatonic step (C4 = 28) of a note letter with octave marks at `i`, or -1; leaves the
 * offset after the marks in ctx.parse.cursor.
 */
function noteStep(ctx: Context, i: i32, end: i32): i32 {
  const source = ctx.source;
  const c = source.at(i);
  if (!((c >= 65 && c <= 71) || (c >= 97 && c <= 103))) return -1;
  let step = letterIndex(c) + (c >= 97 ? 35 : 28);
  let j = i + 1;
  while (j < end) {
    const mark = source.at(j);
    if (mark == 39 /* ' */) step += 7;
    else if (mark == 44 /* , */) step -= 7;
    else break;
    j++;
  }
  ctx.parse.cursor = j;
  // Keep the pitch within the model's range (MIDI 0..127), as readPitch does.
  return min(max(step, 0), 76);
}

/**
 * Adds the notes of macro `m`'s expansion, used at source[useStart, useEnd), from the voice's
 * time: `{...}` grace groups are left out (the dump lists no grace notes), letters before and
 * after `n` are the steps below and above the matched note, lengths are in the voice's unit,
 * and a tuplet `(p:q:r` scales its r notes by q/p (ABC 2.1 4.13, the default q of engine-spec
 * 9). Reports BadMacroLength when they do not fill the written note.
 */
function expand(ctx: Context, voice: VoiceState, m: i32, useStart: i32, useEnd: i32): void {
  const source = ctx.source;
  const state = ctx.parse;
  const macros = ctx.macros;
  const matchedStep = state.numerator;
  const transposing = matchedStep >= 0;
  const end = macros.expansionEnd.get(m);
  let time = voice.time;
  let total: i64 = 0;
  let notes = 0;
  let accidental = Accidental.None;
  let tupletP = 1;
  let tupletQ = 1;
  let tupletRemaining = 0;
  let i = macros.expansionStart.get(m);
  while (i < end && notes < MAX_EXPANSION_NOTES) {
    const c = source.at(i);
    if (c == 40 /* ( */ && isDigit(source.at(i + 1))) {
      // A tuplet (p[:q[:r]]: its r notes take q/p of their length; out of range, it is ignored.
      i = readTupletSign(ctx, i, end);
      const p = state.tupletP;
      const q = state.tupletQ;
      const r = state.tupletR;
      if (p >= 2 && p <= 64) {
        tupletP = p;
        tupletQ = q > 0 ? q : defaultTupletQ(p, voice.meterTicks);
        tupletRemaining = r > 0 && r <= 64 ? r : p;
      }
      continue;
    }
    if (c == 123 /* { */) {
      while (i < end && source.at(i) != 125 /* } */) i++;
      i++;
      continue;
    }
    if (c == 94 /* ^ */ || c == 95 /* _ */ || c == 61 /* = */) {
      accidental = accidentalAt(source.at(i), source.at(i + 1));
      i += accidental == Accidental.DoubleSharp || accidental == Accidental.DoubleFlat ? 2 : 1;
      continue;
    }
    let step = -1;
    let rest = false;
    if (transposing && c >= 104 /* h */ && c <= 122 /* z */) {
      step = matchedStep + (c - PLACEHOLDER);
      i++;
      while (i < end && (source.at(i) == 39 || source.at(i) == 44)) step += source.at(i++) == 39 ? 7 : -7;
      step = min(max(step, 0), 76);
    } else if (!transposing && (c == 122 /* z */ || c == 120 /* x */)) {
      rest = true;
      i++;
    } else {
      step = noteStep(ctx, i, end);
      if (step < 0) {
        i++;
        continue;
      }
      i = state.cursor;
    }
    readLength(ctx, i, end);
    i = state.cursor;
    let written: i64 = (<i64>voice.unitTicks * state.numerator) / state.denominator;
    if (tupletRemaining > 0) {
      written = (written * tupletQ) / tupletP;
      tupletRemaining--;
    }
    const duration = <i32>min<i64>(written, MAX_DURATION);
    total += duration;
    notes++;
    if (!rest) ctx.macroNotes.add(voice.voice, time, duration, soundingMidi(voice, step, accidental), useStart, useEnd);
    accidental = Accidental.None;
    time += duration;
  }
  if (total != writtenLength(ctx, voice, m)) {
    ctx.diagnostics.report(source, DiagnosticCode.BadMacroLength, Severity.Error, useStart, useEnd);
  }
}

/** The Accidental written by `c` (^, _ or =) followed by `next`. */
function accidentalAt(c: i32, next: i32): i32 {
  if (c == 94) return next == 94 ? Accidental.DoubleSharp : Accidental.Sharp;
  if (c == 95) return next == 95 ? Accidental.DoubleFlat : Accidental.Flat;
  return Accidental.Natural;
}

/** MIDI pitch of an expansion note: its own accidental, else the key signature; octave= and octave clefs. */
function soundingMidi(voice: VoiceState, written: i32, accidental: i32): i32 {
  const step = shiftOctaves(written, voice.octave);
  let alteration = keyAlteration(voice.keyAlterations, ((step % 7) + 7) % 7);
  if (accidental == Accidental.Natural) alteration = 0;
  else if (accidental != Accidental.None) alteration = accidental - 3;
  return midiOf(step, alteration) + 12 * voice.clefOctave;
}

/**
 * The length of the note macro `m`'s target writes (`~G3`: three units), in ticks: the length
 * after the target's first note letter or placeholder.
 */
function writtenLength(ctx: Context, voice: VoiceState, m: i32): i64 {
  const source = ctx.source;
  const macros = ctx.macros;
  const end = macros.targetEnd.get(m);
  let i = macros.targetStart.get(m);
  while (i < end) {
    const c = source.at(i);
    if (c == PLACEHOLDER || (c >= 65 && c <= 71) || (c >= 97 && c <= 103)) break;
    i++;
  }
  i++;
  while (i < end && (source.at(i) == 39 || source.at(i) == 44)) i++;
  readLength(ctx, i, end);
  return min<i64>((<i64>voice.unitTicks * ctx.parse.numerator) / ctx.parse.denominator, MAX_DURATION);
}
