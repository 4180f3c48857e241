/**
 * Element boxes (emit/elementIndex.ts, written by writeNotes): a note's box is the box of what it
 * draws (heads, accidentals, dots, stem, flag), so that a click or a collision check on the page
 * meets the note where it is drawn and nowhere else (tests/engraving/FINDINGS.md 17).
 */

import { ElementField } from "../../abi";
import { Context } from "../../context";
import { AccidentalSharp, NoteheadBlack, glyphAdvance, glyphBottom, glyphTop } from "../../glyphs/smufl.generated";
import { elementFloat, elementOf, note, renderAbc } from "./helpers";

describe("note element boxes", () => {
  it("start at the head of a stem-down note of the lower voice, not at the middle line", () => {
    const ctx = new Context();
    // c (third space) stem up in the upper voice, D (below the staff) stem down in the lower.
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nc & D|\n");
    let upper = note(ctx, 0);
    let lower = note(ctx, 1);
    if (ctx.layout.headPosition.get(ctx.symbols.headStart.get(upper)) < ctx.layout.headPosition.get(ctx.symbols.headStart.get(lower))) {
      const swap = upper;
      upper = lower;
      lower = swap;
    }
    const upperBox = elementOf(ctx, upper);
    const lowerBox = elementOf(ctx, lower);
    const upperBottom = elementFloat(ctx, upperBox, ElementField.Y) + elementFloat(ctx, upperBox, ElementField.Height);
    const lowerTop = elementFloat(ctx, lowerBox, ElementField.Y);
    // The c's head reaches half a space below the middle line; the D's head top is two spaces
    // lower still (D is a ninth below c: 4.5 spaces, less the heads' half heights).
    expect(lowerTop - upperBottom).toBeGreaterThan(<f32>1.5);
    // And the lower box is exactly as tall as the D's head plus its stem down.
    const headHeight = glyphTop(NoteheadBlack) - glyphBottom(NoteheadBlack);
    expect(elementFloat(ctx, lowerBox, ElementField.Height)).toBeGreaterThan(headHeight);
    expect(elementFloat(ctx, lowerBox, ElementField.Height)).toBeLessThan(<f32>4.5);
  });

  it("hold the accidental left of the head", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n^F|\n");
    const id = note(ctx, 0);
    const box = elementOf(ctx, id);
    const headX = ctx.layout.x.get(id);
    expect(elementFloat(ctx, box, ElementField.X)).toBeLessThanOrEqual(headX - glyphAdvance(AccidentalSharp));
  });
});
