/**
 * Accidentals of two voices on one staff at the same time (clearVoiceAccidentals.ts): arranged
 * as those of one chord, the upper voice's nearest the heads, the lower voice's left of them when
 * they are less than a seventh apart (Gould, Behind Bars pp. 86-88 and 361).
 */

import { SymbolKind } from "../../abi";
import { Context } from "../../context";
import { AccidentalNatural, glyphAdvance } from "../../glyphs/smufl.generated";
import { ACCIDENTAL_GAP } from "../constants";
import { nthDrawn, renderAbc } from "./helpers";

/** x of the accidental of note `id`'s first head, relative to the column's x (sp). */
function accidentalX(ctx: Context, id: i32): f32 {
  return ctx.layout.voiceShift.get(id) + ctx.layout.accidentalShift.get(ctx.symbols.headStart.get(id));
}

/** The drawn note of model voice `voice`. */
function noteOf(ctx: Context, voice: i32): i32 {
  for (let n = 0; n < 4; n++) {
    const id = nthDrawn(ctx, SymbolKind.Note, n);
    if (id >= 0 && ctx.symbols.voice.get(id) == voice) return id;
  }
  return -1;
}

describe("accidentals of two voices at one time", () => {
  it("put the lower voice's natural left of the upper voice's when their heads are a third apart", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:Db\n%%score (1 2)\nV:1\n=B|\nV:2\n=G|\n");
    const upper = noteOf(ctx, 0);
    const lower = noteOf(ctx, 1);
    expect(upper).toBeGreaterThanOrEqual(0);
    expect(lower).toBeGreaterThanOrEqual(0);
    // Neither note moves aside (a third apart), so their accidentals would share a column.
    expect(ctx.layout.voiceShift.get(upper)).toBe(<f32>0);
    expect(ctx.layout.voiceShift.get(lower)).toBe(<f32>0);
    expect(accidentalX(ctx, lower) + glyphAdvance(AccidentalNatural) + ACCIDENTAL_GAP).toBeLessThanOrEqual(accidentalX(ctx, upper) + <f32>0.001);
    // The upper voice's stays next to its head.
    expect(accidentalX(ctx, upper)).toBeCloseTo(-ACCIDENTAL_GAP - glyphAdvance(AccidentalNatural));
  });

  it("keep one column when the heads are a seventh or more apart", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:Db\n%%score (1 2)\nV:1\n=b|\nV:2\n=C|\n");
    expect(accidentalX(ctx, noteOf(ctx, 1))).toBeCloseTo(accidentalX(ctx, noteOf(ctx, 0)));
  });
});
