/**
 * @fileoverview Writes beams (Gould, Behind Bars pp. 17-26, 156-160; SMuFL beamThickness and
 * beamSpacing). The primary beam joins every stem of the group along the line calcBeams chose.
 * Each further beam (16ths, 32nds...) joins the runs of neighbouring notes that carry it; a note
 * that carries it alone gets a partial beam (beamlet) of BEAMLET_LENGTH, pointing right from the
 * group's first note and left otherwise (to the longer note before it, as in a dotted pair).
 * A scaled voice's beams (V: scale=, voiceScale.ts) meet its scaled stems, their thickness and
 * spacing scaled as abc2svg draws them (its whole voice in one scale() group).
 */

import { DisplaySize, ElementKind, SymbolKind } from "../abi";
import { Context } from "../context";
import { BeamThickness, StemThickness } from "../glyphs/smufl.generated";
import { BEAMLET_LENGTH, BEAM_LEVEL } from "./constants";
import { scaleShift, voiceScale } from "./voiceScale";
import { stemXAt } from "./noteGeometry";
import { MAX_FLAGS } from "./noteValues";
import { Box } from "./scratch";
import { LayoutBits } from "./tables";

/** Writes beam group `beam` on the staff whose top line is at page y `top`. */
export function writeBeam(ctx: Context, beam: i32, page: i32, tune: i32, top: f32, box: Box): void {
  const layout = ctx.layout;
  const count = layout.beamCount.get(beam);
  if (count < 2) return;
  const symbols = ctx.symbols;
  // The storage of the columns read for every note of the group, read once: each beam record
  // and box written below might alias any table's fields, so each `get` through ctx loaded the
  // table, the column and its storage again (none of these columns grows here).
  const sequence = layout.sequence.data;
  const kinds = symbols.kind.data;
  const flags = layout.flags.data;
  const xs = layout.x.data;
  const glyphs = layout.glyph.data;
  const bits = layout.bits.data;
  const start = layout.beamStart.get(beam);
  const end = start + count;
  const first = unchecked(sequence[start]);
  const last = unchecked(sequence[end - 1]);
  const element = ctx.elements.add(ElementKind.Beam, symbols.start.get(first), symbols.end.get(last), page, -1, tune);
  const up = layout.beamStemUp.get(beam) != 0;
  const beamX = layout.beamX.get(beam);
  const beamY = top + layout.beamY.get(beam);
  const slope = layout.beamSlope.get(beam);
  const scale = voiceScale(ctx, first);
  const half = StemThickness * scale * 0.5;
  const thickness = BeamThickness * scale;
  const spacing = BEAM_LEVEL * scale;
  let levels = 1;
  for (let i = start; i < end; i++) {
    const noteFlags = unchecked(flags[unchecked(sequence[i])]);
    if (noteFlags > levels) levels = noteFlags;
  }
  // A clef change inside the group (groupBeams.ts) neither carries nor breaks a level: runs
  // go from note to note over it.
  if (levels > MAX_FLAGS) levels = MAX_FLAGS;
  // Room for the most beams the levels can hold (a run per note each), made once: the writes
  // in the walk below then check for none, and it holds no call.
  ctx.display.reserve(levels * count * DisplaySize.Beam);
  box.start(1e9, 1e9, -1e9, -1e9);
  for (let level = 1; level <= levels; level++) {
    // The top edge of this level's beam, as an offset from the outer edge's line.
    const offset: f32 = up ? <f32>(level - 1) * spacing : -thickness - <f32>(level - 1) * spacing;
    let runStart = -1;
    let runEnd = -1; // the run's last note
    for (let i = start; i <= end; i++) {
      if (i < end && unchecked(kinds[unchecked(sequence[i])]) != SymbolKind.Note) continue;
      const carries = i < end && unchecked(flags[unchecked(sequence[i])]) >= level;
      if (carries && runStart < 0) runStart = i;
      if (carries) runEnd = i;
      if (carries || runStart < 0) continue;
      // The run sequence[runStart, runEnd] carries this level.
      let x1 = drawnStemX(xs, glyphs, bits, unchecked(sequence[runStart]), scale) - half;
      let x2 = drawnStemX(xs, glyphs, bits, unchecked(sequence[runEnd]), scale) + half;
      if (runStart == runEnd) {
        // A lone note: a beamlet towards its neighbouring note, at most half way to it.
        const towardsRight = runStart == start;
        const neighbour = unchecked(sequence[neighbourNote(sequence, kinds, runStart, towardsRight ? 1 : -1, start, end)]);
        const neighbourX = drawnStemX(xs, glyphs, bits, neighbour, scale);
        let length = Mathf.abs(neighbourX - (x1 + half)) * 0.5;
        if (length > BEAMLET_LENGTH) length = BEAMLET_LENGTH;
        if (towardsRight) x2 = x1 + length;
        else x1 = x2 - length;
      }
      const y1 = beamY + slope * (x1 - beamX) + offset;
      const y2 = beamY + slope * (x2 - beamX) + offset;
      ctx.display.beamInRoom(element, x1, y1, x2, y2, thickness);
      box.add(x1, min(y1, y2), x2, max(y1, y2) + thickness);
      runStart = -1;
    }
  }
  box.store(ctx, element);
}

/**
 * Page x of note `id`'s stem as drawn at `scale`, its beam group's: the note's x plus the stem's
 * full-size offset (noteGeometry stemX) scaled about the head's centre (voiceScale.ts), from the
 * storage of layout.x, layout.glyph and layout.bits. Beams meet it there. A group's notes are
 * one voice's, so the group's scale is looked up once, not the note's for every run's ends.
 */
@inline function drawnStemX(xs: StaticArray<f32>, glyphs: StaticArray<i32>, bits: StaticArray<i32>, id: i32, scale: f32): f32 {
  const glyph = unchecked(glyphs[id]);
  return unchecked(xs[id]) + (scaleShift(glyph, scale) + stemXAt(glyph, (unchecked(bits[id]) & LayoutBits.StemUp) != 0) * scale);
}

/**
 * Sequence index of the note next to member `i` of the group [start, end) in direction `step`
 * (+1 / -1); `i` itself when none. `sequence` and `kinds` are the storage of layout.sequence and
 * symbols.kind.
 */
function neighbourNote(sequence: StaticArray<i32>, kinds: StaticArray<i32>, i: i32, step: i32, start: i32, end: i32): i32 {
  for (let j = i + step; j >= start && j < end; j += step) if (unchecked(kinds[unchecked(sequence[j])]) == SymbolKind.Note) return j;
  return i;
}
