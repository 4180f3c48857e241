/**
 * @fileoverview The music model's table of symbols: every note, rest, bar, clef, key, meter, ...
 * of every voice, with its time, source range and links (the row the parser makes per symbol)
 * (model/tables.ts says what the model tables share).
 */

import { I32Column } from "../../util/column";

/** Kind-specific fields of SymbolTable.value / value2 are documented on each kind's parser. */
export class SymbolTable {
  kind: I32Column = new I32Column(1024);
  tune: I32Column = new I32Column(1024);
  voice: I32Column = new I32Column(1024);
  /**
   * The staff the symbol is drawn on (-1: none), and the staff arrangement it was read under
   * (a StaffArrangementTable row); both set at the tune's end (parse/score.ts).
   */
  staff: I32Column = new I32Column(1024);
  arrangement: I32Column = new I32Column(1024);
  /** Start time in ticks from the start of the tune (abi Model.TicksPerWhole per whole note). */
  time: I32Column = new I32Column(1024);
  /** Played duration in ticks (tuplets and broken rhythm applied); 0 for non-timed symbols. */
  duration: I32Column = new I32Column(1024);
  /** Written (notated) duration in ticks: what the notehead, dots and flags show. */
  written: I32Column = new I32Column(1024);
  /** Source range [start, end). */
  start: I32Column = new I32Column(1024);
  end: I32Column = new I32Column(1024);
  /** Previous and next symbol of the same voice. */
  prev: I32Column = new I32Column(1024);
  next: I32Column = new I32Column(1024);
  /** Next symbol in time order over all voices of the tune (built by sortByTime). */
  timeNext: I32Column = new I32Column(1024);
  /** Notes: the heads [headStart, headStart + headCount) in HeadTable, lowest pitch first. */
  headStart: I32Column = new I32Column(1024);
  headCount: I32Column = new I32Column(1024);
  /** Flags: SymbolBits. */
  flags: I32Column = new I32Column(1024);
  /** Kind-specific values: bar type, clef, key, meter (see the parsers). */
  value: I32Column = new I32Column(1024);
  value2: I32Column = new I32Column(1024);
  /** A text attached to the symbol, as a source range (repeat-ending label of a bar). */
  textStart: I32Column = new I32Column(1024);
  textEnd: I32Column = new I32Column(1024);
  /** Tuplet the note or rest belongs to (TupletTable index), or -1. */
  tuplet: I32Column = new I32Column(1024);
  /** First lyric syllable attached to this note (LyricTable index), or -1. */
  firstSyllable: I32Column = new I32Column(1024);

  @inline get count(): i32 {
    return this.kind.length;
  }

  reset(): void {
    this.kind.reset();
    this.tune.reset();
    this.voice.reset();
    this.staff.reset();
    this.arrangement.reset();
    this.time.reset();
    this.duration.reset();
    this.written.reset();
    this.start.reset();
    this.end.reset();
    this.prev.reset();
    this.next.reset();
    this.timeNext.reset();
    this.headStart.reset();
    this.headCount.reset();
    this.flags.reset();
    this.value.reset();
    this.value2.reset();
    this.textStart.reset();
    this.textEnd.reset();
    this.tuplet.reset();
    this.firstSyllable.reset();
  }

  /** Rows every column has room for (see add). */
  private room: i32 = 0;

  /**
   * Appends a symbol with every field set to its neutral value; returns its id. The columns
   * grow together: one check for room per symbol, not one per column (the parse adds every
   * symbol here, and 22 checks made it one of the core's hottest functions).
   */
  add(kind: i32, tune: i32, voice: i32, time: i32, start: i32, end: i32): i32 {
    const id = this.kind.length;
    if (id >= this.room) this.makeRoom(id + 1);
    this.kind.appendAt(id, kind);
    this.tune.appendAt(id, tune);
    this.voice.appendAt(id, voice);
    this.staff.appendAt(id, 0);
    this.arrangement.appendAt(id, 0);
    this.time.appendAt(id, time);
    this.duration.appendAt(id, 0);
    this.written.appendAt(id, 0);
    this.start.appendAt(id, start);
    this.end.appendAt(id, end);
    this.prev.appendAt(id, -1);
    this.next.appendAt(id, -1);
    this.timeNext.appendAt(id, -1);
    this.headStart.appendAt(id, 0);
    this.headCount.appendAt(id, 0);
    this.flags.appendAt(id, 0);
    this.value.appendAt(id, 0);
    this.value2.appendAt(id, 0);
    this.textStart.appendAt(id, -1);
    this.textEnd.appendAt(id, -1);
    this.tuplet.appendAt(id, -1);
    this.firstSyllable.appendAt(id, -1);
    return id;
  }

  /** Gives every column room for at least `rows` rows (doubling, as a column grows). */
  private makeRoom(rows: i32): void {
    const room = max(rows, this.room << 1);
    this.kind.reserve(room);
    this.tune.reserve(room);
    this.voice.reserve(room);
    this.staff.reserve(room);
    this.arrangement.reserve(room);
    this.time.reserve(room);
    this.duration.reserve(room);
    this.written.reserve(room);
    this.start.reserve(room);
    this.end.reserve(room);
    this.prev.reserve(room);
    this.next.reserve(room);
    this.timeNext.reserve(room);
    this.headStart.reserve(room);
    this.headCount.reserve(room);
    this.flags.reserve(room);
    this.value.reserve(room);
    this.value2.reserve(room);
    this.textStart.reserve(room);
    this.textEnd.reserve(room);
    this.tuplet.reserve(room);
    this.firstSyllable.reserve(room);
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
