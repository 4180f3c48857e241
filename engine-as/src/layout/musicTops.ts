/**
 * @fileoverview What stands over the music of a system record, for calcExtents (pass 14): the
 * top of a note or rest with the room abc2svg 1.22.1 keeps over it, what the line of chord
 * symbols clears (the notes, decorations and tuplets under its texts), what the ending brackets
 * clear (the music under them), and the chord symbols moved right of an ending's label. Every
 * rule is measured against abc2svg 1.22.1 (black-boxed); the measurements are in the comments.
 * y is in staff spaces below the staff's top line (negative above it).
 */

import { BarType, FontId, SymbolKind } from "../abi";
import { Context } from "../context";
import { AnnotationPlacement, SymbolBits } from "../model/tables";
import { Tuplet0, glyphAdvance, glyphTop } from "../glyphs/smufl.generated";
import { ENDING_SIZE } from "./constants";
import { extremeHeadPosition, symbolTop } from "./noteGeometry";
import { aboveLineTop, hasTextAbove } from "./placeAnnotations";
import { decorationsTop } from "./placeDecorations";
import { positionY } from "./staffPositions";
import { textWidth } from "./textWidth";
import { barWidth } from "./barLines";
import { drawnBarType } from "./writeBars";
import { LayoutBits } from "./tables";
import { I32Column } from "../util/column";

/**
 * Room kept beyond a note's or rest's head and stem (1 px): measured against abc2svg 1.22.1,
 * whose block over a whole note g'' holds 28 px over the top line (its head's top 27 px), over
 * b'' 34 px, and under a C 10 px (its head's bottom 9 px).
 */
export const NOTE_MARGIN: f32 = 1.0 / 6.0;
/**
 * Room kept beyond a stem's tip (3 px): measured against abc2svg 1.22.1, whose block over the
 * beamed eighths `Dd` holds 15.7 px over the top line, 2.5 px over its beam, which stands
 * 1.2 px over ours; under `gG` 16 px, ours 12.7 px without it.
 */
export const STEM_MARGIN: f32 = 3.0 / 6.0;
/** Where an ending's label starts right of its bar (writeBars.ts LABEL_INSET), and the gap kept after it. */
const ENDING_LABEL_INSET: f32 = 0.5;
const ENDING_LABEL_GAP: f32 = 0.3;
/** Room a line of chord symbols keeps over a tuplet bracket under it, besides its gap (see tupletNumbersTop). */
const TUPLET_BRACKET_MARGIN: f32 = 2.0 / 6.0;
/** Room a line of chord symbols keeps over a beam under it, besides its gap (see textClearTop). */
const BEAM_TEXT_MARGIN: f32 = 1.5 / 6.0;
/** Symbols looked at on either side of a chord symbol's note for what stands under its text (chordLineTop). */
const MAX_UNDER: i32 = 16;
/**
 * How far a chord symbol's text reaches over the notes beside its own, as abc2svg 1.22.1 sets
 * its line (black-boxed, notes/issue5-nottingham/bins.mts: "NAME" on a g with a b'' beside it,
 * the line justified to put the b'' at 140 distances): a note stands under the text when its
 * head reaches within UNDER_GAP (2 px) of the text's start on the left, or its head's left edge
 * stands within UNDER_GAP right of the note's centre plus the text's width: the text's lead
 * (0.4 of its width, 8 px at most) is not taken off on the right. The last b'' raising the line
 * stood 10.4, 12.7, 17.2, 22.6, 27.6 and 35.5 px right of the start of "ii", "E", "iii", "iiii",
 * "Em" and "WW" (1.4 width + 2 px for the short texts, width + 8 + 2 for "WW"); on the left,
 * within 9.5 px of the start (a head's width and 2 px). Was a head's width (7.2 px) past either
 * end of the text.
 */
const UNDER_GAP: f32 = 2.0 / 6.0;

/**
 * Top of note or rest `id` with the room abc2svg keeps over it: NOTE_MARGIN over a head,
 * STEM_MARGIN over an up-stem's tip (and its beam); with `stems` false, over its heads only.
 * (calcExtents.ts measureMusic computes the same for the notes of a whole system.)
 */
export function musicTop(ctx: Context, id: i32, stems: bool): f32 {
  const top = symbolTop(ctx, id);
  const layout = ctx.layout;
  const stemUp = (layout.bits.get(id) & (LayoutBits.StemUp | LayoutBits.Stemless)) == LayoutBits.StemUp;
  if (ctx.symbols.kind.get(id) == SymbolKind.Note && stemUp && layout.stemTip.get(id) <= top) {
    return stems ? top - STEM_MARGIN : headsTop(ctx, id) - NOTE_MARGIN;
  }
  return top - NOTE_MARGIN;
}

/** Top of note `id`'s heads (y below the top line), its stem left out. */
export function headsTop(ctx: Context, id: i32): f32 {
  return positionY(extremeHeadPosition(ctx, id, true)) - glyphTop(ctx.layout.glyph.get(id));
}

/** clearEndingLabel for every ending system record `system` opens. */
export function clearEndingLabels(ctx: Context, system: i32): void {
  const layout = ctx.layout;
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
    const id = layout.sequence.get(i);
    if (ctx.symbols.kind.get(id) == SymbolKind.Bar && !layout.endsSystemBeforeAnother(id) && opensEnding(ctx, id, system)) clearEndingLabel(ctx, id, i + 1, end);
  }
}

/**
 * Moves the chord symbols over the first note of the ending that bar `bar` opens (sequence
 * [from, to)) right of the ending's label, which stands beside them under the bracket's line
 * (abc2svg 1.22.1 draws `|1 "A"Ace` with the "A" right of the "1"): a text that would start
 * before the label's end plus ENDING_LABEL_GAP starts there. Called once the line of chord
 * symbols is placed: the text stands as high as where it was written.
 */
function clearEndingLabel(ctx: Context, bar: i32, from: i32, to: i32): void {
  const layout = ctx.layout;
  const attach = layout.attachments;
  const symbols = ctx.symbols;
  const labelStart = symbols.textStart.get(bar);
  const labelEnd = symbols.textEnd.get(bar);
  if (labelStart < 0 || labelEnd <= labelStart) return;
  const labelRight = layout.x.get(bar) + barWidth(drawnBarType(ctx, bar)) + ENDING_LABEL_INSET + textWidth(ctx, FontId.Ending, labelStart, labelEnd) * ENDING_SIZE + ENDING_LABEL_GAP;
  for (let i = from; i < to; i++) {
    const id = layout.sequence.get(i);
    const kind = symbols.kind.get(id);
    if (kind != SymbolKind.Note && kind != SymbolKind.Rest) continue;
    for (let k = attach.firstAnnotation.get(id), n = ctx.annotations.count; k >= 0 && k < n && ctx.annotations.symbol.get(k) == id; k++) {
      if (attach.annotationLine.get(k) < 0 || ctx.annotations.placement.get(k) == AnnotationPlacement.Below) continue;
      const left = layout.x.get(id) + attach.annotationX.get(k);
      if (left < labelRight) attach.annotationX.set(k, attach.annotationX.get(k) + labelRight - left);
    }
    return;
  }
}

/**
 * Top (y below the top line, with NOTE_MARGIN) of the first note or rest of sequence [from, to),
 * 0 when none; its stem counted when `stems`.
 */
export function firstNoteTop(ctx: Context, from: i32, to: i32, stems: bool): f32 {
  for (let i = from; i < to; i++) {
    const id = ctx.layout.sequence.get(i);
    const kind = ctx.symbols.kind.get(id);
    if (kind == SymbolKind.Note || kind == SymbolKind.Rest) return min<f32>(0, musicTop(ctx, id, stems));
  }
  return 0;
}

/**
 * Gathers into `under` the notes and rests of system record `system` that stand under one of
 * its chord symbols or annotations on the line above the staff, over the text's width, as
 * abc2svg 1.22.1 sets its chord symbols (black-boxed: "A" on a C in one measure stands as low
 * with a c'' in the next); symbols within MAX_UNDER of a text's note on either side are looked
 * at (a note under two texts may be gathered twice). Returns the highest top of the tuplet
 * numbers and brackets under those texts (tupletNumbersTop; 0 at most). chordLineTop then
 * measures the notes gathered, with their stems and without: which notes stand under a text
 * does not depend on the stems, so the search runs once per record (running it for each of
 * calcExtents' two measures cost the pass about 8% of its time).
 */
export function notesUnderText(ctx: Context, system: i32, under: I32Column): f32 {
  const layout = ctx.layout;
  const attach = layout.attachments;
  const annotations = ctx.annotations;
  const from = layout.systemStart.get(system);
  const to = layout.systemEnd.get(system);
  // Most records carry no tuplet: then none stands under a text (tupletNumbersTop's 0).
  const tuplets = layout.systemFirstTuplet.get(system) >= 0;
  // The storage of the columns the search below reads for each of up to 2 * MAX_UNDER + 1
  // symbols per text, read once: through the tables, each value is several dependent loads,
  // made again after every push to `under`.
  const sequence = layout.sequence.data;
  const kinds = ctx.symbols.kind.data;
  const xs = layout.x.data;
  const glyphs = layout.glyph.data;
  under.reset();
  let top: f32 = 0;
  for (let i = from; i < to; i++) {
    const id = unchecked(sequence[i]);
    for (let k = attach.firstAnnotation.get(id), n = annotations.count; k >= 0 && k < n && annotations.symbol.get(k) == id; k++) {
      if (attach.annotationLine.get(k) < 0 || annotations.placement.get(k) == AnnotationPlacement.Below) continue;
      // The text reaches from its start to its note's centre plus its width (reachRight).
      const x = unchecked(xs[id]);
      const left = x + attach.annotationX.get(k) - UNDER_GAP;
      const right = x + centreOffset(ctx, id) + attach.annotationWidth.get(k) + UNDER_GAP;
      for (let j = max(from, i - MAX_UNDER), last = min(to, i + MAX_UNDER + 1); j < last; j++) {
        const other = unchecked(sequence[j]);
        const kind = unchecked(kinds[other]);
        if (kind != SymbolKind.Note && kind != SymbolKind.Rest) continue;
        const otherX = unchecked(xs[other]);
        if (otherX + glyphAdvance(unchecked(glyphs[other])) < left || otherX > right) continue;
        under.push(other);
      }
      if (tuplets) top = min(top, tupletNumbersTop(ctx, system, left, right));
    }
  }
  return top;
}

/**
 * The highest top (y below the top line, 0 at most) of what the line of chord symbols and
 * annotations above the staff clears: the notes and rests `under` its texts (their heads, stems
 * and decorations; notesUnderText) and the tuplets under them (`tupletsTop`, notesUnderText's
 * value). Their stems count when `stems`. The decorations are read as they stand now
 * (calcExtents measureSystem has just aligned them). Every top is taken with min, so the order
 * in which they are met does not matter.
 */
export function chordLineTop(ctx: Context, under: I32Column, tupletsTop: f32, stems: bool): f32 {
  let top = tupletsTop;
  for (let u = 0, n = under.length; u < n; u++) {
    const other = under.get(u);
    top = decorationsTop(ctx, other, min(top, textClearTop(ctx, other, stems)));
  }
  return top;
}

/**
 * Top (y below the top line, 0 at most) of the tuplet numbers and brackets above the staff of
 * system record `system` that stand between x `left` and `right`: a line of chord symbols clears
 * them as it clears a head, by its gap. abc2svg 1.22.1 (black-boxed, vp/tuplet.mts and
 * chordy.mts): over `(3A"G"BA` its "G" stands 24.1 px over the top line, the number's baseline
 * 12.1 px, so 3.4 px over the number's top (0.72 of its 12 px); ours stood on the beam, at 10.9.
 * A text on the first note reaches a bracket (its line 14.7 px high under `(3ABAGA`, 16 under
 * `(3A2B2A2`; "G" on the first note 20.1 and 21.4 px high: 5.4 px over the line, so
 * TUPLET_BRACKET_MARGIN and the gap) but not a number alone (`(3"G"ABA`: 12.1 px).
 * Nottingham's hornpipes write `(3"G"ABAGA` often (hpps X:3: "G" 20.1 px high, ours 11.1).
 */
function tupletNumbersTop(ctx: Context, system: i32, left: f32, right: f32): f32 {
  const layout = ctx.layout;
  const height = glyphTop(Tuplet0);
  const half = glyphAdvance(Tuplet0) * 0.5;
  let top: f32 = 0;
  let tuplet = layout.systemFirstTuplet.get(system);
  for (let steps = 0, n = ctx.tuplets.count; tuplet >= 0 && steps < n; steps++) {
    const centre = (layout.tupletLeft.get(tuplet) + layout.tupletRight.get(tuplet)) * 0.5;
    // A bracket reaches from the first note to the last, a number alone over the middle.
    const bracket = layout.tupletBracket.get(tuplet) != 0;
    const from = bracket ? layout.tupletLeft.get(tuplet) : centre - half;
    const to = bracket ? layout.tupletRight.get(tuplet) : centre + half;
    if (layout.tupletAbove.get(tuplet) != 0 && to >= left && from <= right) {
      // A bracket's line is drawn through the number's middle (writeTuplets).
      const y = layout.tupletY.get(tuplet);
      top = min(top, bracket ? y - height * 0.5 - TUPLET_BRACKET_MARGIN : y - height);
    }
    tuplet = layout.tupletNext.get(tuplet);
  }
  return top;
}

/**
 * Top (y below the top line) of note or rest `id` that the line of chord symbols clears by
 * its gap (placeAnnotations CHORD_LINE_GAP, 3.4 px): its head's top; the tip of its up-stem,
 * NOTE_MARGIN (1 px) over it; a beam over it, BEAM_TEXT_MARGIN (1.5 px) over it. abc2svg 1.22.1
 * (black-boxed, notes/issue5-nottingham/chordy.mts): "G" over G, G/2, G/4, G2, G3/2 stands
 * 7.4 px over the top line, over A and A2 10.4 px: 4.4 px over the stem's tip (ours stood
 * 5.4 px over it, with STEM_MARGIN); over the flat beams of G/2G/2 7.9 px and A/2A/2 10.9,
 * 4.9 px over them, and "D7" over the sloped beam of c/2B/2A/2G/2 in The White Cockade
 * (reelsu-z X:20) 15.8 px, 4.9 over its 10.9 at the c (vp/beamline.mts; ours 5.4 over it).
 */
function textClearTop(ctx: Context, id: i32, stems: bool): f32 {
  const top = musicTop(ctx, id, stems) + NOTE_MARGIN;
  if (!stems || ctx.symbols.kind.get(id) != SymbolKind.Note) return top;
  return max(top, symbolTop(ctx, id) - (ctx.layout.beam.get(id) >= 0 ? BEAM_TEXT_MARGIN : NOTE_MARGIN));
}

/** x of note or rest `id`'s centre right of its x (its head's middle; 0 for other symbols), where its texts are anchored. */
function centreOffset(ctx: Context, id: i32): f32 {
  const kind = ctx.symbols.kind.get(id);
  return kind == SymbolKind.Note || kind == SymbolKind.Rest ? glyphAdvance(ctx.layout.glyph.get(id)) * 0.5 : 0;
}

/**
 * Top (y below the top line, 0 at most) of what stands under the ending brackets of system
 * record `system`: the notes and rests from each bar opening an ending (or the system's start,
 * for an ending carried from the previous system) to the bar closing it or the system's end, as
 * writeBars.writeEnding draws the bracket, and the line of chord symbols when one of those notes
 * has a text on it. abc2svg 1.22.1 (black-boxed, notes/issue5-nottingham/chordy.mts) sets its
 * brackets over those only: over `[1D3 D2:|` the bracket stands 15 px over the top line whether
 * c'' notes or chord symbols 13.4 px high stand before it in the system or not (ours stood 17.6
 * and 22.6 px high), and 18 px over `[1"Dm"D3` (the chord symbol's 6.4 px, as before). All the
 * brackets of a system share one line (abc2svg: `[1ABA:|[2c'3` both 25 px high).
 */
export function endingSpanTop(ctx: Context, system: i32, stems: bool): f32 {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const carried = layout.previousSystemLast(system);
  let under = carried >= 0 && opensEnding(ctx, carried, system);
  let top: f32 = 0;
  let text = false;
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
    const id = layout.sequence.get(i);
    const kind = symbols.kind.get(id);
    if (kind == SymbolKind.Note || kind == SymbolKind.Rest) {
      if (!under) continue;
      top = decorationsTop(ctx, id, min(top, musicTop(ctx, id, stems)));
      if (!text && hasTextAbove(ctx, id)) text = true;
    } else if (kind == SymbolKind.Bar) {
      if (under && closesEnding(ctx, id)) under = false;
      if (!layout.endsSystemBeforeAnother(id) && opensEnding(ctx, id, system)) under = true;
    }
  }
  if (text) top = min(top, aboveLineTop(ctx, system));
  return top;
}

/** Whether bar `bar` closes the ending running over it (writeBars.writeEnding draws the bracket up to it). */
function closesEnding(ctx: Context, bar: i32): bool {
  const type = ctx.symbols.value.get(bar);
  return ctx.symbols.hasFlag(bar, SymbolBits.EndingStart) || type == BarType.RepeatEnd || type == BarType.RepeatBoth ||
    type == BarType.RepeatStart || type == BarType.Double || type == BarType.Final || type == BarType.Heavy;
}

/**
 * Whether bar `bar` opens an ending drawn over system record `system`: endings are drawn over
 * the system's top staff only (the first staff: a good guess before paginate knows which
 * staves are drawn).
 */
export function opensEnding(ctx: Context, bar: i32, system: i32): bool {
  const layout = ctx.layout;
  return ctx.symbols.kind.get(bar) == SymbolKind.Bar && ctx.symbols.hasFlag(bar, SymbolBits.EndingStart) &&
    layout.systemStaff.get(system) == 0 && layout.systemLeads.get(system) != 0;
}
