/**
 * Vertical layout, pagination, titles, lyrics and the element index (calcExtents, paginate,
 * writePages and the writers).
 */

import { DisplayKind, ElementField, ElementKind, FontId, LineRole, SymbolKind } from "../../abi";
import { Context } from "../../context";
import { NoteheadBlack, ThinBarlineThickness, glyphAdvance } from "../../glyphs/smufl.generated";
import { LYRIC_ROOM_SCALE, STAFF_HEIGHT, SYSTEM_SEPARATION } from "../constants";
import { syllableShift } from "../verseNumbers";
import { bottomMargin, pageHeight, staffSpacePixels, topMargin, tuneScale } from "../pageGeometry";
import { countRecords, elementFloat, elementInt, elementOf, note, noteRecordsAreContiguous, nthDrawn, recordFloat, recordsOf, renderAbc } from "./helpers";

/** A tune of `lines` music lines, each with lyrics. */
function longTune(lines: i32): string {
  let text = "X:1\nT:Long\nC:Someone\nL:1/8\nK:C\n";
  for (let i = 0; i < lines; i++) text += "cdef gabc|c'bag fedc|\nw:la la la la la la la la la la la la la la la la\n";
  return text;
}

describe("pagination", () => {
  it("stacks systems down the page without overlap", () => {
    const ctx = new Context();
    renderAbc(ctx, longTune(6));
    expect(ctx.layout.systemCount).toBe(6);
    for (let system = 1; system < 6; system++) {
      if (ctx.layout.systemPage.get(system) != ctx.layout.systemPage.get(system - 1)) continue;
      const previousBottom = ctx.layout.systemTop.get(system - 1) + STAFF_HEIGHT + ctx.layout.systemBelow.get(system - 1);
      const top = ctx.layout.systemTop.get(system) - ctx.layout.systemAbove.get(system);
      expect(top).toBeGreaterThan(previousBottom);
      expect(ctx.layout.systemTop.get(system) - ctx.layout.systemTop.get(system - 1)).toBeGreaterThanOrEqual(STAFF_HEIGHT + SYSTEM_SEPARATION);
    }
  });

  it("starts a new page when the page is full, and every page gets a Page record", () => {
    const ctx = new Context();
    renderAbc(ctx, longTune(40));
    expect(ctx.pageCount).toBeGreaterThan(2);
    expect(countRecords(ctx, DisplayKind.Page)).toBe(ctx.pageCount);
    const bottom = pageHeight(ctx) - bottomMargin(ctx);
    for (let system = 0; system < ctx.layout.systemCount; system++) {
      const top = ctx.layout.systemTop.get(system);
      expect(top - ctx.layout.systemAbove.get(system)).toBeGreaterThanOrEqual(topMargin(ctx) - <f32>0.01);
      expect(top + STAFF_HEIGHT + ctx.layout.systemBelow.get(system)).toBeLessThanOrEqual(bottom + <f32>0.01);
    }
    expect(ctx.layout.systemPage.get(ctx.layout.systemCount - 1)).toBe(ctx.pageCount - 1);
  });

  it("moves a tune that fits on a page but not under the previous one to the next page, whole", () => {
    const ctx = new Context();
    // The first tune fills most of page 1; the second (8 systems) fits on a page, not in what is left.
    const second = longTune(8).replace("X:1", "X:2");
    let lines = 1;
    for (; lines < 40; lines++) {
      renderAbc(ctx, longTune(lines));
      const last = ctx.layout.systemCount - 1;
      if (ctx.layout.systemPage.get(last) > 0) break;
    }
    renderAbc(ctx, longTune(lines - 3) + "\n" + second);
    expect(ctx.layout.tuneFirstPage.get(0)).toBe(0);
    const first = ctx.layout.tuneFirstSystem.get(1);
    expect(ctx.layout.tuneFirstPage.get(1)).toBe(1);
    for (let system = first; system < first + 8; system++) expect(ctx.layout.systemPage.get(system)).toBe(1);
    // A tune longer than a page starts a new page too, and is broken between systems there
    // (abc2svg's page module, black-boxed).
    renderAbc(ctx, "X:1\nT:Short\nL:1/8\nK:C\ncdef|\n\n" + longTune(40).replace("X:1", "X:2"));
    expect(ctx.layout.tuneFirstPage.get(1)).toBe(1);
    const long = ctx.layout.tuneFirstSystem.get(1);
    expect(ctx.layout.systemPage.get(long + ctx.layout.tuneSystemCount.get(1) - 1)).toBeGreaterThan(1);
  });

  it("records the first page of every tune", () => {
    const ctx = new Context();
    renderAbc(ctx, longTune(30) + "\n" + "X:2\nT:Second\nK:C\ncdef|\n");
    expect(ctx.tunes.count).toBe(2);
    expect(ctx.layout.tuneFirstPage.get(0)).toBe(0);
    expect(ctx.layout.tuneFirstPage.get(1)).toBe(ctx.layout.systemPage.get(ctx.layout.tuneFirstSystem.get(1)));
    expect(ctx.layout.tuneFirstPage.get(1)).toBeGreaterThan(0);
  });

  it("keeps lyrics below the lowest note of their system", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nC, D E F|\nw:one two three four\n");
    const baseline = ctx.layout.systemLyricBaseline.get(0);
    expect(baseline).toBeGreaterThan(ctx.layout.stemTip.get(note(ctx, 0)));
    expect(ctx.layout.systemBelow.get(0)).toBeGreaterThan(baseline - STAFF_HEIGHT);
  });
});

describe("a tune going on to the next page", () => {
  it("goes on right under the top margin, with no %%topspace (abc2svg: page 2's first staff 38 + 23 px down)", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nT:Long\nL:1/8\nK:C\n" + "cdef gabc|c'bag fedc|cdef gabc|c'bag fedc|\n".repeat(16));
    expect(ctx.pageCount).toBe(2);
    let first = -1;
    for (let system = 0; system < ctx.layout.systemCount && first < 0; system++) if (ctx.layout.systemPage.get(system) == 1) first = system;
    expect(first).toBeGreaterThan(0);
    // Half %%staffsep (46 units) over its top line, under the 38 px top margin.
    expect(ctx.layout.systemTop.get(first) * <f32>staffSpacePixels(ctx)).toBeCloseTo(<f32>61, 1);
    expect(ctx.layout.systemTop.get(first)).toBeCloseTo(topMargin(ctx) + <f32>(23.0 / 6.0));
  });
});

/** CSS px between the top lines of system `first` and the next (systemTop is in the tune's units). */
function systemGap(ctx: Context, first: i32): f32 {
  const units = tuneScale(ctx, ctx.layout.systemTune.get(first));
  return (ctx.layout.systemTop.get(first + 1) - ctx.layout.systemTop.get(first)) * <f32>staffSpacePixels(ctx) * units;
}

/** A short tune at the default %%scale 0.75, and a long one at 0.5 (4 px to the staff space). */
const SHORT_TUNE = "X:1\nT:One\nK:C\nCDEF|\n\n";
const SCALED_TUNE = "%%scale 0.5\nX:2\nT:Two\nL:1/8\nK:C\n" + "cdef gabc|c'bag fedc|cdef gabc|c'bag fedc|cdef gabc|c'bag fedc|\n".repeat(4);

describe("a tune of its own %%scale", () => {
  it("is laid out and drawn as alone at its scale, in a group scaled by its scale over the page's", () => {
    const alone = new Context();
    renderAbc(alone, SCALED_TUNE);
    const mixed = new Context();
    renderAbc(mixed, SHORT_TUNE + SCALED_TUNE);
    expect(staffSpacePixels(alone)).toBeCloseTo(4);
    expect(staffSpacePixels(mixed)).toBeCloseTo(6);
    expect(tuneScale(mixed, 0)).toBe(1);
    expect(tuneScale(mixed, 1)).toBeCloseTo(<f32>(0.5 / 0.75));
    // Its lines break as alone: they are as wide in its own staff spaces.
    expect(mixed.layout.tuneSystemCount.get(1)).toBe(alone.layout.systemCount);
    expect(mixed.layout.systemCount).toBe(alone.layout.systemCount + 1);
    // Its notes stand at the same CSS px across the page, and its systems as far apart.
    for (let n = 0; n < 48; n += 7) {
      const ours = elementOf(mixed, note(mixed, n + 4));
      const theirs = elementOf(alone, note(alone, n));
      expect(elementFloat(mixed, ours, ElementField.X) * <f32>6).toBeCloseTo(elementFloat(alone, theirs, ElementField.X) * <f32>4, 1);
      expect(elementFloat(mixed, ours, ElementField.Width) * <f32>6).toBeCloseTo(elementFloat(alone, theirs, ElementField.Width) * <f32>4, 1);
    }
    expect(systemGap(mixed, 2)).toBeCloseTo(systemGap(alone, 1), 1);
    // The first tune is drawn with no group, the second's title block and systems each in one.
    const groups = recordsOf(mixed, DisplayKind.ScaledGroupStart);
    expect(groups.length).toBe(1 + alone.layout.systemCount);
    for (let k = 0; k < groups.length; k++) expect(recordFloat(mixed, groups[k], 2)).toBeCloseTo(tuneScale(mixed, 1));
    expect(countRecords(mixed, DisplayKind.ScaledGroupEnd)).toBe(groups.length);
  });

  it("takes its own scale's room down the page: more pages at a larger scale", () => {
    let long = "";
    for (let k = 0; k < 12; k++) long += "cdef gabc|c'bag fedc|\n";
    const big = new Context();
    renderAbc(big, SHORT_TUNE + "%%scale 1.5\nX:2\nL:1/8\nK:C\n" + long.repeat(6));
    const normal = new Context();
    renderAbc(normal, SHORT_TUNE + "X:2\nL:1/8\nK:C\n" + long.repeat(6));
    expect(big.pageCount).toBeGreaterThan(normal.pageCount);
  });
});

describe("titles", () => {
  it("are drawn as source text: the title centred, the composer right-aligned", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nT:Title\nT:Sub\nC:Composer\nK:C\nc|\n");
    expect(countRecords(ctx, DisplayKind.SourceText)).toBe(3);
    let titles = 0;
    let composers = 0;
    for (let element = 0; element < ctx.elements.count; element++) {
      const kind = elementInt(ctx, element, ElementField.Kind);
      if (kind == ElementKind.Title) titles++;
      if (kind == ElementKind.Composer) composers++;
    }
    expect(titles).toBe(2);
    expect(composers).toBe(1);
  });
});

describe("lyrics", () => {
  it("draw a hyphen between the syllables of a word and an extender after a held syllable", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nc d e f|\nw:Su-san-na_ _\n");
    expect(countRecords(ctx, DisplayKind.Line, LineRole.LyricHyphen)).toBe(2);
    expect(countRecords(ctx, DisplayKind.Line, LineRole.LyricExtender)).toBe(1);
    let syllables = 0;
    for (let element = 0; element < ctx.elements.count; element++) {
      if (elementInt(ctx, element, ElementField.Kind) == ElementKind.Lyric) syllables++;
    }
    expect(syllables).toBe(3);
  });

  it("start each syllable its shift left of its notehead's centre (verseNumbers.ts syllableShift)", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nc d|\nw:long x\n");
    let seen = 0;
    for (let element = 0; element < ctx.elements.count; element++) {
      if (elementInt(ctx, element, ElementField.Kind) != ElementKind.Lyric) continue;
      const id = elementInt(ctx, element, ElementField.Symbol);
      const width = elementFloat(ctx, element, ElementField.Width);
      const left = elementFloat(ctx, element, ElementField.X);
      expect(left).toBeCloseTo(ctx.layout.x.get(id) + glyphAdvance(NoteheadBlack) * 0.5 - syllableShift(width * LYRIC_ROOM_SCALE), 2);
      seen++;
    }
    expect(seen).toBe(2);
  });
});

describe("the element index", () => {
  it("has an element with a box and the source range for every note, rest and bar", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n^c d z [ceg]|]\n");
    for (let n = 0; n < 3; n++) {
      const id = note(ctx, n);
      const element = elementOf(ctx, id);
      expect(element).toBeGreaterThanOrEqual(0);
      expect(elementInt(ctx, element, ElementField.Start)).toBe(ctx.symbols.start.get(id));
      expect(elementInt(ctx, element, ElementField.End)).toBe(ctx.symbols.end.get(id));
      expect(elementFloat(ctx, element, ElementField.Width)).toBeGreaterThan(<f32>1);
      expect(elementFloat(ctx, element, ElementField.Height)).toBeGreaterThan(<f32>3);
    }
    expect(elementOf(ctx, nthDrawn(ctx, SymbolKind.Rest, 0))).toBeGreaterThanOrEqual(0);
    expect(elementOf(ctx, nthDrawn(ctx, SymbolKind.Bar, 0))).toBeGreaterThanOrEqual(0);
  });

  it("gets each note's records written contiguously", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\n^c'd'e'f' (3gab [CEG]2 C,,3/2D/|]\nw:a-b c_ d e f g h i j\n");
    expect(noteRecordsAreContiguous(ctx)).toBe(true);
  });

  it("gives beams, ties and slurs elements of their own", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\n(cd) e2- e2|\n");
    let beams = 0;
    let ties = 0;
    let slurs = 0;
    for (let element = 0; element < ctx.elements.count; element++) {
      const kind = elementInt(ctx, element, ElementField.Kind);
      if (kind == ElementKind.Beam) beams++;
      if (kind == ElementKind.Tie) ties++;
      if (kind == ElementKind.Slur) slurs++;
    }
    expect(beams).toBe(1);
    expect(ties).toBe(1);
    expect(slurs).toBe(1);
    expect(countRecords(ctx, DisplayKind.Curve)).toBe(2);
  });
});

describe("repeat endings", () => {
  it("draw a bracket with its label from the bar that starts them", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n|: cd :|1 ef :|2 gc |]\n");
    expect(countRecords(ctx, DisplayKind.Line, LineRole.EndingBracket)).toBeGreaterThanOrEqual(5);
    let labels = 0;
    const words = ctx.display.words;
    for (let i = 0; i < words.length; i += words.get(i) >> 8) {
      if ((words.get(i) & 0xff) == DisplayKind.SourceText && words.get(i + 2) == FontId.Ending) labels++;
    }
    expect(labels).toBe(2);
    expect(ctx.layout.systemEndingY.get(0)).toBeLessThan(<f32>-2);
  });

  it("stand over what is under their brackets only, as abc2svg 1.22.1 sets them", () => {
    const plain = new Context();
    renderAbc(plain, "X:1\nL:1/8\nM:6/8\nK:C\nd2d d2A|B2B B2G|ABA GFE|[1D3 D2:|\n");
    // High notes and chord symbols before the ending do not raise its bracket...
    const before = new Context();
    renderAbc(before, "X:1\nL:1/8\nM:6/8\nK:C\nc'2c' \"D7\"d2A|\"Gm\"B2B B2G|ABA GFE|[1D3 D2:|\n");
    expect(before.layout.systemEndingY.get(0)).toBeCloseTo(plain.layout.systemEndingY.get(0));
    // ...high notes under it do.
    const under = new Context();
    renderAbc(under, "X:1\nL:1/8\nM:6/8\nK:C\nd2d d2A|B2B B2G|ABA GFE|[1c'3 c'2:|\n");
    expect(under.layout.systemEndingY.get(0)).toBeLessThan(plain.layout.systemEndingY.get(0) - <f32>1);
  });

  it("that open at the end of a system are drawn on the next one", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n|: cd :|[1 ef :|[2\ngc |]\n");
    expect(ctx.layout.systemCount).toBe(2);
    let endings = 0;
    for (let element = 0; element < ctx.elements.count; element++) {
      if (elementInt(ctx, element, ElementField.Kind) != ElementKind.Ending) continue;
      endings++;
      if (endings == 2) expect(elementFloat(ctx, element, ElementField.Y)).toBeGreaterThan(ctx.layout.systemTop.get(0) + STAFF_HEIGHT);
    }
    expect(endings).toBe(2);
  });
});

describe("repeat signs", () => {
  it("that open a repeat at the end of a system move to the start of the next", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\ncd|:\nef:|\n");
    const bar = nthDrawn(ctx, SymbolKind.Bar, 0);
    expect(ctx.layout.systemRepeatBar.get(1)).toBe(bar);
    // The first system ends with a plain thin bar line; the repeat sign opens the second.
    const element = elementOf(ctx, bar);
    expect(elementFloat(ctx, element, ElementField.Width)).toBeCloseTo(ThinBarlineThickness);
    let elements = 0;
    for (let other = 0; other < ctx.elements.count; other++) if (elementInt(ctx, other, ElementField.Symbol) == bar) elements++;
    expect(elements).toBe(2);
  });
});
