/**
 * @fileoverview The glyphs of the SVG pages: each glyph's `<defs>` entry and `<use>` openings,
 * prepared once as bytes from the generated outline table (glyphPaths.generated.ts, written by
 * scripts/extract-glyphs.ts from Bravura: commands and numbers, printed here into path text
 * when the writer is made), and the glyphs a page draws, for its `<defs>`
 * (DESIGN.md 3.1, "Glyphs": every page is self-contained, so it displays and prints with no
 * music font installed).
 */

import { DisplayKind, DisplaySize } from "../../abi";
import { I32Column } from "../../util/column";
import { GLYPH_SET_WORDS } from "../displayList";
import {
  GLYPH_PATH_COUNT,
  glyphPathCodepoint,
  glyphPathCommand,
  glyphPathCommandNumbers,
  glyphPathCommandStart,
  glyphPathNumber,
  glyphPathSlot,
} from "./glyphPaths.generated";
import { CLOSE, LINE_TO, Markup, MOVE_TO, NUMBER_ROOM, putThousandths, SvgOutput } from "./svgOutput";

/**
 * The `<defs>` id of the glyph at `codepoint`: `g` + upper-case hex (`gE0A4`). SMuFL code points
 * are in U+E000..U+F8FF (SMuFL, "Code points"): every id is 4 hex digits long.
 */
function glyphId(codepoint: i32): string {
  return "g" + codepoint.toString(16).toUpperCase();
}

/** `<use href="#gE0A4" x="`, a use at the glyph's own size (y follows): USE_OPENING_LENGTH bytes. */
const USE_OPENING_LENGTH: usize = 22;
/** `<use hre` (its first 8 bytes, the same for every glyph), little-endian. */
const USE_OPENING_START: u64 = 0x657268206573753c;
/**
 * Bytes 8 to 23 of each slot's use opening (`f="#gE0A4" x="` and 2 bytes past it), two
 * little-endian words a slot, in static memory: its address is a constant of the code, where a
 * table held by the writer would be loaded first (a corpus render writes 900,000 uses).
 */
const USE_OPENING_ENDS: usize = memory.data(GLYPH_PATH_COUNT << 4, 8);

/** Writes the use opening of glyph slot `slot` at `to` (24 bytes are stored); returns the address after it. */
@inline export function putUseOpening(to: usize, slot: i32): usize {
  const end = USE_OPENING_ENDS + (<usize>slot << 4);
  store<u64>(to, USE_OPENING_START);
  store<u64>(to, load<u64>(end), 8);
  store<u64>(to, load<u64>(end, 8), 16);
  return to + USE_OPENING_LENGTH;
}

/** `form="translate(` (16 bytes), two little-endian words: the end of a scaled use's opening, and of a scaled group's. */
export const TRANSFORM_TRANSLATE_1: u64 = 0x7274223d6d726f66;
export const TRANSFORM_TRANSLATE_2: u64 = 0x286574616c736e61;
/** ` trans` (6 bytes), little-endian, shifted past the 2 bytes it follows. */
const TRANS_AFTER_2: u64 = 0x736e617274200000;
/** `<use href="#gE0A4" transform="translate(`: a use at another size, or turned (x y follow): 40 bytes. */
const SCALED_USE_OPENING_LENGTH: usize = 40;

/**
 * Writes the scaled use opening of glyph slot `slot` at `to`, from its use opening's bytes 8 to
 * 17 (`f="#gE0A4"`) and constant words; returns the address after it.
 */
@inline export function putScaledUseOpening(to: usize, slot: i32): usize {
  const end = USE_OPENING_ENDS + (<usize>slot << 4);
  store<u64>(to, USE_OPENING_START);
  store<u64>(to, load<u64>(end), 8);
  store<u64>(to, (load<u64>(end, 8) & 0xffff) | TRANS_AFTER_2, 16);
  store<u64>(to, TRANSFORM_TRANSLATE_1, 24);
  store<u64>(to, TRANSFORM_TRANSLATE_2, 32);
  return to + SCALED_USE_OPENING_LENGTH;
}

/** Character codes of the relative path commands printed (the table holds absolute ones). */
const RELATIVE_MOVE: u8 = 0x6d; // m
const RELATIVE_LINE: u8 = 0x6c; // l
const RELATIVE_HORIZONTAL: u8 = 0x68; // h
const RELATIVE_VERTICAL: u8 = 0x76; // v
const CLOSE_PATH: u8 = 0x7a; // z
/** The Q and C commands made relative (q, c): their letter's code + 32. */
const LOWER_CASE: i32 = 0x20;

/**
 * Prints glyph slot `slot`'s outline (its commands from the table's, its numbers from `number`
 * on, in thousandths of a staff space) into `out` as compact path data, and returns the index
 * of the next slot's first number. Every page's `<defs>` carries the outlines it draws, about
 * 15% of a corpus round's bytes, and the same outline is about 30% shorter this way (SVG 2,
 * "Path data", the grammar): after the first moveto, each point is relative to the current
 * point (differences of thousandths, so exact, and mostly under one staff space: `.388`, no
 * leading zero); a line along an axis is `h` or `v`; a command letter that repeats the one
 * before is left out; and no space is written where the grammar needs none (before a minus
 * sign, or before `.5` after a number that has its decimal point).
 */
function writeCompactOutline(slot: i32, number: i32, out: SvgOutput): i32 {
  const writer = new CompactPathWriter(out);
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (let command = glyphPathCommandStart(slot), end = glyphPathCommandStart(slot + 1); command < end; command++) {
    const letter = glyphPathCommand(command);
    if (letter == <i32>CLOSE) {
      writer.command(CLOSE_PATH);
      x = startX;
      y = startY;
      continue;
    }
    const count = glyphPathCommandNumbers(letter);
    const endX = glyphPathNumber(number + count - 2);
    const endY = glyphPathNumber(number + count - 1);
    if (letter == <i32>MOVE_TO) {
      if (command == glyphPathCommandStart(slot)) {
        writer.command(MOVE_TO);
        writer.number(endX);
        writer.number(endY);
      } else {
        writer.command(RELATIVE_MOVE);
        writer.number(endX - x);
        writer.number(endY - y);
      }
      startX = endX;
      startY = endY;
    } else if (letter == <i32>LINE_TO && endY == y) {
      writer.command(RELATIVE_HORIZONTAL);
      writer.number(endX - x);
    } else if (letter == <i32>LINE_TO && endX == x) {
      writer.command(RELATIVE_VERTICAL);
      writer.number(endY - y);
    } else {
      writer.command(letter == <i32>LINE_TO ? RELATIVE_LINE : <u8>(letter + LOWER_CASE));
      // Every point of a segment is relative to the point the segment starts from.
      for (let i = 0; i < count; i += 2) {
        writer.number(glyphPathNumber(number + i) - x);
        writer.number(glyphPathNumber(number + i + 1) - y);
      }
    }
    x = endX;
    y = endY;
    number += count;
  }
  return number;
}

/** Writes path data into an SvgOutput with no separator the path grammar does without. */
class CompactPathWriter {
  private out: SvgOutput;
  /** The command letter last written (0 before the first). */
  private lastCommand: u8 = 0;
  /** Whether the last thing written is a command letter: no separator is needed after one. */
  private afterCommand: bool = true;
  /** Whether the last number written has a decimal point, which then ends it before `.5`. */
  private lastHasPoint: bool = false;

  constructor(out: SvgOutput) {
    this.out = out;
  }

  /** Starts a command: its letter, unless it repeats the last one (M and z always written). */
  command(letter: u8): void {
    if (letter == this.lastCommand && letter != MOVE_TO && letter != RELATIVE_MOVE && letter != CLOSE_PATH) return;
    this.out.byte(letter);
    this.lastCommand = letter;
    this.afterCommand = true;
  }

  /** Writes `thousandths` / 1000 with no leading zero (`-.5`, `.388`, `1.18`, `0`). */
  number(thousandths: i32): void {
    const magnitude = thousandths < 0 ? -thousandths : thousandths;
    const fraction = magnitude > 0 && magnitude < 1000;
    const needsSpace = !this.afterCommand && thousandths >= 0 && !(fraction && this.lastHasPoint);
    const out = this.out;
    out.ensure(NUMBER_ROOM + 2);
    if (needsSpace) out.byte(32);
    if (thousandths < 0) out.byte(0x2d); // -
    const start = out.end();
    const end = putThousandths(start, magnitude);
    if (fraction) {
      // `0.388` printed: drop the leading zero.
      memory.copy(start, start + 1, end - start - 1);
      out.setEnd(end - 1);
    } else {
      out.setEnd(end);
    }
    this.lastHasPoint = magnitude % 1000 != 0;
    this.afterCommand = false;
  }
}

/** The markup of every glyph with an outline, by slot (glyphPaths.generated.ts). */
export class SvgGlyphs {
  /** The `<defs>` entries `<path id="gE0A4" d="..."/>` of all slots, one after another. */
  private definitions: StaticArray<u8> = new StaticArray<u8>(0);
  /** Where each slot's entry starts in `definitions`; slot GLYPH_PATH_COUNT is the end. */
  private definitionStart: StaticArray<i32> = new StaticArray<i32>(GLYPH_PATH_COUNT + 1);
  /** The last page (`pageSerial`) whose `<defs>` list each slot. */
  private listedOn: StaticArray<i32> = new StaticArray<i32>(GLYPH_PATH_COUNT);
  private pageSerial: i32 = 0;

  /**
   * Prints every slot's `<defs>` entry into `out` (emptied before and after: it is the writer's
   * page buffer, not yet in use) and keeps their bytes; fills the use openings (the same for
   * every writer).
   */
  constructor(out: SvgOutput) {
    out.reset();
    let number = 0;
    for (let slot = 0; slot < GLYPH_PATH_COUNT; slot++) {
      const id = glyphId(glyphPathCodepoint(slot));
      unchecked((this.definitionStart[slot] = out.length));
      out.markup(new Markup('<path id="' + id + '" d="'));
      number = writeCompactOutline(slot, number, out);
      out.markup(new Markup('"/>'));
      const use = new Markup('<use href="#' + id + '" x="');
      const end = USE_OPENING_ENDS + (<usize>slot << 4);
      store<u64>(end, use.second);
      store<u64>(end, load<u64>(changetype<usize>(use.bytes), 16), 8);
    }
    const total = out.length;
    unchecked((this.definitionStart[GLYPH_PATH_COUNT] = total));
    // Padded: SvgOutput copies may read up to 8 bytes past an entry.
    this.definitions = new StaticArray<u8>(total + 8);
    memory.copy(changetype<usize>(this.definitions), out.pointer(), <usize>total);
    out.reset();
  }

  /**
   * Writes the `<defs>` entries of the glyphs the page's records [firstWord, endWord) of `words`
   * draw (those with an outline), by ascending code point: a first walk over the page, so that
   * the document is written in order.
   */
  writeDefinitions(words: StaticArray<i32>, firstWord: i32, endWord: i32, out: SvgOutput): void {
    const serial = ++this.pageSerial;
    const listedOn = this.listedOn;
    let used = 0;
    for (let at = firstWord; at < endWord; ) {
      const head = unchecked(words[at]);
      const length = <i32>(<u32>head >> 8);
      if (length < 1) break;
      const kind = head & 0xff;
      if ((kind == DisplayKind.Glyph || kind == DisplayKind.TurnedGlyph) && length >= DisplaySize.Glyph) {
        const slot = glyphPathSlot(unchecked(words[at + 2]));
        if (slot >= 0 && unchecked(listedOn[slot]) != serial) {
          unchecked((listedOn[slot] = serial));
          used++;
        }
      }
      at += length;
    }
    if (used == 0) return;
    // Slots are in code point order: listing them in slot order sorts them.
    for (let slot = 0; slot < GLYPH_PATH_COUNT; slot++) {
      if (unchecked(listedOn[slot]) == serial) this.writeDefinition(slot, out);
    }
  }

  /**
   * Writes the `<defs>` entries of the glyph slots in the set at word `first` of `sets`
   * (GLYPH_SET_WORDS words: displayList.ts glyphSets, the glyphs a page draws), by ascending
   * code point, as writeDefinitions lists the same page.
   */
  writeSetDefinitions(sets: I32Column, first: i32, out: SvgOutput): void {
    for (let word = 0; word < GLYPH_SET_WORDS; word++) {
      let bits = <u32>sets.get(first + word);
      // Lowest bit first: slots, and so code points, ascending.
      while (bits != 0) {
        const slot = (word << 5) + <i32>ctz(bits);
        bits &= bits - 1;
        if (slot < GLYPH_PATH_COUNT) this.writeDefinition(slot, out);
      }
    }
  }

  @inline private writeDefinition(slot: i32, out: SvgOutput): void {
    const start = unchecked(this.definitionStart[slot]);
    out.copy(this.definitions, start, unchecked(this.definitionStart[slot + 1]) - start);
  }
}
