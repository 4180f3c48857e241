/**
 * The Page record positions and glyph sets the display list notes as it is written
 * (emit/displayList.ts pagePositions, glyphSets) give each page's frame and `<defs>` exactly as
 * walking the records finds them (svgWriter.ts findPages, svgGlyphs.ts writeDefinitions), on a
 * rendered text of several pages whose glyphs differ from page to page.
 */
import { Context } from "../../../context";
import { render } from "../../../index";
import { GLYPH_SET_WORDS } from "../../displayList";
import { glyphPathSlot } from "../glyphPaths.generated";
import { GClef, FClef, AccidentalSharp, AccidentalFlat } from "../../../glyphs/smufl.generated";
import { writtenPages } from "./helpers";

const TEXT =
  "X:1\nT:First\nL:1/4\nK:G\nG A B c|d e f g|\n%%newpage\n" +
  "X:2\nT:Second\nL:1/8\nK:F bass\nF,2 _B,2 C2 F2|A,B,CD E2 F2|]\n";

function renderText(ctx: Context, text: string): void {
  const address = ctx.source.prepare(text.length);
  for (let i = 0; i < text.length; i++) store<u16>(address + (<usize>i << 1), <u16>text.charCodeAt(i));
  render(ctx);
}

/** Whether the set of Page record `record` holds the glyph at `codepoint`. */
function inSet(ctx: Context, record: i32, codepoint: i32): bool {
  const slot = glyphPathSlot(codepoint);
  const word = ctx.display.glyphSets.get(record * GLYPH_SET_WORDS + (slot >> 5));
  return (word & (1 << (slot & 31))) != 0;
}

describe("glyph sets", () => {
  it("list each page's glyphs, as a walk over its records finds them", () => {
    const ctx = new Context();
    renderText(ctx, TEXT);
    expect(ctx.pageCount).toBe(2);
    expect(ctx.display.glyphSets.length).toBe(2 * GLYPH_SET_WORDS);
    expect(ctx.display.pagePositions.length).toBe(2);
    expect(ctx.display.pagePositions.get(0)).toBe(0);
    expect(inSet(ctx, 0, GClef)).toBe(true);
    expect(inSet(ctx, 0, AccidentalSharp)).toBe(true);
    expect(inSet(ctx, 0, FClef)).toBe(false);
    expect(inSet(ctx, 1, FClef)).toBe(true);
    expect(inSet(ctx, 1, AccidentalFlat)).toBe(true);
    expect(inSet(ctx, 1, GClef)).toBe(false);

    const fromSets = writtenPages(ctx);
    ctx.display.pagesKnown = false;
    const walked = writtenPages(ctx);
    expect(fromSets.length).toBe(2);
    for (let page = 0; page < 2; page++) {
      expect(fromSets[page].includes('<defs><path id="gE')).toBe(true);
      expect(fromSets[page]).toBe(walked[page]);
    }
  });
});
