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
import { Markup, NUMBER_ROOM, putThousandths, SvgOutput } from "./svgOutput";

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
      for (let command = glyphPathCommandStart(slot), end = glyphPathCommandStart(slot + 1); command < end; command++) {
        const letter = glyphPathCommand(command);
        out.byte(<u8>letter);
        for (let i = 0, count = glyphPathCommandNumbers(letter); i < count; i++) {
          if (i > 0) out.byte(32);
          out.ensure(NUMBER_ROOM);
          out.setEnd(putThousandths(out.end(), glyphPathNumber(number++)));
        }
      }
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
