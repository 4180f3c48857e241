/**
 * Grace-note slurs (layout/graceSlurs.ts): abc2svg 1.22.1 slurs a group of grace notes to its
 * main note unless %%graceslurs is off.
 */

import { CurveRole, SymbolKind } from "../../abi";
import { Context } from "../../context";
import { GRACE_SCALE } from "../placeGraceNotes";
import { nthDrawn, renderAbc } from "./helpers";

/** Indices of the curves of role `role`. */
function curvesOf(ctx: Context, role: i32): i32[] {
  const found: i32[] = [];
  for (let c = 0; c < ctx.layout.curveRole.length; c++) if (ctx.layout.curveRole.get(c) == role) found.push(c);
  return found;
}

describe("grace-note slurs", () => {
  it("slurs each grace-note group to its main note, thin, from under the grace notes to the note's left", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n{g}B {ga}B c|\n");
    const slurs = curvesOf(ctx, CurveRole.Slur);
    expect<i32>(slurs.length).toBe(2);
    const main = nthDrawn(ctx, SymbolKind.Note, 0);
    const curve = slurs[0];
    expect<f32>(ctx.layout.curveScale.get(curve)).toBe(GRACE_SCALE);
    // Ends just left of the main note's head, starts further left (under the grace note).
    expect<f32>(ctx.layout.curveX3.get(curve)).toBeLessThan(ctx.layout.x.get(main));
    expect<f32>(ctx.layout.curveX0.get(curve)).toBeLessThan(ctx.layout.curveX3.get(curve) - 0.5);
    // g5 stands above B4: the slur goes down to the main note.
    expect<f32>(ctx.layout.curveY3.get(curve)).toBeGreaterThan(ctx.layout.curveY0.get(curve));
  });

  it("draws none under %%graceslurs 0, nor for a note without grace notes", () => {
    const off = new Context();
    renderAbc(off, "X:1\nL:1/4\n%%graceslurs 0\nK:C\n{g}B {ga}B c|\n");
    expect<i32>(curvesOf(off, CurveRole.Slur).length).toBe(0);
    const plain = new Context();
    renderAbc(plain, "X:1\nL:1/4\nK:C\nB B c|\n");
    expect<i32>(curvesOf(plain, CurveRole.Slur).length).toBe(0);
  });

  it("lets a slur written before the grace notes start at the first of them, and adds no grace slur then", () => {
    const before = new Context();
    renderAbc(before, "X:1\nL:1/4\nK:G\n({a}g2 f) e|\n");
    const written = curvesOf(before, CurveRole.Slur);
    expect<i32>(written.length).toBe(1);
    const main = nthDrawn(before, SymbolKind.Note, 0);
    const curve = written[0];
    expect<f32>(before.layout.curveScale.get(curve)).toBe(1);
    // It starts at the grace note, left of the main note's head, and ends at the f.
    expect<f32>(before.layout.curveX0.get(curve)).toBeLessThan(before.layout.x.get(main));
    expect<f32>(before.layout.curveX3.get(curve)).toBeGreaterThan(before.layout.x.get(nthDrawn(before, SymbolKind.Note, 1)));

    // Written after the grace notes, the slur starts at the main note and the grace slur stays.
    const after = new Context();
    renderAbc(after, "X:1\nL:1/4\nK:G\n{a}(g2 f) e|\n");
    const both = curvesOf(after, CurveRole.Slur);
    expect<i32>(both.length).toBe(2);
    let full = both[0];
    if (after.layout.curveScale.get(full) != 1) full = both[1];
    expect<f32>(after.layout.curveX0.get(full)).toBeGreaterThanOrEqual(after.layout.x.get(nthDrawn(after, SymbolKind.Note, 0)));
  });
});
