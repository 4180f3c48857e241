/**
 * @fileoverview The music model's table of tuplets: (p:q:r groups and the notes they span
 * (model/tables.ts says what the model tables share).
 */

import { I32Column } from "../../util/column";

/** Tuplets `(p:q:r` (ABC 2.1 4.13): p notes in the time of q, over the next r notes. */
export class TupletTable {
  first: I32Column = new I32Column(64);
  last: I32Column = new I32Column(64);
  p: I32Column = new I32Column(64);
  q: I32Column = new I32Column(64);

  @inline get count(): i32 {
    return this.first.length;
  }

  reset(): void {
    this.first.reset();
    this.last.reset();
    this.p.reset();
    this.q.reset();
  }

  add(first: i32, p: i32, q: i32): i32 {
    const id = this.first.push(first);
    this.last.push(first);
    this.p.push(p);
    this.q.push(q);
    return id;
  }
}
