/**
 * @fileoverview Layout of what is attached to notes, rests and bars: chord symbols and
 * annotations (model AnnotationTable, ABC 2.1 4.18-4.19) and decorations (model
 * DecorationTable, ABC 2.1 4.14). The model's records are in the order of their symbols;
 * these columns index them by symbol and hold where each is drawn.
 *
 * Units as layout/tables.ts: sp; y relative to the top line of the symbol's staff (down is
 * positive); x relative to the symbol's x (its undisplaced notehead's left edge).
 * Every column keeps its storage across renders (util/column.ts).
 */

import { F32Column, I32Column } from "../util/column";

export class AttachmentTables {
  // ---- Per symbol (indexed by symbol id), sized by `sizeFor` ------------------------------------
  /** First annotation / decoration of the symbol (the following records of the same symbol follow it), or -1. */
  firstAnnotation: I32Column = new I32Column(1024);
  firstDecoration: I32Column = new I32Column(1024);
  /**
   * Grace notes (SymbolKind.Grace): on a drawn note or rest, the first grace note of the run
   * just before it in its voice (the run goes on through `next` while the kind is Grace), or -1.
   * On a grace note: its main note, or -1 when it is not drawn.
   */
  graceLink: I32Column = new I32Column(1024);
  /**
   * How many runs of grace notes placeGraceNotes linked: with none (most tunes), the passes after
   * it that look for them (placeGraceSlurs, addGraceExtents, writeGraceNotes) walk no symbols.
   */
  graceRuns: i32 = 0;
  /** Grace notes: x of the head's origin relative to the main note's x, and the stem's tip. */
  graceX: F32Column = new F32Column(1024);
  graceTip: F32Column = new F32Column(1024);

  // ---- Per annotation (indexed by model AnnotationTable id) ---------------------------------------
  /** Width of the text (sp), measured once. */
  annotationWidth: F32Column = new F32Column(64);
  /** x of the text's anchor point, relative to the symbol's x; its TextAnchor. */
  annotationX: F32Column = new F32Column(64);
  annotationAnchor: I32Column = new I32Column(64);
  /**
   * Chord symbols and `^` / `_` annotations: the line they sit on, counted outwards from the
   * staff (0 nearest). Others: -1, their baseline is annotationY.
   */
  annotationLine: I32Column = new I32Column(64);
  /** Baseline of a `<`, `>` or `@` annotation. */
  annotationY: F32Column = new F32Column(64);

  // ---- Per decoration (indexed by model DecorationTable id) ----------------------------------------
  /**
   * Glyph drawn (SMuFL code point), DYNAMIC (decorationGlyphs.ts) for a dynamic drawn letter
   * by letter from its name, or 0 when the decoration is not drawn.
   */
  decorationGlyph: I32Column = new I32Column(64);
  /** Origin of its (first) glyph: x relative to the symbol's x, y relative to the staff's top line. */
  decorationX: F32Column = new F32Column(64);
  decorationY: F32Column = new F32Column(64);
  /** Its box's top and bottom (y relative to the staff's top line), for the system's extents. */
  decorationTop: F32Column = new F32Column(64);
  decorationBottom: F32Column = new F32Column(64);

  // ---- Per system record (indexed like layout.systemTune) ------------------------------------------
  /** Baseline of the first line of chord symbols and `^` annotations above the staff, and of `_` below it. */
  systemAboveBaseline: F32Column = new F32Column(64);
  systemBelowBaseline: F32Column = new F32Column(64);

  /**
   * Records where decoration `k` is drawn: glyph `glyph` with its origin at (x, y), its box from
   * `top` to `bottom` (the columns above).
   */
  placeDecoration(k: i32, glyph: i32, x: f32, y: f32, top: f32, bottom: f32): void {
    this.decorationGlyph.set(k, glyph);
    this.decorationX.set(k, x);
    this.decorationY.set(k, y);
    this.decorationTop.set(k, top);
    this.decorationBottom.set(k, bottom);
  }

  reset(): void {
    this.firstAnnotation.reset();
    this.firstDecoration.reset();
    this.graceLink.reset();
    this.graceRuns = 0;
    this.graceX.reset();
    this.graceTip.reset();
    this.annotationWidth.reset();
    this.annotationX.reset();
    this.annotationAnchor.reset();
    this.annotationLine.reset();
    this.annotationY.reset();
    this.decorationGlyph.reset();
    this.decorationX.reset();
    this.decorationY.reset();
    this.decorationTop.reset();
    this.decorationBottom.reset();
    this.systemAboveBaseline.reset();
    this.systemBelowBaseline.reset();
  }
}

/**
 * Fills `column` with `count` copies of -1: the "no record" of an index column. The storage is
 * kept (util/column.ts), so this allocates only when the column must grow.
 */
export function clearIndex(column: I32Column, count: i32): void {
  column.resize(count);
  memory.fill(changetype<usize>(column.data), 0xff, <usize>count << 2);
}

/**
 * Indexes model records by symbol: `first[symbol]` becomes the first record k in [0, count)
 * whose symbol(k) is `symbol` (records of one symbol are consecutive). Records whose symbol is
 * out of range (-1: never attached) are left out.
 */
export function indexBySymbol(first: I32Column, symbolOf: I32Column, count: i32, symbolCount: i32): void {
  clearIndex(first, symbolCount);
  for (let k = 0; k < count; k++) {
    const symbol = symbolOf.get(k);
    if (symbol < 0 || symbol >= symbolCount) continue;
    if (first.get(symbol) < 0) first.set(symbol, k);
  }
}

/** Sizes a per-record float column to `count`, all 0. */
export function clearFloats(column: F32Column, count: i32): void {
  column.resize(count);
  memory.fill(changetype<usize>(column.data), 0, <usize>count << 2);
}

/** Sizes a per-record int column to `count`, all `value` (0 or -1). */
export function clearInts(column: I32Column, count: i32, value: i32): void {
  column.resize(count);
  memory.fill(changetype<usize>(column.data), value == -1 ? 0xff : 0, <usize>count << 2);
}
