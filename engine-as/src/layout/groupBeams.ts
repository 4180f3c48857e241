/**
 * @fileoverview Pass 3, group beams (ABC 2.1 4.4 "beams"; abc2svg: the beam_st / beam_end
 * marks of the parser): notes of an eighth or shorter that the ABC writes together are beamed.
 * A group ends at the end of its voice's run, at a space before a note (SymbolBits.BeamBreakBefore), at any other drawn symbol
 * (rest, bar, clef...), at a note of a quarter or longer, and at the end of a music line.
 *
 * After this: every group of two or more notes is a beam (layout.beamFirst/Last/Count) and its
 * notes carry its index (layout.beam) and LayoutBits.Beamed; lone short notes keep beam -1 and
 * get a flag. Directions and slopes come later (calcStems, calcBeams).
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { SymbolBits } from "../model/tables";
import { LayoutBits } from "./tables";

export function groupBeams(ctx: Context): void {
  const symbols = ctx.symbols;
  const layout = ctx.layout;
  const sequence = layout.sequence;
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    const end = layout.tuneSequenceEnd.get(tune);
    let groupStart = -1; // sequence index of the open group's first note
    for (let i = layout.tuneSequenceStart.get(tune); i <= end; i++) {
      let joins = false;
      let beamable = false;
      if (i < end) {
        const id = sequence.get(i);
        beamable = symbols.kind.get(id) == SymbolKind.Note && layout.flags.get(id) > 0;
        joins = beamable && groupStart >= 0 && !symbols.hasFlag(id, SymbolBits.BeamBreakBefore) &&
          symbols.voice.get(id) == symbols.voice.get(sequence.get(groupStart));
      }
      if (!joins && groupStart >= 0) {
        closeGroup(ctx, groupStart, i);
        groupStart = -1;
      }
      if (beamable && groupStart < 0) groupStart = i;
      // A music line's end closes the group after this note.
      if (groupStart >= 0 && i < end && layout.hasBit(sequence.get(i), LayoutBits.BreakAfter)) {
        closeGroup(ctx, groupStart, i + 1);
        groupStart = -1;
      }
    }
  }
}

/** Makes the notes sequence[start, end) a beam group when there are two or more. */
export function closeGroup(ctx: Context, start: i32, end: i32): void {
  const count = end - start;
  if (count < 2) return;
  const layout = ctx.layout;
  const sequence = layout.sequence;
  const beam = layout.addBeam(start, count);
  for (let i = start; i < end; i++) {
    const id = sequence.get(i);
    layout.beam.set(id, beam);
    layout.setBit(id, LayoutBits.Beamed);
  }
}
