/**
 * @fileoverview Decorations (ABC 2.1 4.14) and chord symbols / annotations (4.18, 4.19): read
 * before a note, rest or bar, kept in their tables with symbol -1, and attached to that symbol
 * when it comes (`attachPending`).
 *
 * A decoration name is known when it is in ABC 2.1's standard set, in abc2svg's own set, or
 * defined by a `%%deco` directive; an unknown name is reported with abc2svg 1.22.1's words
 * ("Unknown decoration '$1'") and kept, so layout can still place something.
 */

import { DiagnosticCode, Severity, SymbolKind } from "../abi";
import { Context } from "../context";
import { AnnotationPlacement } from "../model/tables";
import { isDigit } from "../text/source";
import { findDecoDefinition, hasKnownGlyph } from "../model/decoDefinitions";
import { rangesEqual, skipSpaces, trimEnd, wordEnd } from "../text/scan";
import { VoiceState } from "./parseState";
import { escapeLength } from "../text/escapes";

/**
 * Decoration names of ABC 2.1 4.14 and those abc2svg 1.22.1 adds (dynamics, hairpins, ottava,
 * tremolo, phrase and repeat marks): the names abc2svg 1.22.1 knows (black-boxed name by name:
 * it calls sf, sfp, fp, cresc, dim, rit, rall, atempo, ds, dc, invertedturnx, umarcato,
 * dmarcato, sacc, collapse, turn/, `()`, `!.!` and `!~!` unknown).
 */
const KNOWN_DECORATIONS: StaticArray<string> = [
  "trill", "trill(", "trill)", "lowermordent", "uppermordent", "mordent", "pralltriller", "roll",
  "turn", "turnx", "invertedturn", "arpeggio", ">", "accent", "emphasis",
  "fermata", "invertedfermata", "tenuto", "0", "1", "2", "3", "4", "5", "+", "plus", "snap",
  "slide", "wedge", "upbow", "downbow", "open", "thumb", "breath", "pppp", "ppp", "pp", "p", "mp",
  "mf", "f", "ff", "fff", "ffff", "sfz", "crescendo(", "<(", "crescendo)", "<)",
  "diminuendo(", ">(", "diminuendo)", ">)", "segno", "coda", "D.S.", "D.C.", "dacoda", "dacapo",
  "fine", "shortphrase", "mediumphrase", "longphrase", "dot", "invisible", "beambr1",
  "beambr2", "beamon", "trem1", "trem2", "trem3", "trem4", "xstem", "stemless", "rbstop", "rbend",
  "gmark", "ped", "ped-up", "8va(", "8va)", "8vb(", "8vb)", "15ma(", "15ma)", "15mb(", "15mb)",
  "editorial", "courtesy", "marcato", "^",
];

/** Whether source[start, end) names a known decoration or one defined by %%deco. */
function isKnownDecoration(ctx: Context, start: i32, end: i32): bool {
  const source = ctx.source;
  const length = end - start;
  for (let k = 0, n = KNOWN_DECORATIONS.length; k < n; k++) {
    const name = unchecked(KNOWN_DECORATIONS[k]);
    if (name.length != length) continue;
    let same = true;
    for (let j = 0; j < length && same; j++) same = source.at(start + j) == <i32>name.charCodeAt(j);
    if (same) return true;
  }
  const state = ctx.parse;
  for (let k = 0, n = state.decoNameStart.length; k < n; k++) {
    if (rangesEqual(source, start, end, state.decoNameStart.get(k), state.decoNameEnd.get(k))) return true;
  }
  return false;
}

/** Highest %%deco function number (abc2svg 1.22.1: "bad C function index" above it). */
const MAX_DECO_FUNCTION: i32 = 10;

/**
 * `%%deco NAME FUNCTION GLYPH HEIGHT WL WR [TEXT]` (abc2svg): defines decoration NAME for the
 * rest of the text (model DecoDefinitionTable). Without a function number or a glyph it
 * reports "Invalid decoration 'NAME'", with a function above 10 "%%deco: bad C function index
 * 'N'" (abc2svg 1.22.1's words), and defines nothing.
 */
export function defineDecoration(ctx: Context, valueStart: i32, end: i32): void {
  const source = ctx.source;
  const nameStart = skipSpaces(source, valueStart, end);
  const nameEnd = wordEnd(source, nameStart, end);
  if (nameEnd <= nameStart) return;
  const funcStart = skipSpaces(source, nameEnd, end);
  const funcEnd = wordEnd(source, funcStart, end);
  const glyphStart = skipSpaces(source, funcEnd, end);
  const glyphEnd = wordEnd(source, glyphStart, end);
  let func = 0;
  let digits = funcEnd > funcStart;
  for (let i = funcStart; i < funcEnd && digits; i++) {
    digits = isDigit(source.at(i));
    if (func < 1000) func = func * 10 + source.at(i) - 48;
  }
  // A use of NAME is not reported as unknown even when the definition is wrong (abc2svg).
  ctx.parse.decoNameStart.push(nameStart);
  ctx.parse.decoNameEnd.push(nameEnd);
  if (!digits || glyphEnd <= glyphStart) {
    ctx.diagnostics.report(source, DiagnosticCode.InvalidDecoDefinition, Severity.Error, nameStart, end, nameStart, nameEnd);
    return;
  }
  if (func > MAX_DECO_FUNCTION) {
    ctx.diagnostics.report(source, DiagnosticCode.BadDecoFunction, Severity.Error, funcStart, funcEnd, funcStart, funcEnd);
    return;
  }
  // HEIGHT WL WR, then the text to draw (if any).
  let i = glyphEnd;
  for (let field = 0; field < 3; field++) i = wordEnd(source, skipSpaces(source, i, end), end);
  const textStart = skipSpaces(source, i, end);
  const textEnd = trimEnd(source, textStart, end);
  ctx.decoDefinitions.add(nameStart, nameEnd, func, glyphStart, glyphEnd, textEnd > textStart ? textStart : -1, textEnd);
}

/**
 * Reports what abc2svg 1.22.1 reports when it draws a use of a %%deco definition (at the use,
 * source[start, end)): function 2 draws with a glyph function ("No function for decoration
 * 'GLYPH'"); a glyph or text style it does not define draws nothing ("no definition of GLYPH").
 */
function checkDefinedDecoration(ctx: Context, nameStart: i32, nameEnd: i32, start: i32, end: i32): void {
  const d = findDecoDefinition(ctx, nameStart, nameEnd, start);
  if (d < 0) return;
  const definitions = ctx.decoDefinitions;
  const glyphStart = definitions.glyphStart.get(d);
  const glyphEnd = definitions.glyphEnd.get(d);
  if (definitions.func.get(d) == 2) {
    ctx.diagnostics.report(ctx.source, DiagnosticCode.NoFunctionForDecoration, Severity.Error, start, end, glyphStart, glyphEnd);
  } else if (definitions.func.get(d) <= 7 && !hasKnownGlyph(ctx, d)) {
    ctx.diagnostics.report(ctx.source, DiagnosticCode.NoDefinition, Severity.Error, start, end, glyphStart, glyphEnd);
  }
}

/**
 * `!name!` at `start`: adds a pending decoration; returns the offset after it. Without the
 * closing `!` it reports "No end of decoration" and skips the `!` alone.
 */
export function parseDecoration(ctx: Context, start: i32, end: i32): i32 {
  const source = ctx.source;
  const mark = source.at(start);
  let close = start + 1;
  while (close < end && source.at(close) != mark) close++;
  if (close >= end) {
    ctx.diagnostics.report(source, DiagnosticCode.NoEndOfDecoration, Severity.Error, start, end);
    return start + 1;
  }
  const nameStart = start + 1;
  if (close > nameStart && !isKnownDecoration(ctx, nameStart, close)) {
    ctx.diagnostics.report(source, DiagnosticCode.UnknownDecoration, Severity.Error, start, close + 1, nameStart, close);
  }
  if (close > nameStart) {
    ctx.decorations.add(nameStart, close);
    checkDefinedDecoration(ctx, nameStart, close, start, close + 1);
  }
  return close + 1;
}

/**
 * A one-character decoration at `at` (`.~HLMOPSTuv`, or a letter U: defined): pending, named
 * by its U: definition when there is one, else by the character itself.
 */
export function addShorthandDecoration(ctx: Context, at: i32): void {
  const state = ctx.parse;
  const c = ctx.source.at(at);
  const bit = userSymbolBit(c);
  if (bit >= 0 && state.userSymbolStart.get(bit) >= 0) {
    ctx.decorations.add(state.userSymbolStart.get(bit), state.userSymbolEnd.get(bit));
  } else {
    ctx.decorations.add(at, at + 1);
  }
}

/** Bit (and index) of a letter that U: may define: H-W are 0-15, h-w 26-41; else -1. */
export function userSymbolBit(c: i32): i32 {
  if (c >= 72 && c <= 87) return c - 65;
  if (c >= 104 && c <= 119) return 26 + c - 97;
  if (c == 126 /* ~ */) return 52;
  return -1;
}

/**
 * `"..."` at `start`: a chord symbol, or an annotation placed by its first character (ABC 2.1
 * 4.18, 4.19); pending until its symbol. Without the closing quote it reports "No end of
 * guitar chord" and takes the rest of the line.
 */
export function parseAnnotation(ctx: Context, start: i32, end: i32): i32 {
  const source = ctx.source;
  let close = start + 1;
  while (close < end && source.at(close) != 34) close++;
  if (close >= end) {
    ctx.diagnostics.report(source, DiagnosticCode.NoEndOfGuitarChord, Severity.Error, start, end);
    return end;
  }
  let textStart = start + 1;
  let placement = AnnotationPlacement.ChordSymbol;
  let x: f32 = 0;
  let y: f32 = 0;
  switch (source.at(textStart)) {
    case 94: placement = AnnotationPlacement.Above; textStart++; break; // ^
    case 95: placement = AnnotationPlacement.Below; textStart++; break; // _
    case 60: placement = AnnotationPlacement.Left; textStart++; break; // <
    case 62: placement = AnnotationPlacement.Right; textStart++; break; // >
    case 64: { // @x,y text
      placement = AnnotationPlacement.Free;
      textStart++;
      x = readSigned(ctx, textStart, close);
      textStart = ctx.parse.cursor;
      if (source.at(textStart) == 44 /* , */) {
        y = readSigned(ctx, textStart + 1, close);
        textStart = ctx.parse.cursor;
      }
      textStart = skipSpaces(source, textStart, close);
      break;
    }
    default: break;
  }
  addAnnotationLines(ctx, textStart, close, placement, x, y);
  return close + 1;
}

/** Most lines one annotation is split into (the rest stays on the last line). */
const MAX_ANNOTATION_LINES: i32 = 16;

/**
 * End of the annotation line that starts at `from` (before `close`): the next `;` or `\n`
 * (a backslash and an n), or `close`. A character reference (`&amp;`, `&#233;`, `&#xe9;`) is
 * read past whole, its `;` ending no line: abc2svg 1.22.1 prints it whole (black-boxed).
 */
function lineEnd(ctx: Context, from: i32, close: i32): i32 {
  const source = ctx.source;
  for (let i = from; i < close; i++) {
    const c = source.at(i);
    if (c == 38 /* & */) i += max(0, escapeLength(source, i, close) - 1);
    else if (c == 59 /* ; */ || (c == 92 /* \\ */ && i + 1 < close && source.at(i + 1) == 110 /* n */)) return i;
  }
  return close;
}

/** Start of the line after the one that ends at `end` (past its `;` or `\n`). */
@inline function nextLineStart(ctx: Context, end: i32): i32 {
  return ctx.source.at(end) == 59 ? end + 1 : end + 2;
}

/**
 * Adds the annotation source[textStart, close) as one record per line: abc2svg 1.22.1 breaks
 * chord symbols and annotations at `;` and `\n` (black-boxed). Above the staff the first line
 * is the highest (its record comes last, as placeAnnotations stacks records outwards); below
 * and beside it the first line comes first.
 */
function addAnnotationLines(ctx: Context, textStart: i32, close: i32, placement: i32, x: f32, y: f32): void {
  let lines = 1;
  for (let at = lineEnd(ctx, textStart, close); at < close && lines < MAX_ANNOTATION_LINES; at = lineEnd(ctx, nextLineStart(ctx, at), close)) lines++;
  const upwards = placement == AnnotationPlacement.ChordSymbol || placement == AnnotationPlacement.Above;
  for (let n = 0; n < lines; n++) {
    // The line to add now: counted from the last when the lines go upwards.
    const wanted = upwards ? lines - 1 - n : n;
    let start = textStart;
    for (let k = 0; k < wanted; k++) start = nextLineStart(ctx, lineEnd(ctx, start, close));
    const end = wanted == lines - 1 ? close : lineEnd(ctx, start, close);
    ctx.annotations.add(start, end, placement, x, y);
  }
}

/** A signed decimal number at `from` (digits and one point); leaves its end in ctx.parse.cursor. */
function readSigned(ctx: Context, from: i32, end: i32): f32 {
  const source = ctx.source;
  let i = from;
  let sign: f32 = 1;
  if (source.at(i) == 45) { sign = -1; i++; }
  else if (source.at(i) == 43) i++;
  let value: f32 = 0;
  let scale: f32 = 0;
  while (i < end) {
    const c = source.at(i);
    if (isDigit(c)) {
      if (scale == 0) value = value * 10 + <f32>(c - 48);
      else { value += <f32>(c - 48) * scale; scale /= 10; }
    } else if (c == 46 && scale == 0) {
      scale = 0.1;
    } else break;
    i++;
  }
  ctx.parse.cursor = i;
  return sign * min<f32>(value, 1000);
}

/** Whether a decoration named `name` waits for the voice's next symbol. */
export function hasPendingDecoration(ctx: Context, voice: VoiceState, name: string): bool {
  const decorations = ctx.decorations;
  const source = ctx.source;
  for (let k = voice.pendingDecorations; k < decorations.count; k++) {
    if (decorations.symbol.get(k) >= 0) continue;
    const start = decorations.nameStart.get(k);
    const end = decorations.nameEnd.get(k);
    if (end - start != name.length) continue;
    let same = true;
    for (let j = 0; j < name.length && same; j++) same = source.at(start + j) == <i32>name.charCodeAt(j);
    if (same) return true;
  }
  return false;
}

/** Whether decoration `k` is named `name`. */
function isNamed(ctx: Context, k: i32, name: string): bool {
  const start = ctx.decorations.nameStart.get(k);
  if (ctx.decorations.nameEnd.get(k) - start != name.length) return false;
  for (let j = 0; j < name.length; j++) if (ctx.source.at(start + j) != <i32>name.charCodeAt(j)) return false;
  return true;
}

/** Whether decoration `k` is a tremolo between two notes, `!trem1!` to `!trem4!`. */
function isTremolo(ctx: Context, k: i32): bool {
  const source = ctx.source;
  const start = ctx.decorations.nameStart.get(k);
  if (ctx.decorations.nameEnd.get(k) - start != 5) return false;
  const digit = source.at(start + 4);
  return source.at(start) == 116 && source.at(start + 1) == 114 && source.at(start + 2) == 101 && source.at(start + 3) == 109 && digit >= 49 && digit <= 52; // trem1..trem4
}

/**
 * Checks where decoration `k` landed (abc2svg 1.22.1's words, at the symbol): `!beamon!` must
 * be on a bar; a tremolo `!tremN!` on the second of two notes of the same duration.
 */
function checkPlacement(ctx: Context, k: i32, symbol: i32): void {
  const symbols = ctx.symbols;
  const kind = symbols.kind.get(symbol);
  const at = symbols.start.get(symbol);
  if (isNamed(ctx, k, "beamon")) {
    if (kind != SymbolKind.Bar) ctx.diagnostics.report(ctx.source, DiagnosticCode.BeamOnNotOnBar, Severity.Error, at, symbols.end.get(symbol));
  } else if (isTremolo(ctx, k)) {
    const previous = symbols.prev.get(symbol);
    const paired = kind == SymbolKind.Note && previous >= 0 && symbols.kind.get(previous) == SymbolKind.Note &&
      symbols.duration.get(previous) == symbols.duration.get(symbol);
    if (!paired) {
      ctx.diagnostics.report(ctx.source, DiagnosticCode.TremoloNotOnSecondNote, Severity.Error, at, symbols.end.get(symbol), ctx.decorations.nameStart.get(k), ctx.decorations.nameEnd.get(k));
    }
  }
}

/**
 * Gives the decorations and annotations still waiting (symbol -1) to `symbol`. Inlined test
 * for the common case, nothing written since the voice's last symbol (Binaryen inlines no
 * function that makes a call). Notes and bars test hasPending themselves and call
 * attachWaiting (parse/timing.ts placeTimed, parse/bars.ts appendBar), as they also look for a
 * waiting !invisible!.
 */
@inline export function attachPending(ctx: Context, voice: VoiceState, symbol: i32): void {
  if (hasPending(ctx, voice)) attachWaiting(ctx, voice, symbol);
}

/** Whether decorations or annotations were written since the voice's last symbol. */
@inline export function hasPending(ctx: Context, voice: VoiceState): bool {
  return voice.pendingDecorations != ctx.decorations.count || voice.pendingAnnotations != ctx.annotations.count;
}

/** attachPending when something was written since the voice's last symbol (hasPending). */
export function attachWaiting(ctx: Context, voice: VoiceState, symbol: i32): void {
  const decorations = ctx.decorations;
  for (let k = voice.pendingDecorations; k < decorations.count; k++) {
    if (decorations.symbol.get(k) >= 0) continue;
    decorations.symbol.set(k, symbol);
    checkPlacement(ctx, k, symbol);
  }
  voice.pendingDecorations = decorations.count;
  attachPendingAnnotations(ctx, voice, symbol);
}

/** Gives the chord symbols and annotations still waiting (symbol -1) to `symbol`. */
export function attachPendingAnnotations(ctx: Context, voice: VoiceState, symbol: i32): void {
  const annotations = ctx.annotations;
  for (let k = voice.pendingAnnotations; k < annotations.count; k++) {
    if (annotations.symbol.get(k) >= 0) continue;
    annotations.symbol.set(k, symbol);
    annotations.transposeFifths.set(k, voice.drawnFifths);
  }
  voice.pendingAnnotations = annotations.count;
}
