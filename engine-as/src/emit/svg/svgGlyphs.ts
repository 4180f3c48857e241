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

/** The `<defs>` id of the glyph at `codepoint`: `g` + upper-case hex (`gE0A4`). */
function glyphId(codepoint: i32): string {
  return "g" + codepoint.toString(16).toUpperCase();
}

/** The markup of every glyph with an outline, by slot (glyphPaths.generated.ts). */
export class SvgGlyphs {
  /** The `<defs>` entries `<path id="gE0A4" d="..."/>` of all slots, one after another. */
  private definitions: StaticArray<u8> = new StaticArray<u8>(0);
  /** Where each slot's entry starts in `definitions`; slot GLYPH_PATH_COUNT is the end. */
  private definitionStart: StaticArray<i32> = new StaticArray<i32>(GLYPH_PATH_COUNT + 1);
  /** `<use href="#gE0A4" x="` of each slot: a use at the glyph's own size; y follows. */
  private uses: StaticArray<Markup> = new StaticArray<Markup>(GLYPH_PATH_COUNT);
  /** `<use href="#gE0A4" transform="translate(` of each slot: a use at another size, or turned. */
  private scaledUses: StaticArray<Markup> = new StaticArray<Markup>(GLYPH_PATH_COUNT);
  /** The last page (`pageSerial`) whose `<defs>` list each slot. */
  private listedOn: StaticArray<i32> = new StaticArray<i32>(GLYPH_PATH_COUNT);
  private pageSerial: i32 = 0;

  /**
   * Prints every slot's `<defs>` entry into `out` (emptied before and after: it is the writer's
   * page buffer, not yet in use) and keeps their bytes.
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
      this.uses[slot] = new Markup('<use href="#' + id + '" x="');
      this.scaledUses[slot] = new Markup('<use href="#' + id + '" transform="translate(');
    }
    const total = out.length;
    unchecked((this.definitionStart[GLYPH_PATH_COUNT] = total));
    // Padded: SvgOutput copies may read up to 8 bytes past an entry.
    this.definitions = new StaticArray<u8>(total + 8);
    memory.copy(changetype<usize>(this.definitions), out.pointer(), <usize>total);
    out.reset();
  }

  /** Slot of the glyph at `codepoint`, or -1 when it has no outline (the writer skips it). */
  @inline slot(codepoint: i32): i32 {
    return glyphPathSlot(codepoint);
  }

  @inline use(slot: i32): Markup {
    return unchecked(this.uses[slot]);
  }

  @inline scaledUse(slot: i32): Markup {
    return unchecked(this.scaledUses[slot]);
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
