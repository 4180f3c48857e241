/**
 * @fileoverview The SVG writer's string builder: appends markup as bytes to one growing buffer
 * and makes a string of it once per page.
 *
 * A page is about 55,000 characters built from thousands of small pieces (tags, coordinates,
 * source offsets). Building them as JavaScript strings made a short-lived string per piece;
 * writing bytes makes none. Markup and numbers are ASCII, so the buffer holds ASCII only and any
 * run of it is the same text in Latin-1 and UTF-8. Text that is not ASCII (Bengali lyrics, a
 * chord symbol's sharp sign) is kept as a string: the bytes before it become a string and the
 * parts are joined in order.
 *
 * Speed (measured on Node 20, see bench/profile-render.ts): pieces are written 4 bytes at a time
 * with `DataView.setUint32` (a store of 4 bytes costs what a store of 1 does; a copy with
 * `Uint8Array#set` costs about 20 ns of call, which only long pieces repay). A piece may write
 * up to 3 bytes past its end, which the next piece overwrites; the buffer keeps room for them.
 * Numbers come from tables of the digits of 0..9999 and of the decimals ".001".."999".
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
  write(text: string, offset: number, encoding: 'latin1'): number;
}

/** What SvgText looks for on its host: Node's Buffer, when there is one. */
export interface SvgTextHost {
  Buffer?: NodeBufferClass;
}

const utf8 = new TextDecoder();

/** A piece of ASCII markup prepared for `SvgText.markup`: its bytes in little-endian words. */
export interface Markup {
  readonly words: Uint32Array;
  /** Length in bytes (the last word may hold fewer). */
  readonly length: number;
}

/** Prepares an ASCII string that the writer repeats (every character must be below U+0080). */
export function markup(text: string): Markup {
  const words = new Uint32Array(Math.ceil(text.length / 4));
  const bytes = new Uint8Array(words.buffer);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return { words, length: text.length };
}

/** Encodes an ASCII string as bytes (long markup, copied with `SvgText.bytes`). */
export function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const MINUS = 45;

/** Room kept past the end of what was written: a word store may write 3 bytes too many. */
const SLACK = 4;

/** Room a number needs: sign, 10 digits, point, 3 decimals, slack. */
const NUMBER_ROOM = 24;

/** Non-ASCII characters (text that cannot go into the byte buffer). */
const NON_ASCII = /[^\x00-\x7f]/;

/** Length from which a text is written by Node's Buffer rather than a character at a time. */
const NODE_WRITE_FROM = 16;

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
 * Builds one string from ASCII markup, numbers and arbitrary text. Reusable: `finish` returns the
 * string and empties the builder, keeping its buffer.
 */
export class SvgText {
  private buffer: Uint8Array;
  private view: DataView;
  /** Bytes written; the buffer always has SLACK bytes of room past the room callers ensured. */
  private length = 0;
  /** Strings written before the bytes now in the buffer (only when a text was not ASCII). */
  private parts: string[] = [];
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
    const words = piece.words;
    if (this.length + words.length * 4 + SLACK > this.buffer.length) this.grow(words.length * 4);
    const view = this.view;
    let at = this.length;
    for (let i = 0; i < words.length; i++) {
      view.setUint32(at, words[i], true);
      at += 4;
    }
    this.length += piece.length;
  }

  /** Appends pre-encoded ASCII (`asciiBytes`): long markup, copied at once. */
  bytes(encoded: Uint8Array): void {
    if (this.length + encoded.length + SLACK > this.buffer.length) this.grow(encoded.length);
    this.buffer.set(encoded, this.length);
    this.length += encoded.length;
  }

  /** Appends one ASCII character by its code. */
  byte(code: number): void {
    if (this.length + 1 + SLACK > this.buffer.length) this.grow(1);
    this.buffer[this.length++] = code;
  }

  /**
   * Appends any text as it is: ASCII goes into the buffer; a text with any other character is
   * kept as a string part.
   */
  text(text: string): void {
    const count = text.length;
    if (this.length + count + SLACK > this.buffer.length) this.grow(count);
    if (this.nodeView !== null && count >= NODE_WRITE_FROM) {
      if (NON_ASCII.test(text)) {
        this.pushPart(text);
        return;
      }
      this.length += this.nodeView.write(text, this.length, 'latin1');
      return;
    }
    const buffer = this.buffer;
    let at = this.length;
    for (let i = 0; i < count; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x80) {
        this.pushPart(text);
        return;
      }
      buffer[at++] = code;
    }
    this.length = at;
  }

  /** Appends an i32 (a word of a result table) as `String(value)` writes it. */
  integer(value: number): void {
    if (this.length + NUMBER_ROOM > this.buffer.length) this.grow(NUMBER_ROOM);
    let at = this.length;
    if (value < 0) {
      this.buffer[at++] = MINUS;
      value = -value;
    }
    this.length = this.writeWhole(at, value);
  }

  /**
   * Appends a coordinate: at most 3 decimals (1/1000 sp), no trailing zeros, no `-0`, and `0`
   * for NaN or an infinity. Values beyond ±2,147,483.647 are written by `String` of the value
   * rounded to thousandths.
   */
  number(value: number): void {
    let thousandths = Math.round(value * 1000);
    if (!(thousandths >= -0x7fffffff && thousandths <= 0x7fffffff)) {
      this.text(Number.isFinite(value) ? String(thousandths / 1000) : '0');
      return;
    }
    if (this.length + NUMBER_ROOM > this.buffer.length) this.grow(NUMBER_ROOM);
    let at = this.length;
    if (thousandths < 0) {
      this.buffer[at++] = MINUS;
      thousandths = -thousandths;
    }
    const whole = (thousandths / 1000) | 0;
    const fraction = thousandths - whole * 1000;
    at = this.writeWhole(at, whole);
    if (fraction !== 0) {
      this.view.setUint32(at, DECIMALS[fraction]!, true);
      at += DECIMALS_LENGTH[fraction]!;
    }
    this.length = at;
  }

  /** The text written since the last `finish`, and empties the builder. */
  finish(): string {
    let text = this.decode();
    if (this.parts.length > 0) {
      this.parts.push(text);
      text = this.parts.join('');
      this.parts = [];
    }
    this.length = 0;
    return text;
  }

  /**
   * Writes the digits of an integer in [0, 2^31] at `at` (room ensured by the caller); returns
   * the end. Two table words cover up to 8 digits.
   */
  private writeWhole(at: number, value: number): number {
    const view = this.view;
    if (value < 10000) {
      view.setUint32(at, DIGITS[value]!, true);
      return at + DIGITS_LENGTH[value]!;
    }
    const high = (value / 10000) | 0;
    const low = value - high * 10000;
    at = this.writeWhole(at, high);
    view.setUint32(at, PADDED_DIGITS[low]!, true);
    return at + 4;
  }

  /** Keeps `text` as a string part after the bytes written so far. */
  private pushPart(text: string): void {
    this.parts.push(this.decode(), text);
    this.length = 0;
  }

  /** The buffer's bytes [0, length) as a string. */
  private decode(): string {
    if (this.length === 0) return '';
    if (this.nodeView) return this.nodeView.toString('latin1', 0, this.length);
    return utf8.decode(this.buffer.subarray(0, this.length));
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
