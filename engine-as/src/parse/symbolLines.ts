/**
 * @fileoverview Symbol lines `s:` and their continuations `+:` (ABC 2.1 5.2): decorations,
 * chord symbols and annotations written under the music, aligned to its notes as the
 * syllables of a w: line are.
 *
 * Alignment (ABC 2.1 5.2; black-boxed from abc2svg 1.22.1): each item — `!name!`, a one-
 * character decoration (`.~HLMOPSTuv` or a letter U: defined), or `"text"` — goes to the next
 * note, rests and grace notes left out; `*` skips a note; `|` moves to the first note after the
 * next bar. Blanks only separate. An s: line starts at the first note of the music written
 * since the previous s: line of the voice (several s: lines in a row all start there); a `+:`
 * line right after it goes on from where it stopped (parse/fieldContinuation.ts decides).
 *
 * The items join the note's own decorations and annotations: the tables keep each symbol's
 * rows together (layout reads them as one run per symbol), so the rows are re-ordered by
 * symbol after each line (`keepRowsTogether`).
 *
 * Errors (engine-spec 5): "s: without music", "+: symbol line without music" at the field;
 * "Not enough measure bars for symbol line" at the `|`; "Too many elements in symbol line" at
 * the first item without a note; "Bad character" at a character that is no item (abc2svg
 * counts it as an element: it takes a note).
 */

import { DiagnosticCode, Severity } from "../abi";
import { Context } from "../context";
import { I32Column } from "../util/column";
import { isSpace } from "../text/source";
import { addShorthandDecoration, parseAnnotation, parseDecoration } from "./decorations";
import { isShorthandDecoration, isUserSymbol } from "./noteParts";
import { afterNextBar, noteAtOrAfter } from "./musicCursor";
import { ParsePhase } from "./parseState";

/** Where symbol lines stand: per voice, and for a `+:` continuation. */
export class SymbolLineState {
  /**
   * Per voice (VoiceTable id): its last symbol when its last s: line came (-2: no s: line yet),
   * and the symbol that s: line started from.
   */
  mark: I32Column = new I32Column(16);
  blockStart: I32Column = new I32Column(16);
  /** Whether the last s: line had music to align to (a `+:` after it needs some too). */
  hadMusic: bool = false;
  /** Where it stopped: the symbol the next item goes from (-1: past the music). */
  cursor: i32 = -1;

  reset(): void {
    this.mark.reset();
    this.blockStart.reset();
    this.hadMusic = false;
    this.cursor = -1;
  }
}

/**
 * Parses the symbol line source[valueStart, end) of the field at `fieldStart` (`s:`, or `+:`
 * when `continuation`) and attaches its items to the current voice's notes.
 */
export function parseSymbolLine(ctx: Context, fieldStart: i32, valueStart: i32, end: i32, continuation: bool): void {
  const source = ctx.source;
  const state = ctx.parse;
  const lines = ctx.symbolLines;
  if (continuation && !lines.hadMusic) {
    ctx.diagnostics.report(source, DiagnosticCode.SymbolContinuationWithoutMusic, Severity.Error, fieldStart, end);
    return;
  }
  let cursor = -1;
  if (continuation) {
    cursor = lines.cursor;
  } else {
    cursor = state.phase == ParsePhase.Body && state.current >= 0 ? blockStart(ctx) : -1;
    lines.hadMusic = noteAtOrAfter(ctx, cursor) >= 0;
    if (!lines.hadMusic) {
      ctx.diagnostics.report(source, DiagnosticCode.SymbolLinesWithoutMusic, Severity.Error, fieldStart, end);
      return;
    }
  }
  const firstDecoration = ctx.decorations.count;
  const firstAnnotation = ctx.annotations.count;
  const firstNote = noteAtOrAfter(ctx, cursor);
  let i = valueStart;
  while (i < end) {
    const c = source.at(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c == 37 /* % */) break;
    if (c == 124 /* | */) {
      const next = afterNextBar(ctx, cursor);
      if (next == -2) {
        ctx.diagnostics.report(source, DiagnosticCode.NotEnoughBarsForSymbolLine, Severity.Error, i, i + 1);
        cursor = -1;
        break;
      }
      cursor = next;
      i++;
      continue;
    }
    const item = isItemStart(ctx, c);
    if (!item) ctx.diagnostics.report(source, DiagnosticCode.BadCharacter, Severity.Error, i, i + 1, i, i + 1);
    const note = noteAtOrAfter(ctx, cursor);
    if (note < 0) {
      ctx.diagnostics.report(source, DiagnosticCode.TooManySymbolLineElements, Severity.Error, i, end);
      break;
    }
    if (c == 33 /* ! */) {
      const decorations = ctx.decorations.count;
      i = parseDecoration(ctx, i, end);
      for (let k = decorations; k < ctx.decorations.count; k++) ctx.decorations.symbol.set(k, note);
    } else if (c == 34 /* " */) {
      const annotations = ctx.annotations.count;
      i = parseAnnotation(ctx, i, end);
      for (let k = annotations; k < ctx.annotations.count; k++) ctx.annotations.symbol.set(k, note);
    } else if (item && c != 42 /* * */) {
      addShorthandDecoration(ctx, i);
      ctx.decorations.symbol.set(ctx.decorations.count - 1, note);
      i++;
    } else {
      i++;
    }
    cursor = ctx.symbols.next.get(note);
  }
  lines.cursor = cursor;
  if (firstNote >= 0) {
    keepRowsTogether(ctx, firstDecoration, firstNote, true);
    keepRowsTogether(ctx, firstAnnotation, firstNote, false);
  }
}

/**
 * The symbol the current voice's s: line starts from: the first of the music written since its
 * previous s: line, or the same as that line's when no music came between.
 */
function blockStart(ctx: Context): i32 {
  const voice = ctx.parse.voiceState(ctx.parse.current);
  const id = voice.voice;
  const lines = ctx.symbolLines;
  while (lines.mark.length <= id) {
    lines.mark.push(-2);
    lines.blockStart.push(-1);
  }
  const last = voice.lastSymbol;
  if (last < 0) return -1;
  const mark = lines.mark.get(id);
  if (mark == last) return lines.blockStart.get(id);
  const start = mark >= 0 ? ctx.symbols.next.get(mark) : ctx.voices.first.get(id);
  lines.mark.set(id, last);
  lines.blockStart.set(id, start);
  return start;
}

/** Whether `c` starts an item: a decoration, a chord symbol or annotation, or `*`. */
function isItemStart(ctx: Context, c: i32): bool {
  return c == 33 || c == 34 || c == 42 || isShorthandDecoration(c) || isUserSymbol(ctx, c);
}

/**
 * Moves the rows the line added (from `firstAdded`) among the earlier rows of their notes, so
 * that each symbol's rows stay one run in symbol order (layout/attachmentTables indexBySymbol):
 * a stable insertion sort by symbol over the rows of symbols from `firstNote` on, rows still
 * waiting for their symbol (-1) kept last (parse/decorations attachPending still finds them).
 */
function keepRowsTogether(ctx: Context, firstAdded: i32, firstNote: i32, decorations: bool): void {
  const column = decorations ? ctx.decorations.symbol : ctx.annotations.symbol;
  const count = column.length;
  let from = firstAdded;
  while (from > 0) {
    const symbol = column.get(from - 1);
    if (symbol >= 0 && symbol < firstNote) break;
    from--;
  }
  for (let k = from + 1; k < count; k++) {
    let j = k;
    while (j > from && sortKey(column.get(j - 1)) > sortKey(column.get(j))) {
      if (decorations) ctx.decorations.swap(j - 1, j);
      else ctx.annotations.swap(j - 1, j);
      j--;
    }
  }
}

@inline function sortKey(symbol: i32): i32 {
  return symbol < 0 ? i32.MAX_VALUE : symbol;
}
