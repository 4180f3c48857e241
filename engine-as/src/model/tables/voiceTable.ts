/**
 * @fileoverview The music model's table of voices: each V: of each tune, with its clef, key, meter
 * and unit length in force (model/tables.ts says what the model tables share).
 */

import { I32Column } from "../../util/column";

/** Voices of all tunes. */
export class VoiceTable {
  tune: I32Column = new I32Column(16);
  /** Source range of the voice id after V:, or -1 for the default voice of a tune. */
  idStart: I32Column = new I32Column(16);
  idEnd: I32Column = new I32Column(16);
  /** The voice this one overlays (`&`, ABC 2.1 7.4), or -1 for a voice of its own. */
  overlayOf: I32Column = new I32Column(16);
  /**
   * Staff of the voice within its tune (0 = top), set at the tune's end from %%score /
   * %%staves (engine-spec 3 "System") or, without them, one staff per voice in order, an
   * overlay on its parent's staff. Voices on one staff share it (stems up for the first).
   */
  staff: I32Column = new I32Column(16);
  /**
   * First symbol of the voice (-1 while it has none); its symbols follow by SymbolTable.next
   * (the last has none).
   */
  first: I32Column = new I32Column(16);
  /**
   * V: parameters (ABC 2.1 7.2, parse/voiceParams.ts): `name=` / `nm=` drawn left of the first
   * system's staff and `subname=` / `snm=` left of the later ones, as source ranges (-1 when
   * not given).
   */
  nameStart: I32Column = new I32Column(16);
  nameEnd: I32Column = new I32Column(16);
  subnameStart: I32Column = new I32Column(16);
  subnameEnd: I32Column = new I32Column(16);
  /** `stem=`: StemDirection (Auto unless given); layout/calcStems.ts applies it. */
  stemDirection: I32Column = new I32Column(16);
  /** `stafflines=`: the number of staff lines, 0..16 (5 by default). */
  staffLines: I32Column = new I32Column(16);
  /** `scale=` and `staffscale=` in thousandths (1000 by default). */
  scale: I32Column = new I32Column(16);
  staffScale: I32Column = new I32Column(16);
  /**
   * 1 when the bar lines of the voice's staff run down to the staff below: always without
   * %%score / %%staves, else where a `|` stands between the two staves in it (as abc2svg).
   */
  barsJoinBelow: I32Column = new I32Column(16);

  @inline get count(): i32 {
    return this.tune.length;
  }

  reset(): void {
    this.tune.reset();
    this.idStart.reset();
    this.idEnd.reset();
    this.overlayOf.reset();
    this.staff.reset();
    this.first.reset();
    this.nameStart.reset();
    this.nameEnd.reset();
    this.subnameStart.reset();
    this.subnameEnd.reset();
    this.stemDirection.reset();
    this.staffLines.reset();
    this.scale.reset();
    this.staffScale.reset();
    this.barsJoinBelow.reset();
  }

  add(tune: i32, idStart: i32, idEnd: i32): i32 {
    const id = this.tune.push(tune);
    this.idStart.push(idStart);
    this.idEnd.push(idEnd);
    this.overlayOf.push(-1);
    this.staff.push(-1);
    this.first.push(-1);
    this.nameStart.push(-1);
    this.nameEnd.push(-1);
    this.subnameStart.push(-1);
    this.subnameEnd.push(-1);
    this.stemDirection.push(StemDirection.Auto);
    this.staffLines.push(5);
    this.scale.push(1000);
    this.staffScale.push(1000);
    this.barsJoinBelow.push(1);
    return id;
  }
}

/** A voice's stem direction (V: `stem=`, ABC 2.1 7.2): down, by the notes (auto), up. */
export enum StemDirection {
  Down = -1,
  Auto = 0,
  Up = 1,
}
