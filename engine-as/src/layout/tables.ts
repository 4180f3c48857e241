/**
 * @fileoverview Layout tables (page vocabulary, STYLE.md 3): what the layout passes compute for
 * the model's symbols and heads, and the systems, beam groups and pages they build. The model
 * tables (model/tables.ts) are never written by layout; everything positional lives here.
 *
 * Columns indexed by symbol id or head id are resized to the model's counts at the start of
 * each render (layout/collectSymbols.ts); the other tables grow by `add`. Every column keeps its
 * storage across renders (util/column.ts), so a render allocates only while its input grows.
 *
 * Units: staff spaces (sp). x is measured from the page's left edge once systems are justified;
 * y values stored per symbol are relative to the top line of the symbol's staff (down is
 * positive), because a system's place on its page is known only after pagination.
 */

import { F32Column, I32Column } from "../util/column";
import { SpanTable } from "./spanTable";
import { StaffTextTable } from "./staffTextTable";
import { AttachmentTables } from "./attachmentTables";

/** Bits of LayoutTables.bits (per symbol). */
export enum LayoutBits {
  /**
   * The symbol is drawn in the time columns: it is of a drawable kind (grace notes are drawn
   * apart, by placeGraceNotes / writeGraceNotes; tempo and parts are not drawn yet).
   */
  Drawn = 1,
  /** A system ends after this symbol (the model's LineBreakAfter, moved to a drawn symbol). */
  BreakAfter = 2,
  /** A clef, key or meter at the start of a system, drawn in the system's header instead. */
  InHeader = 4,
  /** The note's stem points up (also set on stemless notes whose chords lean right). */
  StemUp = 8,
  /** The note has no stem (whole notes and longer). */
  Stemless = 16,
  /** The note belongs to a beam group of two or more notes (no flag drawn). */
  Beamed = 32,
  /** A rest alone in its measure: drawn as a whole rest centred in the measure (Gould p. 160). */
  MeasureRest = 64,
  /** A system must end after this symbol: a line-break character of %%linebreak (`$`). */
  ForcedBreakAfter = 128,
  /**
   * A written slur starts at this note's grace notes (`({a}g2 f)`), so no grace slur is added
   * to them (graceSlurs.ts): the written one already joins them to the note.
   */
  GraceSlurWritten = 256,
}

/** Bits of LayoutTables.columnBits. */
export enum ColumnBits {
  /** Every member is a clef, key or meter: at a system's start the column goes in the header. */
  HeaderOnly = 1,
  /** A member is a note or rest (its duration sets the space after the column). */
  Timed = 2,
  /** A member ends a music line of the tune's first voice: the system ends after the column. */
  BreakAfter = 4,
  /**
   * A directive acting between systems (%%newpage, %%vskip, %%multicol) follows the column: the
   * system ends after it whatever the line-break settings (layout/formatEvents.ts).
   */
  DirectiveBreakAfter = 8,
  /**
   * A line-break character that %%linebreak names (`$`) follows a member: the system ends after
   * the column whatever the source line ends do, and is justified as any other line.
   */
  CharacterBreakAfter = 16,
}

export class LayoutTables {
  /** Page on which each tune starts (indexed by tune; read by the model export). */
  tuneFirstPage: I32Column = new I32Column(16);

  // ---- Per tune ----------------------------------------------------------------------------
  /** The tune's drawn symbols are sequence[tuneSequenceStart, tuneSequenceEnd). */
  tuneSequenceStart: I32Column = new I32Column(16);
  tuneSequenceEnd: I32Column = new I32Column(16);
  /** The tune's systems are [tuneFirstSystem, tuneFirstSystem + tuneSystemCount). */
  tuneFirstSystem: I32Column = new I32Column(16);
  tuneSystemCount: I32Column = new I32Column(16);
  /** Systems of the tune (its records / their stride), for the host (countTuneSystems). */
  tuneSystems: I32Column = new I32Column(16);
  /**
   * Page and y of the top of the tune's title block (y in the tune's own staff spaces from the
   * page top: page sp / pageGeometry tuneScale, as the other positions paginate records).
   */
  tuneTitlePage: I32Column = new I32Column(16);
  tuneTitleY: F32Column = new F32Column(16);
  /** Page and y (the tune's sp from the page top) of the top of the tune's words block (W:, wordsBlock.ts). */
  tuneWordsPage: I32Column = new I32Column(16);
  tuneWordsY: F32Column = new F32Column(16);
  /**
   * The tune's first row of words in wordsRowPage / wordsRowY: each row of its words block (a
   * pair of verses side by side, or a verse alone; wordsBlock.ts) is a block of its own, with its
   * page and top y (the tune's sp from the page top).
   */
  tuneWordsFirstRow: I32Column = new I32Column(16);
  wordsRowPage: I32Column = new I32Column(16);
  wordsRowY: F32Column = new F32Column(16);

  // ---- Per text block (ctx.textBlocks, layout/textBlocks.ts) ---------------------------------
  /** Page (-1: not drawn), top y and left x (sp), line width (sp) and tune of each text block. */
  textBlockPage: I32Column = new I32Column(8);
  textBlockY: F32Column = new F32Column(8);
  textBlockLeft: F32Column = new F32Column(8);
  textBlockWidth: F32Column = new F32Column(8);
  textBlockTune: I32Column = new I32Column(8);
  /**
   * The scale the block is drawn at, over the page's (pageGeometry tuneScale: a block in a tune
   * of its own %%scale is set in the tune's staff spaces, its y, left and width in them too).
   */
  textBlockScale: F32Column = new F32Column(8);

  /** The tune's time columns are [tuneColumnStart, tuneColumnEnd). */
  tuneColumnStart: I32Column = new I32Column(16);
  tuneColumnEnd: I32Column = new I32Column(16);
  /** Ticks that get a quarter's space in the tune (spacing.ts setSpacingUnit). */
  tuneSpacingUnit: I32Column = new I32Column(16);

  // ---- The drawing order ---------------------------------------------------------------------
  /**
   * Drawn symbols of every tune, voice after voice (each voice's run contiguous and in its
   * own order: voiceSequenceStart/End), tune after tune.
   */
  sequence: I32Column = new I32Column(1024);

  // ---- Per voice (indexed by model voice id) -------------------------------------------------
  /** The voice's drawn symbols are sequence[voiceSequenceStart, voiceSequenceEnd). */
  voiceSequenceStart: I32Column = new I32Column(16);
  voiceSequenceEnd: I32Column = new I32Column(16);
  /** Scratch of collectSymbols: the last time column the voice joined. */
  voiceColumn: I32Column = new I32Column(16);

  // ---- Per entry of a staff arrangement (model StaffArrangementTable; staffPlacement.ts) --------
  /** 1 when the voice is the first on its staff: it draws the staff lines and the header. */
  entryLeads: I32Column = new I32Column(16);
  /**
   * Stem direction forced by a shared staff (Gould pp. 358-362): 1 up for the staff's first
   * voice, -1 down for the others, 0 free when the voice has its staff to itself.
   */
  entryStem: I32Column = new I32Column(16);

  // ---- Time columns: drawn symbols of all voices that share one x ------------------------------
  /**
   * Members of column c are columnMember[columnFirst(c), columnFirst(c) + columnSize(c)), in
   * time order.
   */
  columnMember: I32Column = new I32Column(1024);
  columnFirst: I32Column = new I32Column(1024);
  columnSize: I32Column = new I32Column(1024);
  /** Start time (ticks) of the column, and the kind class of its members (collectSymbols). */
  columnTime: I32Column = new I32Column(1024);
  columnClass: I32Column = new I32Column(1024);
  /** ColumnBits. */
  columnBits: I32Column = new I32Column(1024);
  /**
   * Distances from the previous column of the same system (or from the header's end): the
   * least allowed and the ideal (spacing.ts), set by breakLines for justifySystems.
   */
  columnMinimum: F32Column = new F32Column(1024);
  columnIdeal: F32Column = new F32Column(1024);
  /**
   * breakLines' scan of a whole segment (the music up to the next forced break): each column's
   * tightest x from the segment's first column, the column after the segment and the segment's
   * tightest width (-1, 0: none scanned yet). Later systems of the segment read what is left of
   * it here instead of scanning to its end again, which made long segments quadratic.
   * scannedSegmentLead is what stood before the segment's first column on its first system (the
   * indent, the header and the first column's distance from it, sp), which abc2svg 1.22.1 goes
   * on counting in what is left of the segment (breakLines.ts).
   */
  columnSegmentX: F32Column = new F32Column(1024);
  /**
   * Per symbol (indexed by symbol id), breakLines: its least distance from the symbol before it
   * on its staff (spacing.ts minimumDistance) as the scan of the segment that holds it found it,
   * which the segment's later systems read rather than compute again. Valid only for the
   * symbols of the segment last scanned (columns before scannedSegmentEnd) and only inside
   * breakLines; not cleared (breakLines sizes it).
   */
  segmentDistance: F32Column = new F32Column(1024);
  scannedSegmentEnd: i32 = -1;
  scannedSegmentWidth: f32 = 0;
  scannedSegmentLead: f32 = 0;

  // ---- Per symbol (indexed by symbol id) ----------------------------------------------------
  /** LayoutBits. */
  bits: I32Column = new I32Column(1024);
  /**
   * The symbol's entry in the staff arrangement it was read under (model StaffArrangementTable:
   * its voice's staff there; entryLeads, entryStem), or -1 when it is not drawn.
   */
  placement: I32Column = new I32Column(1024);
  /** x of the symbol's origin (notehead or glyph left edge, bar's left edge), sp from page left. */
  x: F32Column = new F32Column(1024);
  /** Room the symbol needs left and right of its x (accidentals, dots, flags, lyrics). */
  widthLeft: F32Column = new F32Column(1024);
  widthRight: F32Column = new F32Column(1024);
  /**
   * Notes and rests: how far right of x the widest lyric syllable reaches (sp of the page, its
   * staff's scale applied; 0 without one). It
   * is not in widthRight: a syllable may hang over the unsung notes after it (spacing.ts).
   */
  lyricRight: F32Column = new F32Column(1024);
  /**
   * Notes and rests: how far left of x the widest-leading lyric syllable starts (sp of the page,
   * as lyricRight; 0 without one; negative when every syllable starts right of x). Read by
   * spacing.ts.
   */
  lyricLeft: F32Column = new F32Column(1024);
  /**
   * How far right of x the symbol's chord symbols and annotations on the lines above and below
   * the staff reach (sp, 0 without one; in sp of the page once staffScale.ts scaleStaffWidths
   * ran, as widthRight); not in widthRight either (placeAnnotations.ts).
   */
  chordSymbolRight: F32Column = new F32Column(1024);
  /**
   * How far left of x the symbol's chord symbols and annotations on the lines above and below
   * the staff start (sp, 0 without one); not in widthLeft: such a text may hang over the bar
   * line or the notes before it, but not over the text before it (breakLines.ts).
   */
  chordSymbolLeft: F32Column = new F32Column(1024);
  /** System the symbol is drawn in, or -1. */
  system: I32Column = new I32Column(1024);
  /** Notes and rests: the notehead or rest glyph (SMuFL code point); clefs: the clef glyph. */
  glyph: I32Column = new I32Column(1024);
  /** Notes and rests: augmentation dots and flags (beams) the written duration asks for. */
  dots: I32Column = new I32Column(1024);
  flags: I32Column = new I32Column(1024);
  /** Notes: y of the stem's far end, sp below the staff's top line. */
  stemTip: F32Column = new F32Column(1024);
  /** Notes: beam group (index into the beam columns), or -1. */
  beam: I32Column = new I32Column(1024);
  /** Diatonic step on the staff's bottom line for this symbol (the clef in force). */
  bottomStep: I32Column = new I32Column(1024);
  /** Keys: the key in force before this one (its accidentals may need cancelling). */
  previousKey: I32Column = new I32Column(1024);
  /** Index of the drawn symbol in layout.sequence, or -1. */
  order: I32Column = new I32Column(1024);
  /** Time column of the drawn symbol (the x it shares with other voices), or -1. */
  column: I32Column = new I32Column(1024);
  /** Number of the measure after a bar (layout/barNumbers.ts), 0 when not numbered. */
  barNumber: I32Column = new I32Column(1024);
  /**
   * Notes: x offset from the column's x, moving a voice's note aside where it would collide
   * with another voice's on the same staff (placeVoiceHeads).
   */
  voiceShift: F32Column = new F32Column(1024);
  /** How many notes placeVoiceHeads moved aside (voiceShift > 0): none, moveShiftedAccidentals walks nothing. */
  shiftedNotes: i32 = 0;
  /** Rests: staff position of the rest glyph's origin (moved up or down on a shared staff). */
  restPosition: I32Column = new I32Column(1024);

  // ---- Per head (indexed by head id) --------------------------------------------------------
  /** Staff position: steps above the bottom line (lines are even: 0, 2, ... 8). */
  headPosition: I32Column = new I32Column(1024);
  /** x of the head relative to the note's x (non-zero for the displaced head of a second). */
  headShift: F32Column = new F32Column(1024);
  /** x of the accidental's glyph origin relative to the note's x (negative: left of the head). */
  accidentalShift: F32Column = new F32Column(1024);
  /** How many notes calcStems found with an accidental: none, clearVoiceAccidentals walks nothing. */
  accidentalNotes: i32 = 0;
  /** How many notes calcStems found with a tied head (HeadTable.tie): none, placeTies walks nothing. */
  tiedNotes: i32 = 0;
  /** How many rests markMeasureRests made whole-measure rests: none, centreMeasureRests walks nothing for them. */
  measureRests: i32 = 0;
  /** Staff position of the head's augmentation dots (a space: odd). */
  dotPosition: I32Column = new I32Column(1024);

  // ---- Per lyric syllable (indexed by LyricTable id) ----------------------------------------------
  /** Width of the syllable's text in sp (measured once, by setWidths). */
  syllableWidth: F32Column = new F32Column(256);

  // ---- Beam groups ----------------------------------------------------------------------------
  /**
   * First and last note of the group (symbol ids) and its number of notes; the notes are
   * sequence[beamStart, beamStart + beamCount), contiguous because nothing drawn parts them.
   */
  beamStart: I32Column = new I32Column(256);
  beamFirst: I32Column = new I32Column(256);
  beamLast: I32Column = new I32Column(256);
  beamCount: I32Column = new I32Column(256);
  /** 1 when the group's stems point up. */
  beamStemUp: I32Column = new I32Column(256);
  /** The beam's outer edge: y at the first stem (sp below the staff top) and slope (sp per sp). */
  beamY: F32Column = new F32Column(256);
  beamSlope: F32Column = new F32Column(256);
  /** x of the first stem (page x), where beamY is measured. */
  beamX: F32Column = new F32Column(256);

  // ---- Curves: ties and slurs, one record per drawn piece ---------------------------------------
  /** abi CurveRole, the source range its element carries, and the system it is drawn in. */
  curveRole: I32Column = new I32Column(256);
  curveStart: I32Column = new I32Column(256);
  curveEnd: I32Column = new I32Column(256);
  curveSystem: I32Column = new I32Column(256);
  /** Next curve of the same system, or -1 (each system's curves form a list from systemFirstCurve). */
  curveNext: I32Column = new I32Column(256);
  /** The cubic Bézier of the curve's middle line: page x, y relative to the staff's top line. */
  curveX0: F32Column = new F32Column(256);
  curveY0: F32Column = new F32Column(256);
  curveC1X: F32Column = new F32Column(256);
  curveC1Y: F32Column = new F32Column(256);
  curveC2X: F32Column = new F32Column(256);
  curveC2Y: F32Column = new F32Column(256);
  curveX3: F32Column = new F32Column(256);
  curveY3: F32Column = new F32Column(256);
  /** The voice scale (V: scale=) the curve is drawn at: its thickness is scaled by it (a tie's). */
  curveScale: F32Column = new F32Column(256);

  // ---- Tuplets (indexed by model tuplet id) -------------------------------------------------------
  /** System the tuplet's number is drawn in, or -1 (not drawn: other voice, or split by a break). */
  tupletSystem: I32Column = new I32Column(64);
  /** Next tuplet of the same system, or -1 (list from systemFirstTuplet). */
  tupletNext: I32Column = new I32Column(64);
  /** Horizontal span (page x) of the tuplet's notes, and the y of the number's baseline. */
  tupletLeft: F32Column = new F32Column(64);
  tupletRight: F32Column = new F32Column(64);
  tupletY: F32Column = new F32Column(64);
  /** 1 when the number (and bracket) is above the notes. */
  tupletAbove: I32Column = new I32Column(64);
  /** 1 when a bracket is drawn (the notes are not exactly one beam group). */
  tupletBracket: I32Column = new I32Column(64);

  // ---- Systems --------------------------------------------------------------------------------
  /*
   * A system of a tune with V voices is V consecutive records, one per voice in voice order
   * (systemStride = V): each record holds one voice's run of symbols in the system and is drawn
   * on its voice's staff (systemStaff). The records of one system share its columns, x range
   * and width; a record's counterpart in the next system is systemStride records on.
   */
  /** Tune of the record; its symbols (one voice's) are sequence[systemStart, systemEnd). */
  systemTune: I32Column = new I32Column(64);
  systemStart: I32Column = new I32Column(64);
  systemEnd: I32Column = new I32Column(64);
  /** Voice and staff of the record, the records per system, and whether it draws the staff. */
  systemVoice: I32Column = new I32Column(64);
  systemStaff: I32Column = new I32Column(64);
  systemStride: I32Column = new I32Column(64);
  systemLeads: I32Column = new I32Column(64);
  /** The staff arrangement (model StaffArrangementTable row) of the system. */
  systemArrangement: I32Column = new I32Column(64);
  /**
   * The scale of the record's staff (V: staffscale= of the voice that leads it; staffScale.ts):
   * after scaleStaves, the record's x values (its symbols', systemLeft, systemWidth,
   * systemHeaderWidth) are in the staff's own units, page x / scale, and it is drawn scaled.
   */
  systemScale: F32Column = new F32Column(64);
  /** The system's time columns [systemColumnStart, systemColumnEnd) (header columns excluded). */
  systemColumnStart: I32Column = new I32Column(64);
  systemColumnEnd: I32Column = new I32Column(64);
  /** Header state: clef (ClefType) and octave, key (sharps > 0, flats < 0), meter display. */
  systemClef: I32Column = new I32Column(64);
  systemClefOctave: I32Column = new I32Column(64);
  systemKey: I32Column = new I32Column(64);
  /** MeterDisplay code or packed fraction; MeterDisplay.None when no time signature is drawn. */
  systemMeter: I32Column = new I32Column(64);
  /** The meter symbol drawn in the header (for its element's source range), or -1. */
  systemMeterSymbol: I32Column = new I32Column(64);
  systemClefSymbol: I32Column = new I32Column(64);
  systemKeySymbol: I32Column = new I32Column(64);
  /** Page x of the staff's left end and its length (sp). */
  systemLeft: F32Column = new F32Column(64);
  systemWidth: F32Column = new F32Column(64);
  /** Width of the header (clef, key, time signature) from the staff's left end. */
  systemHeaderWidth: F32Column = new F32Column(64);
  /** Extents beyond the staff: sp above the top line, sp below the bottom line. */
  systemAbove: F32Column = new F32Column(64);
  /** What sticks out above / hangs below the record's staff with its stems left out (calcExtents; paginate stacks a system's staves by them). */
  systemStaffAbove: F32Column = new F32Column(64);
  systemStaffBelow: F32Column = new F32Column(64);
  systemBelow: F32Column = new F32Column(64);
  /**
   * What the record's music sticks out above / hangs below its staff with its stems but without
   * the line's header (systemBody*), and what the header's clef and key do (systemHeader*, with
   * abc2svg's margins): the staves of a system meet header to header and music to music
   * (calcExtents, paginate stackStaves).
   */
  systemBodyAbove: F32Column = new F32Column(64);
  systemBodyBelow: F32Column = new F32Column(64);
  systemHeaderAbove: F32Column = new F32Column(64);
  systemHeaderBelow: F32Column = new F32Column(64);
  /** Lyrics: number of verse lines, and the baseline of the first one (sp below the top line). */
  systemVerses: I32Column = new I32Column(64);
  systemLyricBaseline: F32Column = new F32Column(64);
  /**
   * Page and the y of the staff's top line on it (sp from the page top). Within paginate, from
   * stackSystems until its placing loop, systemTop holds the staff's offset below the system's
   * top staff instead (paginate.ts).
   */
  systemPage: I32Column = new I32Column(64);
  systemTop: F32Column = new F32Column(64);
  /** Whether the record's staff is drawn in its system (paginate's stackSystems, from staffVisible), for writePages. */
  systemShown: I32Column = new I32Column(64);
  /** y of repeat-ending brackets in the system (sp below the top line; negative: above). */
  systemEndingY: F32Column = new F32Column(64);
  /** The spacing factor justification chose (distance = max(minimum, factor * ideal)). */
  systemStretch: F32Column = new F32Column(64);
  /**
   * The bar ending the previous system when it opens a repeat (`|:` or `::`): this system then
   * starts with the repeat sign after its header (abc2svg moves it there), else -1.
   */
  systemRepeatBar: I32Column = new I32Column(64);
  /** Heads of the system's lists of curves and tuplets, or -1. */
  systemFirstCurve: I32Column = new I32Column(64);
  systemFirstTuplet: I32Column = new I32Column(64);

  // ---- Per staff of the system being stacked or written (paginate, writePages) -------------------
  /** What the staff's records stick out above and below it, and its top line below the top staff's. */
  staffAbove: F32Column = new F32Column(16);
  staffBelow: F32Column = new F32Column(16);
  /** The same with stems left out (systemStaffAbove / Below): what the gap between two staves holds. */
  staffGapAbove: F32Column = new F32Column(16);
  staffGapBelow: F32Column = new F32Column(16);
  /** The same from systemBody* and systemHeader* (see there). */
  staffBodyAbove: F32Column = new F32Column(16);
  staffBodyBelow: F32Column = new F32Column(16);
  staffHeaderAbove: F32Column = new F32Column(16);
  staffHeaderBelow: F32Column = new F32Column(16);
  staffOffset: F32Column = new F32Column(16);
  /** 1 when the staff is drawn: one of its voices has symbols in the system. */
  staffVisible: I32Column = new I32Column(16);
  /** The staff's scale (systemScale of its records): its height is STAFF_HEIGHT times it. */
  staffScale: F32Column = new F32Column(16);

  /** Chord symbols, annotations and decorations: where each is drawn (attachmentTables.ts). */
  attachments: AttachmentTables = new AttachmentTables();
  /** Tempo marks and part labels over the staff (staffTexts.ts). */
  staffTexts: StaffTextTable = new StaffTextTable();
  /** Hairpins, ottava and trill lines (decorationSpans.ts). */
  spans: SpanTable = new SpanTable();
  /**
   * Per model symbol: staff steps its heads are drawn off by under an ottava (decorationSpans.ts
   * markOttavaShifts; 0 elsewhere).
   */
  ottavaShift: I32Column = new I32Column(1024);
  /**
   * Per model symbol, notes: the sides of the staff on which the note's heads need ledger lines,
   * 1 below (a head at staff position -2 or lower), 2 above (10 or higher), 3 both, 0 none
   * (identifyNotes, with the heads' positions). Line breaking asks it of both notes of every
   * pair of neighbours in every candidate line (spacing.ts minimumDistance).
   */
  ledgerSides: I32Column = new I32Column(1024);

  // ---- Scratch (a pass's working space, valid only inside one pass) ------------------------------
  scratch: I32Column = new I32Column(64);
  scratchWidth: F32Column = new F32Column(64);
  /** Per staff, breakLines: how far right the last lyric syllable reaches at the tightest spacing. */
  scratchLyricReach: F32Column = new F32Column(64);
  /** Per staff, breakLines: how far right the last chord symbol reaches at the tightest spacing. */
  scratchChordSymbolReach: F32Column = new F32Column(64);

  @inline get systemCount(): i32 {
    return this.systemTune.length;
  }

  /** The last symbol of the same voice's record in the system before `system` of its tune, or -1. */
  previousSystemLast(system: i32): i32 {
    const previous = system - this.systemStride.get(system);
    if (previous < 0 || this.systemTune.get(previous) != this.systemTune.get(system)) return -1;
    const start = this.systemStart.get(previous);
    const end = this.systemEnd.get(previous);
    return end > start ? this.sequence.get(end - 1) : -1;
  }

  /** Whether symbol `id` is the last of its record and a later system of its tune follows. */
  endsSystemBeforeAnother(id: i32): bool {
    const system = this.system.get(id);
    if (system < 0) return false;
    const next = system + this.systemStride.get(system);
    if (next >= this.systemCount) return false;
    const end = this.systemEnd.get(system);
    return this.systemTune.get(next) == this.systemTune.get(system) && end > this.systemStart.get(system) && this.sequence.get(end - 1) == id;
  }

  @inline get columnCount(): i32 {
    return this.columnFirst.length;
  }

  /**
   * Adds an empty time column at `time` for symbols of kind class `kindClass`; its members'
   * place in columnMember is set once the tune's columns are all known (collectSymbols).
   */
  addColumn(time: i32, kindClass: i32): i32 {
    const id = this.columnFirst.length;
    if (id >= this.columnRoom) this.makeColumnRoom(id + 1);
    this.columnFirst.appendAt(id, 0);
    this.columnSize.appendAt(id, 0);
    this.columnTime.appendAt(id, time);
    this.columnClass.appendAt(id, kindClass);
    this.columnBits.appendAt(id, ColumnBits.HeaderOnly);
    this.columnMinimum.appendAt(id, 0);
    this.columnIdeal.appendAt(id, 0);
    this.columnSegmentX.appendAt(id, 0);
    return id;
  }

  /**
   * Rows every column addColumn appends to has room for. The add functions of the row tables
   * (columns, beams, systems, curves) check for room once per row and write each column at the
   * row's index (Column.appendAt), as SymbolTable.add does, instead of one check and one read of
   * the length per column (addSystem's 32 pushes were ~1 % of the core). A column appended to
   * an add function must get its reserve line in the matching make...Room.
   */
  private columnRoom: i32 = 0;

  /** Gives every column addColumn appends to room for at least `rows` rows (doubling, as a column grows). */
  private makeColumnRoom(rows: i32): void {
    const room = max(rows, this.columnRoom << 1);
    this.columnFirst.reserve(room);
    this.columnSize.reserve(room);
    this.columnTime.reserve(room);
    this.columnClass.reserve(room);
    this.columnBits.reserve(room);
    this.columnMinimum.reserve(room);
    this.columnIdeal.reserve(room);
    this.columnSegmentX.reserve(room);
    this.columnRoom = room;
  }

  @inline get beamGroupCount(): i32 {
    return this.beamFirst.length;
  }

  reset(): void {
    this.accidentalNotes = 0;
    this.tiedNotes = 0;
    this.measureRests = 0;
    this.tuneFirstPage.reset();
    this.tuneSequenceStart.reset();
    this.tuneSequenceEnd.reset();
    this.tuneFirstSystem.reset();
    this.tuneSystemCount.reset();
    this.tuneSystems.reset();
    this.tuneTitlePage.reset();
    this.tuneTitleY.reset();
    this.tuneWordsPage.reset();
    this.tuneWordsY.reset();
    this.tuneWordsFirstRow.reset();
    this.wordsRowPage.reset();
    this.wordsRowY.reset();
    this.textBlockPage.reset();
    this.textBlockY.reset();
    this.textBlockLeft.reset();
    this.textBlockWidth.reset();
    this.textBlockTune.reset();
    this.textBlockScale.reset();
    this.tuneColumnStart.reset();
    this.tuneColumnEnd.reset();
    this.tuneSpacingUnit.reset();
    this.sequence.reset();
    this.voiceSequenceStart.reset();
    this.voiceSequenceEnd.reset();
    this.entryLeads.reset();
    this.entryStem.reset();
    this.voiceColumn.reset();
    this.columnMember.reset();
    this.columnFirst.reset();
    this.columnSize.reset();
    this.columnTime.reset();
    this.columnClass.reset();
    this.columnBits.reset();
    this.columnMinimum.reset();
    this.columnIdeal.reset();
    this.columnSegmentX.reset();
    this.segmentDistance.reset();
    this.scannedSegmentEnd = -1;
    this.scannedSegmentWidth = 0;
    this.scannedSegmentLead = 0;
    this.column.reset();
    this.barNumber.reset();
    this.voiceShift.reset();
    this.restPosition.reset();
    this.bits.reset();
    this.placement.reset();
    this.x.reset();
    this.widthLeft.reset();
    this.widthRight.reset();
    this.lyricRight.reset();
    this.lyricLeft.reset();
    this.chordSymbolRight.reset();
    this.chordSymbolLeft.reset();
    this.system.reset();
    this.glyph.reset();
    this.dots.reset();
    this.flags.reset();
    this.stemTip.reset();
    this.beam.reset();
    this.bottomStep.reset();
    this.order.reset();
    this.previousKey.reset();
    this.headPosition.reset();
    this.headShift.reset();
    this.accidentalShift.reset();
    this.dotPosition.reset();
    this.syllableWidth.reset();
    this.beamStart.reset();
    this.beamFirst.reset();
    this.beamLast.reset();
    this.beamCount.reset();
    this.beamStemUp.reset();
    this.beamY.reset();
    this.beamSlope.reset();
    this.beamX.reset();
    this.systemTune.reset();
    this.systemStart.reset();
    this.systemEnd.reset();
    this.systemVoice.reset();
    this.systemStaff.reset();
    this.systemStride.reset();
    this.systemLeads.reset();
    this.systemArrangement.reset();
    this.systemScale.reset();
    this.systemColumnStart.reset();
    this.systemColumnEnd.reset();
    this.systemClef.reset();
    this.systemClefOctave.reset();
    this.systemKey.reset();
    this.systemMeter.reset();
    this.systemMeterSymbol.reset();
    this.systemClefSymbol.reset();
    this.systemKeySymbol.reset();
    this.systemLeft.reset();
    this.systemWidth.reset();
    this.systemHeaderWidth.reset();
    this.systemAbove.reset();
    this.systemStaffAbove.reset();
    this.systemStaffBelow.reset();
    this.systemBodyAbove.reset();
    this.systemBodyBelow.reset();
    this.systemHeaderAbove.reset();
    this.systemHeaderBelow.reset();
    this.systemBelow.reset();
    this.systemVerses.reset();
    this.systemLyricBaseline.reset();
    this.systemPage.reset();
    this.systemTop.reset();
    this.systemShown.reset();
    this.systemEndingY.reset();
    this.systemStretch.reset();
    this.systemRepeatBar.reset();
    this.systemFirstCurve.reset();
    this.systemFirstTuplet.reset();
    this.curveRole.reset();
    this.curveStart.reset();
    this.curveEnd.reset();
    this.curveSystem.reset();
    this.curveNext.reset();
    this.curveX0.reset();
    this.curveY0.reset();
    this.curveC1X.reset();
    this.curveC1Y.reset();
    this.curveC2X.reset();
    this.curveC2Y.reset();
    this.curveX3.reset();
    this.curveY3.reset();
    this.curveScale.reset();
    this.tupletSystem.reset();
    this.tupletNext.reset();
    this.tupletLeft.reset();
    this.tupletRight.reset();
    this.tupletY.reset();
    this.tupletAbove.reset();
    this.tupletBracket.reset();
    this.staffAbove.reset();
    this.staffBelow.reset();
    this.staffGapAbove.reset();
    this.staffGapBelow.reset();
    this.staffBodyAbove.reset();
    this.staffBodyBelow.reset();
    this.staffHeaderAbove.reset();
    this.staffHeaderBelow.reset();
    this.staffOffset.reset();
    this.staffVisible.reset();
    this.staffScale.reset();
    this.attachments.reset();
    this.staffTexts.reset();
    this.spans.reset();
    this.ottavaShift.reset();
    this.ledgerSides.reset();
    this.scratch.reset();
    this.scratchWidth.reset();
    this.scratchLyricReach.reset();
    this.scratchChordSymbolReach.reset();
  }

  /**
   * Sizes the per-symbol and per-head columns for a model of `symbols` symbols and `heads`
   * heads, and clears them: 0 (0.0 for floats), or -1 for the ids. Whole columns are filled at
   * once (memory.fill), which is much cheaper than a store per element and column.
   */
  sizeFor(symbols: i32, heads: i32): void {
    clearI32(this.bits, symbols, 0);
    clearI32(this.placement, symbols, -1);
    clearF32(this.x, symbols);
    clearF32(this.widthLeft, symbols);
    clearF32(this.widthRight, symbols);
    clearF32(this.lyricRight, symbols);
    clearF32(this.lyricLeft, symbols);
    clearF32(this.chordSymbolRight, symbols);
    clearF32(this.chordSymbolLeft, symbols);
    clearI32(this.system, symbols, -1);
    clearI32(this.glyph, symbols, 0);
    clearI32(this.dots, symbols, 0);
    clearI32(this.flags, symbols, 0);
    clearF32(this.stemTip, symbols);
    clearI32(this.beam, symbols, -1);
    clearI32(this.bottomStep, symbols, 0);
    clearI32(this.order, symbols, -1);
    clearI32(this.column, symbols, -1);
    clearF32(this.voiceShift, symbols);
    clearI32(this.restPosition, symbols, 0);
    clearI32(this.previousKey, symbols, 0);
    clearI32(this.ledgerSides, symbols, 0);
    clearI32(this.headPosition, heads, 0);
    clearF32(this.headShift, heads);
    clearF32(this.accidentalShift, heads);
    clearI32(this.dotPosition, heads, 0);
  }

  /** Counts each tune's systems into tuneSystems (after paginate). */
  countTuneSystems(): void {
    const tunes = this.tuneSystemCount.length;
    this.tuneSystems.resize(tunes);
    for (let tune = 0; tune < tunes; tune++) {
      const records = this.tuneSystemCount.get(tune);
      const stride = records > 0 ? this.systemStride.get(this.tuneFirstSystem.get(tune)) : 1;
      this.tuneSystems.set(tune, stride > 0 ? records / stride : 0);
    }
  }

  @inline hasBit(symbol: i32, bit: i32): bool {
    return (this.bits.get(symbol) & bit) != 0;
  }

  @inline setBit(symbol: i32, bit: i32): void {
    this.bits.set(symbol, this.bits.get(symbol) | bit);
  }

  @inline clearBit(symbol: i32, bit: i32): void {
    this.bits.set(symbol, this.bits.get(symbol) & ~bit);
  }

  /** Adds a beam group over the notes sequence[start, start + count); returns its index. */
  addBeam(start: i32, count: i32): i32 {
    const id = this.beamStart.length;
    if (id >= this.beamRoom) this.makeBeamRoom(id + 1);
    this.beamStart.appendAt(id, start);
    this.beamFirst.appendAt(id, this.sequence.get(start));
    this.beamLast.appendAt(id, this.sequence.get(start + count - 1));
    this.beamCount.appendAt(id, count);
    this.beamStemUp.appendAt(id, 0);
    this.beamY.appendAt(id, 0);
    this.beamSlope.appendAt(id, 0);
    this.beamX.appendAt(id, 0);
    return id;
  }

  /** Beam groups every column of addBeam has room for. */
  private beamRoom: i32 = 0;

  /** Gives every column addBeam appends to room for at least `rows` rows (doubling, as a column grows). */
  private makeBeamRoom(rows: i32): void {
    const room = max(rows, this.beamRoom << 1);
    this.beamStart.reserve(room);
    this.beamFirst.reserve(room);
    this.beamLast.reserve(room);
    this.beamCount.reserve(room);
    this.beamStemUp.reserve(room);
    this.beamY.reserve(room);
    this.beamSlope.reserve(room);
    this.beamX.reserve(room);
    this.beamRoom = room;
  }

  /**
   * Adds a system record of tune `tune` for voice `voice` over sequence[start, end); returns
   * its index. Staff, stride and columns default to a one-voice system; breakLines sets them.
   */
  addSystem(tune: i32, start: i32, end: i32, voice: i32 = -1): i32 {
    const id = this.systemTune.length;
    if (id >= this.systemRoom) this.makeSystemRoom(id + 1);
    this.systemTune.appendAt(id, tune);
    this.systemStart.appendAt(id, start);
    this.systemEnd.appendAt(id, end);
    this.systemVoice.appendAt(id, voice);
    this.systemStaff.appendAt(id, 0);
    this.systemStride.appendAt(id, 1);
    this.systemLeads.appendAt(id, 1);
    this.systemArrangement.appendAt(id, -1);
    this.systemScale.appendAt(id, 1);
    this.systemColumnStart.appendAt(id, 0);
    this.systemColumnEnd.appendAt(id, 0);
    this.systemClef.appendAt(id, 0);
    this.systemClefOctave.appendAt(id, 0);
    this.systemKey.appendAt(id, 0);
    this.systemMeter.appendAt(id, 0);
    this.systemMeterSymbol.appendAt(id, -1);
    this.systemClefSymbol.appendAt(id, -1);
    this.systemKeySymbol.appendAt(id, -1);
    this.systemLeft.appendAt(id, 0);
    this.systemWidth.appendAt(id, 0);
    this.systemHeaderWidth.appendAt(id, 0);
    this.systemAbove.appendAt(id, 0);
    this.systemBelow.appendAt(id, 0);
    this.systemVerses.appendAt(id, 0);
    this.systemLyricBaseline.appendAt(id, 0);
    this.systemPage.appendAt(id, 0);
    this.systemTop.appendAt(id, 0);
    this.systemShown.appendAt(id, 0);
    this.systemEndingY.appendAt(id, 0);
    this.systemStretch.appendAt(id, 1);
    this.systemRepeatBar.appendAt(id, -1);
    this.systemFirstCurve.appendAt(id, -1);
    this.systemFirstTuplet.appendAt(id, -1);
    return id;
  }

  /** System records every column of addSystem has room for. */
  private systemRoom: i32 = 0;

  /** Gives every column addSystem appends to room for at least `rows` rows (doubling, as a column grows). */
  private makeSystemRoom(rows: i32): void {
    const room = max(rows, this.systemRoom << 1);
    this.systemTune.reserve(room);
    this.systemStart.reserve(room);
    this.systemEnd.reserve(room);
    this.systemVoice.reserve(room);
    this.systemStaff.reserve(room);
    this.systemStride.reserve(room);
    this.systemLeads.reserve(room);
    this.systemArrangement.reserve(room);
    this.systemScale.reserve(room);
    this.systemColumnStart.reserve(room);
    this.systemColumnEnd.reserve(room);
    this.systemClef.reserve(room);
    this.systemClefOctave.reserve(room);
    this.systemKey.reserve(room);
    this.systemMeter.reserve(room);
    this.systemMeterSymbol.reserve(room);
    this.systemClefSymbol.reserve(room);
    this.systemKeySymbol.reserve(room);
    this.systemLeft.reserve(room);
    this.systemWidth.reserve(room);
    this.systemHeaderWidth.reserve(room);
    this.systemAbove.reserve(room);
    this.systemBelow.reserve(room);
    this.systemVerses.reserve(room);
    this.systemLyricBaseline.reserve(room);
    this.systemPage.reserve(room);
    this.systemTop.reserve(room);
    this.systemShown.reserve(room);
    this.systemEndingY.reserve(room);
    this.systemStretch.reserve(room);
    this.systemRepeatBar.reserve(room);
    this.systemFirstCurve.reserve(room);
    this.systemFirstTuplet.reserve(room);
    this.systemRoom = room;
  }

  /**
   * Adds a curve piece in `system` with its Bézier (page x; y relative to the staff's top
   * line); returns its index.
   */
  addCurve(role: i32, start: i32, end: i32, system: i32, x0: f32, y0: f32, c1x: f32, c1y: f32, c2x: f32, c2y: f32, x3: f32, y3: f32): i32 {
    const id = this.curveRole.length;
    if (id >= this.curveRoom) this.makeCurveRoom(id + 1);
    this.curveRole.appendAt(id, role);
    this.curveStart.appendAt(id, start);
    this.curveEnd.appendAt(id, end);
    this.curveSystem.appendAt(id, system);
    this.curveNext.appendAt(id, this.systemFirstCurve.get(system));
    this.systemFirstCurve.set(system, id);
    this.curveX0.appendAt(id, x0);
    this.curveY0.appendAt(id, y0);
    this.curveC1X.appendAt(id, c1x);
    this.curveC1Y.appendAt(id, c1y);
    this.curveC2X.appendAt(id, c2x);
    this.curveC2Y.appendAt(id, c2y);
    this.curveX3.appendAt(id, x3);
    this.curveY3.appendAt(id, y3);
    this.curveScale.appendAt(id, 1);
    return id;
  }

  /** Curve pieces every column of addCurve has room for. */
  private curveRoom: i32 = 0;

  /** Gives every column addCurve appends to room for at least `rows` rows (doubling, as a column grows). */
  private makeCurveRoom(rows: i32): void {
    const room = max(rows, this.curveRoom << 1);
    this.curveRole.reserve(room);
    this.curveStart.reserve(room);
    this.curveEnd.reserve(room);
    this.curveSystem.reserve(room);
    this.curveNext.reserve(room);
    this.curveX0.reserve(room);
    this.curveY0.reserve(room);
    this.curveC1X.reserve(room);
    this.curveC1Y.reserve(room);
    this.curveC2X.reserve(room);
    this.curveC2Y.reserve(room);
    this.curveX3.reserve(room);
    this.curveY3.reserve(room);
    this.curveScale.reserve(room);
    this.curveRoom = room;
  }

  @inline get curveCount(): i32 {
    return this.curveRole.length;
  }
}

/** Resizes `column` to `count` values, all 0 or all -1 (`value`). */
function clearI32(column: I32Column, count: i32, value: i32): void {
  column.resize(count);
  memory.fill(changetype<usize>(column.data), value == -1 ? 0xff : 0, <usize>count << 2);
}

/** Resizes `column` to `count` values, all 0.0. */
function clearF32(column: F32Column, count: i32): void {
  column.resize(count);
  memory.fill(changetype<usize>(column.data), 0, <usize>count << 2);
}
