/**
 * @fileoverview Pass 10, justify systems (engine-spec 4 "each line is glued (spread or shrunk)
 * to the available width"; abc2svg: set_sym_glue; Gould, Behind Bars p. 42: keep the
 * proportions of the spacing when filling the line).
 * Every distance between neighbours is max(minimum, factor * ideal) with one factor per system,
 * found so the system exactly fills the line, except for short last lines (shortLineFactor). A
 * system whose minimum distances alone overflow the line is reported: "Line too much shrunk
 * $1 $2 $3" with the line's width, the system's minimum and its ideal length, in abc2svg's units
 * (6 to the sp).
 *
 * Short last lines, as abc2svg 1.22.1 draws them (black-boxed, notes/issue5-lastline.md; do not
 * read its source). %%stretchlast F (abcm2ps/abc2svg format documentation: "stretch the last
 * music line of a tune when it lacks less than the float fraction of the page width", 0 to 1;
 * abc2svg's default .25) is read on the line's ideal length: a tune's last system, and a system
 * that a directive between systems ends (%%vskip, %%newpage, a text block), whose staff at
 * factor 1 (ideal distances) is shorter than 1 - F of the line's staff is not stretched to the
 * line. Such a line instead
 * - follows the last line that was justified before it in the tune, if the line at that line's
 *   spread (lineSpread) would fit: its length goes LAST_LINE_KEPT_SPREAD of the way from its
 *   ideal length to its length at that spread (abc2svg: note gaps 3/4 of the way, bar lines
 *   less); a line so kept short does not become the one that the next short line follows;
 * - else (a one-line tune, a line whose previous spread would overflow it) gets its natural
 *   spacing: LAST_LINE_NATURAL_SHARE of the way from its minimum length to its ideal length.
 * Nothing carries over from one tune to the next. So %%stretchlast 1 stretches every last line
 * and 0 none; the default leaves most short tunes' last lines at about two thirds to three
 * quarters of the line after a sparse line, and a one-line tune of one measure at its natural
 * spacing. engine-spec 9's "initial stretch factor for glue 1.2" was the old rule's start (a
 * short line kept the factor of the line before it, 1.2 for a tune's first line, and a one-line
 * tune of one measure came out 222 px long); abc2svg, the oracle for the drawing (DESIGN.md
 * 3.4), draws that tune 122.5 px long and stretches no short line by a fixed factor, so the
 * 1.2 is no longer applied: the deviation from engine-spec is deliberate.
 *
 * Works on the time columns of each system (the records of one system share them): reads the
 * distances breakLines stored (layout.columnMinimum / columnIdeal), so the factor search loops
 * over plain columns, and gives every member of a column the column's x (plus its
 * layout.voiceShift, for a note moved aside from another voice's).
 *
 * After this: every symbol of every system has its page x (layout.x), every system record its
 * final staff length (layout.systemWidth) and factor (layout.systemStretch).
 */

import { DiagnosticCode, Severity } from "../abi";
import { Context } from "../context";
import { FormatKey } from "../model/format";
import { LAST_LINE_KEPT_SPREAD, LAST_LINE_NATURAL_SHARE } from "./constants";
import { shareSetting } from "./pageGeometry";
import { custosRoom } from "./writeCustos";
import { SystemSpacing } from "./scratch";
import { spreadDistance } from "./spacing";
import { ColumnBits, LayoutTables } from "./tables";

/** Iterations of the factor search; each pins more distances to their minimum, so few are needed. */
const MAX_ITERATIONS: i32 = 12;

/** lineSpread's value before any line of the tune was justified. */
const NO_SPREAD: f32 = -1;

export function justifySystems(ctx: Context): void {
  const layout = ctx.layout;
  const spacing = ctx.layoutScratch.spacing;
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    const count = layout.tuneSystemCount.get(tune);
    if (count <= 0) continue;
    const firstSystem = layout.tuneFirstSystem.get(tune);
    const stride = layout.systemStride.get(firstSystem);
    const lastSystem = firstSystem + count - stride;
    const stretchFrom: f32 = <f32>1 - shareSetting(ctx, tune, FormatKey.StretchLast);
    // The spread of the last line justified to the full width, which a short line follows.
    let justifiedSpread = NO_SPREAD;
    for (let system = firstSystem; system <= lastSystem; system += stride) {
      spacing.load(ctx, system);
      // A system that another follows keeps room for its custos (%%custos) after the music.
      const room = system < lastSystem ? custosRoom(ctx, tune) : 0;
      const header = layout.systemHeaderWidth.get(system);
      const available = layout.systemWidth.get(system) - header - room;
      let factor = fillFactor(layout, spacing, available);
      if (factor <= 0) reportOverflow(ctx, system, spacing, available);
      const endsBlock = system == lastSystem || endsAtDirective(layout, system);
      // The length at factor 1 (every distance ideal, or its minimum where that is larger).
      const natural = spacing.natural;
      // %%stretchlast compares staff lengths: the header counts on both sides.
      if (endsBlock && header + natural < (header + available) * stretchFrom) {
        factor = shortLineFactor(layout, spacing, available, natural, justifiedSpread);
      } else {
        justifiedSpread = lineSpread(layout, spacing, available, natural, factor);
      }
      placeColumns(layout, spacing, system, factor, available);
      for (let other = system + 1; other < system + stride; other++) {
        layout.systemWidth.set(other, layout.systemWidth.get(system));
        layout.systemStretch.set(other, factor);
      }
    }
  }
}

/**
 * The spread of a system justified to `available` sp, abc2svg's spacing factor of a line: its
 * factor (`factor`, fillFactor's for `available`) when the line is stretched past its length at
 * factor 1 (`ideal`), else the share of the way from its minimum length to `ideal` that it is
 * given (0 to 1).
 */
function lineSpread(layout: LayoutTables, spacing: SystemSpacing, available: f32, ideal: f32, factor: f32): f32 {
  if (available >= ideal) return factor;
  const minimum = systemLength(layout, spacing, 0);
  if (ideal <= minimum) return 1;
  const share = (available - minimum) / (ideal - minimum);
  return share > 0 ? share : 0;
}

/** Length of the system's music (sp) at `spread` (lineSpread's measure), `ideal` its length at factor 1. */
function lengthAtSpread(layout: LayoutTables, spacing: SystemSpacing, spread: f32, ideal: f32): f32 {
  if (spread >= 1) return systemLength(layout, spacing, spread);
  const minimum = systemLength(layout, spacing, 0);
  return minimum + spread * (ideal - minimum);
}

/**
 * The factor of a short last line whose length at factor 1 is `ideal` (see the file overview):
 * it follows `justifiedSpread`, the spread of the last line justified before it (NO_SPREAD for
 * none), when the line would fit at that spread in `available` sp, else it keeps its natural
 * spacing. Never longer than the line.
 */
function shortLineFactor(layout: LayoutTables, spacing: SystemSpacing, available: f32, ideal: f32, justifiedSpread: f32): f32 {
  let length: f32;
  const followed = justifiedSpread == NO_SPREAD ? available + 1 : lengthAtSpread(layout, spacing, justifiedSpread, ideal);
  if (followed <= available) {
    length = ideal + LAST_LINE_KEPT_SPREAD * (followed - ideal);
  } else {
    const minimum = systemLength(layout, spacing, 0);
    length = minimum + LAST_LINE_NATURAL_SHARE * (ideal - minimum);
  }
  return fillFactor(layout, spacing, length < available ? length : available);
}

/** Whether system `system`'s last time column is followed by a directive acting between systems. */
function endsAtDirective(layout: LayoutTables, system: i32): bool {
  const end = layout.systemColumnEnd.get(system);
  return end > layout.systemColumnStart.get(system) && (layout.columnBits.get(end - 1) & ColumnBits.DirectiveBreakAfter) != 0;
}

/** abc2svg's units per staff space, for the widths of "Line too much shrunk". */
const UNITS_PER_STAFF_SPACE: f32 = 6;

/**
 * Reports system `system` whose minimum distances overflow its `available` sp, at the system's
 * first symbol: the three widths in abc2svg's units.
 */
function reportOverflow(ctx: Context, system: i32, spacing: SystemSpacing, available: f32): void {
  const layout = ctx.layout;
  const minimum = systemLength(layout, spacing, 0);
  const ideal = systemLength(layout, spacing, 1);
  const start = layout.systemStart.get(system);
  const end = layout.systemEnd.get(system);
  const first = end > start ? layout.sequence.get(start) : -1;
  const at = first >= 0 ? ctx.symbols.start.get(first) : 0;
  const to = first >= 0 ? ctx.symbols.end.get(first) : 0;
  ctx.diagnostics.reportValues(ctx.source, DiagnosticCode.LineTooMuchShrunk, Severity.Warning, at, to,
    <i32>Mathf.round(available * UNITS_PER_STAFF_SPACE), <i32>Mathf.round(minimum * UNITS_PER_STAFF_SPACE), <i32>Mathf.round(ideal * UNITS_PER_STAFF_SPACE));
}

/** Length of a system's music (header excluded) at spacing factor `factor`. */
function systemLength(layout: LayoutTables, spacing: SystemSpacing, factor: f32): f32 {
  const minimums = layout.columnMinimum.data;
  const ideals = layout.columnIdeal.data;
  let length = spreadDistance(spacing.trailingMinimum, spacing.trailingIdeal, factor);
  for (let c = spacing.start, end = spacing.end; c < end; c++) length += spreadDistance(unchecked(minimums[c]), unchecked(ideals[c]), factor);
  return length;
}

/**
 * The factor that makes the system exactly `available` long: repeatedly, the distances that
 * the factor would make shorter than their minimum are fixed at it, and the factor is
 * recomputed over the others. Returns 0 when even the minimums overflow.
 */
function fillFactor(layout: LayoutTables, spacing: SystemSpacing, available: f32): f32 {
  if (spacing.ideal <= 0) return 1;
  const minimums = layout.columnMinimum.data;
  const ideals = layout.columnIdeal.data;
  let factor = available / spacing.ideal;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    let fixed: f32 = 0;
    let free: f32 = 0;
    if (spacing.trailingIdeal * factor < spacing.trailingMinimum) fixed += spacing.trailingMinimum;
    else free += spacing.trailingIdeal;
    for (let c = spacing.start, end = spacing.end; c < end; c++) {
      const minimum = unchecked(minimums[c]);
      const ideal = unchecked(ideals[c]);
      if (ideal * factor < minimum) fixed += minimum;
      else free += ideal;
    }
    if (free <= 0) return factor > 0 ? factor : 0;
    const next = (available - fixed) / free;
    if (next <= 0) return 0;
    if (Mathf.abs(next - factor) < 1e-4) return next;
    factor = next;
  }
  return factor;
}

/**
 * Sets the page x of the system's columns (every member's layout.x) at spacing `factor`. When
 * nothing in the system stretches (only bars and clefs), the spare room is shared equally
 * between the gaps so the system still fills its line. A system that ends shorter than the
 * line gets a shorter staff.
 */
function placeColumns(layout: LayoutTables, spacing: SystemSpacing, system: i32, factor: f32, available: f32): void {
  const start = spacing.start;
  const end = spacing.end;
  let extra: f32 = 0;
  if (spacing.ideal <= 0 && end > start) {
    const fixed = systemLength(layout, spacing, factor);
    if (fixed < available) extra = (available - fixed) / <f32>(end - start);
  }
  // systemLength at `factor`, summed in its order while the columns are placed.
  let length = spreadDistance(spacing.trailingMinimum, spacing.trailingIdeal, factor);
  let x = layout.systemLeft.get(system) + layout.systemHeaderWidth.get(system);
  // The columns' storage, read once: as gets, each read was several dependent loads, made again
  // after every member's x was stored.
  const minimums = layout.columnMinimum.data;
  const ideals = layout.columnIdeal.data;
  const columnFirst = layout.columnFirst.data;
  const columnSize = layout.columnSize.data;
  const members = layout.columnMember.data;
  const voiceShift = layout.voiceShift.data;
  const xs = layout.x.data;
  for (let c = start; c < end; c++) {
    const distance = spreadDistance(unchecked(minimums[c]), unchecked(ideals[c]), factor);
    length += distance;
    x += distance + extra;
    for (let i = unchecked(columnFirst[c]), last = i + unchecked(columnSize[c]); i < last; i++) {
      const id = unchecked(members[i]);
      unchecked((xs[id] = x + unchecked(voiceShift[id])));
    }
  }
  layout.systemStretch.set(system, factor);
  const music = length + extra * <f32>(end - start);
  // Lines that fill the width end exactly at its right edge; short last lines end with their music.
  if (music < available - 0.01) layout.systemWidth.set(system, layout.systemHeaderWidth.get(system) + music);
}
