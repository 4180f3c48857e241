/**
 * How single notes are notated: note values, stems, chord heads, accidentals, dots, ledger
 * lines, key signatures (identifyNotes, calcStems, placeChordHeads, adjustAccidentals,
 * adjustDots, keySignatures, writeNotes).
 */

import { DisplayKind, LineRole, Model, SymbolKind } from "../../abi";
import { Context } from "../../context";
import { ClefType, meterDenominator, meterNumerator, meterPart, packMeterDisplay } from "../../model/values";
import { timeSignatureWidth } from "../timeSignatures";
import { AccidentalFlat, AccidentalNatural, AccidentalSharp, NoteheadBlack, NoteheadHalf, NoteheadWhole, RestWhole, TimeSigPlus } from "../../glyphs/smufl.generated";
import { cancelledCount, isExplicitKey, keyAccidentalCount, keyAccidentalGlyph, keyAccidentalPosition, keyCancels } from "../keySignatures";
import { dotCount, flagCount, noteValue, QUARTER, WHOLE, BREVE, EIGHTH } from "../noteValues";
import { LayoutBits } from "../tables";
import { countGlyphs, countRecords, elementOf, note, nthDrawn, renderAbc } from "./helpers";

const WHOLE_TICKS = Model.TicksPerWhole;

describe("note values", () => {
  it("read a dotted quarter as a quarter with one dot", () => {
    const ticks = WHOLE_TICKS * 3 / 8;
    expect(noteValue(ticks)).toBe(QUARTER);
    expect(dotCount(ticks, QUARTER)).toBe(1);
  });

  it("read a double-dotted half as a half with two dots", () => {
    const ticks = WHOLE_TICKS * 7 / 8;
    expect(noteValue(ticks)).toBe(-1);
    expect(dotCount(ticks, -1)).toBe(2);
  });

  it("give eighths one flag and 128ths five", () => {
    expect(flagCount(EIGHTH)).toBe(1);
    expect(flagCount(noteValue(WHOLE_TICKS / 128))).toBe(5);
    expect(flagCount(noteValue(WHOLE_TICKS / 1024))).toBe(5);
  });

  it("read a zero duration as a plain quarter", () => {
    expect(noteValue(0)).toBe(QUARTER);
    expect(dotCount(0, QUARTER)).toBe(0);
  });

  it("cap enormous durations at a breve with at most three dots", () => {
    expect(noteValue(WHOLE_TICKS * 1000)).toBe(BREVE);
    expect(dotCount(WHOLE_TICKS * 1000, BREVE)).toBe(3);
  });
});

describe("noteheads and rests", () => {
  it("pick whole, half and black heads by written duration", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nc4 c2 c z4|\n");
    expect(ctx.layout.glyph.get(note(ctx, 0))).toBe(NoteheadWhole);
    expect(ctx.layout.glyph.get(note(ctx, 1))).toBe(NoteheadHalf);
    expect(ctx.layout.glyph.get(note(ctx, 2))).toBe(NoteheadBlack);
    expect(ctx.layout.glyph.get(nthDrawn(ctx, SymbolKind.Rest, 0))).toBe(RestWhole);
    expect(noteValue(ctx.symbols.written.get(note(ctx, 0)))).toBe(WHOLE);
  });
});

describe("stems", () => {
  it("point up below the middle line, down above it, and on it as the voice's stem before (down at its start)", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nB A B| z B c B B/B/|\n");
    expect(ctx.layout.hasBit(note(ctx, 0), LayoutBits.StemUp)).toBe(false); // B4 first: down
    expect(ctx.layout.hasBit(note(ctx, 1), LayoutBits.StemUp)).toBe(true); // A4, second space
    expect(ctx.layout.hasBit(note(ctx, 2), LayoutBits.StemUp)).toBe(true); // B4 after A4
    expect(ctx.layout.hasBit(note(ctx, 3), LayoutBits.StemUp)).toBe(true); // through a bar and a rest
    expect(ctx.layout.hasBit(note(ctx, 4), LayoutBits.StemUp)).toBe(false); // c5
    expect(ctx.layout.hasBit(note(ctx, 5), LayoutBits.StemUp)).toBe(false); // B4 after c5
    expect(ctx.layout.hasBit(note(ctx, 6), LayoutBits.StemUp)).toBe(false); // a beamed B4 B4 group, as the B before
  });

  it("on a chord as far above the middle line as below: two heads as the stem before, three or more down (abc2svg 1.22.1)", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nG [Ac] G [GBd] G [FAce] G [GBd]/[GBd]/|\n");
    expect(ctx.layout.hasBit(note(ctx, 1), LayoutBits.StemUp)).toBe(true); // [Ac] after G
    expect(ctx.layout.hasBit(note(ctx, 3), LayoutBits.StemUp)).toBe(false); // [GBd]
    expect(ctx.layout.hasBit(note(ctx, 5), LayoutBits.StemUp)).toBe(false); // [FAce]
    expect(ctx.layout.hasBit(note(ctx, 7), LayoutBits.StemUp)).toBe(true); // a beamed group follows
  });

  it("follow the chord head farthest from the middle line", () => {
    const ctx = new Context();
    // C4 is 6 steps below the middle line, G5 5 above: the stem goes up.
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n[Cg] [Ec']|\n");
    expect(ctx.layout.hasBit(note(ctx, 0), LayoutBits.StemUp)).toBe(true);
    // E4 is 4 below, C6 8 above: down.
    expect(ctx.layout.hasBit(note(ctx, 1), LayoutBits.StemUp)).toBe(false);
  });

  it("are an octave long inside the staff", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nE|\n");
    // E4 on the bottom line (4 sp below the top line): the stem ends 3.5 sp higher.
    expect(ctx.layout.stemTip.get(note(ctx, 0))).toBeCloseTo(0.5);
  });

  it("reach the middle line from notes far outside the staff", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nC,, c''|\n");
    expect(ctx.layout.stemTip.get(note(ctx, 0))).toBeCloseTo(2.0);
    expect(ctx.layout.stemTip.get(note(ctx, 1))).toBeCloseTo(2.0);
  });

  it("are shorter pointing away from the staff without a flag, and on chords", () => {
    const ctx = new Context();
    // Down-stems under the treble staff: D4 one step under it, B3 three (abc2svg 1.22.1: 19 and
    // 17 px for quarters, 21 for an eighth); a chord [EG] 2 px shorter from its E.
    renderAbc(ctx, "X:1\nL:1/4\nK:C clef=treble\nV:1 stem=down clef=treble\nD B, D/ z/ [EG]|\n");
    expect(ctx.layout.stemTip.get(note(ctx, 0))).toBeCloseTo(4.5 + 19.0 / 6.0);
    expect(ctx.layout.stemTip.get(note(ctx, 1))).toBeCloseTo(5.5 + 17.0 / 6.0);
    expect(ctx.layout.stemTip.get(note(ctx, 2))).toBeCloseTo(4.5 + 3.5);
    expect(ctx.layout.stemTip.get(note(ctx, 3))).toBeCloseTo(4.0 + 19.0 / 6.0);
  });

  it("are shorter away from the staff in a beam group too", () => {
    const ctx = new Context();
    // Two beamed eighths D4 down-stemmed: the beam's outer edge 22 px under the bottom line in
    // abc2svg 1.22.1 (3 px head + 19), where an unbeamed flagged D keeps 21 px.
    renderAbc(ctx, "X:1\nL:1/8\nK:C clef=treble\nV:1 stem=down clef=treble\nDD D z|\n");
    expect(ctx.layout.stemTip.get(note(ctx, 0))).toBeCloseTo(4.5 + 19.0 / 6.0);
    expect(ctx.layout.stemTip.get(note(ctx, 1))).toBeCloseTo(4.5 + 19.0 / 6.0);
    expect(ctx.layout.stemTip.get(note(ctx, 2))).toBeCloseTo(4.5 + 3.5);
  });

  it("are not drawn for whole notes", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nc4|\n");
    const id = note(ctx, 0);
    expect(ctx.layout.hasBit(id, LayoutBits.Stemless)).toBe(true);
    expect(countRecords(ctx, DisplayKind.Line, LineRole.Stem, elementOf(ctx, id))).toBe(0);
  });
});

describe("chord heads", () => {
  it("put the upper head of a second right of an up stem", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n[EF]|\n");
    const id = note(ctx, 0);
    const first = ctx.symbols.headStart.get(id);
    expect(ctx.layout.headShift.get(first)).toBe(<f32>0);
    expect(ctx.layout.headShift.get(first + 1)).toBeGreaterThan(<f32>1);
  });

  it("put the lower head of a second left of a down stem", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n[fg]|\n");
    const id = note(ctx, 0);
    const first = ctx.symbols.headStart.get(id);
    expect(ctx.layout.headShift.get(first)).toBeLessThan(<f32>-1);
    expect(ctx.layout.headShift.get(first + 1)).toBe(<f32>0);
  });
});

describe("accidentals", () => {
  it("stand left of the head", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n^c|\n");
    const id = note(ctx, 0);
    const shift = ctx.layout.accidentalShift.get(ctx.symbols.headStart.get(id));
    expect(shift).toBeLessThan(<f32>-1);
    expect(ctx.layout.widthLeft.get(id)).toBeCloseTo(-shift);
  });

  it("of a chord's close heads are stacked in separate columns", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n[^c^e^g]|\n");
    const first = ctx.symbols.headStart.get(note(ctx, 0));
    const c = ctx.layout.accidentalShift.get(first);
    const e = ctx.layout.accidentalShift.get(first + 1);
    const g = ctx.layout.accidentalShift.get(first + 2);
    // The top one is nearest the heads; a third below needs another column.
    expect(g).toBeGreaterThan(e);
    expect(g - e).toBeGreaterThan(<f32>0.9);
    // c and g are a fifth apart: still too close to share a column.
    expect(c).not.toBe(g);
  });

  it("of heads a seventh apart share a column", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n[^C^B]|\n");
    const first = ctx.symbols.headStart.get(note(ctx, 0));
    expect(ctx.layout.accidentalShift.get(first)).toBe(ctx.layout.accidentalShift.get(first + 1));
  });
});

describe("augmentation dots", () => {
  it("of a head on a line move into the space above", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nB3/2 c3/2|\n");
    const onLine = ctx.symbols.headStart.get(note(ctx, 0)); // B4: middle line, position 4
    const inSpace = ctx.symbols.headStart.get(note(ctx, 1)); // C5: position 5
    expect(ctx.layout.dotPosition.get(onLine)).toBe(5);
    expect(ctx.layout.dotPosition.get(inSpace)).toBe(5);
  });

  it("of a chord's neighbouring heads take different spaces", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n[AB]3/2|\n");
    const first = ctx.symbols.headStart.get(note(ctx, 0));
    expect(ctx.layout.dotPosition.get(first)).not.toBe(ctx.layout.dotPosition.get(first + 1));
  });
});

describe("ledger lines", () => {
  it("are drawn for every line between the staff and the head", () => {
    const ctx = new Context();
    // A5: one ledger line above; C6: two; C4: one below; A3: two below.
    renderAbc(ctx, "X:1\nL:1/4\nK:C\na c' C A,|\n");
    expect(countRecords(ctx, DisplayKind.Line, LineRole.LedgerLine, elementOf(ctx, note(ctx, 0)))).toBe(1);
    expect(countRecords(ctx, DisplayKind.Line, LineRole.LedgerLine, elementOf(ctx, note(ctx, 1)))).toBe(2);
    expect(countRecords(ctx, DisplayKind.Line, LineRole.LedgerLine, elementOf(ctx, note(ctx, 2)))).toBe(1);
    expect(countRecords(ctx, DisplayKind.Line, LineRole.LedgerLine, elementOf(ctx, note(ctx, 3)))).toBe(2);
  });

  it("are not drawn for notes inside the staff", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nD E F g|\n");
    expect(countRecords(ctx, DisplayKind.Line, LineRole.LedgerLine)).toBe(0);
  });
});

describe("key signatures", () => {
  it("place treble sharps F C G D A E B at their standard positions", () => {
    const expected: StaticArray<i32> = [8, 5, 9, 6, 3, 7, 4];
    for (let i = 0; i < 7; i++) expect(keyAccidentalPosition(7, ClefType.Treble, i)).toBe(expected[i]);
  });

  it("place treble flats B E A D G C F at their standard positions", () => {
    const expected: StaticArray<i32> = [4, 7, 3, 6, 2, 5, 1];
    for (let i = 0; i < 7; i++) expect(keyAccidentalPosition(-7, ClefType.Treble, i)).toBe(expected[i]);
  });

  it("move the pattern two steps down for the bass clef and use the low shape for tenor sharps", () => {
    expect(keyAccidentalPosition(1, ClefType.Bass, 0)).toBe(6); // F3 on the fourth line
    expect(keyAccidentalPosition(-1, ClefType.Bass, 0)).toBe(2); // B2 on the second line
    expect(keyAccidentalPosition(1, ClefType.Alto, 0)).toBe(7); // F4
    expect(keyAccidentalPosition(1, ClefType.Tenor, 0)).toBe(2); // F3, not F4 above the staff
    expect(keyAccidentalPosition(-1, ClefType.Tenor, 0)).toBe(5); // B3
  });

  it("are drawn in the system header", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nK:D\nd|\n");
    expect(ctx.layout.systemKey.get(0)).toBe(2);
    let sharps = 0;
    const words = ctx.display.words;
    for (let i = 0; i < words.length; i += words.get(i) >> 8) {
      if ((words.get(i) & 0xff) == DisplayKind.Glyph && words.get(i + 2) == AccidentalSharp) sharps++;
    }
    expect(sharps).toBe(2);
  });

  it("changing inside a system cancel with naturals what the new key drops", () => {
    expect(cancelledCount(3, 2)).toBe(1); // A major to D major: G sharp goes
    expect(cancelledCount(2, -1)).toBe(2); // sharps to flats: all go
    expect(cancelledCount(-3, 0)).toBe(3); // to C: all go
    expect(cancelledCount(1, 3)).toBe(0); // more sharps: nothing to cancel
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:A\nA B|[K:D] d e|\n");
    let naturals = 0;
    const words = ctx.display.words;
    for (let i = 0; i < words.length; i += words.get(i) >> 8) {
      if ((words.get(i) & 0xff) == DisplayKind.Glyph && words.get(i + 2) == AccidentalNatural) naturals++;
    }
    expect(naturals).toBe(1);
  });

  it("with explicit accidentals show exactly them (ABC 2.1 3.1.14: K:D Phr ^f, two flats and one sharp)", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:D Phr ^f\nd e|[K:D] d e|\n");
    const key = ctx.layout.systemKey.get(0);
    expect(isExplicitKey(key)).toBe(true);
    expect(keyAccidentalCount(key)).toBe(3);
    // Flats in their order, then the sharp, each at its standard place: B4, E5, F5.
    expect(keyAccidentalGlyph(key, 0)).toBe(AccidentalFlat);
    expect(keyAccidentalGlyph(key, 1)).toBe(AccidentalFlat);
    expect(keyAccidentalGlyph(key, 2)).toBe(AccidentalSharp);
    expect(keyAccidentalPosition(key, ClefType.Treble, 0)).toBe(4);
    expect(keyAccidentalPosition(key, ClefType.Treble, 1)).toBe(7);
    expect(keyAccidentalPosition(key, ClefType.Treble, 2)).toBe(8);
    // To D major: the two flats are cancelled, the F sharp stays.
    expect(cancelledCount(key, 2)).toBe(2);
    expect(keyCancels(key, 2, 2)).toBe(false);
    let flats = 0;
    let naturals = 0;
    const words = ctx.display.words;
    for (let i = 0; i < words.length; i += words.get(i) >> 8) {
      if ((words.get(i) & 0xff) != DisplayKind.Glyph) continue;
      if (words.get(i + 2) == AccidentalFlat) flats++;
      if (words.get(i + 2) == AccidentalNatural) naturals++;
    }
    expect(flats).toBe(2);
    expect(naturals).toBe(2);
  });

  it("keep a standard key standard when its accidentals are the usual ones", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:Bb ^f =f\nd|\n");
    expect(ctx.layout.systemKey.get(0)).toBe(-2);
  });
});

describe("octave clefs", () => {
  it("place written notes as their plain clef does (treble-8: c in the third space)", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C clef=treble-8\ncA|\n");
    expect(ctx.layout.headPosition.get(ctx.symbols.headStart.get(note(ctx, 0)))).toBe(5);
    expect(ctx.layout.headPosition.get(ctx.symbols.headStart.get(note(ctx, 1)))).toBe(3);
  });
});

describe("time signatures", () => {
  it("of an additive meter keep its parts (ABC 2.1 3.1.6 M:(2+2+3)/8) and draw them joined by plus signs", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nM:(2+2+3)/8\nK:C\nCDEFGAB|\n");
    const meter = nthDrawn(ctx, SymbolKind.Meter, 0);
    const display = ctx.symbols.value2.get(meter);
    expect(meterNumerator(display)).toBe(7);
    expect(meterDenominator(display)).toBe(8);
    expect(meterPart(display, 0)).toBe(2);
    expect(meterPart(display, 1)).toBe(2);
    expect(meterPart(display, 2)).toBe(3);
    expect(meterPart(display, 3)).toBe(0);
    expect(countGlyphs(ctx, TimeSigPlus)).toBe(2);
    expect(timeSignatureWidth(display)).toBeGreaterThan(timeSignatureWidth(packMeterDisplay(7, 8)));
  });

  it("of a plain meter have no parts", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nM:7/8\nK:C\nCDEFGAB|\n");
    const display = ctx.symbols.value2.get(nthDrawn(ctx, SymbolKind.Meter, 0));
    expect(meterPart(display, 1)).toBe(0);
    expect(meterNumerator(display)).toBe(7);
    expect(countGlyphs(ctx, TimeSigPlus)).toBe(0);
  });
});
