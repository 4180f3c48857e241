/**
 * @fileoverview Growable typed columns: the storage of every struct-of-arrays table.
 *
 * A column is a StaticArray plus a length. `reset()` sets the length to zero and keeps the
 * storage, so a context that renders many texts allocates only while its largest input grows
 * (DESIGN.md 3.1: tables are reset, not reallocated, per render). Capacity doubles on growth;
 * the old storage is left behind (the stub runtime never frees, see asconfig.json), which
 * bounds the waste by the largest input. Reads and writes use `unchecked` after the bounds are
 * ensured by `push` / `resize`.
 */

/** A growable column of numbers of type T (i32, f32...). */
export class Column<T> {
  data: StaticArray<T>;
  length: i32 = 0;

  constructor(capacity: i32 = 64) {
    this.data = new StaticArray<T>(capacity);
  }

  @inline reset(): void {
    this.length = 0;
  }

  /**
   * Appends `value` and returns its index. Inlined: the tables push millions of values per
   * corpus render (SymbolTable.add alone pushes 22), and as a call it was the core's hottest
   * function; inlined, the core renders the corpus 29% faster (847 -> 604 ms CPU). The rare
   * growth stays a call.
   */
  @inline push(value: T): i32 {
    const index = this.length;
    if (index >= this.data.length) this.grow(index + 1);
    unchecked((this.data[index] = value));
    this.length = index + 1;
    return index;
  }

  /**
   * Appends `count` values and returns the index of the first; the caller writes them with
   * `set`. A record of several values (the display list's, the model export's) checks for room
   * once instead of once per value.
   */
  @inline extend(count: i32): i32 {
    const index = this.length;
    const length = index + count;
    if (length > this.data.length) this.grow(length);
    this.length = length;
    return index;
  }

  /** Makes room for `count` values without changing the length. */
  reserve(count: i32): void {
    if (count > this.data.length) this.grow(count);
  }

  /**
   * Appends `value` as value `index`, which must be the column's length, without checking for
   * room: only where `reserve` has made it. A table whose columns grow together (SymbolTable)
   * reserves once per row, not once per column, and knows the new row's index, so no column's
   * store waits on a read of that column's length (22 loads fewer per symbol).
   */
  @inline appendAt(index: i32, value: T): void {
    unchecked((this.data[index] = value));
    this.length = index + 1;
  }

  /**
   * Makes room for `count` values and sets the length to it; new values are undefined. Inlined,
   * as push is (the rare growth stays a call): a render resizes about 80 columns to its
   * model's counts, a fixed cost of every render as a call.
   */
  @inline resize(count: i32): void {
    if (count > this.data.length) this.grow(count);
    this.length = count;
  }

  /** Sets the length to `count` and every value to `value` (resize alone leaves old values). */
  fill(count: i32, value: T): void {
    this.resize(count);
    const data = this.data;
    for (let i = 0; i < count; i++) unchecked((data[i] = value));
  }

  @inline get(index: i32): T {
    return unchecked(this.data[index]);
  }

  @inline set(index: i32, value: T): void {
    unchecked((this.data[index] = value));
  }

  /** Address of the first value, for the host to read (valid until the next growth). */
  @inline pointer(): usize {
    return changetype<usize>(this.data);
  }

  private grow(needed: i32): void {
    this.data = grownCopy<T>(this.data, needed, this.length);
  }
}

/**
 * A copy of `data` with room for at least `needed` values (its capacity doubled until it fits),
 * holding its first `keep` values. Both kinds of column grow this way, so that capacities double
 * and a render allocates nothing once its tables are large enough (asconfig.json "//runtime").
 */
function grownCopy<T>(data: StaticArray<T>, needed: i32, keep: i32): StaticArray<T> {
  let capacity = data.length << 1;
  while (capacity < needed) capacity <<= 1;
  const next = new StaticArray<T>(capacity);
  memory.copy(changetype<usize>(next), changetype<usize>(data), <usize>keep * sizeof<T>());
  return next;
}

/**
 * A column of a table whose columns always hold the same number of rows (SymbolTable,
 * HeadTable): the table keeps that count and makes room in every column at once, so the column
 * keeps no length of its own. Appending a row then stores one value per column and nothing
 * else: as Columns, SymbolTable.add also stored each column's length, 44 stores per symbol
 * instead of 22, and without them the parse runs about 7% faster (stores bound it).
 */
export class TableColumn<T> {
  data: StaticArray<T>;

  constructor(capacity: i32 = 64) {
    this.data = new StaticArray<T>(capacity);
  }

  /** Makes room for `capacity` rows, keeping the first `rows` values (the table's row count). */
  reserve(capacity: i32, rows: i32): void {
    if (capacity > this.data.length) this.data = grownCopy<T>(this.data, capacity, rows);
  }

  /** Value `index`; the table checks that it is below its row count. */
  @inline get(index: i32): T {
    return unchecked(this.data[index]);
  }

  @inline set(index: i32, value: T): void {
    unchecked((this.data[index] = value));
  }

  /** Address of the first value, for the host to read (valid until the next growth). */
  @inline pointer(): usize {
    return changetype<usize>(this.data);
  }
}

/** A TableColumn of i32 values. */
export class I32TableColumn extends TableColumn<i32> {
  /**
   * Sets rows [from, to), if any, to `value`, which must be 0 or -1 (every byte 0 or 0xff, so
   * one memory.fill): how a table restores the neutral values its `add` leaves in place
   * (SymbolTable, HeadTable).
   */
  fillRows(from: i32, to: i32, value: i32): void {
    if (to > from) memory.fill(this.pointer() + (<usize>from << 2), value == -1 ? 0xff : 0, <usize>(to - from) << 2);
  }
}

/** A growable column of i32 values. */
export class I32Column extends Column<i32> {}

/** A growable column of i64 values. */
export class I64Column extends Column<i64> {}

/** A growable column of f32 values. */
export class F32Column extends Column<f32> {}

/** Swaps records `a` and `b` of `column` (the tables that sort their records in place). */
export function swapInts(column: I32Column, a: i32, b: i32): void {
  const value = column.get(a);
  column.set(a, column.get(b));
  column.set(b, value);
}
