/**
 * @fileoverview The text a text run prints (abi DisplayKind.SourceText, TransposedText), decoded
 * from the source range the display list refers to (DESIGN.md 3.1: text is referenced by source
 * offsets, never copied), for the SVG writer. The same rules as the host's measurer uses
 * (engine-bindings/src/text.ts printedText, textEscapes.ts decodeAbcText), which says what
 * abc2svg 1.22.1 prints for each:
 * - a lyric's escapes (ABC 2.1 5.1.1): `~` a space joining words, `\-` `\*` `\|` their sign;
 * - the backslash mnemonics of ABC 2.1 2.3.4 (`\'e` the letter composed as NFC composes it,
 *   `\ae`, `\uXXXX`, `\t`, `\n`, any other `\x` x), then character references (`&amp;`,
 *   `&#233;`, `&#xe9;`; an unknown name prints as written);
 * - a chord symbol's note names moved by the voice's transposition, then `bb` `##` `b` `#`
 *   printed as flat and sharp signs (ABC 2.1 4.18); the origin (O:) in parentheses; the
 *   decoration words (`!fine!` prints Fine).
 *
 * Works on UTF-16 code units in two scratch buffers that each pass writes from one into the
 * other; they grow only with the longest text seen (no allocation per render).
 */

import { FontId, FontWord } from "../../abi";
import { Source } from "../../text/source";
import {
  ACCENT_CHARACTERS,
  ACCENT_MARKS,
  CHORD_DOUBLE_FLAT,
  CHORD_DOUBLE_SHARP,
  CHORD_FLAT,
  CHORD_SHARP,
  COMPOSED_LETTERS,
  DECORATION_NAMES,
  DECORATION_WORDS,
  LIGATURE_LETTERS,
  LIGATURE_MNEMONICS,
  REFERENCE_CHARACTERS,
  REFERENCE_NAMES,
} from "./svgTables.generated";

const BACKSLASH: i32 = 92;
const AMPERSAND: i32 = 38;
const TILDE: i32 = 126;
const REPLACEMENT_CHARACTER: i32 = 0xfffd;

/** A growable run of UTF-16 code units. */
class Units {
  data: StaticArray<u16> = new StaticArray<u16>(256);
  length: i32 = 0;

  @inline reset(): void {
    this.length = 0;
  }

  @inline at(index: i32): i32 {
    return index >= 0 && index < this.length ? <i32>unchecked(this.data[index]) : -1;
  }

  /** Makes room for `count` units in all (the length unchanged). */
  @inline reserve(count: i32): void {
    if (count > this.data.length) this.grow(count);
  }

  @inline push(unit: i32): void {
    const index = this.length;
    if (index >= this.data.length) this.grow(index + 1);
    unchecked((this.data[index] = <u16>unit));
    this.length = index + 1;
  }

  pushString(text: string): void {
    for (let i = 0, n = text.length; i < n; i++) this.push(text.charCodeAt(i));
  }

  /** Appends a code point: one unit, or a surrogate pair beyond the BMP. */
  pushCodePoint(code: i32): void {
    if (code < 0x10000) {
      this.push(code);
      return;
    }
    const offset = code - 0x10000;
    this.push(0xd800 + (offset >> 10));
    this.push(0xdc00 + (offset & 0x3ff));
  }

  /** Whether the run holds `unit`. */
  has(unit: i32): bool {
    const data = this.data;
    for (let i = 0, n = this.length; i < n; i++) if (<i32>unchecked(data[i]) == unit) return true;
    return false;
  }

  private grow(needed: i32): void {
    let capacity = this.data.length << 1;
    while (capacity < needed) capacity <<= 1;
    const next = new StaticArray<u16>(capacity);
    memory.copy(changetype<usize>(next), changetype<usize>(this.data), <usize>this.length << 1);
    this.data = next;
  }
}

@inline function isLatinLetter(c: i32): bool {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

@inline function isDigit(c: i32): bool {
  return c >= 48 && c <= 57;
}

@inline function hexValue(c: i32): i32 {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

/** Fifths of the natural note names from C, by letter A..G (C 0, G 1, ... F -1). */
const LETTER_FIFTHS: StaticArray<i32> = [3, 5, 0, 2, 4, -1, 1];
/** The natural names by fifths from F (-1) to B (5). */
const LETTERS_BY_FIFTHS: string = "FCGDAEB";

/**
 * Whether `print` rewrites a run of role `role` (abi FontId) beyond decoding its escapes: a
 * decoration's word, a chord symbol (transposed, its accidentals as glyph characters), an origin.
 * putPlain refuses these roles, so a new rewrite in `print` must be named here too.
 */
@inline function rewritesText(role: i32): bool {
  return role == FontId.DecorationText || role == FontId.ChordSymbol || role == FontId.Origin;
}

/**
 * The units a plain run may hold (PrintedText putPlain), by code below 128, one byte each (1:
 * plain): printable ASCII and DEL, but for the units that start an escape here (`~`, `\`, `&`)
 * and those XML character data writes otherwise (`<`, `>`, `"`, `'`; svgWriter.ts
 * putCharacterData). In static memory (its address a constant of the code), filled once.
 */
const PLAIN_UNITS: usize = memory.data(128);

/** Fills PLAIN_UNITS (the same for every PrintedText). */
function fillPlainUnits(): void {
  for (let c = 0; c < 128; c++) {
    const markup = c == AMPERSAND || c == 60 || c == 62 || c == 34 || c == 39; // & < > " '
    store<u8>(PLAIN_UNITS + <usize>c, c >= 32 && !markup && c != TILDE && c != BACKSLASH ? 1 : 0);
  }
}

/**
 * Decodes the printed text of text runs. `units` holds the result of the last `print`.
 */
export class PrintedText {
  /** The printed text of the last `print`. */
  units: Units = new Units();
  /** The other buffer each pass writes into. */
  private spare: Units = new Units();

  constructor() {
    fillPlainUnits();
  }

  /**
   * Writes the text a run in `font` (abi FontWord) prints for source[start, end) (clamped as
   * `print` clamps it) at `to`, one byte a unit, when the run is plain: its role is one `print`
   * only decodes (not a decoration, chord symbol or origin), so that with no unit that starts an
   * escape (`~`, `\`, `&`, as copySlice looks for) it prints its source as written, and every
   * unit is a plain one (PLAIN_UNITS), which XML character data holds as it is. Most runs are (a
   * syllable, a title): they are written as they are checked, in one walk, with no copy into
   * `units`. Returns the bytes written (0: the run prints nothing), or -1 when the run is not
   * plain (what was written is left to be overwritten). `to` must have room for end - start
   * bytes, or the source's length if less.
   */
  putPlain(source: Source, font: i32, start: i32, end: i32, to: usize): i32 {
    if (rewritesText(font & FontWord.RoleMask)) return -1;
    const length = source.length;
    const from = max(0, min(start, length));
    const count = max(from, min(end, length)) - from;
    const text = changetype<usize>(source.units) + (<usize>from << 1);
    for (let i = 0; i < count; i++) {
      const c = <u32>load<u16>(text + (<usize>i << 1));
      if (c >= 128 || load<u8>(PLAIN_UNITS + <usize>c) == 0) return -1;
      store<u8>(to + <usize>i, <u8>c);
    }
    return count;
  }

  /**
   * Sets `units` to what a run in `font` (abi FontWord) prints for source[start, end): see the
   * file overview; `fifths` moves a transposed chord symbol (abi DisplayKind.TransposedText).
   */
  print(source: Source, font: i32, start: i32, end: i32, fifths: i32): void {
    const length = source.length;
    const from = max(0, min(start, length));
    const to = max(from, min(end, length));
    const role = font & FontWord.RoleMask;
    this.units.reset();
    if (role == FontId.DecorationText) {
      this.copySlice(source, from, to);
      const word = this.decorationWord();
      if (word >= 0) {
        this.units.reset();
        this.units.pushString(unchecked(DECORATION_WORDS[word]));
      }
      return;
    }
    // Plain runs (putPlain) never come here; of the others, most hold no escape still (a chord
    // symbol, a word beyond ASCII): the copy tells, and the passes that decode escapes are not
    // asked (each would scan the text again).
    if (this.copySlice(source, from, to)) {
      if (role == FontId.Lyric && (this.units.has(TILDE) || this.units.has(BACKSLASH))) this.unescapeLyric();
      if (this.units.has(BACKSLASH)) this.decodeBackslashEscapes();
      if (this.units.has(AMPERSAND)) this.decodeCharacterReferences();
    }
    if (role == FontId.ChordSymbol) {
      if (fifths != 0) this.transposeChordSymbol(fifths);
      if (this.units.has(98) || this.units.has(35)) this.chordSigns(); // b #
    } else if (role == FontId.Origin && this.units.length > 0) {
      this.swap();
      this.units.push(40); // (
      this.append(this.spare, 0, this.spare.length);
      this.units.push(41); // )
    }
  }

  /**
   * Sets `units` to source[from, to) (`units` is empty); returns whether it holds a `~`, `\` or
   * `&`, the units that start an escape.
   */
  private copySlice(source: Source, from: i32, to: i32): bool {
    const units = this.units;
    const count = to - from;
    units.reserve(count);
    const data = units.data;
    const text = source.units;
    let escapes: i32 = 0;
    for (let i = 0; i < count; i++) {
      const c = <i32>unchecked(text[from + i]);
      escapes |= <i32>(c == TILDE) | <i32>(c == BACKSLASH) | <i32>(c == AMPERSAND);
      unchecked((data[i] = <u16>c));
    }
    units.length = count;
    return escapes != 0;
  }

  /** Makes `units` empty and the old text `spare`, for a pass that reads spare and writes units. */
  private swap(): void {
    const text = this.units;
    this.units = this.spare;
    this.spare = text;
    this.units.reset();
  }

  private append(from: Units, start: i32, end: i32): void {
    const units = this.units;
    for (let i = start; i < end; i++) units.push(<i32>unchecked(from.data[i]));
  }

  /** Index of the decoration word whose name `units` is, or -1. */
  private decorationWord(): i32 {
    for (let word = 0; word < DECORATION_NAMES.length; word++) {
      if (this.equals(unchecked(DECORATION_NAMES[word]))) return word;
    }
    return -1;
  }

  private equals(text: string): bool {
    const units = this.units;
    if (text.length != units.length) return false;
    for (let i = 0, n = text.length; i < n; i++) if (text.charCodeAt(i) != <i32>unchecked(units.data[i])) return false;
    return true;
  }

  /** A lyric's escapes: `\-` `\*` `\|` print their sign, a `~` not after `\` a space (ABC 2.1 5.1.1). */
  private unescapeLyric(): void {
    this.swap();
    const text = this.spare;
    const units = this.units;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const c = text.at(i);
      if (c == BACKSLASH) {
        const next = text.at(i + 1);
        if (next == 45 || next == 42 || next == 124) {
          units.push(next);
          i++;
          continue;
        }
      } else if (c == TILDE && text.at(i - 1) != BACKSLASH) {
        units.push(32);
        continue;
      }
      units.push(c);
    }
  }

  /** The backslash escapes of ABC 2.1 2.3.4 (textEscapes.ts decodeBackslashEscapes). */
  private decodeBackslashEscapes(): void {
    this.swap();
    const text = this.spare;
    const units = this.units;
    const n = text.length;
    let i = 0;
    while (i < n) {
      const c = text.at(i);
      if (c != BACKSLASH) {
        units.push(c);
        i++;
        continue;
      }
      const next = text.at(i + 1);
      if (next < 0) {
        units.push(BACKSLASH); // a backslash ending the text prints as such
        i++;
        continue;
      }
      const ligature = ligatureIndex(next, text.at(i + 2));
      if (ligature >= 0) {
        units.push(LIGATURE_LETTERS.charCodeAt(ligature));
        i += 3;
        continue;
      }
      if (next == 117 /* u */) {
        const a = hexValue(text.at(i + 2));
        const b = hexValue(text.at(i + 3));
        const c2 = hexValue(text.at(i + 4));
        const d = hexValue(text.at(i + 5));
        if (a >= 0 && b >= 0 && c2 >= 0 && d >= 0) {
          units.push((a << 12) | (b << 8) | (c2 << 4) | d);
          i += 6;
          continue;
        }
      }
      const accent = accentIndex(next);
      const letter = text.at(i + 2);
      if (accent >= 0 && isLatinLetter(letter)) {
        const composed = <i32>unchecked(COMPOSED_LETTERS[accent * 52 + (letter <= 90 ? letter - 65 : letter - 97 + 26)]);
        if (composed != 0) {
          units.push(composed);
        } else {
          units.push(letter);
          units.push(<i32>unchecked(ACCENT_MARKS[accent]));
        }
        i += 3;
        continue;
      }
      units.push(next == 116 ? 9 : next == 110 ? 10 : next); // \t \n
      i += 2;
    }
  }

  /**
   * Character references `&name;`, `&#digits;` (1-7 digits) and `&#xhex;` (1-6 hex digits), as
   * textEscapes.ts decodeCharacterReferences reads them; an unknown name stays as written.
   */
  private decodeCharacterReferences(): void {
    this.swap();
    const text = this.spare;
    const units = this.units;
    const n = text.length;
    let i = 0;
    while (i < n) {
      const c = text.at(i);
      if (c == AMPERSAND) {
        const used = this.reference(text, i);
        if (used > 0) {
          i += used;
          continue;
        }
      }
      units.push(c);
      i++;
    }
  }

  /**
   * Decodes the reference at text[at] (an `&`) into `units`; returns the code units it took, or
   * 0 when none starts there (nothing written).
   */
  private reference(text: Units, at: i32): i32 {
    let i = at + 1;
    const first = text.at(i);
    if (isLatinLetter(first)) {
      while (isLatinLetter(text.at(i)) || isDigit(text.at(i))) i++;
      if (text.at(i) != 59 /* ; */) return 0;
      const name = findReferenceName(text, at + 1, i);
      if (name >= 0) {
        this.units.push(REFERENCE_CHARACTERS.charCodeAt(name));
      } else {
        this.append(text, at, i + 1); // an unknown name prints as written
      }
      return i + 1 - at;
    }
    if (first != 35 /* # */) return 0;
    i++;
    const x = text.at(i);
    let code: i64 = 0;
    let digits = 0;
    if (x == 120 || x == 88) {
      i++;
      while (hexValue(text.at(i)) >= 0 && digits <= 6) {
        code = code * 16 + hexValue(text.at(i));
        i++;
        digits++;
      }
      if (digits < 1 || digits > 6) return 0;
    } else {
      while (isDigit(text.at(i)) && digits <= 7) {
        code = code * 10 + text.at(i) - 48;
        i++;
        digits++;
      }
      if (digits < 1 || digits > 7) return 0;
    }
    if (text.at(i) != 59) return 0;
    // U+FFFD for 0, a surrogate or beyond U+10FFFF, as HTML reads them.
    const valid = code != 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    this.units.pushCodePoint(valid ? <i32>code : REPLACEMENT_CHARACTER);
    return i + 1 - at;
  }

  /**
   * A transposed chord symbol (text.ts transposeChordSymbol): each note name at the start or after
   * `(` or `/`, with its accidental, moved by `fifths`.
   */
  private transposeChordSymbol(fifths: i32): void {
    this.swap();
    const text = this.spare;
    const units = this.units;
    const n = text.length;
    let i = 0;
    while (i < n) {
      const c = text.at(i);
      let letterAt = -1;
      if (i == 0 && isNoteLetter(c)) letterAt = 0;
      else if ((c == 40 || c == 47) && isNoteLetter(text.at(i + 1))) letterAt = i + 1;
      if (letterAt < 0) {
        units.push(c);
        i++;
        continue;
      }
      if (letterAt > i) units.push(c);
      const letter = text.at(letterAt);
      let sign = 0;
      let used = 1;
      const a = text.at(letterAt + 1);
      const b = text.at(letterAt + 2);
      if (a == 98 && b == 98) { sign = -2; used = 3; }
      else if (a == 35 && b == 35) { sign = 2; used = 3; }
      else if (a == 98) { sign = -1; used = 2; }
      else if (a == 35) { sign = 1; used = 2; }
      this.pushNoteName(letter, sign, fifths);
      i = letterAt + used;
    }
  }

  /** A note name moved by `fifths`, spelled within Cb..C# (text.ts transposeNoteName). */
  private pushNoteName(letter: i32, sign: i32, fifths: i32): void {
    let position: i64 = <i64>unchecked(LETTER_FIFTHS[letter - 65]) + 7 * sign + <i64>fifths;
    if (position > 7) position -= 12 * ((position - 7 + 11) / 12);
    if (position < -7) position += 12 * ((-7 - position + 11) / 12);
    const shifted = <i32>position + 1;
    const sharps = shifted >= 0 ? shifted / 7 : -((-shifted + 6) / 7);
    this.units.push(LETTERS_BY_FIFTHS.charCodeAt(shifted - 7 * sharps));
    for (let k = 0; k < sharps; k++) this.units.push(35);
    for (let k = 0; k < -sharps; k++) this.units.push(98);
  }

  /** A chord symbol's `bb` `##` `b` `#`, read left to right, as their signs (text.ts chordSymbolText). */
  private chordSigns(): void {
    this.swap();
    const text = this.spare;
    const units = this.units;
    const n = text.length;
    let i = 0;
    while (i < n) {
      const c = text.at(i);
      if (c == 98 || c == 35) {
        const double = text.at(i + 1) == c;
        const sign = c == 98 ? (double ? CHORD_DOUBLE_FLAT : CHORD_FLAT) : double ? CHORD_DOUBLE_SHARP : CHORD_SHARP;
        units.pushString(sign);
        i += double ? 2 : 1;
        continue;
      }
      units.push(c);
      i++;
    }
  }
}

@inline function isNoteLetter(c: i32): bool {
  return c >= 65 && c <= 71;
}

/** Index of the accent character `c` in ACCENT_CHARACTERS, or -1. */
function accentIndex(c: i32): i32 {
  for (let i = 0, n = ACCENT_CHARACTERS.length; i < n; i++) if (ACCENT_CHARACTERS.charCodeAt(i) == c) return i;
  return -1;
}

/** Index of the ligature mnemonic `first second` in LIGATURE_MNEMONICS (by pairs), or -1. */
function ligatureIndex(first: i32, second: i32): i32 {
  for (let pair = 0, n = LIGATURE_MNEMONICS.length >> 1; pair < n; pair++) {
    if (LIGATURE_MNEMONICS.charCodeAt(pair * 2) == first && LIGATURE_MNEMONICS.charCodeAt(pair * 2 + 1) == second) return pair;
  }
  return -1;
}

/** Index in REFERENCE_NAMES of the name text[start, end) (binary search by code units), or -1. */
function findReferenceName(text: Units, start: i32, end: i32): i32 {
  let low = 0;
  let high = REFERENCE_NAMES.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const order = compareName(unchecked(REFERENCE_NAMES[mid]), text, start, end);
    if (order == 0) return mid;
    if (order < 0) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** Compares `name` with text[start, end) by code units: < 0, 0 or > 0 as name sorts before, equal or after. */
function compareName(name: string, text: Units, start: i32, end: i32): i32 {
  const length = end - start;
  const common = min(name.length, length);
  for (let i = 0; i < common; i++) {
    const difference = name.charCodeAt(i) - text.at(start + i);
    if (difference != 0) return difference;
  }
  return name.length - length;
}
