/**
 * @fileoverview Pass 14a, place decorations (ABC 2.1 4.14; abc2svg draw_all_deco; Gould,
 * Behind Bars pp. 115-123): where each decoration of a drawn note, rest or bar goes, by the
 * placement its name has (decorationGlyphs.ts).
 *
 * - Articulations sit on the notehead side opposite the stem (above a rest or bar), centred on
 *   the head, one space from it; inside the staff only in a space (Gould p. 117: never on a
 *   line); several stack outwards in the order written.
 * - Fermatas, ornaments, bowings, segno, coda... stack upwards above the staff's top line, the
 *   note (its stem included) and its articulations above.
 * - Dynamics, the inverted fermata and pedal marks stack downwards below the staff and the note
 *   (Gould p. 103: dynamics below the staff); a dynamic's letters are centred under the head.
 *   The upper voice of a shared staff has its dynamics above it (abc2svg).
 * - A breath mark sits just above the top line, right of the note (Gould p. 123).
 * - A phrase mark stands on the bottom line halfway to the next symbol.
 * - An arpeggio and a slide go left of the note and its accidentals (leftDecorations.ts).
 * - Words (Fine, Da Capo) and %%deco texts go above or below like the glyphs; words that
 *   would run into the previous ones on their side are stacked outwards.
 *
 * Runs after the stems and beams are final (calcBeams) and before calcExtents, which aligns
 * each system record's dynamics on one line per side and adds the decorations' boxes to the
 * system's extents (`addDecorationExtents`).
 *
 * Decorations that span notes (hairpins, ottava and trill lines) are paired here and placed
 * with the extents (decorationSpans.ts).
 *
 * In a voice drawn smaller or larger (V: scale=, voiceScale.ts) the decorations stand clear of
 * the notes as drawn, and those that belong to the note (decorationGlyphs followsVoiceScale:
 * articulations, fermatas, ornaments...) are scaled with it, as abc2svg 1.22.1 draws them.
 *
 * After this: layout.attachments.firstDecoration indexes the decorations of every symbol; each
 * decoration of a drawn symbol has its glyph (0: not drawn), origin and box.
 */

import { FontId, SymbolKind } from "../abi";
import { Context } from "../context";
import { ArticAccentAbove, ArticMarcatoAbove, DynamicForte, glyphAdvance, glyphBottom, glyphLeft, glyphRight, glyphTop } from "../glyphs/smufl.generated";
import { clearFloats, clearInts, indexBySymbol } from "./attachmentTables";
import { BOTTOM_LINE, DOT_GAP, DOT_SPACING, STAFF_HEIGHT, TOP_LINE } from "./constants";
import {
  DECO_TEXT, DYNAMIC, NAME_TEXT, DecorationPlace, belowGlyph, decorationGlyph, decorationIndex, decorationPlace,
  dynamicLetterGlyph, followsVoiceScale,
} from "./decorationGlyphs";
import { findDecoDefinition, hasKnownGlyph } from "../model/decoDefinitions";
import { extremeHeadPosition, headsRight } from "./noteGeometry";
import { addSpanExtents, pairSpans } from "./decorationSpans";
import { placeLeftDecoration } from "./leftDecorations";
import { Extent } from "./scratch";
import { textWidth } from "./textWidth";
import { positionY } from "./staffPositions";
import { LayoutBits } from "./tables";
import { drawnBottom, drawnStemTip, drawnTop, drawnX, voiceScale } from "./voiceScale";
import { sharedStem } from "./staffPlacement";

/** Clear space between a decoration and the note or staff it avoids, and between stacked ones. */
const DECORATION_CLEARANCE: f32 = 0.5;
const DECORATION_GAP: f32 = 0.3;
/** %%deco texts: font size (em, sp), ascent and descent as shares of it, start left of the note's centre. */
export const DECO_TEXT_SIZE: f32 = 2.5;
const TEXT_ASCENT: f32 = 0.72;
const TEXT_DESCENT: f32 = 0.25;
const DECO_TEXT_LEAD: f32 = 0.5;
/** A breath mark's gap after the note, and its bottom above the top line. */
const BREATH_GAP: f32 = 0.3;
const BREATH_RAISE: f32 = 0.3;
/** A phrase mark's distance after a note that is last in its system. */
const PHRASE_GAP: f32 = 1.0;

/** The pass: indexes and places every drawn symbol's decorations (see the file's header). */
export function placeDecorations(ctx: Context): void {
  const attach = ctx.layout.attachments;
  const decorations = ctx.decorations;
  const count = decorations.count;
  indexBySymbol(attach.firstDecoration, decorations.symbol, count, ctx.symbols.count);
  clearInts(attach.decorationGlyph, count, 0);
  clearFloats(attach.decorationX, count);
  clearFloats(attach.decorationY, count);
  clearFloats(attach.decorationTop, count);
  clearFloats(attach.decorationBottom, count);
  const sequence = ctx.layout.sequence;
  // A tune without decorations (most of the corpus) has no symbols to walk.
  for (let i = 0, n = count > 0 ? sequence.length : 0; i < n; i++) {
    const id = sequence.get(i);
    if (attach.firstDecoration.get(id) >= 0) placeSymbolDecorations(ctx, id);
  }
  pairSpans(ctx);
}

/** The next drawn symbol of `id`'s system record, or -1 when `id` is its last. */
function nextInRecord(ctx: Context, id: i32): i32 {
  const layout = ctx.layout;
  const system = layout.system.get(id);
  if (system < 0) return -1;
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end - 1; i++) {
    if (layout.sequence.get(i) == id) return layout.sequence.get(i + 1);
  }
  return -1;
}

/**
 * Whether symbol `id` is in the first voice of a staff that voices share (stems up): its
 * dynamics and hairpins go above the staff, the other voice's below (abc2svg).
 */
export function isUpperVoice(ctx: Context, id: i32): bool {
  return sharedStem(ctx, id) > 0;
}

/**
 * The scale decoration glyph `glyph` of symbol `id` is drawn at: its voice's (V: scale=) when
 * `id` is a note or rest and the glyph belongs to the note (decorationGlyphs followsVoiceScale),
 * else 1.
 */
export function decorationScale(ctx: Context, id: i32, glyph: i32): f32 {
  const kind = ctx.symbols.kind.get(id);
  if (kind != SymbolKind.Note && kind != SymbolKind.Rest) return 1;
  return followsVoiceScale(glyph) ? voiceScale(ctx, id) : 1;
}

/**
 * The first staff position (half spaces, as HeadTable positions) clear of note `id`'s stem end:
 * one space beyond it, below (`below`) or above.
 */
function beyondStemTip(ctx: Context, id: i32, below: bool): i32 {
  const tip = drawnStemTip(ctx, id);
  // positionY(p) = (TOP_LINE - p) / 2, so the position at page y `tip` is TOP_LINE - 2 * tip.
  const position = <f32>TOP_LINE - 2 * tip;
  return below ? <i32>Mathf.floor(position) - 2 : <i32>Mathf.ceil(position) + 2;
}

/** Clear space between an articulation and the notehead, stem or articulation nearer the note (sp). */
const ARTICULATION_GAP: f32 = 0.25;

/**
 * In which pass a decoration is placed: 0 for the articulations that sit nearest the note
 * (staccato, staccatissimo, tenuto), 1 for the others (accent, marcato), 2 for everything else
 * (Gould p. 118: the staccato or tenuto nearest the note, an accent outside it, a fermata
 * outermost).
 */
function stackingPass(place: i32, glyph: i32, isNote: bool): i32 {
  if (place != DecorationPlace.Articulation || !isNote) return 2;
  return glyph == ArticAccentAbove || glyph == ArticMarcatoAbove ? 1 : 0;
}

function placeSymbolDecorations(ctx: Context, id: i32): void {
  const layout = ctx.layout;
  const decorations = ctx.decorations;
  const kind = ctx.symbols.kind.get(id);
  const isNote = kind == SymbolKind.Note;
  const centre = isNote || kind == SymbolKind.Rest ? glyphAdvance(layout.glyph.get(id)) * 0.5 : 0;
  // Articulations go on the notehead side, below when the stem is up (Gould p. 117); on a staff
  // that voices share, on the stem side, beyond the stem's end, clear of the other voice
  // (Gould p. 117; abc2svg puts the lower voice's below its stems).
  const stemUp = layout.hasBit(id, LayoutBits.StemUp);
  const stemSide = isNote && sharedStem(ctx, id) != 0 && !layout.hasBit(id, LayoutBits.Stemless);
  const articulationBelow = isNote && (stemSide ? !stemUp : stemUp);
  const upperVoice = isUpperVoice(ctx, id);
  let articulation = isNote ? (articulationBelow ? extremeHeadPosition(ctx, id, false) - 2 : extremeHeadPosition(ctx, id, true) + 2) : TOP_LINE + 2;
  if (stemSide) articulation = beyondStemTip(ctx, id, articulationBelow);
  // The next free y above (a box's bottom) and below (a box's top).
  let above = min<f32>(0, drawnTop(ctx, id)) - DECORATION_CLEARANCE;
  let below = max<f32>(STAFF_HEIGHT, drawnBottom(ctx, id)) + DECORATION_CLEARANCE;
  // The nearest y the next articulation's box may reach on its side of the note.
  let articulationEdge = articulationBelow ? drawnBottom(ctx, id) + ARTICULATION_GAP : drawnTop(ctx, id) - ARTICULATION_GAP;
  // Nearest the note first (Gould p. 118): staccato and tenuto, then accent and marcato, then
  // the rest in the order written, each pass stacking outside the one before.
  for (let pass = 0; pass < 3; pass++) for (let k = layout.attachments.firstDecoration.get(id), n = decorations.count; k < n && decorations.symbol.get(k) == id; k++) {
    const index = decorationIndex(ctx.source, decorations.nameStart.get(k), decorations.nameEnd.get(k));
    let place = decorationPlace(index);
    const glyph = decorationGlyph(index);
    if (stackingPass(place, glyph, isNote) != pass) continue;
    if (index < 0) {
      // A %%deco text: the free y moves past its box on the side it took.
      const side = placeDecoText(ctx, k, centre, above, below);
      if (side == DecorationPlace.Above) above = ctx.layout.attachments.decorationTop.get(k) - DECORATION_GAP;
      else if (side == DecorationPlace.Below) below = ctx.layout.attachments.decorationBottom.get(k) + DECORATION_GAP;
      continue;
    }
    if (place == DecorationPlace.None || glyph == 0) continue;
    if (glyph == NAME_TEXT) {
      // Words above the staff, centred on the note (Fine, Da Coda, Da Capo).
      const baseline = above - DECO_TEXT_SIZE * TEXT_DESCENT;
      const top = baseline - DECO_TEXT_SIZE * TEXT_ASCENT;
      ctx.layout.attachments.placeDecoration(k, NAME_TEXT, centre, baseline, top, above);
      above = top - DECORATION_GAP;
      continue;
    }
    if (place == DecorationPlace.Articulation && !isNote) place = DecorationPlace.Above;
    // Glyph metrics below are times `scale`, the size the glyph is drawn at (writeDecorations).
    const scale = decorationScale(ctx, id, glyph);
    switch (place) {
      case DecorationPlace.Articulation: {
        let position = articulation;
        // Inside the staff, a line position moves out to the next space.
        if (position >= BOTTOM_LINE && position <= TOP_LINE && (position & 1) == 0) position += articulationBelow ? -1 : 1;
        const drawn = articulationBelow ? belowGlyph(glyph) : glyph;
        let y = positionY(position) + (glyphTop(drawn) + glyphBottom(drawn)) * 0.5 * scale;
        // A mark taller than a space (accent, marcato) moves out until it clears what is nearer.
        if (articulationBelow) y += max<f32>(0, articulationEdge - (y - glyphTop(drawn) * scale));
        else y -= max<f32>(0, (y - glyphBottom(drawn) * scale) - articulationEdge);
        const top = y - glyphTop(drawn) * scale;
        const bottom = y - glyphBottom(drawn) * scale;
        ctx.layout.attachments.placeDecoration(k, drawn, centre - (glyphLeft(drawn) + glyphRight(drawn)) * 0.5 * scale, y, top, bottom);
        articulation = articulationBelow ? position - 2 : position + 2;
        articulationEdge = articulationBelow ? bottom + ARTICULATION_GAP : top - ARTICULATION_GAP;
        if (articulationBelow) below = max<f32>(below, bottom + DECORATION_CLEARANCE);
        else above = min<f32>(above, top - DECORATION_CLEARANCE);
        break;
      }
      case DecorationPlace.Above: {
        const y = above + glyphBottom(glyph) * scale;
        const top = y - glyphTop(glyph) * scale;
        ctx.layout.attachments.placeDecoration(k, glyph, centre - (glyphLeft(glyph) + glyphRight(glyph)) * 0.5 * scale, y, top, above);
        above = top - DECORATION_GAP;
        break;
      }
      case DecorationPlace.Below: {
        if (glyph == DYNAMIC) {
          // The upper voice of a shared staff has its dynamics above it (abc2svg; Gould p. 103).
          if (upperVoice) above = placeDynamic(ctx, k, centre, above, true);
          else below = placeDynamic(ctx, k, centre, below, false);
          break;
        }
        const y = below + glyphTop(glyph) * scale;
        const bottom = y - glyphBottom(glyph) * scale;
        ctx.layout.attachments.placeDecoration(k, glyph, centre - (glyphLeft(glyph) + glyphRight(glyph)) * 0.5 * scale, y, below, bottom);
        below = bottom + DECORATION_GAP;
        break;
      }
      case DecorationPlace.After: {
        const y = -BREATH_RAISE + glyphBottom(glyph);
        // After the heads and dots as drawn (not the room a chord symbol may have widened).
        const dots = layout.dots.get(id);
        const right = isNote ? drawnX(ctx, id, headsRight(ctx, id) + (dots > 0 ? DOT_GAP + <f32>dots * DOT_SPACING : 0)) - layout.x.get(id) : 2 * centre;
        ctx.layout.attachments.placeDecoration(k, glyph, right + BREATH_GAP, y, y - glyphTop(glyph), -BREATH_RAISE);
        break;
      }
      case DecorationPlace.Arpeggio:
      case DecorationPlace.Slide:
        // Left of the note (a rest or bar has none drawn).
        if (isNote) placeLeftDecoration(ctx, k, id, place, scale);
        break;
      case DecorationPlace.Phrase: {
        // Halfway from the note's heads to the next symbol of its voice (abc2svg puts it there).
        const right = isNote ? drawnX(ctx, id, headsRight(ctx, id)) - layout.x.get(id) : 2 * centre;
        const next = nextInRecord(ctx, id);
        const x = next >= 0 ? (right + layout.x.get(next) - layout.x.get(id)) * 0.5 : right + PHRASE_GAP;
        ctx.layout.attachments.placeDecoration(k, glyph, x - glyphAdvance(glyph) * 0.5 * scale, STAFF_HEIGHT, STAFF_HEIGHT - glyphTop(glyph) * scale, STAFF_HEIGHT - glyphBottom(glyph) * scale);
        break;
      }
    }
  }
}

/**
 * Places decoration `k` when a %%deco definition with a text names it (abc2svg 1.22.1,
 * black-boxed: functions 0, 1, 3 and 5 draw the text above the staff and the note, 4, 6 and 7
 * below; its glyph must be one abc2svg defines), starting just left of the note's centre, its
 * box against the free ys `above` or `below`. Returns the DecorationPlace taken (None when it
 * draws nothing).
 */
function placeDecoText(ctx: Context, k: i32, centre: f32, above: f32, below: f32): i32 {
  const decorations = ctx.decorations;
  const nameStart = decorations.nameStart.get(k);
  const d = findDecoDefinition(ctx, nameStart, decorations.nameEnd.get(k), nameStart);
  if (d < 0) return DecorationPlace.None;
  const definitions = ctx.decoDefinitions;
  const func = definitions.func.get(d);
  if (definitions.textStart.get(d) < 0 || func == 2 || func > 7 || !hasKnownGlyph(ctx, d)) return DecorationPlace.None;
  const ascent = DECO_TEXT_SIZE * TEXT_ASCENT;
  const descent = DECO_TEXT_SIZE * TEXT_DESCENT;
  const x = centre - DECO_TEXT_LEAD;
  if (func == 4 || func >= 6) {
    const baseline = below + ascent;
    ctx.layout.attachments.placeDecoration(k, DECO_TEXT, x, baseline, below, baseline + descent);
    return DecorationPlace.Below;
  }
  const baseline = above - descent;
  ctx.layout.attachments.placeDecoration(k, DECO_TEXT, x, baseline, baseline - ascent, above);
  return DecorationPlace.Above;
}

/**
 * Places dynamic `k` (its letters' glyphs side by side, on one baseline) centred at `centre`,
 * with its top at `edge` (or, `upward`, its bottom at `edge`); returns the next free y below
 * it (above it).
 */
function placeDynamic(ctx: Context, k: i32, centre: f32, edge: f32, upward: bool): f32 {
  const source = ctx.source;
  const decorations = ctx.decorations;
  let width: f32 = 0;
  // Every dynamic takes the f's ascent, so that dynamics aligned by their tops share a baseline.
  let ascent: f32 = glyphTop(DynamicForte);
  let descent: f32 = 0;
  for (let i = decorations.nameStart.get(k), end = decorations.nameEnd.get(k); i < end; i++) {
    const letter = dynamicLetterGlyph(source.at(i));
    if (letter == 0) continue;
    width += glyphAdvance(letter);
    if (glyphTop(letter) > ascent) ascent = glyphTop(letter);
    if (-glyphBottom(letter) > descent) descent = -glyphBottom(letter);
  }
  if (width <= 0) return edge;
  if (upward) {
    const baseline = edge - descent;
    ctx.layout.attachments.placeDecoration(k, DYNAMIC, centre - width * 0.5, baseline, baseline - ascent, edge);
    return baseline - ascent - DECORATION_GAP;
  }
  const y = edge + ascent;
  ctx.layout.attachments.placeDecoration(k, DYNAMIC, centre - width * 0.5, y, edge, y + descent);
  return y + descent + DECORATION_GAP;
}

/**
 * The higher (the smaller y, staff spaces below the top line) of `top` and the tops of symbol
 * `id`'s drawn decorations (placeDecorations' decorationTop): what a text or bracket over the
 * symbol clears.
 */
export function decorationsTop(ctx: Context, id: i32, top: f32): f32 {
  const attach = ctx.layout.attachments;
  for (let d = attach.firstDecoration.get(id), m = ctx.decorations.count; d >= 0 && d < m && ctx.decorations.symbol.get(d) == id; d++) {
    if (attach.decorationGlyph.get(d) != 0) top = min(top, attach.decorationTop.get(d));
  }
  return top;
}

/**
 * Adds the boxes of the decorations of system record `system`'s symbols to `extent` (called by
 * calcExtents), once its dynamics are aligned (`alignDynamics`).
 */
export function addDecorationExtents(ctx: Context, extent: Extent, system: i32): void {
  if (!hasDecorations(ctx, system)) {
    // Nothing to align, separate or add (most records; calcExtents measures each twice), only
    // the spans that may cross the record from one before it, with no dynamics' line on
    // either side (what alignDynamics returns for none).
    addSpanExtents(ctx, extent, system, -1e9, 1e9);
    return;
  }
  const dynamicsTop = alignDynamics(ctx, system, false);
  const dynamicsBottom = alignDynamics(ctx, system, true);
  separateTexts(ctx, system);
  const layout = ctx.layout;
  const attach = layout.attachments;
  const decorations = ctx.decorations;
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
    const id = layout.sequence.get(i);
    for (let k = attach.firstDecoration.get(id), n = decorations.count; k >= 0 && k < n && decorations.symbol.get(k) == id; k++) {
      if (attach.decorationGlyph.get(k) != 0) extent.add(attach.decorationTop.get(k), attach.decorationBottom.get(k));
    }
  }
  addSpanExtents(ctx, extent, system, dynamicsTop, dynamicsBottom);
}

/** Whether a symbol of system record `system` carries a decoration. */
function hasDecorations(ctx: Context, system: i32): bool {
  if (ctx.decorations.count == 0) return false; // most tunes: no symbols to walk
  const layout = ctx.layout;
  const first = layout.attachments.firstDecoration;
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
    if (first.get(layout.sequence.get(i)) >= 0) return true;
  }
  return false;
}

/** Left and right page x of text decoration `k` on symbol `id`. */
function textLeft(ctx: Context, id: i32, k: i32): f32 {
  const attach = ctx.layout.attachments;
  const x = ctx.layout.x.get(id) + attach.decorationX.get(k);
  if (attach.decorationGlyph.get(k) == NAME_TEXT) {
    return x - textWidth(ctx, FontId.DecorationText, ctx.decorations.nameStart.get(k), ctx.decorations.nameEnd.get(k)) * DECO_TEXT_SIZE * 0.5;
  }
  return x;
}

function textRight(ctx: Context, id: i32, k: i32): f32 {
  const attach = ctx.layout.attachments;
  const decorations = ctx.decorations;
  if (attach.decorationGlyph.get(k) == NAME_TEXT) {
    return textLeft(ctx, id, k) + textWidth(ctx, FontId.DecorationText, decorations.nameStart.get(k), decorations.nameEnd.get(k)) * DECO_TEXT_SIZE;
  }
  const d = findDecoDefinition(ctx, decorations.nameStart.get(k), decorations.nameEnd.get(k), decorations.nameStart.get(k));
  const width = d >= 0 ? textWidth(ctx, FontId.Composer, ctx.decoDefinitions.textStart.get(d), ctx.decoDefinitions.textEnd.get(d)) * DECO_TEXT_SIZE : 0;
  return textLeft(ctx, id, k) + width;
}

/**
 * Moves the word decorations of system record `system` (Fine, Da Capo, %%deco texts) that
 * would run into the previous one on their side of the staff outwards, past it (abc2svg stacks
 * them so): above the staff upwards, below it downwards.
 */
function separateTexts(ctx: Context, system: i32): void {
  const layout = ctx.layout;
  const attach = layout.attachments;
  const decorations = ctx.decorations;
  let aboveRight: f32 = -1e9;
  let aboveTop: f32 = 0;
  let belowRight: f32 = -1e9;
  let belowBottom: f32 = 0;
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
    const id = layout.sequence.get(i);
    for (let k = attach.firstDecoration.get(id), n = decorations.count; k >= 0 && k < n && decorations.symbol.get(k) == id; k++) {
      const glyph = attach.decorationGlyph.get(k);
      if (glyph != NAME_TEXT && glyph != DECO_TEXT) continue;
      const left = textLeft(ctx, id, k);
      const right = textRight(ctx, id, k);
      const top = attach.decorationTop.get(k);
      const bottom = attach.decorationBottom.get(k);
      const isAbove = bottom <= 0;
      let shift: f32 = 0;
      if (isAbove) {
        if (left < aboveRight + DECORATION_GAP && bottom > aboveTop - DECORATION_GAP) shift = aboveTop - DECORATION_GAP - bottom;
      } else if (left < belowRight + DECORATION_GAP && top < belowBottom + DECORATION_GAP) {
        shift = belowBottom + DECORATION_GAP - top;
      }
      attach.decorationY.set(k, attach.decorationY.get(k) + shift);
      attach.decorationTop.set(k, top + shift);
      attach.decorationBottom.set(k, bottom + shift);
      if (isAbove) {
        aboveRight = right;
        aboveTop = top + shift;
      } else {
        belowRight = right;
        belowBottom = bottom + shift;
      }
    }
  }
}

/**
 * Moves the dynamics of system record `system` below the staff (`above` false) down to one
 * line, the lowest any of them needs, or those above it (`above` true) up to the highest
 * (Gould, Behind Bars p. 104: dynamics are aligned horizontally across a system where
 * possible); returns the line (the tops of those below, the bottoms of those above, y below
 * the top line), or -1e9 (1e9) when the record has none.
 */
function alignDynamics(ctx: Context, system: i32, above: bool): f32 {
  const layout = ctx.layout;
  const attach = layout.attachments;
  const decorations = ctx.decorations;
  const start = layout.systemStart.get(system);
  const end = layout.systemEnd.get(system);
  let line: f32 = above ? 1e9 : -1e9;
  let found = false;
  // Pass 0 finds the line, pass 1 moves the dynamics to it; without a dynamic on this side there
  // is nothing to move (calcExtents aligns every record four times, and most have none).
  for (let pass = 0; pass < 2 && (pass == 0 || found); pass++) {
    for (let i = start; i < end; i++) {
      const id = layout.sequence.get(i);
      for (let k = attach.firstDecoration.get(id), n = decorations.count; k >= 0 && k < n && decorations.symbol.get(k) == id; k++) {
        if (attach.decorationGlyph.get(k) != DYNAMIC) continue;
        const top = attach.decorationTop.get(k);
        const bottom = attach.decorationBottom.get(k);
        if ((bottom <= 0) != above) continue;
        if (pass == 0) {
          found = true;
          if (above ? bottom < line : top > line) line = above ? bottom : top;
          continue;
        }
        const shift = above ? line - bottom : line - top;
        attach.decorationY.set(k, attach.decorationY.get(k) + shift);
        attach.decorationTop.set(k, top + shift);
        attach.decorationBottom.set(k, bottom + shift);
      }
    }
  }
  return line;
}
