/**
 * @fileoverview The decorations drawn left of a note (ABC 2.1 4.14; abc2svg 1.22.1, black-boxed):
 *
 * - `!arpeggio!`: a vertical wavy line left of the chord and its accidentals (Gould, Behind Bars
 *   p. 136: the wavy line just before the chord, covering it from its lowest to its highest
 *   note), made of SMuFL wiggleArpeggiatoUp segments turned upright (abi DisplayKind.TurnedGlyph)
 *   and repeated by their advance (SMuFL repeatOffset). abc2svg draws one segment per staff space
 *   from the lowest head's bottom to the highest head's top, and two over a single note.
 * - `!slide!`: a short curve rising into the note from its lower left (SMuFL brassScoop, the
 *   glyph abc2svg draws), left of the note and its accidentals.
 *
 * Both take room on the note's left, as accidentals do (setWidths calls `addLeftDecorationRoom`),
 * so the spacing keeps them clear of the previous note; both are scaled with a V: scale= voice,
 * as abc2svg draws them inside the voice's scale (voiceScale.ts).
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { BrassScoop, WiggleArpeggiatoUp, glyphAdvance, glyphBottom, glyphRight, glyphTop } from "../glyphs/smufl.generated";
import { DecorationPlace, decorationIndex, decorationPlace } from "./decorationGlyphs";
import { extremeHeadPosition, headsLeft } from "./noteGeometry";
import { positionY } from "./staffPositions";
import { LayoutBits } from "./tables";
import { drawnX, voiceScale } from "./voiceScale";

/** Gap between the arpeggio or the slide and the chord's leftmost head or accidental (sp at full size). */
const LEFT_GAP: f32 = 0.2;
/** How far below the lowest head's centre the slide's upper end (its glyph's baseline) sits. */
const SLIDE_DROP: f32 = 0.3;
/** The least number of arpeggio segments (abc2svg draws two over a single note). */
const MIN_SEGMENTS: i32 = 2;
/** Most segments: a wavy line never runs longer than this many (bad input cannot loop long). */
const MAX_SEGMENTS: i32 = 64;

/**
 * The drawn offset (sp, from note `id`'s x) of its leftmost ink: its leftmost head or
 * accidental, at its voice's scale.
 */
function leftmostInk(ctx: Context, id: i32): f32 {
  const layout = ctx.layout;
  let left = headsLeft(ctx, id);
  const first = ctx.symbols.headStart.get(id);
  for (let head = first, last = first + ctx.symbols.headCount.get(id); head < last; head++) {
    const shift = layout.accidentalShift.get(head);
    if (shift < left) left = shift;
  }
  return drawnX(ctx, id, left) - layout.x.get(id);
}

/** Width (sp, at scale 1) of the ink of decoration place `place` left of its note. */
function inkWidth(place: i32): f32 {
  // The arpeggio's segments are turned upright: their height becomes the line's width.
  return place == DecorationPlace.Arpeggio ? glyphTop(WiggleArpeggiatoUp) - glyphBottom(WiggleArpeggiatoUp) : glyphRight(BrassScoop);
}

/**
 * Widens the room on the left (layout.widthLeft) of every drawn note that has an arpeggio or a
 * slide by what they need, as for accidentals. Called at the end of setWidths (pass 8).
 */
export function addLeftDecorationRoom(ctx: Context): void {
  const decorations = ctx.decorations;
  const symbols = ctx.symbols;
  const layout = ctx.layout;
  for (let k = 0, n = decorations.count; k < n; k++) {
    const id = decorations.symbol.get(k);
    if (id < 0 || id >= symbols.count || symbols.kind.get(id) != SymbolKind.Note || !layout.hasBit(id, LayoutBits.Drawn)) continue;
    const place = decorationPlace(decorationIndex(ctx.source, decorations.nameStart.get(k), decorations.nameEnd.get(k)));
    if (place != DecorationPlace.Arpeggio && place != DecorationPlace.Slide) continue;
    const scale = voiceScale(ctx, id);
    const needed = -leftmostInk(ctx, id) + (LEFT_GAP + inkWidth(place)) * scale;
    if (needed > layout.widthLeft.get(id)) layout.widthLeft.set(id, needed);
  }
}

/**
 * Places decoration `k` of note `id`, of place Arpeggio or Slide (DecorationPlace), at voice
 * scale `scale`; records it (AttachmentTables.placeDecoration), x relative to the note's x:
 * the arpeggio's origin is its lowest segment's (at the line's right edge, its bottom), its box
 * the line; the slide's the scoop glyph's.
 */
export function placeLeftDecoration(ctx: Context, k: i32, id: i32, place: i32, scale: f32): void {
  const right = leftmostInk(ctx, id) - LEFT_GAP * scale;
  const head = ctx.layout.glyph.get(id);
  const low = positionY(extremeHeadPosition(ctx, id, false));
  if (place == DecorationPlace.Slide) {
    const y = low + SLIDE_DROP * scale;
    ctx.layout.attachments.placeDecoration(k, BrassScoop, right - glyphRight(BrassScoop) * scale, y, y - glyphTop(BrassScoop) * scale, y - glyphBottom(BrassScoop) * scale);
    return;
  }
  const bottom = low - glyphBottom(head) * scale;
  const top = positionY(extremeHeadPosition(ctx, id, true)) - glyphTop(head) * scale;
  const segment = glyphAdvance(WiggleArpeggiatoUp) * scale;
  const segments = arpeggioSegments(bottom - top, segment);
  // The run of segments centred on the heads' span (it overshoots it by under a segment).
  const length = <f32>segments * segment;
  const start = (top + bottom + length) * 0.5;
  ctx.layout.attachments.placeDecoration(k, WiggleArpeggiatoUp, right, start, start - length, start);
}

/** Segments of `segment` sp that cover a span of `span` sp (MIN_SEGMENTS to MAX_SEGMENTS). */
function arpeggioSegments(span: f32, segment: f32): i32 {
  if (!(segment > 0) || !(span > 0)) return MIN_SEGMENTS;
  // A span a whole number of staff spaces long takes that many segments, each a little longer.
  const count = <i32>Mathf.ceil(span / segment - 0.1);
  return count < MIN_SEGMENTS ? MIN_SEGMENTS : count > MAX_SEGMENTS ? MAX_SEGMENTS : count;
}

/**
 * Writes arpeggio decoration `k` (placed by placeLeftDecoration) as part of `element`: its
 * segments upwards from its origin at page (x, y), at voice scale `scale` (glyphs of em
 * `size` sp), and the element's box.
 */
export function writeArpeggio(ctx: Context, k: i32, element: i32, x: f32, y: f32, scale: f32, size: f32): void {
  const attach = ctx.layout.attachments;
  const segment = glyphAdvance(WiggleArpeggiatoUp) * scale;
  const length = attach.decorationBottom.get(k) - attach.decorationTop.get(k);
  const segments = segment > 0 ? <i32>Mathf.round(length / segment) : 0;
  for (let i = 0; i < segments && i < MAX_SEGMENTS; i++) {
    ctx.display.turnedGlyph(element, WiggleArpeggiatoUp, x, y - <f32>i * segment, size);
  }
  const width = (glyphTop(WiggleArpeggiatoUp) - glyphBottom(WiggleArpeggiatoUp)) * scale;
  ctx.elements.setBox(element, x - glyphTop(WiggleArpeggiatoUp) * scale, y - length, width, length);
}
