/**
 * @fileoverview Writes the decorations of a system record's symbols (placeDecorations.ts
 * placed them) as SMuFL glyphs at normal size; a dynamic as its letters side by side. They
 * carry no element of their own (the element index has no decoration kind yet) and are not
 * part of their note's element, whose records stay contiguous.
 */

import { Context } from "../context";
import { glyphAdvance } from "../glyphs/smufl.generated";
import { GLYPH_SIZE } from "./constants";
import { DYNAMIC, dynamicLetterGlyph } from "./decorationGlyphs";

/** Writes the decorations of system record `system`, its staff's top line at page y `top` (sp). */
export function writeDecorations(ctx: Context, system: i32, top: f32): void {
  const layout = ctx.layout;
  const attach = layout.attachments;
  const decorations = ctx.decorations;
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
    const id = layout.sequence.get(i);
    for (let k = attach.firstDecoration.get(id), n = decorations.count; k >= 0 && k < n && decorations.symbol.get(k) == id; k++) {
      const glyph = attach.decorationGlyph.get(k);
      if (glyph == 0) continue;
      let x = layout.x.get(id) + attach.decorationX.get(k);
      const y = top + attach.decorationY.get(k);
      if (glyph != DYNAMIC) {
        ctx.display.glyph(-1, glyph, x, y, GLYPH_SIZE);
        continue;
      }
      for (let c = decorations.nameStart.get(k), nameEnd = decorations.nameEnd.get(k); c < nameEnd; c++) {
        const letter = dynamicLetterGlyph(ctx.source.at(c));
        if (letter == 0) continue;
        ctx.display.glyph(-1, letter, x, y, GLYPH_SIZE);
        x += glyphAdvance(letter);
      }
    }
  }
}
