/**
 * @fileoverview The binary contract between the WebAssembly core and its TypeScript host.
 *
 * This file is compiled twice: by `asc` into the core and by `tsc` into engine-bindings. It is
 * therefore written in the subset both compilers accept: `export enum` with integer members and
 * nothing else (no `i32`, no functions). Every table the core hands to the host is described
 * here: its record kinds, its field offsets and its stride, all counted in 32-bit words.
 *
 * Words hold either an i32 or an f32; each field's comment says which. The host reads a table
 * through an Int32Array and a Float32Array over the same bytes.
 *
 * Units (see DESIGN.md 3.1): positions and sizes in the display list and element index are in
 * staff spaces (sp) measured from the page's top-left corner, y growing downwards. Source
 * positions are UTF-16 code-unit offsets into the text given to `render`; lines and columns are
 * 1-based. Times are ticks, TICKS_PER_WHOLE to a whole note.
 */

/** Fixed numbers of the model. */
export enum Model {
  /**
   * Ticks per whole note: 2^10 * 3^2 * 5 * 7. Divisible by 2, 3, 5 and 7 (DESIGN.md 3.1), so
   * nested triplets and quintuplets of 1/1024 notes stay exact integers.
   */
  TicksPerWhole = 322560,
  /** Largest nesting the input may build (tuplets, slurs, groups); deeper gives a diagnostic. */
  MaxNesting = 32,
}

/**
 * The result header: a block of i32 words the core fills after each render, at the address that
 * `resultHeader()` returns. Each table is described by (pointer, length in words or records).
 */
export enum ResultField {
  /** i32: number of pages written. */
  PageCount = 0,
  /** i32, i32: display list address and its length in words. */
  DisplayListPtr = 1,
  DisplayListWords = 2,
  /** i32, i32: element index address and its number of records (stride ElementField.Stride). */
  ElementsPtr = 3,
  ElementCount = 4,
  /** i32, i32: diagnostics address and record count (stride DiagnosticField.Stride). */
  DiagnosticsPtr = 5,
  DiagnosticCount = 6,
  /** i32, i32: tune table address and record count (stride TuneField.Stride). */
  TunesPtr = 7,
  TuneCount = 8,
  /** i32, i32: voice table address and record count (stride VoiceField.Stride). */
  VoicesPtr = 9,
  VoiceCount = 10,
  /** i32, i32: music symbol table address and record count (stride SymbolField.Stride). */
  SymbolsPtr = 11,
  SymbolCount = 12,
  /** i32, i32: notehead pitch table address and record count (stride HeadField.Stride). */
  HeadsPtr = 13,
  HeadCount = 14,
  /** Number of words in the header. */
  Words = 15,
}

/** Options the host sets before a render with `setOption(key, value)` (values are f64). */
export enum OptionKey {
  /** Page width in CSS pixels (96 per inch). Default 793.7 (21 cm). */
  PageWidth = 0,
  /** Page height in CSS pixels. Default 1122.5 (29.7 cm). */
  PageHeight = 1,
  /** Page margins in CSS pixels. Default 52.9 (1.4 cm, as abc2svg) left and right, 38 (1 cm) top and bottom. */
  LeftMargin = 2,
  RightMargin = 3,
  TopMargin = 4,
  BottomMargin = 5,
  /** Overall scale: one staff space is 6 * scale CSS pixels (engine-spec 9). Default 1, as abc2svg. */
  Scale = 6,
  /** 1 to let the host measure text through `measureText`, 0 to use the built-in tables. */
  HostTextWidths = 7,
  /**
   * 1 (default): `render` fills the whole model export (result header: tunes, voices, symbols,
   * heads); 0: only the tune records, the rest when the host calls `exportModel` after the
   * render. A host that reads the model of few renders (the bindings: playback events and the
   * `model` dump) spares the export pass and its tables.
   */
  ModelExport = 8,
  Count = 9,
}

/** Kinds of display-list records. Each record starts with a word (kind) | (length << 8). */
export enum DisplayKind {
  /** Starts a page: [head, pageIndex i32, width f32 sp, height f32 sp, staffSpacePx f32]. */
  Page = 1,
  /**
   * A SMuFL glyph: [head, element i32, codepoint i32, x f32, y f32, size f32].
   * (x, y) is the glyph origin (SMuFL: baseline at the left edge); size is the em in staff
   * spaces (4 for normal size, 4 * 0.7 for cue size).
   */
  Glyph = 2,
  /**
   * A straight stroked line: [head, element i32, role i32, x1 f32, y1 f32, x2 f32, y2 f32,
   * thickness f32]. Role is a LineRole.
   */
  Line = 3,
  /**
   * A beam: the parallelogram (x1,y1)-(x2,y2)-(x2,y2+t)-(x1,y1+t) filled:
   * [head, element i32, x1 f32, y1 f32, x2 f32, y2 f32, thickness f32].
   */
  Beam = 4,
  /**
   * A slur or tie, drawn as a filled crescent between two cubic Béziers sharing their ends:
   * [head, element i32, role i32, x0, y0, c1x, c1y, c2x, c2y, x3, y3 (f32), thickness f32].
   */
  Curve = 5,
  /**
   * Text copied from the source: [head, element i32, font i32 (FontId), anchor i32 (TextAnchor),
   * start i32, end i32, x f32, y f32, size f32 (em in sp)]. The host prints source[start, end).
   */
  SourceText = 6,
  /**
   * A number printed as text (bar numbers, tuplet numbers written as text):
   * [head, element i32, font i32, anchor i32, value i32, x f32, y f32, size f32].
   */
  NumberText = 7,
  /**
   * A chord symbol of a transposed voice (ABC 2.1 4.18): SourceText's words, then `fifths`, the
   * interval of the voice's drawn transposition on the circle of fifths. The host moves the
   * root and bass note names by it: [head, element, font, anchor, start, end, x, y, size, fifths i32].
   */
  TransposedText = 8,
  /**
   * A SMuFL glyph turned a quarter turn counter-clockwise about its origin, so that its baseline
   * runs up the page from (x, y): [head, element i32, codepoint i32, x f32, y f32, size f32]
   * (Glyph's words). SMuFL draws its wiggle segments horizontally; turned, they make the
   * vertical wavy line of an arpeggio (layout/leftDecorations.ts).
   */
  TurnedGlyph = 9,
  /**
   * Opens a group drawn scaled by `scale` about the page's left edge, its origin moved down to
   * `y`: the records up to the matching ScaledGroupEnd are in the group's units (page x / scale;
   * y below `y`, divided by scale). A staff of V: staffscale= (layout/staffScale.ts):
   * [head, y f32, scale f32].
   */
  ScaledGroupStart = 10,
  /** Closes the last ScaledGroupStart: [head]. */
  ScaledGroupEnd = 11,
}

/** Word counts of each display-list record, head word included. */
export enum DisplaySize {
  Page = 5,
  Glyph = 6,
  Line = 8,
  Beam = 7,
  Curve = 12,
  SourceText = 9,
  NumberText = 8,
  TransposedText = 10,
  TurnedGlyph = 6,
  ScaledGroupStart = 3,
  ScaledGroupEnd = 1,
}

/** What a straight line draws; the SVG writer gives each role a class. */
export enum LineRole {
  StaffLine = 0,
  LedgerLine = 1,
  Stem = 2,
  ThinBarline = 3,
  ThickBarline = 4,
  /** The hooks and horizontal line of a repeat ending (volta) bracket. */
  EndingBracket = 5,
  /** A lyric extender line, `_` in w: (ABC 2.1 5.1.1). */
  LyricExtender = 6,
  /** A hyphen between lyric syllables, drawn as a short line (Gould, Behind Bars p. 447). */
  LyricHyphen = 7,
  TupletBracket = 8,
  /** A hairpin's two lines (crescendo / diminuendo, ABC 2.1 4.14 `!<(!` ... `!<)!`). */
  Hairpin = 9,
  /** The dashed line of an ottava (`!8va(!` ... `!8va)!`) and its end hook. */
  OttavaLine = 10,
}

/** What a curve draws. */
export enum CurveRole {
  Tie = 0,
  Slur = 1,
  /** A dotted slur `.(` ... `)` (ABC 2.1 4.11): its middle curve stroked in dots. */
  DottedSlur = 2,
}

/** Fonts the core asks the host to measure and print. */
export enum FontId {
  Title = 0,
  Subtitle = 1,
  Composer = 2,
  Lyric = 3,
  Annotation = 4,
  Tempo = 5,
  Tuplet = 6,
  Ending = 7,
  /** Chord symbols (ABC 2.1 4.18): the annotation face; b, bb, # and ## print as flat and sharp signs. */
  ChordSymbol = 8,
  /** The origin (O:) after the last composer: the composer face, printed in parentheses. */
  Origin = 9,
  /** Decorations drawn as words (`!fine!` `!dacoda!` `!dacapo!`): the host prints Fine, Da Coda, Da Capo. */
  DecorationText = 10,
  Count = 11,
}

/** Horizontal alignment of a text run at its x. */
export enum TextAnchor {
  Start = 0,
  Middle = 1,
  End = 2,
}

/** Kinds of element-index records: the things a user can point at. */
export enum ElementKind {
  Note = 1,
  Rest = 2,
  Bar = 3,
  Lyric = 4,
  Title = 5,
  Composer = 6,
  Clef = 7,
  KeySignature = 8,
  TimeSignature = 9,
  Beam = 10,
  Slur = 11,
  Tie = 12,
  Ending = 13,
  Tuplet = 14,
  ChordSymbol = 15,
  /** A decoration (ABC 2.1 4.14): a glyph, a hairpin, an ottava or trill line, a %%deco text. */
  Decoration = 16,
  /** A tempo (Q:, ABC 2.1 3.1.8) drawn above the staff. */
  Tempo = 17,
  /** A part: the header P: (order of parts) or a part label in the body (ABC 2.1 3.1.11). */
  Part = 18,
  /** Words after the tune (W:, ABC 2.1 3.1.16), one element per line. */
  Words = 19,
  /** A voice's name (V: name=) left of the first system's staff, or its subname (snm=) of later ones. */
  VoiceName = 20,
  /** A text block (%%begintext ... %%endtext, %%text, %%center): one element per block. */
  TextBlock = 21,
}

/**
 * Element index: one record per drawn element. Display records point to it by index, so the
 * writer can group a note's head, stem, flag and accidentals under one element that carries the
 * note's source range.
 */
export enum ElementField {
  Kind = 0, // i32 ElementKind
  Start = 1, // i32 source offset (UTF-16)
  End = 2, // i32 source offset, exclusive
  Page = 3, // i32 page index
  X = 4, // f32 bounding box, sp from the page's top-left
  Y = 5, // f32
  Width = 6, // f32
  Height = 7, // f32
  Symbol = 8, // i32 music symbol id, or -1 for elements that are not symbols
  Tune = 9, // i32 tune index
  Stride = 10,
}

/** Diagnostic records. The message is the template of `code` with $1 filled from the argument. */
export enum DiagnosticField {
  Code = 0, // i32 DiagnosticCode
  Severity = 1, // i32 Severity
  Start = 2, // i32 source offset
  End = 3, // i32 source offset, exclusive
  Line = 4, // i32, 1-based
  Column = 5, // i32, 1-based, in UTF-16 code units
  ArgStart = 6, // i32: $1 as a source range [ArgStart, ArgEnd), or -1 when $1 is ArgValue
  ArgEnd = 7, // i32
  ArgValue = 8, // i32: $1 as a number when ArgStart is -1
  Arg2 = 9, // i32: $2 as a number (messages with several numbers, e.g. LineTooMuchShrunk)
  Arg3 = 10, // i32: $3 as a number
  Stride = 11,
}

/** Severity of a diagnostic (engine-spec 8). */
export enum Severity {
  Warning = 0,
  Error = 1,
  Fatal = 2,
}

/**
 * Diagnostic codes. The words of each message live in engine-bindings/src/diagnostics.ts,
 * taken from engine-spec sections 5 and 8 (or abc2svg 1.22.1 where the spec paraphrases,
 * DESIGN.md 3.3). Append new codes; never renumber.
 */
export enum DiagnosticCode {
  BadCharInMeter = 1, // "Bad char '$1' in M:"
  BadDurationInMeter = 2, // "Bad duration '$1' in M:"
  BadLength = 3, // "Bad L: value"
  InvalidNoteDuration = 4, // "Invalid note duration $1"
  BadTempoValue = 5, // "Bad tempo value"
  UnterminatedTempoString = 6, // "Unterminated string in Q:"
  UnknownBagpipeKey = 7, // "Unknown bagpipe-like key"
  NoAccidentalAfterExp = 8, // "No accidental after 'exp'"
  UnknownClef = 9, // "Unknown clef '$1'"
  NotAsciiInMusic = 10, // "Non-ASCII character in music"
  BadCharacter = 11, // "Bad character '$1'"
  InvalidTupletR = 12, // "Invalid 'r' in tuplet"
  NoNoteBeforeBrokenRhythm = 13, // "No note before '$1'"
  NoEndOfRepeatString = 14, // "No end of repeat string"
  NoEndOfDecoration = 15, // "No end of decoration"
  EndOfSlurWithoutStart = 16, // "End of slur without start"
  LyricsWithoutMusic = 17, // "w: without music"
  TooManyWords = 18, // "Too many words in lyric line"
  NotEnoughBars = 19, // "Not enough measure bars for lyric line"
  NoEndOfTuplet = 20, // "No end of tuplet"
  NoEndOfGraceSequence = 21, // "No end of grace note sequence"
  FieldLineIgnored = 22, // "'$1:' line ignored"
  LackOfEndingSlurs = 23, // "Lack of ending slur(s)"
  NoEndOfGuitarChord = 24, // "No end of guitar chord"
  BadGraceNote = 25, // "Bad grace note"
  // 26 was "Only the first voice is drawn yet": retired when every voice was drawn; never reuse it.
  NestingTooDeep = 27, // "Nesting deeper than $1 levels - ignored"
  TupletInGrace = 28, // "Tuplet not allowed in grace notes"
  BrokenRhythmInGrace = 29, // "Broken rhythm not allowed in grace notes"
  BarInGrace = 30, // "Bar not allowed in grace notes"
  NoMusicInTune = 31, // "No music in tune"
  DeprecatedBagpipeKey = 32, // "K:P is deprecated"
  SymbolLinesWithoutMusic = 33, // "s: without music"
  NoteTooLong = 34, // "Note too long - ignored"
  MissingKey = 35, // "No K: field before the music - K:C assumed"
  UnterminatedInlineField = 36, // "No end of inline field"
  MultiRestWithoutMeasure = 37, // "multi-measure rest, but no measure!" (abc2svg 1.22.1)
  NotANote = 38, // "'$1' is not a note" (abc2svg 1.22.1: a rest inside a chord)
  WrongOverlayDuration = 39, // "Wrong duration in voice overlay"
  NoEndOfVoiceOverlay = 40, // "No end of voice overlay"
  DoubleVoiceInScore = 41, // "Double voice in %%score"
  ScoreGroupNotClosed = 42, // "'}', ')' or ']' missing in %%score"
  BadVoiceIdInScore = 43, // "Bad voice ID in %%score"
  UnknownDecoration = 44, // "Unknown decoration '$1'" (abc2svg 1.22.1)
  // 45.. : the rest of engine-spec 5 and 8, words of abc2svg 1.22.1 where the spec paraphrases.
  VoiceOverlayAlreadyStarted = 45, // "Voice overlay already started"
  ErroneousEndOfOverlay = 46, // "Erroneous end of voice overlay"
  NoNoteInOverlay = 47, // "No note in voice overlay"
  BadValue = 48, // "Bad value in $1" ($1: the parameter, e.g. "scale" of V:, or "%%ottava")
  BadTranspose = 49, // "Bad transpose value"
  MixedTransposition = 50, // "Mix of old and new transposition syntaxes"
  LyricContinuationWithoutMusic = 51, // "+: lyric without music"
  SymbolContinuationWithoutMusic = 52, // "+: symbol line without music"
  NotEnoughBarsForSymbolLine = 53, // "Not enough measure bars for symbol line"
  VoiceStarInBody = 54, // "Cannot have V:* in tune body"
  NotEnoughNotesForRepeat = 55, // "Not enough notes/rests for %%repeat"
  NotEnoughMeasuresForRepeat = 56, // "Not enough measures for %%repeat"
  BarInRepeatSequence = 57, // "Bar in repeat sequence"
  RepeatCannotStartTune = 58, // "%%repeat cannot start a tune"
  BadFirstRepeatValue = 59, // "Incorrect 1st value in %%repeat"
  BadSecondRepeatValue = 60, // "Incorrect 2nd value in %%repeat"
  MulticolNewWithoutStart = 61, // "%%multicol new without start"
  MulticolEndWithoutStart = 62, // "%%multicol end without start"
  UnknownMulticolKeyword = 63, // "Unknown keyword '$1' in %%multicol"
  NegativeVskip = 64, // "%%vskip cannot be negative"
  BadSetbarnb = 65, // "Bad %%setbarnb value"
  BadStaffValue = 66, // "Bad %%staff value '$1'"
  BadLinebreakValue = 67, // "Bad value '$1' in %%linebreak - ignored"
  UserSymbolLacksStart = 68, // "Lack of starting [, ! or \" in U: / %%user"
  BadUserCharacter = 69, // "Bad user character '$1'"
  LineSplitProblem = 70, // "Line split problem - adjust maxshrink and/or breaklimit"
  LineTooMuchShrunk = 71, // "Line too much shrunk $1 $2 $3" (three widths, ArgValue Arg2 Arg3)
  UnknownGlyph = 72, // "Unknown glyph: '$1'"
  NoDefinition = 73, // "no definition of $1"
  NoFunctionForDecoration = 74, // "No function for decoration '$1'"
  CannotSetWidth = 75, // "set_width - Cannot set width for symbol $1"
  BadXstem = 76, // "Bad !xstem!"
  BadMacroLength = 77, // "Bad length of the macro sequence"
  MisplacedInScore = 78, // "Misplaced '$1' in %%score"
  BadStaffNumber = 79, // "Bad %%staff number $1 (cur $2, max $3)" (fatal, engine-spec 8)
  FieldInsideTune = 80, // "$1: inside tune - ignored" (abc2svg 1.22.1: a header-only field such as C: or O: in the body)
  BadVoiceScale = 81, // "Bad value in %%voicescale" (V: scale= outside 0.5..2, abc2svg 1.22.1's words)
  BadStaffScale = 82, // "Bad %%staffscale value" (V: staffscale= outside 0.3..2)
  BadStaffLines = 83, // "Bad %%stafflines value" (V: stafflines= not 0..16 nor a pattern of | . [ -)
  BadStemValue = 84, // "Bad value in %%pos" (V: stem= not up, down or auto, abc2svg 1.22.1's words)
  TooManySymbolLineElements = 85, // "Too many elements in symbol line" (abc2svg 1.22.1: an s: item with no note left)
  InvalidDecoDefinition = 86, // "Invalid decoration '$1'" (abc2svg 1.22.1: a %%deco line without its function number or glyph)
  BadDecoFunction = 87, // "%%deco: bad C function index '$1'" (abc2svg 1.22.1: a %%deco function above 10)
  BeamOnNotOnBar = 88, // "!beamon! must be on a bar" (abc2svg 1.22.1)
  TremoloNotOnSecondNote = 89, // "!$1! must be on the last of a couple of notes" (abc2svg 1.22.1: !trem1!..!trem4! not after a note of the same duration)
  BadIntegerValue = 90, // "Bad integer value" (abc2svg 1.22.1: a directive that takes an integer, e.g. %%barsperstaff, without one)
  ContinuationWithoutField = 91, // "+: without previous info field" (abc2svg 1.22.1: a +: line that follows no w: or s: line)
  XstemNotOnNote = 92, // "!xstem! must be on a note" (abc2svg 1.22.1)
  NoPreviousTempo = 93, // "No previous tempo" (abc2svg 1.22.1, a warning: a Q: in the music of a tune whose header gave none)
  NoEndText = 94, // "No %%endtext after %%begintext" (abc2svg 1.22.1: a text block still open at the end of the text)
}

/** Kinds of music symbols (engine-spec 3, "Symbol types"). */
export enum SymbolKind {
  Note = 1,
  Rest = 2,
  MultiMeasureRest = 3,
  Bar = 4,
  Clef = 5,
  Key = 6,
  Meter = 7,
  Tempo = 8,
  Part = 9, // no symbol of the music; the model export has one record per P: field (modelExport.ts)
  Staves = 10,
  Grace = 11,
  Space = 12,
  Custos = 13,
  Block = 14,
  Remark = 15,
  StaffBreak = 16,
}

/**
 * Bar types (ABC 2.1 4.8), as abc2svg normalises them in MODEL.md. The bindings print them with
 * the strings of MODEL.md: | || |] [| |: :| :: .| [|]
 */
export enum BarType {
  Single = 0,
  Double = 1,
  Final = 2, // |]
  Heavy = 3, // [|
  RepeatStart = 4, // |:
  RepeatEnd = 5, // :|
  RepeatBoth = 6, // :: :|: :||:
  Dotted = 7, // .|
  Invisible = 8, // [|]
}

/**
 * Model export tables, filled for the host after each render (one record per symbol / head),
 * in the order symbols were read: a voice's events in source order.
 */
export enum SymbolField {
  Kind = 0, // i32 SymbolKind
  Tune = 1, // i32 tune index
  Voice = 2, // i32 voice index (into the voice table)
  Time = 3, // i32 ticks from the start of the tune
  Duration = 4, // i32 ticks (played: tuplets applied)
  Value = 5, // i32 kind-specific: BarType for bars
  HeadStart = 6, // i32 first record in the head table (notes)
  HeadCount = 7, // i32
  Start = 8, // i32 source offset
  End = 9, // i32 source offset, exclusive
  Flags = 10, // i32 SymbolFlag bits
  Value2 = 11, // i32 kind-specific (model/values.ts): beat length in ticks for Tempo
  TextStart = 12, // i32 source range of a text attached to the symbol (a bar's repeat-ending
  TextEnd = 13, // label, without its quotes), -1 when none
  Stride = 14,
}

/** Bits of SymbolField.Flags that the host needs. */
export enum SymbolFlag {
  Grace = 1,
  Invisible = 2,
  /** A bar merged with a following `|:`: its MODEL.md bar type is its source text + ":". */
  MergedRepeat = 4,
  /**
   * A note that is played, not drawn: a note of an `m:` macro's expansion (ABC 2.1 4.16),
   * exported after every drawn symbol. Its Voice is the voice that used the macro; the model
   * dump lists it in that voice's play voice `ID-p`, as abc2svg 1.22.1 does.
   */
  PlayOnly = 8,
  /** A bar that starts a repeat ending (ABC 2.1 4.9 `[1`, `|2`, `["text"`); label at TextStart. */
  EndingStart = 16,
  /** The first grace note of an acciaccatura group `{/...}`. */
  Acciaccatura = 32,
}

/** Notehead records of the model export. */
export enum HeadField {
  Midi = 0, // i32 MIDI pitch after key, accidentals, ties and transposition
  Start = 1, // i32 source offset of the head
  End = 2, // i32
  Tie = 3, // i32 1 when a tie starts at this head (`-`), else 0
  Stride = 4,
}

/**
 * Voice records: [tune, id start, id end (source range of the V: id, or -1 for default),
 * overlay of]. A voice overlay `&` (ABC 2.1 7.4) is a voice of its own whose id is its parent's
 * followed by "o" (abc2svg): OverlayOf is the parent's voice record, or -1.
 */
export enum VoiceField {
  Tune = 0,
  IdStart = 1,
  IdEnd = 2,
  OverlayOf = 3,
  Stride = 4,
}

/** Tune records. Text fields are source ranges [start, end), -1 when absent. */
export enum TuneField {
  Start = 0, // i32 source offset of the X: line (or the tune's first line)
  End = 1, // i32
  XStart = 2,
  XEnd = 3,
  TitleStart = 4,
  TitleEnd = 5,
  ComposerStart = 6,
  ComposerEnd = 7,
  FirstPage = 8, // i32 page on which the tune starts
  VoiceStart = 9, // i32 first voice record of the tune
  VoiceCount = 10,
  HasMusic = 11, // i32 1 when the tune has a body
  Systems = 12, // i32 number of systems the tune's music was laid out in
  Stride = 13,
}

/**
 * A text run's font word (the `font` of SourceText, NumberText and TransposedText records): the
 * FontId in the low byte, and above it the face a font directive set (ABC 2.1 11.3
 * `%%titlefont Helvetica-Bold 20`; layout/textFonts.ts), which the host draws instead of the
 * FontId's own face. A word below FaceSet uses the FontId's face.
 */
export enum FontWord {
  RoleMask = 0xff,
  /** The face bits below are set. */
  FaceSet = 0x100,
  /** The generic family (FontFamily) in bits 9-10. */
  FamilyShift = 9,
  FamilyMask = 0x600,
  Bold = 0x800,
  Italic = 0x1000,
  /** Every font word is below this. */
  Limit = 0x2000,
}

/** Generic families of a font directive's face (FontWord bits 9-10), as abc2svg maps PostScript names. */
export enum FontFamily {
  /** Times, and any family not known to be sans-serif or monospace. */
  Serif = 0,
  /** Helvetica, Arial, sans-serif. */
  Sans = 1,
  /** Courier, monospace. */
  Mono = 2,
}

/**
 * The header of a batch of a render's SVG pages (index.ts `writeSvgPages`;
 * emit/svg/svgWriter.ts): the pages' bytes (ASCII) one after another, and where each page ends.
 */
export enum SvgField {
  /** i32, i32: address of the first byte and the number of bytes of the batch's pages. */
  BytesPtr = 0,
  ByteCount = 1,
  /** i32, i32: number of pages in the batch, and the address of their ends (i32 byte offsets, one per page). */
  PageCount = 2,
  PageEndsPtr = 3,
  /** i32: number of pages of the render (the host asks for batches until it has them all). */
  TotalPages = 4,
  /** Number of words in the header. */
  Words = 5,
}
