/**
 * @fileoverview The escapes of ABC text as the built-in width tables measure them
 * (layout/textWidth.ts) and the annotation lines (parse/decorations.ts) read them: each escape is as wide as the one character it prints. The host
 * decodes the same escapes for drawing and for its own measurer (engine-bindings
 * textEscapes.ts, which says what abc2svg 1.22.1 prints for each):
 * - ABC 2.1 2.3.4's backslash mnemonics: `\'e` (an accent on a Latin letter: the letter),
 *   `\ae` `\oe` `\ss` `\aa` `\/o` and their capitals (the ligature or letter), `\uXXXX` (that
 *   code unit), `\\` and any other `\x` (x);
 * - character references `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` (their character), `&#233;`
 *   and `&#xe9;` (that code point), other `&name;` (a letter of average width).
 * Nothing is decoded into memory: the width is read off the source.
 */

import { Source } from "./source";

/** The accent characters that go on the Latin letter after them (`` ` ' ^ ~ = _ u . " o H v c ; ``). */
function isAccent(c: i32): bool {
  return c == 96 || c == 39 || c == 94 || c == 126 || c == 61 || c == 95 || c == 117 || c == 46 || c == 34 || c == 111 || c == 72 || c == 118 || c == 99 || c == 59;
}

@inline function isLatinLetter(c: i32): bool {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

@inline function hexValue(c: i32): i32 {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

/**
 * Times-Roman width (ems) of the letter a two-character mnemonic after `\` names (`ae` æ, `AE` Æ,
 * `oe` œ, `OE` Œ, `aa` å, `AA` Å, `ss` ß, `/o` ø, `/O` Ø), or -1 when `first second` is none.
 */
function ligatureWidth(first: i32, second: i32): f32 {
  if (first == 97 && second == 101) return 0.667; // ae
  if (first == 65 && second == 69) return 0.889; // AE
  if (first == 111 && second == 101) return 0.722; // oe
  if (first == 79 && second == 69) return 0.889; // OE
  if (first == 97 && second == 97) return 0.444; // aa
  if (first == 65 && second == 65) return 0.722; // AA
  if (first == 115 && second == 115) return 0.5; // ss
  if (first == 47 && second == 111) return 0.5; // /o
  if (first == 47 && second == 79) return 0.722; // /O
  return -1;
}

/** Longest character reference read (`&#x10FFFF;` and the longest names fit). */
const MAX_REFERENCE: i32 = 10;

/**
 * Length in code units of the escape at source[at] (before `end`), or 0 when none starts there.
 * `\` at the very end is no escape; a `&` that starts no well-formed reference is none either.
 */
export function escapeLength(source: Source, at: i32, end: i32): i32 {
  const c = source.at(at);
  if (c == 92 /* \ */) {
    if (at + 1 >= end) return 0;
    const next = source.at(at + 1);
    if (at + 2 < end && ligatureWidth(next, source.at(at + 2)) >= 0) return 3;
    if (next == 117 /* u */ && at + 5 < end && hexValue(source.at(at + 2)) >= 0 && hexValue(source.at(at + 3)) >= 0 && hexValue(source.at(at + 4)) >= 0 && hexValue(source.at(at + 5)) >= 0) return 6;
    if (isAccent(next) && at + 2 < end && isLatinLetter(source.at(at + 2))) return 3;
    return 2;
  }
  if (c != 38 /* & */) return 0;
  let i = at + 1;
  const limit = min(end, at + MAX_REFERENCE + 1);
  if (source.at(i) == 35 /* # */) {
    i++;
    const hex = source.at(i) == 120 || source.at(i) == 88; // x X
    if (hex) i++;
    const digitsStart = i;
    while (i < limit && (hex ? hexValue(source.at(i)) >= 0 : source.at(i) >= 48 && source.at(i) <= 57)) i++;
    if (i == digitsStart) return 0;
  } else {
    if (!isLatinLetter(source.at(i))) return 0;
    while (i < limit && (isLatinLetter(source.at(i)) || (source.at(i) >= 48 && source.at(i) <= 57))) i++;
  }
  return i < limit && source.at(i) == 59 /* ; */ ? i + 1 - at : 0;
}

/**
 * The code unit the escape source[at, at + length) prints, for the width table, or -1 when its
 * width is not one table entry (a ligature: ligatureWidth; a named reference other than XML's
 * five: a letter of average width).
 */
export function escapedUnit(source: Source, at: i32, length: i32): i32 {
  const next = source.at(at + 1);
  if (source.at(at) == 92 /* \ */) {
    if (length == 6) return (hexValue(source.at(at + 2)) << 12) | (hexValue(source.at(at + 3)) << 8) | (hexValue(source.at(at + 4)) << 4) | hexValue(source.at(at + 5));
    if (length == 3) return ligatureWidth(next, source.at(at + 2)) >= 0 ? -1 : source.at(at + 2);
    if (next == 116 /* t */) return 32; // a tab draws as a space
    if (next == 110 /* n */) return 10;
    return next;
  }
  if (next == 35 /* # */) {
    const hex = source.at(at + 2) == 120 || source.at(at + 2) == 88;
    let code = 0;
    for (let i = at + (hex ? 3 : 2), stop = at + length - 1; i < stop; i++) {
      code = hex ? code * 16 + hexValue(source.at(i)) : code * 10 + source.at(i) - 48;
    }
    return code > 0xffff ? 0x4e00 : code; // beyond the BMP: as wide as a wide letter
  }
  return namedUnit(source, at + 1, at + length - 1);
}

/** The character of XML's five names in source[start, end) (`amp` `lt` `gt` `quot` `apos`), or -1. */
function namedUnit(source: Source, start: i32, end: i32): i32 {
  const length = end - start;
  const first = source.at(start);
  if (length == 3 && first == 97 && source.at(start + 1) == 109 && source.at(start + 2) == 112) return 38; // amp
  if (length == 2 && source.at(start + 1) == 116 && (first == 108 || first == 103)) return first == 108 ? 60 : 62; // lt gt
  if (length == 4 && first == 113 && source.at(start + 1) == 117 && source.at(start + 2) == 111 && source.at(start + 3) == 116) return 34; // quot
  if (length == 4 && first == 97 && source.at(start + 1) == 112 && source.at(start + 2) == 111 && source.at(start + 3) == 115) return 39; // apos
  return -1;
}

/** Width (ems) of the ligature escape source[at, at + 3) (`\ae`...), or -1 when it is none. */
export function ligatureEscapeWidth(source: Source, at: i32): f32 {
  return ligatureWidth(source.at(at + 1), source.at(at + 2));
}
