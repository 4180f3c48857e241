/**
 * @fileoverview The music-line parser (ABC 2.1 section 4): notes, rests, chords, bar lines and
 * repeat endings, ties, slurs, tuplets, broken rhythm, and the constructs it reads past for now
 * (grace notes, decorations, chord symbols and annotations, voice overlays), writing symbols
 * into the model's tables of the current voice.
 *
 * Parse decides nothing visual (STYLE.md 4): it records durations, pitches, groupings as
 * written (a space before a note breaks its beam) and line ends; layout does the rest.
 */

import { BarType, DiagnosticCode, Model, Severity, SymbolKind } from "../abi";
import { Context } from "../context";
import { Accidental, SymbolBits } from "../model/tables";
import { isDigit, isLetter, isSpace } from "../text/source";
import { readNumber } from "../text/scan";
import { applyField } from "./bodyFields";
import { letterIndex } from "./fields";
import { VoiceState } from "./parseState";
import { midiOf, rememberTies, soundingAlteration } from "./pitch";
import { addOverlayVoice, appendSymbol, currentVoice } from "./voices";
import { addShorthandDecoration, attachPending, hasPendingDecoration, parseAnnotation, parseDecoration } from "./decorations";

/** Longest note accepted: 32 whole notes (a longer one is clamped with a diagnostic). */
const MAX_DURATION: i64 = <i64>Model.TicksPerWhole * 32;

/**
 * Parses the music line source[start, end) into the current voice. Returns whether the line
 * ended with `\` (the music line continues on the next source line, ABC 2.1 4.18... 6.1.1).
 */
export function parseMusicLine(ctx: Context, start: i32, end: i32): bool {
  const source = ctx.source;
  const symbolsBefore = ctx.symbols.count;
  let continued = false;
  let i = start;
  while (i < end) {
    const c = source.at(i);
    const voice = currentVoice(ctx);
    if (isSpace(c)) {
      voice.beamBreak = true;
      i++;
    } else if (c == 37 /* % */) {
      break;
    } else if (c == 92 /* \ */) {
      // Continuation when only blanks or a comment follow.
      let j = i + 1;
      while (j < end && isSpace(source.at(j))) j++;
      if (j >= end || source.at(j) == 37) {
        continued = true;
        break;
      }
      report(ctx, DiagnosticCode.BadCharacter, i, i + 1, true);
      i++;
    } else if (c == 96 /* ` */) {
      i++; // Beam-preserving space (ABC 2.1 4.7).
    } else if (isNoteStart(c)) {
      i = parseNote(ctx, voice, i, end);
    } else if (c == 122 /* z */ || c == 120 /* x */) {
      i = parseRest(ctx, voice, i, end);
    } else if (c == 90 /* Z */ || c == 88 /* X */) {
      i = parseMultiMeasureRest(ctx, voice, i, end);
    } else if (c == 91 /* [ */) {
      i = parseBracket(ctx, voice, i, end);
    } else if (c == 124 /* | */ || c == 58 /* : */ || (c == 46 /* . */ && source.at(i + 1) == 124)) {
      i = parseBar(ctx, voice, i, end);
    } else if (c == 40 /* ( */) {
      i = parseOpenParenthesis(ctx, voice, i, end);
    } else if (c == 41 /* ) */) {
      closeSlur(ctx, voice, i);
      i++;
    } else if (c == 45 /* - */) {
      tieLastNote(ctx, voice);
      i++;
    } else if (c == 62 /* > */ || c == 60 /* < */) {
      i = parseBrokenRhythm(ctx, voice, i, end);
    } else if (c == 34 /* " */) {
      i = parseAnnotation(ctx, i, end);
    } else if (c == 33 /* ! */) {
      // `+name+` decorations need `%%decoration +` in abc2svg 1.22.1; without it `+` is a bad
      // character and the notes of an old `+GB+` chord are read as notes (below).
      i = parseDecoration(ctx, i, end);
    } else if (isShorthandDecoration(c) || isUserSymbol(ctx, c)) {
      addShorthandDecoration(ctx, i);
      i++;
    } else if (c == 123 /* { */) {
      i = parseGraceGroup(ctx, voice, i, end);
    } else if (c == 121 /* y */) {
      i++;
      while (i < end && isDigit(source.at(i))) i++;
    } else if (c == 38 /* & */) {
      if (source.at(i + 1) == 41 /* ) */) {
        endOverlaySpan(ctx);
        i += 2;
      } else {
        startOverlay(ctx, voice);
        i++;
      }
    } else if (c > 127) {
      let j = i + 1;
      while (j < end && source.at(j) > 127) j++;
      report(ctx, DiagnosticCode.NotAsciiInMusic, i, j, false);
      i = j;
    } else {
      report(ctx, DiagnosticCode.BadCharacter, i, i + 1, true);
      i++;
    }
  }
  const voice = currentVoice(ctx);
  if (voice.tuplet >= 0) {
    ctx.diagnostics.report(source, DiagnosticCode.NoEndOfTuplet, Severity.Error, voice.tupletAt, voice.tupletAt + 1);
    voice.tuplet = -1;
    voice.tupletRemaining = 0;
  }
  if (!continued && ctx.symbols.count > symbolsBefore && voice.lastSymbol >= symbolsBefore) {
    ctx.symbols.setFlag(voice.lastSymbol, SymbolBits.LineBreakAfter);
  }
  return continued;
}

@inline function report(ctx: Context, code: i32, start: i32, end: i32, withArgument: bool): void {
  ctx.diagnostics.report(ctx.source, code, Severity.Error, start, end, withArgument ? start : -1, withArgument ? end : -1);
}

@inline function isNoteStart(c: i32): bool {
  return (c >= 65 && c <= 71) || (c >= 97 && c <= 103) || c == 94 /* ^ */ || c == 95 /* _ */ || c == 61 /* = */;
}

/** The one-character decorations of ABC 2.1 4.14: . ~ H L M O P S T u v. */
@inline function isShorthandDecoration(c: i32): bool {
  return c == 46 || c == 126 || c == 72 || c == 76 || c == 77 || c == 79 || c == 80 || c == 83 ||
    c == 84 || c == 117 || c == 118;
}

/** Whether `c` is a letter that a U: field made a decoration (ABC 2.1 4.16). */
@inline function isUserSymbol(ctx: Context, c: i32): bool {
  let bit: i32 = -1;
  if (c >= 72 && c <= 87) bit = c - 65;
  else if (c >= 104 && c <= 119) bit = 26 + c - 97;
  return bit >= 0 && (ctx.parse.userSymbols & ((<u64>1) << bit)) != 0;
}

/** Reads an accidental at `i`; returns the Accidental and leaves the offset after it. */
function readAccidental(ctx: Context, i: i32): i32 {
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
function readPitch(ctx: Context, i: i32, end: i32): i32 {
  const source = ctx.source;
  const c = source.at(i);
  const letter = letterIndex(c);
  if (letter < 0 || !isLetter(c) || (c > 71 && c < 97) || c > 103) {
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
@inline function shiftOctaves(step: i32, octaves: i32): i32 {
  const shifted = step + 7 * octaves;
  return shifted < 0 ? step % 7 : shifted > 70 ? 63 + step % 7 : shifted;
}

/**
 * Reads a note length (ABC 2.1 4.3: `2`, `/`, `//`, `3/2`) at `i` into ctx.parse.numerator /
 * denominator (1/1 when absent); leaves the offset after it in ctx.parse.cursor.
 */
function readLength(ctx: Context, i: i32, end: i32): void {
  const source = ctx.source;
  const state = ctx.parse;
  const cursor = state.numberCursor;
  let numerator = readNumber(source, i, end, cursor);
  let j = unchecked(cursor[0]);
  if (numerator < 0) numerator = 1;
  if (numerator == 0) numerator = 1;
  let denominator = 1;
  while (j < end && source.at(j) == 47 /* / */) {
    const value = readNumber(source, j + 1, end, cursor);
    if (value > 0) {
      denominator *= value;
      j = unchecked(cursor[0]);
    } else {
      denominator *= 2;
      j++;
    }
    if (denominator > 1024) denominator = 1024;
  }
  state.numerator = numerator;
  state.denominator = denominator;
  state.cursor = j;
}

/** Duration in ticks of numerator/denominator unit lengths, clamped to MAX_DURATION. */
function lengthTicks(ctx: Context, voice: VoiceState, at: i32, end: i32): i32 {
  const state = ctx.parse;
  let ticks = (<i64>voice.unitTicks * state.numerator) / state.denominator;
  if (ticks > MAX_DURATION) {
    ctx.diagnostics.report(ctx.source, DiagnosticCode.NoteTooLong, Severity.Error, at, end);
    ticks = MAX_DURATION;
  }
  if (ticks < 1) ticks = 1;
  return <i32>ticks;
}

/**
 * Gives a new note or rest its time: broken rhythm pending from the previous note, the open
 * tuplet, the slurs waiting for their first note; advances the voice's time.
 */
function placeTimed(ctx: Context, voice: VoiceState, symbol: i32, written: i32): void {
  const symbols = ctx.symbols;
  let duration = written;
  if (voice.brokenDenominator > 0) {
    written = <i32>((<i64>written * voice.brokenNumerator) / voice.brokenDenominator);
    duration = written;
    voice.brokenDenominator = 0;
  }
  if (voice.tuplet >= 0) {
    duration = <i32>((<i64>written * voice.tupletQ) / voice.tupletP);
    const tuplets = ctx.tuplets;
    if (tuplets.first.get(voice.tuplet) < 0) tuplets.first.set(voice.tuplet, symbol);
    tuplets.last.set(voice.tuplet, symbol);
    symbols.tuplet.set(symbol, voice.tuplet);
    if (--voice.tupletRemaining <= 0) voice.tuplet = -1;
  }
  symbols.written.set(symbol, written);
  symbols.duration.set(symbol, duration);
  symbols.time.set(symbol, voice.time);
  voice.time += duration;
  if (voice.beamBreak) symbols.setFlag(symbol, SymbolBits.BeamBreakBefore);
  voice.beamBreak = false;
  voice.lastNote = symbol;
  attachPending(ctx, voice, symbol);
  for (let k = 0; k < voice.slurDepth; k++) {
    if (unchecked(voice.slurFirst[k]) < 0) {
      unchecked((voice.slurFirst[k] = symbol));
      symbols.setFlag(symbol, SymbolBits.SlurStart);
    }
  }
}

/** A note: accidental, pitch, length (ABC 2.1 4.1-4.3). */
function parseNote(ctx: Context, voice: VoiceState, start: i32, end: i32): i32 {
  const state = ctx.parse;
  const accidental = readAccidental(ctx, start);
  const written = readPitch(ctx, state.cursor, end);
  if (written < 0) {
    report(ctx, DiagnosticCode.BadCharacter, start, state.cursor + 1, true);
    return state.cursor + 1;
  }
  const step = shiftOctaves(written, voice.octave);
  const pitchEnd = state.cursor;
  const symbol = appendSymbol(ctx, voice, SymbolKind.Note, start, pitchEnd);
  const head = ctx.heads.add(symbol, step, accidental, start, pitchEnd);
  ctx.symbols.headStart.set(symbol, head);
  ctx.symbols.headCount.set(symbol, 1);
  readLength(ctx, pitchEnd, end);
  const after = state.cursor;
  ctx.symbols.end.set(symbol, after);
  placeTimed(ctx, voice, symbol, lengthTicks(ctx, voice, start, after));
  soundHeads(ctx, voice, symbol);
  return after;
}

/** Computes the MIDI pitch of a note's heads and whether a tie ends on it. */
function soundHeads(ctx: Context, voice: VoiceState, symbol: i32): void {
  const heads = ctx.heads;
  const first = ctx.symbols.headStart.get(symbol);
  const count = ctx.symbols.headCount.get(symbol);
  for (let k = 0; k < count; k++) {
    const head = first + k;
    const step = heads.step.get(head);
    for (let t = 0; t < voice.tieCount; t++) {
      if (unchecked(voice.tieSteps[t]) == step) ctx.symbols.setFlag(symbol, SymbolBits.TieEnd);
    }
    // An octave clef (treble-8) sounds an octave from where its notes are written.
    heads.midi.set(head, midiOf(step, soundingAlteration(voice, step, heads.accidental.get(head))) + 12 * voice.clefOctave);
  }
  voice.tieCount = 0;
}

/** `-` after a note (ABC 2.1 4.11): ties every head of the last note to the next note. */
function tieLastNote(ctx: Context, voice: VoiceState): void {
  const note = voice.lastNote;
  if (note < 0 || note != voice.lastSymbol || ctx.symbols.kind.get(note) != SymbolKind.Note) return;
  const first = ctx.symbols.headStart.get(note);
  const count = ctx.symbols.headCount.get(note);
  for (let k = 0; k < count; k++) ctx.heads.tie.set(first + k, 1);
  rememberTies(voice, ctx.heads, first, count);
}

/** A rest `z` or an invisible rest `x` (ABC 2.1 4.5). */
function parseRest(ctx: Context, voice: VoiceState, start: i32, end: i32): i32 {
  const invisible = ctx.source.at(start) == 120;
  const symbol = appendSymbol(ctx, voice, SymbolKind.Rest, start, start + 1);
  if (invisible) ctx.symbols.setFlag(symbol, SymbolBits.Invisible);
  // A rest written with length 0 (`x0`, used to pad voices) takes no time (abc2svg keeps it).
  const zeroLength = ctx.source.at(start + 1) == 48 /* 0 */ && !isDigit(ctx.source.at(start + 2)) && ctx.source.at(start + 2) != 47;
  readLength(ctx, start + 1, end);
  const after = ctx.parse.cursor;
  ctx.symbols.end.set(symbol, after);
  placeTimed(ctx, voice, symbol, zeroLength ? 0 : lengthTicks(ctx, voice, start, after));
  return after;
}

/** A multi-measure rest `Z4` or invisible `X4` (ABC 2.1 4.5): value = number of measures. */
function parseMultiMeasureRest(ctx: Context, voice: VoiceState, start: i32, end: i32): i32 {
  const cursor = ctx.parse.numberCursor;
  let measures = readNumber(ctx.source, start + 1, end, cursor);
  const after = unchecked(cursor[0]);
  if (voice.meterTicks <= 0) {
    // No meter (M:none, or none given): a rest of "measures" has no length; abc2svg drops it.
    ctx.diagnostics.report(ctx.source, DiagnosticCode.MultiRestWithoutMeasure, Severity.Error, start, after);
    return after;
  }
  if (measures <= 0) measures = 1;
  if (measures > 1000) measures = 1000;
  const measure = voice.meterTicks;
  const duration = <i32>min<i64>(<i64>measure * measures, MAX_DURATION);
  if (sharesStaffWithEarlierVoice(ctx, voice)) {
    // The second voice of a staff (%%score (1 2)) has no rest of its own there: the first
    // voice's music or rest fills the staff. abc2svg drops it from the model too.
    voice.time += duration;
    voice.beamBreak = true;
    return after;
  }
  const symbol = appendSymbol(ctx, voice, SymbolKind.MultiMeasureRest, start, after);
  if (ctx.source.at(start) == 88) ctx.symbols.setFlag(symbol, SymbolBits.Invisible);
  ctx.symbols.value.set(symbol, measures);
  ctx.symbols.written.set(symbol, duration);
  ctx.symbols.duration.set(symbol, duration);
  voice.time += duration;
  voice.beamBreak = true;
  voice.lastNote = symbol;
  attachPending(ctx, voice, symbol);
  return after;
}

/** Whether a voice declared before `voice` in the tune is on the same staff (%%score). */
function sharesStaffWithEarlierVoice(ctx: Context, voice: VoiceState): bool {
  const voices = ctx.voices;
  const staff = voices.staff.get(voice.voice);
  if (staff < 0) return false;
  for (let v = ctx.tunes.firstVoice.get(ctx.parse.tune); v < voice.voice; v++) {
    if (voices.staff.get(v) == staff) return true;
  }
  return false;
}

/** `[`: a chord, an inline field `[K:...]`, a bar `[|`, or a repeat ending `[1`. */
function parseBracket(ctx: Context, voice: VoiceState, start: i32, end: i32): i32 {
  const source = ctx.source;
  const next = source.at(start + 1);
  if (isLetter(next) && source.at(start + 2) == 58 /* : */) return parseInlineField(ctx, start, end);
  if (next == 124 /* | */) return parseBar(ctx, voice, start, end);
  if (isDigit(next)) return parseEnding(ctx, voice, start + 1, end);
  return parseChord(ctx, voice, start, end);
}

/** `[X:value]` (ABC 2.1 2.2.2): a field written inside the music. */
function parseInlineField(ctx: Context, start: i32, end: i32): i32 {
  const source = ctx.source;
  let close = start + 3;
  while (close < end && source.at(close) != 93 /* ] */) close++;
  if (close >= end) {
    ctx.diagnostics.report(source, DiagnosticCode.UnterminatedInlineField, Severity.Error, start, end);
    return end;
  }
  applyField(ctx, source.at(start + 1), start + 1, start + 3, close, true);
  return close + 1;
}

/** A chord `[CEG]2` (ABC 2.1 4.17): heads with their own accidentals, lengths and ties. */
function parseChord(ctx: Context, voice: VoiceState, start: i32, end: i32): i32 {
  const source = ctx.source;
  const state = ctx.parse;
  const heads = ctx.heads;
  const symbol = appendSymbol(ctx, voice, SymbolKind.Note, start, start + 1);
  ctx.symbols.setFlag(symbol, SymbolBits.Chord);
  const firstHead = heads.count;
  let numerator = 1;
  let denominator = 1;
  let i = start + 1;
  let closed = false;
  let slurEnds = 0;
  while (i < end) {
    const c = source.at(i);
    if (c == 93 /* ] */) {
      closed = true;
      i++;
      break;
    }
    if (isNoteStart(c)) {
      const headStart = i;
      const accidental = readAccidental(ctx, i);
      const written = readPitch(ctx, state.cursor, end);
      if (written < 0) {
        report(ctx, DiagnosticCode.BadCharacter, headStart, state.cursor + 1, true);
        i = state.cursor + 1;
        continue;
      }
      const step = shiftOctaves(written, voice.octave);
      const head = heads.add(symbol, step, accidental, headStart, state.cursor);
      readLength(ctx, state.cursor, end);
      // The chord lasts as long as its first head (ABC 2.1 4.17).
      if (head == firstHead) {
        numerator = state.numerator;
        denominator = state.denominator;
      }
      i = state.cursor;
      if (source.at(i) == 45 /* - */) {
        heads.tie.set(head, 1);
        i++;
      }
    } else if (c == 33 /* ! */ || c == 34 /* " */) {
      i = c == 33 ? parseDecoration(ctx, i, end) : parseAnnotation(ctx, i, end);
    } else if (c == 40 /* ( */ && !isDigit(source.at(i + 1))) {
      // A slur starting on this chord (`[(E(B]`): it takes the chord as its first note.
      i = parseOpenParenthesis(ctx, voice, i, end);
    } else if (c == 41 /* ) */) {
      // A slur ending on this chord: closed once the chord is placed.
      slurEnds++;
      i++;
    } else if (c == 45 /* - */ && heads.count > firstHead) {
      // A tie after something else that follows a head (`[G,2)-B,2)-]`): it ties that head.
      heads.tie.set(heads.count - 1, 1);
      i++;
    } else if (c == 122 /* z */ || c == 120 /* x */) {
      // A rest cannot be part of a chord: skipped with its length, as abc2svg does.
      let j = i + 1;
      while (j < end && (isDigit(source.at(j)) || source.at(j) == 47)) j++;
      ctx.diagnostics.report(source, DiagnosticCode.NotANote, Severity.Error, i, j, i, i + 1);
      i = j;
    } else if (isShorthandDecoration(c) || isSpace(c)) {
      i++;
    } else if (c == 124 /* | */ || c == 91 /* [ */) {
      break; // A bar or another chord: this one was not closed.
    } else {
      // A stray character inside the chord (`[(,ce-]`): reported and read past, as abc2svg.
      report(ctx, DiagnosticCode.BadCharacter, i, i + 1, true);
      i++;
    }
  }
  if (!closed) report(ctx, DiagnosticCode.BadCharacter, start, start + 1, true);
  const count = heads.count - firstHead;
  if (count == 0) {
    // `[]`: nothing to sound. Keep the symbol as an invisible rest so times stay right.
    ctx.symbols.kind.set(symbol, SymbolKind.Rest);
    ctx.symbols.setFlag(symbol, SymbolBits.Invisible);
  }
  sortHeads(ctx, firstHead, count);
  ctx.symbols.headStart.set(symbol, firstHead);
  ctx.symbols.headCount.set(symbol, count);
  readLength(ctx, i, end);
  const after = state.cursor;
  ctx.symbols.end.set(symbol, after);
  state.numerator = state.numerator * numerator;
  state.denominator = state.denominator * denominator;
  placeTimed(ctx, voice, symbol, lengthTicks(ctx, voice, start, after));
  for (let k = 0; k < slurEnds; k++) closeSlur(ctx, voice, after - 1);
  if (count > 0) soundHeads(ctx, voice, symbol);
  // Heads tied inside the chord carry their accidentals like a tie after it.
  rememberTies(voice, heads, firstHead, count);
  return after;
}

/** Sorts heads [first, first + count) by step, lowest first (insertion sort: chords are small). */
function sortHeads(ctx: Context, first: i32, count: i32): void {
  const heads = ctx.heads;
  for (let k = 1; k < count; k++) {
    let j = first + k;
    while (j > first && heads.step.get(j - 1) > heads.step.get(j)) {
      swapHeads(ctx, j - 1, j);
      j--;
    }
  }
}

function swapHeads(ctx: Context, a: i32, b: i32): void {
  const heads = ctx.heads;
  swap(heads.step.data, a, b);
  swap(heads.accidental.data, a, b);
  swap(heads.midi.data, a, b);
  swap(heads.tie.data, a, b);
  swap(heads.start.data, a, b);
  swap(heads.end.data, a, b);
}

@inline function swap(data: StaticArray<i32>, a: i32, b: i32): void {
  const t = unchecked(data[a]);
  unchecked((data[a] = unchecked(data[b])));
  unchecked((data[b] = t));
}

/**
 * A bar line (ABC 2.1 4.8) and the repeat ending that may follow it (`|1`, `:|2`, `|[1`).
 * Bar types are normalised as abc2svg does (MODEL.md): `:|:` and `:||:` are `::`.
 */
function parseBar(ctx: Context, overlaid: VoiceState, start: i32, end: i32): i32 {
  const source = ctx.source;
  const voice = endOverlays(ctx, overlaid, start);
  // The bar is the longest run of bar characters, kept as written (abc2svg keeps `||]`,
  // `|]|]` or `:|][|:` as one bar): `|` and `:`, a `[` that opens onto `|`, a `]` after `|`,
  // and a leading `.` of a dotted bar.
  let i = start;
  if (source.at(i) == 46 /* . */) i++;
  let pipes = 0;
  while (i < end) {
    const c = source.at(i);
    if (c == 124 /* | */) pipes++;
    else if (c == 58 /* : */) {}
    else if (c == 91 /* [ */ && source.at(i + 1) == 124) {}
    else if (c == 93 /* ] */ && source.at(i - 1) == 124) {}
    else break;
    i++;
  }
  if (pipes == 0 && !(source.at(start) == 58 && source.at(start + 1) == 58)) {
    // A lone ':' is no bar.
    report(ctx, DiagnosticCode.BadCharacter, start, i, true);
    return i;
  }
  const type = classifyBar(ctx, start, i);
  const bar = addBar(ctx, voice, type, start, i);
  // A repeat ending right after the bar: `|1`, `:|2`, `|[1`, `| [2`.
  let j = i;
  if (source.at(j) == 91 /* [ */ && isDigit(source.at(j + 1))) j++;
  if (isDigit(source.at(j)) || (source.at(j) == 34 /* " */ && j > i)) {
    return readEndingLabel(ctx, bar, j, end);
  }
  return i;
}

/**
 * The bar type to draw for the bar written source[start, end) (ABC 2.1 4.8): repeat signs by
 * their colons, then dotted, invisible `[|]`, heavy `[|`, final `|]` and double `||`.
 */
function classifyBar(ctx: Context, start: i32, end: i32): i32 {
  const source = ctx.source;
  const first = source.at(start);
  const last = source.at(end - 1);
  if (first == 58 && last == 58) return BarType.RepeatBoth;
  if (first == 58) return BarType.RepeatEnd;
  if (last == 58) return BarType.RepeatStart;
  if (first == 46) return BarType.Dotted;
  if (first == 91 && last == 93) return BarType.Invisible;
  if (first == 91) return BarType.Heavy;
  if (last == 93) return BarType.Final;
  return end - start >= 2 ? BarType.Double : BarType.Single;
}

function addBar(ctx: Context, voice: VoiceState, type: i32, start: i32, end: i32): i32 {
  // A `|:` right after a bar that ends with `|`, with no music between them (`:|` ending a
  // line, `|:` starting the next), is one bar line, as abc2svg draws it: the first bar's text
  // followed by `:` (`|` + `|:` is `|:`, `||` + `|:` is `||:`, `:|` + `|:` is `::`). Any
  // other pair of bars stays two bars.
  const last = voice.lastSymbol;
  const symbols = ctx.symbols;
  const source = ctx.source;
  if (end - start == 2 && source.at(start) == 124 && source.at(start + 1) == 58 && last >= 0 &&
      symbols.kind.get(last) == SymbolKind.Bar && !symbols.hasFlag(last, SymbolBits.EndingStart | SymbolBits.MergedRepeat) &&
      source.at(symbols.end.get(last) - 1) == 124 && symbols.value.get(last) != BarType.Invisible) {
    const previous = symbols.value.get(last);
    symbols.value.set(last, previous == BarType.RepeatEnd ? BarType.RepeatBoth : BarType.RepeatStart);
    symbols.setFlag(last, SymbolBits.MergedRepeat);
    voice.measureStart = voice.time;
    voice.clearMeasure();
    voice.beamBreak = true;
    return last;
  }
  return appendBar(ctx, voice, type, start, end);
}

function appendBar(ctx: Context, voice: VoiceState, type: i32, start: i32, end: i32): i32 {
  const bar = appendSymbol(ctx, voice, SymbolKind.Bar, start, end);
  ctx.symbols.value.set(bar, type);
  // `!invisible!` on a bar makes it an invisible bar (abc2svg: bar type [|]).
  if (hasPendingDecoration(ctx, voice, "invisible")) ctx.symbols.value.set(bar, BarType.Invisible);
  attachPending(ctx, voice, bar);
  voice.measureStart = voice.time;
  voice.clearMeasure();
  voice.beamBreak = true;
  return bar;
}

/** `[1` with no bar just before it: attach the ending to the voice's last bar, or an invisible one. */
function parseEnding(ctx: Context, overlaid: VoiceState, labelStart: i32, end: i32): i32 {
  const voice = endOverlays(ctx, overlaid, labelStart - 1);
  const last = voice.lastSymbol;
  let bar = last;
  if (last < 0 || ctx.symbols.kind.get(last) != SymbolKind.Bar || ctx.symbols.hasFlag(last, SymbolBits.EndingStart)) {
    bar = addBar(ctx, voice, BarType.Invisible, labelStart - 1, labelStart);
  }
  return readEndingLabel(ctx, bar, labelStart, end);
}

/** Reads an ending label `1`, `1,3`, `1-3` or `"text"` at `from` and attaches it to `bar`. */
function readEndingLabel(ctx: Context, bar: i32, from: i32, end: i32): i32 {
  const source = ctx.source;
  let i = from;
  let labelStart = from;
  let labelEnd = from;
  if (source.at(i) == 34 /* " */) {
    let close = i + 1;
    while (close < end && source.at(close) != 34) close++;
    if (close >= end) {
      ctx.diagnostics.report(source, DiagnosticCode.NoEndOfRepeatString, Severity.Error, i, end);
      return end;
    }
    labelStart = i + 1;
    labelEnd = close;
    i = close + 1;
  } else {
    while (i < end && (isDigit(source.at(i)) || source.at(i) == 44 /* , */ || source.at(i) == 45 /* - */)) {
      // A '-' after the digits may be a tie of... nothing: endings only hold digits, ',' and '-'.
      i++;
    }
    labelEnd = i;
  }
  const symbols = ctx.symbols;
  symbols.setFlag(bar, SymbolBits.EndingStart);
  symbols.textStart.set(bar, labelStart);
  symbols.textEnd.set(bar, labelEnd);
  return i;
}

/** `(`: a tuplet `(p:q:r` (ABC 2.1 4.13) or the start of a slur (4.11). */
function parseOpenParenthesis(ctx: Context, voice: VoiceState, start: i32, end: i32): i32 {
  const source = ctx.source;
  if (source.at(start + 1) == 38 /* & */) {
    // `(&`: the start of a multi-measure overlay (ABC 2.1 7.4), ended by `&)`.
    const root = ctx.parse.voiceState(rootVoice(ctx, ctx.parse.current));
    root.spanOpen = true;
    root.spanStart = root.time;
    return start + 2;
  }
  if (!isDigit(source.at(start + 1))) {
    if (voice.slurDepth >= Model.MaxNesting) {
      ctx.diagnostics.report(source, DiagnosticCode.NestingTooDeep, Severity.Error, start, start + 1, -1, -1, Model.MaxNesting);
      return start + 1;
    }
    unchecked((voice.slurFirst[voice.slurDepth] = -1));
    unchecked((voice.slurAt[voice.slurDepth] = start));
    voice.slurDepth++;
    return start + 1;
  }
  const cursor = ctx.parse.numberCursor;
  const p = readNumber(source, start + 1, end, cursor);
  let i = unchecked(cursor[0]);
  let q = -1;
  let r = -1;
  if (source.at(i) == 58 /* : */) {
    q = readNumber(source, i + 1, end, cursor);
    i = q >= 0 ? unchecked(cursor[0]) : i + 1;
    if (source.at(i) == 58) {
      r = readNumber(source, i + 1, end, cursor);
      i = r >= 0 ? unchecked(cursor[0]) : i + 1;
    }
  }
  if (p < 2 || p > 64) {
    report(ctx, DiagnosticCode.BadCharacter, start, i, true);
    return i;
  }
  if (q <= 0) q = defaultTupletQ(p, voice.meterTicks);
  if (r == 0 || r > 64) {
    ctx.diagnostics.report(source, DiagnosticCode.InvalidTupletR, Severity.Error, start, i);
    r = p;
  }
  if (r < 0) r = p;
  voice.tuplet = ctx.tuplets.add(-1, p, q);
  voice.tupletP = p;
  voice.tupletQ = q;
  voice.tupletRemaining = r;
  voice.tupletAt = start;
  return i;
}

/**
 * Default q of a tuplet (p (ABC 2.1 4.13; engine-spec 9): 3 notes in the time of 2, 2 in 3,
 * 4 in 3, 6 in 2, 8 in 3; for 5, 7 and 9, 3 when the meter is compound (abc2svg: the measure,
 * counted in 1536ths of a whole note, divides by 9), else 2.
 */
function defaultTupletQ(p: i32, meterTicks: i32): i32 {
  switch (p) {
    case 2: return 3;
    case 3: return 2;
    case 4: return 3;
    case 6: return 2;
    case 8: return 3;
    default: {
      const measure1536 = (<i64>meterTicks * 1536) / Model.TicksPerWhole;
      return meterTicks > 0 && measure1536 % 9 == 0 ? 3 : 2;
    }
  }
}

/**
 * `&` (ABC 2.1 7.4): the music up to the next bar overlays the measure so far, in the voice's
 * overlay voice (abc2svg: "1o"; an `&` inside an overlay opens the overlay's own, "1oo"). The
 * overlay starts at the measure's start and must end where the overlaid voice is now.
 */
function startOverlay(ctx: Context, voice: VoiceState): void {
  const state = ctx.parse;
  const parentIndex = state.current;
  // Inside `(& ... &)`, each `&` overlays from the `(&` and keeps its own bar lines.
  const root = state.voiceState(rootVoice(ctx, parentIndex));
  const span = root.spanOpen;
  let childIndex = voice.overlayChild;
  if (childIndex < 0) {
    childIndex = addOverlayVoice(ctx, parentIndex);
    voice.overlayChild = childIndex;
  }
  const child = state.voiceState(childIndex);
  child.time = span ? root.spanStart : voice.measureStart;
  child.measureStart = child.time;
  child.overlayTarget = voice.time;
  child.inSpan = span;
  child.clef = voice.clef;
  child.clefOctave = voice.clefOctave;
  child.keySharps = voice.keySharps;
  child.keyAlterations = voice.keyAlterations;
  child.meterTicks = voice.meterTicks;
  child.meterDisplay = voice.meterDisplay;
  child.unitTicks = voice.unitTicks;
  child.clearMeasure();
  child.tieCount = 0;
  child.brokenDenominator = 0;
  child.beamBreak = true;
  state.current = childIndex;
}

/**
 * At a bar, the overlays open in `voice` end: each must have filled its measure (else "Wrong
 * duration in voice overlay"), and the music goes back to the overlaid voice, which takes the
 * bar. Returns that voice.
 */
function endOverlays(ctx: Context, voice: VoiceState, at: i32): VoiceState {
  const state = ctx.parse;
  if (voice.overlayParent < 0) return voice;
  // The voices of a `(& ... &)` keep their own bars until `&)`.
  if (voice.inSpan) return voice;
  let index = state.current;
  for (let depth = 0; depth < 64; depth++) {
    const overlay = state.voiceState(index);
    if (overlay.overlayParent < 0) break;
    if (overlay.time != overlay.overlayTarget) {
      ctx.diagnostics.report(ctx.source, DiagnosticCode.WrongOverlayDuration, Severity.Error, at, at + 1);
    }
    index = overlay.overlayParent;
  }
  state.current = index;
  return state.voiceState(index);
}

/** `&)`: the end of a multi-measure overlay; the music goes back to the overlaid voice. */
function endOverlaySpan(ctx: Context): void {
  const state = ctx.parse;
  const index = rootVoice(ctx, state.current);
  state.voiceState(index).spanOpen = false;
  state.current = index;
}

/** The voice (pool index) that the overlay voice `index` belongs to, following its parents. */
export function rootVoice(ctx: Context, index: i32): i32 {
  const state = ctx.parse;
  let current = index;
  for (let depth = 0; depth < 64 && state.voiceState(current).overlayParent >= 0; depth++) {
    current = state.voiceState(current).overlayParent;
  }
  return current;
}

/** `)`: closes the innermost open slur on the last note. */
function closeSlur(ctx: Context, voice: VoiceState, at: i32): void {
  if (voice.slurDepth == 0) {
    // A warning: nothing is lost but a slur that cannot be drawn (abc2svg 1.22.1 says nothing).
    ctx.diagnostics.report(ctx.source, DiagnosticCode.EndOfSlurWithoutStart, Severity.Warning, at, at + 1);
    return;
  }
  voice.slurDepth--;
  const first = unchecked(voice.slurFirst[voice.slurDepth]);
  if (first >= 0 && voice.lastNote >= first) ctx.slurs.add(first, voice.lastNote);
}

/**
 * `>` / `<` (ABC 2.1 4.4): the previous note is dotted and the next halved (`>`), or the
 * reverse; doubled and tripled signs give 7/4 : 1/4 and 15/8 : 1/8.
 */
function parseBrokenRhythm(ctx: Context, voice: VoiceState, start: i32, end: i32): i32 {
  const source = ctx.source;
  const sign = source.at(start);
  let count = 0;
  let i = start;
  while (i < end && source.at(i) == sign && count < 3) { count++; i++; }
  const previous = voice.lastNote;
  if (previous < 0 || previous != voice.lastSymbol) {
    ctx.diagnostics.report(source, DiagnosticCode.NoNoteBeforeBrokenRhythm, Severity.Error, start, i, start, start + 1);
    return i;
  }
  const denominator = 1 << count; // 2, 4, 8
  const longer = 2 * denominator - 1; // 3, 7, 15
  const symbols = ctx.symbols;
  const written = symbols.written.get(previous);
  const played = symbols.duration.get(previous);
  let previousNumerator = longer;
  let nextNumerator = 1;
  if (sign == 60 /* < */) {
    previousNumerator = 1;
    nextNumerator = longer;
  }
  const newWritten = <i32>((<i64>written * previousNumerator) / denominator);
  const newPlayed = <i32>((<i64>played * previousNumerator) / denominator);
  symbols.written.set(previous, newWritten);
  symbols.duration.set(previous, newPlayed);
  voice.time += newPlayed - played;
  voice.brokenNumerator = nextNumerator;
  voice.brokenDenominator = denominator;
  voice.brokenAt = start;
  return i;
}

/**
 * A grace-note group `{...}` or acciaccatura `{/...}` (ABC 2.1 4.12): each grace note becomes a
 * Grace symbol (engine-spec 3) at the voice's time, taking no time, with its heads; accidentals
 * of grace notes count for the rest of the measure (abc2svg does so). What may not appear in a
 * group is reported (engine-spec 5): bars, tuplets, broken rhythm. A slur opened in the group
 * starts on the main note that follows, until grace notes are drawn.
 */
function parseGraceGroup(ctx: Context, voice: VoiceState, start: i32, end: i32): i32 {
  const source = ctx.source;
  const state = ctx.parse;
  let i = start + 1;
  let first = true;
  const acciaccatura = source.at(i) == 47 /* / */;
  if (acciaccatura) i++;
  while (i < end) {
    const c = source.at(i);
    if (c == 125 /* } */) return i + 1;
    const chord = c == 91 /* [ */;
    if (isNoteStart(c) || chord) {
      // A grace note, or a grace chord `{[ac']}` whose heads share one symbol.
      const noteStart = i;
      const symbol = appendSymbol(ctx, voice, SymbolKind.Grace, noteStart, noteStart + 1);
      const firstHead = ctx.heads.count;
      if (chord) i++;
      let pitchEnd = i;
      while (i < end) {
        const headStart = i;
        const accidental = readAccidental(ctx, i);
        const written = readPitch(ctx, state.cursor, end);
        if (written < 0) {
          if (!chord || source.at(i) != 93 /* ] */) report(ctx, DiagnosticCode.BadGraceNote, headStart, state.cursor + 1, false);
          i = chord && source.at(i) == 93 ? i + 1 : state.cursor + 1;
          break;
        }
        const step = shiftOctaves(written, voice.octave);
        pitchEnd = state.cursor;
        const head = ctx.heads.add(symbol, step, accidental, headStart, pitchEnd);
        ctx.heads.midi.set(head, midiOf(step, soundingAlteration(voice, step, accidental)) + 12 * voice.clefOctave);
        i = pitchEnd;
        if (!chord) break;
        // Lengths inside a grace chord are read past; the chord's length follows `]`.
        while (i < end && (isDigit(source.at(i)) || source.at(i) == 47)) i++;
      }
      const headCount = ctx.heads.count - firstHead;
      if (headCount == 0) {
        ctx.symbols.kind.set(symbol, SymbolKind.Space);
        continue;
      }
      sortHeads(ctx, firstHead, headCount);
      readLength(ctx, i, end);
      const after = state.cursor;
      ctx.symbols.end.set(symbol, after);
      const symbols = ctx.symbols;
      symbols.setFlag(symbol, SymbolBits.Grace);
      if (first) {
        symbols.setFlag(symbol, SymbolBits.BeamBreakBefore);
        if (acciaccatura) symbols.setFlag(symbol, SymbolBits.Acciaccatura);
        first = false;
      }
      // Grace notes are drawn at half the unit length (abc2svg: one eighth of L's quarter).
      const ticks = (<i64>voice.unitTicks * state.numerator) / (state.denominator * 2);
      symbols.written.set(symbol, <i32>max<i64>(1, min<i64>(ticks, MAX_DURATION)));
      symbols.headStart.set(symbol, firstHead);
      symbols.headCount.set(symbol, headCount);
      i = after;
      continue;
    }
    if (c == 124) ctx.diagnostics.report(source, DiagnosticCode.BarInGrace, Severity.Error, i, i + 1);
    else if (c == 40 && isDigit(source.at(i + 1))) ctx.diagnostics.report(source, DiagnosticCode.TupletInGrace, Severity.Error, i, i + 2);
    else if (c == 40 && source.at(i + 1) != 38) {
      i = parseOpenParenthesis(ctx, voice, i, end);
      continue;
    } else if (c == 60 || c == 62) ctx.diagnostics.report(source, DiagnosticCode.BrokenRhythmInGrace, Severity.Error, i, i + 1);
    else if (c == 33 /* ! */) {
      i = parseDecoration(ctx, i, end);
      continue;
    } else if (!isSpace(c) && c != 45 /* - */ && c != 41 /* ) */) {
      report(ctx, DiagnosticCode.BadGraceNote, i, i + 1, false);
    }
    i++;
  }
  ctx.diagnostics.report(source, DiagnosticCode.NoEndOfGraceSequence, Severity.Error, start, end);
  return end;
}
