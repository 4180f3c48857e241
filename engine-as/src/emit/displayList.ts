/**
 * @fileoverview The display list: the flat drawing records that layout writes and the bindings'
 * SVG writer serialises without deciding anything (STYLE.md 4, "draw is rote").
 *
 * Records are variable-length runs of 32-bit words; the first word is kind | (length << 8), and
 * fields are laid out as abi.ts DisplayKind documents. Floats are stored bit for bit
 * (reinterpret), so the host reads one buffer through an Int32Array and a Float32Array.
 * All coordinates are staff spaces from the page's top-left corner.
 *
 * Beside the records, the list notes where each Page record is (pagePositions) and the set of
 * glyphs each page draws (glyphSets), which the SVG writer lists in the page's `<defs>`
 * (emit/svg/svgGlyphs.ts): noting them as records are added is cheaper than the writer's walking
 * every record to find them (the glyph walk cost about a tenth of the writer's time on the
 * corpus).
 */

import { DisplayKind, DisplaySize } from "../abi";
import { I32Column } from "../util/column";
import { GLYPH_PATH_COUNT, glyphPathSlot } from "./svg/glyphPaths.generated";

/** Words of one page's glyph set: a bit per glyph slot (svg/glyphPaths.generated.ts). */
export const GLYPH_SET_WORDS: i32 = (GLYPH_PATH_COUNT + 31) >> 5;

export class DisplayList {
  words: I32Column = new I32Column(16384);
  /**
   * The glyphs each Page record's run draws: GLYPH_SET_WORDS words per Page record, in record
   * order, bit `slot & 31` of word `slot >> 5` set when a Glyph or TurnedGlyph record of the run
   * draws the glyph of that slot (only glyphs with an outline have one).
   */
  glyphSets: I32Column = new I32Column(16 * GLYPH_SET_WORDS);
  /** The word index of each Page record, in record order. */
  pagePositions: I32Column = new I32Column(16);
  /**
   * Whether pagePositions and glyphSets describe `words`: not when the host wrote the words
   * (index.ts displayListBuffer).
   */
  pagesKnown: bool = true;
  /**
   * The glyph slot marked last in the open page's glyph set (-1: none since the page opened):
   * most glyph records draw the glyph of the one before (a beam group's heads, a key's
   * accidentals), whose bit is then set already.
   */
  private markedSlot: i32 = -1;

  reset(): void {
    this.words.reset();
    this.glyphSets.reset();
    this.pagePositions.reset();
    this.pagesKnown = true;
    this.markedSlot = -1;
  }

  /**
   * Appends a record of `size` words and writes its first (kind | size << 8); returns the
   * address of its second word, where the fields start, which `int` and `float` write by field
   * number. One check for room per record, not per word, and the storage read once per record,
   * not once per word (a store may alias any column, so each `words.set` read it again): the
   * layout writes millions of words per corpus render.
   */
  @inline private open(kind: i32, size: i32): usize {
    const words = this.words;
    const at = words.extend(size);
    const record = changetype<usize>(words.data) + (<usize>at << 2);
    store<i32>(record, kind | (size << 8));
    return record + 4;
  }

  /**
   * Makes room for `words` more words of records past the list's length now, which
   * `glyphInRoom`, `lineInRoom` and `beamInRoom` then append without checking for room: a writer
   * of several records (a note's heads, accidentals and dots) checks once, and its loops hold no
   * call (the growth is a call, and a call in a loop makes V8 keep the loop's values on the
   * stack and reload them). A later reservation counts from the length then, not from this one's
   * end: it must cover everything written after it until the next (writeNotes.ts writeNote
   * reserves for the heads, stem and flag; a note with ledger lines reserves again for them and
   * the stem and flag).
   */
  reserve(words: i32): void {
    const column = this.words;
    column.reserve(column.length + words);
  }

  /** As `open`, in room that `reserve` made. */
  @inline private openInRoom(kind: i32, size: i32): usize {
    const words = this.words;
    const at = words.length;
    words.length = at + size;
    const record = changetype<usize>(words.data) + (<usize>at << 2);
    store<i32>(record, kind | (size << 8));
    return record + 4;
  }

  /** Writes field `field` (0: the word after the head) of the record whose fields start at `fields`. */
  @inline private int(fields: usize, field: i32, value: i32): void {
    store<i32>(fields + (<usize>field << 2), value);
  }

  @inline private float(fields: usize, field: i32, value: f32): void {
    store<i32>(fields + (<usize>field << 2), reinterpret<i32>(value));
  }

  /** Starts page `index`, `width` x `height` sp, at `staffSpacePx` CSS pixels per sp. */
  page(index: i32, width: f32, height: f32, staffSpacePx: f32): void {
    this.pagePositions.push(this.words.length);
    const at = this.open(DisplayKind.Page, DisplaySize.Page);
    this.int(at, 0, index);
    this.float(at, 1, width);
    this.float(at, 2, height);
    this.float(at, 3, staffSpacePx);
    const sets = this.glyphSets;
    const set = sets.extend(GLYPH_SET_WORDS);
    for (let i = 0; i < GLYPH_SET_WORDS; i++) sets.set(set + i, 0);
    this.markedSlot = -1;
  }

  /** Adds the glyph at `codepoint` to the set of the page being written (none before the first page). */
  @inline private markGlyph(codepoint: i32): void {
    const slot = glyphPathSlot(codepoint);
    if (slot == this.markedSlot) return;
    const sets = this.glyphSets;
    const length = sets.length; // read once: the compiler reads a field again at each use
    if (slot < 0 || length == 0) return;
    const at = length - GLYPH_SET_WORDS + (slot >> 5);
    sets.set(at, sets.get(at) | (1 << (slot & 31)));
    this.markedSlot = slot;
  }

  /**
   * A SMuFL glyph with its origin at (x, y); `size` is the em in sp (4 at normal size).
   * Inlined, as `line` is: the two records most written (a note's heads, accidentals, dots and
   * flag; stems, ledger lines, staff and bar lines), and as calls their writers spilled and
   * reloaded their state around each one. Inlined, writePages runs about 10% faster and the
   * core with SVG about 2% (profile-render --core-only --svg, paired).
   */
  @inline glyph(element: i32, codepoint: i32, x: f32, y: f32, size: f32): void {
    this.glyphFields(this.open(DisplayKind.Glyph, DisplaySize.Glyph), element, codepoint, x, y, size);
  }

  /** As `glyph`, in room that `reserve` made. */
  @inline glyphInRoom(element: i32, codepoint: i32, x: f32, y: f32, size: f32): void {
    this.glyphFields(this.openInRoom(DisplayKind.Glyph, DisplaySize.Glyph), element, codepoint, x, y, size);
  }

  /** A Glyph record's fields, from `at` (after the head), and its glyph marked in the page's set. */
  @inline private glyphFields(at: usize, element: i32, codepoint: i32, x: f32, y: f32, size: f32): void {
    this.int(at, 0, element);
    this.int(at, 1, codepoint);
    this.float(at, 2, x);
    this.float(at, 3, y);
    this.float(at, 4, size);
    this.markGlyph(codepoint);
  }

  /**
   * SMuFL glyph `codepoint` turned a quarter turn counter-clockwise about its origin (x, y), its
   * baseline running upwards; `size` as for `glyph` (abi DisplayKind.TurnedGlyph).
   */
  turnedGlyph(element: i32, codepoint: i32, x: f32, y: f32, size: f32): void {
    const at = this.open(DisplayKind.TurnedGlyph, DisplaySize.TurnedGlyph);
    this.int(at, 0, element);
    this.int(at, 1, codepoint);
    this.float(at, 2, x);
    this.float(at, 3, y);
    this.float(at, 4, size);
    this.markGlyph(codepoint);
  }

  /**
   * Opens a group drawn scaled by `scale` about the page's left edge with its origin at page
   * y `y` (abi DisplayKind.ScaledGroupStart); close it with scaledGroupEnd.
   */
  scaledGroupStart(y: f32, scale: f32): void {
    const at = this.open(DisplayKind.ScaledGroupStart, DisplaySize.ScaledGroupStart);
    this.float(at, 0, y);
    this.float(at, 1, scale);
  }

  /** Closes the group scaledGroupStart opened. */
  scaledGroupEnd(): void {
    this.open(DisplayKind.ScaledGroupEnd, DisplaySize.ScaledGroupEnd);
  }

  /** A straight stroke of `thickness` sp from (x1, y1) to (x2, y2); `role` is a LineRole. Inlined (see `glyph`). */
  @inline line(element: i32, role: i32, x1: f32, y1: f32, x2: f32, y2: f32, thickness: f32): void {
    this.lineFields(this.open(DisplayKind.Line, DisplaySize.Line), element, role, x1, y1, x2, y2, thickness);
  }

  /** As `line`, in room that `reserve` made. */
  @inline lineInRoom(element: i32, role: i32, x1: f32, y1: f32, x2: f32, y2: f32, thickness: f32): void {
    this.lineFields(this.openInRoom(DisplayKind.Line, DisplaySize.Line), element, role, x1, y1, x2, y2, thickness);
  }

  /** A Line record's fields, from `at` (after the head). */
  @inline private lineFields(at: usize, element: i32, role: i32, x1: f32, y1: f32, x2: f32, y2: f32, thickness: f32): void {
    this.int(at, 0, element);
    this.int(at, 1, role);
    this.float(at, 2, x1);
    this.float(at, 3, y1);
    this.float(at, 4, x2);
    this.float(at, 5, y2);
    this.float(at, 6, thickness);
  }

  /** A beam: the parallelogram over (x1, y1)-(x2, y2) extending `thickness` sp downwards. */
  beam(element: i32, x1: f32, y1: f32, x2: f32, y2: f32, thickness: f32): void {
    this.beamFields(this.open(DisplayKind.Beam, DisplaySize.Beam), element, x1, y1, x2, y2, thickness);
  }

  /** As `beam`, in room that `reserve` made (inlined: writeBeam writes them in its walk). */
  @inline beamInRoom(element: i32, x1: f32, y1: f32, x2: f32, y2: f32, thickness: f32): void {
    this.beamFields(this.openInRoom(DisplayKind.Beam, DisplaySize.Beam), element, x1, y1, x2, y2, thickness);
  }

  /** A Beam record's fields, from `at` (after the head). */
  @inline private beamFields(at: usize, element: i32, x1: f32, y1: f32, x2: f32, y2: f32, thickness: f32): void {
    this.int(at, 0, element);
    this.float(at, 1, x1);
    this.float(at, 2, y1);
    this.float(at, 3, x2);
    this.float(at, 4, y2);
    this.float(at, 5, thickness);
  }

  /**
   * A slur or tie from (x0, y0) to (x3, y3) with control points (c1x, c1y), (c2x, c2y) on its
   * middle line; the writer fills a crescent `thickness` sp thick at its middle.
   */
  curve(element: i32, role: i32, x0: f32, y0: f32, c1x: f32, c1y: f32, c2x: f32, c2y: f32, x3: f32, y3: f32, thickness: f32): void {
    const at = this.open(DisplayKind.Curve, DisplaySize.Curve);
    this.int(at, 0, element);
    this.int(at, 1, role);
    this.float(at, 2, x0);
    this.float(at, 3, y0);
    this.float(at, 4, c1x);
    this.float(at, 5, c1y);
    this.float(at, 6, c2x);
    this.float(at, 7, c2y);
    this.float(at, 8, x3);
    this.float(at, 9, y3);
    this.float(at, 10, thickness);
  }

  /** Text copied from source[start, end), its baseline at y, aligned at x by `anchor`. */
  sourceText(element: i32, font: i32, anchor: i32, start: i32, end: i32, x: f32, y: f32, size: f32): void {
    this.textRun(this.open(DisplayKind.SourceText, DisplaySize.SourceText), element, font, anchor, start, end, x, y, size);
  }

  /** A chord symbol whose note names the host moves by `fifths` (abi DisplayKind.TransposedText). */
  transposedText(element: i32, font: i32, anchor: i32, start: i32, end: i32, x: f32, y: f32, size: f32, fifths: i32): void {
    const at = this.open(DisplayKind.TransposedText, DisplaySize.TransposedText);
    this.textRun(at, element, font, anchor, start, end, x, y, size);
    this.int(at, 8, fifths);
  }

  /** The eight words a SourceText and a TransposedText record share, from `at` (after the head). */
  @inline private textRun(at: usize, element: i32, font: i32, anchor: i32, start: i32, end: i32, x: f32, y: f32, size: f32): void {
    this.int(at, 0, element);
    this.int(at, 1, font);
    this.int(at, 2, anchor);
    this.int(at, 3, start);
    this.int(at, 4, end);
    this.float(at, 5, x);
    this.float(at, 6, y);
    this.float(at, 7, size);
  }

  /** A decimal number printed as text (bar numbers). */
  numberText(element: i32, font: i32, anchor: i32, value: i32, x: f32, y: f32, size: f32): void {
    const at = this.open(DisplayKind.NumberText, DisplaySize.NumberText);
    this.int(at, 0, element);
    this.int(at, 1, font);
    this.int(at, 2, anchor);
    this.int(at, 3, value);
    this.float(at, 4, x);
    this.float(at, 5, y);
    this.float(at, 6, size);
  }
}
