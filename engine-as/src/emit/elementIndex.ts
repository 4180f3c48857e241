/**
 * @fileoverview The element index: one record per drawn thing a user can point at (note, rest,
 * bar, lyric syllable, title...), with its source range and its box on its page. Display records
 * refer to their element by index, which is how the SVG writer groups a note's parts and marks
 * them with the note's source range (DESIGN.md 3.1: caret <-> note).
 */

import { ElementField } from "../abi";
import { I32Column } from "../util/column";

export class ElementIndex {
  records: I32Column = new I32Column(1024 * ElementField.Stride);

  reset(): void {
    this.records.reset();
  }

  @inline get count(): i32 {
    return this.records.length / ElementField.Stride;
  }

  /**
   * Adds an element (box set later by `setBox`) and returns its id. The record is appended whole
   * (Column.extend): one check for room, not one per word. Inlined: every note, rest, bar and
   * syllable adds one, and as a call its six arguments were spilled and reloaded around it.
   */
  @inline add(kind: i32, start: i32, end: i32, page: i32, symbol: i32, tune: i32): i32 {
    const at = this.records.extend(ElementField.Stride);
    const record = this.address(at);
    setWord(record, ElementField.Kind, kind);
    setWord(record, ElementField.Start, start);
    setWord(record, ElementField.End, end);
    setWord(record, ElementField.Page, page);
    setWord(record, ElementField.X, 0);
    setWord(record, ElementField.Y, 0);
    setWord(record, ElementField.Width, 0);
    setWord(record, ElementField.Height, 0);
    setWord(record, ElementField.Symbol, symbol);
    setWord(record, ElementField.Tune, tune);
    return at / ElementField.Stride;
  }

  /** Sets the bounding box of element `id`, in sp from the page's top-left. */
  setBox(id: i32, x: f32, y: f32, width: f32, height: f32): void {
    const record = this.address(id * ElementField.Stride);
    setWord(record, ElementField.X, reinterpret<i32>(x));
    setWord(record, ElementField.Y, reinterpret<i32>(y));
    setWord(record, ElementField.Width, reinterpret<i32>(width));
    setWord(record, ElementField.Height, reinterpret<i32>(height));
  }

  /**
   * The address of the record whose first word is word `at`: the storage read once per record
   * (records.set would read it again for every word: the compiler cannot tell that a store into
   * it leaves the column's fields alone), each word then stored at its field's constant offset
   * from it rather than at an index shifted and added per word.
   */
  @inline private address(at: i32): usize {
    return changetype<usize>(this.records.data) + (<usize>at << 2);
  }

  /** Widens element `id`'s box to include the rectangle (x, y, width, height). */
  extendBox(id: i32, x: f32, y: f32, width: f32, height: f32): void {
    const base = id * ElementField.Stride;
    const records = this.records;
    const ox = reinterpret<f32>(records.get(base + ElementField.X));
    const oy = reinterpret<f32>(records.get(base + ElementField.Y));
    const ow = reinterpret<f32>(records.get(base + ElementField.Width));
    const oh = reinterpret<f32>(records.get(base + ElementField.Height));
    if (ow == 0 && oh == 0) {
      this.setBox(id, x, y, width, height);
      return;
    }
    const left = min(ox, x);
    const top = min(oy, y);
    const right = max(ox + ow, x + width);
    const bottom = max(oy + oh, y + height);
    this.setBox(id, left, top, right - left, bottom - top);
  }

  /**
   * Moves the boxes of elements [from, to), set in the units of a scaled group (page x / scale,
   * y below `y` / scale: abi DisplayKind.ScaledGroupStart), to page units.
   */
  scaleBoxes(from: i32, to: i32, y: f32, scale: f32): void {
    const records = this.records;
    for (let id = from; id < to; id++) {
      const base = id * ElementField.Stride;
      records.set(base + ElementField.X, reinterpret<i32>(reinterpret<f32>(records.get(base + ElementField.X)) * scale));
      records.set(base + ElementField.Y, reinterpret<i32>(y + reinterpret<f32>(records.get(base + ElementField.Y)) * scale));
      records.set(base + ElementField.Width, reinterpret<i32>(reinterpret<f32>(records.get(base + ElementField.Width)) * scale));
      records.set(base + ElementField.Height, reinterpret<i32>(reinterpret<f32>(records.get(base + ElementField.Height)) * scale));
    }
  }

  @inline setPage(id: i32, page: i32): void {
    this.records.set(id * ElementField.Stride + ElementField.Page, page);
  }
}

/** Stores `value` as field `field` of the record at `record` (ElementIndex address). */
@inline function setWord(record: usize, field: i32, value: i32): void {
  store<i32>(record + (<usize>field << 2), value);
}
