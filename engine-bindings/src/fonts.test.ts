import { describe, expect, it } from 'vitest';
import { FontFamily, FontId, FontWord } from '../../engine-as/src/abi.js';
import { SVG_FONT_ATTRIBUTES, fontRole, textFace, textFontName } from './fonts.js';

/** A font word of `font` in the face a font directive set (abi FontWord). */
function word(font: number, family: number, bold: boolean, italic: boolean): number {
  return font | FontWord.FaceSet | (family << FontWord.FamilyShift) | (bold ? FontWord.Bold : 0) | (italic ? FontWord.Italic : 0);
}

describe('font words', () => {
  it("use the FontId's own face while no directive set one", () => {
    expect(textFace(FontId.Composer)).toMatchObject({ style: 'italic', weight: 'normal' });
    expect(textFace(FontId.Tempo)).toMatchObject({ style: 'normal', weight: 'bold' });
    expect(SVG_FONT_ATTRIBUTES[FontId.Title]).toBe('');
  });

  it("use a directive's face instead (%%textfont Helvetica-BoldOblique: sans-serif, bold, italic)", () => {
    const font = word(FontId.Subtitle, FontFamily.Sans, true, true);
    expect(fontRole(font)).toBe(FontId.Subtitle);
    expect(textFontName(font)).toBe('subtitle');
    expect(textFace(font).family).toMatch(/sans-serif$/);
    expect(SVG_FONT_ATTRIBUTES[font]).toMatch(/^ font-family="[^"]*sans-serif" font-style="italic" font-weight="bold"$/);
  });

  it('draw a serif directive face upright and regular with no attribute, even for an italic FontId', () => {
    const font = word(FontId.Composer, FontFamily.Serif, false, false);
    expect(SVG_FONT_ATTRIBUTES[font]).toBe('');
    expect(SVG_FONT_ATTRIBUTES[word(FontId.Lyric, FontFamily.Mono, false, false)]).toMatch(/monospace"$/);
  });
});
