/**
 * @fileoverview Text widths (engine-spec 9, "Text widths use built-in width tables"; DESIGN.md
 * 3.1): the width of source text in ems. The host measures with the real font when option
 * HostTextWidths is 1 and it answers (>= 0); otherwise the built-in table below is used: the
 * advance widths of Times-Roman (Adobe's core-font metrics, thousandths of an em) for ASCII,
 * and a default per UTF-16 code unit for other scripts (zero for combining marks, which
 * draw over the letter before them).
 *
 * Escapes measure as printed: `~` of a lyric as a space (ABC 2.1 5.1.1), an escape of ABC 2.1
 * 2.3.4 (`\'e`, `\-`) or a character reference (`&amp;`) as the character it prints.
 */

import { FontId, FontWord, OptionKey } from "../abi";
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

/** Default width of a code unit outside ASCII (Latin-1 letters, Bengali consonants...). */
const OTHER_WIDTH: f32 = 0.5;
/** Bengali dependent vowel signs take less room than a letter. */
const BENGALI_SIGN_WIDTH: f32 = 0.3;
/** Wide scripts (CJK, Hangul, fullwidth forms). */
const WIDE_WIDTH: f32 = 1.0;

/** Built-in width of one UTF-16 code unit `c`, in ems. */
export function unitWidth(c: i32): f32 {
  if (c >= 32 && c <= 126) return <f32>unchecked(TIMES_WIDTHS[c - 32]) * 0.001;
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
 * Built-in width of source[start, end) as printed, in ems: an escape (`\'e`, `&amp;`,
 * layout/textEscapes.ts) is as wide as the character it prints.
 */
export function builtInTextWidth(ctx: Context, start: i32, end: i32): f32 {
  const source = ctx.source;
  const from = start < 0 ? 0 : start;
  const to = end > source.length ? source.length : end;
  let width: f32 = 0;
  let i = from;
  while (i < to) {
    const c = <i32>unchecked(source.units[i]);
    const length = c == 92 || c == 38 ? escapeLength(source, i, to) : 0;
    if (length == 0) {
      width += unitWidth(c);
      i++;
      continue;
    }
    const printed = escapedUnit(source, i, length);
    if (printed >= 0) width += unitWidth(printed);
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
  let width = builtInTextWidth(ctx, start, end);
  // Bold text (the tempo font, or a face a directive made bold) is wider than the Times-Roman
  // table says; the origin prints in parentheses (engine-bindings text.ts printedText).
  const bold = (font & FontWord.FaceSet) != 0 ? (font & FontWord.Bold) != 0 : role == FontId.Tempo;
  if (bold) width *= BOLD_FACTOR;
  return role == FontId.Origin ? width + PARENTHESES_WIDTH : width;
}

/** Times-Bold is about a tenth wider than Times-Roman (Adobe's core-font metrics, on average). */
const BOLD_FACTOR: f32 = 1.1;

/** Times-Roman width of "(" and ")", in ems. */
const PARENTHESES_WIDTH: f32 = 0.666;
