/**
 * The numbers outside the writer's tables (svgOutput.ts putCoordinate: negative, or 10,000 and
 * more): left in the page as a mark and the value while the records are written, then expanded
 * when the page is done, to the text SvgOutput.number writes. A line path's opening with such a
 * width is not kept for the next page's lines of that width, which would copy it unexpanded.
 */
import { DisplayKind, DisplaySize, LineRole } from "../../../abi";
import { Context } from "../../../context";
import { NoteheadBlack } from "../../../glyphs/smufl.generated";
import { putCoordinate, SvgOutput } from "../svgOutput";
import { written, writtenPages } from "./helpers";

/** A display list written word by word, as a host writes one (index.ts displayListBuffer). */
class Records {
  words: i32[] = [];

  page(index: i32): Records {
    this.words.push(DisplayKind.Page | (DisplaySize.Page << 8));
    this.words.push(index);
    this.number(100);
    this.number(150);
    this.number(6);
    return this;
  }

  glyph(x: f32, y: f32): Records {
    this.words.push(DisplayKind.Glyph | (DisplaySize.Glyph << 8));
    this.words.push(-1);
    this.words.push(NoteheadBlack);
    this.number(x);
    this.number(y);
    this.number(4);
    return this;
  }

  line(width: f32): Records {
    this.words.push(DisplayKind.Line | (DisplaySize.Line << 8));
    this.words.push(-1);
    this.words.push(LineRole.Stem);
    this.number(1);
    this.number(2);
    this.number(1);
    this.number(5);
    this.number(width);
    return this;
  }

  private number(value: f32): void {
    this.words.push(reinterpret<i32>(value));
  }

  /** The pages the writer writes from these records, one string each. */
  write(pageCount: i32): string[] {
    const ctx = new Context();
    const display = ctx.display;
    display.words.resize(this.words.length);
    for (let i = 0; i < this.words.length; i++) display.words.set(i, this.words[i]);
    display.pagesKnown = false;
    ctx.pageCount = pageCount;
    return writtenPages(ctx);
  }
}

function number(value: f64): string {
  const out = new SvgOutput();
  out.number(value);
  return written(out);
}

describe("wide numbers", () => {
  it("are written as SvgOutput.number writes them, the bytes after them kept", () => {
    const wide: f32 = 3e9;
    const pages = new Records().page(0).glyph(wide, -0.05).glyph(-wide, 2.5).glyph(1, 2).write(1);
    expect(pages.length).toBe(1);
    const page = pages[0];
    expect(page.includes('x="' + number(wide) + '" y="-0.05"/>')).toBe(true);
    expect(page.includes('x="' + number(-wide) + '" y="2.5"/>')).toBe(true);
    expect(page.includes('x="1" y="2"/>')).toBe(true);
    expect(page.endsWith("</g></svg>")).toBe(true);
    for (let i = 0; i < page.length; i++) expect(page.charCodeAt(i) < 0x80).toBe(true);
  });

  it("in a line's width are written on every page that draws the width", () => {
    const wide: f32 = 5e9;
    const pages = new Records().page(0).line(wide).page(1).line(wide).write(2);
    expect(pages.length).toBe(2);
    const opening = '<path class="stem" stroke-width="' + number(wide) + '" d="M1 2V5"/>';
    expect(pages[0].includes(opening)).toBe(true);
    expect(pages[1].includes(opening)).toBe(true);
  });

  it("are expanded without allocating once the output has room (the stub runtime never frees)", () => {
    const out = new SvgOutput();
    const wide: f64 = 3e9;
    writeAround(out, wide);
    expect(written(out)).toBe("A" + number(wide) + "B");
    // Two probes in a row are this far apart; with nothing allocated between, so are two
    // probes around further expansions.
    const first = changetype<usize>(new StaticArray<u8>(8));
    const next = changetype<usize>(new StaticArray<u8>(8));
    writeAround(out, wide);
    writeAround(out, -wide);
    const last = changetype<usize>(new StaticArray<u8>(8));
    expect(last - next).toBe(next - first);
  });
});

/** Writes `A`, the wide number `value` as the writer's records leave it, and `B`, then expands the page. */
function writeAround(out: SvgOutput, value: f64): void {
  out.reset();
  out.byte(65);
  out.ensure(16);
  out.setEnd(putCoordinate(out.end(), value));
  out.byte(66);
  out.expandWideNumbers(0);
}
