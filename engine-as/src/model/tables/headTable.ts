/**
 * @fileoverview The music model's table of heads: the noteheads of notes and chords (pitch,
 * accidental, tie), lowest first (model/tables.ts says what the model tables share).
 */

import { I32Column } from "../../util/column";

/** Noteheads: one record per head of a note or chord. */
export class HeadTable {
  symbol: I32Column = new I32Column(1024);
  /**
   * Diatonic step: 7 * octave + letter (C = 0 ... B = 6), with octave 4 holding middle C, so
   * C4 is 28 and the treble staff's bottom line E4 is 30.
   */
  step: I32Column = new I32Column(1024);
  /** Accidental as written: Accidental enum (None when there is none). */
  accidental: I32Column = new I32Column(1024);
  /** MIDI pitch sounded: key signature, accidentals in the measure and ties applied. */
  midi: I32Column = new I32Column(1024);
  /** 1 when a tie starts at this head (`-` after the note or inside the chord). */
  tie: I32Column = new I32Column(1024);
  start: I32Column = new I32Column(1024);
  end: I32Column = new I32Column(1024);

  @inline get count(): i32 {
    return this.symbol.length;
  }

  reset(): void {
    this.symbol.reset();
    this.step.reset();
    this.accidental.reset();
    this.midi.reset();
    this.tie.reset();
    this.start.reset();
    this.end.reset();
  }

  /** Rows every column has room for (see add). */
  private room: i32 = 0;

  /** Appends a head; the columns grow together, checked once per head (as SymbolTable.add). */
  add(symbol: i32, step: i32, accidental: i32, start: i32, end: i32): i32 {
    const id = this.symbol.length;
    if (id >= this.room) this.makeRoom(id + 1);
    this.symbol.appendAt(id, symbol);
    this.step.appendAt(id, step);
    this.accidental.appendAt(id, accidental);
    this.midi.appendAt(id, 0);
    this.tie.appendAt(id, 0);
    this.start.appendAt(id, start);
    this.end.appendAt(id, end);
    return id;
  }

  /** Gives every column room for at least `rows` rows. */
  private makeRoom(rows: i32): void {
    const room = max(rows, this.room << 1);
    this.symbol.reserve(room);
    this.step.reserve(room);
    this.accidental.reserve(room);
    this.midi.reserve(room);
    this.tie.reserve(room);
    this.start.reserve(room);
    this.end.reserve(room);
    this.room = room;
  }
}

/** Accidentals as written (ABC 2.1 4.2). Values are the alteration + 2, so None is distinct. */
export enum Accidental {
  None = 0,
  DoubleFlat = 1,
  Flat = 2,
  Natural = 3,
  Sharp = 4,
  DoubleSharp = 5,
}
