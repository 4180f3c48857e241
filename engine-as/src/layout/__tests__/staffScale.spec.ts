/**
 * V: staffscale= (layout/staffScale.ts): the staff and everything on it drawn at the scale, its
 * notes still in the time columns of the other staves, as abc2svg 1.22.1 draws it (black-boxed:
 * `V:2 staffscale=0.7` under a normal V:1 puts V:2's staff lines 4.2 px apart and its notes
 * under V:1's).
 */

import { DisplayKind, ElementField, LineRole } from "../../abi";
import { Context } from "../../context";
import { STAFF_HEIGHT } from "../constants";
import { elementFloat, elementOf, recordFloat, recordsOf, renderAbc } from "./helpers";

/** The `n`-th note of voice `voice` (model voice id), by the voice's symbol list. */
function voiceNote(ctx: Context, voice: i32, n: i32): i32 {
  let id = ctx.voices.first.get(voice);
  let seen = 0;
  while (id >= 0) {
    if (ctx.symbols.kind.get(id) == 1 /* Note */) {
      if (seen == n) return id;
      seen++;
    }
    id = ctx.symbols.next.get(id);
  }
  return -1;
}

/** Page y of the top line of the second staff: the second StaffLine group's first y, in page units. */
function secondStaffTop(ctx: Context): f32 {
  return ctx.layout.systemTop.get(1);
}

const PLAIN = "X:1\nL:1/8\nM:2/4\nK:C\nV:1\ncdef gabc|\nV:2\nCDEF GABc|\n";
const SCALED = "X:1\nL:1/8\nM:2/4\nK:C\nV:1\ncdef gabc|\nV:2 staffscale=0.7\nCDEF GABc|\n";

describe("V: staffscale=", () => {
  it("draws the staff in a group scaled by its staffscale, below its top line", () => {
    const ctx = new Context();
    renderAbc(ctx, SCALED);
    const groups = recordsOf(ctx, DisplayKind.ScaledGroupStart);
    expect<i32>(groups.length).toBe(1);
    expect<f32>(recordFloat(ctx, groups[0], 2)).toBeCloseTo(0.7);
    expect<f32>(recordFloat(ctx, groups[0], 1)).toBe(secondStaffTop(ctx));
    expect<i32>(recordsOf(ctx, DisplayKind.ScaledGroupEnd).length).toBe(1);
    const plain = new Context();
    renderAbc(plain, PLAIN);
    expect<i32>(recordsOf(plain, DisplayKind.ScaledGroupStart).length).toBe(0);
  });

  it("keeps the scaled staff's notes in the other staff's time columns", () => {
    const ctx = new Context();
    renderAbc(ctx, SCALED);
    for (let n = 0; n < 8; n++) {
      const upper = elementOf(ctx, voiceNote(ctx, 0, n));
      const lower = elementOf(ctx, voiceNote(ctx, 1, n));
      // Noteheads of one column start at one page x; the scaled one is narrower.
      expect<f32>(Mathf.abs(elementFloat(ctx, lower, ElementField.X) - elementFloat(ctx, upper, ElementField.X))).toBeLessThan(0.05);
      expect<f32>(elementFloat(ctx, lower, ElementField.Width)).toBeLessThan(elementFloat(ctx, upper, ElementField.Width));
    }
  });

  it("gives the scaled staff its scaled height and its notes their scaled page y", () => {
    const ctx = new Context();
    renderAbc(ctx, SCALED);
    const plain = new Context();
    renderAbc(plain, PLAIN);
    // Inside the group the staff lines are a staff space apart, which the group scales.
    const lines = recordsOf(ctx, DisplayKind.Line, LineRole.StaffLine);
    expect<i32>(lines.length).toBe(10);
    expect<f32>(recordFloat(ctx, lines[9], 4) - recordFloat(ctx, lines[5], 4)).toBe(STAFF_HEIGHT);
    // C4 is a ledger line below the staff: 5 staff spaces below its top line, times the scale.
    const top = secondStaffTop(ctx);
    const c4 = elementOf(ctx, voiceNote(ctx, 1, 0));
    const plainC4 = elementOf(plain, voiceNote(plain, 1, 0));
    const y = elementFloat(ctx, c4, ElementField.Y) - top;
    const plainY = elementFloat(plain, plainC4, ElementField.Y) - secondStaffTop(plain);
    // Within 0.05 sp: a beam's slope depends on its length (calcBeams beamSlope), which the
    // scaled staff's narrower heads shorten a little.
    expect<f32>(y).toBeCloseTo(plainY * 0.7, 1);
  });
});
