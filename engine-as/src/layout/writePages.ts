/**
 * @fileoverview Pass 16, write pages: turns the laid-out tunes into the display list and the
 * element index (DESIGN.md 3.1), page by page. Each page opens with a Page record; then, in
 * order, the tunes' title blocks and systems that paginate put on it. A system writes its staff
 * and header, then its symbols left to right (a note's records contiguous, each beam right
 * after its last note), then its ties and slurs, tuplets and lyrics. Nothing is decided here
 * that a layout pass did not compute.
 *
 * After this: the display list holds ctx.pageCount pages, and every drawn note, rest, bar,
 * clef, key, time signature, beam, tie, slur, tuplet, ending, syllable, title and composer has
 * an element with its source range, page and box.
 */

import { ElementKind, SymbolKind } from "../abi";
import { Context } from "../context";
import { SymbolBits } from "../model/tables";
import { CLEF_CHANGE_SCALE } from "./constants";
import { staffSpacePixels, pageHeight, pageWidth } from "./pageGeometry";
import { LayoutBits } from "./tables";
import { barWidth } from "./barLines";
import { drawnBarType, writeBar, writeEnding } from "./writeBars";
import { writeBeam } from "./writeBeams";
import { writeCurves } from "./writeCurves";
import { writeLyrics } from "./writeLyrics";
import { Box } from "./scratch";
import { writeNote, writeRest } from "./writeNotes";
import { addElement, writeClefGlyph, writeHeader, writeKeySignature, writeStaffLines, writeTimeSignature } from "./writeStaves";
import { writeTitles } from "./writeTitles";
import { writeTuplets } from "./writeTuplets";

/** Writes Page records until page `page` is open; returns the open page. */
function openPage(ctx: Context, open: i32, page: i32, width: f32, height: f32, pixels: f32): i32 {
  while (open < page) {
    open++;
    ctx.display.page(open, width, height, pixels);
  }
  return open;
}

export function writePages(ctx: Context): void {
  const layout = ctx.layout;
  const width = pageWidth(ctx);
  const height = pageHeight(ctx);
  const pixels = <f32>staffSpacePixels(ctx);
  const box = ctx.layoutScratch.box;
  let page = -1;
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    page = openPage(ctx, page, layout.tuneTitlePage.get(tune), width, height, pixels);
    writeTitles(ctx, tune, page);
    const firstSystem = layout.tuneFirstSystem.get(tune);
    for (let system = firstSystem, last = firstSystem + layout.tuneSystemCount.get(tune); system < last; system++) {
      page = openPage(ctx, page, layout.systemPage.get(system), width, height, pixels);
      writeSystem(ctx, system, page, tune, box);
    }
  }
  openPage(ctx, page, ctx.pageCount - 1, width, height, pixels);
}

function writeSystem(ctx: Context, system: i32, page: i32, tune: i32, box: Box): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const top = layout.systemTop.get(system);
  writeStaffLines(ctx, system, top);
  writeHeader(ctx, system, page, top);
  const carried = layout.previousSystemLast(system);
  if (carried >= 0 && symbols.kind.get(carried) == SymbolKind.Bar && symbols.hasFlag(carried, SymbolBits.EndingStart)) {
    const start = layout.systemLeft.get(system) + layout.systemHeaderWidth.get(system);
    writeEnding(ctx, carried, start, layout.systemStart.get(system), system, page, tune, top);
  }
  let clef = layout.systemClef.get(system);
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
    const id = layout.sequence.get(i);
    switch (symbols.kind.get(id)) {
      case SymbolKind.Note: {
        writeNote(ctx, id, page, tune, top, box);
        const beam = layout.beam.get(id);
        if (beam >= 0 && layout.beamLast.get(beam) == id) writeBeam(ctx, beam, page, tune, top, box);
        break;
      }
      case SymbolKind.Rest:
      case SymbolKind.MultiMeasureRest:
        writeRest(ctx, id, page, tune, top, box);
        break;
      case SymbolKind.Bar:
        writeBar(ctx, id, page, tune, top);
        // An ending opened by the system's last bar is drawn on the next system.
        if (symbols.hasFlag(id, SymbolBits.EndingStart) && !layout.endsSystemBeforeAnother(id)) {
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
        if (symbols.value.get(id) != 0 || previous != 0) {
          writeKeySignature(ctx, addElement(ctx, ElementKind.KeySignature, id, page, tune), symbols.value.get(id), clef, layout.x.get(id), top, previous);
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
}
