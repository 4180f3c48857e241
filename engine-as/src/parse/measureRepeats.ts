/**
 * @fileoverview `%%repeat [n [k]]`: measure and beat repeats (abc2svg's extension; engine-spec
 * 5 "Directives", 8). The music after the directive is written out in full, and it is what the
 * model holds and what plays; only its drawing changes:
 * - right after a bar line, the next n * k measures (n = 1 or 2) repeat the n measures before
 *   the bar, and each group of n is drawn as one measure-repeat sign (SMuFL repeat1Bar,
 *   repeat2Bars; Behind Bars p. 238);
 * - inside a measure, the next n * k notes or rests repeat the n before the directive, and each
 *   group is drawn as a beat-repeat slash (Behind Bars p. 237).
 *
 * Black-boxed from abc2svg 1.22.1: the values are checked when the directive is read; whether
 * the music before and after holds enough measures or notes, with no bar inside a note group,
 * is checked once the voice is complete (at the tune's end, checkRepeats).
 */

import { DiagnosticCode, Severity, SymbolKind } from "../abi";
import { Context } from "../context";
import { I32Column } from "../util/column";
import { readNumber, skipSpaces } from "../text/scan";
import { ParsePhase } from "./parseState";
import { currentVoice } from "./voices";

/** The repeats of the tune being read: one row per `%%repeat` in its body. */
export class MeasureRepeatTable {
  /** The voice (VoiceTable id) and its last symbol when the directive came. */
  voice: I32Column = new I32Column(8);
  after: I32Column = new I32Column(8);
  /** n (measures or notes repeated) and k (times they are repeated). */
  count: I32Column = new I32Column(8);
  times: I32Column = new I32Column(8);
  /** 1 when the directive followed a bar (measure repeat), 0 inside a measure (note repeat). */
  measures: I32Column = new I32Column(8);

  @inline get length(): i32 {
    return this.voice.length;
  }

  reset(): void {
    this.voice.reset();
    this.after.reset();
    this.count.reset();
    this.times.reset();
    this.measures.reset();
  }

  add(voice: i32, after: i32, count: i32, times: i32, measures: bool): void {
    this.voice.push(voice);
    this.after.push(after);
    this.count.push(count);
    this.times.push(times);
    this.measures.push(measures ? 1 : 0);
  }
}

/**
 * Applies `%%repeat` whose value is source[valueStart, end) (the text after the word `repeat`).
 * Outside a tune's body it does nothing (abc2svg ignores it there). Errors, each at the
 * directive's line: before any music of the current voice, "%%repeat cannot start a tune";
 * n below 1, or above 2 after a bar, "Incorrect 1st value"; a k below 1, "Incorrect 2nd value".
 * A k that is not a number counts as 1 (abc2svg).
 */
export function applyRepeatDirective(ctx: Context, valueStart: i32, end: i32): void {
  const state = ctx.parse;
  if (state.tune < 0 || state.phase < ParsePhase.AfterKey) return;
  const source = ctx.source;
  const lineStart = directiveStart(ctx, valueStart);
  const voice = currentVoice(ctx);
  const last = voice.lastSymbol;
  if (!hasMusic(ctx, last)) {
    ctx.diagnostics.report(source, DiagnosticCode.RepeatCannotStartTune, Severity.Error, lineStart, end);
    return;
  }
  const afterBar = ctx.symbols.kind.get(last) == SymbolKind.Bar;
  const cursor = state.numberCursor;
  let at = skipSpaces(source, valueStart, end);
  let count = 1;
  if (at < end) {
    const negative = source.at(at) == 45; /* - */
    count = readNumber(source, negative ? at + 1 : at, end, cursor);
    if (negative && count > 0) count = -count;
    at = unchecked(cursor[0]);
  }
  if (count < 1 || (afterBar && count > 2)) {
    ctx.diagnostics.report(source, DiagnosticCode.BadFirstRepeatValue, Severity.Error, lineStart, end);
    return;
  }
  let times = 1;
  at = skipSpaces(source, at, end);
  if (at < end) {
    const negative = source.at(at) == 45; /* - */
    const value = readNumber(source, negative ? at + 1 : at, end, cursor);
    if (value >= 0) times = negative ? -value : value;
  }
  if (times < 1) {
    ctx.diagnostics.report(source, DiagnosticCode.BadSecondRepeatValue, Severity.Error, lineStart, end);
    return;
  }
  ctx.measureRepeats.add(voice.voice, last, count, times, afterBar);
}

/** Whether the voice has written a note, rest or bar (its clef, key and meter do not count). */
function hasMusic(ctx: Context, last: i32): bool {
  const symbols = ctx.symbols;
  let id = last;
  for (let guard = 0; id >= 0 && guard < 8; guard++) {
    const kind = symbols.kind.get(id);
    if (kind == SymbolKind.Note || kind == SymbolKind.Rest || kind == SymbolKind.MultiMeasureRest || kind == SymbolKind.Bar) return true;
    if (kind != SymbolKind.Clef && kind != SymbolKind.Key && kind != SymbolKind.Meter && kind != SymbolKind.Tempo) return true;
    id = symbols.prev.get(id);
  }
  return false;
}

/** Start of the `%%repeat` line holding `valueStart` (where abc2svg reports its errors). */
function directiveStart(ctx: Context, valueStart: i32): i32 {
  const source = ctx.source;
  let i = valueStart;
  for (let guard = 0; i > 0 && guard < 4096; guard++) {
    const c = source.at(i - 1);
    if (c == 10 || c == 13) break;
    i--;
  }
  return i;
}
