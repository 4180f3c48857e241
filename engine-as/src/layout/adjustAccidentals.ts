/**
 * @fileoverview Adjust accidentals, within Pass 4 (calcStems; Gould, Behind Bars pp. 86-88;
 * abc2svg: acc_shift).
 * An accidental stands left of its notehead, clear of every head of the note (displaced heads
 * included). In a chord, accidentals are stacked in columns, the highest first in the column
 * nearest the heads: each goes into the nearest column whose accidentals are all at least a
 * seventh away (ACCIDENTAL_CLEAR_STEPS), else into a new column further left.
 *
 * Runs note by note in calcStems' walk, for the notes with an accidental (calcStems counts
 * them, layout.accidentalNotes), after their displaced heads are placed (placeChordHeads).
 *
 * After this: every head with an accidental has the x of the accidental's glyph origin relative
 * to its note's x (layout.accidentalShift, negative).
 */

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

/**
 * Places the accidentals of note `id` (a drawn note with an accidental on some head, its
 * displaced heads placed): called for each such note in calcStems' walk rather than in a walk
 * of its own, which first makes room in layout.scratch and scratchWidth for a value per head.
 */
export function adjustAccidentals(ctx: Context, id: i32): void {
  const symbols = ctx.symbols;
  const heads = ctx.heads;
  const layout = ctx.layout;
  const column = layout.scratch;
  const columnWidth = layout.scratchWidth;
  const first = symbols.headStart.get(id);
  const count = symbols.headCount.get(id);
  // The leftmost head edge: displaced heads of a down-stem chord stick out to the left.
  let left: f32 = 0;
  for (let head = first; head < first + count; head++) {
    const shift = layout.headShift.get(head);
    if (shift < left) left = shift;
  }
  // calcStems made room in both for every head of the render (a resize here was a call in its
  // walk); their lengths are not read.
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
