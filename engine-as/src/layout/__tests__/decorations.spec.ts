/**
 * What is attached to notes: chord symbols and annotations (placeAnnotations,
 * writeAnnotations), decorations (placeDecorations, writeDecorations) and grace notes
 * (placeGraceNotes, writeGraceNotes).
 */

import { DisplayKind, ElementField, ElementKind, LineRole, SymbolKind } from "../../abi";
import { Context } from "../../context";
import {
  ArticStaccatoAbove, ArticStaccatoBelow, ArticTenutoAbove, Coda, DynamicForte, DynamicMezzo, DynamicPiano,
  FermataAbove, NoteheadBlack, OrnamentMordent, OrnamentShortTrill, OrnamentTrill, Segno, glyphAdvance, glyphBottom, glyphTop,
} from "../../glyphs/smufl.generated";
import { GLYPH_SIZE, STAFF_HEIGHT } from "../constants";
import { symbolBottom, symbolTop } from "../noteGeometry";
import { GRACE_SCALE } from "../placeGraceNotes";
import { positionY } from "../staffPositions";
import { LayoutBits } from "../tables";
import { countElements, countGlyphs, countRecords, elementFloat, elementInt, elementOf, elementText, note, nthDrawn, nthElement, recordFloat, recordsOf, renderAbc } from "./helpers";

/** Page y of the top line of the staff of the system record holding symbol `id`. */
function staffTop(ctx: Context, id: i32): f32 {
  return ctx.layout.systemTop.get(ctx.layout.system.get(id));
}

describe("chord symbols", () => {
  it("are drawn above the staff at their note, with the text's source range", () => {
    const ctx = new Context();
    const text = "X:1\nL:1/4\nK:C\n\"Am7\"A B \"G\"c d|\n";
    renderAbc(ctx, text);
    const first = nthElement(ctx, ElementKind.ChordSymbol, 0);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(elementInt(ctx, first, ElementField.Start)).toBe(text.indexOf("Am7"));
    expect(elementInt(ctx, first, ElementField.End)).toBe(text.indexOf("Am7") + 3);
    expect(elementInt(ctx, first, ElementField.Symbol)).toBe(note(ctx, 0));
    const top = staffTop(ctx, note(ctx, 0));
    const bottom = elementFloat(ctx, first, ElementField.Y) + elementFloat(ctx, first, ElementField.Height);
    expect(bottom).toBeLessThan(top);
    // It starts a little left of its note and ends right of its head.
    const x = elementFloat(ctx, first, ElementField.X);
    expect(x).toBeLessThan(ctx.layout.x.get(note(ctx, 0)) + 0.6);
    expect(x).toBeGreaterThan(ctx.layout.x.get(note(ctx, 0)) - 2);
  });

  it("share one line in a system, above the highest note, and grow the system's top extent", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n\"C\"C \"G\"c'' \"F\"F|\n");
    const a = nthElement(ctx, ElementKind.ChordSymbol, 0);
    const b = nthElement(ctx, ElementKind.ChordSymbol, 1);
    expect(elementFloat(ctx, a, ElementField.Y)).toBe(elementFloat(ctx, b, ElementField.Y));
    const high = note(ctx, 1);
    const top = staffTop(ctx, high);
    // c'' has ledger lines far above the staff: the line clears its head.
    const headTop = top - 4.5;
    expect(elementFloat(ctx, a, ElementField.Y) + elementFloat(ctx, a, ElementField.Height)).toBeLessThan(headTop);
    expect(ctx.layout.systemAbove.get(0)).toBeGreaterThan(top - elementFloat(ctx, a, ElementField.Y) - 0.01);
  });

  it("are not drawn written before a bar, nor the bar's texts after them (abc2svg 1.22.1)", () => {
    const ctx = new Context();
    const text = "X:1\nL:1/8\nK:C\n\"A\"c2 \"Em\"| d2 \"Em\"\"^x\":| e2 \"^kept\"|]\n";
    renderAbc(ctx, text);
    expect(countElements(ctx, ElementKind.ChordSymbol)).toBe(2);
    expect(elementText(ctx, text, nthElement(ctx, ElementKind.ChordSymbol, 0))).toBe("A");
    expect(elementText(ctx, text, nthElement(ctx, ElementKind.ChordSymbol, 1))).toBe("kept");
  });

  it("written between a line's closing repeat and the next line's |: belong to that bar, not to the next note", () => {
    const merged = new Context();
    renderAbc(merged, "X:1\nL:1/8\nK:C\nc2 B2:|\"Em\"\\\nP:B\n|:d2 e2|\n");
    expect(countElements(merged, ElementKind.ChordSymbol)).toBe(0);
    const plain = new Context();
    renderAbc(plain, "X:1\nL:1/8\nK:C\nc2 B2|\"Em\"\\\nP:B\nd2 e2|\n");
    expect(countElements(plain, ElementKind.ChordSymbol)).toBe(1);
  });

  it("below the staff stand 9.6 px under the music, 2 px under the bottom line at least (abc2svg 1.22.1)", () => {
    // abc2svg's baselines: 43.6 px under the top line under a C (its head's bottom 33 px, and 1), 35.6 under a rest.
    const low = new Context();
    renderAbc(low, "X:1\nL:1/4\nK:C\n\"_hello\"C z z z|\n");
    expect(low.layout.attachments.systemBelowBaseline.get(0)).toBeCloseTo(<f32>(43.6 / 6.0));
    const floor = new Context();
    renderAbc(floor, "X:1\nL:1/4\nK:C\n\"_hello\"z z z z|\n");
    expect(floor.layout.attachments.systemBelowBaseline.get(0)).toBeCloseTo(<f32>(35.6 / 6.0));
  });

  it("stacked on one note put the one written last nearest the staff, 12 px apart (abc2svg 1.22.1)", () => {
    const ctx = new Context();
    const text = "X:1\nL:1/8\nK:C\n\"G\"\"Em\"\"C\"G3 g2e|\n";
    renderAbc(ctx, text);
    const g = nthElement(ctx, ElementKind.ChordSymbol, 0);
    const em = nthElement(ctx, ElementKind.ChordSymbol, 1);
    const c = nthElement(ctx, ElementKind.ChordSymbol, 2);
    expect(elementText(ctx, text, g)).toBe("G");
    expect(elementText(ctx, text, c)).toBe("C");
    expect(elementFloat(ctx, c, ElementField.Y) - elementFloat(ctx, em, ElementField.Y)).toBeCloseTo(<f32>2.0);
    expect(elementFloat(ctx, em, ElementField.Y) - elementFloat(ctx, g, ElementField.Y)).toBeCloseTo(<f32>2.0);
  });

  it("widen the spacing of notes whose chord symbols would collide", () => {
    const narrow = new Context();
    renderAbc(narrow, "X:1\nL:1/16\nK:C\nCDEF|\n");
    const wide = new Context();
    renderAbc(wide, "X:1\nL:1/16\nK:C\n\"Cmaj7sus4\"C\"Dmaj7sus4\"DEF|\n");
    const narrowGap = narrow.layout.x.get(note(narrow, 1)) - narrow.layout.x.get(note(narrow, 0));
    const wideGap = wide.layout.x.get(note(wide, 1)) - wide.layout.x.get(note(wide, 0));
    expect(wideGap).toBeGreaterThan(narrowGap);
    const a = nthElement(wide, ElementKind.ChordSymbol, 0);
    const b = nthElement(wide, ElementKind.ChordSymbol, 1);
    // A visible gap between them, not just touching (Gould p. 599).
    expect(elementFloat(wide, a, ElementField.X) + elementFloat(wide, a, ElementField.Width) + 0.3).toBeLessThan(elementFloat(wide, b, ElementField.X));
  });
});

describe("annotations", () => {
  it("go above (^), below (_), left (<) and right (>) of their note", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n\"^up\"B \"_down\"B \"<left\"B \">right\"B|\n");
    const id = note(ctx, 0);
    const top = staffTop(ctx, id);
    const above = nthElement(ctx, ElementKind.ChordSymbol, 0);
    const below = nthElement(ctx, ElementKind.ChordSymbol, 1);
    const left = nthElement(ctx, ElementKind.ChordSymbol, 2);
    const right = nthElement(ctx, ElementKind.ChordSymbol, 3);
    expect(elementFloat(ctx, above, ElementField.Y) + elementFloat(ctx, above, ElementField.Height)).toBeLessThan(top);
    expect(elementFloat(ctx, below, ElementField.Y)).toBeGreaterThan(top + STAFF_HEIGHT);
    const leftNote = note(ctx, 2);
    expect(elementFloat(ctx, left, ElementField.X) + elementFloat(ctx, left, ElementField.Width)).toBeLessThan(ctx.layout.x.get(leftNote));
    const rightNote = note(ctx, 3);
    expect(elementFloat(ctx, right, ElementField.X)).toBeGreaterThan(ctx.layout.x.get(rightNote) + 1);
  });

  it("of a bar are drawn at the bar", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nA B \"^Fine\"|]\n");
    const element = nthElement(ctx, ElementKind.ChordSymbol, 0);
    expect(elementInt(ctx, element, ElementField.Symbol)).toBe(nthDrawn(ctx, SymbolKind.Bar, 0));
  });

  it("left over at a tune's end with no symbol are not drawn", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nA B|\"^lost\"\n");
    expect(nthElement(ctx, ElementKind.ChordSymbol, 0)).toBe(-1);
  });
});

/** The first decoration of symbol `id`, or -1. */
function decorationOf(ctx: Context, id: i32): i32 {
  return ctx.layout.attachments.firstDecoration.get(id);
}

describe("decorations", () => {
  it("put a staccato on the notehead side opposite the stem", () => {
    const ctx = new Context();
    // A4 has its stem up: the dot goes below; c5 has its stem down: the dot goes above.
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n.A .c|\n");
    const attach = ctx.layout.attachments;
    const up = note(ctx, 0);
    const down = note(ctx, 1);
    expect(ctx.layout.hasBit(up, LayoutBits.StemUp)).toBe(true);
    expect(attach.decorationGlyph.get(decorationOf(ctx, up))).toBe(ArticStaccatoBelow);
    expect(attach.decorationY.get(decorationOf(ctx, up))).toBeGreaterThan(positionY(ctx.layout.headPosition.get(ctx.symbols.headStart.get(up))));
    expect(ctx.layout.hasBit(down, LayoutBits.StemUp)).toBe(false);
    expect(attach.decorationGlyph.get(decorationOf(ctx, down))).toBe(ArticStaccatoAbove);
    expect(attach.decorationY.get(decorationOf(ctx, down))).toBeLessThan(positionY(ctx.layout.headPosition.get(ctx.symbols.headStart.get(down))));
  });

  it("put articulations on the stem side, beyond the stem's end, on a staff two voices share", () => {
    const ctx = new Context();
    // Upper voice c5 (stem up on the shared staff): the dot goes above its stem; lower voice C4
    // (stem down): below its stem, as abc2svg draws them.
    renderAbc(ctx, "X:1\nL:1/4\n%%score (1 2)\nK:C\nV:1\n.c|\nV:2\n.C|\n");
    const attach = ctx.layout.attachments;
    let upper = -1;
    let lower = -1;
    for (let i = 0; i < ctx.layout.sequence.length; i++) {
      const id = ctx.layout.sequence.get(i);
      if (ctx.symbols.kind.get(id) != SymbolKind.Note) continue;
      if (ctx.symbols.voice.get(id) == 0) upper = id;
      else lower = id;
    }
    expect(ctx.layout.hasBit(upper, LayoutBits.StemUp)).toBe(true);
    expect(attach.decorationGlyph.get(decorationOf(ctx, upper))).toBe(ArticStaccatoAbove);
    expect(attach.decorationBottom.get(decorationOf(ctx, upper))).toBeLessThan(ctx.layout.stemTip.get(upper));
    expect(ctx.layout.hasBit(lower, LayoutBits.StemUp)).toBe(false);
    expect(attach.decorationGlyph.get(decorationOf(ctx, lower))).toBe(ArticStaccatoBelow);
    expect(attach.decorationTop.get(decorationOf(ctx, lower))).toBeGreaterThan(ctx.layout.stemTip.get(lower));
  });

  it("stack a note's marks outward: staccato nearest, then accent, then the fermata, none overlapping", () => {
    const ctx = new Context();
    // Written fermata first: the order on the page is Gould's (p. 118), not the source's.
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n!fermata!!accent!.d|\n");
    const attach = ctx.layout.attachments;
    const k = decorationOf(ctx, note(ctx, 0));
    const fermata = k;
    const accent = k + 1;
    const staccato = k + 2;
    expect(attach.decorationGlyph.get(staccato)).toBe(ArticStaccatoAbove);
    // Each box lies wholly above the nearer one (y grows downwards).
    expect(attach.decorationBottom.get(accent)).toBeLessThan(attach.decorationTop.get(staccato));
    expect(attach.decorationBottom.get(fermata)).toBeLessThan(attach.decorationTop.get(accent));
  });

  it("keep an articulation inside the staff off the lines", () => {
    const ctx = new Context();
    // d5 (fourth line), stem down: one space up is the top line, so the tenuto moves to the space above it.
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n!tenuto!d|\n");
    const k = decorationOf(ctx, note(ctx, 0));
    const attach = ctx.layout.attachments;
    const centre = attach.decorationY.get(k) - (glyphTop(ArticTenutoAbove) + glyphBottom(ArticTenutoAbove)) * 0.5;
    expect(centre).toBeCloseTo(positionY(9));
  });

  it("draw a fermata above the staff and the note, and grow the system's top extent", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nA Hc' !fermata!z|\n");
    const attach = ctx.layout.attachments;
    const high = note(ctx, 1);
    const k = decorationOf(ctx, high);
    expect(attach.decorationGlyph.get(k)).toBe(FermataAbove);
    expect(attach.decorationBottom.get(k)).toBeLessThan(symbolTop(ctx, high));
    expect(attach.decorationBottom.get(k)).toBeLessThan(0);
    expect(ctx.layout.systemAbove.get(0)).toBeGreaterThanOrEqual(-attach.decorationTop.get(k));
    const rest = nthDrawn(ctx, SymbolKind.Rest, 0);
    expect(attach.decorationGlyph.get(decorationOf(ctx, rest))).toBe(FermataAbove);
    expect(countGlyphs(ctx, FermataAbove)).toBe(2);
  });

  it("draw dynamics below the staff, letter by letter", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n!mf!c !pp!d|\n");
    const attach = ctx.layout.attachments;
    expect(attach.decorationTop.get(decorationOf(ctx, note(ctx, 0)))).toBeGreaterThan(STAFF_HEIGHT);
    expect(countGlyphs(ctx, DynamicMezzo)).toBe(1);
    expect(countGlyphs(ctx, DynamicForte)).toBe(1);
    expect(countGlyphs(ctx, DynamicPiano)).toBe(2);
  });

  it("put a breath mark above the top line just after its note, even under a wide chord symbol", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n\"Cmaj7sus4add9\"!breath!c d|\n");
    const id = note(ctx, 0);
    const k = decorationOf(ctx, id);
    const attach = ctx.layout.attachments;
    expect(attach.decorationBottom.get(k)).toBeLessThan(0);
    expect(attach.decorationX.get(k)).toBeGreaterThan(glyphAdvance(NoteheadBlack));
    expect(attach.decorationX.get(k)).toBeLessThan(glyphAdvance(NoteheadBlack) + 1);
  });

  it("align the dynamics of a system on one line, below the lowest note", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\n!p!c !f!C, !mf!e|\n");
    const attach = ctx.layout.attachments;
    const low = note(ctx, 1);
    const top = attach.decorationTop.get(decorationOf(ctx, note(ctx, 0)));
    expect(attach.decorationTop.get(decorationOf(ctx, low))).toBe(top);
    expect(attach.decorationTop.get(decorationOf(ctx, note(ctx, 2)))).toBe(top);
    // p and f share a baseline though f is taller.
    expect(attach.decorationY.get(decorationOf(ctx, low))).toBe(attach.decorationY.get(decorationOf(ctx, note(ctx, 0))));
    expect(top).toBeGreaterThan(symbolBottom(ctx, low));
  });

  it("map the shorthands to their glyphs and skip hairpins and unknown names", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/4\nK:C\nTc Md Pe Sf Og !crescendo(!a !foo!b !<(!c|\n");
    expect(countGlyphs(ctx, OrnamentTrill)).toBe(1);
    expect(countGlyphs(ctx, OrnamentMordent)).toBe(1);
    expect(countGlyphs(ctx, OrnamentShortTrill)).toBe(1);
    expect(countGlyphs(ctx, Segno)).toBe(1);
    expect(countGlyphs(ctx, Coda)).toBe(1);
    const attach = ctx.layout.attachments;
    expect(attach.decorationGlyph.get(decorationOf(ctx, note(ctx, 5)))).toBe(0);
    expect(attach.decorationGlyph.get(decorationOf(ctx, note(ctx, 6)))).toBe(0);
  });
});

describe("grace notes", () => {
  it("are drawn small, left of their main note, in room that keeps voices aligned", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\nV:1\n{g}A2 {/ag}B2 c2 d2|\nV:2\nC2 D2 E2 F2|\n");
    const attach = ctx.layout.attachments;
    const a = note(ctx, 0);
    const grace = attach.graceLink.get(a);
    expect(grace).toBeGreaterThanOrEqual(0);
    expect(ctx.symbols.kind.get(grace)).toBe(SymbolKind.Grace);
    expect(attach.graceLink.get(grace)).toBe(a);
    expect(attach.graceX.get(grace)).toBeLessThan(-0.5);
    // Its element lies left of the main note's and is smaller.
    const graceElement = elementOf(ctx, grace);
    const mainElement = elementOf(ctx, a);
    expect(graceElement).toBeGreaterThanOrEqual(0);
    expect(elementFloat(ctx, graceElement, ElementField.X) + elementFloat(ctx, graceElement, ElementField.Width)).toBeLessThan(elementFloat(ctx, mainElement, ElementField.X));
    expect(countGlyphsOf(ctx, graceElement, NoteheadBlack, GLYPH_SIZE * GRACE_SCALE)).toBe(1);
    // The second voice's notes stay aligned with the first's.
    const b = note(ctx, 1);
    const secondVoiceB = nthDrawnInVoice(ctx, 1, 1);
    expect(ctx.layout.x.get(b)).toBe(ctx.layout.x.get(secondVoiceB));
  });

  it("widen their note on the left, clear of the note before it", () => {
    const plain = new Context();
    renderAbc(plain, "X:1\nL:1/16\nK:C\nAB|\n");
    // Many notes to a line, so that spacing is tight.
    let text = "X:1\nL:1/16\nK:C\n";
    for (let i = 0; i < 12; i++) text += "A{cdef}B ";
    const graced = new Context();
    renderAbc(graced, text + "|\n");
    const b = note(graced, 1);
    expect(graced.layout.widthLeft.get(b)).toBeGreaterThan(plain.layout.widthLeft.get(note(plain, 1)) + 3);
    const first = elementOf(graced, graced.layout.attachments.graceLink.get(b));
    const before = elementOf(graced, note(graced, 0));
    expect(elementFloat(graced, first, ElementField.X) - 0.2).toBeGreaterThan(elementFloat(graced, before, ElementField.X) + elementFloat(graced, before, ElementField.Width));
  });

  it("beam a group, flag a lone one and slash an acciaccatura", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\n{/g}A2 {gag}B2|\n");
    const attach = ctx.layout.attachments;
    const lone = attach.graceLink.get(note(ctx, 0));
    const lonesElement = elementOf(ctx, lone);
    // Stem and slash; a flag glyph.
    expect(countRecords(ctx, DisplayKind.Line, LineRole.Stem, lonesElement)).toBe(2);
    expect(countRecords(ctx, DisplayKind.Beam)).toBe(2); // 1/16 graces: two beams over the group
    const group = attach.graceLink.get(note(ctx, 1));
    expect(attach.graceTip.get(group)).toBe(attach.graceTip.get(ctx.symbols.next.get(group)));
  });
});

/** Glyph records of `element` drawing `codepoint` at size `size`. */
function countGlyphsOf(ctx: Context, element: i32, codepoint: i32, size: f32): i32 {
  const glyphs = recordsOf(ctx, DisplayKind.Glyph, codepoint, element);
  let count = 0;
  for (let k = 0; k < glyphs.length; k++) if (Mathf.abs(recordFloat(ctx, glyphs[k], 5) - size) < 0.001) count++;
  return count;
}

/** The `n`-th drawn note of the tune's `v`-th voice. */
function nthDrawnInVoice(ctx: Context, v: i32, n: i32): i32 {
  let seen = 0;
  const sequence = ctx.layout.sequence;
  for (let i = 0; i < sequence.length; i++) {
    const id = sequence.get(i);
    if (ctx.symbols.kind.get(id) != SymbolKind.Note || ctx.symbols.voice.get(id) != v) continue;
    if (seen == n) return id;
    seen++;
  }
  return -1;
}

describe("attachments on odd input", () => {
  it("survive hundreds of decorations and chord symbols on one note", () => {
    const ctx = new Context();
    let text = "X:1\nL:1/4\nK:C\n";
    for (let i = 0; i < 300; i++) text += "!fermata!!p!\"^x\"\"G\"";
    renderAbc(ctx, text + "c|\n");
    expect(ctx.pageCount).toBeGreaterThanOrEqual(1);
    expect(nthElement(ctx, ElementKind.ChordSymbol, 599)).toBeGreaterThanOrEqual(0);
  });

  it("leave grace notes without a main note undrawn", () => {
    const ctx = new Context();
    renderAbc(ctx, "X:1\nL:1/8\nK:C\nA2 {ga}|{bc}\n");
    const attach = ctx.layout.attachments;
    for (let id = 0; id < ctx.symbols.count; id++) {
      if (ctx.symbols.kind.get(id) == SymbolKind.Grace) expect(attach.graceLink.get(id)).toBe(-1);
    }
    expect(nthElement(ctx, ElementKind.Note, 1)).toBe(-1);
  });
});
