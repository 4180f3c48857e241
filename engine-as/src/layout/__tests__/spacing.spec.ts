/**
 * Horizontal spacing, justification and line breaking (setWidths, spacing, breakLines,
 * justifySystems).
 */

import { Model, SymbolKind } from "../../abi";
import { Context } from "../../context";
import { HALF_HEAD_ROOM, LEDGER_PAIR_GAP, LYRIC_GAP, LYRIC_ROOM_SCALE, LYRIC_SHIFT_MAX, NOTE_GAP, QUARTER_SPACE } from "../constants";
import { glyphAdvance } from "../../glyphs/smufl.generated";
import { lineWidth } from "../pageGeometry";
import { DEFAULT_SPACING_FACTOR, durationSpace, minimumDistance } from "../spacing";
import { builtInTextWidth, fontFamily, fontItalic, textWidth, unitWidth } from "../textWidth";
import { FontFamily, FontId, OptionKey } from "../../abi";
import { LayoutBits } from "../tables";
import { countDrawn, note, nthDrawn, renderAbc } from "./helpers";

describe("spacing by duration", () => {
  it("gives a quarter QUARTER_SPACE and 1.3 times more per doubling, or %%notespacingfactor's ratio", () => {
    const quarter = durationSpace(Model.TicksPerWhole / 4);
    expect(quarter).toBeCloseTo(QUARTER_SPACE);
    expect(durationSpace(Model.TicksPerWhole / 2) / quarter).toBeCloseTo(DEFAULT_SPACING_FACTOR, 2);
    expect(quarter / durationSpace(Model.TicksPerWhole / 8)).toBeCloseTo(DEFAULT_SPACING_FACTOR, 2);
    expect(durationSpace(Model.TicksPerWhole / 2, Mathf.SQRT2) / quarter).toBeCloseTo(<f32>1.414, 2);
    expect(durationSpace(0)).toBe(<f32>0);
  });

  it("spaces a tune whose shortest note is a half as a tune in quarters (the shortest value sets the space)", () => {
    const halves = new Context();
    // Stretched to the line (%%stretchlast 1): a short last line's natural spacing is mostly
    // the notes' minimum distances, which differ between a half and a quarter head.
    renderAbc(halves, "X:1\n%%stretchlast 1\nL:1/2\nK:C\nc c d e|\n");
    const quarters = new Context();
    renderAbc(quarters, "X:1\n%%stretchlast 1\nL:1/4\nK:C\nc c d e|\n");
    const half = halves.layout.x.get(note(halves, 2)) - halves.layout.x.get(note(halves, 1));
    const quarter = quarters.layout.x.get(note(quarters, 2)) - quarters.layout.x.get(note(quarters, 1));
    expect(half).toBeCloseTo(quarter, 2);
  });

  it("puts longer notes farther from their neighbours on a justified line", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\nc c c c c2 c2 c4 c|\n");
    const eighth = ctx.layout.x.get(note(ctx, 1)) - ctx.layout.x.get(note(ctx, 0));
    const quarter = ctx.layout.x.get(note(ctx, 5)) - ctx.layout.x.get(note(ctx, 4));
    const half = ctx.layout.x.get(note(ctx, 7)) - ctx.layout.x.get(note(ctx, 6));
    expect(quarter).toBeGreaterThan(eighth);
    expect(half).toBeGreaterThan(quarter);
    expect(quarter / eighth).toBeCloseTo(DEFAULT_SPACING_FACTOR, 1);
  });

  it("widens a note whose lyric syllable is wider than it", () => {
    const plain = new Context();
    renderAbc(plain, "X:1\nL:1/8\nK:C\ncccc cccc|cccc cccc|cccc cccc|cccc cccc|\n");
    const sung = new Context();
    renderAbc(sung, "X:1\nL:1/8\nK:C\ncccc cccc|cccc cccc|cccc cccc|cccc cccc|\nw:a extraordinarily a a a a a a\n");
    const plainGap = plain.layout.x.get(note(plain, 2)) - plain.layout.x.get(note(plain, 1));
    const sungGap = sung.layout.x.get(note(sung, 2)) - sung.layout.x.get(note(sung, 1));
    expect(sung.layout.lyricRight.get(note(sung, 1))).toBeGreaterThan(<f32>4);
    expect(sungGap).toBeGreaterThan(plainGap);
  });

  it("lets a syllable hang over the unsung notes after it, up to the next syllable", () => {
    const sung = new Context();
    // One short measure: a last line too short to be stretched, at its natural spacing.
    renderAbc(sung, "X:1\nL:1/8\nK:C\ncccc cccc|\nw:a extraordinarily * * a a a a\n");
    const plainGap = sung.layout.x.get(note(sung, 6)) - sung.layout.x.get(note(sung, 5));
    const skippedGap = sung.layout.x.get(note(sung, 2)) - sung.layout.x.get(note(sung, 1));
    // The skipped note keeps its place (as far from the word's note as two notes under short
    // syllables are apart); the next syllable's note clears the long word.
    expect(skippedGap).toBeCloseTo(plainGap, 1);
    const reach = sung.layout.x.get(note(sung, 1)) + sung.layout.lyricRight.get(note(sung, 1));
    expect(sung.layout.x.get(note(sung, 4)) - sung.layout.widthLeft.get(note(sung, 4))).toBeGreaterThanOrEqual(reach);
  });
});

/** Least distance between the first two notes of `abc` (one voice). */
function firstPairMinimum(abc: string): f32 {
  const ctx = new Context();
  renderAbc(ctx, abc);
  return minimumDistance(ctx, note(ctx, 0), note(ctx, 1));
}

describe("least distances between notes (abc2svg 1.22.1 at %%maxshrink 1: constants.ts)", () => {
  it("keeps two quarter heads NOTE_GAP apart", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nE E|\n");
    const head = glyphAdvance(ctx.layout.glyph.get(note(ctx, 0)));
    expect(minimumDistance(ctx, note(ctx, 0), note(ctx, 1))).toBeCloseTo(head + NOTE_GAP, 3);
  });

  it("keeps two neighbours with ledger lines on the same side LEDGER_PAIR_GAP further apart, not one alone", () => {
    const plain = firstPairMinimum("X:1\nL:1/4\nK:C\nE E|\n");
    expect(firstPairMinimum("X:1\nL:1/4\nK:C\nC C|\n")).toBeCloseTo(plain + LEDGER_PAIR_GAP, 3);
    expect(firstPairMinimum("X:1\nL:1/4\nK:C\na a|\n")).toBeCloseTo(plain + LEDGER_PAIR_GAP, 3);
    expect(firstPairMinimum("X:1\nL:1/4\nK:C\nC E|\n")).toBeCloseTo(plain, 3);
    expect(firstPairMinimum("X:1\nL:1/4\nK:C\nC a|\n")).toBeCloseTo(plain, 3);
  });

  it("gives a half note HALF_HEAD_ROOM more room on its right than a quarter", () => {
    const quarter = firstPairMinimum("X:1\nL:1/4\nK:C\nE E|\n");
    expect(firstPairMinimum("X:1\nL:1/4\nK:C\nE2 E|\n")).toBeCloseTo(quarter + HALF_HEAD_ROOM, 2);
  });
});

describe("lyric room (abc2svg 1.22.1, black-boxed: constants.ts)", () => {
  it("sets two notes under equal long words their room width and LYRIC_GAP apart", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\nC C C|\nw:mmmmmm mmmmmm mmmmmm\n");
    const width = ctx.layout.syllableWidth.get(ctx.symbols.firstSyllable.get(note(ctx, 0)));
    const distance = ctx.layout.x.get(note(ctx, 1)) - ctx.layout.x.get(note(ctx, 0));
    expect(distance).toBeCloseTo(width * LYRIC_ROOM_SCALE + LYRIC_GAP, 2);
  });

  it("starts a long word LYRIC_SHIFT_MAX before its note's centre, a short one nearer", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\nC C|\nw:mmmmmm i\n");
    const centre = glyphAdvance(ctx.layout.glyph.get(note(ctx, 0))) * <f32>0.5;
    expect(ctx.layout.lyricLeft.get(note(ctx, 0)) + centre).toBeCloseTo(LYRIC_SHIFT_MAX, 2);
    expect(ctx.layout.lyricLeft.get(note(ctx, 1)) + centre).toBeLessThan(<f32>1);
  });

  it("gives a hyphen no room of its own: it is drawn in the gap", () => {
    const spaced = new Context();
    renderAbc(spaced, "X:1\nL:1/8\nK:C\nC C C|\nw:mmmmmm mmmmmm mmmmmm\n");
    const hyphened = new Context();
    renderAbc(hyphened, "X:1\nL:1/8\nK:C\nC C C|\nw:mmmmmm-mmmmmm mmmmmm\n");
    const a = spaced.layout.x.get(note(spaced, 1)) - spaced.layout.x.get(note(spaced, 0));
    const b = hyphened.layout.x.get(note(hyphened, 1)) - hyphened.layout.x.get(note(hyphened, 0));
    expect(b).toBeCloseTo(a, 3);
  });

  it("moves a system's first note right when its syllable would reach into the header", () => {
    const plain = new Context();
    renderAbc(plain, "X:1\nL:1/4\nK:C\nC C C C|\n");
    const sung = new Context();
    renderAbc(sung, "X:1\nL:1/4\nK:C\nC C C C|\nw:mmmmmm x x x\n");
    expect(sung.layout.x.get(note(sung, 0))).toBeGreaterThan(plain.layout.x.get(note(plain, 0)) + <f32>1);
  });
});

describe("chord symbol room", () => {
  it("lets a chord symbol stand over the notes after it that have none", () => {
    const plain = new Context();
    renderAbc(plain, "X:1\nL:1/8\nK:C\ncdef gabc|\n");
    const chords = new Context();
    renderAbc(chords, "X:1\nL:1/8\nK:C\n\"Cmaj7sus4\"cdef gabc|\n");
    const plainGap = plain.layout.x.get(note(plain, 1)) - plain.layout.x.get(note(plain, 0));
    const chordGap = chords.layout.x.get(note(chords, 1)) - chords.layout.x.get(note(chords, 0));
    expect(chords.layout.chordSymbolRight.get(note(chords, 0))).toBeGreaterThan(chordGap);
    expect(chordGap).toBeCloseTo(plainGap, 2);
  });

  it("keeps the next chord symbol clear of the one before", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\n\"Cmaj7sus4\"c\"Cmaj7sus4\"d ef|\n");
    const first = note(ctx, 0);
    const second = note(ctx, 1);
    const reach = ctx.layout.x.get(first) + ctx.layout.chordSymbolRight.get(first);
    expect(ctx.layout.x.get(second) - ctx.layout.widthLeft.get(second)).toBeGreaterThanOrEqual(reach);
  });
});

describe("justification", () => {
  it("fills the line: the final bar ends at the right margin", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\ncdef gabc|cdef gabc|cdef gabc|\ncdef gabc|cdef gabc|]\n");
    const bar = nthDrawn(ctx, SymbolKind.Bar, 2);
    const system = ctx.layout.system.get(bar);
    const right = ctx.layout.systemLeft.get(system) + lineWidth(ctx);
    expect(ctx.layout.systemWidth.get(system)).toBeCloseTo(lineWidth(ctx));
    expect(ctx.layout.x.get(bar) + ctx.layout.widthRight.get(bar)).toBeCloseTo(right);
  });

  it("stretches a short line that is not the last", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\ncd|\ncdef gabc|cdef gabc|\n");
    expect(ctx.layout.systemCount).toBe(2);
    expect(ctx.layout.systemWidth.get(0)).toBeCloseTo(lineWidth(ctx));
    expect(ctx.layout.systemStretch.get(0)).toBeGreaterThan(<f32>3);
  });

  it("does not stretch a short last line to the width (the rule: lastLine.spec.ts)", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\ncdef gabc|cdef gabc|cdef gabc|cdef gabc|\ncd|]\n");
    expect(ctx.layout.systemCount).toBe(2);
    expect(ctx.layout.systemWidth.get(1)).toBeLessThan(lineWidth(ctx) * <f32>0.5);
    // It follows the first line, compressed below its ideal spacing: so is the last.
    expect(ctx.layout.systemStretch.get(0)).toBeLessThan(<f32>1);
    expect(ctx.layout.systemStretch.get(1)).toBeLessThan(<f32>1);
  });

  it("keeps every pair of neighbours at least their minimum distance apart", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/16\nK:C\n^c^d^e^f ^g^a^b^c' ^c^d^e^f ^g^a^b^c'|^c^d^e^f ^g^a^b^c' ^c^d^e^f ^g^a^b^c'|\n");
    const sequence = ctx.layout.sequence;
    for (let i = 1; i < sequence.length; i++) {
      const previous = sequence.get(i - 1);
      const id = sequence.get(i);
      if (ctx.layout.system.get(previous) != ctx.layout.system.get(id) || ctx.layout.hasBit(previous, LayoutBits.InHeader)) continue;
      const gap = ctx.layout.x.get(id) - ctx.layout.widthLeft.get(id) - (ctx.layout.x.get(previous) + ctx.layout.widthRight.get(previous));
      expect(gap).toBeGreaterThan(<f32>0);
    }
  });
});

/** `count` measures of four quarters on one source line, in 4/4. */
function measures(count: i32): string {
  let text = "X:1\nL:1/4\nM:4/4\nK:C\n";
  for (let i = 0; i < count; i++) text += "CDEF|";
  return text + "\n";
}

/** Bar lines in each system of `text` drawn `pageWidth` px wide. */
function barsPerSystem(text: string, pageWidth: f64 = 793.7): i32[] {
  const ctx = new Context();
  renderAbc(ctx, text, pageWidth);
  const bars: i32[] = [];
  for (let system = 0; system < ctx.layout.systemCount; system++) {
    let count = 0;
    for (let i = ctx.layout.systemStart.get(system), end = ctx.layout.systemEnd.get(system); i < end; i++) {
      if (ctx.symbols.kind.get(ctx.layout.sequence.get(i)) == SymbolKind.Bar) count++;
    }
    bars.push(count);
  }
  return bars;
}

describe("line breaking", () => {
  it("starts a system at each music line", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\ncdef|\ngabc|\ncdef|]\n");
    expect(ctx.layout.systemCount).toBe(3);
  });

  it("breaks a line of 200 notes so that no system overflows", () => {
    const ctx = new Context();
    let text = "X:1\nL:1/8\nK:C\n";
    for (let i = 0; i < 50; i++) text += "cdef ";
    text += "|\n";
    renderAbc(ctx, text);
    expect(countDrawn(ctx, SymbolKind.Note)).toBe(200);
    expect(ctx.layout.systemCount).toBeGreaterThan(2);
    for (let system = 0; system < ctx.layout.systemCount; system++) {
      const last = ctx.layout.sequence.get(ctx.layout.systemEnd.get(system) - 1);
      const right = ctx.layout.systemLeft.get(system) + ctx.layout.systemWidth.get(system);
      expect(ctx.layout.x.get(last) + ctx.layout.widthRight.get(last)).toBeLessThanOrEqual(right + <f32>0.01);
      expect(ctx.layout.systemWidth.get(system)).toBeLessThanOrEqual(lineWidth(ctx) + <f32>0.01);
    }
  });

  it("does not break inside a beam group when it can avoid it", () => {
    const ctx = new Context();
    let text = "X:1\nL:1/16\nK:C\n";
    for (let i = 0; i < 40; i++) text += "cdef ";
    text += "\n";
    renderAbc(ctx, text);
    for (let system = 0; system < ctx.layout.systemCount; system++) {
      const last = ctx.layout.sequence.get(ctx.layout.systemEnd.get(system) - 1);
      const beam = ctx.layout.beam.get(last);
      expect(beam < 0 || ctx.layout.beamLast.get(beam) == last).toBe(true);
    }
  });

  it("draws the clef and key again on every system and the time signature only on the first", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nM:3/4\nL:1/4\nK:A\nABc|\nABc|\n");
    expect(ctx.layout.systemCount).toBe(2);
    expect(ctx.layout.systemKey.get(1)).toBe(3);
    expect(ctx.layout.systemMeter.get(0)).not.toBe(0);
    expect(ctx.layout.systemMeter.get(1)).toBe(0);
    expect(ctx.layout.systemHeaderWidth.get(1)).toBeLessThan(ctx.layout.systemHeaderWidth.get(0));
  });

  it("shares an overflowing line out as abc2svg 1.22.1 does (notes/issue5-breaks)", () => {
    // N measures of 4/4 quarters on one source line at 21 cm, abc2svg's bars per system: the line
    // needs L lines and each ends at the bar nearest to an even share of what is left.
    expect(barsPerSystem(measures(15))).toStrictEqual([7, 4, 4]);
    expect(barsPerSystem(measures(16))).toStrictEqual([5, 6, 5]);
    expect(barsPerSystem(measures(17))).toStrictEqual([6, 6, 5]);
    expect(barsPerSystem(measures(23))).toStrictEqual([6, 6, 6, 5]);
  });

  it("charges every later system of a broken line with the first one's indent, as abc2svg does", () => {
    // A voice name indents only the first system, yet abc2svg counts its room in what is left at
    // every break: at 20.5 cm 16 measures end with a system of one (4 7 4 1), where 4 7 5 fits.
    const named = measures(16).replace("K:C", "V:1 name=\"Very Long Instrument Name Here\"\nK:C");
    expect(barsPerSystem(named, 774.8)).toStrictEqual([4, 7, 4, 1]);
  });

  it("moves a meter change at a line start into that system's header", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nM:3/4\nL:1/4\nK:C\nABc|\nM:2/4\nAB|\n");
    expect(ctx.layout.systemCount).toBe(2);
    expect(ctx.layout.systemMeter.get(1)).not.toBe(0);
    const meter = nthDrawn(ctx, SymbolKind.Meter, 1);
    expect(ctx.layout.hasBit(meter, LayoutBits.InHeader)).toBe(true);
  });
});

describe("text widths", () => {
  it("use Times-Roman advances for ASCII", () => {
    expect(unitWidth(0x20)).toBeCloseTo(<f32>0.25); // space
    expect(unitWidth(0x57)).toBeCloseTo(<f32>0.944); // W
    expect(unitWidth(0x69)).toBeCloseTo(<f32>0.278); // i
  });

  it("use Helvetica advances for the sans-serif chord symbols and annotations", () => {
    expect(unitWidth(0x47, FontFamily.Sans)).toBeCloseTo(<f32>0.778); // G
    expect(unitWidth(0x73, FontFamily.Sans)).toBeCloseTo(<f32>0.5); // s
    expect(unitWidth(0x6d, FontFamily.Mono)).toBeCloseTo(<f32>0.6); // m
    expect(fontFamily(FontId.ChordSymbol)).toBe(FontFamily.Sans);
    expect(fontFamily(FontId.Lyric)).toBe(FontFamily.Serif);
    const ctx = new Context();
    renderAbc(ctx, "X:1\nK:C\n\"G7sus4\"c|\n");
    const chord = ctx.annotations.start.get(0);
    const chordEnd = ctx.annotations.end.get(0);
    // G7sus4 is 3.446 em in Helvetica (Arial draws it so), 3.0 in Times.
    expect(textWidth(ctx, FontId.ChordSymbol, chord, chordEnd)).toBeCloseTo(<f32>3.446);
    expect(builtInTextWidth(ctx, chord, chordEnd)).toBeCloseTo(<f32>3.0);
  });

  it("use Times-Italic advances for the italic composer and origin", () => {
    expect(unitWidth(0x57, FontFamily.Serif, true)).toBeCloseTo(<f32>0.833); // W
    expect(unitWidth(0x57, FontFamily.Serif)).toBeCloseTo(<f32>0.944);
    expect(fontItalic(FontId.Origin)).toBe(true);
    expect(fontItalic(FontId.Title)).toBe(false);
  });

  it("give Bengali vowel signs less room than letters, and combining marks none", () => {
    expect(unitWidth(0x0995)).toBeGreaterThan(unitWidth(0x09be)); // KA wider than the AA sign
    expect(unitWidth(0x09cd)).toBe(<f32>0); // virama
    expect(unitWidth(0x0301)).toBe(<f32>0); // combining acute
  });

  it("fall back to the built-in table when the host has no measurer", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nT:Wide Title\nK:C\nc|\n");
    ctx.options[OptionKey.HostTextWidths] = 1; // the spec host answers -1
    const start = ctx.tunes.titleStart.get(0);
    const end = ctx.tunes.titleEnd.get(0);
    expect(textWidth(ctx, FontId.Title, start, end)).toBeCloseTo(builtInTextWidth(ctx, start, end));
    expect(builtInTextWidth(ctx, start, end)).toBeGreaterThan(<f32>4);
    expect(textWidth(ctx, FontId.Title, end, start)).toBe(<f32>0);
  });
});
