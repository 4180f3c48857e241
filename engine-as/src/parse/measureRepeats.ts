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
import { SymbolBits } from "../model/tables";
import { RepeatSign } from "../model/values";
import { Context } from "../context";
import { I32Column } from "../util/column";
import { readNumber, skipSpaces } from "../text/scan";
import { ParsePhase } from "./parseState";
import { currentVoice } from "./voices";

/**
 * The repeats of the render: one row per `%%repeat` in a tune's body, kept for the whole render
 * (rows before `checked` belong to tunes already read), so that layout places their signs
 * (centreMeasureRests.ts) and skips that walk when there is no row.
 */
export class MeasureRepeatTable {
  /** The voice (VoiceTable id) and its last symbol when the directive came. */
  voice: I32Column = new I32Column(8);
  after: I32Column = new I32Column(8);
  /** n (measures or notes repeated) and k (times they are repeated). */
  count: I32Column = new I32Column(8);
  times: I32Column = new I32Column(8);
  /** 1 when the directive followed a bar (measure repeat), 0 inside a measure (note repeat). */
  measures: I32Column = new I32Column(8);
  /** Working column of checkRepeats: the first symbol of each repeated group. */
  groupStarts: I32Column = new I32Column(8);
  /** Rows before this one belong to tunes already checked (checkRepeats). */
  checked: i32 = 0;

  @inline get length(): i32 {
    return this.voice.length;
  }

  reset(): void {
    this.voice.reset();
    this.after.reset();
    this.count.reset();
    this.times.reset();
    this.measures.reset();
    this.groupStarts.reset();
    this.checked = 0;
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

/**
 * At the tune's end: checks each %%repeat of the tune against its voice's music and marks the
 * repeated music for drawing (SymbolBits.Repeated: not drawn; the sign on the first note or rest
 * of each group, RepeatSign in value2). A repeat with nothing after it does nothing (abc2svg).
 *
 * Measure repeat: n measures must end at the directive's bar ("Not enough measures for
 * %%repeat" at the first symbol after it), and n * k measures follow (a last measure without
 * its bar counts; else the same message at the first symbol of the group that lacks some).
 * Note repeat: n notes or rests must come before the directive in its measure, and n * k after
 * it, with no bar among them ("Not enough notes/rests for %%repeat" when the voice starts
 * first; "Bar in repeat sequence" at the bar, or at the last note when the voice ends first:
 * abc2svg 1.22.1's words and places).
 */
export function checkRepeats(ctx: Context): void {
  const repeats = ctx.measureRepeats;
  for (let row = repeats.checked, n = repeats.length; row < n; row++) {
    const after = repeats.after.get(row);
    const first = nextTimedOrBar(ctx, ctx.symbols.next.get(after));
    if (first < 0) continue;
    if (repeats.measures.get(row) != 0) checkMeasureRepeat(ctx, row, after, first);
    else checkNoteRepeat(ctx, row, after, first);
  }
  repeats.checked = repeats.length;
}

/** Whether symbol `id` takes time in the measure: a note or a rest. */
@inline function isTimed(ctx: Context, id: i32): bool {
  const kind = ctx.symbols.kind.get(id);
  return kind == SymbolKind.Note || kind == SymbolKind.Rest || kind == SymbolKind.MultiMeasureRest;
}

/** The first note, rest or bar at or after `from` in its voice, or -1. */
function nextTimedOrBar(ctx: Context, from: i32): i32 {
  const symbols = ctx.symbols;
  let id = from;
  while (id >= 0 && !isTimed(ctx, id) && symbols.kind.get(id) != SymbolKind.Bar) id = symbols.next.get(id);
  return id;
}

/** Reports `code` at the source range of symbol `id`. */
function reportAt(ctx: Context, code: i32, id: i32): void {
  ctx.diagnostics.report(ctx.source, code, Severity.Error, ctx.symbols.start.get(id), ctx.symbols.end.get(id));
}

/** Checks and marks the measure repeat of row `row`, whose directive followed `bar`. */
function checkMeasureRepeat(ctx: Context, row: i32, bar: i32, first: i32): void {
  const symbols = ctx.symbols;
  const repeats = ctx.measureRepeats;
  const count = repeats.count.get(row);
  const times = repeats.times.get(row);
  // The n measures repeated: n bars up to and including the directive's.
  let bars = 0;
  for (let id = bar; id >= 0 && bars < count; id = symbols.prev.get(id)) {
    if (symbols.kind.get(id) == SymbolKind.Bar) bars++;
  }
  if (bars < count) {
    reportAt(ctx, DiagnosticCode.NotEnoughMeasuresForRepeat, first);
    return;
  }
  // The n * k measures after: find where each group starts, and that each is complete.
  const groups = repeats.groupStarts;
  groups.reset();
  let id = first;
  for (let group = 0; group < times; group++) {
    const start = nextTimedOrBar(ctx, id);
    if (start < 0) {
      reportAt(ctx, DiagnosticCode.NotEnoughMeasuresForRepeat, group == 0 ? first : groups.get(group - 1));
      return;
    }
    groups.push(start);
    for (let measure = 0; measure < count; measure++) {
      const measureStart = nextTimedOrBar(ctx, id);
      if (measureStart < 0) {
        reportAt(ctx, DiagnosticCode.NotEnoughMeasuresForRepeat, start);
        return;
      }
      id = measureStart;
      while (id >= 0 && symbols.kind.get(id) != SymbolKind.Bar) id = symbols.next.get(id);
      if (id >= 0) id = symbols.next.get(id);
    }
  }
  for (let group = 0; group < times; group++) markMeasures(ctx, groups.get(group), count, group);
}

/**
 * Marks the `count` measures from symbol `start` as repeated: their notes and rests are not
 * drawn; the first of the measure (one-bar sign) or of the second measure (two-bar sign, over
 * the bar line between) carries the sign. The one-bar signs after the first of a run are
 * numbered with the measure's count in the run (abc2svg: 3, 4, 5...), two-bar signs with 2.
 */
function markMeasures(ctx: Context, start: i32, count: i32, group: i32): void {
  const symbols = ctx.symbols;
  let id = start;
  for (let measure = 0; measure < count && id >= 0; measure++) {
    let carrier = -1;
    while (id >= 0 && symbols.kind.get(id) != SymbolKind.Bar) {
      if (isTimed(ctx, id)) {
        // Not drawn, so no beam may join it (layout/groupBeams).
        symbols.setFlag(id, SymbolBits.Repeated | SymbolBits.BeamBreakBefore);
        if (carrier < 0) carrier = id;
      }
      id = symbols.next.get(id);
    }
    if (id >= 0) id = symbols.next.get(id);
    if (carrier < 0) continue;
    if (count == 1) symbols.value2.set(carrier, RepeatSign.OneBar | ((group > 0 ? group + 2 : 0) << 4));
    else if (measure == 1) symbols.value2.set(carrier, RepeatSign.TwoBars | (2 << 4));
  }
}

/** n * k, capped (the loops stop at the voice's end long before): no overflow on huge values. */
@inline function groupNotes(count: i32, times: i32): i32 {
  return <i32>min<i64>(<i64>count * times, 1 << 24);
}

/** Checks and marks the note repeat of row `row`, whose directive followed symbol `after`. */
function checkNoteRepeat(ctx: Context, row: i32, after: i32, first: i32): void {
  const symbols = ctx.symbols;
  const repeats = ctx.measureRepeats;
  const count = repeats.count.get(row);
  const times = repeats.times.get(row);
  // The n notes or rests repeated, back from the directive, within its measure.
  let found = 0;
  for (let id = after; id >= 0 && found < count; id = symbols.prev.get(id)) {
    if (symbols.kind.get(id) == SymbolKind.Bar) {
      reportAt(ctx, DiagnosticCode.BarInRepeatSequence, id);
      return;
    }
    if (isTimed(ctx, id)) found++;
  }
  if (found < count) {
    reportAt(ctx, DiagnosticCode.NotEnoughNotesForRepeat, first);
    return;
  }
  // The n * k after it, with no bar among them.
  let id = first;
  let last = first;
  for (let k = 0, total = groupNotes(count, times); k < total; k++) {
    id = nextTimedOrBar(ctx, id);
    if (id < 0) {
      reportAt(ctx, DiagnosticCode.BarInRepeatSequence, last);
      return;
    }
    if (symbols.kind.get(id) == SymbolKind.Bar) {
      reportAt(ctx, DiagnosticCode.BarInRepeatSequence, id);
      return;
    }
    last = id;
    id = symbols.next.get(id);
  }
  // Each group of n: not drawn, a slash at its first note.
  id = first;
  for (let k = 0, total = groupNotes(count, times); k < total; k++) {
    id = nextTimedOrBar(ctx, id);
    symbols.setFlag(id, SymbolBits.Repeated | SymbolBits.BeamBreakBefore);
    if (k % count == 0) symbols.value2.set(id, RepeatSign.Slash);
    id = symbols.next.get(id);
  }
  // Nor may a beam join the drawn music after it to the last repeated note.
  const following = nextTimedOrBar(ctx, id);
  if (following >= 0) symbols.setFlag(following, SymbolBits.BeamBreakBefore);
}
