/**
 * Rests of a staff two voices share (clearVoiceRests.ts, writeNotes.ts): a rest moves up or
 * down by whole spaces until it stands clear of the other voice's heads at its x (Gould, Behind
 * Bars pp. 358-362), and a whole or half rest moved off the staff gets its ledger line.
 */

import { DisplayKind, LineRole, SymbolKind } from "../../abi";
import { Context } from "../../context";
import { glyphBottom, glyphTop } from "../../glyphs/smufl.generated";
import { MIDDLE_LINE } from "../constants";
import { positionY } from "../staffPositions";
import { countRecords, elementOf, nthDrawn, renderAbc } from "./helpers";

/** y (sp below the top line) of the top of rest `id`'s glyph. */
function restTop(ctx: Context, id: i32): f32 {
  return positionY(ctx.layout.restPosition.get(id)) - glyphTop(ctx.layout.glyph.get(id));
}

/** y of the bottom of the lowest head of note `id`. */
function headsBottom(ctx: Context, id: i32): f32 {
  const first = ctx.symbols.headStart.get(id);
  let low = ctx.layout.headPosition.get(first);
  for (let h = first + 1; h < first + ctx.symbols.headCount.get(id); h++) low = min(low, ctx.layout.headPosition.get(h));
  return positionY(low) - glyphBottom(ctx.layout.glyph.get(id));
}

/** The note of voice `voice` (model voice id) at the rest's column. */
function partner(ctx: Context, rest: i32): i32 {
  const column = ctx.layout.column.get(rest);
  const first = ctx.layout.columnFirst.get(column);
  for (let k = first; k < first + ctx.layout.columnSize.get(column); k++) {
    const id = ctx.layout.columnMember.get(k);
    if (ctx.symbols.kind.get(id) == SymbolKind.Note) return id;
  }
  return -1;
}

describe("rests of two voices on one staff", () => {
  it("move the lower voice's rest below the upper voice's head it would touch", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nM:4/4\nK:G\n%%score (1 2)\nV:1\nd2 B2|\nV:2\nG,2 z G,|\n");
    const rest = nthDrawn(ctx, SymbolKind.Rest, 0);
    const note = partner(ctx, rest);
    expect(note).toBeGreaterThanOrEqual(0);
    // Two spaces down from the middle line (identifyNotes) left it touching the B; one more.
    expect(ctx.layout.restPosition.get(rest)).toBe(MIDDLE_LINE - 6);
    expect(restTop(ctx, rest)).toBeGreaterThanOrEqual(headsBottom(ctx, note) + <f32>0.25);
  });

  it("leave a rest where it stands when the other voice is far", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nM:4/4\nK:C\n%%score (1 2)\nV:1\ne'2 c'2|\nV:2\nC2 z C|\n");
    expect(ctx.layout.restPosition.get(nthDrawn(ctx, SymbolKind.Rest, 0))).toBe(MIDDLE_LINE - 4);
  });

  it("draw a half rest moved below the staff on a ledger line", () => {
    const ctx = new Context();
    // Two half rests: a rest alone in its measure would be a whole rest centred in the measure.
    renderAbc(ctx, "X:1\nL:1/4\nM:4/4\nK:C\n%%score (1 2)\nV:1\nE2 E2|\nV:2\nz2 z2|\n");
    const rest = nthDrawn(ctx, SymbolKind.Rest, 0);
    expect(ctx.layout.restPosition.get(rest)).toBeLessThan(0);
    expect(countRecords(ctx, DisplayKind.Line, LineRole.LedgerLine, elementOf(ctx, rest))).toBe(1);
  });
});
