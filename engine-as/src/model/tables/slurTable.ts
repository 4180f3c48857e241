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

  @inline get count(): i32 {
    return this.first.length;
  }

  reset(): void {
    this.first.reset();
    this.last.reset();
    this.dotted.reset();
  }

  add(first: i32, last: i32, dotted: bool = false): i32 {
    const id = this.first.push(first);
    this.last.push(last);
    this.dotted.push(dotted ? 1 : 0);
    return id;
  }
}
