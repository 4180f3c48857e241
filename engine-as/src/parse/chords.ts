/**
 * @fileoverview Chords `[CEG]2` (ABC 2.1 4.17): heads with their own accidentals, lengths,
 * ties and slurs inside the brackets; rests and stray characters are reported and read past.
 */

import { DiagnosticCode, Severity, SymbolKind } from "../abi";
import { Context } from "../context";
import { SymbolBits } from "../model/tables";
import { isDigit, isSpace } from "../text/source";
import { parseAnnotation, parseDecoration } from "./decorations";
import { isNoteStart, isShorthandDecoration, lengthTicks, readAccidental, readLength, readPitch, report, shiftOctaves } from "./noteParts";
import { VoiceState } from "./parseState";
import { rememberTies } from "./pitch";
import { closeSlur, parseOpenParenthesis } from "./slursAndTuplets";
import { placeTimed, soundHeads } from "./timing";
import { appendSymbol } from "./voices";

/** A chord `[CEG]2` (ABC 2.1 4.17): heads with their own accidentals, lengths and ties. */
export function parseChord(ctx: Context, voice: VoiceState, start: i32, end: i32): i32 {
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
