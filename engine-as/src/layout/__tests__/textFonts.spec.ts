/**
 * The font directives (`%%textfont Times-Bold 12`...; ABC 2.1 11.3; parse/formatDirectives.ts,
 * layout/textFonts.ts): the size and face of the runs they set, read back from the display list's
 * SourceText runs ([head, element, font, anchor, start, end, x, y, size]). Expected faces and
 * sizes: abc2svg 1.22.1's SVG for the same input (black-boxed).
 */

import { DisplayKind, ElementKind, FontFamily, FontId, FontWord } from "../../abi";
import { Context } from "../../context";
import { titleBlockHeight } from "../titleBlock";
import { TEXT_SIZE } from "../textBlockMetrics";
import { countElements, recordFloat, recordInt, recordsOf, renderAbc } from "./helpers";

/** The display record of the first SourceText run that prints `word`, or -1. */
function runOf(ctx: Context, text: string, word: string): i32 {
  const records = recordsOf(ctx, DisplayKind.SourceText);
  for (let k = 0; k < records.length; k++) {
    if (text.substring(recordInt(ctx, records[k], 4), recordInt(ctx, records[k], 5)) == word) return records[k];
  }
  return -1;
}

function fontOf(ctx: Context, text: string, word: string): i32 {
  return recordInt(ctx, runOf(ctx, text, word), 2);
}

function sizeOf(ctx: Context, text: string, word: string): f32 {
  return recordFloat(ctx, runOf(ctx, text, word), 8);
}

/** The face bits a directive sets: family, bold, italic. */
function face(family: i32, bold: bool, italic: bool): i32 {
  return FontWord.FaceSet | (family << FontWord.FamilyShift) | (bold ? FontWord.Bold : 0) | (italic ? FontWord.Italic : 0);
}

describe("font directives", () => {
  it("set text blocks in %%textfont's size and face, each block in the font in force where it stands", () => {
    const text = "%%textfont Times-Bold 12.0\n%%text first\nX:1\nT:T\nK:C\n%%text second\nC|\n%%textfont Helvetica-Oblique 20\n%%text third\n\n%%text fourth\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    expect(countElements(ctx, ElementKind.TextBlock)).toBe(4);
    expect(fontOf(ctx, text, "first")).toBe(FontId.Subtitle | face(FontFamily.Serif, true, false));
    expect(sizeOf(ctx, text, "first")).toBeCloseTo(<f32>2.0);
    expect(fontOf(ctx, text, "second")).toBe(FontId.Subtitle | face(FontFamily.Serif, true, false));
    // The tune's own %%textfont holds to its end; after it the file's comes back.
    expect(fontOf(ctx, text, "third")).toBe(FontId.Subtitle | face(FontFamily.Sans, false, true));
    expect(sizeOf(ctx, text, "third")).toBeCloseTo(<f32>3.333);
    expect(fontOf(ctx, text, "fourth")).toBe(FontId.Subtitle | face(FontFamily.Serif, true, false));
    expect(sizeOf(ctx, text, "fourth")).toBeCloseTo(<f32>2.0);
  });

  it("keep the size for a missing or `*` size and the face for a `*` name; read a trailing box", () => {
    const text = "%%textfont Courier-BoldOblique\n%%text one\n%%textfont * 20\n%%text two\n%%textfont Times-Italic 14 box\n%%text three\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    expect(fontOf(ctx, text, "one")).toBe(FontId.Subtitle | face(FontFamily.Mono, true, true));
    expect(sizeOf(ctx, text, "one")).toBeCloseTo(TEXT_SIZE);
    expect(fontOf(ctx, text, "two")).toBe(FontId.Subtitle | face(FontFamily.Mono, true, true));
    expect(sizeOf(ctx, text, "two")).toBeCloseTo(<f32>3.333);
    expect(fontOf(ctx, text, "three")).toBe(FontId.Subtitle | face(FontFamily.Serif, false, true));
    expect(sizeOf(ctx, text, "three")).toBeCloseTo(<f32>2.333);
  });

  it("set text blocks' line spacing in ems of the text font", () => {
    const text = "%%textfont Times-Roman 24\n%%begintext\nline one\nline two\n%%endtext\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    const step = recordFloat(ctx, runOf(ctx, text, "line two"), 7) - recordFloat(ctx, runOf(ctx, text, "line one"), 7);
    expect(step).toBeCloseTo(<f32>(4.0 * 1.1));
  });

  it("set the title block's lines in the title, subtitle, composer and parts fonts", () => {
    const plain = "X:1\nT:Title\nT:Sub\nC:Comp\nP:AB\nK:C\nC|\n";
    const text = "%%titlefont Helvetica-Bold 24\n%%subtitlefont Times-Italic 13\n%%composerfont Courier 11\n%%partsfont Times-Bold 18\n" + plain;
    const ctx = new Context();
    renderAbc(ctx, plain);
    const plainHeight = titleBlockHeight(ctx, 0);
    renderAbc(ctx, text);
    expect(fontOf(ctx, text, "Title")).toBe(FontId.Title | face(FontFamily.Sans, true, false));
    expect(sizeOf(ctx, text, "Title")).toBeCloseTo(<f32>4.0);
    expect(fontOf(ctx, text, "Sub")).toBe(FontId.Subtitle | face(FontFamily.Serif, false, true));
    expect(sizeOf(ctx, text, "Sub")).toBeCloseTo(<f32>2.167);
    expect(fontOf(ctx, text, "Comp")).toBe(FontId.Composer | face(FontFamily.Mono, false, false));
    expect(sizeOf(ctx, text, "Comp")).toBeCloseTo(<f32>1.833);
    expect(fontOf(ctx, text, "AB")).toBe(FontId.Title | face(FontFamily.Serif, true, false));
    expect(sizeOf(ctx, text, "AB")).toBeCloseTo(<f32>3.0);
    // Each line takes its size: (24 - 20 + 13 - 16 + 11 - 14 + 18 - 15) units, 6 to the sp.
    expect(titleBlockHeight(ctx, 0) - plainHeight).toBeCloseTo(<f32>(1.0 / 6.0));
  });

  it("give a tune's own directive to that tune only", () => {
    const text = "X:1\n%%titlefont Helvetica 30\nT:First\nK:C\nC|\n\nX:2\nT:Second\nK:C\nC|\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    expect(sizeOf(ctx, text, "First")).toBeCloseTo(<f32>5.0);
    expect(fontOf(ctx, text, "Second")).toBe(FontId.Title);
    expect(sizeOf(ctx, text, "Second")).toBeCloseTo(<f32>3.333);
  });

  it("set the faces of the words, lyrics, chord symbols and annotations", () => {
    const text = "%%wordsfont Times-Italic 10\n%%vocalfont Helvetica 13\n%%gchordfont Times-Bold 12\n%%annotationfont Helvetica-Oblique 12\nX:1\nK:C\n\"Am\"C\"^ann\"D|\nw:ly ric\nW:words\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    expect(fontOf(ctx, text, "words")).toBe(FontId.Subtitle | face(FontFamily.Serif, false, true));
    expect(sizeOf(ctx, text, "words")).toBeCloseTo(<f32>1.667);
    expect(fontOf(ctx, text, "ly")).toBe(FontId.Lyric | face(FontFamily.Sans, false, false));
    expect(fontOf(ctx, text, "Am")).toBe(FontId.ChordSymbol | face(FontFamily.Serif, true, false));
    expect(fontOf(ctx, text, "ann")).toBe(FontId.Annotation | face(FontFamily.Sans, false, true));
  });

  it("leave every run in its own font while no directive is given", () => {
    const text = "X:1\nT:Title\nC:Comp\nK:C\n\"Am\"C|\nw:ly\n%%text block\n";
    const ctx = new Context();
    renderAbc(ctx, text);
    expect(fontOf(ctx, text, "Title")).toBe(FontId.Title);
    expect(fontOf(ctx, text, "Comp")).toBe(FontId.Composer);
    expect(fontOf(ctx, text, "Am")).toBe(FontId.ChordSymbol);
    expect(fontOf(ctx, text, "ly")).toBe(FontId.Lyric);
    expect(fontOf(ctx, text, "block")).toBe(FontId.Subtitle);
  });
});
