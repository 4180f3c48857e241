/**
 * @fileoverview Writes tuplet numbers and brackets (ABC 2.1 4.13; Gould, Behind Bars
 * pp. 200-208) placed by placeTuplets: the number p in SMuFL tuplet digits centred over the
 * notes, and, when the notes are not exactly one beam group, a bracket broken around the number
 * with hooks pointing to the notes.
 */

import { ElementKind, LineRole } from "../abi";
import { Context } from "../context";
import { Tuplet0, TupletBracketThickness, glyphTop } from "../glyphs/smufl.generated";
import { TUPLET_HOOK } from "./constants";
import { numberWidth } from "./timeSignatures";
import { writeDigits } from "./writeStaves";

/** Gap between the bracket and the number. */
const NUMBER_GAP: f32 = 0.4;

export function writeTuplets(ctx: Context, system: i32, page: i32, tune: i32, top: f32): void {
  const layout = ctx.layout;
  const tuplets = ctx.tuplets;
  const symbols = ctx.symbols;
  const height = glyphTop(Tuplet0);
  let tuplet = layout.systemFirstTuplet.get(system);
  for (let steps = 0, n = tuplets.count; tuplet >= 0 && steps < n; steps++) {
    const first = tuplets.first.get(tuplet);
    const last = tuplets.last.get(tuplet);
    const element = ctx.elements.add(ElementKind.Tuplet, symbols.start.get(first), symbols.end.get(last), page, -1, tune);
    const p = tuplets.p.get(tuplet);
    const left = layout.tupletLeft.get(tuplet);
    const right = layout.tupletRight.get(tuplet);
    const baseline = top + layout.tupletY.get(tuplet);
    const width = numberWidth(p, Tuplet0);
    const centre = (left + right) * 0.5;
    writeDigits(ctx, element, p, centre - width * 0.5, baseline, Tuplet0);
    let boxLeft = centre - width * 0.5;
    let boxRight = centre + width * 0.5;
    if (layout.tupletBracket.get(tuplet) != 0) {
      const y = baseline - height * 0.5;
      const hook: f32 = layout.tupletAbove.get(tuplet) != 0 ? TUPLET_HOOK : -TUPLET_HOOK;
      const gapLeft = centre - width * 0.5 - NUMBER_GAP;
      const gapRight = centre + width * 0.5 + NUMBER_GAP;
      const display = ctx.display;
      if (gapLeft > left) {
        display.line(element, LineRole.TupletBracket, left, y + hook, left, y, TupletBracketThickness);
        display.line(element, LineRole.TupletBracket, left, y, gapLeft, y, TupletBracketThickness);
      }
      if (gapRight < right) {
        display.line(element, LineRole.TupletBracket, gapRight, y, right, y, TupletBracketThickness);
        display.line(element, LineRole.TupletBracket, right, y, right, y + hook, TupletBracketThickness);
      }
      if (left < boxLeft) boxLeft = left;
      if (right > boxRight) boxRight = right;
    }
    ctx.elements.setBox(element, boxLeft, baseline - height, boxRight - boxLeft, height);
    tuplet = layout.tupletNext.get(tuplet);
  }
}
