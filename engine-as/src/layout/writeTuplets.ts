/**
 * @fileoverview Writes tuplet numbers and brackets (ABC 2.1 4.13; Gould, Behind Bars
 * pp. 200-208) placed by placeTuplets: the number p in SMuFL tuplet digits centred over the
 * notes, and, when the notes are not exactly one beam group, a bracket broken around the number
 * with hooks pointing to the notes. The third value of %%tuplets (abc2svg, black-boxed) picks
 * the number: 0 p, 1 none (the bracket is then unbroken), 2 the ratio p:q (Gould p. 201).
 */

import { ElementKind, LineRole } from "../abi";
import { Context } from "../context";
import { Tuplet0, TupletBracketThickness, TupletColon, glyphAdvance, glyphTop } from "../glyphs/smufl.generated";
import { FormatKey } from "../model/format";
import { GLYPH_SIZE, TUPLET_HOOK } from "./constants";
import { numberWidth } from "./timeSignatures";
import { writeDigits } from "./writeStaves";

/** Gap between the bracket and the number. */
const NUMBER_GAP: f32 = 0.4;

/** %%tuplets third values: no number, and the ratio p:q. */
const NUMBER_NONE: i32 = 1;
const NUMBER_RATIO: i32 = 2;

/**
 * Writes the tuplets of system `system` (on page `page`, of tune `tune`, whose staff top is at
 * `top` sp): each one a Tuplet element with its number and bracket.
 */
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
    const q = tuplets.q.get(tuplet);
    const left = layout.tupletLeft.get(tuplet);
    const right = layout.tupletRight.get(tuplet);
    const baseline = top + layout.tupletY.get(tuplet);
    const style = <i32>ctx.format.get(tune, FormatKey.TupletsNumber);
    const width = numberWidthOf(style, p, q);
    const centre = (left + right) * 0.5;
    writeNumber(ctx, element, style, p, q, centre - width * 0.5, baseline);
    let boxLeft = centre - width * 0.5;
    let boxRight = centre + width * 0.5;
    if (layout.tupletBracket.get(tuplet) != 0) {
      const y = baseline - height * 0.5;
      const hook: f32 = layout.tupletAbove.get(tuplet) != 0 ? TUPLET_HOOK : -TUPLET_HOOK;
      const gap = width > 0 ? width * 0.5 + NUMBER_GAP : 0;
      const gapLeft = centre - gap;
      const gapRight = centre + gap;
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

/** Width in sp of the tuplet number in `style` (NUMBER_NONE: 0). */
function numberWidthOf(style: i32, p: i32, q: i32): f32 {
  if (style == NUMBER_NONE) return 0;
  if (style == NUMBER_RATIO) return numberWidth(p, Tuplet0) + glyphAdvance(TupletColon) + numberWidth(q, Tuplet0);
  return numberWidth(p, Tuplet0);
}

/** Writes the number in `style` from `x`: p, nothing, or p, SMuFL tupletColon, q. */
function writeNumber(ctx: Context, element: i32, style: i32, p: i32, q: i32, x: f32, baseline: f32): void {
  if (style == NUMBER_NONE) return;
  const afterP = writeDigits(ctx, element, p, x, baseline, Tuplet0);
  if (style != NUMBER_RATIO) return;
  ctx.display.glyph(element, TupletColon, afterP, baseline, GLYPH_SIZE);
  writeDigits(ctx, element, q, afterP + glyphAdvance(TupletColon), baseline, Tuplet0);
}
