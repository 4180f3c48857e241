/**
 * Format directives applied by the layout (breakLines, justifySystems, paginate, calcStems,
 * pageGeometry): line-break settings, shrinking, stretching, separations, page and stem sizes.
 */

import { DisplayKind, SymbolKind } from "../../abi";
import { Context } from "../../context";
import { STAFF_HEIGHT } from "../constants";
import { lineWidth, pageWidth, staffSpacePixels } from "../pageGeometry";
import { LayoutBits } from "../tables";
import { countGlyphs, note, nthDrawn, recordInt, recordsOf, renderAbc } from "./helpers";
import { NoteheadBlack } from "../../glyphs/smufl.generated";
import { CUSTOS_WIDTH } from "../writeCustos";

/** Systems of the (first) tune: records / stride. */
function systems(ctx: Context): i32 {
  const count = ctx.layout.tuneSystemCount.get(0);
  return count > 0 ? count / ctx.layout.systemStride.get(ctx.layout.tuneFirstSystem.get(0)) : 0;
}

/** A tune of `measures` measures of eight quavers on one source line, after `header`. */
function longLine(header: string, measures: i32): string {
  let text = "X:1\n" + header + "L:1/8\nK:C\n";
  for (let i = 0; i < measures; i++) text += "CDEF GABc|";
  return text + "\n";
}

describe("line-break directives", () => {
  it("joins source lines under %%continueall and %%linebreak <none>, keeps them by default", () => {
    const ctx = new Context();
    const body = "L:1/4\nK:C\nCDEF|\nCDEF|\nCDEF|\n";
    renderAbc(ctx, "X:1\n" + body);
    expect(systems(ctx)).toBe(3);
    renderAbc(ctx, "X:1\n%%continueall\n" + body);
    expect(systems(ctx)).toBe(1);
    renderAbc(ctx, "X:1\nI:linebreak <none>\n" + body);
    expect(systems(ctx)).toBe(1);
  });

  it("ends the system at $ by default, at the characters %%linebreak names, and nowhere else", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nCDEF|$GABc|\n");
    expect(systems(ctx)).toBe(2);
    renderAbc(ctx, "X:1\nL:1/4\n%%linebreak ;\nK:C\nCDEF|;GABc|\nCDEF|\n");
    expect(systems(ctx)).toBe(2);
    renderAbc(ctx, "X:1\nL:1/4\n%%linebreak <EOL>\nK:C\nCDEF|$GABc|;cdef|\n");
    expect(systems(ctx)).toBe(1);
    expect(ctx.diagnostics.count).toBe(1); // the `$` that %%linebreak does not name
  });

  it("puts %%barsperstaff bars on each system, ignoring source line ends", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\n%%barsperstaff 2\nL:1/4\nK:C\nCDEF|CDEF|CDEF|\nCDEF|CDEF|\n");
    expect(systems(ctx)).toBe(3);
  });

  it("starts a page at a %%newpage between two tunes, and skips down at a %%vskip there", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nK:C\nCDEF|\n\n%%newpage\n\nX:2\nK:C\nCDEF|\n");
    expect(ctx.pageCount).toBe(2);
    const together = new Context();
    renderAbc(together, "X:1\nK:C\nCDEF|\n\nX:2\nK:C\nCDEF|\n");
    const skipped = new Context();
    renderAbc(skipped, "X:1\nK:C\nCDEF|\n\n%%vskip 3cm\n\nX:2\nK:C\nCDEF|\n");
    const second = (c: Context): f32 => c.layout.systemTop.get(c.layout.tuneFirstSystem.get(1));
    expect(second(skipped) - second(together)).toBeCloseTo(<f32>(113.4 / staffSpacePixels(skipped)), 1);
  });

  it("ends the system at %%vskip and %%newpage even under %%continueall", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\n%%continueall\nL:1/4\nK:C\nCDEF|\n%%vskip 2cm\nCDEF|\n%%newpage\nCDEF|\n");
    expect(systems(ctx)).toBe(3);
    expect(ctx.pageCount).toBe(2);
    const first = ctx.layout.tuneFirstSystem.get(0);
    const gap = ctx.layout.systemTop.get(first + 1) - ctx.layout.systemTop.get(first);
    expect(gap).toBeGreaterThanOrEqual(<f32>(75.6 / staffSpacePixels(ctx)) + STAFF_HEIGHT);
    expect(ctx.layout.systemPage.get(first + 2)).toBe(1);
  });

  it("breaks a long line into more systems when %%maxshrink forbids shrinking", () => {
    const ctx = new Context();
    renderAbc(ctx, longLine("", 24));
    const shrunk = systems(ctx);
    renderAbc(ctx, longLine("%%maxshrink 0\n", 24));
    expect(systems(ctx)).toBeGreaterThan(shrunk);
  });

  it("makes lines narrower with the margins and wider with a smaller scale", () => {
    const ctx = new Context();
    renderAbc(ctx, longLine("", 24));
    const normal = systems(ctx);
    const width = lineWidth(ctx, 0);
    renderAbc(ctx, longLine("%%leftmargin 8cm\n", 24));
    expect(lineWidth(ctx, 0)).toBeLessThan(width);
    expect(systems(ctx)).toBeGreaterThan(normal);
    renderAbc(ctx, "%%scale 0.4\n" + longLine("", 24));
    expect(systems(ctx)).toBeLessThan(normal);
  });

  it("scales the whole page with %%pagescale, margins included, so more fits than with %%scale", () => {
    const ctx = new Context();
    // Wide margins, so that scaling them matters whatever the default margins are.
    const margins = "%%leftmargin 4cm\n%%rightmargin 4cm\n";
    renderAbc(ctx, margins + "%%scale 0.375\n" + longLine("", 40));
    expect(staffSpacePixels(ctx)).toBeCloseTo(3);
    const scaled = systems(ctx);
    renderAbc(ctx, margins + "%%scale 0.75\n%%pagescale 0.5\n" + longLine("", 40));
    expect(staffSpacePixels(ctx)).toBeCloseTo(3);
    expect(systems(ctx)).toBeLessThan(scaled);
  });

  it("reads %%scale in abc2svg's units: its default 0.75 draws the 6 px staff space of our scale 1", () => {
    const ctx = new Context();
    renderAbc(ctx, longLine("", 24));
    const normal = systems(ctx);
    renderAbc(ctx, "%%scale 0.75\n" + longLine("", 24));
    expect(staffSpacePixels(ctx)).toBeCloseTo(6);
    expect(systems(ctx)).toBe(normal);
    renderAbc(ctx, "%%scale 1\n" + longLine("", 24));
    expect(staffSpacePixels(ctx)).toBeCloseTo(8);
    expect(systems(ctx)).toBeGreaterThan(normal);
  });

  it("shares an overflowing line's bars out evenly: ten measures that fit seven to a line go five and five", () => {
    const ctx = new Context();
    let body = "X:1\nL:1/4\nM:4/4\nK:C\n";
    for (let i = 0; i < 10; i++) body += "CDEF|";
    renderAbc(ctx, body + "\n");
    expect(systems(ctx)).toBe(2);
    const first = ctx.layout.tuneFirstSystem.get(0);
    let inFirst = 0;
    for (let n = 0; n < 10; n++) if (ctx.layout.system.get(nthDrawn(ctx, SymbolKind.Bar, n)) == first) inFirst++;
    expect(inFirst).toBe(5);
    // Seven measures do fit on the line: the balance, not the width, made the break.
    body = "X:1\nL:1/4\nM:4/4\nK:C\n";
    for (let i = 0; i < 7; i++) body += "CDEF|";
    renderAbc(ctx, body + "\n");
    expect(systems(ctx)).toBe(1);
  });

  it("makes no system of a source line that shows no music: its bar lines open the next system (abc2svg)", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\ncdef|cdef|\n| | | |\ncdef|\n");
    expect(systems(ctx)).toBe(2);
    const first = ctx.layout.tuneFirstSystem.get(0);
    // The line's first bar stands in the second system, before its notes.
    expect(ctx.layout.system.get(nthDrawn(ctx, SymbolKind.Bar, 2))).toBe(first + 1);
    renderAbc(ctx, "X:1\nL:1/4\nK:C\ncdef|cdef|\nx4|x4|\ncdef|\n");
    expect(systems(ctx)).toBe(2);
    // Visible rests are music: their line is a system.
    renderAbc(ctx, "X:1\nL:1/4\nK:C\ncdef|cdef|\nz4|z4|\ncdef|\n");
    expect(systems(ctx)).toBe(3);
  });

  it("keeps the music that a K: field opens after a forced break on one line while its least widths fit (abc2svg)", () => {
    // Nottingham reelsa-c X:60, Chicken On The Fence Post: its second part, eight measures of
    // 2/4 joined by `\`, stays on one line in abc2svg 1.22.1 only when a K: field opens it.
    const part1 = "M:2/4\nL:1/4\n";
    const line1 = "\"G\"G/4G/4G/4G/4 G/2G/2|B/2A/2 B/2d/2|\"G\"G/4G/4G/4G/4 G/2G/2|\"D7\"A/2G/2 E/2D/2|\n";
    const line2 = "\"G\"G/4G/4G/4G/4 G/2G/2|\"G\"B/2A/2 B/2d/2|\"C\"e/2e/2 \"D7\"f/2d/4B/4|\"D7\"A \"G\"G::\n";
    const part2 = "\"D\"d/4f3/4 d/4f3/4|d/2F/4E/4 F/2A/2|\\\n\"D\"d/4f3/4 d/4f3/4|\"A7\"e/2d/2 B/2A/2|" +
      "\"D\"d/4d/4d/4d/4 d3/4d/4|F/2E/2 F/2A/2|\\\n\"G\"B/4B/4B/4B/4 \"D\"A/2F/2|\"A7\"E \"D\"D:|\n";
    const ctx = new Context();
    // The same music in D throughout: without the K: field the part is broken in two.
    renderAbc(ctx, "X:60\n" + part1 + "K:D\n" + line1 + line2 + part2);
    expect(systems(ctx)).toBe(4);
    renderAbc(ctx, "X:60\n" + part1 + "K:D\n" + line1 + line2 + "K:D\n" + part2);
    expect(systems(ctx)).toBe(3);
    expect(ctx.diagnostics.count).toBe(0);
    // Twice as long, it cannot fit even at its least widths: it is broken as any other line.
    const twice = part2.replace(":|\n", "|\\\n") + part2;
    renderAbc(ctx, "X:60\n" + part1 + "K:D\n" + line1 + line2 + "K:D\n" + twice);
    expect(systems(ctx)).toBeGreaterThan(3);
  });
});

describe("%%multicol", () => {
  it("sets columns side by side, each between its own margins, and goes on below the lowest", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nCDEF|\n%%multicol start\n%%rightmargin 12cm\nGABc|\nGABc|\n%%multicol new\n%%leftmargin 11cm\nGABc|\n%%multicol end\nCDEF|\n");
    const first = ctx.layout.tuneFirstSystem.get(0);
    expect(systems(ctx)).toBe(5);
    const top = ctx.layout.systemTop;
    const left = ctx.layout.systemLeft;
    // The second column starts level with the first, 11 cm from the page's left edge.
    expect(top.get(first + 3)).toBe(top.get(first + 1));
    expect(left.get(first + 3)).toBeCloseTo(<f32>(11 * 37.8 / staffSpacePixels(ctx)));
    expect(left.get(first + 1)).toBe(left.get(first));
    // The first column ends 12 cm from the page's right edge.
    const columnRight = left.get(first + 1) + ctx.layout.systemWidth.get(first + 1);
    expect(columnRight).toBeLessThanOrEqual(pageWidth(ctx) - <f32>(12 * 37.8 / staffSpacePixels(ctx)) + <f32>0.01);
    // After the end: the page's margins again, under the first (longer) column.
    expect(left.get(first + 4)).toBe(left.get(first));
    expect(top.get(first + 4)).toBeGreaterThan(top.get(first + 2));
  });
});

describe("spacing directives", () => {
  it("stretches a short last line only when %%stretchlast asks", () => {
    const ctx = new Context();
    const body = "L:1/4\nK:C\nCDEF|CDEF|CDEF|CDEF|CDEF|\nCDEF|\n";
    renderAbc(ctx, "X:1\n" + body);
    const last = ctx.layout.tuneFirstSystem.get(0) + 1;
    const natural = ctx.layout.systemWidth.get(last);
    expect(natural).toBeLessThan(ctx.layout.systemWidth.get(last - 1));
    renderAbc(ctx, "X:1\n%%stretchlast 1\n" + body);
    expect(ctx.layout.systemWidth.get(last)).toBeCloseTo(ctx.layout.systemWidth.get(last - 1));
  });

  it("spaces a doubled duration %%notespacingfactor times wider", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\n%%notespacingfactor 2\nL:1/4\nK:C\nC2 C C C4|\n");
    const half = ctx.layout.columnIdeal.get(ctx.layout.column.get(note(ctx, 1)));
    const quarter = ctx.layout.columnIdeal.get(ctx.layout.column.get(note(ctx, 2)));
    expect(half / quarter).toBeCloseTo(2);
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nC2 C C C4|\n");
    // Without the directive, 1.3 per doubling (abc2svg 1.22.1's spacing, black-boxed).
    const defaultHalf = ctx.layout.columnIdeal.get(ctx.layout.column.get(note(ctx, 1)));
    const defaultQuarter = ctx.layout.columnIdeal.get(ctx.layout.column.get(note(ctx, 2)));
    expect(defaultHalf / defaultQuarter).toBeCloseTo(<f32>1.3);
  });

  it("keeps systems %%staffsep apart and staves %%sysstaffsep apart", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\n%%staffsep 4cm\nL:1/4\nK:C\nCDEF|\nCDEF|\n");
    const first = ctx.layout.tuneFirstSystem.get(0);
    // Each system's block is a whole number of pixels (paginate.ts): half a pixel may go.
    expect(ctx.layout.systemTop.get(first + 1) - ctx.layout.systemTop.get(first)).toBeGreaterThanOrEqual(<f32>(4 * 37.8 / 6) + STAFF_HEIGHT - 0.5 / 6);
    renderAbc(ctx, "X:1\n%%sysstaffsep 3cm\nL:1/4\nV:1\nV:2\nK:C\n[V:1]CDEF|\n[V:2]CDEF|\n");
    const top = ctx.layout.tuneFirstSystem.get(0);
    expect(ctx.layout.systemTop.get(top + 1) - ctx.layout.systemTop.get(top)).toBeGreaterThanOrEqual(<f32>(3 * 37.8 / 6) + STAFF_HEIGHT - 0.01);
  });

  it("draws stems %%stemheight long", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nB|\n");
    const id = note(ctx, 0);
    const normal = Mathf.abs(ctx.layout.stemTip.get(id) - 2);
    renderAbc(ctx, "X:1\n%%stemheight 30\nL:1/4\nK:C\nB|\n");
    expect(Mathf.abs(ctx.layout.stemTip.get(note(ctx, 0)) - 2)).toBeCloseTo(normal + 1.5);
  });
});

/** The values of the NumberText records, in drawing order, joined by commas. */
function numbersDrawn(ctx: Context): string {
  const numbers = recordsOf(ctx, DisplayKind.NumberText);
  let text = "";
  for (let k = 0; k < numbers.length; k++) text += (k > 0 ? "," : "") + recordInt(ctx, numbers[k], 4).toString();
  return text;
}

describe("bar numbers", () => {
  const body = "L:1/4\nM:4/4\nK:C\nCDEF|CDEF|CDEF|\nCDEF|CDEF|\n";

  it("numbers every bar with %%measurenb 1, the last bar of a system opening the next", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\n%%measurenb 1\n" + body);
    expect(numbersDrawn(ctx)).toBe("2,3,4,5");
    renderAbc(ctx, "X:1\n" + body);
    expect(numbersDrawn(ctx)).toBe("");
  });

  it("numbers only each system's first measure with %%measurenb 0", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nI:measurenb 0\n" + body);
    expect(numbersDrawn(ctx)).toBe("4");
  });

  it("does not count an anacrusis, and %%setbarnb renumbers the next bar", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\n%%measurenb 1\nL:1/4\nM:4/4\nK:C\nC|CDEF|CDEF|\nCDEF|CDEF|\n");
    expect(numbersDrawn(ctx)).toBe("2,3,4");
    renderAbc(ctx, "X:1\n%%measurenb 1\nL:1/4\nM:4/4\nK:C\nCDEF|CDEF|\n%%setbarnb 10\nCDEF|CDEF|CDEF|\n");
    expect(numbersDrawn(ctx)).toBe("2,3,10,11");
    renderAbc(ctx, "X:1\n%%measurenb 2\n%%setbarnb 10\nL:1/4\nM:4/4\nK:C\nCDEF|CDEF|\nCDEF|CDEF|\n");
    expect(numbersDrawn(ctx)).toBe("10,12");
  });
});

describe("%%tuplets and %%custos", () => {
  it("hides every tuplet mark with %%tuplets 1, brackets even beamed ones with 2", () => {
    const ctx = new Context();
    const body = "L:1/8\nK:C\n(3CDE (3C2D2E2|\n";
    renderAbc(ctx, "X:1\n" + body);
    expect(ctx.layout.tupletSystem.get(0)).toBeGreaterThanOrEqual(0);
    expect(ctx.layout.tupletBracket.get(0)).toBe(0);
    expect(ctx.layout.tupletBracket.get(1)).toBe(1);
    renderAbc(ctx, "X:1\n%%tuplets 2 0 0\n" + body);
    expect(ctx.layout.tupletBracket.get(0)).toBe(1);
    renderAbc(ctx, "X:1\n%%tuplets 1 0 0\n" + body);
    expect(ctx.layout.tupletSystem.get(0)).toBe(-1);
    expect(ctx.layout.tupletSystem.get(1)).toBe(-1);
  });

  it("keeps room for a custos at the end of every system but the last, and draws it", () => {
    const ctx = new Context();
    const body = "L:1/4\nM:4/4\nK:C\nCDEF|GABc|CDEF|GABc|CDEF|\nGABc|\n";
    renderAbc(ctx, "X:1\n" + body);
    const heads = countGlyphs(ctx, NoteheadBlack);
    renderAbc(ctx, "X:1\n%%custos 1\n" + body);
    expect(countGlyphs(ctx, NoteheadBlack)).toBe(heads + 1);
    const first = ctx.layout.tuneFirstSystem.get(0);
    const lastBar = nthDrawn(ctx, SymbolKind.Bar, 4);
    const staffEnd = ctx.layout.systemLeft.get(first) + ctx.layout.systemWidth.get(first);
    expect(ctx.layout.x.get(lastBar)).toBeLessThanOrEqual(staffEnd - CUSTOS_WIDTH + 0.01);
  });
});

describe("stems", () => {
  it("points every stem of a voice with stem=down down, and with stem=up up", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nV:1 stem=down\nK:C\nC D c' d'|\n");
    for (let n = 0; n < 4; n++) expect(ctx.layout.hasBit(note(ctx, n), LayoutBits.StemUp)).toBe(false);
    renderAbc(ctx, "X:1\nL:1/8\nV:1 stem=up\nK:C\nc'd'e'f' a'b'|\n");
    for (let n = 0; n < 6; n++) expect(ctx.layout.hasBit(note(ctx, n), LayoutBits.StemUp)).toBe(true);
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nC c'|\n");
    expect(ctx.layout.hasBit(note(ctx, 0), LayoutBits.StemUp)).toBe(true);
    expect(ctx.layout.hasBit(note(ctx, 1), LayoutBits.StemUp)).toBe(false);
  });
});

describe("symbol widths (set_width)", () => {
  it("lays out only kinds that have a width rule, so 'Cannot set width' has no input", () => {
    // Every kind the parser makes: notes, chords, rests, x, Z, bars, clef, key and meter
    // changes, tempo, part, grace notes, spacer, overlay, decorations, chord symbols, lyrics.
    const ctx = new Context();
    renderAbc(ctx, "X:1\nT:t\nM:3/4\nL:1/8\nQ:1/4=90\nP:A\nK:G\n\"Am\"!trill!{g}A2 [CEG]2 z2|x6|Z2|[K:bass]C,6|[M:2/4]y C4&E4|\n[P:B][Q:1/4=60]T:part\nc4 :|\nw:la la\n");
    const layout = ctx.layout;
    let drawn = 0;
    for (let i = 0, n = layout.sequence.length; i < n; i++) {
      const id = layout.sequence.get(i);
      const kind = ctx.symbols.kind.get(id);
      const ruled = kind == SymbolKind.Note || kind == SymbolKind.Rest || kind == SymbolKind.MultiMeasureRest
        || kind == SymbolKind.Bar || kind == SymbolKind.Clef || kind == SymbolKind.Key || kind == SymbolKind.Meter;
      expect(ruled).toBe(true);
      if (kind != SymbolKind.Bar) expect(layout.widthRight.get(id)).toBeGreaterThan(0);
      drawn++;
    }
    expect(drawn).toBeGreaterThan(10);
  });
});

describe("directives in bulk", () => {
  it("renders hundreds of tunes full of positional directives, a page for each %%newpage", () => {
    const ctx = new Context();
    let text = "%%measurenb 1\n";
    for (let t = 0; t < 200; t++) {
      text += "X:" + t.toString() + "\nL:1/4\nM:2/4\nK:C\nCD|\n%%multicol start\n%%rightmargin 11cm\nEF|\n%%multicol new\n";
      text += "%%leftmargin 11cm\nGA|\n%%multicol end\n%%setbarnb 7\n%%vskip 5\n%%staff 3\nBc|\n%%newpage\nde|\n\n";
    }
    renderAbc(ctx, text);
    expect(ctx.tunes.count).toBe(200);
    expect(ctx.pageCount).toBeGreaterThanOrEqual(200);
    // Each tune: two margins, three %%multicol, %%setbarnb, %%vskip, %%newpage.
    expect(ctx.format.eventCount).toBe(200 * 8);
  });
});
