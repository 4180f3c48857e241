/**
 * @fileoverview The music model's table of decorations (!trill!, .~HLMOPSTuv) and the symbol each
 * belongs to (model/tables.ts says what the model tables share).
 */

import { I32Column, swapInts } from "../../util/column";

/**
 * Decorations (ABC 2.1 4.14): `!name!`, the shorthands `.~HLMOPSTuv`, and letters defined by U:.
 * Records are in the order of their symbols; `name` is the source range of the decoration's
 * name (for `!trill!`, "trill"; for `T`, "T"), resolved by layout when it draws them.
 */
export class DecorationTable {
  symbol: I32Column = new I32Column(64);
  nameStart: I32Column = new I32Column(64);
  nameEnd: I32Column = new I32Column(64);

  @inline get count(): i32 {
    return this.symbol.length;
  }

  reset(): void {
    this.symbol.reset();
    this.nameStart.reset();
    this.nameEnd.reset();
  }

  /** Adds a decoration waiting for its symbol (symbol -1 until `attach`). */
  add(nameStart: i32, nameEnd: i32): i32 {
    const id = this.symbol.push(-1);
    this.nameStart.push(nameStart);
    this.nameEnd.push(nameEnd);
    return id;
  }

  /** Exchanges rows `a` and `b` (every column: keep in step with the columns above). */
  swap(a: i32, b: i32): void {
    swapInts(this.symbol, a, b);
    swapInts(this.nameStart, a, b);
    swapInts(this.nameEnd, a, b);
  }
}
