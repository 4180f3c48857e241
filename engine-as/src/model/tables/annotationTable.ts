/**
 * @fileoverview The music model's table of chord symbols and annotations ("Am", "^text") and the
 * symbol each belongs to (model/tables.ts says what the model tables share).
 */

import { F32Column, I32Column, swapInts } from "../../util/column";

/** Where a chord symbol or annotation goes (ABC 2.1 4.18, 4.19). */
export enum AnnotationPlacement {
  /** `"Am7"`: a chord symbol, above the staff. */
  ChordSymbol = 0,
  /** `"^text"`, above. */
  Above = 1,
  /** `"_text"`, below. */
  Below = 2,
  /** `"<text"`, left of the note. */
  Left = 3,
  /** `">text"`, right of the note. */
  Right = 4,
  /** `"@x,y text"`: at an offset from the note. */
  Free = 5,
}

/**
 * Chord symbols and annotations `"..."` (ABC 2.1 4.18, 4.19), in the order of their symbols.
 * The text is source[start, end) without the placement character (and for `@`, without the
 * offsets, which are in x, y: units of the engine's layout, as written).
 */
export class AnnotationTable {
  symbol: I32Column = new I32Column(64);
  start: I32Column = new I32Column(64);
  end: I32Column = new I32Column(64);
  placement: I32Column = new I32Column(64);
  x: F32Column = new F32Column(64);
  y: F32Column = new F32Column(64);
  /** The drawn transposition of the symbol's voice, in fifths, for a chord symbol's note names. */
  transposeFifths: I32Column = new I32Column(64);

  @inline get count(): i32 {
    return this.symbol.length;
  }

  reset(): void {
    this.symbol.reset();
    this.start.reset();
    this.end.reset();
    this.placement.reset();
    this.x.reset();
    this.y.reset();
    this.transposeFifths.reset();
  }

  /** Adds an annotation waiting for its symbol (symbol -1 until attached). */
  add(start: i32, end: i32, placement: i32, x: f32, y: f32): i32 {
    const id = this.symbol.push(-1);
    this.start.push(start);
    this.end.push(end);
    this.placement.push(placement);
    this.x.push(x);
    this.y.push(y);
    this.transposeFifths.push(0);
    return id;
  }

  /** Exchanges rows `a` and `b` (every column: keep in step with the columns above). */
  swap(a: i32, b: i32): void {
    swapInts(this.symbol, a, b);
    swapInts(this.start, a, b);
    swapInts(this.end, a, b);
    swapInts(this.placement, a, b);
    swapInts(this.transposeFifths, a, b);
    const x = this.x.get(a);
    this.x.set(a, this.x.get(b));
    this.x.set(b, x);
    const y = this.y.get(a);
    this.y.set(a, this.y.get(b));
    this.y.set(b, y);
  }
}
