/**
 * @fileoverview The music model: struct-of-arrays tables that the parser fills and the layout
 * passes read (DESIGN.md 3.1; STYLE.md 5). Music vocabulary only: nothing here knows about
 * pages, systems or positions, which live in layout/tables.ts.
 *
 * Every symbol carries voice, staff, start time, duration, its source range and links to its
 * neighbours in its voice (prev/next) and in time across voices (timeNext), so that several
 * voices can be laid out against one time line (engine-spec 4, "sort all symbols by time").
 * Ids are indices; -1 means "none".
 */

import { F32Column, I32Column } from "../util/column";

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
    this.kind.append(kind);
    this.tune.append(tune);
    this.voice.append(voice);
    this.staff.append(0);
    this.arrangement.append(0);
    this.time.append(time);
    this.duration.append(0);
    this.written.append(0);
    this.start.append(start);
    this.end.append(end);
    this.prev.append(-1);
    this.next.append(-1);
    this.timeNext.append(-1);
    this.headStart.append(0);
    this.headCount.append(0);
    this.flags.append(0);
    this.value.append(0);
    this.value2.append(0);
    this.textStart.append(-1);
    this.textEnd.append(-1);
    this.tuplet.append(-1);
    this.firstSyllable.append(-1);
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
    this.symbol.append(symbol);
    this.step.append(step);
    this.accidental.append(accidental);
    this.midi.append(0);
    this.tie.append(0);
    this.start.append(start);
    this.end.append(end);
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
  /** First and last symbol of the voice (-1 while it has none). */
  first: I32Column = new I32Column(16);
  last: I32Column = new I32Column(16);
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
    this.last.reset();
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
    this.last.push(-1);
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

/** Tunes (X: fields). Text fields are source ranges, -1 when absent. */
export class TuneTable {
  start: I32Column = new I32Column(16);
  end: I32Column = new I32Column(16);
  xStart: I32Column = new I32Column(16);
  xEnd: I32Column = new I32Column(16);
  titleStart: I32Column = new I32Column(16);
  titleEnd: I32Column = new I32Column(16);
  /** Second T: line, drawn as a subtitle. */
  subtitleStart: I32Column = new I32Column(16);
  subtitleEnd: I32Column = new I32Column(16);
  composerStart: I32Column = new I32Column(16);
  composerEnd: I32Column = new I32Column(16);
  firstVoice: I32Column = new I32Column(16);
  voiceCount: I32Column = new I32Column(16);
  firstSymbol: I32Column = new I32Column(16);
  /** Number of staves of the tune's systems: the most any of its staff arrangements uses. */
  staffCount: I32Column = new I32Column(16);
  /** The tune's staff arrangements, StaffArrangementTable rows [firstArrangement, + count). */
  firstArrangement: I32Column = new I32Column(16);
  arrangementCount: I32Column = new I32Column(16);
  /** One past the last symbol of the tune. */
  endSymbol: I32Column = new I32Column(16);
  /** First symbol in time order (head of the timeNext chain), or -1. */
  timeFirst: I32Column = new I32Column(16);
  hasMusic: I32Column = new I32Column(16);

  @inline get count(): i32 {
    return this.start.length;
  }

  reset(): void {
    this.start.reset();
    this.end.reset();
    this.xStart.reset();
    this.xEnd.reset();
    this.titleStart.reset();
    this.titleEnd.reset();
    this.subtitleStart.reset();
    this.subtitleEnd.reset();
    this.composerStart.reset();
    this.composerEnd.reset();
    this.firstVoice.reset();
    this.voiceCount.reset();
    this.firstSymbol.reset();
    this.staffCount.reset();
    this.firstArrangement.reset();
    this.arrangementCount.reset();
    this.endSymbol.reset();
    this.timeFirst.reset();
    this.hasMusic.reset();
  }

  add(start: i32): i32 {
    const id = this.start.push(start);
    this.end.push(start);
    this.xStart.push(-1);
    this.xEnd.push(-1);
    this.titleStart.push(-1);
    this.titleEnd.push(-1);
    this.subtitleStart.push(-1);
    this.subtitleEnd.push(-1);
    this.composerStart.push(-1);
    this.composerEnd.push(-1);
    this.firstVoice.push(0);
    this.voiceCount.push(0);
    this.firstSymbol.push(0);
    this.staffCount.push(0);
    this.firstArrangement.push(0);
    this.arrangementCount.push(0);
    this.endSymbol.push(0);
    this.timeFirst.push(-1);
    this.hasMusic.push(0);
    return id;
  }
}

/** Lyric syllables of `w:` lines (ABC 2.1 5.1.1), attached to notes. */
export class LyricTable {
  symbol: I32Column = new I32Column(256);
  /** Verse: 0 for the first w: line under a music line, 1 for the second... */
  verse: I32Column = new I32Column(256);
  /** Source range of the syllable's text (may contain `~` and `\-`, printed as space and -). */
  start: I32Column = new I32Column(256);
  end: I32Column = new I32Column(256);
  /** LyricBits. */
  flags: I32Column = new I32Column(256);
  /** Number of following notes the syllable is held over (`_`), for the extender line. */
  extend: I32Column = new I32Column(256);
  /** Next syllable of the same note (another verse), or -1. */
  nextOnNote: I32Column = new I32Column(256);

  @inline get count(): i32 {
    return this.symbol.length;
  }

  reset(): void {
    this.symbol.reset();
    this.verse.reset();
    this.start.reset();
    this.end.reset();
    this.flags.reset();
    this.extend.reset();
    this.nextOnNote.reset();
  }

  add(symbol: i32, verse: i32, start: i32, end: i32, flags: i32): i32 {
    const id = this.symbol.push(symbol);
    this.verse.push(verse);
    this.start.push(start);
    this.end.push(end);
    this.flags.push(flags);
    this.extend.push(0);
    this.nextOnNote.push(-1);
    return id;
  }
}

export enum LyricBits {
  /** A hyphen follows: the word goes on in the next syllable. */
  HyphenAfter = 1,
}

/** Tuplets `(p:q:r` (ABC 2.1 4.13): p notes in the time of q, over the next r notes. */
export class TupletTable {
  first: I32Column = new I32Column(64);
  last: I32Column = new I32Column(64);
  p: I32Column = new I32Column(64);
  q: I32Column = new I32Column(64);

  @inline get count(): i32 {
    return this.first.length;
  }

  reset(): void {
    this.first.reset();
    this.last.reset();
    this.p.reset();
    this.q.reset();
  }

  add(first: i32, p: i32, q: i32): i32 {
    const id = this.first.push(first);
    this.last.push(first);
    this.p.push(p);
    this.q.push(q);
    return id;
  }
}

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

/** Where a chord symbol or annotation goes (ABC 2.1 4.18, 4.19). */
export enum AnnotationPlacement {
  /** `"Am7"`: a chord symbol, above the staff. */
  ChordSymbol = 0,
  /** `"^text"`, above. */
  Above = 1,
  /** `"_text"`, below. */
  Below = 2,
  /** `"<text"`, left of the note. */
  Left = 3,
  /** `">text"`, right of the note. */
  Right = 4,
  /** `"@x,y text"`: at an offset from the note. */
  Free = 5,
}

/**
 * Chord symbols and annotations `"..."` (ABC 2.1 4.18, 4.19), in the order of their symbols.
 * The text is source[start, end) without the placement character (and for `@`, without the
 * offsets, which are in x, y: units of the engine's layout, as written).
 */
export class AnnotationTable {
  symbol: I32Column = new I32Column(64);
  start: I32Column = new I32Column(64);
  end: I32Column = new I32Column(64);
  placement: I32Column = new I32Column(64);
  x: F32Column = new F32Column(64);
  y: F32Column = new F32Column(64);
  /** The drawn transposition of the symbol's voice, in fifths, for a chord symbol's note names. */
  transposeFifths: I32Column = new I32Column(64);

  @inline get count(): i32 {
    return this.symbol.length;
  }

  reset(): void {
    this.symbol.reset();
    this.start.reset();
    this.end.reset();
    this.placement.reset();
    this.x.reset();
    this.y.reset();
    this.transposeFifths.reset();
  }

  /** Adds an annotation waiting for its symbol (symbol -1 until attached). */
  add(start: i32, end: i32, placement: i32, x: f32, y: f32): i32 {
    const id = this.symbol.push(-1);
    this.start.push(start);
    this.end.push(end);
    this.placement.push(placement);
    this.x.push(x);
    this.y.push(y);
    this.transposeFifths.push(0);
    return id;
  }

  /** Exchanges rows `a` and `b` (every column: keep in step with the columns above). */
  swap(a: i32, b: i32): void {
    swapInts(this.symbol, a, b);
    swapInts(this.start, a, b);
    swapInts(this.end, a, b);
    swapInts(this.placement, a, b);
    swapInts(this.transposeFifths, a, b);
    const x = this.x.get(a);
    this.x.set(a, this.x.get(b));
    this.x.set(b, x);
    const y = this.y.get(a);
    this.y.set(a, this.y.get(b));
    this.y.set(b, y);
  }
}

/** Exchanges entries `a` and `b` of `column`. */
function swapInts(column: I32Column, a: i32, b: i32): void {
  const value = column.get(a);
  column.set(a, column.get(b));
  column.set(b, value);
}

/** Kinds of staff groups of %%score / %%staves (engine-spec 3 "System"). */
export enum StaffGroupKind {
  /** `{...}`: a brace, as for the two staves of a keyboard part. */
  Brace = 1,
  /** `[...]`: a bracket, as for the voices of a choir. */
  Bracket = 2,
}

/** Braces and brackets joining staves [firstStaff, lastStaff] of a tune's system. */
export class StaffGroupTable {
  tune: I32Column = new I32Column(16);
  /** Which of the tune's staff arrangements the group belongs to (0: the first). */
  arrangement: I32Column = new I32Column(16);
  kind: I32Column = new I32Column(16);
  firstStaff: I32Column = new I32Column(16);
  lastStaff: I32Column = new I32Column(16);

  @inline get count(): i32 {
    return this.tune.length;
  }

  reset(): void {
    this.tune.reset();
    this.arrangement.reset();
    this.kind.reset();
    this.firstStaff.reset();
    this.lastStaff.reset();
  }

  add(tune: i32, arrangement: i32, kind: i32, firstStaff: i32, lastStaff: i32): i32 {
    const id = this.tune.push(tune);
    this.arrangement.push(arrangement);
    this.kind.push(kind);
    this.firstStaff.push(firstStaff);
    this.lastStaff.push(lastStaff);
    return id;
  }
}

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

/** Slurs `(` ... `)` (ABC 2.1 4.11), from the note after `(` to the note before `)`. */
export class SlurTable {
  first: I32Column = new I32Column(64);
  last: I32Column = new I32Column(64);
  /** 1 for a dotted slur `.(` (ABC 2.1 4.11). */
  dotted: I32Column = new I32Column(64);

  @inline get count(): i32 {
    return this.first.length;
  }

  reset(): void {
    this.first.reset();
    this.last.reset();
    this.dotted.reset();
  }

  add(first: i32, last: i32, dotted: bool = false): i32 {
    const id = this.first.push(first);
    this.last.push(last);
    this.dotted.push(dotted ? 1 : 0);
    return id;
  }
}

/**
 * Text fields drawn as text (ABC 2.1 3.1; parse/headerFields.ts records them): in the header
 * T: (title, subtitles), C: (composers), O: (origin), P: (the order of parts), W: (words after
 * the tune) and the fields abc2svg draws only under %%writefields (R: A: B: S: N: H: Z: D:); in
 * the body T: (a section title), P: (a part label) and W:. Each is the trimmed value
 * source[start, end) of field `letter` (its character code).
 */
export class TextFieldTable {
  tune: I32Column = new I32Column(32);
  letter: I32Column = new I32Column(32);
  start: I32Column = new I32Column(32);
  end: I32Column = new I32Column(32);
  /** Voice the field was met in (body fields): -1 in the header, -2 in the body before any voice. */
  voice: I32Column = new I32Column(32);
  /** Last symbol of that voice before the field (the field labels the one after it), or -1. */
  after: I32Column = new I32Column(32);

  @inline get count(): i32 {
    return this.tune.length;
  }

  reset(): void {
    this.tune.reset();
    this.letter.reset();
    this.start.reset();
    this.end.reset();
    this.voice.reset();
    this.after.reset();
  }

  add(tune: i32, letter: i32, start: i32, end: i32, voice: i32, after: i32): i32 {
    const id = this.tune.push(tune);
    this.letter.push(letter);
    this.start.push(start);
    this.end.push(end);
    this.voice.push(voice);
    this.after.push(after);
    return id;
  }
}

/**
 * Decorations defined by `%%deco NAME FUNCTION GLYPH HEIGHT WL WR [TEXT]` (abc2svg 1.22.1,
 * parse/decorations.ts defineDecoration): source ranges of the name, the glyph (or text style)
 * and the text (start -1 when none), and the drawing function number (0..10). A use `!NAME!`
 * takes the last definition before it.
 */
export class DecoDefinitionTable {
  nameStart: I32Column = new I32Column(16);
  nameEnd: I32Column = new I32Column(16);
  func: I32Column = new I32Column(16);
  glyphStart: I32Column = new I32Column(16);
  glyphEnd: I32Column = new I32Column(16);
  textStart: I32Column = new I32Column(16);
  textEnd: I32Column = new I32Column(16);

  @inline get count(): i32 {
    return this.nameStart.length;
  }

  reset(): void {
    this.nameStart.reset();
    this.nameEnd.reset();
    this.func.reset();
    this.glyphStart.reset();
    this.glyphEnd.reset();
    this.textStart.reset();
    this.textEnd.reset();
  }

  add(nameStart: i32, nameEnd: i32, func: i32, glyphStart: i32, glyphEnd: i32, textStart: i32, textEnd: i32): i32 {
    const id = this.nameStart.push(nameStart);
    this.nameEnd.push(nameEnd);
    this.func.push(func);
    this.glyphStart.push(glyphStart);
    this.glyphEnd.push(glyphEnd);
    this.textStart.push(textStart);
    this.textEnd.push(textEnd);
    return id;
  }
}
