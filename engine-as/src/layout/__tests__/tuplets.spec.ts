/**
 * Tuplet numbers (writeTuplets.ts): the third value of %%tuplets picks p, nothing, or p:q.
 */

import { Context } from "../../context";
import { Tuplet2, Tuplet3, TupletColon } from "../../glyphs/smufl.generated";
import { countGlyphs, renderAbc } from "./helpers";

function tupletsWith(style: string): Context {
  const ctx = new Context();
  renderAbc(ctx, "X:1\nL:1/8\n%%tuplets 0 0 " + style + "\nK:C\n(3CDE (3C2D2E2|\n");
  return ctx;
}

describe("tuplet numbers", () => {
  it("draws p by default, nothing for 1, and p:q for 2", () => {
    const plain = tupletsWith("0");
    expect<i32>(countGlyphs(plain, Tuplet3)).toBe(2);
    expect<i32>(countGlyphs(plain, TupletColon)).toBe(0);
    const none = tupletsWith("1");
    expect<i32>(countGlyphs(none, Tuplet3)).toBe(0);
    const ratio = tupletsWith("2");
    expect<i32>(countGlyphs(ratio, Tuplet3)).toBe(2);
    expect<i32>(countGlyphs(ratio, TupletColon)).toBe(2);
    expect<i32>(countGlyphs(ratio, Tuplet2)).toBe(2);
  });
});
