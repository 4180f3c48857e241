/**
 * @fileoverview The music model's table of symbols: every note, rest, bar, clef, key, meter, ...
 * of every voice, with its time, source range and links (the row the parser makes per symbol)
 * (model/tables.ts says what the model tables share).
 */

import { I32TableColumn } from "../../util/column";

/** Kind-specific fields of SymbolTable.value / value2 are documented on each kind's parser. */
export class SymbolTable {
  kind: I32TableColumn = new I32TableColumn(1024);
  tune: I32TableColumn = new I32TableColumn(1024);
  voice: I32TableColumn = new I32TableColumn(1024);
  /**
   * The staff the symbol is drawn on (-1: none), and the staff arrangement it was read under
   * (a StaffArrangementTable row); both set at the tune's end (parse/arrangements.ts).
   */
  staff: I32TableColumn = new I32TableColumn(1024);
  arrangement: I32TableColumn = new I32TableColumn(1024);
  /** Start time in ticks from the start of the tune (abi Model.TicksPerWhole per whole note). */
  time: I32TableColumn = new I32TableColumn(1024);
  /** Played duration in ticks (tuplets and broken rhythm applied); 0 for non-timed symbols. */
  duration: I32TableColumn = new I32TableColumn(1024);
  /** Written (notated) duration in ticks: what the notehead, dots and flags show. */
  written: I32TableColumn = new I32TableColumn(1024);
  /** Source range [start, end). */
  start: I32TableColumn = new I32TableColumn(1024);
  end: I32TableColumn = new I32TableColumn(1024);
  /** Previous and next symbol of the same voice. */
  prev: I32TableColumn = new I32TableColumn(1024);
  next: I32TableColumn = new I32TableColumn(1024);
  /** Next symbol in time order over all voices of the tune (built by sortByTime). */
  timeNext: I32TableColumn = new I32TableColumn(1024);
  /** Notes: the heads [headStart, headStart + headCount) in HeadTable, lowest pitch first. */
  headStart: I32TableColumn = new I32TableColumn(1024);
  headCount: I32TableColumn = new I32TableColumn(1024);
  /** Flags: SymbolBits. */
  flags: I32TableColumn = new I32TableColumn(1024);
  /** Kind-specific values: bar type, clef, key, meter (see the parsers). */
  value: I32TableColumn = new I32TableColumn(1024);
  value2: I32TableColumn = new I32TableColumn(1024);
  /** A text attached to the symbol, as a source range (repeat-ending label of a bar). */
  textStart: I32TableColumn = new I32TableColumn(1024);
  textEnd: I32TableColumn = new I32TableColumn(1024);
  /** Tuplet the note or rest belongs to (TupletTable index), or -1. */
  tuplet: I32TableColumn = new I32TableColumn(1024);
  /** First lyric syllable attached to this note (LyricTable index), or -1. */
  firstSyllable: I32TableColumn = new I32TableColumn(1024);

  /** Rows of the table: every column holds this many values. */
  private rows: i32 = 0;

  @inline get count(): i32 {
    return this.rows;
  }

  /**
   * Grace symbols among the rows (SymbolKind.Grace with heads; parse/graceNotes.ts counts them),
   * so that a layout pass that looks for grace notes can skip its walk when there are none:
   * the first 1,000 corpus tunes hold two grace groups.
   */
  graces: i32 = 0;

  /**
   * Rest symbols among the rows (SymbolKind.Rest; parse/music.ts parseRest and parse/chords.ts
   * count them), so that layout/centreMeasureRests.ts skips its walk for whole-measure rests
   * when there are none: about half of the corpus's tunes have no rest.
   */
  rests: i32 = 0;

  /**
   * Forgets every row; the storage stays for the next render. The rows forgotten get back the
   * neutral values add leaves in place (setNeutral).
   */
  reset(): void {
    this.setNeutral(0, this.rows);
    this.rows = 0;
    this.graces = 0;
    this.rests = 0;
  }

  /** Rows every column has room for (see add). */
  private room: i32 = 0;

  /**
   * Appends a symbol after `prev` in its voice (-1: none; the caller links `prev` to it);
   * returns its id. Its other fields have their neutral values already (setNeutral: the rows
   * past the count always hold them), but staff and arrangement, which the tune's end sets for
   * every symbol of the tune (parse/arrangements.ts closeArrangements). So a symbol costs 7
   * stores, not 20 (each store here also reads its column and the column's storage: no store
   * lets the compiler keep them), and the neutral values are written a render's rows at a time
   * by memory.fill. The columns grow together: one check for room per symbol, not one per
   * column (the parse adds every symbol here, and 22 checks made it one of the core's hottest
   * functions), and one row count for the table, not a length per column (util/column.ts
   * TableColumn). Inlined, as Column.push is: Binaryen inlines no function that makes a call
   * (the rare makeRoom, which stays one), so add was a call per symbol.
   */
  @inline add(kind: i32, tune: i32, voice: i32, time: i32, start: i32, end: i32, prev: i32): i32 {
    const id = this.rows;
    if (id >= this.room) this.makeRoom(id + 1);
    this.kind.set(id, kind);
    this.tune.set(id, tune);
    this.voice.set(id, voice);
    this.time.set(id, time);
    this.start.set(id, start);
    this.end.set(id, end);
    this.prev.set(id, prev);
    this.rows = id + 1;
    return id;
  }

  /**
   * Sets the rows [from, to) of the columns add does not write to their neutral values: no
   * duration, head, flag, value, text, tuplet or syllable, and no next symbol in its voice or
   * in time.
   */
  private setNeutral(from: i32, to: i32): void {
    this.duration.fillRows(from, to, 0);
    this.written.fillRows(from, to, 0);
    this.next.fillRows(from, to, -1);
    this.timeNext.fillRows(from, to, -1);
    this.headStart.fillRows(from, to, 0);
    this.headCount.fillRows(from, to, 0);
    this.flags.fillRows(from, to, 0);
    this.value.fillRows(from, to, 0);
    this.value2.fillRows(from, to, 0);
    this.textStart.fillRows(from, to, -1);
    this.textEnd.fillRows(from, to, -1);
    this.tuplet.fillRows(from, to, -1);
    this.firstSyllable.fillRows(from, to, -1);
  }

  /**
   * Gives every column room for at least `needed` rows (doubling, as a column grows); the new
   * rows hold the neutral values (setNeutral).
   */
  private makeRoom(needed: i32): void {
    const room = max(needed, this.room << 1);
    const rows = this.rows;
    this.kind.reserve(room, rows);
    this.tune.reserve(room, rows);
    this.voice.reserve(room, rows);
    this.staff.reserve(room, rows);
    this.arrangement.reserve(room, rows);
    this.time.reserve(room, rows);
    this.duration.reserve(room, rows);
    this.written.reserve(room, rows);
    this.start.reserve(room, rows);
    this.end.reserve(room, rows);
    this.prev.reserve(room, rows);
    this.next.reserve(room, rows);
    this.timeNext.reserve(room, rows);
    this.headStart.reserve(room, rows);
    this.headCount.reserve(room, rows);
    this.flags.reserve(room, rows);
    this.value.reserve(room, rows);
    this.value2.reserve(room, rows);
    this.textStart.reserve(room, rows);
    this.textEnd.reserve(room, rows);
    this.tuplet.reserve(room, rows);
    this.firstSyllable.reserve(room, rows);
    this.setNeutral(rows, room);
    this.room = room;
  }

  @inline hasFlag(id: i32, bit: i32): bool {
    return (this.flags.get(id) & bit) != 0;
  }

  @inline setFlag(id: i32, bit: i32): void {
    this.flags.set(id, this.flags.get(id) | bit);
  }
}

/** Bits of SymbolTable.flags. The low bits equal abi SymbolFlag. */
export enum SymbolBits {
  Grace = 1,
  /** Invisible rest `x` or invisible bar. */
  Invisible = 2,
  /** The note or rest was preceded by a space (or a bar): a beam may not join it to the left. */
  BeamBreakBefore = 4,
  /** A music line ends after this symbol (a source line end without `\`): a system break. */
  LineBreakAfter = 8,
  /** The symbol starts a repeat ending (volta); its label is [textStart, textEnd). */
  EndingStart = 16,
  /** A slur starts on this note (count in SlurTable). */
  SlurStart = 32,
  /**
   * A bar followed by `|:` with no music between (model export: its text is its source text
   * followed by `:`; see parse/music.ts addBar).
   */
  MergedRepeat = 256,
  /** The note was written as a chord `[...]`. */
  Chord = 64,
  /** A tie ends on this note (some head continues a tied note). */
  TieEnd = 128,
  /** The first grace note of an acciaccatura group `{/...}` (drawn with a slash). */
  Acciaccatura = 512,
  /**
   * Music a `%%repeat` repeats (parse/measureRepeats.ts): played, but not drawn; a measure- or
   * beat-repeat sign is drawn instead, on the symbols whose value2 holds a RepeatSign.
   */
  Repeated = 1024,
  /**
   * A music line ends after this symbol because of a line-break character that %%linebreak
   * names (`$` by default; parse/music.ts): a system break even where source line ends are not.
   */
  ScoreLineBreak = 2048,
}
