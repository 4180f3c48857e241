/**
 * The stretch of a short last line (justifySystems; abc2svg 1.22.1 black-boxed,
 * notes/issue5-lastline.md): %%stretchlast read on the line's ideal length, the spread of the last
 * justified line followed LAST_LINE_KEPT_SPREAD of the way, else the natural spacing.
 */

import { Context } from "../../context";
import { LAST_LINE_KEPT_SPREAD, LAST_LINE_NATURAL_SHARE } from "../constants";
import { lineWidth } from "../pageGeometry";
import { columnTrailingIdeal, columnTrailingMinimum } from "../spacing";
import { renderAbc } from "./helpers";

/** Distance max(minimum, factor * ideal), the justification's rule for one neighbour pair. */
function spread(minimum: f32, ideal: f32, factor: f32): f32 {
  return Mathf.max(minimum, factor * ideal);
}

/** Length (sp) of system `system`'s music, header left out, at spacing factor `factor`. */
function musicLength(ctx: Context, system: i32, factor: f32): f32 {
  const layout = ctx.layout;
  const start = layout.systemColumnStart.get(system);
  const end = layout.systemColumnEnd.get(system);
  let length: f32 = 0;
  for (let c = start; c < end; c++) length += spread(layout.columnMinimum.get(c), layout.columnIdeal.get(c), factor);
  if (end > start) length += spread(columnTrailingMinimum(ctx, end - 1), columnTrailingIdeal(ctx, end - 1), factor);
  return length;
}

/** The drawn length (sp) of system `system`'s music: its staff less its header. */
function drawnMusic(ctx: Context, system: i32): f32 {
  return ctx.layout.systemWidth.get(system) - ctx.layout.systemHeaderWidth.get(system);
}

/** `count` measures of four quarters, one source line. */
function quarters(count: i32): string {
  let line = "";
  for (let i = 0; i < count; i++) line += "GABc|";
  return line;
}

describe("a short last line (abc2svg 1.22.1's stretch, %%stretchlast)", () => {
  it("keeps its natural spacing in a one-line tune: LAST_LINE_NATURAL_SHARE of the way from its minimum to its ideal length", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nM:4/4\nK:C\nGABc|\n");
    expect(ctx.layout.systemCount).toBe(1);
    const minimum = musicLength(ctx, 0, 0);
    const ideal = musicLength(ctx, 0, 1);
    expect(drawnMusic(ctx, 0)).toBeCloseTo(minimum + LAST_LINE_NATURAL_SHARE * (ideal - minimum), 2);
    expect(ctx.layout.systemWidth.get(0)).toBeLessThan(lineWidth(ctx) * <f32>0.25);
  });

  it("follows the justified line before it: LAST_LINE_KEPT_SPREAD of the way from its ideal length to its length at that line's factor", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nM:4/4\nK:C\nGABc|\nGABc|\n");
    expect(ctx.layout.systemCount).toBe(2);
    expect(ctx.layout.systemWidth.get(0)).toBeCloseTo(lineWidth(ctx));
    const ideal = musicLength(ctx, 1, 1);
    const followed = musicLength(ctx, 1, ctx.layout.systemStretch.get(0));
    expect(drawnMusic(ctx, 1)).toBeCloseTo(ideal + LAST_LINE_KEPT_SPREAD * (followed - ideal), 2);
    // abc2svg draws this last staff 524.1 of its 686 units long (0.76 of the line).
    const share = ctx.layout.systemWidth.get(1) / lineWidth(ctx);
    expect(share).toBeGreaterThan(<f32>0.74);
    expect(share).toBeLessThan(<f32>0.78);
  });

  it("keeps its natural spacing when the previous line's factor would overflow it", () => {
    const ctx = new Context();
    // One measure stretched over the line; two measures at that factor would not fit.
    renderAbc(ctx, "X:1\nL:1/4\nM:4/4\nK:C\nGABc|\nGABc|GABc|\n");
    expect(musicLength(ctx, 1, ctx.layout.systemStretch.get(0))).toBeGreaterThan(lineWidth(ctx));
    const minimum = musicLength(ctx, 1, 0);
    const ideal = musicLength(ctx, 1, 1);
    expect(drawnMusic(ctx, 1)).toBeCloseTo(minimum + LAST_LINE_NATURAL_SHARE * (ideal - minimum), 2);
  });

  it("is stretched to the line when its ideal length reaches 1 - %%stretchlast (.25 by default) of it", () => {
    const short = new Context();
    renderAbc(short, "X:1\nL:1/4\nM:4/4\nK:C\n" + quarters(3) + "\n");
    expect(short.layout.systemWidth.get(0)).toBeLessThan(lineWidth(short));
    const long = new Context();
    renderAbc(long, "X:1\nL:1/4\nM:4/4\nK:C\n" + quarters(4) + "\n");
    expect(long.layout.systemWidth.get(0)).toBeCloseTo(lineWidth(long));
    expect(long.layout.systemHeaderWidth.get(0) + musicLength(long, 0, 1)).toBeGreaterThanOrEqual(lineWidth(long) * <f32>0.75);
  });

  it("stretches every last line under %%stretchlast 1 and none under 0", () => {
    const all = new Context();
    renderAbc(all, "X:1\n%%stretchlast 1\nL:1/4\nM:4/4\nK:C\nGABc|\n");
    expect(all.layout.systemWidth.get(0)).toBeCloseTo(lineWidth(all));
    const none = new Context();
    renderAbc(none, "X:1\n%%stretchlast 0\nL:1/4\nM:4/4\nK:C\n" + quarters(4) + "\n");
    expect(none.layout.systemWidth.get(0)).toBeLessThan(lineWidth(none));
  });

  it("treats a line that a directive ends as a last line, which the next short line does not follow", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nM:4/4\nK:C\nGABc|\nGABc|\n%%vskip 10\nGABc|\n");
    expect(ctx.layout.systemCount).toBe(3);
    expect(ctx.layout.systemWidth.get(1)).toBeLessThan(lineWidth(ctx) * <f32>0.8);
    // Both short lines follow the first: the same music at the same length.
    expect(drawnMusic(ctx, 2)).toBeCloseTo(drawnMusic(ctx, 1), 2);
  });

  it("follows nothing from the tune before", () => {
    const alone = new Context();
    renderAbc(alone, "X:1\nL:1/4\nM:4/4\nK:C\nGABc|\n");
    const after = new Context();
    renderAbc(after, "X:1\nL:1/4\nM:4/4\nK:C\nGABc|\nGABc|\n\nX:2\nL:1/4\nM:4/4\nK:C\nGABc|\n");
    expect(after.layout.systemCount).toBe(3);
    expect(after.layout.systemWidth.get(2)).toBeCloseTo(alone.layout.systemWidth.get(0), 2);
  });

  it("is spaced alike under two voices on two staves", () => {
    const one = new Context();
    renderAbc(one, "X:1\nL:1/4\nM:4/4\nK:C\nGABc|\nGABc|\n");
    const two = new Context();
    renderAbc(two, "X:1\nL:1/4\nM:4/4\n%%score 1 2\nK:C\nV:1\nGABc|\nV:2\nCDEF|\nV:1\nGABc|\nV:2\nCDEF|\n");
    const last = two.layout.systemCount - 1;
    expect(two.layout.systemWidth.get(last) / lineWidth(two)).toBeCloseTo(one.layout.systemWidth.get(1) / lineWidth(one), 1);
    expect(two.layout.systemWidth.get(last)).toBeLessThan(lineWidth(two));
  });
});
