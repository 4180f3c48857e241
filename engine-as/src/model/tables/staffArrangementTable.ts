/**
 * @fileoverview The music model's table of staff arrangements: which voice is on which staff, one
 * per %%score or %%staves (model/tables.ts says what the model tables share).
 */

import { I32Column } from "../../util/column";

/**
 * Staff arrangements (%%score / %%staves, engine-spec 3 "staves" symbol; parse/score.ts): which
 * staff each voice of a tune is drawn on. A tune has the arrangement of its header, and one
 * more for each %%staves in its body that follows music: every voice was brought to startTime
 * there, and the arrangement holds for the symbols read from then on (ids from firstSymbol) up
 * to the next one's. Per voice of the tune, in voice order (entries [firstEntry, + entryCount);
 * a voice declared later has none): its staff, -1 when the voice is not drawn while the
 * arrangement holds (abc2svg leaves out the voices a %%staves in the body does not name), and
 * whether its bar lines run down to the staff below.
 */
export class StaffArrangementTable {
  tune: I32Column = new I32Column(16);
  firstSymbol: I32Column = new I32Column(16);
  startTime: I32Column = new I32Column(16);
  firstEntry: I32Column = new I32Column(16);
  entryCount: I32Column = new I32Column(16);
  entryStaff: I32Column = new I32Column(64);
  entryBarsJoinBelow: I32Column = new I32Column(64);

  @inline get count(): i32 {
    return this.tune.length;
  }

  reset(): void {
    this.tune.reset();
    this.firstSymbol.reset();
    this.startTime.reset();
    this.firstEntry.reset();
    this.entryCount.reset();
    this.entryStaff.reset();
    this.entryBarsJoinBelow.reset();
  }

  /** Opens an arrangement; its entries follow with addEntry, one per voice in order. */
  add(tune: i32, firstSymbol: i32, startTime: i32): i32 {
    const id = this.tune.push(tune);
    this.firstSymbol.push(firstSymbol);
    this.startTime.push(startTime);
    this.firstEntry.push(this.entryStaff.length);
    this.entryCount.push(0);
    return id;
  }

  /** Appends the next voice's entry to the last arrangement. */
  addEntry(staff: i32, barsJoinBelow: i32): void {
    this.entryStaff.push(staff);
    this.entryBarsJoinBelow.push(barsJoinBelow);
    const last = this.tune.length - 1;
    this.entryCount.set(last, this.entryCount.get(last) + 1);
  }

  /** The entry of the `index`th voice of its tune in `arrangement`, or -1 when it has none. */
  entry(arrangement: i32, index: i32): i32 {
    if (arrangement < 0 || arrangement >= this.tune.length || index < 0 || index >= this.entryCount.get(arrangement)) return -1;
    return this.firstEntry.get(arrangement) + index;
  }

  /** The staff of the `index`th voice of its tune in `arrangement`; -1: not drawn. */
  staffOf(arrangement: i32, index: i32): i32 {
    const entry = this.entry(arrangement, index);
    return entry >= 0 ? this.entryStaff.get(entry) : -1;
  }
}
