/**
 * @fileoverview Pass 5, place chord heads (Gould, Behind Bars pp. 48-50; abc2svg:
 * set_head_shift). Two heads a second apart (or a unison) cannot share a column: with the stem
 * up, the upper head of the pair moves to the right of the stem; with the stem down, the lower
 * head moves to the left. Runs of seconds alternate, so every other head is displaced.
 * Whole-note chords (no stem) place seconds as an up-stem chord does.
 *
 * Runs chord by chord in calcStems' walk (each chord once its stem is known).
 *
 * After this: every head of a drawn note has its x offset from the note's x (layout.headShift):
 * 0 for heads on the normal side of the stem, +/- (head width - stem thickness) for displaced
 * ones, so that a displaced head touches the stem from the other side.
 */

import { Context } from "../context";
import { StemThickness, glyphAdvance } from "../glyphs/smufl.generated";
import { LayoutBits } from "./tables";

/**
 * Places the heads of chord `id` (a drawn note of two or more heads whose stem calcStems has
 * just set): called for each chord in calcStems' walk rather than in a walk of its own (a
 * single head stays where identifyNotes put it).
 */
export function placeChordHeads(ctx: Context, id: i32): void {
  const symbols = ctx.symbols;
  const count = symbols.headCount.get(id);
  const layout = ctx.layout;
  const positions = layout.headPosition;
  const shifts = layout.headShift;
  const first = symbols.headStart.get(id);
  const last = first + count - 1;
  const stemless = layout.hasBit(id, LayoutBits.Stemless);
  const width = glyphAdvance(layout.glyph.get(id));
  const shift: f32 = stemless ? width : width - StemThickness;
  if (layout.hasBit(id, LayoutBits.StemUp)) {
    // Heads are stored lowest first: walk up from the stem's head.
    for (let head = first + 1; head <= last; head++) {
      const interval = positions.get(head) - positions.get(head - 1);
      if (interval >= 0 && interval <= 1 && shifts.get(head - 1) == 0) shifts.set(head, shift);
    }
  } else {
    for (let head = last - 1; head >= first; head--) {
      const interval = positions.get(head + 1) - positions.get(head);
      if (interval >= 0 && interval <= 1 && shifts.get(head + 1) == 0) shifts.set(head, -shift);
    }
  }
}
