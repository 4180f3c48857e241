/**
 * @fileoverview The SVG writer's output: one growing byte buffer in linear memory that every page
 * of a render is written into, and where each page ends. The host makes the page strings from it
 * in one decode (engine-bindings/src/engine.ts): the bytes are ASCII, so they are the same text
 * in Latin-1 and UTF-8.
 *
 * Pages are ASCII by design (a one-byte JavaScript string is half the memory of a two-byte one,
 * and V8 makes it from bytes far faster): text beyond ASCII is written as an XML character
 * reference (`&#9839;` for a sharp sign), which every XML reader reads as the character.
 *
 * Speed: a corpus render writes 240 MB of SVG from thousands of small pieces a page. Markup is
 * prepared once as bytes padded to a multiple of 8 (`Markup`) and copied 8 bytes at a time, so
 * a piece may write up to 15 bytes past its end (its first 16 bytes are stored whole), which the
 * next piece overwrites: the buffer keeps SLACK bytes of room for that. Numbers come from tables of the digits of 0..9999 and of
 * the decimals ".001".."999", stored 4 bytes at a time.
 *
 * No allocation during a render (engine-as/README.md, "Memory"): the buffer and the page-end
 * column grow only while the largest output seen so far grows, and are reset per render.
 */

import { I32Column } from "../../util/column";

const MINUS: u8 = 45;
const SPACE: u8 = 32;
const AMPERSAND: u8 = 38;
const NUMBER_SIGN: u8 = 35;
const SEMICOLON: u8 = 59;

/** Room kept past the end of what was written: a piece's first 16 bytes are stored whole (Markup). */
const SLACK: i32 = 16;

/** Room a number needs: `String` of a double takes at most 24 characters. */
export const NUMBER_ROOM: i32 = 32;

/** Room a character reference takes: `&#1114111;`. */
export const REFERENCE_ROOM: i32 = 10;

/**
 * ASCII markup prepared for `SvgOutput.markup`: its bytes in storage padded to a multiple of 8
 * (zero bytes), so that it is copied 8 bytes at a time, and its first 16 bytes also held in the
 * object itself: most pieces the writer repeats are no longer (`" data-start="`, `"/>`), and a
 * corpus render writes some 11 million pieces, so they are stored without a walk of the storage.
 */
export class Markup {
  bytes: StaticArray<u8>;
  length: i32;
  /** Bytes a copy writes: the length padded to a multiple of 8, and at least 16. */
  size: i32;
  /** Bytes 0-7 and 8-15 (zero past the length), little-endian. */
  first: u64 = 0;
  second: u64 = 0;

  /** Prepares `text`, whose code units must all be ASCII (the writer's own markup). */
  constructor(text: string) {
    const length = text.length;
    const size = max((length + 7) & ~7, 16);
    const bytes = new StaticArray<u8>(size);
    for (let i = 0; i < length; i++) unchecked((bytes[i] = <u8>text.charCodeAt(i)));
    this.bytes = bytes;
    this.length = length;
    this.size = size;
    this.first = load<u64>(changetype<usize>(bytes));
    this.second = load<u64>(changetype<usize>(bytes), 8);
  }
}

/** Prepares the markup `text` (see Markup). Called when the writer is made, never during a render. */
export function markup(text: string): Markup {
  return new Markup(text);
}

/**
 * The bytes of a render's pages. `reset` empties it; `endPage` marks where a page ends; the host
 * reads `pointer()`, `length` and the page ends.
 */
export class SvgOutput {
  bytes: StaticArray<u8> = new StaticArray<u8>(1 << 16);
  /** Bytes written. */
  length: i32 = 0;
  /** Where each page ends, in bytes from the start. */
  pageEnds: I32Column = new I32Column(16);

  /** The digits of 0..9999 ("0", "42", "9999"), little-endian, and their lengths. */
  private digits: StaticArray<u32> = new StaticArray<u32>(10000);
  private digitsLength: StaticArray<u8> = new StaticArray<u8>(10000);
  /** The digits of 0..9999 padded to 4 ("0042"): the low part of a larger number. */
  private paddedDigits: StaticArray<u32> = new StaticArray<u32>(10000);
  /** ".001" .. ".999" with trailing zeros dropped (".5", ".25"), by thousandths, and their lengths. */
  private decimals: StaticArray<u32> = new StaticArray<u32>(1000);
  private decimalsLength: StaticArray<u8> = new StaticArray<u8>(1000);

  constructor() {
    for (let value = 0; value < 10000; value++) {
      let word: u32 = 0;
      let padded: u32 = 0;
      let length = 0;
      let rest = value;
      // Digits from the last: each shifts the ones before it up a byte.
      do {
        word = (word << 8) | <u32>(48 + (rest % 10));
        rest /= 10;
        length++;
      } while (rest > 0);
      rest = value;
      for (let i = 0; i < 4; i++) {
        padded = (padded << 8) | <u32>(48 + (rest % 10));
        rest /= 10;
      }
      unchecked((this.digits[value] = word));
      unchecked((this.digitsLength[value] = <u8>length));
      unchecked((this.paddedDigits[value] = padded));
    }
    for (let thousandths = 1; thousandths < 1000; thousandths++) {
      // ".ddd" with trailing zeros dropped.
      let digits = thousandths;
      let count = 3;
      while (digits % 10 == 0) {
        digits /= 10;
        count--;
      }
      let word: u32 = 0;
      for (let i = 0; i < count; i++) {
        word = (word << 8) | <u32>(48 + (digits % 10));
        digits /= 10;
      }
      unchecked((this.decimals[thousandths] = (word << 8) | 46));
      unchecked((this.decimalsLength[thousandths] = <u8>(count + 1)));
    }
  }

  /** Empties the output, keeping its storage. */
  reset(): void {
    this.length = 0;
    this.pageEnds.reset();
  }

  /** Ends a page: what was written since the last page end is one page. */
  endPage(): void {
    this.pageEnds.push(this.length);
  }

  /** Address of the first byte (valid until the next growth). */
  @inline pointer(): usize {
    return changetype<usize>(this.bytes);
  }

  /** Makes sure `room` more bytes (and the slack) fit; capacity doubles. */
  @inline ensure(room: i32): void {
    if (this.length + room + SLACK > this.bytes.length) this.grow(room);
  }

  /** Appends prepared markup. */
  @inline markup(piece: Markup): void {
    this.ensure(piece.size);
    this.length = this.putMarkup(this.length, piece);
  }

  /** Writes one ASCII character at `at`. */
  @inline putByte(at: i32, code: u8): i32 {
    store<u8>(this.pointer() + <usize>at, code);
    return at + 1;
  }

  /** Appends one ASCII character by its code. */
  @inline byte(code: u8): void {
    this.ensure(1);
    store<u8>(this.pointer() + <usize>this.length, code);
    this.length++;
  }

  /** Appends an i32 as JavaScript's `String(value)` writes it. */
  integer(value: i32): void {
    this.ensure(NUMBER_ROOM);
    this.length = this.putInteger(this.length, value);
  }

  /**
   * Appends a coordinate: at most 3 decimals (1/1000 sp), no trailing zeros, no `-0`, and `0`
   * for NaN or an infinity. Values beyond ±2,147,483.647 are written as JavaScript's `String`
   * writes the value rounded to thousandths.
   */
  number(value: f64): void {
    this.ensure(NUMBER_ROOM);
    this.length = this.putNumber(this.length, value);
  }

  /**
   * Appends `piece` and then the coordinate `value` (`number`). Inlined, as putInteger: a page
   * writes thousands of each (element groups, lines, text runs); as calls they cost about 5% of
   * the writer's time (writer-only paired runs on the corpus).
   */
  @inline markupNumber(piece: Markup, value: f64): void {
    this.ensure(piece.size + NUMBER_ROOM);
    this.length = this.putNumber(this.putMarkup(this.length, piece), value);
  }

  /** Appends `piece` and then the i32 `value` (`integer`). */
  markupInteger(piece: Markup, value: i32): void {
    this.ensure(piece.size + NUMBER_ROOM);
    this.length = this.putInteger(this.putMarkup(this.length, piece), value);
  }

  /**
   * Appends one character of XML character data by its code point: ASCII as it is, any other as
   * a decimal character reference (`&#9839;`). Escaping markup characters is the caller's.
   */
  @inline character(code: i32): void {
    this.ensure(REFERENCE_ROOM);
    this.length = this.putCharacter(this.length, code);
  }

  /** Writes one character of XML character data at `at` (REFERENCE_ROOM bytes; see `character`). */
  @inline putCharacter(at: i32, code: i32): i32 {
    const base = this.pointer();
    if (code < 0x80) {
      store<u8>(base + <usize>at, <u8>code);
      return at + 1;
    }
    store<u8>(base + <usize>at, AMPERSAND);
    store<u8>(base + <usize>at + 1, NUMBER_SIGN);
    at = this.putWhole(at + 2, <u32>code);
    store<u8>(base + <usize>at, SEMICOLON);
    return at + 1;
  }

  /** Appends bytes [from, from + count) of `bytes` (count bytes of room and 8 of padding readable). */
  @inline copy(bytes: StaticArray<u8>, from: i32, count: i32): void {
    this.ensure(count);
    memory.copy(this.pointer() + <usize>this.length, changetype<usize>(bytes) + <usize>from, <usize>count);
    this.length += count;
  }

  /*
   * The put* helpers write at `at`, in room the caller ensured (`ensure`), and return where they
   * ended; the caller stores that as the length. A record of several pieces is written so, with
   * one check for room and one update of the length (svgWriter.ts: a page writes thousands).
   */

  /** Writes prepared markup at `at` (its `size` bytes must fit the room ensured). */
  @inline putMarkup(at: i32, piece: Markup): i32 {
    const to = this.pointer() + <usize>at;
    store<u64>(to, piece.first);
    store<u64>(to, piece.second, 8);
    const size = <usize>piece.size;
    if (size > 16) {
      const from = changetype<usize>(piece.bytes);
      for (let i: usize = 16; i < size; i += 8) store<u64>(to + i, load<u64>(from + i));
    }
    return at + piece.length;
  }

  /**
   * Writes the `count` bytes at address `from` at `at`, in words of 8 (so up to 7 bytes past
   * them are read and written: `from` must be padded storage).
   */
  @inline putBytes(at: i32, from: usize, count: i32): i32 {
    const to = this.pointer() + <usize>at;
    for (let i = 0; i < count; i += 8) store<u64>(to + <usize>i, load<u64>(from + <usize>i));
    return at + count;
  }

  /** Writes an i32 at `at` (NUMBER_ROOM bytes). */
  @inline putInteger(at: i32, value: i32): i32 {
    if (value < 0) {
      store<u8>(this.pointer() + <usize>at, MINUS);
      // -(-2^31) is 2^31 as an unsigned word.
      return this.putWhole(at + 1, <u32>(-(<i64>value)));
    }
    return this.putWhole(at, <u32>value);
  }

  /**
   * Writes a coordinate at `at` (NUMBER_ROOM bytes; see `number`). Inlined into the writers of
   * numbers: a page writes thousands (the slow path stays a call).
   */
  @inline putNumber(at: i32, value: f64): i32 {
    let scaled = value * 1000;
    // Math.round as JavaScript rounds: halves up (toward +infinity).
    let thousandths = Math.floor(scaled);
    if (scaled - thousandths >= 0.5) thousandths += 1;
    if (!(thousandths >= -2147483647 && thousandths <= 2147483647)) {
      return this.putWideNumber(at, value, thousandths);
    }
    return this.putThousandths(at, <i32>thousandths);
  }

  /** Writes `thousandths` / 1000 at `at`: at most 3 decimals, no trailing zeros (NUMBER_ROOM bytes). */
  @inline putThousandths(at: i32, thousandths: i32): i32 {
    let whole = thousandths;
    if (whole < 0) {
      store<u8>(this.pointer() + <usize>at, MINUS);
      at++;
      whole = -whole;
    }
    const integral = <u32>whole / 1000;
    const fraction = <u32>whole - integral * 1000;
    at = this.putWhole(at, integral);
    if (fraction == 0) return at;
    store<u32>(this.pointer() + <usize>at, unchecked(this.decimals[fraction]));
    return at + <i32>unchecked(this.decimalsLength[fraction]);
  }

  /**
   * A number beyond the integer range of putNumber, as JavaScript's `String(thousandths / 1000)`
   * writes it (an integer without a decimal point), or `0` when it is not finite. Only absurd
   * coordinates come here: a number written by `toString` is the one allocation a render may make.
   */
  private putWideNumber(at: i32, value: f64, thousandths: f64): i32 {
    const base = this.pointer();
    if (!isFinite(value)) {
      store<u8>(base + <usize>at, 48);
      return at + 1;
    }
    const shown = thousandths / 1000;
    // Up to 2^64 an integral double converts to u64 exactly (JavaScript writes integers below
    // 1e21 in full; those above 2^64 are left to toString).
    if (shown == Math.floor(shown) && Math.abs(shown) < 18446744073709551615.0) {
      let whole = <u64>Math.abs(shown);
      if (shown < 0) {
        store<u8>(base + <usize>at, MINUS);
        at++;
      }
      // Digits from the last, then reversed in place (at most 20).
      const first = at;
      do {
        store<u8>(base + <usize>at, <u8>(48 + <i32>(whole % 10)));
        at++;
        whole /= 10;
      } while (whole > 0);
      for (let left = first, right = at - 1; left < right; left++, right--) {
        const swap = load<u8>(base + <usize>left);
        store<u8>(base + <usize>left, load<u8>(base + <usize>right));
        store<u8>(base + <usize>right, swap);
      }
      return at;
    }
    const text = shown.toString();
    const count = min(text.length, NUMBER_ROOM);
    for (let i = 0; i < count; i++) store<u8>(base + <usize>(at + i), <u8>text.charCodeAt(i));
    return at + count;
  }

  /**
   * The digits of an unsigned integer: table words of 4 digits, written from the highest group
   * (no recursion: most numbers are below 10,000 and take one store).
   */
  @inline private putWhole(at: i32, value: u32): i32 {
    const base = this.pointer();
    if (value < 10000) {
      store<u32>(base + <usize>at, unchecked(this.digits[value]));
      return at + <i32>unchecked(this.digitsLength[value]);
    }
    return this.putLongWhole(at, value);
  }

  /** putWhole of a value of 10,000 or more: 5 to 10 digits. */
  private putLongWhole(at: i32, value: u32): i32 {
    const base = this.pointer();
    const low = value % 10000;
    const rest = value / 10000;
    if (rest < 10000) {
      store<u32>(base + <usize>at, unchecked(this.digits[rest]));
      at += <i32>unchecked(this.digitsLength[rest]);
    } else {
      const top = rest / 10000; // at most 42
      store<u32>(base + <usize>at, unchecked(this.digits[top]));
      at += <i32>unchecked(this.digitsLength[top]);
      store<u32>(base + <usize>at, unchecked(this.paddedDigits[rest % 10000]));
      at += 4;
    }
    store<u32>(base + <usize>at, unchecked(this.paddedDigits[low]));
    return at + 4;
  }

  private grow(room: i32): void {
    let capacity = this.bytes.length << 1;
    while (capacity < this.length + room + SLACK) capacity <<= 1;
    const next = new StaticArray<u8>(capacity);
    memory.copy(changetype<usize>(next), changetype<usize>(this.bytes), <usize>this.length);
    this.bytes = next;
  }
}
