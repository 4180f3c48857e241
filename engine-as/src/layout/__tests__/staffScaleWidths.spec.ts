/**
 * The room of a scaled staff's symbols (staffScale.ts scaleStaffWidths): a voice drawn at
 * `staffscale=2` draws its notes and syllables twice as large, so the time columns it shares
 * with the other staves keep twice the room for them.
 */

import { SymbolKind } from "../../abi";
import { Context } from "../../context";
import { nthDrawn, renderAbc } from "./helpers";

/** The first drawn note of model voice `voice`. */
function firstNoteOf(ctx: Context, voice: i32): i32 {
  for (let n = 0; n < 16; n++) {
    const id = nthDrawn(ctx, SymbolKind.Note, n);
    if (id < 0) break;
    if (ctx.symbols.voice.get(id) == voice) return id;
  }
  return -1;
}

describe("a staff drawn at staffscale", () => {
  it("keeps room for its syllables at their drawn size", () => {
    const tune = (scale: string): string => "X:1\nL:1/4\nK:C\nV:1\ncdef|\nV:2" + scale + "\nCDEF|\nw:Lengthy Lengthy Lengthy Lengthy\n";
    const ctx = new Context();
    renderAbc(ctx, tune(""));
    const plain = firstNoteOf(ctx, 1);
    const plainRight = ctx.layout.widthRight.get(plain);
    const plainLeft = ctx.layout.widthLeft.get(plain);
    const otherRight = ctx.layout.widthRight.get(firstNoteOf(ctx, 0));
    renderAbc(ctx, tune(" staffscale=2"));
    const scaled = firstNoteOf(ctx, 1);
    expect(ctx.layout.widthRight.get(scaled)).toBeCloseTo(plainRight * 2);
    expect(ctx.layout.widthLeft.get(scaled)).toBeCloseTo(plainLeft * 2);
    // The other voice, on its own staff at scale 1, keeps its room.
    expect(ctx.layout.widthRight.get(firstNoteOf(ctx, 0))).toBeCloseTo(otherRight);
  });
});
