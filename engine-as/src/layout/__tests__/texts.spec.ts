/**
 * Text drawn on the page from fields (titleBlock, staffTexts): titles, composers, origin, parts,
 * tempo; and the text fields the parser keeps for them (parse/headerFields.ts).
 */

import { DiagnosticCode, DiagnosticField, DisplayKind, ElementField, ElementKind } from "../../abi";
import { Context } from "../../context";
import { MetAugmentationDot, MetNoteQuarterUp } from "../../glyphs/smufl.generated";
import { topMargin } from "../pageGeometry";
import { WORDS_SIZE } from "../textFields";
import { titleBlockHeight } from "../titleBlock";
import { wordsBlockHeight } from "../wordsBlock";
import { countElements, countGlyphs, countRecords, elementFloat, elementInt, elementText, note, nthElement, recordFloat, recordInt, recordsOf, renderAbc } from "./helpers";

describe("text fields", () => {
  it("keep every header T:, C:, O:, P: and the fields drawn only under %%writefields", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nT:One\nT:Two\nC:A\nC:B\nO:Here\nR:reel\nN:note\nP:AB\nK:C\nc|\n");
    expect(ctx.textFields.count).toBe(8);
    expect(ctx.textFields.voice.get(0)).toBe(-1);
  });

  it("keep a part label and a section title met in the body, after the voice's last symbol", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nK:C\nc|\nP:B\nT:Second\nd|\n");
    expect(ctx.textFields.count).toBe(2);
    expect(ctx.textFields.voice.get(0)).toBe(0);
    expect(ctx.textFields.after.get(0)).toBeGreaterThanOrEqual(0);
  });

  it("report a header-only field in the body with abc2svg's words", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nK:C\nc|\nO:Somewhere\nd|\n");
    expect(ctx.diagnostics.count).toBe(1);
    expect(ctx.diagnostics.records.get(DiagnosticField.Code)).toBe(DiagnosticCode.FieldInsideTune);
  });
});

describe("the title block", () => {
  const text = "X:1\nT:One\nT:Two\nT:Three\nC:A\nC:B\nO:Here\nR:reel\nP:AB\nK:C\nc|\n";

  it("draws every T: (a title and two subtitles), every C:, the origin and the parts; not R:", () => {
    const ctx = new Context();
    renderAbc(ctx, text);
    expect(countElements(ctx, ElementKind.Title)).toBe(3);
    // Two composers and the origin after the last one.
    expect(countElements(ctx, ElementKind.Composer)).toBe(3);
    expect(countElements(ctx, ElementKind.Part)).toBe(1);
    expect(elementText(ctx, text, nthElement(ctx, ElementKind.Part, 0))).toBe("AB");
  });

  it("stacks its lines downwards: titles, composers, then the parts at the left margin", () => {
    const ctx = new Context();
    renderAbc(ctx, text);
    const subtitle = nthElement(ctx, ElementKind.Title, 2);
    const composer = nthElement(ctx, ElementKind.Composer, 0);
    const parts = nthElement(ctx, ElementKind.Part, 0);
    expect(elementFloat(ctx, composer, ElementField.Y)).toBeGreaterThan(elementFloat(ctx, subtitle, ElementField.Y));
    expect(elementFloat(ctx, parts, ElementField.Y)).toBeGreaterThan(elementFloat(ctx, composer, ElementField.Y));
    expect(elementFloat(ctx, parts, ElementField.X)).toBeLessThan(elementFloat(ctx, composer, ElementField.X));
  });

  it("puts the origin right of the last composer, on its line", () => {
    const ctx = new Context();
    renderAbc(ctx, text);
    const origin = nthElement(ctx, ElementKind.Composer, 1);
    const last = nthElement(ctx, ElementKind.Composer, 2);
    expect(elementText(ctx, text, origin)).toBe("Here");
    expect(elementText(ctx, text, last)).toBe("B");
    expect(elementFloat(ctx, origin, ElementField.Y)).toBe(elementFloat(ctx, last, ElementField.Y));
    expect(elementFloat(ctx, origin, ElementField.X)).toBeGreaterThan(elementFloat(ctx, last, ElementField.X) + elementFloat(ctx, last, ElementField.Width));
  });
});

describe("tempo marks and part labels", () => {
  const text = "X:1\nQ:\"Allegro\" 3/8=60\nL:1/8\nK:C\nP:A\nCDE|\nP:B\nFGA|[Q:1/4=90]Bcd|\n";

  it("draw the header Q:, an inline Q: and each body P: over the staff", () => {
    const ctx = new Context();
    renderAbc(ctx, text);
    expect(countElements(ctx, ElementKind.Tempo)).toBe(2);
    expect(countElements(ctx, ElementKind.Part)).toBe(2);
    expect(elementText(ctx, text, nthElement(ctx, ElementKind.Part, 1))).toBe("B");
  });

  it("draw a dotted metronome note for a beat of 3/8", () => {
    const ctx = new Context();
    renderAbc(ctx, text);
    expect(countGlyphs(ctx, MetNoteQuarterUp)).toBe(2);
    expect(countGlyphs(ctx, MetAugmentationDot)).toBe(1);
  });

  it("put the tempo line above the part line, and both above the staff", () => {
    const ctx = new Context();
    renderAbc(ctx, text);
    const tempo = nthElement(ctx, ElementKind.Tempo, 0);
    const part = nthElement(ctx, ElementKind.Part, 0);
    const partBottom = elementFloat(ctx, part, ElementField.Y) + elementFloat(ctx, part, ElementField.Height);
    expect(elementFloat(ctx, tempo, ElementField.Y) + elementFloat(ctx, tempo, ElementField.Height)).toBeLessThanOrEqual(elementFloat(ctx, part, ElementField.Y) + 0.5);
    expect(partBottom).toBeLessThan(ctx.layout.systemTop.get(0));
  });

  it("start at the note they stand over", () => {
    const ctx = new Context();
    renderAbc(ctx, text);
    const part = nthElement(ctx, ElementKind.Part, 1);
    // The second part label stands over F, the fourth note.
    const x = elementFloat(ctx, part, ElementField.X);
    const f = note(ctx, 3);
    expect(Mathf.abs(x - ctx.layout.x.get(f))).toBeLessThan(1.5);
  });
});

describe("the words after the tune", () => {
  const text = "X:1\nW:first line\nK:C\nc|\nW:\nW:second verse\n";

  it("take a line per W: of the header and the body, verses side by side in two columns", () => {
    const ctx = new Context();
    renderAbc(ctx, text);
    // Two one-line verses in one row: the gap above (5 px) and one line.
    expect(wordsBlockHeight(ctx, 0)).toBeCloseTo(<f32>(5.0 / 6.0 + WORDS_SIZE * 1.1));
    const three = "X:1\nK:C\nc|\nW:a\nW:b\nW:\nW:c\nW:\nW:d\n";
    renderAbc(ctx, three);
    // A row of two verses (two lines), a blank line, the odd last verse (one line).
    expect(wordsBlockHeight(ctx, 0)).toBeCloseTo(<f32>(5.0 / 6.0 + 4 * WORDS_SIZE * 1.1));
    const none = new Context();
    renderAbc(none, "X:1\nK:C\nc|\n");
    expect(wordsBlockHeight(none, 0)).toBe(0);
  });

  it("are written after the music, the first half of the verses left, the second right", () => {
    const ctx = new Context();
    renderAbc(ctx, text);
    expect(countElements(ctx, ElementKind.Words)).toBe(2);
    const first = nthElement(ctx, ElementKind.Words, 0);
    const second = nthElement(ctx, ElementKind.Words, 1);
    // After the last note of the tune, in the element order of the page.
    expect(first).toBeGreaterThan(nthElement(ctx, ElementKind.Note, countElements(ctx, ElementKind.Note) - 1));
    expect(elementText(ctx, text, second)).toBe("second verse");
    expect(elementFloat(ctx, second, ElementField.Y)).toBe(elementFloat(ctx, first, ElementField.Y));
    // abc2svg 1.22.1 sets the right column half the line width right of the left one.
    expect(elementFloat(ctx, second, ElementField.X) - elementFloat(ctx, first, ElementField.X)).toBeCloseTo(<f32>(688.2 / 6.0 / 2.0), 1);
  });

  it("set a verse number right-aligned before its column (abc2svg: `1. one` is `1.` and `one` 5 units apart)", () => {
    const numbered = "X:1\nK:C\nc|\nW:1. one\nW:two\n";
    const ctx = new Context();
    renderAbc(ctx, numbered);
    expect(countElements(ctx, ElementKind.Words)).toBe(3);
    const number = nthElement(ctx, ElementKind.Words, 0);
    const one = nthElement(ctx, ElementKind.Words, 1);
    const two = nthElement(ctx, ElementKind.Words, 2);
    expect(elementText(ctx, numbered, number)).toBe("1.");
    expect(elementText(ctx, numbered, one)).toBe("one");
    expect(elementFloat(ctx, two, ElementField.X)).toBe(elementFloat(ctx, one, ElementField.X));
    const numberEnd = elementFloat(ctx, number, ElementField.X) + elementFloat(ctx, number, ElementField.Width);
    expect((elementFloat(ctx, one, ElementField.X) - numberEnd) * 6).toBeCloseTo(<f32>5.0, 1);
  });

  it("set every verse alone, one under the other, when a paired one does not fit half the line", () => {
    // abc2svg 1.22.1: 38 b's and `a` side by side, 40 b's and `a` one under the other.
    const narrow = "X:1\nK:C\nc|\nW:" + "b".repeat(38) + "\nW:\nW:a\n";
    const wide = "X:1\nK:C\nc|\nW:" + "b".repeat(40) + "\nW:\nW:a\n";
    const ctx = new Context();
    renderAbc(ctx, narrow);
    expect(elementFloat(ctx, nthElement(ctx, ElementKind.Words, 1), ElementField.Y)).toBe(elementFloat(ctx, nthElement(ctx, ElementKind.Words, 0), ElementField.Y));
    renderAbc(ctx, wide);
    const long = nthElement(ctx, ElementKind.Words, 0);
    const a = nthElement(ctx, ElementKind.Words, 1);
    expect(elementFloat(ctx, a, ElementField.X)).toBe(elementFloat(ctx, long, ElementField.X));
    // A blank line between them (each verse a block of whole px: the first 5 + 17.6 = 22.6 px is 23).
    const gap = (elementFloat(ctx, a, ElementField.Y) - elementFloat(ctx, long, ElementField.Y)) * <f32>6;
    expect(Mathf.abs(gap - <f32>(2 * WORDS_SIZE * 1.1 * 6))).toBeLessThan(<f32>0.5);
  });

  it("set every verse alone when the odd last one, set alone, does not fit half the line", () => {
    // abc2svg 1.22.1: two verses of 10 n's pair over a third of 23 m's, not over one of 24.
    const verses = "X:1\nK:C\nc|\nW:1. " + "n".repeat(10) + "\nW:\nW:2. " + "n".repeat(10) + "\nW:\nW:3. ";
    const ctx = new Context();
    renderAbc(ctx, verses + "m".repeat(23) + "\n");
    // Elements: 1., its words, 2., its words...: the second verse's words beside the first's.
    expect(elementFloat(ctx, nthElement(ctx, ElementKind.Words, 3), ElementField.Y)).toBe(elementFloat(ctx, nthElement(ctx, ElementKind.Words, 1), ElementField.Y));
    renderAbc(ctx, verses + "m".repeat(24) + "\n");
    expect(elementFloat(ctx, nthElement(ctx, ElementKind.Words, 3), ElementField.Y)).toBeGreaterThan(elementFloat(ctx, nthElement(ctx, ElementKind.Words, 1), ElementField.Y));
    expect(elementFloat(ctx, nthElement(ctx, ElementKind.Words, 3), ElementField.X)).toBe(elementFloat(ctx, nthElement(ctx, ElementKind.Words, 1), ElementField.X));
  });

  it("set each row of verses as a block of its own: a row that does not fit goes on to the next page", () => {
    // A tune that leaves room for about two verses of four lines: the third goes on to page 2.
    let text = "X:1\nK:C\n" + "C|\n".repeat(11);
    for (let verse = 0; verse < 3; verse++) text += (verse > 0 ? "W:\n" : "") + "W:" + "m".repeat(50) + "\nW:b\nW:c\nW:d\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    expect(ctx.pageCount).toBe(2);
    // Every verse alone (too wide to pair): 12 elements, the last verse's 4 on page 2.
    expect(countElements(ctx, ElementKind.Words)).toBe(12);
    expect(elementInt(ctx, nthElement(ctx, ElementKind.Words, 7), ElementField.Page)).toBe(0);
    expect(elementInt(ctx, nthElement(ctx, ElementKind.Words, 8), ElementField.Page)).toBe(1);
    // On page 2 it keeps the blank line above it, under the top margin.
    expect(elementFloat(ctx, nthElement(ctx, ElementKind.Words, 8), ElementField.Y)).toBeGreaterThan(topMargin(ctx) + WORDS_SIZE * <f32>1.1);
  });

  it("set a long words block, two verses of 1,500 lines, each line once", () => {
    let text = "X:1\nK:C\nc|\n";
    for (let verse = 0; verse < 2; verse++) {
      if (verse > 0) text += "W:\n";
      for (let line = 0; line < 1500; line++) text += "W:la la\n";
    }
    const ctx = new Context();
    renderAbc(ctx, text, 793.7, 1e7);
    expect(countElements(ctx, ElementKind.Words)).toBe(3000);
    expect(wordsBlockHeight(ctx, 0)).toBeCloseTo(<f32>(1.0 + 1500 * WORDS_SIZE * 1.1), 0);
  });

  it("put an empty first verse's place in the left column (abc2svg: a leading empty W: sets the words right)", () => {
    const leading = "X:1\nK:C\nc|\nW:\nW:a\n";
    const ctx = new Context();
    renderAbc(ctx, leading);
    const a = nthElement(ctx, ElementKind.Words, 0);
    expect(elementFloat(ctx, a, ElementField.X)).toBeGreaterThan(<f32>(ctx.layout.systemLeft.get(0) + 688.2 / 6.0 / 2.0));
  });
});

describe("inline text fields", () => {
  it("[P:] draws a part label and [Q:] a tempo mark, as their line forms do", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nQ:1/4=100\nK:C\nCDEF|[P:B] GABc|[Q:1/4=80] C4|]\n");
    expect(countElements(ctx, ElementKind.Part)).toBe(1);
    expect(countElements(ctx, ElementKind.Tempo)).toBe(2);
  });
});

describe("the old tempo form", () => {
  it("Q:120 without a beat or text draws nothing, as abc2svg", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nQ:120\nK:C\nc|\n");
    expect(countElements(ctx, ElementKind.Tempo)).toBe(0);
  });
});

describe("the title block without %%titleformat", () => {
  it("sets its lines' baselines as abc2svg does, each line its size with the spaces above it", () => {
    // abc2svg 1.22.1's baselines (px) under the title's: subtitles +19.8 and +38.8; with a
    // composer and parts, the composer +21.2 (%%composerspace 6 above it) and the parts +44.0
    // (%%partsspace 8).
    const titles = "X:1\nT:Title\nT:Sub\nT:Sub2\nK:C\nc|\n";
    const ctx = new Context();
    renderAbc(ctx, titles);
    expect((baselineOf(ctx, titles, "Sub") - baselineOf(ctx, titles, "Title")) * 6).toBeCloseTo(<f32>19.8, 1);
    expect((baselineOf(ctx, titles, "Sub2") - baselineOf(ctx, titles, "Title")) * 6).toBeCloseTo(<f32>38.8, 1);
    const parts = "X:1\nT:Title\nC:Comp\nP:AB\nK:C\nc|\n";
    renderAbc(ctx, parts);
    expect((baselineOf(ctx, parts, "Comp") - baselineOf(ctx, parts, "Title")) * 6).toBeCloseTo(<f32>21.2, 1);
    expect((baselineOf(ctx, parts, "AB") - baselineOf(ctx, parts, "Title")) * 6).toBeCloseTo(<f32>44.0, 1);
    const tight = "X:1\nT:Title\nC:Comp\nP:AB\n%%composerspace 0\n%%partsspace 0\nK:C\nc|\n";
    renderAbc(ctx, tight);
    expect((baselineOf(ctx, tight, "Comp") - baselineOf(ctx, tight, "Title")) * 6).toBeCloseTo(<f32>15.2, 1);
    expect((baselineOf(ctx, tight, "AB") - baselineOf(ctx, tight, "Title")) * 6).toBeCloseTo(<f32>30.0, 1);
  });

  it("keeps %%composerspace above the music of a tune with no title", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nK:C\nc|\n");
    expect(titleBlockHeight(ctx, 0)).toBeCloseTo(<f32>1.0);
  });
});

describe("%%titleformat", () => {
  const text = "%%titleformat A-1 T C1, Z-1, S-1\nX:1\nT:Title\nT:Second\nC:Comp\nO:Orig\nA:Area\nZ:Z one\nZ:Z two\nS:Source\nP:AB\nK:C\nc|\n";

  it("draws the fields it lists, and only those (no O:, no P:)", () => {
    const ctx = new Context();
    renderAbc(ctx, text);
    // Title, subtitle, area, two Z:, the source.
    expect(countElements(ctx, ElementKind.Title)).toBe(6);
    expect(countElements(ctx, ElementKind.Composer)).toBe(1);
    expect(countElements(ctx, ElementKind.Part)).toBe(0);
  });

  it("puts A left, T centred and C right on one row, then Z then S under the tallest", () => {
    const ctx = new Context();
    renderAbc(ctx, text);
    // Written in the format's order: A, then T (title, subtitle), C, Z, S.
    const area = nthElement(ctx, ElementKind.Title, 0);
    const title = nthElement(ctx, ElementKind.Title, 1);
    const composer = nthElement(ctx, ElementKind.Composer, 0);
    const zOne = nthElement(ctx, ElementKind.Title, 3);
    const source = nthElement(ctx, ElementKind.Title, 5);
    expect(elementText(ctx, text, area)).toBe("Area");
    expect(elementFloat(ctx, area, ElementField.X)).toBeLessThan(elementFloat(ctx, title, ElementField.X));
    expect(elementFloat(ctx, composer, ElementField.X)).toBeGreaterThan(elementFloat(ctx, title, ElementField.X));
    const subtitle = nthElement(ctx, ElementKind.Title, 2);
    expect(elementFloat(ctx, zOne, ElementField.Y)).toBeGreaterThan(elementFloat(ctx, subtitle, ElementField.Y));
    expect(elementFloat(ctx, zOne, ElementField.X)).toBe(elementFloat(ctx, area, ElementField.X));
    expect(elementFloat(ctx, source, ElementField.Y)).toBeGreaterThan(elementFloat(ctx, zOne, ElementField.Y));
  });

  it("sets its rows' baselines as abc2svg does: first lines on one line, then each column stacked with its spaces", () => {
    // abc2svg 1.22.1's baselines for this tune (px): Title 46.0, Area and Comp 47.2, Sub 67.4,
    // Comp2 68.6 (%%composerspace 6 above it), Zed 85.8, Src 103.4.
    const rows = "%%titleformat A-1 T C1, Z-1, S-1\nX:1\nT:Title\nT:Sub\nC:Comp\nC:Comp2\nA:Area\nZ:Zed\nS:Src\nK:C\nc|\n";
    const ctx = new Context();
    renderAbc(ctx, rows);
    const title = baselineOf(ctx, rows, "Title");
    expect((baselineOf(ctx, rows, "Area") - title) * 6).toBeCloseTo(<f32>1.2, 1);
    expect((baselineOf(ctx, rows, "Comp") - title) * 6).toBeCloseTo(<f32>1.2, 1);
    expect((baselineOf(ctx, rows, "Sub") - title) * 6).toBeCloseTo(<f32>21.4, 1);
    expect((baselineOf(ctx, rows, "Comp2") - title) * 6).toBeCloseTo(<f32>22.6, 1);
    expect((baselineOf(ctx, rows, "Zed") - title) * 6).toBeCloseTo(<f32>39.8, 1);
    expect((baselineOf(ctx, rows, "Src") - title) * 6).toBeCloseTo(<f32>57.4, 1);
    // %%composerspace 0 (abc2svg: Comp2 at 62.6 under the title at 46.0).
    const tight = rows.replace("K:C", "%%composerspace 0\nK:C");
    renderAbc(ctx, tight);
    expect((baselineOf(ctx, tight, "Comp2") - baselineOf(ctx, tight, "Title")) * 6).toBeCloseTo(<f32>16.6, 1);
  });

  it("stacks the letters of one alignment in a row, each under the one before (abc2svg: `H S N`)", () => {
    const stacked = "%%titleformat T, Z-1 H S N\nX:1\nT:Title\nZ:Zed\nH:Hist\nS:Src\nN:Note\nK:C\nc|\n";
    const ctx = new Context();
    renderAbc(ctx, stacked);
    const zed = nthElement(ctx, ElementKind.Title, 1);
    const hist = nthElement(ctx, ElementKind.Title, 2);
    const src = nthElement(ctx, ElementKind.Title, 3);
    const note = nthElement(ctx, ElementKind.Title, 4);
    expect(elementText(ctx, stacked, note)).toBe("Note");
    // Z alone on the left shares the row's top with H, the first centred letter.
    expect(elementFloat(ctx, hist, ElementField.Y)).toBe(elementFloat(ctx, zed, ElementField.Y));
    // Lines of the history font (16 units) 1.1 em apart.
    expect(elementFloat(ctx, src, ElementField.Y) - elementFloat(ctx, hist, ElementField.Y)).toBeCloseTo(<f32>(16.0 / 6.0 * 1.1));
    expect(elementFloat(ctx, note, ElementField.Y) - elementFloat(ctx, src, ElementField.Y)).toBeCloseTo(<f32>(16.0 / 6.0 * 1.1));
  });
});

describe("section titles", () => {
  it("T: in the body is drawn centred above the system it starts, in the subtitle font", () => {
    const ctx = new Context();
    const text = "X:1\nT:Main\nL:1/4\nK:C\nCDEF|\nT:Part two\ncBAG|\n";
    renderAbc(ctx, text);
    expect(countElements(ctx, ElementKind.Title)).toBe(2);
    const section = nthElement(ctx, ElementKind.Title, 1);
    expect(elementText(ctx, text, section)).toBe("Part two");
    expect(ctx.layout.systemCount).toBe(2);
    const bottom = elementFloat(ctx, section, ElementField.Y) + elementFloat(ctx, section, ElementField.Height);
    expect(bottom).toBeLessThan(ctx.layout.systemTop.get(1));
    expect(elementFloat(ctx, section, ElementField.Y)).toBeGreaterThan(ctx.layout.systemTop.get(0) + 4);
  });
});

describe("a tempo with a comment", () => {
  it("draws nothing of the comment", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nC|\nQ:1/4=120 % was 100\nD|\n");
    expect(countElements(ctx, ElementKind.Tempo)).toBe(1);
    // The metronome note, "=" and "120": two text runs.
    expect(countRecords(ctx, DisplayKind.SourceText)).toBe(2);
  });
});

describe("tempo marks of a lower voice", () => {
  it("stand over the system's top staff, as abc2svg draws them", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nV:1\nCDEF|GABc|\nV:2\nC,D,E,F,|[Q:1/4=90]G,A,B,C|\n");
    const tempo = nthElement(ctx, ElementKind.Tempo, 0);
    expect(tempo).toBeGreaterThanOrEqual(0);
    // Records of the system: voice 1 on staff 0, voice 2 on staff 1.
    const bottom = elementFloat(ctx, tempo, ElementField.Y) + elementFloat(ctx, tempo, ElementField.Height);
    expect(bottom).toBeLessThan(ctx.layout.systemTop.get(0));
  });
});

describe("a title's trailing article", () => {
  it("is printed first when it is a short capitalised word after ', ' (abc2svg's titletrim)", () => {
    expect(articleOf("X:1\nT:Lark in the Morning, The\nK:C\nc|\n")).toBe("The");
    expect(articleOf("X:1\nT:Bal, Le\nK:C\nc|\n")).toBe("Le");
    expect(articleOf("X:1\nT:Home, Goodnight\nK:C\nc|\n")).toBe("");
    expect(articleOf("X:1\nT:Baz, the\nK:C\nc|\n")).toBe("");
  });
});

/** The text of the first SourceText run of `text`'s title ("" when the title is one run). */
function articleOf(text: string): string {
  const ctx = new Context();
  renderAbc(ctx, text);
  const title = nthElement(ctx, ElementKind.Title, 0);
  if (countRecords(ctx, DisplayKind.SourceText, -1, title) != 2) return "";
  // The first run of the title prints source[start, end) from its record: words 4 and 5.
  const first = recordsOf(ctx, DisplayKind.SourceText, -1, title)[0];
  return text.substring(recordInt(ctx, first, 4), recordInt(ctx, first, 5));
}

describe("%%titleformat T+T", () => {
  it("writes the first two titles on one line", () => {
    const ctx = new Context();
    renderAbc(ctx, "%%titleformat T+T,C1\nX:1\nT:One\nT:Two\nC:Comp\nK:C\nc|\n");
    const one = nthElement(ctx, ElementKind.Title, 0);
    const two = nthElement(ctx, ElementKind.Title, 1);
    expect(elementFloat(ctx, one, ElementField.Y)).toBe(elementFloat(ctx, two, ElementField.Y));
    expect(elementFloat(ctx, two, ElementField.X)).toBeGreaterThan(elementFloat(ctx, one, ElementField.X) + elementFloat(ctx, one, ElementField.Width));
    expect(elementFloat(ctx, nthElement(ctx, ElementKind.Composer, 0), ElementField.Y)).toBeGreaterThan(elementFloat(ctx, one, ElementField.Y));
  });
});

/** Baseline (sp) of the first SourceText run of `text` that prints `word`. */
function baselineOf(ctx: Context, text: string, word: string): f32 {
  const records = recordsOf(ctx, DisplayKind.SourceText);
  for (let k = 0; k < records.length; k++) {
    if (text.substring(recordInt(ctx, records[k], 4), recordInt(ctx, records[k], 5)) == word) return recordFloat(ctx, records[k], 7);
  }
  return NaN;
}
