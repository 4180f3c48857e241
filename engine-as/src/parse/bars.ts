/**
 * @fileoverview Bar lines (ABC 2.1 4.8) kept as written, as abc2svg keeps them, and repeat
 * endings (4.9) attached to their bar; a bar ends the overlays of its measure.
 */

import { BarType, DiagnosticCode, Severity, SymbolKind } from "../abi";
import { Context } from "../context";
import { SymbolBits } from "../model/tables";
import { isDigit } from "../text/source";
import { attachPendingAnnotations, attachWaiting, hasPending, hasPendingDecoration } from "./decorations";
import { report } from "./noteParts";
import { endOverlays } from "./overlays";
import { VoiceState } from "./parseState";
import { appendSymbol } from "./voices";

/**
 * A bar line (ABC 2.1 4.8) and the repeat ending that may follow it (`|1`, `:|2`, `|[1`).
 * The symbol's source range is the bar as written (the model dump prints it, MODEL.md);
 * its value is the BarType layout draws (classifyBar).
 */
export function parseBar(ctx: Context, overlaid: VoiceState, start: i32, end: i32): i32 {
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
  if (pipes == 0 && i - start == 1 && source.at(start) == 58 /* : */) {
    // A lone `:` is a dotted bar (abc2svg 1.22.1 reads it so, bar type `.|`).
    addBar(ctx, voice, BarType.Dotted, start, i);
    return i;
  }
  if (pipes == 0 && !(source.at(start) == 58 && source.at(start + 1) == 58)) {
    // Colons alone (`.:`) are no bar.
    report(ctx, DiagnosticCode.BadCharacter, start, i, true);
    return i;
  }
  const type = classifyBar(ctx, start, i);
  const bar = addBar(ctx, voice, type, start, i);
  // A repeat ending right after the bar: `|1`, `:|2`, `|[1`, `|["text"`, `| [2`.
  let j = i;
  if (source.at(j) == 91 /* [ */ && (isDigit(source.at(j + 1)) || source.at(j + 1) == 34 /* " */)) j++;
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
    // Texts written before the `|:` belong to the bar, not to the next note: abc2svg 1.22.1
    // (black-boxed) draws no chord symbol of `:|"Em"\` ending a line before `|:` (jigs_part1
    // X:43), as it draws none of `"Em"|:` (layout/placeAnnotations.ts).
    attachPendingAnnotations(ctx, voice, last);
    voice.measureStart = voice.time;
    voice.clearMeasure();
    voice.beamBreak = true;
    return last;
  }
  return appendBar(ctx, voice, type, start, end);
}

function appendBar(ctx: Context, voice: VoiceState, type: i32, start: i32, end: i32): i32 {
  const bar = appendSymbol(ctx, voice, SymbolKind.Bar, start, end);
  // Decorations and annotations written since the voice's last symbol (few bars have any).
  const waiting = hasPending(ctx, voice);
  // `!invisible!` on a bar makes it an invisible bar (abc2svg: bar type [|]).
  const value = waiting && hasPendingDecoration(ctx, voice, "invisible") ? BarType.Invisible : type;
  ctx.symbols.value.set(bar, value);
  if (waiting) attachWaiting(ctx, voice, bar);
  voice.measureStart = voice.time;
  // A dotted bar subdivides a measure and an invisible one draws none (ABC 2.1 4.8): the
  // accidentals of the measure hold past them (ABC 2.1 4.2), as abc2svg 1.22.1 sounds them.
  if (value != BarType.Dotted && value != BarType.Invisible) voice.clearMeasure();
  voice.beamBreak = true;
  return bar;
}

/**
 * `[]` at source[start]: no chord (it holds no note, ABC 2.1 4.17) but an invisible bar, as
 * abc2svg 1.22.1 reads it (bar type `[|]`, taking no time). Returns the offset after it.
 */
export function parseEmptyBracket(ctx: Context, overlaid: VoiceState, start: i32): i32 {
  const voice = endOverlays(ctx, overlaid, start);
  appendBar(ctx, voice, BarType.Invisible, start, start + 2);
  return start + 2;
}

/**
 * `[1` or `["text"` with no bar just before it (ABC 2.1 4.9): attach the ending to the voice's
 * last bar, or to an invisible one.
 */
export function parseEnding(ctx: Context, overlaid: VoiceState, labelStart: i32, end: i32): i32 {
  const source = ctx.source;
  if (source.at(labelStart) == 34 /* " */) {
    // `["text` never closed: no ending, and the rest of the line is lost to it (abc2svg too).
    let close = labelStart + 1;
    while (close < end && source.at(close) != 34) close++;
    if (close >= end) {
      ctx.diagnostics.report(source, DiagnosticCode.NoEndOfRepeatString, Severity.Error, labelStart, end);
      return end;
    }
  }
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
