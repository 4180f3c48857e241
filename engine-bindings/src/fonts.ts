/**
 * @fileoverview The text fonts, by abi FontId: the name the host measurer receives (types.ts
 * TextFont) and how the SVG writer sets the text. Music never uses a font (glyphs are paths).
 * A run's font word may carry the face a font directive set (abi FontWord: `%%textfont
 * Times-Bold 12` sets the serif family, bold), which replaces the FontId's face.
 *
 * Faces follow abc2svg 1.22.1's defaults (`titlefont`, `composerfont` italic, `tempofont` bold,
 * `tupletfont` italic, `annotationfont` sans-serif...), except that lyrics are set upright and
 * regular rather than bold, for Bengali script. Every family list ends in a Bengali face and a
 * generic family, so Bengali lyrics and titles fall back to a face that has their glyphs.
 */

import { FontFamily, FontId, FontWord } from '../../engine-as/src/abi.js';
import type { TextFont } from './types.js';

const SERIF = "'Times New Roman', 'Liberation Serif', 'Noto Serif Bengali', 'Lohit Bengali', serif";
const SANS = "Arial, 'Liberation Sans', 'Noto Sans Bengali', 'Lohit Bengali', sans-serif";
const MONO = "'Courier New', 'Liberation Mono', 'Noto Sans Bengali', 'Lohit Bengali', monospace";

/** The family list of each abi FontFamily. */
const FAMILIES: Readonly<Record<number, string>> = { [FontFamily.Serif]: SERIF, [FontFamily.Sans]: SANS, [FontFamily.Mono]: MONO };

/** How one font sets text: CSS font properties. */
export interface TextFace {
  family: string;
  style: 'normal' | 'italic';
  weight: 'normal' | 'bold';
}

const FACES: readonly TextFace[] = [
  /* Title */ { family: SERIF, style: 'normal', weight: 'normal' },
  /* Subtitle */ { family: SERIF, style: 'normal', weight: 'normal' },
  /* Composer */ { family: SERIF, style: 'italic', weight: 'normal' },
  /* Lyric */ { family: SERIF, style: 'normal', weight: 'normal' },
  /* Annotation */ { family: SANS, style: 'normal', weight: 'normal' },
  /* Tempo */ { family: SERIF, style: 'normal', weight: 'bold' },
  /* Tuplet */ { family: SERIF, style: 'italic', weight: 'normal' },
  /* Ending */ { family: SERIF, style: 'normal', weight: 'normal' },
  /* ChordSymbol */ { family: SANS, style: 'normal', weight: 'normal' },
  /* Origin */ { family: SERIF, style: 'italic', weight: 'normal' },
  /* DecorationText */ { family: SERIF, style: 'normal', weight: 'normal' },
];

/**
 * The measurer's name of each FontId; chord symbols, the origin and decoration words measure as
 * annotation, composer and subtitle text.
 */
const NAMES: readonly TextFont[] = ['title', 'subtitle', 'composer', 'lyric', 'annotation', 'tempo', 'tuplet', 'ending', 'annotation', 'composer', 'subtitle'];

/** The abi FontId of font word `font` (abi FontWord): what the text is, whatever its face. */
export function fontRole(font: number): number {
  return font & FontWord.RoleMask;
}

/** The TextFont name of font word `font` ('annotation' for an unknown id). */
export function textFontName(font: number): TextFont {
  return NAMES[fontRole(font)] ?? 'annotation';
}

/**
 * The face of font word `font`: the one its face bits give when set (abi FontWord), else its
 * FontId's (the annotation face for an unknown id).
 */
export function textFace(font: number): TextFace {
  if ((font & FontWord.FaceSet) === 0) return FACES[fontRole(font)] ?? FACES[FontId.Annotation]!;
  return {
    family: FAMILIES[(font & FontWord.FamilyMask) >> FontWord.FamilyShift] ?? SERIF,
    style: (font & FontWord.Italic) !== 0 ? 'italic' : 'normal',
    weight: (font & FontWord.Bold) !== 0 ? 'bold' : 'normal',
  };
}

/** A CSS `font` shorthand for `font` at `sizePx` pixels, for canvas `measureText`. */
export function cssFont(font: TextFont, sizePx: number): string {
  const face = textFace(NAMES.indexOf(font));
  return `${face.style} ${face.weight} ${sizePx}px ${face.family}`;
}

/** The family set once on a page's music group, which text runs inherit (SVG presentation attributes). */
export const SVG_DEFAULT_FONT_FAMILY = SERIF;

/** SVG presentation attributes of `face`: what differs from the inherited serif, upright, regular. */
function svgAttributes(face: TextFace): string {
  return (
    (face.family === SVG_DEFAULT_FONT_FAMILY ? '' : ` font-family="${face.family}"`) +
    (face.style === 'italic' ? ' font-style="italic"' : '') +
    (face.weight === 'bold' ? ' font-weight="bold"' : '')
  );
}

/**
 * SVG presentation attributes of each font word (abi FontWord, every word below FontWord.Limit
 * that names a FontId), built once so that a page with hundreds of lyric syllables neither
 * repeats the family list on each nor builds it again: the writer indexes this by the run's word.
 */
export const SVG_FONT_ATTRIBUTES: readonly string[] = (() => {
  const attributes: string[] = [];
  for (let font = 0; font < FontWord.Limit; font++) {
    if (fontRole(font) < FontId.Count) attributes[font] = svgAttributes(textFace(font));
  }
  return attributes;
})();
