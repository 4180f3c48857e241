/**
 * @fileoverview Decorations that span notes (ABC 2.1 4.14; abc2svg 1.22.1's additions,
 * black-boxed): a start decoration `name(` on one note and its end `name)` on a later note of
 * the same voice draw one line between them:
 * - hairpins `!<(!` / `!crescendo(!` ... `!<)!` / `!crescendo)!` (opening) and `!>(!` /
 *   `!diminuendo(!` ... `!>)!` / `!diminuendo)!` (closing), below the staff on the line of the
 *   system's dynamics, clear of a dynamic at either end (Gould, Behind Bars pp. 103-106);
 * - ottava lines `!8va(!` `!15ma(!` above the staff, `!8vb(!` `!15mb(!` below it: the sign
 *   then a dashed line with a hook at its end towards the notes (Gould p. 26); abc2svg changes
 *   only the drawing, not the pitches (the notes sound as written in the model);
 * - trill lines `!trill(!` ... `!trill)!`: "tr" then a wavy line (Gould p. 131).
 * A span runs from its start note up to (not over) the note that carries its end, as in
 * abc2svg; one whose notes are on two systems is drawn to the end of the first and from the
 * start of the second (after its header); a start without an end draws nothing.
 *
 * `pairSpans` (from placeDecorations) pairs starts and ends; `addSpanExtents` (from
 * addDecorationExtents) places each span's line on a system record and grows its extents;
 * `writeSpans` (from writeDecorations) draws them.
 */

import { ElementKind, LineRole } from "../abi";
import { Context } from "../context";
import {
  OrnamentTrill, OttavaAlta, OttavaBassaVb, QuindicesimaBassaMb, Quindicesima, WiggleTrill, glyphAdvance, glyphBottom,
  glyphRight, glyphTop,
} from "../glyphs/smufl.generated";
import { Source } from "../text/source";
import { GLYPH_SIZE, STAFF_HEIGHT } from "./constants";
import { DYNAMIC } from "./decorationGlyphs";
import { headsRight, symbolBottom, symbolTop } from "./noteGeometry";
import { isUpperVoice } from "./placeDecorations";
import { Extent } from "./scratch";
import { SpanKind } from "./spanTable";

/** Opening of a hairpin at its wide end (Gould p. 104: about a space). */
const HAIRPIN_OPENING: f32 = 1.3;
/** Gap between a hairpin and a dynamic at its end; clear space around the lines. */
const DYNAMIC_GAP: f32 = 0.5;
const CLEARANCE: f32 = 0.6;
/** Ottava: line thickness, dash length (the SVG writer dashes OttavaLine), hook length. */
const OTTAVA_THICKNESS: f32 = 0.12;
const OTTAVA_HOOK: f32 = 1.2;
const SIGN_GAP: f32 = 0.3;
/** Gap between an ottava or trill line's end and the note that closes it. */
const END_GAP: f32 = 0.5;
/** Hairpin line thickness (SMuFL engraving default hairpinThickness 0.16). */
const HAIRPIN_THICKNESS: f32 = 0.16;
/** Most decorations looked at for one span's end (bad input never loops long). */
const MAX_SEARCH: i32 = 4096;

/** Whether source[start, end) is `name`. */
function isName(source: Source, start: i32, end: i32, name: string): bool {
  if (end - start != name.length) return false;
  for (let j = 0; j < name.length; j++) if (source.at(start + j) != <i32>name.charCodeAt(j)) return false;
  return true;
}

/** SpanKind of decoration `k` when it starts a span (`start` true) or ends one, else -1. */
function spanKindOf(ctx: Context, k: i32, start: bool): i32 {
  const source = ctx.source;
  const nameStart = ctx.decorations.nameStart.get(k);
  const nameEnd = ctx.decorations.nameEnd.get(k);
  if (nameEnd - nameStart < 2) return -1;
  const mark = source.at(nameEnd - 1);
  if (mark != (start ? 40 /* ( */ : 41 /* ) */)) return -1;
  const end = nameEnd - 1;
  if (isName(source, nameStart, end, "<") || isName(source, nameStart, end, "crescendo")) return SpanKind.Crescendo;
  if (isName(source, nameStart, end, ">") || isName(source, nameStart, end, "diminuendo")) return SpanKind.Diminuendo;
  if (isName(source, nameStart, end, "8va")) return SpanKind.OttavaAlta;
  if (isName(source, nameStart, end, "8vb")) return SpanKind.OttavaBassa;
  if (isName(source, nameStart, end, "15ma")) return SpanKind.QuindicesimaAlta;
  if (isName(source, nameStart, end, "15mb")) return SpanKind.QuindicesimaBassa;
  if (isName(source, nameStart, end, "trill")) return SpanKind.Trill;
  return -1;
}

/** Whether decoration names of kinds `a` (a start) and `b` (an end) close each other. */
@inline function closes(a: i32, b: i32): bool {
  return a == b;
}

/** Pairs every span start with the next end of its kind on a later symbol of the same voice. */
export function pairSpans(ctx: Context): void {
  const spans = ctx.layout.spans;
  spans.reset();
  const decorations = ctx.decorations;
  const symbols = ctx.symbols;
  const layout = ctx.layout;
  for (let k = 0, n = decorations.count; k < n; k++) {
    const symbol = decorations.symbol.get(k);
    if (symbol < 0 || layout.attachments.firstDecoration.get(symbol) < 0) continue;
    const kind = spanKindOf(ctx, k, true);
    if (kind < 0) continue;
    const voice = symbols.voice.get(symbol);
    for (let e = k + 1, searched = 0; e < n && searched < MAX_SEARCH; e++, searched++) {
      const end = decorations.symbol.get(e);
      if (end < 0 || symbols.voice.get(end) != voice) continue;
      const endKind = spanKindOf(ctx, e, false);
      if (endKind >= 0 && closes(kind, endKind)) {
        if (end != symbol) spans.add(kind, symbol, end, k, e);
        break;
      }
      // A second start of the same kind before any end: this one has no end.
      if (spanKindOf(ctx, e, true) == kind) break;
    }
  }
}

/** Staff steps an ottava of kind `kind` moves its notes by (8va down 7, 15mb up 14), or 0. */
function ottavaSteps(kind: i32): i32 {
  switch (kind) {
    case SpanKind.OttavaAlta: return -7;
    case SpanKind.OttavaBassa: return 7;
    case SpanKind.QuindicesimaAlta: return -14;
    case SpanKind.QuindicesimaBassa: return 14;
    default: return 0;
  }
}

/** Most symbols one ottava moves (bad input never loops long). */
const MAX_OTTAVA_SYMBOLS: i32 = 100000;

/**
 * Fills layout.ottavaShift (per model symbol): the staff steps by which each note under an
 * ottava is drawn (engine-spec 9: 8va/8vb shift 7 steps, 15ma/15mb 14), from the start note up
 * to the note that carries the end (abc2svg draws so, black-boxed: the end note is not moved).
 * Only the drawing moves; the model's pitches stay as written, as abc2svg keeps them. Reads the
 * model's decorations only, so it can run before the notes are placed (identifyNotes).
 */
export function markOttavaShifts(ctx: Context): void {
  const shift = ctx.layout.ottavaShift;
  const symbols = ctx.symbols;
  // Every value 0 with one memory.fill, not a store per symbol (a fixed cost of every render).
  shift.resize(symbols.count);
  memory.fill(changetype<usize>(shift.data), 0, <usize>symbols.count << 2);
  const decorations = ctx.decorations;
  for (let k = 0, n = decorations.count; k < n; k++) {
    const start = decorations.symbol.get(k);
    if (start < 0) continue;
    const kind = spanKindOf(ctx, k, true);
    const steps = ottavaSteps(kind);
    if (steps == 0) continue;
    const voice = symbols.voice.get(start);
    let end = -1;
    for (let e = k + 1, searched = 0; e < n && searched < MAX_SEARCH; e++, searched++) {
      const symbol = decorations.symbol.get(e);
      if (symbol < 0 || symbols.voice.get(symbol) != voice) continue;
      if (spanKindOf(ctx, e, false) == kind) {
        end = symbol;
        break;
      }
      if (spanKindOf(ctx, e, true) == kind) break;
    }
    if (end < 0) continue;
    for (let id = start, walked = 0; id >= 0 && id != end && walked < MAX_OTTAVA_SYMBOLS; id = symbols.next.get(id), walked++) {
      shift.set(id, steps);
    }
  }
}

/** Whether a span kind is drawn below the staff. */
@inline function isBelow(kind: i32): bool {
  return kind == SpanKind.Crescendo || kind == SpanKind.Diminuendo || kind == SpanKind.OttavaBassa || kind == SpanKind.QuindicesimaBassa;
}

/** The sign of an ottava or trill line, or 0 for a hairpin. */
function spanSign(kind: i32): i32 {
  switch (kind) {
    case SpanKind.OttavaAlta: return OttavaAlta;
    case SpanKind.OttavaBassa: return OttavaBassaVb;
    case SpanKind.QuindicesimaAlta: return Quindicesima;
    case SpanKind.QuindicesimaBassa: return QuindicesimaBassaMb;
    case SpanKind.Trill: return OrnamentTrill;
    default: return 0;
  }
}

/** Whether span `s` has a part on system record `system` (same voice, between its ends). */
function onRecord(ctx: Context, s: i32, system: i32): bool {
  const layout = ctx.layout;
  const spans = layout.spans;
  const first = layout.system.get(spans.startSymbol.get(s));
  const last = layout.system.get(spans.endSymbol.get(s));
  if (first < 0 || last < 0 || system < first || system > last) return false;
  return layout.systemVoice.get(system) == layout.systemVoice.get(first);
}

/** Height (sp) a span's line takes: the hairpin's opening, or its sign's. */
function spanHeight(kind: i32): f32 {
  const sign = spanSign(kind);
  if (sign == 0) return HAIRPIN_OPENING;
  return glyphTop(sign) - glyphBottom(sign);
}

/**
 * Places the spans that have a part on system record `system` (y of the line's middle for a
 * hairpin, of the sign's baseline otherwise, below the top line) and grows `extent`.
 * `dynamicsTop` is the top of the record's aligned dynamics below the staff (a large negative
 * number when it has none), `dynamicsBottom` the bottom of those above it (a large positive
 * one): hairpins share the dynamics' line, above the staff for the upper voice of a shared
 * staff (placeDecorations.ts isUpperVoice).
 */
export function addSpanExtents(ctx: Context, extent: Extent, system: i32, dynamicsTop: f32, dynamicsBottom: f32): void {
  const spans = ctx.layout.spans;
  let below: f32 = extent.bottom + CLEARANCE;
  let above: f32 = extent.top - CLEARANCE;
  for (let s = 0, n = spans.count; s < n; s++) {
    if (!onRecord(ctx, s, system)) continue;
    const kind = spans.kind.get(s);
    let y: f32;
    if ((kind == SpanKind.Crescendo || kind == SpanKind.Diminuendo) && isUpperVoice(ctx, spans.startSymbol.get(s))) {
      // The upper voice of a shared staff: above it, on its dynamics' line, else over
      // everything; clear of the notes it spans.
      const clear = spannedTop(ctx, s, system) - CLEARANCE - HAIRPIN_OPENING * 0.5;
      y = min<f32>(clear, dynamicsBottom < 1e8 ? dynamicsBottom - 0.8 : min<f32>(above, -CLEARANCE) - HAIRPIN_OPENING * 0.5);
      extent.add(y - HAIRPIN_OPENING * 0.5, y + HAIRPIN_OPENING * 0.5);
      if (dynamicsBottom >= 1e8) above = y - HAIRPIN_OPENING * 0.5 - CLEARANCE;
    } else if (kind == SpanKind.Crescendo || kind == SpanKind.Diminuendo) {
      // On the dynamics' line (their letters are about 1.6 sp tall), else under everything.
      const clear = spannedBottom(ctx, s, system) + CLEARANCE + HAIRPIN_OPENING * 0.5;
      y = max<f32>(clear, dynamicsTop > -1e8 ? dynamicsTop + 0.8 : max<f32>(below, STAFF_HEIGHT + CLEARANCE) + HAIRPIN_OPENING * 0.5);
      extent.add(y - HAIRPIN_OPENING * 0.5, y + HAIRPIN_OPENING * 0.5);
      if (dynamicsTop <= -1e8) below = y + HAIRPIN_OPENING * 0.5 + CLEARANCE;
    } else if (isBelow(kind)) {
      const sign = spanSign(kind);
      y = below + glyphTop(sign);
      extent.add(0, y - glyphBottom(sign));
      below = y - glyphBottom(sign) + CLEARANCE;
    } else {
      const sign = spanSign(kind);
      y = above + glyphBottom(sign);
      extent.add(y - glyphTop(sign), 0);
      above = y - spanHeight(kind) - CLEARANCE;
    }
    if (ctx.layout.system.get(spans.startSymbol.get(s)) == system) spans.yStart.set(s, y);
    else spans.yEnd.set(s, y);
    if (ctx.layout.system.get(spans.endSymbol.get(s)) == system) spans.yEnd.set(s, y);
  }
}

/**
 * Highest point (`top` true) or lowest of the symbols of system record `system` that span `s`
 * covers there (y below the top line), the staff included.
 */
function spannedExtreme(ctx: Context, s: i32, system: i32, top: bool): f32 {
  const layout = ctx.layout;
  const spans = layout.spans;
  const startSymbol = spans.startSymbol.get(s);
  const endSymbol = spans.endSymbol.get(s);
  let inside = layout.system.get(startSymbol) != system;
  let extreme: f32 = top ? 0 : STAFF_HEIGHT;
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
    const id = layout.sequence.get(i);
    if (id == startSymbol) inside = true;
    if (!inside) continue;
    if (top) extreme = min<f32>(extreme, symbolTop(ctx, id));
    else extreme = max<f32>(extreme, symbolBottom(ctx, id));
    if (id == endSymbol) break;
  }
  return extreme;
}

@inline function spannedTop(ctx: Context, s: i32, system: i32): f32 {
  return spannedExtreme(ctx, s, system, true);
}

@inline function spannedBottom(ctx: Context, s: i32, system: i32): f32 {
  return spannedExtreme(ctx, s, system, false);
}

/** Right end of the dynamic on symbol `id` (x relative to the symbol), or -1e9 when it has none. */
function dynamicRight(ctx: Context, id: i32, left: bool): f32 {
  const attach = ctx.layout.attachments;
  const decorations = ctx.decorations;
  for (let k = attach.firstDecoration.get(id), n = decorations.count; k >= 0 && k < n && decorations.symbol.get(k) == id; k++) {
    if (attach.decorationGlyph.get(k) != DYNAMIC) continue;
    const x = attach.decorationX.get(k);
    if (left) return x;
    // Its letters' width, from the name (p, m, f, s, z, r each about 1.1 sp wide at most).
    let width: f32 = 0;
    for (let c = decorations.nameStart.get(k), end = decorations.nameEnd.get(k); c < end; c++) width += 1.1;
    return x + width;
  }
  return -1e9;
}

/**
 * Writes the parts of the spans on system record `system` (page `page`, tune `tune`), its
 * staff's top line at page y `top`.
 */
export function writeSpans(ctx: Context, system: i32, page: i32, tune: i32, top: f32): void {
  const layout = ctx.layout;
  const spans = layout.spans;
  const display = ctx.display;
  for (let s = 0, n = spans.count; s < n; s++) {
    if (!onRecord(ctx, s, system)) continue;
    const kind = spans.kind.get(s);
    const startSymbol = spans.startSymbol.get(s);
    const endSymbol = spans.endSymbol.get(s);
    const starts = layout.system.get(startSymbol) == system;
    const ends = layout.system.get(endSymbol) == system;
    // A span closes before its end note (abc2svg: the end decoration stands in front of it);
    // a hairpin opens after its start note's head, an ottava or trill sign stands at it.
    const isHairpin = kind == SpanKind.Crescendo || kind == SpanKind.Diminuendo;
    let x1 = starts ? layout.x.get(startSymbol) + (isHairpin ? headsRight(ctx, startSymbol) : 0) : layout.systemLeft.get(system) + layout.systemHeaderWidth.get(system);
    let x2 = ends ? layout.x.get(endSymbol) - (isHairpin ? 0 : END_GAP) : layout.systemLeft.get(system) + layout.systemWidth.get(system);
    const y = top + (starts ? spans.yStart.get(s) : spans.yEnd.get(s));
    const decorations = ctx.decorations;
    const rangeStart = decorations.nameStart.get(spans.startDeco.get(s)) - 1;
    const rangeEnd = decorations.nameEnd.get(spans.endDeco.get(s)) + 1;
    const element = ctx.elements.add(ElementKind.Decoration, rangeStart, rangeEnd, page, startSymbol, tune);
    if (isHairpin) {
      if (starts) {
        const right = dynamicRight(ctx, startSymbol, false);
        if (right > -1e8) x1 = layout.x.get(startSymbol) + right + DYNAMIC_GAP;
      }
      if (ends) {
        const left = dynamicRight(ctx, endSymbol, true);
        if (left > -1e8) x2 = layout.x.get(endSymbol) + left - DYNAMIC_GAP;
      }
      if (x2 <= x1) x2 = x1 + 1.0;
      // A crescendo opens towards its end, a diminuendo closes; a part on a later system
      // goes on from the opening reached.
      const half = HAIRPIN_OPENING * 0.5;
      const narrow: f32 = starts ? 0 : half * 0.5;
      const wide: f32 = ends ? half : half * 0.75;
      const left = kind == SpanKind.Crescendo ? narrow : wide;
      const right = kind == SpanKind.Crescendo ? wide : narrow;
      display.line(element, LineRole.Hairpin, x1, y - left, x2, y - right, HAIRPIN_THICKNESS);
      display.line(element, LineRole.Hairpin, x1, y + left, x2, y + right, HAIRPIN_THICKNESS);
      ctx.elements.setBox(element, x1, y - HAIRPIN_OPENING * 0.5, x2 - x1, HAIRPIN_OPENING);
      continue;
    }
    const sign = spanSign(kind);
    let lineStart = x1;
    if (starts) {
      display.glyph(element, sign, x1, y, GLYPH_SIZE);
      lineStart = x1 + glyphRight(sign) + SIGN_GAP;
    }
    const signTop = y - glyphTop(sign);
    const signBottom = y - glyphBottom(sign);
    if (kind == SpanKind.Trill) {
      // Wavy segments from the sign to the end note, on the middle of the sign.
      const advance = glyphAdvance(WiggleTrill);
      const wiggleY = y - (glyphTop(sign) + glyphBottom(sign)) * 0.5 + (glyphTop(WiggleTrill) + glyphBottom(WiggleTrill)) * 0.5;
      for (let x = lineStart, count = 0; advance > 0 && x + advance <= x2 && count < 10000; x += advance, count++) {
        display.glyph(element, WiggleTrill, x, wiggleY, GLYPH_SIZE);
      }
    } else if (x2 > lineStart) {
      // Ottava: a dashed line at the middle of the sign's height, then a hook towards the notes.
      const lineY = (signTop + signBottom) * 0.5;
      display.line(element, LineRole.OttavaLine, lineStart, lineY, x2, lineY, OTTAVA_THICKNESS);
      if (ends) {
        const hook = isBelow(kind) ? -OTTAVA_HOOK : OTTAVA_HOOK;
        display.line(element, LineRole.OttavaLine, x2, lineY, x2, lineY + hook, OTTAVA_THICKNESS);
      }
    }
    ctx.elements.setBox(element, x1, signTop, max<f32>(x2 - x1, glyphRight(sign)), signBottom - signTop);
  }
}
