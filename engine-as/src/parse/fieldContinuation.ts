/**
 * @fileoverview `+:` lines (ABC 2.1 3.1, "field continuation"): a `+:` goes on with the w:
 * lyric line or s: symbol line right before it (parse/lyrics.ts, parse/symbolLines.ts).
 *
 * Black-boxed from abc2svg 1.22.1: only w: and s: lines are continued, and only while no music
 * came since (other field lines and comments may come between); anything else — a `+:` in a
 * header, after a T: line, after music, or first in the body — is "+: without previous info
 * field", and the line is read past.
 */

import { DiagnosticCode, Severity } from "../abi";
import { Context } from "../context";
import { parseLyricLine } from "./lyrics";
import { parseSymbolLine } from "./symbolLines";

/** What a `+:` line would continue. */
export enum Continuable {
  None = 0,
  Lyrics = 1,
  Symbols = 2,
}

/** The last w: or s: line: which, and where the music stood then. */
export class FieldContinuation {
  kind: i32 = Continuable.None;
  /** Voice the music went to (pool index, -1 before any) and its last symbol then. */
  voice: i32 = -1;
  mark: i32 = -1;

  reset(): void {
    this.kind = Continuable.None;
    this.voice = -1;
    this.mark = -1;
  }
}

/** Records that a w: (`Continuable.Lyrics`) or s: line was just read: a `+:` may continue it. */
export function noteContinuable(ctx: Context, kind: i32): void {
  const state = ctx.parse;
  const continuation = ctx.fieldContinuation;
  continuation.kind = kind;
  continuation.voice = state.current;
  continuation.mark = state.current >= 0 ? state.voiceState(state.current).lastSymbol : -1;
}

/** The `+:` line of the field at `fieldStart`, its value source[valueStart, end). */
export function continueField(ctx: Context, fieldStart: i32, valueStart: i32, end: i32): void {
  const state = ctx.parse;
  const continuation = ctx.fieldContinuation;
  const sameMusic = state.current == continuation.voice &&
    (state.current < 0 || state.voiceState(state.current).lastSymbol == continuation.mark);
  if (continuation.kind == Continuable.None || !sameMusic) {
    ctx.diagnostics.report(ctx.source, DiagnosticCode.ContinuationWithoutField, Severity.Error, fieldStart, end);
    return;
  }
  if (continuation.kind == Continuable.Symbols) parseSymbolLine(ctx, fieldStart, valueStart, end, true);
  else parseLyricLine(ctx, fieldStart, valueStart, end, true);
}
