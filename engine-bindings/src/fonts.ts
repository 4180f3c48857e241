/**
 * @fileoverview The text fonts, by abi FontId: the name the host measurer receives (types.ts
 * TextFont) and how the SVG writer sets the text. Music never uses a font (glyphs are paths).
 *
 * Faces follow abc2svg 1.22.1's defaults (`titlefont`, `composerfont` italic, `tempofont` bold,
 * `tupletfont` italic, `annotationfont` sans-serif...), except that lyrics are set upright and
 * regular rather than bold, for Bengali script. Every family list ends in a Bengali face and a
 * generic family, so Bengali lyrics and titles fall back to a face that has their glyphs.
 */

import { FontId } from '../../engine-as/src/abi.js';
import type { TextFont } from './types.js';

const SERIF = "'Times New Roman', 'Liberation Serif', 'Noto Serif Bengali', 'Lohit Bengali', serif";
const SANS = "Arial, 'Liberation Sans', 'Noto Sans Bengali', 'Lohit Bengali', sans-serif";

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

/** The TextFont name of abi FontId `font` ('annotation' for an unknown id). */
export function textFontName(font: number): TextFont {
  return NAMES[font] ?? 'annotation';
}

/** The face of abi FontId `font` (the annotation face for an unknown id). */
export function textFace(font: number): TextFace {
  return FACES[font] ?? FACES[FontId.Annotation]!;
}

/** A CSS `font` shorthand for `font` at `sizePx` pixels, for canvas `measureText`. */
export function cssFont(font: TextFont, sizePx: number): string {
  const face = textFace(NAMES.indexOf(font));
  return `${face.style} ${face.weight} ${sizePx}px ${face.family}`;
}

/** The family set once on a page's music group, which text runs inherit (SVG presentation attributes). */
export const SVG_DEFAULT_FONT_FAMILY = SERIF;

/**
 * SVG presentation attributes for each FontId, built once: what differs from the inherited
 * default (serif, upright, regular), so that a page with hundreds of lyric syllables does not
 * repeat the family list on each.
 */
export const SVG_FONT_ATTRIBUTES: readonly string[] = FACES.map(
  (face) =>
    (face.family === SVG_DEFAULT_FONT_FAMILY ? '' : ` font-family="${face.family}"`) +
    (face.style === 'italic' ? ' font-style="italic"' : '') +
    (face.weight === 'bold' ? ' font-weight="bold"' : ''),
);
