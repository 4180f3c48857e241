/**
 * @fileoverview The SVG writer's string builder: appends markup as bytes to one growing buffer
 * and makes a string of it once per page.
 *
 * A page is about 55,000 characters built from thousands of small pieces (tags, coordinates,
 * source offsets). Building them as JavaScript strings made a short-lived string per piece;
 * writing bytes makes none. The buffer holds ASCII only, so it is the same text in Latin-1 and
 * UTF-8, and every page is a one-byte string: text beyond ASCII (Bengali lyrics, a chord
 * symbol's sharp sign, an accented title) is written as XML character references (`&#9839;`),
 * which every XML reader, the browser's included, reads as the character itself. A page with one
 * character beyond Latin-1 would otherwise be a two-byte string, twice the memory, and above
 * 64 K characters (most corpus pages are 55-80 K) one that V8 allocates in its large-object space
 * (measured: about 350 µs to make a 70 K-character two-byte page from parts, against 9 µs for a
 * one-byte one; the 300-tune book's pages took 8-16% less time written as ASCII).
 *
 * Speed (measured on Node 20, see bench/profile-render.ts): markup is written 8 bytes at a time
 * with `DataView.setFloat64` (a store of 8 bytes costs what a store of 1 does: the writer ran 14%
 * faster than with 4-byte `setUint32` stores, and 1.6 times slower with a byte loop; a copy with
 * `Uint8Array#set` costs about 20 ns of call, which only long pieces repay). A piece may write
 * up to 7 bytes past its end, which the next piece overwrites; the buffer keeps room for them.
 * Numbers come from tables of the digits of 0..9999 and of the decimals ".001".."999", written
 * 4 bytes at a time.
 * The bytes become a string through Node's `Buffer#toString('latin1')` when the host has it
 * (Node 20's `TextDecoder` takes 8 times as long on ASCII: 57 against 7 µs for 55 kB), else
 * `TextDecoder` (browsers decode ASCII quickly).
 */

/** The part of Node's Buffer this module calls, found on `globalThis` (no `node:` import). */
export interface NodeBufferClass {
  from(buffer: ArrayBuffer, byteOffset: number, length: number): NodeBufferView;
}

export interface NodeBufferView {
  toString(encoding: 'latin1', start: number, end: number): string;
}

/** What SvgText looks for on its host: Node's Buffer, when there is one. */
export interface SvgTextHost {
  Buffer?: NodeBufferClass;
}

const utf8 = new TextDecoder();

/**
 * A piece of ASCII markup prepared for `SvgText.markup`: its bytes 8 at a time, each 8 read as a
 * little-endian float64 (the last 8 padded with zero bytes).
 *
 * Any 8 bytes below 0x7F read as a float64 that is not a NaN (a NaN's exponent bits, the low 7
 * bits of its last byte and more, are all ones), and every other float64 goes through a variable,
 * a Float64Array and `setFloat64` bit for bit; so the bytes written are the bytes prepared.
 */
export interface Markup {
  readonly chunks: Float64Array;
  /** Length in bytes (the last chunk may hold fewer). */
  readonly length: number;
}

/**
 * Prepares an ASCII string that the writer repeats.
 *
 * @throws RangeError when a character is not below U+007F (DEL): not markup the writer makes
 */
export function markup(text: string): Markup {
  const count = Math.ceil(text.length / 8);
  const view = new DataView(new ArrayBuffer(count * 8));
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x7f) throw new RangeError(`markup must be ASCII below DEL: ${JSON.stringify(text)}`);
    view.setUint8(i, code);
  }
  const chunks = new Float64Array(count);
  for (let i = 0; i < count; i++) chunks[i] = view.getFloat64(8 * i, true);
  return { chunks, length: text.length };
}

/** Encodes an ASCII string as bytes (long markup, copied with `SvgText.bytes`). */
export function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const MINUS = 45;

/** Room kept past the end of what was written: an 8-byte store may write 7 bytes too many. */
const SLACK = 8;

/** Room a number needs: `String` writes any double in at most 24 characters. */
const NUMBER_ROOM = 32;

const SPACE = 32;

const AMPERSAND = 38;
const NUMBER_SIGN = 35;
const SEMICOLON = 59;

/** Room one UTF-16 code unit of text may take: `&#65533;`, or half of `&#1114111;` for a pair. */
const TEXT_UNIT_ROOM = 8;

/** U+FFFD, written for a lone surrogate (not a character: XML 1.0, 2.2 "Characters"). */
const REPLACEMENT_CHARACTER = 0xfffd;

/** The digits of 0..9999 ("0", "42", "9999"), little-endian, and their lengths. */
const DIGITS = new Uint32Array(10000);
const DIGITS_LENGTH = new Uint8Array(10000);
/** The digits of 0..9999 padded to 4 ("0042"): the low part of a larger number. */
const PADDED_DIGITS = new Uint32Array(10000);
/** ".001" .. ".999" with trailing zeros dropped (".5", ".25"), by thousandths, and their lengths. */
const DECIMALS = new Uint32Array(1000);
const DECIMALS_LENGTH = new Uint8Array(1000);

/** Packs up to 4 ASCII characters into a little-endian word. */
function packWord(text: string): number {
  let word = 0;
  for (let i = text.length - 1; i >= 0; i--) word = (word << 8) | text.charCodeAt(i);
  return word >>> 0;
}

for (let value = 0; value < 10000; value++) {
  const text = String(value);
  DIGITS[value] = packWord(text);
  DIGITS_LENGTH[value] = text.length;
  PADDED_DIGITS[value] = packWord(text.padStart(4, '0'));
}
for (let thousandths = 1; thousandths < 1000; thousandths++) {
  const text = '.' + String(thousandths).padStart(3, '0').replace(/0+$/, '');
  DECIMALS[thousandths] = packWord(text);
  DECIMALS_LENGTH[thousandths] = text.length;
}

/**
 * Bytes of pages from which `endPage` turns the pages in the buffer into strings: a book's pages
 * are slices of strings of about this size, and the buffer stays about this size.
 */
const PAGE_RUN_BYTES = 1 << 22;

/**
 * Bytes of a render's pages up to which each page is made a string as soon as it ends: the few
 * pages of one tune (a corpus tune's 1-3 pages of 55-80 KB) are made faster so, in a buffer that
 * stays small (the corpus ran 5% slower with its pages kept for slices).
 */
const PAGE_SLICES_FROM = 1 << 18;

/**
 * Builds strings from ASCII markup, numbers and text. Reusable: `finish` returns the string
 * written and empties the builder, keeping its buffer; or `endPage` ends each of several
 * strings (the pages of a render) and `finishPages` returns them all.
 *
 * Pages as slices: a render's pages live together until the render returns, and a 300-tune book
 * writes 12 MB of them. Made one string each (100 KB), they sat in V8's young generation, whose
 * collector copied every live one at each collection, twice before moving it to the old one
 * (measured: 121 strings of 98 KB made and held cost 15.5 ms of CPU, against 3.2 ms for one string
 * of 12 MB cut into 121 slices, which V8 makes as small views of the one). So the pages of up to
 * PAGE_RUN_BYTES are made one string and each page is a slice of it; a slice keeps the whole
 * string alive, which is how the pages of one render are held anyway.
 */
export class SvgText {
  private buffer: Uint8Array;
  private view: DataView;
  /** Bytes written; the buffer always has SLACK bytes of room past the room callers ensured. */
  private length = 0;
  /** Where each page ended (`endPage`) in the buffer, since the pages were last made strings. */
  private readonly pageEnds: number[] = [];
  /** The pages made strings so far, for `finishPages`, and their bytes. */
  private pages: string[] = [];
  private madeBytes = 0;
  /** Node's Buffer over `buffer`, made again when it grows; null on other hosts. */
  private nodeView: NodeBufferView | null;
  private readonly nodeBuffer: NodeBufferClass | undefined;

  /**
   * `capacity`: the buffer's first size in bytes (it doubles as needed). `host`: where to find
   * Node's Buffer (tests pass `{}` to take the path of hosts without it).
   */
  constructor(capacity = 1 << 16, host: SvgTextHost = globalThis as SvgTextHost) {
    this.nodeBuffer = host.Buffer;
    this.buffer = new Uint8Array(Math.max(capacity, 64));
    this.view = new DataView(this.buffer.buffer);
    this.nodeView = this.viewOf(this.buffer);
  }

  /** Appends prepared markup (`markup`). */
  markup(piece: Markup): void {
    this.ensure(piece.chunks.length * 8);
    this.length = this.putMarkup(this.length, piece);
  }

  /** Appends pre-encoded ASCII (`asciiBytes`): long markup, copied at once. */
  bytes(encoded: Uint8Array): void {
    this.ensure(encoded.length);
    this.buffer.set(encoded, this.length);
    this.length += encoded.length;
  }

  /** Appends one ASCII character by its code. */
  byte(code: number): void {
    this.ensure(1);
    this.buffer[this.length++] = code;
  }

  /**
   * Appends text as XML character data: ASCII as it is, any other character as a decimal
   * character reference (`&#9839;`; a surrogate pair as one reference to its code point, a lone
   * surrogate as U+FFFD's). Escaping markup characters (`<`, `&`) is the caller's (text.ts
   * escapeXml).
   */
  text(text: string): void {
    const count = text.length;
    this.ensure(count * TEXT_UNIT_ROOM);
    const buffer = this.buffer;
    let at = this.length;
    for (let i = 0; i < count; i++) {
      let code = text.charCodeAt(i);
      if (code < 0x80) {
        buffer[at++] = code;
        continue;
      }
      if (code >= 0xd800 && code <= 0xdfff) {
        const low = code <= 0xdbff ? text.charCodeAt(i + 1) : 0;
        if (low >= 0xdc00 && low <= 0xdfff) {
          code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
          i++;
        } else {
          code = REPLACEMENT_CHARACTER;
        }
      }
      buffer[at++] = AMPERSAND;
      buffer[at++] = NUMBER_SIGN;
      at = this.putWhole(at, code);
      buffer[at++] = SEMICOLON;
    }
    this.length = at;
  }

  /** Appends an i32 (a word of a result table) as `String(value)` writes it. */
  integer(value: number): void {
    this.ensure(NUMBER_ROOM);
    this.length = this.putInteger(this.length, value);
  }

  /**
   * Appends a coordinate: at most 3 decimals (1/1000 sp), no trailing zeros, no `-0`, and `0`
   * for NaN or an infinity. Values beyond ±2,147,483.647 are written by `String` of the value
   * rounded to thousandths.
   */
  number(value: number): void {
    this.ensure(NUMBER_ROOM);
    this.length = this.putNumber(this.length, value);
  }

  /*
   * Pieces written together, for the writer's commonest sequences: one room check and one update
   * of the length for all (a page writes about 2,000 numbers).
   */

  /** Appends `piece` and then the coordinate `value` (`number`). */
  markupNumber(piece: Markup, value: number): void {
    this.ensure(piece.chunks.length * 8 + NUMBER_ROOM);
    this.length = this.putNumber(this.putMarkup(this.length, piece), value);
  }

  /** Appends `piece` and then the i32 `value` (`integer`). */
  markupInteger(piece: Markup, value: number): void {
    this.ensure(piece.chunks.length * 8 + NUMBER_ROOM);
    this.length = this.putInteger(this.putMarkup(this.length, piece), value);
  }

  /** Appends the character `code` and then the point `x y` (path data: `M1 2`, ` 3 4`). */
  commandPoint(code: number, x: number, y: number): void {
    this.ensure(2 * NUMBER_ROOM + 2);
    const at = this.putNumber(this.length + 1, x);
    this.buffer[this.length] = code;
    this.buffer[at] = SPACE;
    this.length = this.putNumber(at + 1, y);
  }

  /** Appends the character `code` and then the coordinate `value` (path data: `V2`). */
  commandNumber(code: number, value: number): void {
    this.ensure(NUMBER_ROOM + 1);
    this.buffer[this.length] = code;
    this.length = this.putNumber(this.length + 1, value);
  }

  /** The text written since the last `finish`, and empties the builder. */
  finish(): string {
    const text = this.decode();
    this.length = 0;
    return text;
  }

  /** Ends a page: what was written since the last `endPage` (or `finishPages`) is one page. */
  endPage(): void {
    this.pageEnds.push(this.length);
    // The first pages of a render are made strings at once, which keeps the buffer small for
    // the common render of one tune; the pages after PAGE_SLICES_FROM bytes wait for a run.
    if (this.madeBytes + this.length < PAGE_SLICES_FROM || this.length >= PAGE_RUN_BYTES) this.makePages();
  }

  /** The pages ended since the last `finishPages`, in order; empties the builder. */
  finishPages(): string[] {
    this.makePages();
    const pages = this.pages;
    this.reset();
    return pages;
  }

  /** Drops what was written and the pages not yet returned (after a writer failed midway). */
  reset(): void {
    this.length = 0;
    this.pageEnds.length = 0;
    this.pages = [];
    this.madeBytes = 0;
  }

  /**
   * Makes the ended pages in the buffer strings: one page is one string; several are slices of
   * one string (see the class overview).
   */
  private makePages(): void {
    const ends = this.pageEnds;
    if (ends.length === 1) {
      this.pages.push(this.decode());
    } else if (ends.length > 1) {
      const run = this.decode();
      let start = 0;
      for (const end of ends) {
        this.pages.push(run.slice(start, end));
        start = end;
      }
    }
    this.madeBytes += this.length;
    ends.length = 0;
    this.length = 0;
  }

  /** Makes sure `room` more bytes (and the slack) fit. */
  private ensure(room: number): void {
    if (this.length + room + SLACK > this.buffer.length) this.grow(room);
  }

  /*
   * The put* helpers write at `at`, in room the caller ensured, and return where they ended;
   * the caller stores that as the length.
   */

  private putMarkup(at: number, piece: Markup): number {
    const chunks = piece.chunks;
    const view = this.view;
    for (let i = 0; i < chunks.length; i++) view.setFloat64(at + 8 * i, chunks[i]!, true);
    return at + piece.length;
  }

  private putInteger(at: number, value: number): number {
    if (value < 0) {
      this.buffer[at++] = MINUS;
      value = -value;
    }
    return this.putWhole(at, value);
  }

  private putNumber(at: number, value: number): number {
    let thousandths = Math.round(value * 1000);
    if (!(thousandths >= -0x7fffffff && thousandths <= 0x7fffffff)) {
      return this.putAscii(at, Number.isFinite(value) ? String(thousandths / 1000) : '0');
    }
    if (thousandths < 0) {
      this.buffer[at++] = MINUS;
      thousandths = -thousandths;
    }
    const whole = (thousandths / 1000) | 0;
    const fraction = thousandths - whole * 1000;
    at = this.putWhole(at, whole);
    if (fraction === 0) return at;
    this.view.setUint32(at, DECIMALS[fraction]!, true);
    return at + DECIMALS_LENGTH[fraction]!;
  }

  /** The digits of an integer in [0, 2^31]: two table words cover up to 8 digits. */
  private putWhole(at: number, value: number): number {
    if (value < 10000) {
      this.view.setUint32(at, DIGITS[value]!, true);
      return at + DIGITS_LENGTH[value]!;
    }
    const high = (value / 10000) | 0;
    at = this.putWhole(at, high);
    this.view.setUint32(at, PADDED_DIGITS[value - high * 10000]!, true);
    return at + 4;
  }

  /** An ASCII string a character at a time (a number `String` wrote: at most 24 characters). */
  private putAscii(at: number, text: string): number {
    const buffer = this.buffer;
    for (let i = 0; i < text.length; i++) buffer[at++] = text.charCodeAt(i);
    return at;
  }

  /** The buffer's bytes [0, length) as a string. */
  private decode(): string {
    return this.decodeRange(0, this.length);
  }

  /** The buffer's bytes [start, end) as a string. */
  private decodeRange(start: number, end: number): string {
    if (end <= start) return '';
    if (this.nodeView) return this.nodeView.toString('latin1', start, end);
    return utf8.decode(this.buffer.subarray(start, end));
  }

  /** Makes room for `count` more bytes and the slack (capacity doubles). */
  private grow(count: number): void {
    let capacity = this.buffer.length * 2;
    while (capacity < this.length + count + SLACK) capacity *= 2;
    const next = new Uint8Array(capacity);
    next.set(this.buffer.subarray(0, this.length));
    this.buffer = next;
    this.view = new DataView(next.buffer);
    this.nodeView = this.viewOf(next);
  }

  private viewOf(bytes: Uint8Array): NodeBufferView | null {
    return this.nodeBuffer ? this.nodeBuffer.from(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength) : null;
  }
}
