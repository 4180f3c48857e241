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
  // The storage of the columns read for every symbol, read once (none of them grows here).
  const sequence = layout.sequence.data;
  const kinds = symbols.kind.data;
  const voices = symbols.voice.data;
  const symbolFlags = symbols.flags.data;
  const flags = layout.flags.data;
  const bits = layout.bits.data;
  // The groups of two or more notes, as pairs of sequence indices [start, end) in layout.scratch,
  // made beams after the walk: the walk then holds no call (closeGroup was called at every
  // group's end, most of them a lone note's, and the call made TurboFan keep the walk's values
  // on the stack and reload them for every symbol). Such groups are disjoint and each spans two
  // symbols or more, so the pairs take at most one word per symbol.
  const found = layout.scratch;
  found.resize(layout.sequence.length + 1);
  const groups = found.data;
  let pairs = 0; // words of `groups` written
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    const end = layout.tuneSequenceEnd.get(tune);
    let groupStart = -1; // sequence index of the open group's first note
    let groupVoice = -1; // its voice
    let groupNotes = 0; // its notes (the clefs inside it are not counted)
    for (let i = layout.tuneSequenceStart.get(tune); i <= end; i++) {
      let joins = false;
      let beamable = false;
      let breaksAfter = false;
      if (i < end) {
        const id = unchecked(sequence[i]);
        const kind = unchecked(kinds[id]);
        breaksAfter = (unchecked(bits[id]) & LayoutBits.BreakAfter) != 0;
        // A clef inside an open group of its voice leaves it open (see the file's header).
        if (groupStart >= 0 && kind == SymbolKind.Clef && unchecked(voices[id]) == groupVoice && !breaksAfter) continue;
        beamable = kind == SymbolKind.Note && unchecked(flags[id]) > 0;
        joins = beamable && groupStart >= 0 && (unchecked(symbolFlags[id]) & SymbolBits.BeamBreakBefore) == 0 &&
          unchecked(voices[id]) == groupVoice;
        if (beamable && !joins) groupVoice = unchecked(voices[id]);
      }
      if (!joins && groupStart >= 0) {
        if (groupNotes >= 2) {
          unchecked((groups[pairs] = groupStart));
          unchecked((groups[pairs + 1] = i));
          pairs += 2;
        }
        groupStart = -1;
      }
      if (joins) groupNotes++;
      else if (beamable) {
        groupStart = i;
        groupNotes = 1;
      }
      // A music line's end closes the group after this note.
      if (groupStart >= 0 && breaksAfter) {
        if (groupNotes >= 2) {
          unchecked((groups[pairs] = groupStart));
          unchecked((groups[pairs + 1] = i + 1));
          pairs += 2;
        }
        groupStart = -1;
      }
    }
  }
  for (let k = 0; k < pairs; k += 2) closeGroup(ctx, unchecked(groups[k]), unchecked(groups[k + 1]));
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
  const layout = ctx.layout;
  // Read once, as in groupBeams: the stores below would make each `get` load them again.
  const sequence = layout.sequence.data;
  const kinds = ctx.symbols.kind.data;
  let first = start;
  let stop = end;
  while (first < stop && unchecked(kinds[unchecked(sequence[first])]) != SymbolKind.Note) first++;
  while (stop > first && unchecked(kinds[unchecked(sequence[stop - 1])]) != SymbolKind.Note) stop--;
  let notes = 0;
  for (let i = first; i < stop; i++) if (unchecked(kinds[unchecked(sequence[i])]) == SymbolKind.Note) notes++;
  if (notes < 2) return;
  const beam = layout.addBeam(first, stop - first);
  const beams = layout.beam.data;
  const bits = layout.bits.data;
  for (let i = first; i < stop; i++) {
    const id = unchecked(sequence[i]);
    unchecked((beams[id] = beam));
    if (unchecked(kinds[id]) == SymbolKind.Note) unchecked((bits[id] = bits[id] | LayoutBits.Beamed));
  }
}
