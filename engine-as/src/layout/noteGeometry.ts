/**
 * @fileoverview Geometry of one note, shared by the passes that size notes (setWidths), place
 * beams (calcBeams) and write them (writeNotes), so all of them agree: where the heads end,
 * where the stem stands and starts, where the dots go. x values are relative to the note's x
 * (the origin of its undisplaced heads); y values are sp below the staff's top line.
 * Stem attachment follows the SMuFL anchors stemUpSE / stemDownNW of the notehead.
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import {
  Anchor, RestWhole, StemThickness, glyphAdvance, glyphAnchorX, glyphAnchorY, glyphBottom, glyphRight,
  glyphTop,
} from "../glyphs/smufl.generated";
import { DOT_GAP, MIDDLE_LINE, STAFF_HEIGHT } from "./constants";
import { flagGlyph } from "./noteValues";
import { positionY } from "./staffPositions";
import { LayoutBits } from "./tables";

/** Right edge of the note's heads (displaced heads included). */
export function headsRight(ctx: Context, id: i32): f32 {
  const layout = ctx.layout;
  const width = glyphAdvance(layout.glyph.get(id));
  const first = ctx.symbols.headStart.get(id);
  let right = width;
  for (let head = first, last = first + ctx.symbols.headCount.get(id); head < last; head++) {
    const edge = layout.headShift.get(head) + width;
    if (edge > right) right = edge;
  }
  return right;
}

/** Left edge of the note's heads (negative when a head is displaced to the left). */
export function headsLeft(ctx: Context, id: i32): f32 {
  const layout = ctx.layout;
  const first = ctx.symbols.headStart.get(id);
  let left: f32 = 0;
  for (let head = first, last = first + ctx.symbols.headCount.get(id); head < last; head++) {
    const edge = layout.headShift.get(head);
    if (edge < left) left = edge;
  }
  return left;
}

/** x of the stem's centre line. */
export function stemX(ctx: Context, id: i32): f32 {
  return stemXAt(ctx.layout.glyph.get(id), ctx.layout.hasBit(id, LayoutBits.StemUp));
}

/**
 * stemX of a note of head glyph `glyph` whose stem is up (`stemUp`) or down: for a caller that
 * has read the note's bits already (writeNotes).
 */
@inline export function stemXAt(glyph: i32, stemUp: bool): f32 {
  if (stemUp) return glyphAnchorX(glyph, Anchor.StemUpSE) - StemThickness * 0.5;
  return glyphAnchorX(glyph, Anchor.StemDownNW) + StemThickness * 0.5;
}

/** y where the stem leaves the head farthest from its end (the lowest head for an up stem). */
export function stemBaseY(ctx: Context, id: i32): f32 {
  const layout = ctx.layout;
  const first = ctx.symbols.headStart.get(id);
  const last = first + ctx.symbols.headCount.get(id) - 1;
  const glyph = layout.glyph.get(id);
  if (layout.hasBit(id, LayoutBits.StemUp)) {
    let low = layout.headPosition.get(first);
    for (let head = first + 1; head <= last; head++) if (layout.headPosition.get(head) < low) low = layout.headPosition.get(head);
    return stemBaseAt(glyph, true, low);
  }
  let high = layout.headPosition.get(first);
  for (let head = first + 1; head <= last; head++) if (layout.headPosition.get(head) > high) high = layout.headPosition.get(head);
  return stemBaseAt(glyph, false, high);
}

/**
 * stemBaseY of a note of head glyph `glyph` whose stem is up (`stemUp`) or down and whose head
 * farthest from the stem's end stands at staff position `position` (the lowest for an up
 * stem), for stemBaseY, which has walked the heads. writeNotes.ts writeNote works out the same
 * y from its head metrics (HeadGlyph's stemUpY, stemDownY): a change here belongs there too.
 */
@inline export function stemBaseAt(glyph: i32, stemUp: bool, position: i32): f32 {
  return positionY(position) - glyphAnchorY(glyph, stemUp ? Anchor.StemUpSE : Anchor.StemDownNW);
}

/**
 * Right edge of the note's flag (an up-stem flag sticks out right of the heads), or 0. Inlined,
 * and its bits read once: setWidths asks it of every note with flags, beamed ones included
 * (which have none), and as a call in its walk it made TurboFan keep the walk's values on the
 * stack and reload them for every note.
 */
@inline export function flagRight(ctx: Context, id: i32): f32 {
  const layout = ctx.layout;
  const flags = layout.flags.get(id);
  const bits = layout.bits.get(id);
  // A flag is drawn on a stemmed, unbeamed note of an eighth or shorter; only an up stem's
  // sticks out.
  if (flags <= 0 || (bits & (LayoutBits.Beamed | LayoutBits.Stemless | LayoutBits.StemUp)) != LayoutBits.StemUp) return 0;
  return stemXAt(layout.glyph.get(id), true) - StemThickness * 0.5 + glyphRight(flagGlyph(flags, true));
}

/** x of the first augmentation dot's origin. */
@inline export function dotsX(ctx: Context, id: i32): f32 {
  return headsRight(ctx, id) + DOT_GAP;
}

/**
 * Staff position of a rest's glyph origin on a staff of its own: the middle line; the whole
 * rest hangs from the fourth line.
 */
export function restPosition(glyph: i32): i32 {
  return glyph == RestWhole ? 6 : MIDDLE_LINE;
}

/**
 * Staff position of rest glyph `glyph` in a voice whose stems are forced `stem` (layout
 * staffPlacement.ts sharedStem): on a shared staff the first voice's rests move up two spaces and the others'
 * down two, out of the way of the other voice (Gould, Behind Bars p. 360); a whole rest of the
 * first voice hangs from the top line.
 */
export function voiceRestPosition(glyph: i32, stem: i32): i32 {
  const position = restPosition(glyph);
  if (stem > 0) return glyph == RestWhole ? 8 : position + 4;
  if (stem < 0) return position - 4;
  return position;
}

/**
 * Top of a note or rest (y below the staff's top line, negative above it): its highest head
 * or, for an up stem, the stem's end; a rest's glyph box. Other symbols: the top line.
 */
export function symbolTop(ctx: Context, id: i32): f32 {
  const layout = ctx.layout;
  const kind = ctx.symbols.kind.get(id);
  if (kind == SymbolKind.Note) {
    const first = ctx.symbols.headStart.get(id);
    let high = layout.headPosition.get(first);
    for (let head = first + 1, last = first + ctx.symbols.headCount.get(id); head < last; head++) {
      if (layout.headPosition.get(head) > high) high = layout.headPosition.get(head);
    }
    let top = positionY(high) - glyphTop(layout.glyph.get(id));
    if ((layout.bits.get(id) & (LayoutBits.StemUp | LayoutBits.Stemless)) == LayoutBits.StemUp) {
      const tip = layout.stemTip.get(id);
      if (tip < top) top = tip;
    }
    return top;
  }
  if (kind == SymbolKind.Rest) {
    const glyph = layout.glyph.get(id);
    return positionY(layout.restPosition.get(id)) - glyphTop(glyph);
  }
  return 0;
}

/** Bottom of a note or rest (see symbolTop); other symbols: the bottom line. */
export function symbolBottom(ctx: Context, id: i32): f32 {
  const layout = ctx.layout;
  const kind = ctx.symbols.kind.get(id);
  if (kind == SymbolKind.Note) {
    const first = ctx.symbols.headStart.get(id);
    let low = layout.headPosition.get(first);
    for (let head = first + 1, last = first + ctx.symbols.headCount.get(id); head < last; head++) {
      if (layout.headPosition.get(head) < low) low = layout.headPosition.get(head);
    }
    let bottom = positionY(low) - glyphBottom(layout.glyph.get(id));
    if ((layout.bits.get(id) & (LayoutBits.StemUp | LayoutBits.Stemless)) == 0) {
      const tip = layout.stemTip.get(id);
      if (tip > bottom) bottom = tip;
    }
    return bottom;
  }
  if (kind == SymbolKind.Rest) {
    const glyph = layout.glyph.get(id);
    return positionY(layout.restPosition.get(id)) - glyphBottom(glyph);
  }
  return STAFF_HEIGHT;
}

/**
 * The highest (`high`) or lowest staff position (layout headPosition, steps above the bottom
 * line) among the heads of note `id`, grace notes included.
 */
export function extremeHeadPosition(ctx: Context, id: i32, high: bool): i32 {
  const layout = ctx.layout;
  const first = ctx.symbols.headStart.get(id);
  let result = layout.headPosition.get(first);
  for (let head = first + 1, last = first + ctx.symbols.headCount.get(id); head < last; head++) {
    const position = layout.headPosition.get(head);
    if (high ? position > result : position < result) result = position;
  }
  return result;
}
