/**
 * Several voices (collectSymbols, breakLines, justifySystems, paginate, calcStems): a system
 * of one staff per voice, notes at the same time at the same x, line breaks shared by all
 * voices, and stem directions of two voices on one staff.
 */

import { DisplayKind, ElementField, ElementKind, LineRole, SymbolKind } from "../../abi";
import { Context } from "../../context";
import { LYRIC_CLEARANCE, LYRIC_LINE_HEIGHT, STAFF_HEIGHT } from "../constants";
import { LayoutBits } from "../tables";
import { AccidentalSharp, RestWhole, glyphAdvance } from "../../glyphs/smufl.generated";
import { countRecords, elementFloat, elementInt, elementOf, renderAbc } from "./helpers";
import { verseNumberEnd } from "../verseNumbers";

/** The `n`-th (0-based) drawn symbol of kind `kind` in model voice `voice`, or -1. */
function inVoice(ctx: Context, voice: i32, kind: i32, n: i32): i32 {
  const layout = ctx.layout;
  let seen = 0;
  for (let i = layout.voiceSequenceStart.get(voice), end = layout.voiceSequenceEnd.get(voice); i < end; i++) {
    const id = layout.sequence.get(i);
    if (ctx.symbols.kind.get(id) != kind) continue;
    if (seen == n) return id;
    seen++;
  }
  return -1;
}

const TWO_VOICES = "X:1\nL:1/4\nM:4/4\nK:C\nV:1\nc2 d e|f4|\nV:2 clef=bass\nC, D, E, F,|G,2 A,2|\n";

describe("several voices", () => {
  it("draws a system of one staff per voice, stacked top to bottom", () => {
    const ctx = new Context();
    renderAbc(ctx, TWO_VOICES);
    const layout = ctx.layout;
    expect(ctx.tunes.staffCount.get(0)).toBe(2);
    expect(layout.systemCount).toBe(2); // one system, a record per voice
    expect(layout.systemStride.get(0)).toBe(2);
    expect(layout.systemStaff.get(0)).toBe(0);
    expect(layout.systemStaff.get(1)).toBe(1);
    expect(layout.systemPage.get(1)).toBe(layout.systemPage.get(0));
    // The second staff is below the first, clear of what hangs below it.
    const gap = layout.systemTop.get(1) - layout.systemTop.get(0) - STAFF_HEIGHT;
    expect(gap).toBeGreaterThanOrEqual(layout.systemBelow.get(0) + layout.systemAbove.get(1));
    // Each staff starts with its own voice's clef.
    expect(layout.systemClef.get(1)).toBe(1); // ClefType.Bass
    expect(layout.systemClef.get(0)).toBe(0);
    // Every note of both voices is drawn.
    let notes = 0;
    for (let i = 0; i < layout.sequence.length; i++) if (ctx.symbols.kind.get(layout.sequence.get(i)) == SymbolKind.Note) notes++;
    expect(notes).toBe(10);
  });

  it("puts notes and bars at the same time in two voices at the same x", () => {
    const ctx = new Context();
    renderAbc(ctx, TWO_VOICES);
    const layout = ctx.layout;
    // Time 0: c2 and C,.
    expect(layout.x.get(inVoice(ctx, 0, SymbolKind.Note, 0))).toBe(layout.x.get(inVoice(ctx, 1, SymbolKind.Note, 0)));
    // Half a bar in: d and E,.
    expect(layout.x.get(inVoice(ctx, 0, SymbolKind.Note, 1))).toBe(layout.x.get(inVoice(ctx, 1, SymbolKind.Note, 2)));
    // D, sounds between c2 and d.
    const between = layout.x.get(inVoice(ctx, 1, SymbolKind.Note, 1));
    expect(between).toBeGreaterThan(layout.x.get(inVoice(ctx, 0, SymbolKind.Note, 0)));
    expect(between).toBeLessThan(layout.x.get(inVoice(ctx, 0, SymbolKind.Note, 1)));
    // Bar lines align.
    expect(layout.x.get(inVoice(ctx, 0, SymbolKind.Bar, 0))).toBe(layout.x.get(inVoice(ctx, 1, SymbolKind.Bar, 0)));
    expect(layout.x.get(inVoice(ctx, 0, SymbolKind.Bar, 1))).toBe(layout.x.get(inVoice(ctx, 1, SymbolKind.Bar, 1)));
  });

  it("breaks every voice where the first voice's music line ends", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nV:1\ncdef|\ngabc'|\nV:2\nCDEF|GABc|\n");
    const layout = ctx.layout;
    expect(layout.systemCount).toBe(4); // two systems of two records
    // The second voice's G starts the second system, with the first voice's g.
    const g = inVoice(ctx, 0, SymbolKind.Note, 4);
    const lowG = inVoice(ctx, 1, SymbolKind.Note, 4);
    expect(layout.system.get(g)).toBe(2);
    expect(layout.system.get(lowG)).toBe(3);
    expect(layout.x.get(g)).toBe(layout.x.get(lowG));
    expect(layout.systemTop.get(2)).toBeGreaterThan(layout.systemTop.get(1));
  });

  it("turns the stems of two voices on one staff up and down", () => {
    const ctx = new Context();
    // High notes would take down stems, low ones up stems, on a staff of their own.
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nc'd'e'f' & CDEF|\n");
    const layout = ctx.layout;
    expect(ctx.tunes.staffCount.get(0)).toBe(1);
    expect(layout.systemCount).toBe(2); // one staff, a record per voice
    expect(layout.systemStaff.get(1)).toBe(0);
    expect(layout.systemLeads.get(1)).toBe(0);
    for (let n = 0; n < 4; n++) {
      expect(layout.hasBit(inVoice(ctx, 0, SymbolKind.Note, n), LayoutBits.StemUp)).toBe(true);
      expect(layout.hasBit(inVoice(ctx, 1, SymbolKind.Note, n), LayoutBits.StemUp)).toBe(false);
      expect(layout.x.get(inVoice(ctx, 0, SymbolKind.Note, n))).toBe(layout.x.get(inVoice(ctx, 1, SymbolKind.Note, n)));
    }
    expect(layout.systemTop.get(1)).toBe(layout.systemTop.get(0));
  });

  it("reads a voice sharing a staff in the staff's clef", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\n%%staves (1 2)\nV:1 clef=bass\nV:2\nK:C\n[V:1] C,D,E,F,|\n[V:2] C,D,E,F,|\n");
    expect(ctx.tunes.staffCount.get(0)).toBe(1);
    for (let n = 0; n < 4; n++) {
      const upper = inVoice(ctx, 0, SymbolKind.Note, n);
      const lower = inVoice(ctx, 1, SymbolKind.Note, n);
      const head = ctx.symbols.headStart.get(upper);
      expect(ctx.layout.headPosition.get(ctx.symbols.headStart.get(lower))).toBe(ctx.layout.headPosition.get(head));
    }
    // C3 lies three steps above the bass staff's bottom line G2 (in treble it would be far below).
    expect(ctx.layout.headPosition.get(ctx.symbols.headStart.get(inVoice(ctx, 1, SymbolKind.Note, 0)))).toBe(3);
  });

  it("moves the rests of two voices on one staff up and down", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nz c z c & C z C z|\n");
    const upper = inVoice(ctx, 0, SymbolKind.Rest, 0);
    const lower = inVoice(ctx, 1, SymbolKind.Rest, 0);
    expect(ctx.layout.restPosition.get(upper)).toBeGreaterThan(4); // above the middle line
    expect(ctx.layout.restPosition.get(lower)).toBeLessThan(4);
    // A voice alone on its staff keeps its rests on the middle line.
    const alone = new Context();
    renderAbc(alone, "X:1\nL:1/4\nK:C\nz c z c|\n");
    expect(alone.layout.restPosition.get(inVoice(alone, 0, SymbolKind.Rest, 0))).toBe(4);
  });

  it("moves the up-stem note of a second between two voices to the right", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\ndcea & cccc|\n");
    const layout = ctx.layout;
    // d over c: a second; c over c: a unison of two quarters, shared; e over c: a third; a over c: clear.
    const second = inVoice(ctx, 0, SymbolKind.Note, 0);
    expect(layout.x.get(second)).toBeGreaterThan(layout.x.get(inVoice(ctx, 1, SymbolKind.Note, 0)));
    expect(layout.voiceShift.get(second)).toBeGreaterThan(<f32>0.5);
    for (let n = 1; n < 4; n++) {
      expect(layout.x.get(inVoice(ctx, 0, SymbolKind.Note, n))).toBe(layout.x.get(inVoice(ctx, 1, SymbolKind.Note, n)));
    }
  });

  it("draws no staff for a voice that has nothing in a system", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nV:1\ncdef|\ngabc'|\nV:2\nCDEF|\n");
    expect(ctx.layout.systemCount).toBe(4);
    // Two staves in the first system, one in the second: 15 staff lines.
    expect(countRecords(ctx, DisplayKind.Line, LineRole.StaffLine)).toBe(15);
    expect(ctx.layout.staffVisible.get(0)).toBe(1); // as stacked for the last system
    expect(ctx.layout.staffVisible.get(1)).toBe(0);
  });

  it("draws no staff for a voice that has only bar lines or invisible rests in a system", () => {
    // abc2svg 1.22.1 leaves the second voice's staff out of the second system in each case.
    const hidden = ["| | |", "x4|x4|x4|", "X3|", "\"A\"x4|x4|x4|", "x4|[K:G]x4|x4|"];
    for (let i = 0; i < hidden.length; i++) {
      const ctx = new Context();
      renderAbc(ctx, "X:1\nL:1/4\nM:4/4\nK:C\nV:1\ncdef|cdef|cdef|\ncdef|cdef|cdef|\nV:2\nCDEF|CDEF|CDEF|\n" + hidden[i] + "\n");
      expect(ctx.layout.systemCount).toBe(4);
      // Two staves in the first system, one in the second: 15 staff lines.
      expect(countRecords(ctx, DisplayKind.Line, LineRole.StaffLine)).toBe(15);
    }
  });

  it("aligns the k-th bar of each voice's run of empty measures", () => {
    // Empty measures take no time: 12 bars in one voice and 10 in the other before the notes.
    const ctx = new Context();
    let run12 = "";
    for (let k = 0; k < 12; k++) run12 += "| ";
    const run10 = run12.substring(0, 20);
    renderAbc(ctx, "X:1\nL:1/4\nM:2/4\nK:C\nV:1\n" + run12 + "cd|ef|\nV:2\n" + run10 + "CD|EF|\n");
    const layout = ctx.layout;
    expect(layout.tuneSystemCount.get(0)).toBe(2); // one system, a record per voice
    for (let k = 0; k < 10; k++) {
      expect(layout.x.get(inVoice(ctx, 1, SymbolKind.Bar, k))).toBe(layout.x.get(inVoice(ctx, 0, SymbolKind.Bar, k)));
    }
    // The notes stand together after the longer run.
    expect(layout.x.get(inVoice(ctx, 1, SymbolKind.Note, 0))).toBe(layout.x.get(inVoice(ctx, 0, SymbolKind.Note, 0)));
  });

  it("stacks two staves of a system by their music, and their clefs against each other", () => {
    // Whole notes, %%sysstaffsep 0; the gaps (sp, top line to top line less the staff) are
    // abc2svg 1.22.1's (notes/issue5-vertical/hymn-pages.md): 15 px between a B4 on the treble
    // staff and a D4 over the bass staff, whose 13 px meet the B4 side's 2 px, not the treble
    // clef's 9.8 px; 4 px between two staves without clefs; 14 px between a staff without a
    // clef and a treble clef's staff under it.
    const header = "X:1\nL:1/4\n%%sysstaffsep 0\n%%staves 1 2\n";
    const cases = ["V:1 clef=treble\nV:2 clef=bass\nK:C\n[V:1] B4|\n[V:2] D4|\n", "V:1 clef=none\nV:2 clef=none\nK:C\n[V:1] z4|\n[V:2] z4|\n", "V:1 clef=none\nV:2 clef=treble\nK:C\n[V:1] z4|\n[V:2] z4|\n"];
    const gaps: f32[] = [15, 4, 14];
    for (let i = 0; i < cases.length; i++) {
      const ctx = new Context();
      renderAbc(ctx, header + cases[i]);
      const offset = ctx.layout.staffOffset;
      expect(offset.get(1) - offset.get(0) - STAFF_HEIGHT).toBeCloseTo(gaps[i] / 6, 1);
    }
  });

  it("draws the staff of a voice that has rests, measure rests or grace notes in a system", () => {
    const shown = ["z4|z4|z4|", "Z3|", "{D}x4|x4|x4|"];
    for (let i = 0; i < shown.length; i++) {
      const ctx = new Context();
      renderAbc(ctx, "X:1\nL:1/4\nM:4/4\nK:C\nV:1\ncdef|cdef|cdef|\ncdef|cdef|cdef|\nV:2\nCDEF|CDEF|CDEF|\n" + shown[i] + "\n");
      expect(countRecords(ctx, DisplayKind.Line, LineRole.StaffLine)).toBe(20);
      expect(ctx.layout.staffVisible.get(1)).toBe(1);
    }
  });

  it("aligns the bars of two voices when a key change follows them", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nV:1\ncdef|[K:D]cdef|\nV:2\nCDEF|[K:D]CDEF|\n");
    const layout = ctx.layout;
    expect(layout.x.get(inVoice(ctx, 0, SymbolKind.Bar, 0))).toBe(layout.x.get(inVoice(ctx, 1, SymbolKind.Bar, 0)));
    expect(layout.x.get(inVoice(ctx, 0, SymbolKind.Key, 1))).toBe(layout.x.get(inVoice(ctx, 1, SymbolKind.Key, 1)));
    expect(layout.x.get(inVoice(ctx, 0, SymbolKind.Note, 4))).toBe(layout.x.get(inVoice(ctx, 1, SymbolKind.Note, 4)));
  });

  it("puts the lyrics of a second voice on a shared staff under the first voice's", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\n%%staves (1 2)\nV:1\nV:2\nK:C\n[V:1] cdef|\nw:one two three four\n[V:2] CDEF|\nw:five six sev-en\n");
    const layout = ctx.layout;
    expect(layout.systemStaff.get(1)).toBe(0);
    expect(layout.systemVerses.get(0)).toBe(1);
    expect(layout.systemVerses.get(1)).toBe(1);
    expect(layout.systemLyricBaseline.get(1)).toBe(layout.systemLyricBaseline.get(0) + LYRIC_LINE_HEIGHT);
    // Both lines clear the lowest note of the staff (C4, below the first voice's notes).
    expect(layout.systemLyricBaseline.get(0)).toBeGreaterThan(<f32>5);
  });

  it("sets the lyrics of the upper voice under the stems of a lower voice that has none", () => {
    const ctx = new Context();
    // The alto's stems point down below the staff; the soprano's words go under them.
    renderAbc(ctx, "X:1\nL:1/4\n%%score (S A)\nK:C\nV:S\ncdef|\nw:one two three four\nV:A\nEDCD|\n");
    const layout = ctx.layout;
    const lowestAltoStem = max<f32>(max<f32>(layout.stemTip.get(inVoice(ctx, 1, SymbolKind.Note, 0)), layout.stemTip.get(inVoice(ctx, 1, SymbolKind.Note, 2))), STAFF_HEIGHT);
    expect(layout.systemVerses.get(0)).toBe(1);
    expect(layout.systemLyricBaseline.get(0)).toBeGreaterThan(lowestAltoStem + LYRIC_CLEARANCE);
  });

  it("puts the dots of the lower voice on a line in the space below", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\ng3/2 z/ & f3/2 z/|\n");
    // g (a space, position 9) keeps its own space; f (the top line, 8) in the lower voice dots below.
    const upper = inVoice(ctx, 0, SymbolKind.Note, 0);
    const lower = inVoice(ctx, 1, SymbolKind.Note, 0);
    const upperHead = ctx.symbols.headStart.get(upper);
    const lowerHead = ctx.symbols.headStart.get(lower);
    expect(ctx.layout.headPosition.get(upperHead)).toBe(9);
    expect(ctx.layout.dotPosition.get(upperHead)).toBe(9);
    expect(ctx.layout.headPosition.get(lowerHead)).toBe(8);
    expect(ctx.layout.dotPosition.get(lowerHead)).toBe(7);
  });

  it("centres a rest that fills its measure, as a whole rest, between the bar lines", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nM:3/4\nK:C\nV:1\nz3|z2 z|cde|\nV:2\nCDE|CDE|z3|\n");
    const layout = ctx.layout;
    const full = inVoice(ctx, 0, SymbolKind.Rest, 0);
    expect(layout.hasBit(full, LayoutBits.MeasureRest)).toBe(true);
    expect(layout.glyph.get(full)).toBe(RestWhole);
    const bar = inVoice(ctx, 0, SymbolKind.Bar, 0);
    const left = layout.systemLeft.get(0) + layout.systemHeaderWidth.get(0);
    const centre = layout.x.get(full) + glyphAdvance(RestWhole) * 0.5;
    expect(Mathf.abs(centre - (left + layout.x.get(bar)) * 0.5)).toBeLessThan(<f32>0.01);
    // Two rests in a measure stay as written; the other voice's last measure is a whole rest too.
    expect(layout.hasBit(inVoice(ctx, 0, SymbolKind.Rest, 1), LayoutBits.MeasureRest)).toBe(false);
    expect(layout.hasBit(inVoice(ctx, 1, SymbolKind.Rest, 0), LayoutBits.MeasureRest)).toBe(true);
  });

  it("runs a bar line down to the staff below only where that staff has a bar too", () => {
    const ctx = new Context();
    // The second voice's first bar comes a beat later: it does not line up.
    renderAbc(ctx, "X:1\nL:1/4\nM:4/4\nK:C\nV:1\ncdef|cdef|\nV:2\nCDEFG|DEF|\n");
    const first = elementOf(ctx, inVoice(ctx, 0, SymbolKind.Bar, 0));
    const last = elementOf(ctx, inVoice(ctx, 0, SymbolKind.Bar, 1));
    expect(elementFloat(ctx, first, ElementField.Height)).toBe(STAFF_HEIGHT);
    expect(elementFloat(ctx, last, ElementField.Height)).toBeGreaterThan(STAFF_HEIGHT * 2);
  });

  it("keeps the accidental of a note moved aside left of the other voice's note and accidental", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n^d & _c|\n");
    const layout = ctx.layout;
    const up = inVoice(ctx, 0, SymbolKind.Note, 0);
    const down = inVoice(ctx, 1, SymbolKind.Note, 0);
    expect(layout.voiceShift.get(up)).toBeGreaterThan(<f32>0.5);
    const upAccidental = layout.x.get(up) + layout.accidentalShift.get(ctx.symbols.headStart.get(up));
    const downAccidental = layout.x.get(down) + layout.accidentalShift.get(ctx.symbols.headStart.get(down));
    expect(upAccidental + glyphAdvance(AccidentalSharp)).toBeLessThanOrEqual(downAccidental);
  });
});

describe("verse numbers", () => {
  it("line up the numbers of all verses whose first words are long, the words starting together (verseNumbers.ts)", () => {
    // Words this long lead their note by NUMBERED_SHIFT_MAX alike (abc2svg 1.22.1; a shorter word
    // leads by less, so its number stands nearer the note).
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:D\nA A B A|\nw:1.~Happiest birth-day\nw:2.~Mountains the good\nw:3.~Wonderful may you\n");
    const lefts: f32[] = [];
    for (let e = 0; e < ctx.elements.count; e++) {
      if (elementInt(ctx, e, ElementField.Kind) != ElementKind.Lyric) continue;
      const start = elementInt(ctx, e, ElementField.Start);
      // The syllables that open with a verse number.
      if (ctx.source.at(start) >= 49 && ctx.source.at(start) <= 51) lefts.push(elementFloat(ctx, e, ElementField.X));
    }
    expect<i32>(lefts.length).toBe(3);
    expect<f32>(lefts[1]).toBeCloseTo(lefts[0]);
    expect<f32>(lefts[2]).toBeCloseTo(lefts[0]);
    // A syllable without a number stays centred on its note.
    expect<i32>(verseNumberEnd(ctx, 0, 0)).toBe(-1);
  });
});
