/**
 * @fileoverview The music model's table of heads: the noteheads of notes and chords (pitch,
 * accidental, tie), lowest first (model/tables.ts says what the model tables share).
 */

import { I32TableColumn } from "../../util/column";

/** Noteheads: one record per head of a note or chord. */
export class HeadTable {
  symbol: I32TableColumn = new I32TableColumn(1024);
  /**
   * Diatonic step: 7 * octave + letter (C = 0 ... B = 6), with octave 4 holding middle C, so
   * C4 is 28 and the treble staff's bottom line E4 is 30.
   */
  step: I32TableColumn = new I32TableColumn(1024);
  /** Accidental as written: Accidental enum (None when there is none). */
  accidental: I32TableColumn = new I32TableColumn(1024);
  /** MIDI pitch sounded: key signature, accidentals in the measure and ties applied. */
  midi: I32TableColumn = new I32TableColumn(1024);
  /** 1 when a tie starts at this head (`-` after the note or inside the chord). */
  tie: I32TableColumn = new I32TableColumn(1024);
  start: I32TableColumn = new I32TableColumn(1024);
  end: I32TableColumn = new I32TableColumn(1024);

  /** Rows of the table: every column holds this many values. */
  private rows: i32 = 0;

  @inline get count(): i32 {
    return this.rows;
  }

  /**
   * Forgets every row; the storage stays for the next render. The rows forgotten get back the
   * neutral values add leaves in place (setNeutral).
   */
  reset(): void {
    this.setNeutral(0, this.rows);
    this.rows = 0;
  }

  /** Rows every column has room for (see add). */
  private room: i32 = 0;

  /**
   * Appends a head; the columns grow together, checked once per head, and share one row count
   * (as SymbolTable.add). Its MIDI pitch and tie are neutral already, as SymbolTable.add
   * leaves its neutral fields: the rows past the count always hold them (setNeutral). Inlined
   * as SymbolTable.add is (a call per head otherwise).
   */
  @inline add(symbol: i32, step: i32, accidental: i32, start: i32, end: i32): i32 {
    const id = this.rows;
    if (id >= this.room) this.makeRoom(id + 1);
    this.symbol.set(id, symbol);
    this.step.set(id, step);
    this.accidental.set(id, accidental);
    this.start.set(id, start);
    this.end.set(id, end);
    this.rows = id + 1;
    return id;
  }

  /**
   * Forgets the rows from `count` on (a parser's heads of a construct it reads again), which
   * get back their neutral values.
   */
  truncate(count: i32): void {
    this.setNeutral(count, this.rows);
    this.rows = count;
  }

  /** Sets the rows [from, to) of the columns add does not write to 0: no pitch yet, no tie. */
  private setNeutral(from: i32, to: i32): void {
    this.midi.fillRows(from, to, 0);
    this.tie.fillRows(from, to, 0);
  }

  /** Gives every column room for at least `needed` rows; the new rows are neutral (setNeutral). */
  private makeRoom(needed: i32): void {
    const room = max(needed, this.room << 1);
    const rows = this.rows;
    this.symbol.reserve(room, rows);
    this.step.reserve(room, rows);
    this.accidental.reserve(room, rows);
    this.midi.reserve(room, rows);
    this.tie.reserve(room, rows);
    this.start.reserve(room, rows);
    this.end.reserve(room, rows);
    this.setNeutral(rows, room);
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
