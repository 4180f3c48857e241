/**
 * @fileoverview `(` and `)`: slurs (ABC 2.1 4.11), tuplets `(p:q:r` (4.13) and the `(&` that
 * opens a multi-measure overlay.
 */

import { DiagnosticCode, Model, Severity } from "../abi";
import { Context } from "../context";
import { isDigit } from "../text/source";
import { readNumber } from "../text/scan";
import { report } from "./noteParts";
import { startOverlaySpan } from "./overlays";
import { VoiceState } from "./parseState";

/** `(`: a tuplet `(p:q:r` (ABC 2.1 4.13) or the start of a slur (4.11). */
export function parseOpenParenthesis(ctx: Context, voice: VoiceState, start: i32, end: i32): i32 {
  const source = ctx.source;
  if (source.at(start + 1) == 38 /* & */) {
    // `(&`: the start of a multi-measure overlay (ABC 2.1 7.4), ended by `&)`.
    startOverlaySpan(ctx, start);
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
  const i = readTupletSign(ctx, start, end);
  const p = ctx.parse.tupletP;
  let q = ctx.parse.tupletQ;
  let r = ctx.parse.tupletR;
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
 * Reads the numbers of a tuplet sign `(p[:q[:r]]` whose `(` is at source[start] (ABC 2.1 4.13)
 * into ctx.parse.tupletP, tupletQ and tupletR (-1 for each one absent); returns the offset after
 * the sign. The values are not checked here: the music line and macro expansions do that.
 */
export function readTupletSign(ctx: Context, start: i32, end: i32): i32 {
  const source = ctx.source;
  const state = ctx.parse;
  const cursor = state.numberCursor;
  state.tupletP = readNumber(source, start + 1, end, cursor);
  let i = unchecked(cursor[0]);
  state.tupletQ = -1;
  state.tupletR = -1;
  if (source.at(i) == 58 /* : */) {
    state.tupletQ = readNumber(source, i + 1, end, cursor);
    i = state.tupletQ >= 0 ? unchecked(cursor[0]) : i + 1;
    if (source.at(i) == 58) {
      state.tupletR = readNumber(source, i + 1, end, cursor);
      i = state.tupletR >= 0 ? unchecked(cursor[0]) : i + 1;
    }
  }
  return i;
}

/**
 * Default q of a tuplet (p (ABC 2.1 4.13; engine-spec 9): 3 notes in the time of 2, 2 in 3,
 * 4 in 3, 6 in 2, 8 in 3; for 5, 7 and 9, 3 when the meter is compound (abc2svg: the measure,
 * counted in 1536ths of a whole note, divides by 9), else 2.
 */
export function defaultTupletQ(p: i32, meterTicks: i32): i32 {
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

/** `)`: closes the innermost open slur on the last note. */
export function closeSlur(ctx: Context, voice: VoiceState, at: i32): void {
  if (voice.slurDepth == 0) {
    // A warning: nothing is lost but a slur that cannot be drawn (abc2svg 1.22.1 says nothing).
    ctx.diagnostics.report(ctx.source, DiagnosticCode.EndOfSlurWithoutStart, Severity.Warning, at, at + 1);
    return;
  }
  voice.slurDepth--;
  const first = unchecked(voice.slurFirst[voice.slurDepth]);
  // `.(` opens a dotted slur (ABC 2.1 4.11); the music line skipped the dot (music.ts).
  const open = unchecked(voice.slurAt[voice.slurDepth]);
  const dotted = open > 0 && ctx.source.at(open - 1) == 46 /* . */;
  if (first >= 0 && voice.lastNote >= first) ctx.slurs.add(first, voice.lastNote, dotted, open);
}
