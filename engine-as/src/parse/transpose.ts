/**
 * @fileoverview Transposition (engine-spec 3 "transposition amounts", ABC 2.1 4.6 and 7.2):
 * `%%transpose N`, and the K: / V: parameters `transpose=`, `sound=`, `shift=` and `score=`.
 *
 * What each moves, as abc2svg 1.22.1 does (black-box tests, tests/differential/features/
 * transpose-*.abc):
 *
 *   %%transpose N     drawn notes and key N semitones; the sound stays as written. Before K:
 *                     it applies to every voice of the tune (in the file header, of every
 *                     tune) and several add up; in the body it sets the current voice's.
 *   score=XY          drawn notes and key by the interval X to Y; the sound stays.
 *   shift=XY          drawn notes, key and sound by the interval X to Y.
 *   transpose=N       the sound N semitones (the old syntax); the drawing stays.
 *   sound=XY          the sound by the interval X to Y; the drawing stays.
 *
 * The parser keeps the drawn notes in the model (HeadTable step and accidental, the Key
 * symbols' values) and their sound in HeadTable.midi: a voice's key is transposed when it is
 * set, each head when it is read (transposeHead), and VoiceState.midiShift carries the
 * difference between the drawn and the sounding pitch.
 *
 * A key moves by an interval counted in fifths: a spelled interval (CD: 2 fifths) moves it by
 * exactly that many, brought back into -7..7 sharps; a number of semitones picks the spelling
 * from the key it starts from (sharps from C: C + 1 = C# major; flats from Bb: Bb + 3 = Db).
 *
 * `I:transpose N` is `%%transpose N`. Not done yet: abc2svg also transposes the chord symbols
 * ("C" under %%transpose 2 prints "D"), which needs a text the source does not hold.
 */

import { DiagnosticCode, Severity, SymbolKind } from "../abi";
import { Context } from "../context";
import { Accidental } from "../model/tables";
import { keyAlteration, packKeyAlterations } from "../model/values";
import { readSignedNumber } from "../text/scan";
import { ParsePhase, VoiceState } from "./parseState";
import { readAccidental, readPitch } from "./noteParts";
import { midiOf } from "./pitch";
import { appendSymbol, currentVoice } from "./voices";

/** Largest transposition in semitones either way (engine-spec 5 and 9). */
const MAX_SEMITONES: i32 = 36;

/** Position of each letter C D E F G A B on the circle of fifths from C. */
const LETTER_FIFTHS: StaticArray<i32> = [0, 2, 4, -1, 1, 3, 5];
/** Semitones of each letter C D E F G A B above C. */
const LETTER_SEMITONES: StaticArray<i32> = [0, 2, 4, 5, 7, 9, 11];

/** `value` modulo `divisor`, in 0..divisor-1 also for negative values. */
@inline function modulo(value: i32, divisor: i32): i32 {
  return ((value % divisor) + divisor) % divisor;
}

/**
 * The key (in sharps, negative for flats) reached from `sharps` by `semitones`: the spelling
 * lies in a window of twelve keys that leans to the flat side for flat keys
 * (-4..7 from C or a sharp key, down to -7..4 from Eb or flatter), as abc2svg chooses.
 */
export function keyBySemitones(sharps: i32, semitones: i32): i32 {
  const lean = sharps >= 0 ? 0 : max(sharps, -3);
  let result = modulo(sharps + 7 * semitones, 12);
  if (result > 7 + lean) result -= 12;
  if (result < -4 + lean) result += 12;
  return result;
}

/** The key reached from `sharps` by an interval of `fifths`, brought back into -7..7. */
export function keyByFifths(sharps: i32, fifths: i32): i32 {
  let result = sharps + fifths;
  // At most a few turns: the fifths of an interval read from two notes stay within ±30.
  for (let turn = 0; turn < 8 && result > 7; turn++) result -= 12;
  for (let turn = 0; turn < 8 && result < -7; turn++) result += 12;
  return result;
}

/**
 * Diatonic steps of an interval of `fifths` fifths and `semitones` semitones (7 * fifths and
 * `semitones` agree modulo 12): each fifth is 4 steps up, each octave 7.
 */
@inline function stepsOf(fifths: i32, semitones: i32): i32 {
  return 4 * fifths + 7 * ((semitones - 7 * fifths) / 12);
}

/**
 * Recomputes what a voice's transposition makes of its notes, from the tune's %%transpose and
 * the voice's score=, shift=, transpose= and sound=: the drawn key (keySharps,
 * keyAlterations from sourceKeySharps, sourceKeyAlterations), drawnSteps, drawnSemitones and
 * midiShift. Call it whenever the key or one of these changes.
 */
export function updateTransposition(ctx: Context, voice: VoiceState): void {
  const start = voice.sourceKeySharps;
  // The three stages in the order abc2svg applies them: the tune's %%transpose, the voice's
  // score= (or body %%transpose), its shift=.
  let sharps = keyBySemitones(start, ctx.parse.headerTranspose);
  sharps = voice.scoreSpelled ? keyByFifths(sharps, voice.scoreFifths) : keyBySemitones(sharps, voice.scoreSemitones);
  sharps = keyByFifths(sharps, voice.shiftFifths);
  const semitones = ctx.parse.headerTranspose + voice.scoreSemitones + voice.shiftSemitones;
  const fifths = sharps - start;
  voice.drawnSemitones = semitones;
  voice.drawnSteps = stepsOf(fifths, semitones);
  voice.drawnFifths = fifths;
  voice.midiShift = voice.shiftSemitones + voice.soundSemitones - semitones;
  // K:none keeps no signature: the notes show what the key would (transposeHead).
  voice.keySharps = voice.keyNone ? 0 : sharps;
  voice.keyAlterations = voice.keyNone ? voice.sourceKeyAlterations : transposeAlterations(ctx, voice.sourceKeyAlterations, voice.drawnSteps, semitones);
}

/**
 * Per-letter alterations (packed, model/values.ts) moved by `steps` diatonic steps and
 * `semitones`: each letter's pitch moves by the interval and is spelled on the letter `steps`
 * further on. Explicit accidentals of K: (exp) move with the key.
 */
function transposeAlterations(ctx: Context, packed: i32, steps: i32, semitones: i32): i32 {
  const alterations = ctx.parse.keyScratch;
  for (let letter = 0; letter < 7; letter++) {
    const target = modulo(letter + steps, 7);
    const moved = unchecked(LETTER_SEMITONES[letter]) + keyAlteration(packed, letter) + semitones - unchecked(LETTER_SEMITONES[target]);
    unchecked((alterations[target] = clampAlteration(modulo(moved + 6, 12) - 6)));
  }
  return packKeyAlterations(alterations);
}

@inline function clampAlteration(alteration: i32): i32 {
  return alteration > 2 ? 2 : alteration < -2 ? -2 : alteration;
}

/**
 * Moves the head `head`, as written, to where the voice's transposition draws it: the step
 * moves by drawnSteps and a written accidental is respelled so that the head keeps its pitch
 * moved by drawnSemitones (a natural where the alteration comes to 0, as abc2svg draws it).
 * The alteration of a head without an accidental comes from the transposed key and the
 * measure (under K:none, which keeps no signature, it is written on the head). Does nothing
 * when the voice is not transposed: that test inlined, as every head of every note comes here
 * (Binaryen inlines no function that makes a call, so it was a call per head). Returns whether
 * the voice is transposed: only then may the head's step and accidental have changed.
 */
@inline export function transposeHead(ctx: Context, voice: VoiceState, head: i32): bool {
  const transposed = voice.drawnSemitones != 0 || voice.drawnSteps != 0;
  if (transposed) moveHead(ctx, voice, head);
  return transposed;
}

/** transposeHead for a transposed voice. */
function moveHead(ctx: Context, voice: VoiceState, head: i32): void {
  const heads = ctx.heads;
  const step = heads.step.get(head);
  const moved = min(max(step + voice.drawnSteps, 0), 74);
  heads.step.set(head, moved);
  const accidental = heads.accidental.get(head);
  if (accidental == Accidental.None) {
    // Under K:none a head without accidental moves off its letter's natural pitch: it shows
    // its alteration, unless an accidental earlier in the measure already says it.
    if (voice.keyNone && voice.measureAccidental(moved) == -99) {
      const drawn = clampAlteration(midiOf(step, 0) + voice.drawnSemitones - midiOf(moved, 0));
      if (drawn != 0) heads.accidental.set(head, drawn + 3);
    }
    return;
  }
  const alteration = accidental == Accidental.Natural ? 0 : accidental - 3;
  const drawn = clampAlteration(midiOf(step, alteration) + voice.drawnSemitones - midiOf(moved, 0));
  heads.accidental.set(head, drawn == 0 ? Accidental.Natural : drawn + 3);
}

/**
 * Reads an interval written as two notes (`CD`, `_B,c`: accidental, letter, octave marks) at
 * source[from, end). Returns false when it is not two notes; else leaves its semitones in
 * ctx.parse.numerator and its fifths in ctx.parse.denominator.
 */
export function readInterval(ctx: Context, from: i32, end: i32): bool {
  const state = ctx.parse;
  let semitones = 0;
  let fifths = 0;
  let i = from;
  for (let note = 0; note < 2; note++) {
    const accidental = readAccidental(ctx, i);
    const step = readPitch(ctx, state.cursor, end);
    if (step < 0) return false;
    i = state.cursor;
    const alteration = accidental == Accidental.None || accidental == Accidental.Natural ? 0 : accidental - 3;
    const sign = note == 0 ? -1 : 1;
    semitones += sign * midiOf(step, alteration);
    fifths += sign * (unchecked(LETTER_FIFTHS[step % 7]) + 7 * alteration);
  }
  if (i != end) return false;
  state.numerator = semitones;
  state.denominator = fifths;
  return true;
}

/**
 * Reads a signed number of semitones (`-3`, `+2`, `5`) at source[from, end) into
 * ctx.parse.numerator. Trailing characters are ignored, as abc2svg does (`transpose=2b`).
 * Returns false when there is no number or it lies outside -36..36.
 */
export function readSemitones(ctx: Context, from: i32, end: i32): bool {
  const value = readSignedNumber(ctx.source, from, end, ctx.parse.numberCursor, i32.MIN_VALUE);
  if (value < -MAX_SEMITONES || value > MAX_SEMITONES) return false;
  ctx.parse.numerator = value;
  return true;
}

/**
 * `%%transpose N` or `I:transpose N` (engine-spec 3): N is source[valueStart, stop) and the line
 * starts at `lineStart`. Before a tune's K: it adds to the transposition of every voice of the
 * tune (in the file header, of every tune); in the body it sets the current voice's drawn
 * transposition, which replaces its score=, and a voice already started gets a Key symbol for
 * its new key (abc2svg draws the key change there). A value that is not a number within
 * -36..36 is "Bad transpose value".
 */
export function applyTransposeDirective(ctx: Context, lineStart: i32, valueStart: i32, stop: i32): void {
  const state = ctx.parse;
  if (!readSemitones(ctx, valueStart, stop)) {
    ctx.diagnostics.report(ctx.source, DiagnosticCode.BadTranspose, Severity.Error, valueStart, max(stop, valueStart + 1));
    return;
  }
  const semitones = state.numerator;
  if (state.phase == ParsePhase.BeforeTune) {
    state.fileTranspose += semitones;
    state.fileTransposeGiven = true;
    return;
  }
  if (state.phase == ParsePhase.Header) {
    state.headerTranspose += semitones;
    state.headerTransposeGiven = true;
    return;
  }
  const voice = currentVoice(ctx);
  const sharps = voice.keySharps;
  const alterations = voice.keyAlterations;
  voice.scoreSemitones = semitones;
  voice.scoreFifths = 0;
  voice.scoreSpelled = false;
  updateTransposition(ctx, voice);
  if (voice.started && (voice.keySharps != sharps || voice.keyAlterations != alterations)) {
    const key = appendSymbol(ctx, voice, SymbolKind.Key, lineStart, stop);
    ctx.symbols.value.set(key, voice.keySharps);
    ctx.symbols.value2.set(key, voice.keyAlterations);
  }
}
