/**
 * @fileoverview Text widths (engine-spec 9, "Text widths use built-in width tables"; DESIGN.md
 * 3.1): the width of source text in ems. The host measures with the real font when option
 * HostTextWidths is 1 and it answers (>= 0); otherwise the built-in table below is used: the
 * advance widths of the font's family for ASCII (Adobe's core-font metrics, thousandths of an
 * em: Times-Roman for serif text, Helvetica for the sans-serif chord symbols and annotations,
 * whose metrics Arial and Liberation Sans share, Courier for monospace), and a default per
 * UTF-16 code unit for other scripts (zero for combining marks, which draw over the letter
 * before them).
 *
 * Escapes measure as printed: `~` of a lyric as a space (ABC 2.1 5.1.1), an escape of ABC 2.1
 * 2.3.4 (`\'e`, `\-`) or a character reference (`&amp;`) as the character it prints.
 */

import { FontFamily, FontId, FontWord, OptionKey } from "../abi";
import { Context } from "../context";
import { measureText } from "../host";
import { escapeLength, escapedUnit, ligatureEscapeWidth } from "../text/escapes";

/** Times-Roman advance widths of ASCII 32..126, in thousandths of an em. */
const TIMES_WIDTHS: StaticArray<u16> = [
  250, 333, 408, 500, 500, 833, 778, 333, 333, 333, 500, 564, 250, 333, 250, 278, // space ! " # $ % & ' ( ) * + , - . /
  500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 278, 278, 564, 564, 564, 444, // 0-9 : ; < = > ?
  921, 722, 667, 667, 722, 611, 556, 722, 722, 333, 389, 722, 611, 889, 722, 722, // @ A-O
  556, 722, 667, 556, 611, 722, 722, 944, 722, 722, 611, 333, 278, 333, 469, 500, // P-Z [ \ ] ^ _
  333, 444, 500, 444, 500, 444, 333, 500, 500, 278, 278, 500, 278, 778, 500, 500, // ` a-o
  500, 500, 333, 389, 278, 500, 500, 722, 500, 500, 444, 480, 200, 480, 250,      // p-z { | } ~ (as a space)
];

/** Times-Italic advance widths of ASCII 32..126, in thousandths of an em (Adobe's core-font metrics). */
const TIMES_ITALIC_WIDTHS: StaticArray<u16> = [
  250, 333, 420, 500, 500, 833, 778, 333, 333, 333, 500, 675, 250, 333, 250, 278, // space ! " # $ % & ' ( ) * + , - . /
  500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 333, 333, 675, 675, 675, 500, // 0-9 : ; < = > ?
  920, 611, 611, 667, 722, 611, 611, 722, 722, 333, 444, 667, 556, 833, 667, 722, // @ A-O
  611, 722, 611, 500, 556, 722, 611, 833, 611, 556, 556, 389, 278, 389, 422, 500, // P-Z [ \ ] ^ _
  333, 500, 500, 444, 500, 444, 278, 500, 500, 278, 278, 444, 278, 722, 500, 500, // ` a-o
  500, 500, 389, 389, 278, 500, 444, 667, 444, 444, 389, 400, 275, 400, 250,      // p-z { | } ~ (as a space)
];

/**
 * Helvetica advance widths of ASCII 32..126, in thousandths of an em (Adobe's core-font
 * metrics; Arial and Liberation Sans, the faces the SVG names first for sans-serif text, are
 * metric-compatible with it). A chord symbol measured with the Times table came out a sixth
 * narrower than drawn, so neighbouring symbols ran together (tests/engraving FINDINGS item 2).
 */
const HELVETICA_WIDTHS: StaticArray<u16> = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space ! " # $ % & ' ( ) * + , - . /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0-9 : ; < = > ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ A-O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P-Z [ \ ] ^ _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` a-o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 278,      // p-z { | } ~ (as a space)
];

/** Courier's advance, the same for every character, in ems. */
const COURIER_WIDTH: f32 = 0.6;

/** Default width of a code unit outside ASCII (Latin-1 letters, Bengali consonants...). */
const OTHER_WIDTH: f32 = 0.5;
/** Bengali dependent vowel signs take less room than a letter. */
const BENGALI_SIGN_WIDTH: f32 = 0.3;
/** Wide scripts (CJK, Hangul, fullwidth forms). */
const WIDE_WIDTH: f32 = 1.0;

/**
 * Built-in width of one UTF-16 code unit `c` set in generic family `family` (abi FontFamily),
 * italic or upright, in ems (Helvetica-Oblique and Courier-Oblique keep their upright widths).
 */
export function unitWidth(c: i32, family: i32 = FontFamily.Serif, italic: bool = false): f32 {
  if (c >= 32 && c <= 126) {
    const ascii = asciiWidths(family, italic);
    return ascii !== null ? <f32>unchecked(ascii[c - 32]) * 0.001 : COURIER_WIDTH;
  }
  if (c < 32 || c == 0x5c) return 0;
  // Combining marks: diacritics, Bengali virama / nukta / candrabindu, zero-width joiners.
  if ((c >= 0x0300 && c <= 0x036f) || c == 0x09bc || c == 0x09cd || c == 0x0981 || (c >= 0x200b && c <= 0x200f)) return 0;
  if ((c >= 0x09be && c <= 0x09cc) || c == 0x09d7 || c == 0x0982 || c == 0x0983) return BENGALI_SIGN_WIDTH;
  // Low surrogates: the pair was counted at its high surrogate.
  if (c >= 0xdc00 && c <= 0xdfff) return 0;
  if ((c >= 0x1100 && c <= 0x11ff) || (c >= 0x2e80 && c <= 0xa4cf) || (c >= 0xac00 && c <= 0xd7a3) || (c >= 0xff00 && c <= 0xff60)) return WIDE_WIDTH;
  return OTHER_WIDTH;
}

/**
 * The table unitWidth reads for ASCII in generic family `family`, italic or upright; null for
 * monospace (COURIER_WIDTH for every character).
 */
@inline function asciiWidths(family: i32, italic: bool): StaticArray<u16> | null {
  if (family == FontFamily.Sans) return HELVETICA_WIDTHS;
  if (family == FontFamily.Mono) return null;
  return italic ? TIMES_ITALIC_WIDTHS : TIMES_WIDTHS;
}

/**
 * The generic family (abi FontFamily) font word `font` is set in: the one a font directive's
 * face gives (FontWord.FaceSet), else sans-serif for chord symbols and annotations (abc2svg
 * 1.22.1's gchordfont and annotationfont; engine-bindings fonts.ts draws them so), else serif.
 */
export function fontFamily(font: i32): i32 {
  if ((font & FontWord.FaceSet) != 0) return (font & FontWord.FamilyMask) >> FontWord.FamilyShift;
  const role = font & FontWord.RoleMask;
  return role == FontId.ChordSymbol || role == FontId.Annotation ? FontFamily.Sans : FontFamily.Serif;
}

/**
 * Whether font word `font` is set italic: as a font directive's face says (FontWord.FaceSet),
 * else the composer, origin and tuplet roles (engine-bindings fonts.ts sets them italic).
 */
export function fontItalic(font: i32): bool {
  if ((font & FontWord.FaceSet) != 0) return (font & FontWord.Italic) != 0;
  const role = font & FontWord.RoleMask;
  return role == FontId.Composer || role == FontId.Origin || role == FontId.Tuplet;
}

/**
 * Built-in width of source[start, end) as printed in generic family `family` (abi FontFamily),
 * italic or upright, in ems: an escape (`\'e`, `&amp;`, layout/textEscapes.ts) is as wide as the
 * character it prints.
 */
export function builtInTextWidth(ctx: Context, start: i32, end: i32, family: i32 = FontFamily.Serif, italic: bool = false): f32 {
  const source = ctx.source;
  const from = start < 0 ? 0 : start;
  const to = end > source.length ? source.length : end;
  // The family's ASCII table, chosen once for the text rather than by unitWidth per character
  // (null for monospace, whose characters are all COURIER_WIDTH wide).
  const ascii = asciiWidths(family, italic);
  const units = source.units;
  let width: f32 = 0;
  let i = from;
  while (i < to) {
    // A run of plain ASCII (no escape) in a loop of its own, as most text is: the calls below
    // made the walk keep its values on the stack and store the width at every character.
    if (ascii !== null) {
      while (i < to) {
        const c = <i32>unchecked(units[i]);
        if (c < 32 || c > 126 || c == 92 || c == 38) break;
        width += <f32>unchecked(ascii[c - 32]) * 0.001;
        i++;
      }
      if (i >= to) break;
    }
    const c = <i32>unchecked(units[i]);
    const length = c == 92 || c == 38 ? escapeLength(source, i, to) : 0;
    if (length == 0) {
      // As unitWidth(c, family, italic).
      width += c >= 32 && c <= 126 && ascii !== null ? <f32>unchecked(ascii[c - 32]) * 0.001 : unitWidth(c, family, italic);
      i++;
      continue;
    }
    const printed = escapedUnit(source, i, length);
    if (printed >= 0) width += unitWidth(printed, family, italic);
    else width += length == 3 && c == 92 ? ligatureEscapeWidth(source, i) : OTHER_WIDTH;
    i += length;
  }
  return width;
}

/**
 * Width of source[start, end) set in `font` (abi FontId, or a font word with a directive's face:
 * abi FontWord), in ems: the host's measure when enabled and available, else the built-in table.
 * An empty or inverted range is 0 wide.
 */
export function textWidth(ctx: Context, font: i32, start: i32, end: i32): f32 {
  if (start < 0 || end <= start) return 0;
  if (ctx.option(OptionKey.HostTextWidths) == 1.0) {
    const measured = measureText(font, start, end);
    if (measured >= 0) return measured;
  }
  const role = font & FontWord.RoleMask;
  let width = builtInTextWidth(ctx, start, end, fontFamily(font), fontItalic(font));
  // Bold text (the tempo font, or a face a directive made bold) is wider than the regular
  // table says; the origin prints in parentheses (engine-bindings text.ts printedText).
  const bold = (font & FontWord.FaceSet) != 0 ? (font & FontWord.Bold) != 0 : role == FontId.Tempo;
  if (bold) width *= BOLD_FACTOR;
  return role == FontId.Origin ? width + PARENTHESES_WIDTH : width;
}

/** Times-Bold and Helvetica-Bold are about a tenth wider than their regular faces (Adobe's core-font metrics, on average). */
const BOLD_FACTOR: f32 = 1.1;

/** Times-Roman width of "(" and ")", in ems. */
const PARENTHESES_WIDTH: f32 = 0.666;
