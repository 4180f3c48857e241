/**
 * The layout never traps and always terminates, whatever the model holds (STYLE.md 7;
 * DESIGN.md 5 "never throws, never hangs"). Each case renders and checks a property that
 * a broken layout would violate.
 */

import { DisplayKind, SymbolKind } from "../../abi";
import { Context } from "../../context";
import { countDrawn, countRecords, renderAbc } from "./helpers";

describe("the layout", () => {
  it("renders an empty text as one blank page", () => {
    const ctx = new Context();
    renderAbc(ctx, "");
    expect(ctx.pageCount).toBe(1);
    expect(countRecords(ctx, DisplayKind.Page)).toBe(1);
    expect(ctx.layout.systemCount).toBe(0);
  });

  it("renders a tune with a title and no music as its title alone", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nT:Only a title\nK:C\n");
    expect(ctx.layout.systemCount).toBe(0);
    expect(countRecords(ctx, DisplayKind.SourceText)).toBe(1);
  });

  it("renders a tune of bars only as a staff of bar lines", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nK:C\n| | || |]\n");
    expect(ctx.layout.systemCount).toBe(1);
    expect(countDrawn(ctx, SymbolKind.Bar)).toBeGreaterThanOrEqual(3);
  });

  it("survives a page narrower than a clef", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C#\ncdef gabc|c'4|\n", 60, 80);
    expect(ctx.pageCount).toBeGreaterThan(0);
    expect(ctx.layout.systemCount).toBeGreaterThanOrEqual(5);
    expect(countRecords(ctx, DisplayKind.Page)).toBe(ctx.pageCount);
  });

  it("survives a page of zero size", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\ncdef gabc|\n", 0, 0);
    expect(countRecords(ctx, DisplayKind.Page)).toBe(ctx.pageCount);
  });

  it("draws enormous and tiny notes with finite ledger lines", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nc''''''''''''''64 C,,,,,,,,,,,,,/64 c0 z128|\n");
    expect(countDrawn(ctx, SymbolKind.Note)).toBeGreaterThanOrEqual(2);
    expect(countRecords(ctx, DisplayKind.Line)).toBeLessThan(200);
  });

  it("renders the same text twice to the same display list", () => {
    const ctx = new Context();
    const text = "X:1\nT:Again\nL:1/8\nK:G\n(3Bcd e>f g2|]\nw:one two three four five six\n";
    renderAbc(ctx, text);
    const first = ctx.display.words.length;
    const firstElements = ctx.elements.count;
    renderAbc(ctx, text);
    expect(ctx.display.words.length).toBe(first);
    expect(ctx.elements.count).toBe(firstElements);
  });
});
