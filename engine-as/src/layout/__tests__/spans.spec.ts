/**
 * Decorations as elements and decorations that span notes (writeDecorations, decorationSpans):
 * hairpins, ottava and trill lines.
 */

import { DisplayKind, ElementField, ElementKind, LineRole } from "../../abi";
import { Context } from "../../context";
import { BarlineShort, BarlineSingle, BarlineTick, DaCapo, DalSegno, OttavaAlta, OttavaBassaVb, WiggleTrill } from "../../glyphs/smufl.generated";
import { STAFF_HEIGHT } from "../constants";
import { markOttavaShifts } from "../decorationSpans";
import { countGlyphs, countRecords, elementFloat, elementInt, note, renderAbc } from "./helpers";

/** Elements of kind Decoration, in order. */
function decorationElement(ctx: Context, n: i32): i32 {
  for (let element = 0; element < ctx.elements.count; element++) {
    if (elementInt(ctx, element, ElementField.Kind) == ElementKind.Decoration && n-- == 0) return element;
  }
  return -1;
}

describe("decoration elements", () => {
  it("carry the decoration's source range, marks included", () => {
    const ctx = new Context();
    const text = "X:1\nK:C\n!fermata!C .D|\n";
    renderAbc(ctx, text);
    const fermata = decorationElement(ctx, 0);
    const staccato = decorationElement(ctx, 1);
    expect(text.substring(elementInt(ctx, fermata, ElementField.Start), elementInt(ctx, fermata, ElementField.End))).toBe("!fermata!");
    expect(text.substring(elementInt(ctx, staccato, ElementField.Start), elementInt(ctx, staccato, ElementField.End))).toBe(".");
    expect(elementFloat(ctx, fermata, ElementField.Width)).toBeGreaterThan(0);
  });
});

describe("hairpins", () => {
  it("draw two lines from the start note to the end note, below the staff", () => {
    const ctx = new Context();
    // Stretched to the line (%%stretchlast 1), so the hairpin spans three wide note distances.
    renderAbc(ctx, "X:1\n%%stretchlast 1\nL:1/4\nK:C\n!<(!C D E !<)!F|\n");
    expect(countRecords(ctx, DisplayKind.Line, LineRole.Hairpin)).toBe(2);
    const hairpin = decorationElement(ctx, 0);
    expect(elementFloat(ctx, hairpin, ElementField.Y)).toBeGreaterThan(ctx.layout.systemTop.get(0) + STAFF_HEIGHT);
    expect(elementFloat(ctx, hairpin, ElementField.Width)).toBeGreaterThan(10);
  });

  it("pair crescendo( with <) and diminuendo( with >), and draw nothing for a start without an end", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n!crescendo(!C D !<)!E F|!diminuendo(!G A !>)!B c|!<(!c d e f|\n");
    expect(ctx.layout.spans.count).toBe(2);
    expect(countRecords(ctx, DisplayKind.Line, LineRole.Hairpin)).toBe(4);
  });

  it("are drawn on both systems when their notes are on two", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nC D !<(!E F|\nG A !<)!B c|\n");
    expect(ctx.layout.systemCount).toBe(2);
    expect(countRecords(ctx, DisplayKind.Line, LineRole.Hairpin)).toBe(4);
  });
});

describe("ottava and trill lines", () => {
  it("draw 8va above the staff with a dashed line and a hook, 8vb below", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n!8va(!c d e !8va)!f|!8vb(!C, D, E, !8vb)!F,|\n");
    expect(countGlyphs(ctx, OttavaAlta)).toBe(1);
    expect(countGlyphs(ctx, OttavaBassaVb)).toBe(1);
    expect(countRecords(ctx, DisplayKind.Line, LineRole.OttavaLine)).toBe(4);
    const alta = decorationElement(ctx, 0);
    const bassa = decorationElement(ctx, 1);
    const top = ctx.layout.systemTop.get(0);
    expect(elementFloat(ctx, alta, ElementField.Y) + elementFloat(ctx, alta, ElementField.Height)).toBeLessThan(top);
    expect(elementFloat(ctx, bassa, ElementField.Y)).toBeGreaterThan(top + STAFF_HEIGHT);
  });

  it("draw a trill's wavy line up to its end note", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n!trill(!c d e !trill)!f|\n");
    expect(countGlyphs(ctx, WiggleTrill)).toBeGreaterThan(5);
  });
});

describe("%%deco texts", () => {
  it("draw the definition's text below the staff for function 6 and above it for function 3", () => {
    const ctx = new Context();
    renderAbc(ctx, "%%deco dolce 6 crdc 16 2 14 dolce\n%%deco up 3 crdc 16 2 14 up\nX:1\nK:C\n!dolce!C !up!D|\n");
    expect(countRecords(ctx, DisplayKind.SourceText)).toBe(2);
    const below = decorationElement(ctx, 0);
    const above = decorationElement(ctx, 1);
    const top = ctx.layout.systemTop.get(0);
    expect(elementFloat(ctx, below, ElementField.Y)).toBeGreaterThan(top + STAFF_HEIGHT);
    expect(elementFloat(ctx, above, ElementField.Y) + elementFloat(ctx, above, ElementField.Height)).toBeLessThan(top);
  });

  it("draw nothing when the glyph is not one abc2svg defines", () => {
    const ctx = new Context();
    renderAbc(ctx, "%%deco sintro 6 st 6 0 0 intro\nX:1\nK:C\n!sintro!C|\n");
    expect(countRecords(ctx, DisplayKind.SourceText)).toBe(0);
    expect(decorationElement(ctx, 0)).toBe(-1);
  });
});

describe("repeat marks and words", () => {
  it("draw D.S. and D.C. as SMuFL glyphs and fine, dacoda, dacapo as words above the staff", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n!D.S.!C !D.C.!D !fine!E !dacoda!F|\n");
    expect(countGlyphs(ctx, DalSegno)).toBe(1);
    expect(countGlyphs(ctx, DaCapo)).toBe(1);
    // Fine and Da Coda.
    expect(countRecords(ctx, DisplayKind.SourceText)).toBe(2);
  });

  it("stack words that would run into each other", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\n!dacoda!C!dacapo!D EF|\n");
    const first = decorationElement(ctx, 0);
    const second = decorationElement(ctx, 1);
    const firstRight = elementFloat(ctx, first, ElementField.X) + elementFloat(ctx, first, ElementField.Width);
    const apart = elementFloat(ctx, second, ElementField.X) >= firstRight ||
      elementFloat(ctx, second, ElementField.Y) + elementFloat(ctx, second, ElementField.Height) <= elementFloat(ctx, first, ElementField.Y);
    expect(apart).toBe(true);
  });
});

describe("phrase marks", () => {
  it("draw a tick, a short and a full barline between their note and the next", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nc !shortphrase!d e !mediumphrase!f|g !longphrase!a b c|\n");
    expect(countGlyphs(ctx, BarlineTick)).toBe(1);
    expect(countGlyphs(ctx, BarlineShort)).toBe(1);
    expect(countGlyphs(ctx, BarlineSingle)).toBe(1);
    const tick = decorationElement(ctx, 0);
    const d = note(ctx, 1);
    const e = note(ctx, 2);
    const x = elementFloat(ctx, tick, ElementField.X);
    expect(x).toBeGreaterThan(ctx.layout.x.get(d));
    expect(x).toBeLessThan(ctx.layout.x.get(e));
  });
});

/** The chord-symbol element whose source text is `words`, or -1. */
function chordElement(ctx: Context, text: string, words: string): i32 {
  for (let element = 0; element < ctx.elements.count; element++) {
    if (elementInt(ctx, element, ElementField.Kind) != ElementKind.ChordSymbol) continue;
    if (text.substring(elementInt(ctx, element, ElementField.Start), elementInt(ctx, element, ElementField.End)) == words) return element;
  }
  return -1;
}

describe("annotations on several lines", () => {
  it("are broken at ; and \\n, the first line highest above the staff and nearest below it", () => {
    const ctx = new Context();
    const text = "X:1\nK:C\n\"Am;G7\"C \"_lo1\\nlo2\"D|\n";
    renderAbc(ctx, text);
    expect(ctx.annotations.count).toBe(4);
    const am = chordElement(ctx, text, "Am");
    const g7 = chordElement(ctx, text, "G7");
    const lo1 = chordElement(ctx, text, "lo1");
    const lo2 = chordElement(ctx, text, "lo2");
    expect(elementFloat(ctx, am, ElementField.Y)).toBeLessThan(elementFloat(ctx, g7, ElementField.Y));
    expect(elementFloat(ctx, lo1, ElementField.Y)).toBeLessThan(elementFloat(ctx, lo2, ElementField.Y));
  });
});

describe("ottava shifts", () => {
  it("move the notes from the start up to the note carrying the end, 7 steps for 8va and 8vb, 14 for 15ma", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n!8va(!c d !8va)!e f|!8vb(!C D !8vb)!E F|!15ma(!c !15ma)!d e f|\n");
    markOttavaShifts(ctx);
    const shift = ctx.layout.ottavaShift;
    expect(shift.get(note(ctx, 0))).toBe(-7);
    expect(shift.get(note(ctx, 1))).toBe(-7);
    expect(shift.get(note(ctx, 2))).toBe(0);
    expect(shift.get(note(ctx, 4))).toBe(7);
    expect(shift.get(note(ctx, 6))).toBe(0);
    expect(shift.get(note(ctx, 8))).toBe(-14);
    expect(shift.get(note(ctx, 9))).toBe(0);
  });

  it("end their line before the note that closes them", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n!8va(!c d !8va)!e f|\n");
    const ottava = decorationElement(ctx, 0);
    const right = elementFloat(ctx, ottava, ElementField.X) + elementFloat(ctx, ottava, ElementField.Width);
    expect(right).toBeLessThan(ctx.layout.x.get(note(ctx, 2)));
  });
});

describe("dynamics and hairpins of voices sharing a staff", () => {
  it("go above the staff for the upper voice and below it for the lower one, clear of the notes", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\n%%score (1 2)\nK:C\nV:1\n!p!c d !<(!e !<)!f|\nV:2\n!f!C D !>(!E !>)!F|\n");
    const top = ctx.layout.systemTop.get(0);
    // Decoration elements in drawing order: voice 1's p and hairpin, then voice 2's f and hairpin.
    for (let n = 0; n < 2; n++) {
      const element = decorationElement(ctx, n);
      expect(elementFloat(ctx, element, ElementField.Y) + elementFloat(ctx, element, ElementField.Height)).toBeLessThan(top);
    }
    for (let n = 2; n < 4; n++) {
      expect(elementFloat(ctx, decorationElement(ctx, n), ElementField.Y)).toBeGreaterThan(top + STAFF_HEIGHT);
    }
  });
});
