/**
 * @fileoverview The music-line parser (ABC 2.1 section 4): walks a line of music and hands each
 * construct to its parser (notes and rests here; chords.ts, bars.ts, slursAndTuplets.ts,
 * overlays.ts, graceNotes.ts, decorations.ts), writing symbols into the current voice.
 *
 * Parse decides nothing visual (STYLE.md 4): it records durations, pitches, groupings as
 * written (a space before a note breaks its beam) and line ends; layout does the rest.
 */

import { DiagnosticCode, Severity, SymbolKind } from "../abi";
import { Context } from "../context";
import { LineBreak, FormatKey } from "../model/format";
import { SymbolBits } from "../model/tables";
import { isDigit, isLetter, isSpace } from "../text/source";
import { readNumber } from "../text/scan";
import { parseBar, parseEmptyBracket, parseEnding } from "./bars";
import { applyField } from "./bodyFields";
import { parseChord } from "./chords";
import { addShorthandDecoration, attachPending, parseAnnotation, parseDecoration } from "./decorations";
import { parseGraceGroup } from "./graceNotes";
import { MAX_DURATION, hasWrittenLength, isNoteStart, isShorthandDecoration, isUserSymbol, lengthTicks, readAccidental, readLength, readPitch, readWrittenLength, report, shiftOctaves } from "./noteParts";
import { isIgnoredFieldLetter } from "./fieldLetters";
import { playMacroAt } from "./macros";
import { endOverlaySpan, startOverlay } from "./overlays";
import { VoiceState } from "./parseState";
import { rememberTies } from "./pitch";
import { closeSlur, parseOpenParenthesis } from "./slursAndTuplets";
import { placeTimed, soundOneHead } from "./timing";
import { appendSymbol, currentVoice } from "./voices";

/**
 * Parses the music line source[start, end) into the current voice. Returns whether the line
 * ended with `\` (the music line continues on the next source line, ABC 2.1 4.18... 6.1.1).
 */
export function parseMusicLine(ctx: Context, start: i32, end: i32): bool {
  const source = ctx.source;
  const symbolsBefore = ctx.symbols.count;
  const state = ctx.parse;
  let continued = false;
  let i = start;
  // The voice music goes to changes only where a construct sets ParseState.current (an inline
  // V:, `&`, the bar that ends an overlay): it is looked up again then, not before every
  // character.
  let voice = currentVoice(ctx);
  let voiceIndex = state.current;
  // Macros are defined on m: lines only (parseText.ts), never inside a music line.
  const hasMacros = ctx.macros.count > 0;
  while (i < end) {
    const c = source.at(i);
    if (state.current != voiceIndex) {
      voice = currentVoice(ctx);
      voiceIndex = state.current;
    }
    // A macro's use is also read as the notes it writes (parse/macros.ts).
    if (hasMacros) playMacroAt(ctx, voice, i, end);
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
    } else if (c == 46 /* . */ && source.at(i + 1) == 40 /* ( */ && !isDigit(source.at(i + 2))) {
      // `.(`: a dotted slur opens (ABC 2.1 4.11), not a staccato (slursAndTuplets.ts closeSlur).
      i++;
    } else if (c == 46 /* . */ && source.at(i + 1) == 45 /* - */) {
      // `.-`: a dotted tie (ABC 2.1 4.11), not a staccato: abc2svg 1.22.1 draws the tie dashed
      // and no dot (black-boxed: `D.- D` gives one dashed curve and no staccato). The tie is
      // drawn as a plain one here.
      i++;
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
        endOverlaySpan(ctx, i);
        i += 2;
      } else {
        startOverlay(ctx, voice, i);
        i++;
      }
    } else if (isLineBreakCharacter(c)) {
      scoreLineBreak(ctx, voice, i, c);
      i++;
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
  voice = currentVoice(ctx);
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
  // The length first, so that the symbol is made with its end. Most notes have none and last
  // the unit length (lengthTicks of 1/1: the unit length is at most a whole note), with no
  // ratio stored, read back and divided by.
  let after = pitchEnd;
  let ticks = max(voice.unitTicks, 1);
  if (hasWrittenLength(ctx, pitchEnd, end)) {
    readWrittenLength(ctx, pitchEnd, end);
    after = state.cursor;
    ticks = lengthTicks(ctx, voice, start, after);
  }
  const symbols = ctx.symbols;
  const symbol = appendSymbol(ctx, voice, SymbolKind.Note, start, after);
  const head = ctx.heads.add(symbol, step, accidental, start, pitchEnd);
  symbols.headStart.set(symbol, head);
  symbols.headCount.set(symbol, 1);
  placeTimed(ctx, voice, symbol, ticks);
  soundOneHead(ctx, voice, symbol, head, step, accidental);
  return after;
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
  ctx.symbols.rests++;
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

/**
 * `[`: a chord, an inline field `[K:...]`, a bar `[|`, a repeat ending `[1` or `["text"`
 * (ABC 2.1 4.9), or `[]`, an invisible bar as abc2svg 1.22.1 reads it (its `[|]`).
 */
function parseBracket(ctx: Context, voice: VoiceState, start: i32, end: i32): i32 {
  const source = ctx.source;
  const next = source.at(start + 1);
  if (isLetter(next) && source.at(start + 2) == 58 /* : */) return parseInlineField(ctx, start, end);
  if (next == 124 /* | */) return parseBar(ctx, voice, start, end);
  if (isDigit(next) || next == 34 /* " */) return parseEnding(ctx, voice, start + 1, end);
  if (next == 93 /* ] */) return parseEmptyBracket(ctx, voice, start);
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
  const letter = source.at(start + 1);
  if (isIgnoredFieldLetter(letter)) {
    ctx.diagnostics.report(source, DiagnosticCode.FieldLineIgnored, Severity.Warning, start, close + 1, start + 1, start + 2);
  } else {
    applyField(ctx, letter, start + 1, start + 3, close, close, true);
  }
  return close + 1;
}

/**
 * Moves by `delta` ticks the voice's time and the symbols written after its note `note`: the
 * bars, grace groups and fields that a broken rhythm sign may follow (`c|>d`), which take no
 * time themselves. The measure starts at the moved bar when one was passed.
 */
function shiftFollowing(ctx: Context, voice: VoiceState, note: i32, delta: i32): void {
  const symbols = ctx.symbols;
  if (voice.measureStart > symbols.time.get(note)) voice.measureStart += delta;
  let id = symbols.next.get(note);
  // Bounded by the symbol count: the voice's chain has no cycle, but input must not hang us.
  for (let k = 0; id >= 0 && k < symbols.count; k++) {
    symbols.time.set(id, symbols.time.get(id) + delta);
    id = symbols.next.get(id);
  }
  voice.time += delta;
}

/**
 * `>` / `<` (ABC 2.1 4.4): the previous note is dotted and the next halved (`>`), or the
 * reverse; doubled and tripled signs give 7/4 : 1/4 and 15/8 : 1/8. The previous note is the
 * voice's last note or rest, even with a bar, a grace group or a field after it (abc2svg 1.22.1
 * reads `c|>d` and `c{g}>d` so).
 */
function parseBrokenRhythm(ctx: Context, voice: VoiceState, start: i32, end: i32): i32 {
  const source = ctx.source;
  const sign = source.at(start);
  let count = 0;
  let i = start;
  while (i < end && source.at(i) == sign && count < 3) { count++; i++; }
  const previous = voice.lastNote;
  if (previous < 0) {
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
  shiftFollowing(ctx, voice, previous, newPlayed - played);
  voice.brokenNumerator = nextNumerator;
  voice.brokenDenominator = denominator;
  voice.brokenAt = start;
  return i;
}

/** Whether `c` is one of the characters %%linebreak may name: $ * ; ? @ (ABC 2.1 6.1.1). */
@inline function isLineBreakCharacter(c: i32): bool {
  return c == 36 /* $ */ || c == 42 /* * */ || c == 59 /* ; */ || c == 63 /* ? */ || c == 64 /* @ */;
}

/**
 * A line-break character `c` at source[at] (ABC 2.1 6.1.1, `%%linebreak`; abc2svg 1.22.1,
 * black-boxed): when the tune's %%linebreak names it (`$` by default) the music line ends after
 * the voice's last symbol, as at a source line end; `$` that it does not name is a bad
 * character, and the others are read past.
 */
function scoreLineBreak(ctx: Context, voice: VoiceState, at: i32, c: i32): void {
  const mask = <i32>ctx.format.get(ctx.parse.tune, FormatKey.LineBreak);
  if ((mask & lineBreakBit(c)) != 0) {
    if (voice.lastSymbol >= 0) ctx.symbols.setFlag(voice.lastSymbol, SymbolBits.ScoreLineBreak);
  } else if (c == 36) {
    report(ctx, DiagnosticCode.BadCharacter, at, at + 1, true);
  }
}

/** The LineBreak bit (model/format.ts) of line-break character `c`. */
function lineBreakBit(c: i32): i32 {
  switch (c) {
    case 36: return LineBreak.Dollar;
    case 42: return LineBreak.Star;
    case 59: return LineBreak.Semicolon;
    case 63: return LineBreak.Question;
    default: return LineBreak.At;
  }
}
