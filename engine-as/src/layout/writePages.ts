/**
 * @fileoverview Pass 16, write pages: turns the laid-out tunes into the display list and the
 * element index (DESIGN.md 3.1), page by page. Each page opens with a Page record; then, in
 * order, the tunes' title blocks and systems that paginate put on it. A system of several
 * staves opens with the line joining them at their left end; then each of its records (one per
 * voice) writes, on its voice's staff, the staff lines and header (when the voice leads the
 * staff), its symbols left to right (a note's records contiguous, each beam right after its
 * last note), then its ties and slurs, tuplets and lyrics. Bar lines run down to the next
 * staff (the tune has no %%score grouping yet), and repeat endings are drawn over the top staff
 * only, as are bar numbers (barNumbers.ts, numbered here first). Nothing is decided here that a
 * layout pass did not compute.
 *
 * A tune of its own %%scale (pageGeometry.ts tuneScale) is written in its own units, as
 * paginate placed it: its title block, each system and its words in a group scaled by
 * tuneScale about the page's top-left corner (abc2svg's scale group in each of its blocks),
 * the boxes of their elements moved back to page units. A tune at the page's scale is written
 * with no group.
 *
 * After this: the display list holds ctx.pageCount pages, and every drawn note, rest, bar,
 * clef, key, time signature, beam, tie, slur, tuplet, ending, syllable, title and composer has
 * an element with its source range, page and box.
 */

import { ElementKind, LineRole, SymbolKind } from "../abi";
import { ThinBarlineThickness } from "../glyphs/smufl.generated";
import { tuneStaffCount } from "./collectSymbols";
import { stackStaves, visibleStaff } from "./paginate";
import { staffHeight } from "./staffScale";
import { Context } from "../context";
import { SymbolBits } from "../model/tables";
import { CLEF_CHANGE_SCALE, STAFF_HEIGHT } from "./constants";
import { staffSpacePixels, pageHeight, pageWidth, tuneScale } from "./pageGeometry";
import { LayoutBits } from "./tables";
import { barWidth } from "./barLines";
import { drawnKey } from "./keySignatures";
import { writePageHeaders } from "./pageHeaders";
import { drawnBarType, writeBar, writeEnding } from "./writeBars";
import { writeAnnotations } from "./writeAnnotations";
import { writeBeam } from "./writeBeams";
import { writeDecorations } from "./writeDecorations";
import { writeGraceNotes } from "./writeGraceNotes";
import { writeCurves } from "./writeCurves";
import { writeLyrics } from "./writeLyrics";
import { Box } from "./scratch";
import { writeNote, writeRest } from "./writeNotes";
import {
  addElement, writeClefGlyph, writeHeader, writeKeySignature, writeStaffGroups, writeStaffLines, writeTimeSignature,
  writeVoiceName,
} from "./writeStaves";
import { writeTitles } from "./writeTitles";
import { wordsPairs, wordsRowCount, writeWords } from "./wordsBlock";
import { writeTextBlocks } from "./textBlocks";
import { writeTuplets } from "./writeTuplets";
import { numberBars, writeBarNumbers } from "./barNumbers";
import { writeCustos } from "./writeCustos";
import { staffOf } from "./staffPlacement";
import { scaleOfVoice } from "./voiceScale";

/**
 * Writes Page records until page `page` is open, each with its header and footer as tune `tune`
 * sets them (pageHeaders.ts); returns the open page.
 */
function openPage(ctx: Context, open: i32, page: i32, width: f32, height: f32, pixels: f32, tune: i32): i32 {
  const scratch = ctx.layoutScratch;
  // The text blocks placed on the open page so far go on it before another page opens, also
  // on a page that holds nothing else (a block between two %%newpage).
  if (open >= 0) scratch.nextTextBlock = writeTextBlocks(ctx, scratch.nextTextBlock, open);
  while (open < page) {
    open++;
    ctx.display.page(open, width, height, pixels);
    writePageHeaders(ctx, open, tune);
    scratch.nextTextBlock = writeTextBlocks(ctx, scratch.nextTextBlock, open);
  }
  return open;
}

export function writePages(ctx: Context): void {
  const layout = ctx.layout;
  const width = pageWidth(ctx);
  const height = pageHeight(ctx);
  const pixels = <f32>staffSpacePixels(ctx);
  const box = ctx.layoutScratch.box;
  numberBars(ctx);
  let page = -1;
  ctx.layoutScratch.nextTextBlock = 0; // the next text block to write (textBlocks.ts), as its page opens
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    const units = tuneScale(ctx, tune);
    page = openPage(ctx, page, layout.tuneTitlePage.get(tune), width, height, pixels, tune);
    let firstElement = openTuneGroup(ctx, units);
    writeTitles(ctx, tune, page);
    closeTuneGroup(ctx, units, firstElement);
    const firstSystem = layout.tuneFirstSystem.get(tune);
    const records = layout.tuneSystemCount.get(tune);
    const stride = records > 0 ? layout.systemStride.get(firstSystem) : 1;
    const staves = tuneStaffCount(ctx, tune);
    for (let system = firstSystem, last = firstSystem + records; system < last; system += stride) {
      page = openPage(ctx, page, layout.systemPage.get(system), width, height, pixels, tune);
      firstElement = openTuneGroup(ctx, units);
      placeStaves(ctx, tune, system, stride, staves);
      const top = visibleStaff(ctx, tune, false);
      const bottom = visibleStaff(ctx, tune, true);
      if (bottom > top) writeSystemLine(ctx, system, top, bottom);
      writeStaffGroups(ctx, system, tune);
      for (let record = system; record < system + stride; record++) {
        if (layout.staffVisible.get(layout.systemStaff.get(record)) == 0) continue;
        const scale = layout.systemScale.get(record);
        if (scale == 1) {
          writeSystem(ctx, record, page, tune, box, staves, layout.systemTop.get(record));
          continue;
        }
        // A staff of V: staffscale= is drawn in its own units, in a scaled group (staffScale.ts).
        const staffElement = ctx.elements.count;
        ctx.display.scaledGroupStart(layout.systemTop.get(record), scale);
        writeSystem(ctx, record, page, tune, box, staves, 0);
        ctx.display.scaledGroupEnd();
        ctx.elements.scaleBoxes(staffElement, ctx.elements.count, layout.systemTop.get(record), scale);
      }
      closeTuneGroup(ctx, units, firstElement);
    }
    // The words, page by page: the rows of verses paginate put on each (wordsBlock.ts).
    const rows = wordsRowCount(ctx, tune, wordsPairs(ctx, tune));
    const firstRow = layout.tuneWordsFirstRow.get(tune);
    for (let row = 0; row < rows; ) {
      const rowPage = layout.wordsRowPage.get(firstRow + row);
      let end = row + 1;
      while (end < rows && layout.wordsRowPage.get(firstRow + end) == rowPage) end++;
      page = openPage(ctx, page, rowPage, width, height, pixels, tune);
      firstElement = openTuneGroup(ctx, units);
      writeWords(ctx, tune, page, row, end);
      closeTuneGroup(ctx, units, firstElement);
      row = end;
    }
  }
  openPage(ctx, page, ctx.pageCount - 1, width, height, pixels, ctx.tunes.count - 1);
}

/**
 * Which staves of the system whose records are [system, system + stride) are drawn, their
 * scales and the page y of each one's top line (layout.staffVisible, staffScale, staffOffset),
 * from what paginate saved for the record leading each staff (systemShown, systemScale,
 * systemTop) rather than stacking the staves again. A system with a staff that no record leads
 * is stacked again (stackStaves), for that staff's offset.
 */
function placeStaves(ctx: Context, tune: i32, system: i32, stride: i32, staves: i32): void {
  const layout = ctx.layout;
  layout.staffVisible.fill(staves, -1); // -1: no record leads the staff
  layout.staffOffset.resize(staves);
  layout.staffScale.resize(staves);
  for (let record = system; record < system + stride; record++) {
    if (layout.systemLeads.get(record) == 0) continue;
    const staff = layout.systemStaff.get(record);
    layout.staffVisible.set(staff, layout.systemShown.get(record));
    layout.staffScale.set(staff, layout.systemScale.get(record));
    layout.staffOffset.set(staff, layout.systemTop.get(record));
  }
  for (let s = 0; s < staves; s++) {
    if (layout.staffVisible.get(s) >= 0) continue;
    stackStaves(ctx, tune, system, stride);
    for (let record = system; record < system + stride; record++) {
      if (layout.systemLeads.get(record) != 0) layout.staffOffset.set(layout.systemStaff.get(record), layout.systemTop.get(record));
    }
    return;
  }
}

/**
 * Opens the group a tune of its own scale is drawn in (`units`: tuneScale; none at 1); returns
 * the first element written in it.
 */
@inline function openTuneGroup(ctx: Context, units: f32): i32 {
  if (units != 1) ctx.display.scaledGroupStart(0, units);
  return ctx.elements.count;
}

/** Closes the group openTuneGroup opened, moving the boxes of the elements from `firstElement` to page units. */
@inline function closeTuneGroup(ctx: Context, units: f32, firstElement: i32): void {
  if (units == 1) return;
  ctx.display.scaledGroupEnd();
  ctx.elements.scaleBoxes(firstElement, ctx.elements.count, 0, units);
}

/**
 * The line joining the staves `top` to `bottom` of a system at their left end (Gould, Behind
 * Bars p. 513).
 */
function writeSystemLine(ctx: Context, system: i32, top: i32, bottom: i32): void {
  const layout = ctx.layout;
  // systemLeft is in the staff's own units when the first staff is scaled (staffScale.ts).
  const x = layout.systemLeft.get(system) * layout.systemScale.get(system) + ThinBarlineThickness * 0.5;
  ctx.display.line(-1, LineRole.ThinBarline, x, layout.staffOffset.get(top), x, layout.staffOffset.get(bottom) + staffHeight(ctx, bottom), ThinBarlineThickness);
}

/** Whether bar `id`'s time column holds a bar of a voice on staff `staff` (the bars line up). */
function hasBarOnStaff(ctx: Context, id: i32, staff: i32): bool {
  const layout = ctx.layout;
  const column = layout.column.get(id);
  if (column < 0 || staff < 0) return false;
  for (let i = layout.columnFirst.get(column), end = i + layout.columnSize.get(column); i < end; i++) {
    const other = layout.columnMember.get(i);
    if (ctx.symbols.kind.get(other) == SymbolKind.Bar && staffOf(ctx, other) == staff) return true;
  }
  return false;
}

/** The next drawn staff below `staff`, or -1. */
function nextVisibleStaff(ctx: Context, staff: i32, staves: i32): i32 {
  for (let s = staff + 1; s < staves; s++) if (ctx.layout.staffVisible.get(s) != 0) return s;
  return -1;
}

/**
 * Writes system record `system`: its staff (when it leads it) and its voice's symbols, with the
 * staff's top line at y `top` (0 in the scaled group of a staff of V: staffscale=).
 */
function writeSystem(ctx: Context, system: i32, page: i32, tune: i32, box: Box, staves: i32, top: f32): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const scale = layout.systemScale.get(system);
  const staff = layout.systemStaff.get(system);
  const leads = layout.systemLeads.get(system) != 0;
  if (leads) {
    writeStaffLines(ctx, system, top);
    writeHeader(ctx, system, page, top);
    writeVoiceName(ctx, system, page, top);
  }
  // Bars of a staff's first voice reach down to the staff below where it has a bar too.
  // %%score `|` (or no %%score) runs the staff's bars down to the staff below.
  const entry = ctx.arrangements.entry(layout.systemArrangement.get(system), layout.systemVoice.get(system) - ctx.tunes.firstVoice.get(tune));
  const joins = entry >= 0 && ctx.arrangements.entryBarsJoinBelow.get(entry) != 0;
  const below = leads && joins ? nextVisibleStaff(ctx, staff, staves) : -1;
  const barHeight = below >= 0 ? (layout.staffOffset.get(below) - layout.staffOffset.get(staff)) / scale : STAFF_HEIGHT;
  const endings = leads && staff == visibleStaff(ctx, tune, false);
  if (endings) writeBarNumbers(ctx, system, tune, top);
  if (leads) writeCustos(ctx, system, tune, top);
  const carried = layout.previousSystemLast(system);
  if (endings && carried >= 0 && symbols.kind.get(carried) == SymbolKind.Bar && symbols.hasFlag(carried, SymbolBits.EndingStart)) {
    const start = layout.systemLeft.get(system) + layout.systemHeaderWidth.get(system);
    writeEnding(ctx, carried, start, layout.systemStart.get(system), system, page, tune, top);
  }
  let clef = layout.systemClef.get(system);
  // The record's symbols are one voice's: its notes and rests share its scale= (voiceScale.ts).
  const voiceScale = scaleOfVoice(ctx, layout.systemVoice.get(system));
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
    const id = layout.sequence.get(i);
    switch (symbols.kind.get(id)) {
      case SymbolKind.Note: {
        writeNote(ctx, id, page, tune, top, box, voiceScale);
        const beam = layout.beam.get(id);
        if (beam >= 0 && layout.beamLast.get(beam) == id) writeBeam(ctx, beam, page, tune, top, box);
        break;
      }
      case SymbolKind.Rest:
      case SymbolKind.MultiMeasureRest:
        writeRest(ctx, id, page, tune, top, box, voiceScale);
        break;
      case SymbolKind.Bar:
        writeBar(ctx, id, page, tune, top, barHeight > STAFF_HEIGHT && hasBarOnStaff(ctx, id, below) ? barHeight : STAFF_HEIGHT);
        // An ending opened by the system's last bar is drawn on the next system.
        if (endings && symbols.hasFlag(id, SymbolBits.EndingStart) && !layout.endsSystemBeforeAnother(id)) {
          writeEnding(ctx, id, layout.x.get(id) + barWidth(drawnBarType(ctx, id)), i + 1, system, page, tune, top);
        }
        break;
      case SymbolKind.Clef: {
        clef = symbols.value.get(id);
        const glyph = layout.glyph.get(id);
        if (glyph != 0 && !layout.hasBit(id, LayoutBits.InHeader)) {
          writeClefGlyph(ctx, addElement(ctx, ElementKind.Clef, id, page, tune), glyph, clef, layout.x.get(id), top, CLEF_CHANGE_SCALE);
        }
        break;
      }
      case SymbolKind.Key: {
        const previous = layout.previousKey.get(id);
        const key = drawnKey(ctx, id);
        if (key != 0 || previous != 0) {
          writeKeySignature(ctx, addElement(ctx, ElementKind.KeySignature, id, page, tune), key, clef, layout.x.get(id), top, previous);
        }
        break;
      }
      case SymbolKind.Meter:
        if (symbols.value2.get(id) != 0) {
          writeTimeSignature(ctx, addElement(ctx, ElementKind.TimeSignature, id, page, tune), symbols.value2.get(id), layout.x.get(id), top);
        }
        break;
    }
  }
  writeCurves(ctx, system, page, tune, top);
  writeTuplets(ctx, system, page, tune, top);
  writeLyrics(ctx, system, page, tune, top);
  writeAnnotations(ctx, system, page, tune, top);
  writeDecorations(ctx, system, top);
  writeGraceNotes(ctx, system, page, tune, top);
}
