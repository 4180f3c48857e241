/**
 * The per-note ledger sides identifyNotes records with the heads' staff positions
 * (layout.ledgerSides), which line breaking reads for every pair of neighbours.
 */

import { Context } from "../../context";
import { note, renderAbc } from "./helpers";

describe("ledger sides", () => {
  it("records 1 for a head below the staff, 2 above, 3 for a chord reaching both, 0 within it", () => {
    const ctx = new Context();
    // Treble staff: C (middle C) sits on the first ledger line below, a on the first above.
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nC a [Ca] B|E f D g|\n");
    expect(ctx.layout.ledgerSides.get(note(ctx, 0))).toBe(1);
    expect(ctx.layout.ledgerSides.get(note(ctx, 1))).toBe(2);
    expect(ctx.layout.ledgerSides.get(note(ctx, 2))).toBe(3);
    expect(ctx.layout.ledgerSides.get(note(ctx, 3))).toBe(0);
    // The space just outside the staff (D below, g above) needs no ledger line.
    expect(ctx.layout.ledgerSides.get(note(ctx, 6))).toBe(0);
    expect(ctx.layout.ledgerSides.get(note(ctx, 7))).toBe(0);
  });

  it("reads the heads in the clef in force", () => {
    const ctx = new Context();
    // Bass staff (G,, on its bottom line): E,, on the first ledger line below, middle C on the
    // first above, e far above, G, inside.
    renderAbc(ctx, "X:1\nL:1/4\nK:C clef=bass\nE,, e C G,|\n");
    expect(ctx.layout.ledgerSides.get(note(ctx, 0))).toBe(1);
    expect(ctx.layout.ledgerSides.get(note(ctx, 1))).toBe(2);
    expect(ctx.layout.ledgerSides.get(note(ctx, 2))).toBe(2);
    expect(ctx.layout.ledgerSides.get(note(ctx, 3))).toBe(0);
  });
});
