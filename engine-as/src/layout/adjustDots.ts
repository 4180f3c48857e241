/**
 * @fileoverview Pass 7, adjust dots (Gould, Behind Bars pp. 52-53; abc2svg: set_dots). A dot
 * sits in a space: a head in a space has its dot beside it, a head on a line has it in the
 * space above (the space below for the lower voice of a shared staff, Gould p. 360, so the dots
 * of the two voices stay apart). In a chord no two heads share a dot's space: going down from
 * the top head, a dot that would land on or above the one placed before takes the next free
 * space below.
 *
 * Runs note by note in calcStems' walk: nothing between identifyNotes, which places the heads,
 * and writeNotes, which draws the dots, moves a head up or down.
 *
 * After this: every head of a dotted note has its dots' staff position (layout.dotPosition, odd).
 * Rests' dots sit in the space above the rest's line (written directly by writeNotes).
 */

import { Context } from "../context";
import { sharedStem } from "./staffPlacement";

/**
 * Places the dots of note `id` (a drawn note; its heads' staff positions are final): called
 * for each note in calcStems' walk rather than in a walk of its own.
 */
export function adjustDots(ctx: Context, id: i32): void {
  const layout = ctx.layout;
  if (layout.dots.get(id) == 0) return;
  const symbols = ctx.symbols;
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
