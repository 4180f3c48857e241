/**
 * @fileoverview Pass 7, adjust dots (Gould, Behind Bars pp. 52-53; abc2svg: set_dots). A dot
 * sits in a space: a head in a space has its dot beside it, a head on a line has it in the
 * space above (the space below for the lower voice of a shared staff, Gould p. 360, so the dots
 * of the two voices stay apart). In a chord no two heads share a dot's space: going down from
 * the top head, a dot that would land on or above the one placed before takes the next free
 * space below.
 *
 * After this: every head of a dotted note has its dots' staff position (layout.dotPosition, odd).
 * Rests' dots sit in the space above the rest's line (written directly by writeNotes).
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { sharedStem } from "./staffPlacement";

export function adjustDots(ctx: Context): void {
  const symbols = ctx.symbols;
  const layout = ctx.layout;
  const sequence = layout.sequence;
  for (let i = 0, n = sequence.length; i < n; i++) {
    const id = sequence.get(i);
    if (symbols.kind.get(id) != SymbolKind.Note || layout.dots.get(id) == 0) continue;
    const first = symbols.headStart.get(id);
    const lower = sharedStem(ctx, id) < 0;
    let below = 1 << 20; // the dot position placed last (going down)
    for (let head = first + symbols.headCount.get(id) - 1; head >= first; head--) {
      const position = layout.headPosition.get(head);
      let dot = (position & 1) != 0 ? position : lower ? position - 1 : position + 1;
      if (dot >= below) dot = below - 2;
      layout.dotPosition.set(head, dot);
      below = dot;
    }
  }
}
