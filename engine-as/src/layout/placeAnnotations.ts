/**
 * @fileoverview Chord symbols and annotations (ABC 2.1 4.18 "Chord symbols", 4.19
 * "Annotations"; abc2svg 1.22.1 gch_build, draw_all_chsy): where each text goes.
 *
 * - A chord symbol `"Am7"` and an annotation `"^text"` start a little left of their note's
 *   centre (abc2svg: 0.4 of the text's width, at most 8 of its units) on a line above the
 *   staff. That lead does not widen the note's room on its left (layout.chordSymbolLeft, not
 *   widthLeft): the text may hang over the bar line and notes before it, only not over the text
 *   before it (abc2svg 1.22.1, black-boxed: eight 2/4 measures, each opening with "Am" on a
 *   sixteenth figure, need the same page width as without the chord symbols, 21.9 cm); all of a system's chord symbols share that line, clear of the highest note, curve,
 *   decoration and ending bracket (Gould, Behind Bars p. 599: chord symbols are aligned
 *   horizontally above the staff). A note with several such texts stacks them outwards.
 * - `"_text"`: the same, on a line below the staff, clear of the lowest note (lyrics go below it).
 * - `"<text"` ends left of the note (clear of its accidentals), `">text"` starts right of it
 *   (clear of its dots), both centred on the note's heads.
 * - `"@x,y text"` starts x units right of the note's centre with its baseline y units above
 *   it (abc2svg's units: 6 to the staff space).
 *
 * Tempo marks and part labels (staffTexts.ts) are collected and placed from here too.
 *
 * Pass `placeAnnotations` (after setWidths) measures the texts, places them horizontally and
 * records how far right of its symbol the texts on the lines above and below reach
 * (layout.chordSymbolRight): breakLines keeps the next symbol that has such a text that far away,
 * so that neighbouring chord symbols do not collide (Gould p. 599), while the notes between
 * them stand under the text (abc2svg 1.22.1, black-boxed: a chord symbol on every fourth eighth
 * does not widen the measure). Texts left and right of the note widen it;
 * `addAnnotationLines` (called by calcExtents) places the lines above and below each system
 * record and grows its extents to hold them.
 *
 * After placeAnnotations: layout.attachments.firstAnnotation indexes the annotations of every
 * symbol; every annotation of a drawn symbol has its width, x, anchor, line or baseline.
 */

import { FontId, SymbolKind, TextAnchor } from "../abi";
import { Context } from "../context";
import { AnnotationPlacement } from "../model/tables";
import { glyphAdvance } from "../glyphs/smufl.generated";
import { clearFloats, clearInts, indexBySymbol } from "./attachmentTables";
import { MIDDLE_LINE, STAFF_HEIGHT } from "./constants";
import { Extent } from "./scratch";
import { positionY } from "./staffPositions";
import { collectStaffTexts } from "./staffTexts";
import { textWidth } from "./textWidth";

/**
 * Clear space after a chord symbol or annotation on a line above or below the staff, before the
 * next one on that line (Gould, Behind Bars p. 599: chord symbols must not run together).
 * Measured against abc2svg 1.22.1 (black-boxed, with the texts measured in their sans-serif face,
 * textWidth.ts, and their lead kept out of the note's room, chordSymbolLeft): eight 2/4 measures
 * of `"Am"e "Em"A|` need the same page width as abc2svg's (17.03 against 17.05 cm) with 0.6;
 * over the corpus, systems per tune agree for 2,774 tunes of 3,081 with 0.6 or 0.7, 2,773 with
 * 0.5, 2,772 with 0.9 and 2,771 with the 0.3 used before.
 */
const CHORD_SYMBOL_GAP: f32 = 0.6;

/** Font size of chord symbols and annotations (abc2svg gchordfont / annotationfont 12 units). */
export const ANNOTATION_SIZE: f32 = 2.0;
/** Distance between the baselines of stacked lines. */
export const ANNOTATION_LINE_HEIGHT: f32 = 2.4;
/**
 * Distance between the baselines of the lines stacked above and below the staff: the font
 * size, 12 px (abc2svg 1.22.1, black-boxed: "G""Em""C" over G3 at 31.4, 19.4 and 7.4 px over
 * the top line, "^hi""^ho" at 16.4 and 4.4, "_aa;bb" under C at 43.6 and 55.6 under it; ours
 * were 14.4 px apart).
 */
const STACK_LINE_HEIGHT: f32 = 2.0;
/** Ascent and descent of the text, as shares of its size. */
export const ANNOTATION_ASCENT: f32 = 0.72;
export const ANNOTATION_DESCENT: f32 = 0.25;
/**
 * The line of texts below the staff (`"_text"`), as abc2svg 1.22.1 sets it (black-boxed with
 * notes/issue5-nottingham/chordy.mts): its baseline BELOW_LINE_DROP of the font size under the
 * music over it (with NOTE_MARGIN under a head): "_hello" under a C stands 43.6 px under the
 * top line, under an A, 49.6, under a D 40.6, all 9.6 px under the head's bottom and its 1 px;
 * under a c, whose stem reaches 30 px, 41.6 (ours 42.6: 3 px under a stem's tip, STEM_MARGIN).
 * Ours kept 0.5 sp and the text's ascent (11.6 px), 2 px lower.
 */
const BELOW_LINE_DROP: f32 = 0.8;
/** ...and at least BELOW_LINE_DROP under BELOW_LINE_FLOOR under the bottom line (2 px: under F, B or a rest abc2svg's stands 35.6 px under the top line). */
const BELOW_LINE_FLOOR: f32 = 2.0 / 6.0;
/**
 * The line of chord symbols above the staff, as abc2svg 1.22.1 sets it (measured against its
 * SVG: over a whole note on any line or space from C to f, the baseline of "A" stands 6.4 px
 * over the top line; over g, a and c' it stands 3.4 px over the top of the note's head, which
 * is half a space over its centre): its baseline CHORD_LINE_GAP over the music, and at least
 * CHORD_LINE_GAP over CHORD_LINE_FLOOR over the top line. The system's block reserves
 * CHORD_LINE_ASCENT of the font size over the baseline (the block over "A" on c' holds 28 px
 * over the top line: 18.4 to the baseline, 9.6 = 0.8 of 12 px above it).
 */
const CHORD_LINE_GAP: f32 = 3.4 / 6.0;
const CHORD_LINE_FLOOR: f32 = 0.5;
export const CHORD_LINE_ASCENT: f32 = 0.8;
/** Share of a chord symbol's width left of its note's centre, and its most (abc2svg GCHPRE .4, 8 units). */
const LEAD_SHARE: f32 = 0.4;
const MAX_LEAD: f32 = 8.0 / 6.0;
/** Gap between a `<` / `>` annotation and its note. */
const SIDE_GAP: f32 = 0.3;
/** abc2svg's units per staff space (engine-spec 9). */
const UNITS_PER_SPACE: f32 = 6.0;

/**
 * Font of annotation `k`: FontId.ChordSymbol for a chord symbol (its b and # print as flat and
 * sharp signs, as abc2svg 1.22.1 prints them), FontId.Annotation for `^_<>@` annotations.
 */
export function annotationFont(ctx: Context, k: i32): i32 {
  return ctx.annotations.placement.get(k) == AnnotationPlacement.ChordSymbol ? FontId.ChordSymbol : FontId.Annotation;
}

/** The pass: indexes, measures and places every drawn symbol's annotations (see the file's header). */
export function placeAnnotations(ctx: Context): void {
  const attach = ctx.layout.attachments;
  const annotations = ctx.annotations;
  const count = annotations.count;
  collectStaffTexts(ctx);
  indexBySymbol(attach.firstAnnotation, annotations.symbol, count, ctx.symbols.count);
  clearFloats(attach.annotationWidth, count);
  clearFloats(attach.annotationX, count);
  clearInts(attach.annotationAnchor, count, 0);
  clearInts(attach.annotationLine, count, -1);
  clearFloats(attach.annotationY, count);
  const sequence = ctx.layout.sequence;
  // A tune without chord symbols or annotations (most of the corpus) has no symbols to walk.
  for (let i = 0, n = count > 0 ? sequence.length : 0; i < n; i++) {
    const id = sequence.get(i);
    const first = attach.firstAnnotation.get(id);
    if (first < 0) continue;
    if (opensWithChordSymbolOnBar(ctx, id, first)) attach.firstAnnotation.set(id, -1);
    else placeSymbolAnnotations(ctx, id);
  }
}

/**
 * Whether symbol `id` is a bar whose first annotation `first` is a chord symbol: such texts are
 * not drawn. abc2svg 1.22.1 (black-boxed, chordy.mts in notes/issue5-nottingham) draws no text
 * of `"Em"|`, `"Em"||`, `"Em":|`, `"Em"|]`, `"Em"[1` or of `"Em"\` ending a line before `P:B`
 * and `|:` (jigs_part1 X:43, where ours raised the next system 11 px over abc2svg's for it), nor
 * the texts after it on that bar (`"Em""^x"|`); an annotation `"^x"|` alone it draws. It also drops
 * a chord symbol after an annotation (`"^x""Em"|` draws x only), which is not followed here (the
 * bar's texts are indexed as one run; the corpus has no such bar).
 */
function opensWithChordSymbolOnBar(ctx: Context, id: i32, first: i32): bool {
  return ctx.symbols.kind.get(id) == SymbolKind.Bar && ctx.annotations.placement.get(first) == AnnotationPlacement.ChordSymbol;
}

/** x of the symbol's centre, relative to its x: the notehead's or rest's middle; a bar's line. */
function centreX(ctx: Context, id: i32): f32 {
  const kind = ctx.symbols.kind.get(id);
  if (kind == SymbolKind.Note || kind == SymbolKind.Rest) return glyphAdvance(ctx.layout.glyph.get(id)) * 0.5;
  return 0;
}

/** y of the symbol's vertical centre (below the staff's top line): the middle of a note's heads, else the middle line. */
function centreY(ctx: Context, id: i32): f32 {
  if (ctx.symbols.kind.get(id) != SymbolKind.Note) return positionY(MIDDLE_LINE);
  const layout = ctx.layout;
  const first = ctx.symbols.headStart.get(id);
  let low = layout.headPosition.get(first);
  let high = low;
  for (let head = first + 1, last = first + ctx.symbols.headCount.get(id); head < last; head++) {
    const position = layout.headPosition.get(head);
    if (position < low) low = position;
    if (position > high) high = position;
  }
  return (positionY(low) + positionY(high)) * 0.5;
}

/** Places the annotations of symbol `id` and widens the symbol for them. */
function placeSymbolAnnotations(ctx: Context, id: i32): void {
  const layout = ctx.layout;
  const attach = layout.attachments;
  const annotations = ctx.annotations;
  const centre = centreX(ctx, id);
  const middle = centreY(ctx, id);
  // The symbol's own room (accidentals, dots), before its texts widen it.
  const ownLeft = layout.widthLeft.get(id);
  const ownRight = layout.widthRight.get(id);
  let left = ownLeft;
  let right = ownRight;
  let lineRight: f32 = 0;
  let lineLeft: f32 = 0;
  let above = 0;
  let below = 0;
  let leftLines = 0;
  let rightLines = 0;
  for (let k = attach.firstAnnotation.get(id), n = annotations.count; k < n && annotations.symbol.get(k) == id; k++) {
    const width = textWidth(ctx, annotationFont(ctx, k), annotations.start.get(k), annotations.end.get(k)) * ANNOTATION_SIZE;
    attach.annotationWidth.set(k, width);
    let x: f32 = 0;
    let anchor = TextAnchor.Start;
    switch (annotations.placement.get(k)) {
      case AnnotationPlacement.Left:
        x = -ownLeft - SIDE_GAP;
        anchor = TextAnchor.End;
        attach.annotationY.set(k, middle + ANNOTATION_SIZE * 0.3 + <f32>leftLines * ANNOTATION_LINE_HEIGHT);
        leftLines++;
        if (-x + width > left) left = -x + width;
        break;
      case AnnotationPlacement.Right:
        x = ownRight + SIDE_GAP;
        attach.annotationY.set(k, middle + ANNOTATION_SIZE * 0.3 + <f32>rightLines * ANNOTATION_LINE_HEIGHT);
        rightLines++;
        if (x + width > right) right = x + width;
        break;
      case AnnotationPlacement.Free:
        // abc2svg: x right of the centre, y up from the heads' middle, the text a fifth of its height higher.
        x = centre + annotations.x.get(k) / UNITS_PER_SPACE;
        attach.annotationY.set(k, middle - annotations.y.get(k) / UNITS_PER_SPACE - ANNOTATION_SIZE * 0.2);
        break;
      default: {
        // Chord symbols, ^ and _: on the lines above or below the staff.
        const lead = min<f32>(width * LEAD_SHARE, MAX_LEAD);
        x = centre - lead;
        if (annotations.placement.get(k) == AnnotationPlacement.Below) attach.annotationLine.set(k, below++);
        else attach.annotationLine.set(k, above++);
        if (-x > lineLeft) lineLeft = -x;
        // The text may hang over the notes after it that have none (breakLines).
        if (x + width + CHORD_SYMBOL_GAP > lineRight) lineRight = x + width + CHORD_SYMBOL_GAP;
        break;
      }
    }
    attach.annotationX.set(k, x);
    attach.annotationAnchor.set(k, anchor);
  }
  if (above > 1) stackAboveInSourceOrder(ctx, id);
  layout.widthLeft.set(id, left);
  layout.widthRight.set(id, right);
  layout.chordSymbolRight.set(id, lineRight);
  layout.chordSymbolLeft.set(id, lineLeft);
}

/**
 * Gives the texts of symbol `id` on the lines above the staff their lines by where they were
 * written: the one written last stands nearest to the staff, the first on top (abc2svg 1.22.1,
 * black-boxed with notes/issue5-nottingham/chordy.mts: "G""Em""C"G3 puts C lowest, then Em,
 * then G; "Am;G" puts G under Am; "^hi""^ho", ho under hi). The pieces of one text split at `;`
 * are kept in the table last piece first, hence the source order rather than the table's.
 */
function stackAboveInSourceOrder(ctx: Context, id: i32): void {
  const attach = ctx.layout.attachments;
  const annotations = ctx.annotations;
  const first = attach.firstAnnotation.get(id);
  for (let k = first, n = annotations.count; k < n && annotations.symbol.get(k) == id; k++) {
    if (attach.annotationLine.get(k) < 0 || annotations.placement.get(k) == AnnotationPlacement.Below) continue;
    let later = 0;
    for (let j = first; j < n && annotations.symbol.get(j) == id; j++) {
      if (j == k || attach.annotationLine.get(j) < 0 || annotations.placement.get(j) == AnnotationPlacement.Below) continue;
      if (annotations.start.get(j) > annotations.start.get(k)) later++;
    }
    attach.annotationLine.set(k, later);
  }
}

/**
 * Places the lines of chord symbols and annotations of system record `system`: the line above
 * over `aboveTop` (y below the top line: what stands under its texts), the line below under
 * what `extent` holds; grows `extent` by them and by the `<`, `>` and `@` annotations. Called
 * by calcExtents, only for a record that has some (MusicExtents.annotated: a record without
 * them is not walked, and its baselines are never read), once the notes, curves and
 * decorations (not the endings, the clef and key, or the lyrics) are in `extent`.
 */
export function addAnnotationLines(ctx: Context, extent: Extent, system: i32, aboveTop: f32): void {
  const layout = ctx.layout;
  const attach = layout.attachments;
  const annotations = ctx.annotations;
  const records = layout.systemCount;
  if (attach.systemAboveBaseline.length < records) {
    attach.systemAboveBaseline.resize(records);
    attach.systemBelowBaseline.resize(records);
  }
  let aboveLines = 0;
  let belowLines = 0;
  const ascent = ANNOTATION_SIZE * ANNOTATION_ASCENT;
  const descent = ANNOTATION_SIZE * ANNOTATION_DESCENT;
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
    const id = layout.sequence.get(i);
    for (let k = attach.firstAnnotation.get(id), n = annotations.count; k >= 0 && k < n && annotations.symbol.get(k) == id; k++) {
      const line = attach.annotationLine.get(k);
      if (line < 0) {
        const y = attach.annotationY.get(k);
        extent.add(y - ascent, y + descent);
      } else if (annotations.placement.get(k) == AnnotationPlacement.Below) {
        if (line + 1 > belowLines) belowLines = line + 1;
      } else if (line + 1 > aboveLines) {
        aboveLines = line + 1;
      }
    }
  }
  // The line above stands CHORD_LINE_GAP over the music, and never lower than CHORD_LINE_FLOOR
  // over the top line; the line below, BELOW_LINE_DROP under the music and its floor.
  const aboveBaseline = min<f32>(aboveTop, -CHORD_LINE_FLOOR) - CHORD_LINE_GAP;
  const belowBaseline = max<f32>(extent.bottom, STAFF_HEIGHT + BELOW_LINE_FLOOR) + ANNOTATION_SIZE * BELOW_LINE_DROP;
  attach.systemAboveBaseline.set(system, aboveBaseline);
  attach.systemBelowBaseline.set(system, belowBaseline);
  if (aboveLines > 0) extent.add(aboveBaseline - <f32>(aboveLines - 1) * STACK_LINE_HEIGHT - ANNOTATION_SIZE * CHORD_LINE_ASCENT, 0);
  if (belowLines > 0) extent.add(0, belowBaseline + <f32>(belowLines - 1) * STACK_LINE_HEIGHT + descent);
}

/**
 * Top (y below the staff's top line) of the texts on the lines above the staff of system record
 * `system`, as addAnnotationLines reserves it: its highest line's baseline less CHORD_LINE_ASCENT
 * of the font size; 0 when it has none. Call after addAnnotationLines.
 */
export function aboveLineTop(ctx: Context, system: i32): f32 {
  const layout = ctx.layout;
  const attach = layout.attachments;
  const annotations = ctx.annotations;
  let lines = 0;
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
    const id = layout.sequence.get(i);
    for (let k = attach.firstAnnotation.get(id), n = annotations.count; k >= 0 && k < n && annotations.symbol.get(k) == id; k++) {
      const line = attach.annotationLine.get(k);
      if (line >= lines && annotations.placement.get(k) != AnnotationPlacement.Below) lines = line + 1;
    }
  }
  if (lines == 0) return 0;
  return attach.systemAboveBaseline.get(system) - <f32>(lines - 1) * STACK_LINE_HEIGHT - ANNOTATION_SIZE * CHORD_LINE_ASCENT;
}

/** Baseline of annotation `k` of a symbol in system record `system` (y below the staff's top line). */
export function annotationBaseline(ctx: Context, k: i32, system: i32): f32 {
  const attach = ctx.layout.attachments;
  const line = attach.annotationLine.get(k);
  if (line < 0) return attach.annotationY.get(k);
  if (ctx.annotations.placement.get(k) == AnnotationPlacement.Below) {
    return attach.systemBelowBaseline.get(system) + <f32>line * STACK_LINE_HEIGHT;
  }
  return attach.systemAboveBaseline.get(system) - <f32>line * STACK_LINE_HEIGHT;
}

/** Whether note or rest `id` has a chord symbol or annotation on the line above the staff. */
export function hasTextAbove(ctx: Context, id: i32): bool {
  const attach = ctx.layout.attachments;
  for (let k = attach.firstAnnotation.get(id), n = ctx.annotations.count; k >= 0 && k < n && ctx.annotations.symbol.get(k) == id; k++) {
    if (attach.annotationLine.get(k) >= 0 && ctx.annotations.placement.get(k) != AnnotationPlacement.Below) return true;
  }
  return false;
}
