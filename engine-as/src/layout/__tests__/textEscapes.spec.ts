/**
 * Escapes measured as the character they print (layout/textEscapes.ts, textWidth.ts
 * builtInTextWidth): the built-in width of escaped text is that of the decoded text.
 */

import { Context } from "../../context";
import { builtInTextWidth } from "../textWidth";
import { escapeLength } from "../../text/escapes";
import { renderAbc } from "./helpers";

/** Built-in width (ems) of `text`, rendered as the whole source. */
function widthOf(ctx: Context, text: string): f32 {
  renderAbc(ctx, text);
  return builtInTextWidth(ctx, 0, text.length);
}

describe("escaped text widths", () => {
  it("measure an accent escape as its letter and a ligature as the letter it names", () => {
    const ctx = new Context();
    expect(widthOf(ctx, "caf\\'e")).toBeCloseTo(widthOf(ctx, "cafe"));
    expect(widthOf(ctx, "\\`a\\~n\\\"u")).toBeCloseTo(widthOf(ctx, "anu"));
    expect(widthOf(ctx, "\\ae")).toBeCloseTo(<f32>0.667);
    expect(widthOf(ctx, "\\ss")).toBeCloseTo(<f32>0.5);
    expect(widthOf(ctx, "\\u0041")).toBeCloseTo(widthOf(ctx, "A"));
  });

  it("measure a character reference as its character", () => {
    const ctx = new Context();
    expect(widthOf(ctx, "A &amp; B")).toBeCloseTo(widthOf(ctx, "A & B"));
    expect(widthOf(ctx, "&lt;&gt;&quot;")).toBeCloseTo(widthOf(ctx, '<>"'));
    expect(widthOf(ctx, "&#65;&#x42;")).toBeCloseTo(widthOf(ctx, "AB"));
  });

  it("measure an & that starts no reference, and a last backslash, as written", () => {
    const ctx = new Context();
    expect(widthOf(ctx, "a & b")).toBeGreaterThan(widthOf(ctx, "a  b"));
    expect(widthOf(ctx, "&#233")).toBeCloseTo(widthOf(ctx, "&") + widthOf(ctx, "#233"));
  });

  it("read the length of each escape, and none where no escape starts", () => {
    const ctx = new Context();
    const text = "\\'e\\ae\\u00e9&amp;&#xe9;&x & \\";
    renderAbc(ctx, text);
    expect(escapeLength(ctx.source, 0, text.length)).toBe(3);
    expect(escapeLength(ctx.source, 3, text.length)).toBe(3);
    expect(escapeLength(ctx.source, 6, text.length)).toBe(6);
    expect(escapeLength(ctx.source, 12, text.length)).toBe(5);
    expect(escapeLength(ctx.source, 17, text.length)).toBe(6);
    expect(escapeLength(ctx.source, 23, text.length)).toBe(0); // &x without ;
    expect(escapeLength(ctx.source, 26, text.length)).toBe(0); // a lone &
    expect(escapeLength(ctx.source, 28, text.length)).toBe(0); // a last backslash
  });
});
