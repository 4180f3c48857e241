/**
 * @fileoverview Pass 14, calculate extents (abc2svg: the staff's ymin/ymax and set_lyrics):
 * how far each system's contents stick out above and below its staff, so systems can be
 * stacked without collisions (Gould, Behind Bars p. 483: systems must not overlap). Counted:
 * clefs, accidentals, heads and stems (beams lie on stem ends), rests, tuplet numbers, ties and
 * slurs, repeat-ending brackets, and the lyric lines, which hang below everything else
 * (Gould p. 445: lyrics below the staff, clear of the lowest notes), one line per verse.
 *
 * Each system record (one voice) is measured on its own; paginate merges the records of a staff.
 *
 * After this: every system record has systemAbove / systemBelow (sp beyond the top and bottom lines),
 * systemEndingY (where its ending brackets go), systemVerses and systemLyricBaseline.
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { SymbolBits } from "../model/tables";
import { Tuplet0, glyphBottom, glyphTop } from "../glyphs/smufl.generated";
import { accidentalGlyph } from "./adjustAccidentals";
import { clefGlyph, clefOriginPosition } from "./clefs";
import {
  CLEF_CHANGE_SCALE, ENDING_HEIGHT, ENDING_SIZE, LYRIC_CLEARANCE, LYRIC_LINE_HEIGHT, LYRIC_SIZE, STAFF_HEIGHT,
} from "./constants";
import { drawnKey, keyAccidentalCount, keyAccidentalGlyph, keyAccidentalPosition } from "./keySignatures";
import { symbolBottom, symbolTop } from "./noteGeometry";
import { addAnnotationLines } from "./placeAnnotations";
import { addDecorationExtents } from "./placeDecorations";
import { addGraceExtents } from "./placeGraceNotes";
import { Extent } from "./scratch";
import { tuneStaffCount } from "./collectSymbols";
import { positionY } from "./staffPositions";

/** Most verse lines laid out under one system (further verses overprint the last). */
export const MAX_VERSES: i32 = 64;
/** Ascent and descent of lyric text, as shares of the font size. */
const LYRIC_ASCENT: f32 = 0.72;
const LYRIC_DESCENT: f32 = 0.25;
/** Clearance of an ending bracket over the notes under it. */
const ENDING_CLEARANCE: f32 = 1.0;


export function calcExtents(ctx: Context): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const extent = ctx.layoutScratch.extent;
  for (let system = 0, n = layout.systemCount; system < n; system++) {
    extent.reset();
    const clef = clefGlyph(layout.systemClef.get(system), layout.systemClefOctave.get(system));
    if (clef != 0) extent.addGlyph(clef, positionY(clefOriginPosition(layout.systemClef.get(system))));
    addKey(extent, layout.systemKey.get(system), layout.systemClef.get(system));
    // An ending opened by the previous system's last bar is drawn from this system's start
    // (writePages), so its bracket counts here: chord symbols go above it as anywhere else.
    const carried = layout.previousSystemLast(system);
    let hasEnding = carried >= 0 && opensEnding(ctx, carried, system);
    let verses = 0;
    let clefInForce = layout.systemClef.get(system);
    for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
      const id = layout.sequence.get(i);
      const kind = symbols.kind.get(id);
      if (kind == SymbolKind.Note || kind == SymbolKind.Rest) {
        extent.add(symbolTop(ctx, id), symbolBottom(ctx, id));
        if (kind == SymbolKind.Note) addAccidentals(ctx, extent, id);
      } else if (kind == SymbolKind.Clef) {
        clefInForce = symbols.value.get(id);
        const glyph = layout.glyph.get(id);
        if (glyph != 0) {
          const y = positionY(clefOriginPosition(clefInForce));
          extent.add(y - glyphTop(glyph) * CLEF_CHANGE_SCALE, y - glyphBottom(glyph) * CLEF_CHANGE_SCALE);
        }
      } else if (kind == SymbolKind.Key) {
        addKey(extent, drawnKey(ctx, id), clefInForce);
      } else if (kind == SymbolKind.Bar && !layout.endsSystemBeforeAnother(id) && opensEnding(ctx, id, system)) {
        hasEnding = true;
      }
      let syllable = symbols.firstSyllable.get(id);
      for (let steps = 0; syllable >= 0 && syllable < ctx.lyrics.count && steps < ctx.lyrics.count; steps++) {
        let verse = ctx.lyrics.verse.get(syllable);
        verse = verse < 0 ? 0 : verse >= MAX_VERSES ? MAX_VERSES - 1 : verse;
        if (verse + 1 > verses) verses = verse + 1;
        syllable = ctx.lyrics.nextOnNote.get(syllable);
      }
    }
    addTuplets(ctx, extent, system);
    addCurves(ctx, extent, system);
    addGraceExtents(ctx, extent, system);
    addDecorationExtents(ctx, extent, system);
    // Ending brackets clear the music (a curve or tuplet number included) of the whole system.
    let endingY: f32 = -ENDING_HEIGHT;
    if (extent.top - ENDING_CLEARANCE < endingY) endingY = extent.top - ENDING_CLEARANCE;
    layout.systemEndingY.set(system, endingY);
    if (hasEnding) extent.add(endingY, 0);
    // Chord symbols above all that, annotations below the notes (lyrics go under them).
    addAnnotationLines(ctx, extent, system);
    // Lyric lines below everything else.
    layout.systemVerses.set(system, verses);
    const baseline = extent.bottom + LYRIC_CLEARANCE + LYRIC_SIZE * LYRIC_ASCENT;
    layout.systemLyricBaseline.set(system, baseline);
    if (verses > 0) extent.add(0, baseline + <f32>(verses - 1) * LYRIC_LINE_HEIGHT + LYRIC_SIZE * LYRIC_DESCENT);
    layout.systemAbove.set(system, -extent.top + (hasEnding ? ENDING_SIZE * 0.2 : 0));
    layout.systemBelow.set(system, extent.bottom - STAFF_HEIGHT);
  }
  stackSharedLyrics(ctx);
}

/**
 * Voices sharing a staff put their lyric lines under all of the staff's notes, those of the
 * voices without lyrics too, one voice's verses after the other's in voice order (each record
 * measured its own baseline above; the staff's lowest is taken). Per staff of the system, layout.scratchWidth holds the baseline of
 * the next free lyric line (0: none yet).
 */
function stackSharedLyrics(ctx: Context): void {
  const layout = ctx.layout;
  const next = layout.scratchWidth;
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    const records = layout.tuneSystemCount.get(tune);
    if (records <= 0) continue;
    const firstSystem = layout.tuneFirstSystem.get(tune);
    const stride = layout.systemStride.get(firstSystem);
    if (stride < 2) continue;
    const staves = tuneStaffCount(ctx, tune);
    next.resize(staves);
    for (let system = firstSystem; system < firstSystem + records; system += stride) {
      for (let s = 0; s < staves; s++) next.set(s, 0);
      // The lowest baseline any voice of the staff asks for, with lyrics or not: the lyrics
      // stand under every voice's notes and stems (abc2svg; Gould p. 445).
      for (let record = system; record < system + stride; record++) {
        const staff = layout.systemStaff.get(record);
        if (layout.systemLyricBaseline.get(record) > next.get(staff)) {
          next.set(staff, layout.systemLyricBaseline.get(record));
        }
      }
      for (let record = system; record < system + stride; record++) {
        const verses = layout.systemVerses.get(record);
        if (verses == 0) continue;
        const staff = layout.systemStaff.get(record);
        const baseline = next.get(staff);
        layout.systemLyricBaseline.set(record, baseline);
        next.set(staff, baseline + <f32>verses * LYRIC_LINE_HEIGHT);
        const bottom = baseline + <f32>(verses - 1) * LYRIC_LINE_HEIGHT + LYRIC_SIZE * LYRIC_DESCENT - STAFF_HEIGHT;
        if (bottom > layout.systemBelow.get(record)) layout.systemBelow.set(record, bottom);
      }
    }
  }
}

/**
 * Whether bar `bar` opens an ending drawn over system record `system`: endings are drawn over
 * the system's top staff only (the first staff: a good guess before paginate knows which
 * staves are drawn).
 */
function opensEnding(ctx: Context, bar: i32, system: i32): bool {
  const layout = ctx.layout;
  return ctx.symbols.kind.get(bar) == SymbolKind.Bar && ctx.symbols.hasFlag(bar, SymbolBits.EndingStart) &&
    layout.systemStaff.get(system) == 0 && layout.systemLeads.get(system) != 0;
}

function addKey(extent: Extent, key: i32, clef: i32): void {
  for (let i = 0, n = keyAccidentalCount(key); i < n; i++) extent.addGlyph(keyAccidentalGlyph(key, i), positionY(keyAccidentalPosition(key, clef, i)));
}

function addAccidentals(ctx: Context, extent: Extent, id: i32): void {
  const first = ctx.symbols.headStart.get(id);
  for (let head = first, last = first + ctx.symbols.headCount.get(id); head < last; head++) {
    const glyph = accidentalGlyph(ctx.heads.accidental.get(head));
    if (glyph != 0) extent.addGlyph(glyph, positionY(ctx.layout.headPosition.get(head)));
  }
}

function addTuplets(ctx: Context, extent: Extent, system: i32): void {
  const layout = ctx.layout;
  const height = glyphTop(Tuplet0);
  let tuplet = layout.systemFirstTuplet.get(system);
  for (let steps = 0, n = ctx.tuplets.count; tuplet >= 0 && steps < n; steps++) {
    const y = layout.tupletY.get(tuplet);
    extent.add(y - height, y);
    tuplet = layout.tupletNext.get(tuplet);
  }
}

function addCurves(ctx: Context, extent: Extent, system: i32): void {
  const layout = ctx.layout;
  let curve = layout.systemFirstCurve.get(system);
  for (let steps = 0, n = layout.curveCount; curve >= 0 && steps < n; steps++) {
    const y0 = layout.curveY0.get(curve);
    const y3 = layout.curveY3.get(curve);
    // The Bézier's middle point: its extreme for the symmetric arcs placeCurves makes.
    const middle = (y0 + 3 * layout.curveC1Y.get(curve) + 3 * layout.curveC2Y.get(curve) + y3) * 0.125;
    const top = min(middle, min(y0, y3));
    const bottom = max(middle, max(y0, y3));
    extent.add(top, bottom);
    curve = layout.curveNext.get(curve);
  }
}
