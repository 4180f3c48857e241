/**
 * @fileoverview Directives that act at one point of the text (engine-spec 3, 5, 8; abc2svg
 * 1.22.1, black-boxed): `%%newpage`, `%%vskip`, `%%multicol start|new|end`, `%%setbarnb` and
 * `%%staff`. The first four are recorded as format events (model/format.ts) with the id of the
 * next symbol, for layout to act on between systems (or between tunes, in the file header);
 * `%%staff` is checked.
 *
 * Messages (each at the directive's line, as abc2svg reports them): "%%vskip cannot be
 * negative", "Bad value in %%vskip", "%%multicol new without start", "%%multicol end without
 * start", "Unknown keyword '$1' in %%multicol", "Bad %%setbarnb value" (below 1 or not a
 * number), "Bad %%staff value '$1'", and the fatal "Bad %%staff number $1 (cur $2, max $3)"
 * (engine-spec 8) for a staff outside the tune's.
 */

import { DiagnosticCode, Severity } from "../abi";
import { Context } from "../context";
import { FormatEventKind } from "../model/format";
import { skipSpaces, wordEnd } from "../text/scan";
import { isDigit } from "../text/source";
import { isName, readDecimal, readLength } from "./formatDirectives";
import { ParsePhase } from "./parseState";

/** Staff count of a tune, at most (a voice's staff is a small index; larger is nonsense). */
const MAX_STAVES: i32 = 1 << 16;

/**
 * Applies a positional directive named source[nameStart, nameEnd) with value
 * source[valueStart, end); `lineStart` is where its line starts. Returns false for other names.
 */
export function applyPageDirective(ctx: Context, lineStart: i32, nameStart: i32, nameEnd: i32, valueStart: i32, end: i32): bool {
  if (isName(ctx, nameStart, nameEnd, "newpage")) {
    const number = readDecimal(ctx, valueStart, end);
    addEvent(ctx, FormatEventKind.NewPage, isNaN(number) ? -1 : number, lineStart);
    return true;
  }
  if (isName(ctx, nameStart, nameEnd, "vskip")) {
    applyVerticalSkip(ctx, lineStart, nameEnd, valueStart, end);
    return true;
  }
  if (isName(ctx, nameStart, nameEnd, "multicol")) {
    applyMulticol(ctx, lineStart, valueStart, end);
    return true;
  }
  if (isName(ctx, nameStart, nameEnd, "setbarnb")) {
    const number = readDecimal(ctx, valueStart, end);
    if (isNaN(number) || number < 1) {
      ctx.diagnostics.report(ctx.source, DiagnosticCode.BadSetbarnb, Severity.Error, lineStart, end);
    } else {
      addEvent(ctx, FormatEventKind.SetBarNumber, Math.floor(number), lineStart);
    }
    return true;
  }
  if (isName(ctx, nameStart, nameEnd, "staff")) {
    applyStaff(ctx, lineStart, valueStart, end);
    return true;
  }
  return false;
}

/** Records a format event at the parser's position (the tune being read, or the file header). */
function addEvent(ctx: Context, kind: i32, value: f64, start: i32): void {
  const tune = ctx.parse.phase == ParsePhase.BeforeTune ? -1 : ctx.parse.tune;
  ctx.format.addEvent(kind, tune, ctx.tunes.count, ctx.symbols.count, value, start);
}

/** `%%vskip length`: vertical space in CSS px before what follows; never negative. */
function applyVerticalSkip(ctx: Context, lineStart: i32, nameEnd: i32, valueStart: i32, end: i32): void {
  const length = readLength(ctx, valueStart, end);
  if (isNaN(length)) {
    ctx.diagnostics.report(ctx.source, DiagnosticCode.BadValue, Severity.Error, lineStart, end, lineStart, nameEnd);
    return;
  }
  if (length < 0) {
    ctx.diagnostics.report(ctx.source, DiagnosticCode.NegativeVskip, Severity.Error, lineStart, end);
    return;
  }
  addEvent(ctx, FormatEventKind.VerticalSkip, length, lineStart);
}

/**
 * `%%multicol start|new|end`: the music between `start` and `new` is one column, from `new` to
 * the next `new` or `end` the next one, side by side; `end` closes the columns. `new` or `end`
 * with no column open, and any other keyword, are reported and ignored.
 */
function applyMulticol(ctx: Context, lineStart: i32, valueStart: i32, end: i32): void {
  const source = ctx.source;
  const format = ctx.format;
  const word = skipSpaces(source, valueStart, end);
  const wordStop = wordEnd(source, word, end);
  if (isName(ctx, word, wordStop, "start")) {
    format.multicolOpen = true;
    addEvent(ctx, FormatEventKind.MulticolStart, 0, lineStart);
  } else if (isName(ctx, word, wordStop, "new")) {
    if (!format.multicolOpen) {
      ctx.diagnostics.report(source, DiagnosticCode.MulticolNewWithoutStart, Severity.Error, lineStart, end);
      return;
    }
    addEvent(ctx, FormatEventKind.MulticolNew, 0, lineStart);
  } else if (isName(ctx, word, wordStop, "end")) {
    if (!format.multicolOpen) {
      ctx.diagnostics.report(source, DiagnosticCode.MulticolEndWithoutStart, Severity.Error, lineStart, end);
      return;
    }
    format.multicolOpen = false;
    addEvent(ctx, FormatEventKind.MulticolEnd, 0, lineStart);
  } else {
    ctx.diagnostics.report(source, DiagnosticCode.UnknownMulticolKeyword, Severity.Error, lineStart, end, word, wordStop);
  }
}

/**
 * `%%staff [+|-]N` in a tune's body: the staff N (1-based), or N staves below (+) or above (-)
 * the current voice's. A value that is not a number is "Bad %%staff value '$1'"; a staff
 * outside the tune's is the fatal "Bad %%staff number $1 (cur $2, max $3)" (0-based numbers,
 * as abc2svg prints them). Moving a voice to another staff this way is not done yet: a valid
 * %%staff is checked and otherwise ignored.
 */
function applyStaff(ctx: Context, lineStart: i32, valueStart: i32, end: i32): void {
  const state = ctx.parse;
  if (state.phase != ParsePhase.Body && state.phase != ParsePhase.AfterKey) return;
  const source = ctx.source;
  let i = skipSpaces(source, valueStart, end);
  const sign = source.at(i);
  const relative = i < end && (sign == 43 /* + */ || sign == 45 /* - */);
  if (relative) i++;
  if (i >= end || !isDigit(source.at(i))) {
    ctx.diagnostics.report(source, DiagnosticCode.BadStaffValue, Severity.Error, lineStart, end, valueStart, end);
    return;
  }
  const number = readDecimal(ctx, i, end);
  const amount = number < <f64>MAX_STAVES ? <i32>number : MAX_STAVES;
  const current = currentStaff(ctx);
  const target = relative ? (sign == 45 ? current - amount : current + amount) : amount - 1;
  const last = lastStaff(ctx);
  if (target < 0 || target > last) {
    ctx.diagnostics.reportValues(source, DiagnosticCode.BadStaffNumber, Severity.Fatal, lineStart, end, target, current, last);
  }
}

/**
 * The staff (0-based) of voice `voice` of the tune being read (`voice` -1: the tune's last
 * staff so far). Staves are assigned at the tune's end (parseText assignStaves); before that a
 * voice has the staff %%score gave it, an overlay its parent's, and the others the next ones
 * in voice order.
 */
function staffOf(ctx: Context, voice: i32): i32 {
  const voices = ctx.voices;
  const first = ctx.tunes.firstVoice.get(ctx.parse.tune);
  let root = voice;
  for (let depth = 0; depth < 64 && root >= 0 && voices.overlayOf.get(root) >= 0; depth++) root = voices.overlayOf.get(root);
  let next = -1;
  for (let v = first; v < voices.count; v++) next = max(next, voices.staff.get(v));
  for (let v = first; v < voices.count; v++) {
    if (voices.overlayOf.get(v) >= 0) continue;
    let staff = voices.staff.get(v);
    if (staff < 0) staff = ++next;
    if (v == root) return staff;
  }
  return next > 0 ? next : 0;
}

/** The current voice's staff. */
function currentStaff(ctx: Context): i32 {
  const state = ctx.parse;
  return state.current >= 0 ? staffOf(ctx, state.voiceState(state.current).voice) : 0;
}

/** The tune's last staff so far (0-based). */
function lastStaff(ctx: Context): i32 {
  return staffOf(ctx, -1);
}
