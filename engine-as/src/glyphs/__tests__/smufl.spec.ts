/**
 * Checks the generated SMuFL tables against values of bravura_metadata.json (Bravura 1.392),
 * read by hand from the metadata, so a broken extractor or a wrong index shows here.
 */
import {
  Anchor, NoteheadBlack, NoteheadHalf, GClef, AugmentationDot, StemThickness, BeamThickness,
  glyphAdvance, glyphAnchorX, glyphAnchorY, glyphBottom, glyphHasAnchor, glyphLeft, glyphRight,
  glyphTop, glyphIndex, SMUFL_GLYPH_COUNT,
} from "../smufl.generated";

describe("SMuFL glyph tables", () => {
  it("give the black notehead's advance and box in staff spaces", () => {
    expect(glyphAdvance(NoteheadBlack)).toBeCloseTo(1.18);
    expect(glyphLeft(NoteheadBlack)).toBeCloseTo(0.0);
    expect(glyphBottom(NoteheadBlack)).toBeCloseTo(-0.5);
    expect(glyphRight(NoteheadBlack)).toBeCloseTo(1.18);
    expect(glyphTop(NoteheadBlack)).toBeCloseTo(0.5);
  });

  it("give the half notehead's stem anchors", () => {
    expect(glyphHasAnchor(NoteheadHalf, Anchor.StemUpSE)).toBe(true);
    expect(glyphAnchorX(NoteheadHalf, Anchor.StemUpSE)).toBeCloseTo(1.18);
    expect(glyphAnchorY(NoteheadHalf, Anchor.StemUpSE)).toBeCloseTo(0.168);
    expect(glyphAnchorY(NoteheadHalf, Anchor.StemDownNW)).toBeCloseTo(-0.168);
  });

  it("report no anchor where the glyph has none", () => {
    expect(glyphHasAnchor(GClef, Anchor.StemUpSE)).toBe(false);
    expect(glyphAnchorX(GClef, Anchor.StemUpSE)).toBe(<f32>0);
  });

  it("answer 0 and -1 for code points outside the tables", () => {
    expect(glyphIndex(0x41)).toBe(-1);
    expect(glyphIndex(0xF8FF)).toBe(-1);
    expect(glyphAdvance(0xE001)).toBe(<f32>0);
    expect(glyphIndex(AugmentationDot)).toBeGreaterThanOrEqual(0);
    expect(glyphIndex(AugmentationDot)).toBeLessThan(SMUFL_GLYPH_COUNT);
  });

  it("carry Bravura's engraving defaults", () => {
    expect(StemThickness).toBeCloseTo(0.12);
    expect(BeamThickness).toBeCloseTo(0.5);
  });
});
