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
 * next piece overwrites: the buffer keeps SLACK bytes of room for that. Numbers come from tables
 * of the digits of 0..9999 and of the decimals ".001".."999", stored 8 bytes at a time. The put
 * functions write at an address and return the address after: a record is written with one
 * check for room, its address kept in a local from piece to piece (a length field would be
 * loaded and stored again around every store to the buffer).
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

/*
 * The tables numbers are written from, in static memory: their addresses are constants of the
 * code, where fields of the output would be loaded again after every store (a store to linear
 * memory may change any field).
 */
/*
 * The digit tables hold one u64 a value: its bytes, little-endian, in the low 4 bytes and their
 * count in the high 4, so that a piece is written with one load, one store and one shift.
 */
/** The digits of 0..9999 ("0", "42", "9999") and their count. */
const DIGITS: usize = memory.data(10000 << 3, 8);
/** The digits of 0..9999 padded to 4 ("0042"), u32 each: the low part of a larger number. */
const PADDED_DIGITS: usize = memory.data(10000 << 2, 4);
/**
 * ".001" .. ".999" with trailing zeros dropped (".5", ".25"), by thousandths, and their count;
 * 0 thousandths: no bytes (written as a zero word of length 0, so a whole number takes no branch).
 */
const DECIMALS: usize = memory.data(1000 << 3, 8);
let numberTablesFilled = false;

/** Fills the number tables, once. */
function fillNumberTables(): void {
  if (numberTablesFilled) return;
  numberTablesFilled = true;
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
    store<u64>(DIGITS + (<usize>value << 3), (<u64>length << 32) | word);
    store<u32>(PADDED_DIGITS + (<usize>value << 2), padded);
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
    store<u64>(DECIMALS + (<usize>thousandths << 3), (<u64>(count + 1) << 32) | ((word << 8) | 46));
  }
}

/**
 * Writes the bytes of a digit table's entry `entry` (DIGITS, DECIMALS) at `to`; returns the
 * address after them. 8 bytes are stored (the count's among them, past the end: overwritten).
 */
@inline function putTableEntry(to: usize, entry: u64): usize {
  store<u64>(to, entry);
  return to + <usize>(entry >> 32);
}

/** The digits of an unsigned integer at address `to`; returns the address after them. */
@inline function putWholeAt(to: usize, value: u32): usize {
  if (value < 10000) return putTableEntry(to, load<u64>(DIGITS + (<usize>value << 3)));
  return putLongWholeAt(to, value);
}

/** putWholeAt of a value of 10,000 or more: 5 to 10 digits. */
function putLongWholeAt(to: usize, value: u32): usize {
  // value / 10000 as one 64-bit multiply by 2^45 / 10000 (rounded up; exact for any u32) and a
  // shift, as putThousandths divides by 1000.
  const rest = <u32>((<u64>value * 3518437209) >> 45);
  const low = value - rest * 10000;
  if (rest < 10000) {
    to = putTableEntry(to, load<u64>(DIGITS + (<usize>rest << 3)));
  } else {
    const top = rest / 10000; // at most 42
    to = putTableEntry(to, load<u64>(DIGITS + (<usize>top << 3)));
    store<u32>(to, load<u32>(PADDED_DIGITS + (<usize>(rest % 10000) << 2)));
    to += 4;
  }
  store<u32>(to, load<u32>(PADDED_DIGITS + (<usize>low << 2)));
  return to + 4;
}

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
 *
 * A piece is appended by a method here (`markup`, `number`: a check for room, a write and an
 * update of the length each), or a record of several pieces is written with the put functions
 * below: room ensured once, then each piece written at an address and returning the address
 * after it, and the length set once (`end`, `setEnd`; svgWriter.ts: a page writes thousands).
 */
export class SvgOutput {
  bytes: StaticArray<u8> = new StaticArray<u8>(1 << 16);
  /** Bytes written. */
  length: i32 = 0;
  /** Where each page ends, in bytes from the start. */
  pageEnds: I32Column = new I32Column(16);
  /**
   * The page expandWideNumbers reads while it writes the page again, kept between renders (a
   * render allocates nothing once its storage is large enough: asconfig.json "//runtime").
   */
  private expansion: StaticArray<u8> = new StaticArray<u8>(0);

  constructor() {
    fillNumberTables();
  }

  /** Empties the output, keeping its storage. */
  reset(): void {
    this.length = 0;
    this.pageEnds.reset();
    // Left set only by a write that trapped mid-page: the next page would be copied for nothing.
    wideNumbersLeft = false;
  }

  /** Ends a page: what was written since the last page end is one page. */
  endPage(): void {
    this.pageEnds.push(this.length);
  }

  /** Address of the first byte (valid until the next growth). */
  @inline pointer(): usize {
    return changetype<usize>(this.bytes);
  }

  /** Address of the end of what was written, where the put functions write (valid until the next growth). */
  @inline end(): usize {
    return changetype<usize>(this.bytes) + <usize>this.length;
  }

  /** Ends what was written at address `to` (from `end()` and the put functions, with no growth since). */
  @inline setEnd(to: usize): void {
    this.length = <i32>(to - changetype<usize>(this.bytes));
  }

  /**
   * The last address at which `room` more bytes (and the slack) fit, room at most 32 KiB (the
   * storage holds 64 KiB or more): a writer that keeps the end's address in a local checks it
   * against this, not the length (valid until the next growth).
   */
  @inline limit(room: i32): usize {
    return changetype<usize>(this.bytes) + <usize>(this.bytes.length - room - SLACK);
  }

  /** Makes sure `room` more bytes (and the slack) fit; capacity doubles. */
  @inline ensure(room: i32): void {
    if (this.length + room + SLACK > this.bytes.length) this.grow(room);
  }

  /** Appends prepared markup. */
  @inline markup(piece: Markup): void {
    this.ensure(piece.size);
    this.setEnd(putMarkup(this.end(), piece));
  }

  /** Appends one ASCII character by its code. */
  @inline byte(code: u8): void {
    this.ensure(1);
    this.setEnd(putByte(this.end(), code));
  }

  /** Appends an i32 as JavaScript's `String(value)` writes it. */
  integer(value: i32): void {
    this.ensure(NUMBER_ROOM);
    this.setEnd(putInteger(this.end(), value));
  }

  /** Appends a coordinate (see putNumber). */
  number(value: f64): void {
    this.ensure(NUMBER_ROOM);
    this.setEnd(putNumber(this.end(), value));
  }

  /**
   * Appends `piece` and then the coordinate `value` (`number`). Inlined, as putInteger: a page
   * writes thousands of each (element groups, lines, text runs); as calls they cost about 5% of
   * the writer's time (writer-only paired runs on the corpus).
   */
  @inline markupNumber(piece: Markup, value: f64): void {
    this.ensure(piece.size + NUMBER_ROOM);
    this.setEnd(putNumber(putMarkup(this.end(), piece), value));
  }

  /**
   * Appends one character of XML character data by its code point: ASCII as it is, any other as
   * a decimal character reference (`&#9839;`). Escaping markup characters is the caller's.
   */
  @inline character(code: i32): void {
    this.ensure(REFERENCE_ROOM);
    this.setEnd(putCharacter(this.end(), code));
  }

  /** Appends bytes [from, from + count) of `bytes` (count bytes of room and 8 of padding readable). */
  @inline copy(bytes: StaticArray<u8>, from: i32, count: i32): void {
    this.ensure(count);
    memory.copy(this.end(), changetype<usize>(bytes) + <usize>from, <usize>count);
    this.length += count;
  }

  /** Whether putCoordinate left a number in the output for `expandWideNumbers`. */
  @inline hasWideNumbers(): bool {
    return wideNumbersLeft;
  }

  /**
   * Writes each number putCoordinate left in the bytes from `from` on (a page) as putNumber
   * writes it, moving the bytes after it along. Only negative and absurd coordinates are left
   * (rare): this copies the page once.
   */
  expandWideNumbers(from: i32): void {
    wideNumbersLeft = false;
    const count = this.length - from;
    if (this.expansion.length < count) this.expansion = new StaticArray<u8>(max(count, this.expansion.length << 1));
    const bytes = changetype<usize>(this.expansion);
    memory.copy(bytes, this.pointer() + <usize>from, <usize>count);
    this.length = from;
    let at = 0;
    while (at < count) {
      let next = at;
      while (next < count && load<u8>(bytes + <usize>next) != WIDE_NUMBER_MARK) next++;
      this.ensure(next - at + NUMBER_ROOM);
      memory.copy(this.end(), bytes + <usize>at, <usize>(next - at));
      this.length += next - at;
      if (next < count) {
        this.setEnd(putNumber(this.end(), load<f64>(bytes + <usize>next, 1)));
        next += WIDE_NUMBER_BYTES;
      }
      at = next;
    }
  }

  private grow(room: i32): void {
    let capacity = this.bytes.length << 1;
    while (capacity < this.length + room + SLACK) capacity <<= 1;
    const next = new StaticArray<u8>(capacity);
    memory.copy(changetype<usize>(next), changetype<usize>(this.bytes), <usize>this.length);
    this.bytes = next;
  }
}

/*
 * The put functions write at address `to`, in room the caller ensured (SvgOutput `ensure`), and
 * return the address after what they wrote.
 */

/** Writes one ASCII character. */
@inline export function putByte(to: usize, code: u8): usize {
  store<u8>(to, code);
  return to + 1;
}

/**
 * Writes constant markup of up to 8 ASCII bytes given as a little-endian word (the first byte
 * lowest; 8 bytes are stored): with a constant word, nothing is loaded to write it.
 */
@inline export function putWord(to: usize, word: u64, length: usize): usize {
  store<u64>(to, word);
  return to + length;
}

/** Writes constant markup of 9 to 16 ASCII bytes given as two little-endian words (see putWord). */
@inline export function putWords(to: usize, first: u64, second: u64, length: usize): usize {
  store<u64>(to, first);
  store<u64>(to, second, 8);
  return to + length;
}

/** Writes prepared markup (its `size` bytes must fit the room ensured). */
@inline export function putMarkup(to: usize, piece: Markup): usize {
  store<u64>(to, piece.first);
  store<u64>(to, piece.second, 8);
  if (piece.size > 16) putBytes(to + 16, changetype<usize>(piece.bytes) + 16, piece.size - 16);
  return to + <usize>piece.length;
}

/**
 * Writes the `count` bytes at address `from`, in words of 8 (so up to 7 bytes past them are
 * read and written: `from` must be padded storage).
 */
@inline export function putBytes(to: usize, from: usize, count: i32): usize {
  for (let i = 0; i < count; i += 8) store<u64>(to + <usize>i, load<u64>(from + <usize>i));
  return to + <usize>count;
}

/** Path data's absolute command letters (SVG 2, "Path data"), for the writer and the glyph outlines. */
export const MOVE_TO: u8 = 77; // M
export const LINE_TO: u8 = 76; // L
export const HORIZONTAL_TO: u8 = 72; // H
export const VERTICAL_TO: u8 = 86; // V
export const CURVE_TO: u8 = 67; // C
export const CLOSE: u8 = 90; // Z

/** Writes an i32 as JavaScript's `String(value)` writes it (NUMBER_ROOM bytes). */
@inline export function putInteger(to: usize, value: i32): usize {
  // Most are 0 to 9,999 (an element's id, a source offset): one unsigned comparison finds them.
  if (<u32>value < 10000) return putTableEntry(to, load<u64>(DIGITS + (<usize>value << 3)));
  if (value < 0) {
    store<u8>(to, MINUS);
    // -(-2^31) is 2^31 as an unsigned word.
    return putWholeAt(to + 1, <u32>(-(<i64>value)));
  }
  return putLongWholeAt(to, <u32>value);
}

/**
 * Writes a coordinate (NUMBER_ROOM bytes): at most 3 decimals (1/1000 sp), no trailing zeros,
 * no `-0`, and `0` for NaN or an infinity. Values beyond ±2,147,483.647 are written as
 * JavaScript's `String` writes the value rounded to thousandths. Inlined into the writers of
 * numbers: a page writes thousands (the slow path stays a call).
 */
@inline export function putNumber(to: usize, value: f64): usize {
  const twice = twiceThousandths(value);
  if (!(Math.abs(twice) <= 4294967292)) return putWideNumber(to, value);
  return putTwiceThousandths(to, twice);
}

/** The first byte of a number putCoordinate leaves for expandWideNumbers: pages are ASCII, so no other byte is one. */
const WIDE_NUMBER_MARK: u8 = 0xff;
/** Bytes of a number left for expandWideNumbers: the mark, then the value (f64). */
const WIDE_NUMBER_BYTES: i32 = 9;
/**
 * Whether putCoordinate left a number since the last expandWideNumbers. Module state (DESIGN.md
 * 3.1 keeps render state in the context; the core's other module state is tables filled once,
 * such as the number tables here, printedText.ts PLAIN_UNITS and barLines.ts BAR_WIDTHS, and
 * caches whose entries depend on their key alone, so any context may share them: svgWriter.ts
 * LINE_OPENINGS, writeNotes.ts headGlyph):
 * putCoordinate writes through an address alone, so it cannot reach its SvgOutput. The state is
 * transient: SvgWriter.write clears it at the end of each page it writes, so it is false
 * between writes, whatever the context.
 */
let wideNumbersLeft = false;

/**
 * putNumber for the SVG writer's records, with no call and one test: a coordinate from 0 to
 * 9,999.999 (rounded) is written from the tables, any other (negative, wide, NaN or infinite) is
 * left as WIDE_NUMBER_MARK and its value, which `expandWideNumbers` writes with putNumber once
 * the page is written (`hasWideNumbers`). Few are left: the corpus's 4,730 pages have 8
 * negative numbers on 2 pages and no wider one. The writer writes some twenty numbers inline,
 * each with its slow path: as calls, they made V8 keep the writer's values on the stack around
 * each (a corpus render writes 13 million numbers).
 */
@inline export function putCoordinate(to: usize, value: f64): usize {
  const thousandths = coordinateThousandths(value);
  if (<u64>thousandths >= 10000000) {
    store<u8>(to, WIDE_NUMBER_MARK);
    store<f64>(to, value, 1);
    wideNumbersLeft = true;
    return to + <usize>WIDE_NUMBER_BYTES;
  }
  return putTableThousandths(to, <u64>thousandths);
}

/** Whether the address `at` holds a number putCoordinate left (the first byte of what it wrote there). */
@inline export function isWideNumberLeft(at: usize): bool {
  return load<u8>(at) == WIDE_NUMBER_MARK;
}

/**
 * Math.round as JavaScript rounds, halves up (toward +infinity): round(x) = floor(x + 1/2) =
 * floor((floor(2x) + 1) / 2). So twice the thousandths are floored (value * 2000 is exactly
 * twice value * 1000: a power of two scales without rounding), and the rest is integer work
 * (putTwiceThousandths): no comparison of the fraction with a half, and no branch on it, which
 * would go either way at random (a coordinate's fourth decimal).
 */
@inline function twiceThousandths(value: f64): f64 {
  return Math.floor(value * 2000);
}

/**
 * 1.5 * 2^52: an integral double below 2^51 in magnitude added to it makes a sum whose bits are
 * the integer plus MAGIC_BITS (the sum's low 51 bits are the integer's, in two's complement).
 * So the integer is read without a conversion (V8 checks a truncating conversion for overflow
 * each time).
 */
const MAGIC: f64 = 6755399441055744.0;
/** The bits of MAGIC. */
const MAGIC_BITS: i64 = 0x4338000000000000;

/**
 * Writes twiceThousandths's `twice`, within ±(2^32 - 4) (the few at the very edge of the i32
 * range of thousandths go the slow way, which writes them alike), as its number.
 */
@inline function putTwiceThousandths(to: usize, twice: f64): usize {
  // Plus one and halved (round(x) above), the sum's low word is the thousandths.
  return putThousandths(to, <i32>((reinterpret<i64>(twice + MAGIC) + 1) >> 1));
}

/**
 * `value` in thousandths rounded as Math.round rounds (twiceThousandths), exactly where that is
 * below 2^50 in magnitude; any value beyond, NaN and the infinities come out outside [0, 2^50)
 * (their sum with MAGIC is not MAGIC plus an integer below 2^51 in magnitude), so putCoordinate
 * sends them its slow way with the one test it makes for negatives.
 */
@inline function coordinateThousandths(value: f64): i64 {
  return (reinterpret<i64>(twiceThousandths(value) + MAGIC) + (1 - MAGIC_BITS)) >> 1;
}

/** Writes `thousandths` / 1000: at most 3 decimals, no trailing zeros (NUMBER_ROOM bytes). */
@inline export function putThousandths(to: usize, thousandths: i32): usize {
  // Most numbers are positive and below 10,000 (a coordinate in sp): one unsigned comparison
  // finds them, where a test of the sign and one of the integral part's size were two branches
  // each.
  if (<u32>thousandths >= 10000000) return putAnyThousandths(to, thousandths);
  return putTableThousandths(to, <u64><u32>thousandths);
}

/**
 * Writes `thousandths` / 1000 for thousandths below 10,000,000: the integral part is one entry
 * of DIGITS, the decimals one of DECIMALS.
 */
@inline function putTableThousandths(to: usize, thousandths: u64): usize {
  const integral = wholeThousands(thousandths);
  return putTableEntry(
    putTableEntry(to, load<u64>(DIGITS + (<usize>integral << 3))),
    load<u64>(DECIMALS + (<usize>(thousandths - integral * 1000) << 3)),
  );
}

/**
 * `value` / 1000 as one 64-bit multiply and shift (274877907 is 2^38 / 1000 rounded up; exact
 * below 2^31), where a 32-bit division by a constant compiles to a shift, a multiply and a
 * shift with its moves.
 */
@inline function wholeThousands(value: u64): u64 {
  return (value * 274877907) >> 38;
}

/** putThousandths of any i32: a minus sign, and an integral part of any size. */
@inline function putAnyThousandths(to: usize, thousandths: i32): usize {
  let whole = thousandths;
  if (whole < 0) {
    store<u8>(to, MINUS);
    to++;
    whole = -whole;
  }
  const integral = <u32>wholeThousands(<u64><u32>whole);
  const fraction = <u32>whole - integral * 1000;
  return putTableEntry(putWholeAt(to, integral), load<u64>(DECIMALS + (<usize>fraction << 3)));
}

/**
 * Writes one character of XML character data by its code point (REFERENCE_ROOM bytes): ASCII as
 * it is, any other as a decimal character reference (`&#9839;`).
 */
@inline export function putCharacter(to: usize, code: i32): usize {
  if (code < 0x80) {
    store<u8>(to, <u8>code);
    return to + 1;
  }
  store<u8>(to, AMPERSAND);
  store<u8>(to, NUMBER_SIGN, 1);
  to = putWholeAt(to + 2, <u32>code);
  store<u8>(to, SEMICOLON);
  return to + 1;
}

/**
 * `value` in thousandths rounded to an integer as Math.round rounds (halves up, toward
 * +infinity), as a double: what putNumber writes, in the slow path and where the writer compares
 * two numbers as written (svgWriter.ts writtenKey). `value` must be finite.
 */
export function roundedThousandths(value: f64): f64 {
  const scaled = value * 1000;
  const floored = Math.floor(scaled);
  return scaled - floored >= 0.5 ? floored + 1 : floored;
}

/**
 * A number beyond the integer range of putNumber, as JavaScript's `String(Math.round(value *
 * 1000) / 1000)` writes it (an integer without a decimal point), or `0` when it is not finite. Only absurd
 * coordinates come here: a number written by `toString` is the one allocation a render may make.
 */
function putWideNumber(to: usize, value: f64): usize {
  if (!isFinite(value)) {
    store<u8>(to, 48);
    return to + 1;
  }
  const thousandths = roundedThousandths(value);
  const shown = thousandths / 1000;
  // Up to 2^64 an integral double converts to u64 exactly (JavaScript writes integers below
  // 1e21 in full; those above 2^64 are left to toString).
  if (shown == Math.floor(shown) && Math.abs(shown) < 18446744073709551615.0) {
    let whole = <u64>Math.abs(shown);
    if (shown < 0) {
      store<u8>(to, MINUS);
      to++;
    }
    // Digits from the last, then reversed in place (at most 20).
    const first = to;
    do {
      store<u8>(to, <u8>(48 + <i32>(whole % 10)));
      to++;
      whole /= 10;
    } while (whole > 0);
    for (let left = first, right = to - 1; left < right; left++, right--) {
      const swap = load<u8>(left);
      store<u8>(left, load<u8>(right));
      store<u8>(right, swap);
    }
    return to;
  }
  const text = shown.toString();
  const count = min(text.length, NUMBER_ROOM);
  for (let i = 0; i < count; i++) store<u8>(to + <usize>i, <u8>text.charCodeAt(i));
  return to + <usize>count;
}
