/**
 * The staves' left end (writeStaves.ts writeStaffGroups, writeStaffLines; systemHeader.ts
 * staffGroupsRoom): braces and brackets of %%score groups, drawn left of the staves they join,
 * the outer of two nested groups further left, and the staff lines of V: stafflines=.
 */

import { DisplayKind, LineRole } from "../../abi";
import { Context } from "../../context";
import { Brace, BracketBottom, BracketTop } from "../../glyphs/smufl.generated";
import { STAFF_HEIGHT } from "../constants";
import { STAFF_GROUP_ROOM } from "../systemHeader";
import { countGlyphs, countRecords, recordFloat, recordsOf, renderAbc } from "./helpers";

/** x of the first Glyph record drawing `codepoint`, or -1000. */
function glyphX(ctx: Context, codepoint: i32): f32 {
  const glyphs = recordsOf(ctx, DisplayKind.Glyph, codepoint);
  return glyphs.length > 0 ? recordFloat(ctx, glyphs[0], 3) : -1000;
}

/** The y of every StaffLine record, in order. */
function staffLineYs(ctx: Context): f32[] {
  const lines = recordsOf(ctx, DisplayKind.Line, LineRole.StaffLine);
  const ys: f32[] = [];
  for (let k = 0; k < lines.length; k++) ys.push(recordFloat(ctx, lines[k], 4));
  return ys;
}

const FOUR = "V:1\ncdef|\nV:2\ncdef|\nV:3\ncdef|\nV:4\ncdef|\n";

describe("staff groups", () => {
  it("draws a brace over {1 2} and a bracket over [3 4], left of the staves moved right for them", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\n%%score {1 2} [3 4]\nK:C\n" + FOUR);
    const plain = new Context();
    renderAbc(plain, "X:1\nL:1/4\n%%score 1 2 3 4\nK:C\n" + FOUR);
    expect<i32>(countGlyphs(ctx, Brace)).toBe(1);
    expect<i32>(countGlyphs(ctx, BracketTop)).toBe(1);
    expect<i32>(countGlyphs(ctx, BracketBottom)).toBe(1);
    expect<i32>(countRecords(ctx, DisplayKind.Line, LineRole.ThickBarline)).toBe(countRecords(plain, DisplayKind.Line, LineRole.ThickBarline) + 1);
    const left = ctx.layout.systemLeft.get(0);
    expect<f32>(left - plain.layout.systemLeft.get(0)).toBe(STAFF_GROUP_ROOM);
    expect<f32>(glyphX(ctx, Brace)).toBeLessThan(left);
    expect<f32>(glyphX(ctx, BracketTop)).toBeLessThan(left);
    expect<i32>(countGlyphs(plain, Brace)).toBe(0);
  });

  it("keeps each staff arrangement's groups (a %%staves in the body numbers the staves anew from there)", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\n%%staves {1 2}\nK:C\nV:1\ncdef|\nV:2\ncdef|\n%%staves a {1 2}\nV:a\ncdef|\nV:1\ncdef|\nV:2\ncdef|\n");
    expect<i32>(ctx.staffGroups.count).toBe(2);
    expect<i32>(ctx.staffGroups.arrangement.get(0)).toBe(0);
    expect<i32>(ctx.staffGroups.firstStaff.get(0)).toBe(0);
    expect<i32>(ctx.staffGroups.arrangement.get(1)).toBe(1);
    expect<i32>(ctx.staffGroups.firstStaff.get(1)).toBe(1);
    expect<i32>(ctx.staffGroups.lastStaff.get(1)).toBe(2);
    // One brace per system, each over its own arrangement's staves.
    expect<i32>(countGlyphs(ctx, Brace)).toBe(2);
  });

  it("puts the outer of two nested groups further left ([{1 2} 3])", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\n%%score [{1 2} 3]\nK:C\nV:1\ncdef|\nV:2\ncdef|\nV:3\ncdef|\n");
    expect<f32>(glyphX(ctx, BracketTop)).toBeLessThan(glyphX(ctx, Brace));
    expect<f32>(ctx.layout.systemLeft.get(0) - glyphX(ctx, BracketTop)).toBeGreaterThan(STAFF_GROUP_ROOM);
  });
});

/** The longest ThinBarline record (sp), the system line left of the staves excluded (x > 20). */
function longestBar(ctx: Context): f32 {
  const bars = recordsOf(ctx, DisplayKind.Line, LineRole.ThinBarline);
  let longest: f32 = 0;
  for (let k = 0; k < bars.length; k++) {
    if (recordFloat(ctx, bars[k], 3) <= 20) continue;
    const length = recordFloat(ctx, bars[k], 6) - recordFloat(ctx, bars[k], 4);
    if (length > longest) longest = length;
  }
  return longest;
}

describe("bar lines across staves", () => {
  it("runs a staff's bar lines down to the next staff only where %%score has | between them", () => {
    const separate = new Context();
    renderAbc(separate, "X:1\nL:1/4\n%%score {1 2}\nK:C\nV:1\ncdef|\nV:2\ncdef|\n");
    const joined = new Context();
    renderAbc(joined, "X:1\nL:1/4\n%%score {1 | 2}\nK:C\nV:1\ncdef|\nV:2\ncdef|\n");
    const plain = new Context();
    renderAbc(plain, "X:1\nL:1/4\nK:C\nV:1\ncdef|\nV:2\ncdef|\n");
    expect<f32>(Mathf.abs(longestBar(separate) - STAFF_HEIGHT)).toBeLessThan(0.001);
    expect<f32>(longestBar(joined)).toBeGreaterThan(STAFF_HEIGHT * 2);
    // Without %%score every staff's bars join the next (abc2svg does the same).
    expect<f32>(longestBar(plain)).toBeGreaterThan(STAFF_HEIGHT * 2);
  });
});

describe("staff lines", () => {
  it("draws the voice's stafflines= count: three lines are the upper three of five, one the fourth", () => {
    const five = staffLineYs(((): Context => { const c = new Context(); renderAbc(c, "X:1\nK:C\ncdef|\n"); return c; })());
    const three = staffLineYs(((): Context => { const c = new Context(); renderAbc(c, "X:1\nV:1 stafflines=3\nK:C\ncdef|\n"); return c; })());
    const one = staffLineYs(((): Context => { const c = new Context(); renderAbc(c, "X:1\nV:1 stafflines=1\nK:C\ncdef|\n"); return c; })());
    const none = staffLineYs(((): Context => { const c = new Context(); renderAbc(c, "X:1\nV:1 stafflines=0\nK:C\ncdef|\n"); return c; })());
    expect<i32>(five.length).toBe(5);
    expect<i32>(three.length).toBe(3);
    expect<f32>(three[0]).toBe(five[0]);
    expect<f32>(three[2]).toBe(five[2]);
    expect<i32>(one.length).toBe(1);
    expect<f32>(one[0]).toBe(five[1]);
    expect<i32>(none.length).toBe(0);
  });
});
