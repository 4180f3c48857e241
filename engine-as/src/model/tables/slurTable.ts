/**
 * @fileoverview The music model's table of slurs: their start and end symbols (model/tables.ts
 * says what the model tables share).
 */

import { I32Column } from "../../util/column";

/** Slurs `(` ... `)` (ABC 2.1 4.11), from the note after `(` to the note before `)`. */
export class SlurTable {
  first: I32Column = new I32Column(64);
  last: I32Column = new I32Column(64);
  /** 1 for a dotted slur `.(` (ABC 2.1 4.11). */
  dotted: I32Column = new I32Column(64);
  /**
   * Source offset of the `(`: a slur opened before a group of grace notes (`({a}g2 f)`) starts
   * at the grace notes, one opened after it (`{a}(g2 f)`) at the main note (placeCurves.ts).
   */
  open: I32Column = new I32Column(64);

  @inline get count(): i32 {
    return this.first.length;
  }

  reset(): void {
    this.first.reset();
    this.last.reset();
    this.dotted.reset();
    this.open.reset();
  }

  add(first: i32, last: i32, dotted: bool = false, open: i32 = -1): i32 {
    const id = this.first.push(first);
    this.last.push(last);
    this.dotted.push(dotted ? 1 : 0);
    this.open.push(open);
    return id;
  }
}
