/**
 * @fileoverview The music model's table of lyric syllables (w: lines) and the note each is sung on
 * (model/tables.ts says what the model tables share).
 */

import { I32TableColumn } from "../../util/column";

/** Lyric syllables of `w:` lines (ABC 2.1 5.1.1), attached to notes. */
export class LyricTable {
  symbol: I32TableColumn = new I32TableColumn(256);
  /** Verse: 0 for the first w: line under a music line, 1 for the second... */
  verse: I32TableColumn = new I32TableColumn(256);
  /** Source range of the syllable's text (may contain `~` and `\-`, printed as space and -). */
  start: I32TableColumn = new I32TableColumn(256);
  end: I32TableColumn = new I32TableColumn(256);
  /** LyricBits. */
  flags: I32TableColumn = new I32TableColumn(256);
  /** Number of following notes the syllable is held over (`_`), for the extender line. */
  extend: I32TableColumn = new I32TableColumn(256);
  /** Next syllable of the same note (another verse), or -1. */
  nextOnNote: I32TableColumn = new I32TableColumn(256);

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
   * Appends a syllable with no flags, held over no note and no other verse on its note; returns
   * its id. The columns grow together, checked once per syllable, and share one row count, and
   * the neutral fields are in place already (setNeutral), as SymbolTable.add does: a syllable
   * costs 4 stores, where a push to each of 7 columns checked and stored 7 lengths. Inlined
   * (the rare makeRoom stays a call), as the parse adds one per lyric syllable.
   */
  @inline add(symbol: i32, verse: i32, start: i32, end: i32): i32 {
    const id = this.rows;
    if (id >= this.room) this.makeRoom(id + 1);
    this.symbol.set(id, symbol);
    this.verse.set(id, verse);
    this.start.set(id, start);
    this.end.set(id, end);
    this.rows = id + 1;
    return id;
  }

  /** Sets the rows [from, to) of the columns add does not write: no flags, extender or next verse. */
  private setNeutral(from: i32, to: i32): void {
    this.flags.fillRows(from, to, 0);
    this.extend.fillRows(from, to, 0);
    this.nextOnNote.fillRows(from, to, -1);
  }

  /** Gives every column room for at least `needed` rows; the new rows are neutral (setNeutral). */
  private makeRoom(needed: i32): void {
    const room = max(needed, this.room << 1);
    const rows = this.rows;
    this.symbol.reserve(room, rows);
    this.verse.reserve(room, rows);
    this.start.reserve(room, rows);
    this.end.reserve(room, rows);
    this.flags.reserve(room, rows);
    this.extend.reserve(room, rows);
    this.nextOnNote.reserve(room, rows);
    this.setNeutral(rows, room);
    this.room = room;
  }
}

export enum LyricBits {
  /** A hyphen follows: the word goes on in the next syllable. */
  HyphenAfter = 1,
}
