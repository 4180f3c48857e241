/**
 * The SVG writer's output buffer: numbers as JavaScript's `String` writes them after rounding to
 * thousandths (the pages the TypeScript writer made, byte for byte), integers, character
 * references, and the glyph outlines printed back from the generated tables.
 */
import { GLYPH_PATH_COUNT, glyphPathCodepoint, glyphPathSlot } from "../glyphPaths.generated";
import { NoteheadBlack } from "../../../glyphs/smufl.generated";
import { markup, SvgOutput } from "../svgOutput";
import { SvgGlyphs } from "../svgGlyphs";
import { written } from "./helpers";

function number(value: f64): string {
  const out = new SvgOutput();
  out.number(value);
  return written(out);
}

describe("SvgOutput", () => {
  it("writes coordinates with at most three decimals, no trailing zeros and no -0", () => {
    expect(number(1.23456)).toBe("1.235");
    expect(number(-2.5)).toBe("-2.5");
    expect(number(12.0996)).toBe("12.1");
    expect(number(-0.0004)).toBe("0");
    expect(number(0)).toBe("0");
    expect(number(793.7)).toBe("793.7");
    expect(number(<f64><f32>0.13)).toBe("0.13");
    expect(number(12345.0)).toBe("12345");
    expect(number(2147483.647)).toBe("2147483.647");
    expect(number(-2147483.647)).toBe("-2147483.647");
  });

  it("rounds halves of a thousandth up, as Math.round does", () => {
    expect(number(0.0005)).toBe("0.001");
    expect(number(-0.0015)).toBe("-0.001");
    expect(number(2.0625)).toBe("2.063");
  });

  it("writes 0 for NaN and the infinities, and numbers beyond the integer range in full", () => {
    expect(number(NaN)).toBe("0");
    expect(number(Infinity)).toBe("0");
    expect(number(-Infinity)).toBe("0");
    expect(number(3e9)).toBe("3000000000");
    expect(number(-3e9)).toBe("-3000000000");
  });

  it("writes i32 values as String does, the most negative one included", () => {
    const out = new SvgOutput();
    out.integer(0);
    out.byte(32);
    out.integer(-42);
    out.byte(32);
    out.integer(123456789);
    out.byte(32);
    out.integer(-2147483648);
    expect(written(out)).toBe("0 -42 123456789 -2147483648");
  });

  it("writes characters beyond ASCII as decimal character references", () => {
    const out = new SvgOutput();
    out.character(65);
    out.character(0x266f);
    out.character(0x1d12b);
    expect(written(out)).toBe("A&#9839;&#119083;");
  });

  it("appends markup after what was written, growing past its first capacity", () => {
    const out = new SvgOutput();
    const piece = markup('<use href="#gE0A4" x="');
    for (let i = 0; i < 5000; i++) out.markupNumber(piece, 1.5);
    expect(out.length).toBe(5000 * (piece.length + 3));
    expect(written(out).slice(0, piece.length + 3)).toBe('<use href="#gE0A4" x="1.5');
    out.endPage();
    expect(out.pageEnds.length).toBe(1);
    expect(out.pageEnds.get(0)).toBe(out.length);
  });
});

describe("SvgGlyphs", () => {
  it("finds an outline for every slot's code point, in ascending code point order", () => {
    expect(GLYPH_PATH_COUNT).toBeGreaterThan(100);
    for (let slot = 1; slot < GLYPH_PATH_COUNT; slot++) {
      expect(glyphPathCodepoint(slot)).toBeGreaterThan(glyphPathCodepoint(slot - 1));
      expect(glyphPathSlot(glyphPathCodepoint(slot))).toBe(slot);
    }
    expect(glyphPathSlot(0xe999)).toBe(-1);
  });

  it("prints the black notehead's outline as Bravura's path in staff spaces (scripts/extract-glyphs.ts)", () => {
    const out = new SvgOutput();
    const glyphs = new SvgGlyphs(out);
    const words = new StaticArray<i32>(6);
    words[0] = 2 | (6 << 8); // a Glyph record (abi DisplayKind.Glyph)
    words[2] = NoteheadBlack;
    glyphs.writeDefinitions(words, 0, 6, out);
    expect(written(out)).toBe(
      '<path id="gE0A4" d="M.388.5c.356 0 .792-.328.792-.668 0-.204-.16-.332-.388-.332-.44 0-.792.324-.792.668 0 .208.172.332.388.332z"/>',
    );
  });
});
