/**
 * @fileoverview Chords `[CEG]2` (ABC 2.1 4.17): heads with their own accidentals, lengths,
 * ties, slurs and decorations inside the brackets.
 *
 * ABC 2.1 4.17 allows nothing else there ("there should be no spaces within the notation for a
 * chord"). A chord holding anything else (a blank, a rest, a bar, a brace, a stray sign) is no
 * chord: as abc2svg 1.22.1 does, the engine reports "'c' is not a note" at that character,
 * drops what the chord held before it, and reads on after it as ordinary music (`[f/2 B/2 ]`
 * sounds B/2 alone; `[zC2]` sounds C2). The `]` then left alone is a bad character.
 */

import { DiagnosticCode, Severity, SymbolKind } from "../abi";
import { Context } from "../context";
import { Accidental, SymbolBits } from "../model/tables";
import { isDigit } from "../text/source";
import { parseAnnotation, parseDecoration } from "./decorations";
import { isNoteStart, isShorthandDecoration, isUserSymbol, lengthTicks, readAccidental, readLength, readPitch, report, shiftOctaves } from "./noteParts";
import { VoiceState } from "./parseState";
import { rememberTies, soundingAlteration } from "./pitch";
import { closeSlur, parseOpenParenthesis } from "./slursAndTuplets";
import { placeTimed, soundHeads } from "./timing";
import { appendSymbol } from "./voices";

/**
 * A chord `[CEG]2` (ABC 2.1 4.17) at source[start] (the `[`), on a line ending at `end`:
 * heads with their own accidentals, lengths and ties. Returns the offset after it. A chord
 * broken by a character it cannot hold (chordBreak) is dropped up to that character, which is
 * reported and read past (kept when it ends the line's music: `%` or the line end).
 */
export function parseChord(ctx: Context, voice: VoiceState, start: i32, end: i32): i32 {
  // Most chords hold heads, ties and slur ends only, read once (parsePlainChord); any other is
  // read again from its `[`, by chordBreak for what breaks it and then as written.
  const plain = parsePlainChord(ctx, voice, start, end);
  if (plain >= 0) return plain;
  const source = ctx.source;
  const broken = chordBreak(ctx, start, end);
  if (broken >= 0) {
    keepDroppedAccidentals(ctx, voice, start, broken);
    if (broken >= end || source.at(broken) == 37 /* % */) {
      // No `]` on the line: the chord was never closed.
      report(ctx, DiagnosticCode.BadCharacter, start, start + 1, true);
      return broken;
    }
    ctx.diagnostics.report(source, DiagnosticCode.NotANote, Severity.Error, broken, broken + 1, broken, broken + 1);
    return broken + 1;
  }
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
      const head = readChordHead(ctx, voice, symbol, i, end);
      if (head < 0) {
        report(ctx, DiagnosticCode.BadCharacter, i, state.cursor + 1, true);
        i = state.cursor + 1;
        continue;
      }
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
    } else if (isShorthandDecoration(c) || isUserSymbol(ctx, c)) {
      i++;
    } else {
      // Only what chordBreak lets through gets here (`[(,ce-]`: the `,` of a slur's direction).
      report(ctx, DiagnosticCode.BadCharacter, i, i + 1, true);
      i++;
    }
  }
  if (!closed) report(ctx, DiagnosticCode.BadCharacter, start, start + 1, true);
  return finishChord(ctx, voice, symbol, start, i, end, firstHead, numerator, denominator, slurEnds);
}

/**
 * Reads the head at source[i] (its accidental, pitch and length: ABC 2.1 4.17) into the head
 * table for chord `symbol` (-1 while the chord's symbol is not made); returns its id, and leaves
 * ctx.parse's cursor after its length and its numerator and denominator the length read. Returns
 * -1, adding no head, when no pitch follows (the cursor then on the character that is not one).
 * Inlined: parsePlainChord reads nearly every chord's heads through it.
 */
@inline function readChordHead(ctx: Context, voice: VoiceState, symbol: i32, i: i32, end: i32): i32 {
  const state = ctx.parse;
  const accidental = readAccidental(ctx, i);
  const written = readPitch(ctx, state.cursor, end);
  if (written < 0) return -1;
  const head = ctx.heads.add(symbol, shiftOctaves(written, voice.octave), accidental, i, state.cursor);
  readLength(ctx, state.cursor, end);
  return head;
}

/**
 * parseChord of a chord that holds only heads, each followed by ties `-` and slur ends `)`
 * (`[CEG]2`, `[E-c)]`), read in one pass: its heads are added as they are read and given their
 * symbol once the `]` shows that the chord is whole. Returns -1, with no head left added, at
 * anything else, for parseChord's reading of the chord as written.
 */
function parsePlainChord(ctx: Context, voice: VoiceState, start: i32, end: i32): i32 {
  const source = ctx.source;
  const state = ctx.parse;
  const heads = ctx.heads;
  const firstHead = heads.count;
  let numerator = 1;
  let denominator = 1;
  let slurEnds = 0;
  let i = start + 1;
  while (true) {
    const c = source.at(i);
    if (i >= end || !isNoteStart(c)) break;
    // The chord's symbol is not made yet: a chord broken later has none (see parseChord).
    const head = readChordHead(ctx, voice, -1, i, end);
    if (head < 0) break;
    // The chord lasts as long as its first head (ABC 2.1 4.17).
    if (head == firstHead) {
      numerator = state.numerator;
      denominator = state.denominator;
    }
    i = state.cursor;
    // Ties and slur ends on this head.
    while (i < end) {
      const after = source.at(i);
      if (after == 45 /* - */) heads.tie.set(head, 1);
      else if (after == 41 /* ) */) slurEnds++;
      else break;
      i++;
    }
    if (i < end && source.at(i) == 93 /* ] */) {
      const symbol = appendSymbol(ctx, voice, SymbolKind.Note, start, start + 1);
      ctx.symbols.setFlag(symbol, SymbolBits.Chord);
      for (let k = firstHead, n = heads.count; k < n; k++) heads.symbol.set(k, symbol);
      return finishChord(ctx, voice, symbol, start, i + 1, end, firstHead, numerator, denominator, slurEnds);
    }
  }
  heads.truncate(firstHead);
  return -1;
}

/**
 * The end of parseChord for note `symbol`, whose heads from `firstHead` on are read, the
 * first of them numerator/denominator unit lengths long, and `slurEnds` slurs end on it: its
 * length written after the chord at source[at] applied, placed in its voice's time and
 * sounded. Returns the offset after the chord's length.
 */
function finishChord(ctx: Context, voice: VoiceState, symbol: i32, start: i32, at: i32, end: i32, firstHead: i32, numerator: i32, denominator: i32, slurEnds: i32): i32 {
  const state = ctx.parse;
  const heads = ctx.heads;
  const count = heads.count - firstHead;
  if (count == 0) {
    // No head (`[!trill` whose decoration never closes): nothing to sound. Keep the symbol as
    // an invisible rest so that the voice's symbols stay linked.
    ctx.symbols.kind.set(symbol, SymbolKind.Rest);
    ctx.symbols.rests++;
    ctx.symbols.setFlag(symbol, SymbolBits.Invisible);
  }
  sortHeads(ctx, firstHead, count);
  ctx.symbols.headStart.set(symbol, firstHead);
  ctx.symbols.headCount.set(symbol, count);
  readLength(ctx, at, end);
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

/**
 * Where the chord opened at source[start] stops being one (ABC 2.1 4.17): the offset of the
 * first character before its `]` that a chord cannot hold, `end` (or the offset of a `%`) when
 * no `]` closes it on the line, or -1 when it is well formed. A chord holds one head or more
 * (accidental, letter, octave marks, length), `-` and `)` after a head, and before a head
 * `(` (with a slur direction `,` or `'`), `!decorations!` and one-character decorations; as in
 * abc2svg 1.22.1, anything else breaks it, a blank included. Reads heads with the noteParts
 * readers, which only move ctx.parse's cursor and length fields (parseChord reads them again).
 */
function chordBreak(ctx: Context, start: i32, end: i32): i32 {
  const source = ctx.source;
  const state = ctx.parse;
  let afterHead = false;
  // A slur start or a decoration waits for the head it goes on.
  let needsHead = false;
  // Right after a head (and its `)` or `-`): a tie, a slur end or a misplaced dot may follow.
  let onHead = false;
  let misplacedDot = false;
  let unclosed = -1;
  let i = start + 1;
  while (i < end) {
    const c = source.at(i);
    // A chord with no head (`[!trill!]`, `[.]`), or ending on what waits for a head (`[ce(]`,
    // `[c!trill!]`), is none: its `]` breaks it.
    if (c == 93 /* ] */) return afterHead && !needsHead ? -1 : brokenAt(ctx, unclosed, i, end);
    if (isNoteStart(c)) {
      readAccidental(ctx, i);
      if (readPitch(ctx, state.cursor, end) < 0) return brokenAt(ctx, unclosed, state.cursor, end); // `[^]`
      readLength(ctx, state.cursor, end);
      i = state.cursor;
      afterHead = true;
      needsHead = false;
      onHead = true;
      misplacedDot = false;
    } else if (c == 33 /* ! */) {
      let close = i + 1;
      while (close < end && source.at(close) != 33) close++;
      if (close < end) {
        i = close + 1;
        needsHead = true;
        onHead = false;
        misplacedDot = false;
      } else {
        // An unclosed decoration: its `!` is reported and read past, and the chord goes on.
        if (unclosed < 0) unclosed = i;
        i++;
      }
    } else if (c == 40 /* ( */) {
      needsHead = true;
      onHead = false;
      misplacedDot = false;
      i++;
      const direction = source.at(i);
      if (direction == 44 /* , */ || direction == 39 /* ' */) i++;
    } else if ((onHead && c == 41 /* ) */) || ((onHead || misplacedDot) && c == 45 /* - */)) {
      // A slur end or a tie on the head before.
      onHead = true;
      misplacedDot = false;
      i++;
    } else if (onHead && c == 46 /* . */) {
      // A misplaced dot (abc2svg reports one), read past: a tie may still follow it.
      onHead = false;
      misplacedDot = true;
      i++;
    } else if (isShorthandDecoration(c) || isUserSymbol(ctx, c)) {
      needsHead = true;
      onHead = false;
      misplacedDot = false;
      i++;
    } else {
      return brokenAt(ctx, unclosed, i, end);
    }
  }
  return brokenAt(ctx, unclosed, end, end);
}

/**
 * chordBreak's answer `broken` for a chord it found broken; reports first the decoration left
 * open at `unclosed` (when >= 0) that parseChord, dropping the chord, will not read.
 */
function brokenAt(ctx: Context, unclosed: i32, broken: i32, end: i32): i32 {
  if (unclosed >= 0) ctx.diagnostics.report(ctx.source, DiagnosticCode.NoEndOfDecoration, Severity.Error, unclosed, end);
  return broken;
}

/**
 * The accidentals written on the heads of a dropped chord, source(start, broken), still hold
 * for the rest of the measure (ABC 2.1 4.2): abc2svg 1.22.1 sounds `[^c e] c` with C sharp.
 */
function keepDroppedAccidentals(ctx: Context, voice: VoiceState, start: i32, broken: i32): void {
  const source = ctx.source;
  const state = ctx.parse;
  let i = start + 1;
  while (i < broken) {
    const c = source.at(i);
    if (c == 33 /* ! */) {
      // Skip a decoration's name, whose letters are no heads (`!fermata!`); an unclosed one is
      // its `!` alone, as chordBreak read it.
      let close = i + 1;
      while (close < broken && source.at(close) != 33) close++;
      i = close < broken ? close + 1 : i + 1;
    } else if (isNoteStart(c)) {
      const accidental = readAccidental(ctx, i);
      const written = readPitch(ctx, state.cursor, broken);
      if (written >= 0 && accidental != Accidental.None) {
        soundingAlteration(voice, shiftOctaves(written, voice.octave), accidental);
      }
      i = max(state.cursor, i + 1);
    } else {
      i++;
    }
  }
}

/** Sorts heads [first, first + count) by step, lowest first (insertion sort: chords are small). */
export function sortHeads(ctx: Context, first: i32, count: i32): void {
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
