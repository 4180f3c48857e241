/**
 * @fileoverview Pass 3, group beams (ABC 2.1 4.4 "beams"; abc2svg: the beam_st / beam_end
 * marks of the parser): notes of an eighth or shorter that the ABC writes together are beamed.
 * A group ends at the end of its voice's run, at a space before a note (SymbolBits.BeamBreakBefore), at any other drawn symbol
 * (rest, bar...), at a note of a quarter or longer, and at the end of a music line. A clef
 * change between two notes of a group does not end it (Gould, Behind Bars, "Clefs": a change of
 * clef inside a beamed group keeps the beam; abc2svg 1.22.1 draws it so, black-boxed), whether
 * written (`[K:clef=treble]`) or chosen by the notes' range (clef=auto, parse/autoClef.ts).
 *
 * After this: every group of two or more notes is a beam (layout.beamFirst/Last/Count) and its
 * notes carry its index (layout.beam) and LayoutBits.Beamed; lone short notes keep beam -1 and
 * get a flag. A group's sequence range [beamStart, beamStart + beamCount) starts and ends with a
 * note but may hold clefs, which carry its index too (so no line is broken inside the group) but
 * not LayoutBits.Beamed: the passes that walk a group skip every member that is not a note
 * (isBeamNote). Directions and slopes come later (calcStems, calcBeams).
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
        // A clef inside an open group of its voice leaves it open (see the file's header).
        if (groupStart >= 0 && symbols.kind.get(id) == SymbolKind.Clef && symbols.voice.get(id) == symbols.voice.get(sequence.get(groupStart)) &&
          !layout.hasBit(id, LayoutBits.BreakAfter)) continue;
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

/**
 * Whether member `i` (a sequence index) of a beam group is one of its notes rather than a clef
 * standing between them.
 */
@inline export function isBeamNote(ctx: Context, i: i32): bool {
  return ctx.symbols.kind.get(ctx.layout.sequence.get(i)) == SymbolKind.Note;
}

/**
 * Makes the notes of sequence[start, end) a beam group when there are two or more; clefs at
 * either end are left out of it, clefs between its notes stay inside.
 */
export function closeGroup(ctx: Context, start: i32, end: i32): void {
  let first = start;
  let stop = end;
  while (first < stop && !isBeamNote(ctx, first)) first++;
  while (stop > first && !isBeamNote(ctx, stop - 1)) stop--;
  let notes = 0;
  for (let i = first; i < stop; i++) if (isBeamNote(ctx, i)) notes++;
  if (notes < 2) return;
  const layout = ctx.layout;
  const sequence = layout.sequence;
  const beam = layout.addBeam(first, stop - first);
  for (let i = first; i < stop; i++) {
    const id = sequence.get(i);
    layout.beam.set(id, beam);
    if (isBeamNote(ctx, i)) layout.setBit(id, LayoutBits.Beamed);
  }
}
