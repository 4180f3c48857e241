/**
 * What is attached to notes: chord symbols and annotations (placeAnnotations,
 * writeAnnotations), decorations (placeDecorations, writeDecorations) and grace notes
 * (placeGraceNotes, writeGraceNotes).
 */

import { ElementField, ElementKind, SymbolKind } from "../../abi";
import { Context } from "../../context";
import { STAFF_HEIGHT } from "../constants";
import { elementFloat, elementInt, note, nthDrawn, renderAbc } from "./helpers";

/** The `n`-th element of kind `kind`, or -1. */
function nthElement(ctx: Context, kind: i32, n: i32): i32 {
  let seen = 0;
  for (let element = 0, count = ctx.elements.count; element < count; element++) {
    if (elementInt(ctx, element, ElementField.Kind) != kind) continue;
    if (seen == n) return element;
    seen++;
  }
  return -1;
}

/** Page y of the top line of the staff of the system record holding symbol `id`. */
function staffTop(ctx: Context, id: i32): f32 {
  return ctx.layout.systemTop.get(ctx.layout.system.get(id));
}

describe("chord symbols", () => {
  it("are drawn above the staff at their note, with the text's source range", () => {
    const ctx = new Context();
    const text = "X:1\nL:1/4\nK:C\n\"Am7\"A B \"G\"c d|\n";
    renderAbc(ctx, text);
    const first = nthElement(ctx, ElementKind.ChordSymbol, 0);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(elementInt(ctx, first, ElementField.Start)).toBe(text.indexOf("Am7"));
    expect(elementInt(ctx, first, ElementField.End)).toBe(text.indexOf("Am7") + 3);
    expect(elementInt(ctx, first, ElementField.Symbol)).toBe(note(ctx, 0));
    const top = staffTop(ctx, note(ctx, 0));
    const bottom = elementFloat(ctx, first, ElementField.Y) + elementFloat(ctx, first, ElementField.Height);
    expect(bottom).toBeLessThan(top);
    // It starts a little left of its note and ends right of its head.
    const x = elementFloat(ctx, first, ElementField.X);
    expect(x).toBeLessThan(ctx.layout.x.get(note(ctx, 0)) + 0.6);
    expect(x).toBeGreaterThan(ctx.layout.x.get(note(ctx, 0)) - 2);
  });

  it("share one line in a system, above the highest note, and grow the system's top extent", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n\"C\"C \"G\"c'' \"F\"F|\n");
    const a = nthElement(ctx, ElementKind.ChordSymbol, 0);
    const b = nthElement(ctx, ElementKind.ChordSymbol, 1);
    expect(elementFloat(ctx, a, ElementField.Y)).toBe(elementFloat(ctx, b, ElementField.Y));
    const high = note(ctx, 1);
    const top = staffTop(ctx, high);
    // c'' has ledger lines far above the staff: the line clears its head.
    const headTop = top - 4.5;
    expect(elementFloat(ctx, a, ElementField.Y) + elementFloat(ctx, a, ElementField.Height)).toBeLessThan(headTop);
    expect(ctx.layout.systemAbove.get(0)).toBeGreaterThan(top - elementFloat(ctx, a, ElementField.Y) - 0.01);
  });

  it("widen the spacing of notes whose chord symbols would collide", () => {
    const narrow = new Context();
    renderAbc(narrow, "X:1\nL:1/16\nK:C\nCDEF|\n");
    const wide = new Context();
    renderAbc(wide, "X:1\nL:1/16\nK:C\n\"Cmaj7sus4\"C\"Dmaj7sus4\"DEF|\n");
    const narrowGap = narrow.layout.x.get(note(narrow, 1)) - narrow.layout.x.get(note(narrow, 0));
    const wideGap = wide.layout.x.get(note(wide, 1)) - wide.layout.x.get(note(wide, 0));
    expect(wideGap).toBeGreaterThan(narrowGap);
    const a = nthElement(wide, ElementKind.ChordSymbol, 0);
    const b = nthElement(wide, ElementKind.ChordSymbol, 1);
    expect(elementFloat(wide, a, ElementField.X) + elementFloat(wide, a, ElementField.Width)).toBeLessThan(elementFloat(wide, b, ElementField.X));
  });
});

describe("annotations", () => {
  it("go above (^), below (_), left (<) and right (>) of their note", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n\"^up\"B \"_down\"B \"<left\"B \">right\"B|\n");
    const id = note(ctx, 0);
    const top = staffTop(ctx, id);
    const above = nthElement(ctx, ElementKind.ChordSymbol, 0);
    const below = nthElement(ctx, ElementKind.ChordSymbol, 1);
    const left = nthElement(ctx, ElementKind.ChordSymbol, 2);
    const right = nthElement(ctx, ElementKind.ChordSymbol, 3);
    expect(elementFloat(ctx, above, ElementField.Y) + elementFloat(ctx, above, ElementField.Height)).toBeLessThan(top);
    expect(elementFloat(ctx, below, ElementField.Y)).toBeGreaterThan(top + STAFF_HEIGHT);
    const leftNote = note(ctx, 2);
    expect(elementFloat(ctx, left, ElementField.X) + elementFloat(ctx, left, ElementField.Width)).toBeLessThan(ctx.layout.x.get(leftNote));
    const rightNote = note(ctx, 3);
    expect(elementFloat(ctx, right, ElementField.X)).toBeGreaterThan(ctx.layout.x.get(rightNote) + 1);
  });

  it("of a bar are drawn at the bar", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nA B \"^Fine\"|]\n");
    const element = nthElement(ctx, ElementKind.ChordSymbol, 0);
    expect(elementInt(ctx, element, ElementField.Symbol)).toBe(nthDrawn(ctx, SymbolKind.Bar, 0));
  });

  it("left over at a tune's end with no symbol are not drawn", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nA B|\"^lost\"\n");
    expect(nthElement(ctx, ElementKind.ChordSymbol, 0)).toBe(-1);
  });
});
