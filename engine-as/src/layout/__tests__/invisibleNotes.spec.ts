/**
 * !invisible! on a note (ABC 2.1 4.14; parse/timing.ts, layout/writeNotes.ts): the note keeps
 * its time, its space and its lyric syllable but draws nothing, as abc2svg 1.22.1 draws it.
 */

import { ElementKind, SymbolKind } from "../../abi";
import { Context } from "../../context";
import { countDrawn, countElements, renderAbc } from "./helpers";

describe("!invisible! notes", () => {
  it("are not drawn, written or given by a U: letter, and keep their syllables", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nU:i=!invisible!\nC !invisible!D iE F|\nw:a b c d\n");
    // All four are spaced (in the layout's sequence), two are drawn, all four are sung.
    expect<i32>(countDrawn(ctx, SymbolKind.Note)).toBe(4);
    expect<i32>(countElements(ctx, ElementKind.Note)).toBe(2);
    expect<i32>(countElements(ctx, ElementKind.Lyric)).toBe(4);
  });
});
