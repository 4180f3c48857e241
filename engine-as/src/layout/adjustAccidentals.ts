/**
 * @fileoverview Pass 6, adjust accidentals (Gould, Behind Bars pp. 86-88; abc2svg: acc_shift).
 * An accidental stands left of its notehead, clear of every head of the note (displaced heads
 * included). In a chord, accidentals are stacked in columns, the highest first in the column
 * nearest the heads: each goes into the nearest column whose accidentals are all at least a
 * seventh away (ACCIDENTAL_CLEAR_STEPS), else into a new column further left.
 *
 * After this: every head with an accidental has the x of the accidental's glyph origin relative
 * to its note's x (layout.accidentalShift, negative).
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { Accidental } from "../model/tables";
import {
  AccidentalDoubleFlat, AccidentalDoubleSharp, AccidentalFlat, AccidentalNatural, AccidentalSharp,
  glyphAdvance,
} from "../glyphs/smufl.generated";
import { ACCIDENTAL_CLEAR_STEPS, ACCIDENTAL_GAP } from "./constants";

/** Glyph of a written accidental (model Accidental), or 0 for none. */
export function accidentalGlyph(accidental: i32): i32 {
  switch (accidental) {
    case Accidental.DoubleFlat: return AccidentalDoubleFlat;
    case Accidental.Flat: return AccidentalFlat;
    case Accidental.Natural: return AccidentalNatural;
    case Accidental.Sharp: return AccidentalSharp;
    case Accidental.DoubleSharp: return AccidentalDoubleSharp;
    default: return 0;
  }
}

export function adjustAccidentals(ctx: Context): void {
  const symbols = ctx.symbols;
  const heads = ctx.heads;
  const layout = ctx.layout;
  const column = layout.scratch;
  const columnWidth = layout.scratchWidth;
  // The storage of the columns read for every note, read once: the stores for a note with
  // accidentals made each `get` through the tables load the table and the column again.
  const sequence = layout.sequence.data;
  const kinds = symbols.kind.data;
  const headStarts = symbols.headStart.data;
  const headCounts = symbols.headCount.data;
  const headShifts = layout.headShift.data;
  const accidentals = heads.accidental.data;
  const ties = heads.tie.data;
  layout.accidentalNotes = 0;
  layout.tiedNotes = 0;
  for (let i = 0, n = layout.sequence.length; i < n; i++) {
    const id = unchecked(sequence[i]);
    if (unchecked(kinds[id]) != SymbolKind.Note) continue;
    const first = unchecked(headStarts[id]);
    const count = unchecked(headCounts[id]);
    // The leftmost head edge: displaced heads of a down-stem chord stick out to the left.
    let left: f32 = 0;
    let any = false;
    let tied = false; // counted here for placeTies, which then walks only when some note has a tie
    for (let head = first; head < first + count; head++) {
      const shift = unchecked(headShifts[head]);
      if (shift < left) left = shift;
      if (unchecked(accidentals[head]) != Accidental.None) any = true;
      if (unchecked(ties[head]) != 0) tied = true;
    }
    if (tied) layout.tiedNotes++;
    if (!any) continue;
    layout.accidentalNotes++;
    column.resize(count);
    columnWidth.resize(count);
    let columns = 0;
    // Highest head first (heads are stored lowest first).
    for (let k = count - 1; k >= 0; k--) {
      const head = first + k;
      column.set(k, -1);
      const glyph = accidentalGlyph(heads.accidental.get(head));
      if (glyph == 0) continue;
      const position = layout.headPosition.get(head);
      let chosen = columns;
      for (let c = 0; c < columns && chosen == columns; c++) {
        let clear = true;
        for (let other = k + 1; other < count; other++) {
          if (column.get(other) != c) continue;
          const distance = layout.headPosition.get(first + other) - position;
          if (distance < ACCIDENTAL_CLEAR_STEPS && distance > -ACCIDENTAL_CLEAR_STEPS) {
            clear = false;
            break;
          }
        }
        if (clear) chosen = c;
      }
      if (chosen == columns) {
        columnWidth.set(columns, 0);
        columns++;
      }
      column.set(k, chosen);
      const width = glyphAdvance(glyph);
      if (width > columnWidth.get(chosen)) columnWidth.set(chosen, width);
    }
    // Column c's right edge: left of the heads, then left of each nearer column.
    for (let k = 0; k < count; k++) {
      const c = column.get(k);
      if (c < 0) continue;
      let right = left - ACCIDENTAL_GAP;
      for (let nearer = 0; nearer < c; nearer++) right -= columnWidth.get(nearer) + ACCIDENTAL_GAP;
      const glyph = accidentalGlyph(heads.accidental.get(first + k));
      // Right-align accidentals within their column, next to the heads.
      layout.accidentalShift.set(first + k, right - glyphAdvance(glyph));
    }
  }
}
