/**
 * Text runs (svgWriter.ts writeTextRun): a plain run (printedText.ts putPlain) is written as its
 * source's bytes; any other, found plain up to some unit, is printed (escapes decoded) and its
 * character data written over what the plain copy left; a run that prints nothing writes nothing.
 */
import { DisplayKind, DisplaySize, FontId, TextAnchor } from "../../../abi";
import { Context } from "../../../context";
import { writtenPages } from "./helpers";

/** One page of text runs over `source`, written as the writer writes it. */
class Runs {
  words: i32[] = [];
  source: string;

  constructor(source: string) {
    this.source = source;
    this.words.push(DisplayKind.Page | (DisplaySize.Page << 8));
    this.words.push(0);
    this.number(100);
    this.number(150);
    this.number(6);
  }

  /** A run of role `font` printing source[start, end). */
  run(font: i32, start: i32, end: i32): Runs {
    this.words.push(DisplayKind.SourceText | (DisplaySize.SourceText << 8));
    this.words.push(-1);
    this.words.push(font);
    this.words.push(TextAnchor.Start);
    this.words.push(start);
    this.words.push(end);
    this.number(1);
    this.number(2);
    this.number(3);
    return this;
  }

  private number(value: f32): void {
    this.words.push(reinterpret<i32>(value));
  }

  /** The page's text runs' character data, in order. */
  texts(): string[] {
    const ctx = new Context();
    const units = ctx.source.prepare(this.source.length);
    for (let i = 0; i < this.source.length; i++) store<u16>(units + (<usize>i << 1), <u16>this.source.charCodeAt(i));
    const display = ctx.display;
    display.words.resize(this.words.length);
    for (let i = 0; i < this.words.length; i++) display.words.set(i, this.words[i]);
    display.pagesKnown = false;
    ctx.pageCount = 1;
    const page = writtenPages(ctx)[0];
    const texts: string[] = [];
    let at = page.indexOf("<text ");
    while (at >= 0) {
      const from = page.indexOf(">", at) + 1;
      const to = page.indexOf("</text>", from);
      texts.push(page.substring(from, to));
      at = page.indexOf("<text ", to);
    }
    return texts;
  }
}

describe("text runs", () => {
  it("write a plain run as its source, and escape or decode the others", () => {
    const source = "Hello ab<cd caf\u00e9 a~b &amp; it's";
    const texts = new Runs(source)
      .run(FontId.Lyric, 0, 5)
      .run(FontId.Lyric, 6, 11)
      .run(FontId.Title, 12, 16)
      .run(FontId.Lyric, 17, 20)
      .run(FontId.Title, 17, 20)
      .run(FontId.Title, 21, 26)
      .run(FontId.Title, 27, 31)
      .texts();
    expect(texts.length).toBe(7);
    expect(texts[0]).toBe("Hello");
    expect(texts[1]).toBe("ab&lt;cd");
    expect(texts[2]).toBe("caf&#233;");
    expect(texts[3]).toBe("a b");
    expect(texts[4]).toBe("a~b");
    expect(texts[5]).toBe("&amp;");
    expect(texts[6]).toBe("it&apos;s");
  });

  it("clamp the range to the source, and write nothing for a run that prints nothing", () => {
    const texts = new Runs("abc").run(FontId.Title, 1, 1).run(FontId.Title, -5, 2).run(FontId.Title, 2, 99).run(FontId.Title, 7, 9).texts();
    expect(texts.length).toBe(2);
    expect(texts[0]).toBe("ab");
    expect(texts[1]).toBe("c");
  });
});
