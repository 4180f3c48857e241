/**
 * @fileoverview The format settings (engine-spec 3 "Format settings"; ABC 2.1 11 directives):
 * page size, margins and scale, staff and system separation, spacing, line breaking, stem
 * height, title format and written fields, and the positional directives (%%newpage, %%vskip,
 * %%multicol, %%setbarnb, body margins) that act at one point of the music.
 *
 * Scope, as abc2svg 1.22.1 has it: a value set in the file header (before the first `X:`, or
 * between tunes) holds for every tune after it; one set inside a tune (its header or body, by
 * `%%name value` or `I:name value`) only for that tune, except the margins of a tune's body,
 * which are positional events like %%multicol (they hold from the next system on). Layout runs
 * after the whole text is parsed, so every tune keeps its own row of values: a tune's row is a copy of
 * the file's values as they were when it started, with its own directives written over them.
 * Rows are made lazily: a tune gets its row when one of its own directives is read, or when a
 * file-level directive is about to change the file's values while the tune's row is still
 * missing (so a tune that has no row has seen no change since it started, and reads the file's
 * values).
 *
 * The host's render options (abi OptionKey) are the file's starting values; directives of the
 * text override them. Reset per render (Context.reset); nothing is allocated once the columns
 * have grown to the largest input.
 *
 * Units: page measures and margins in CSS pixels (as OptionKey); separations and stem height in
 * abc2svg's units (6 to a staff space at scale 1, engine-spec 9), converted by layout.
 */

import { OptionKey } from "../abi";
import { Column, I32Column } from "../util/column";

/** The settings a tune's row holds, each an f64 (booleans 0/1, masks and offsets exact). */
export enum FormatKey {
  /** Page and margins (CSS px) and the music's scale (OptionKey). */
  Scale = 0,
  PageWidth = 1,
  PageHeight = 2,
  LeftMargin = 3,
  RightMargin = 4,
  TopMargin = 5,
  BottomMargin = 6,
  /** Least distance between systems, and between the staves of a system (abc2svg units). */
  StaffSeparation = 7,
  SystemStaffSeparation = 8,
  /** Space ratio per doubling of a note's duration (abc2svg notespacingfactor 1.414). */
  NoteSpacingFactor = 9,
  /** How far a line may shrink from its ideal towards its minimum spacing, 0..1 (maxshrink). */
  MaxShrink = 10,
  /** An automatic break moves back to a bar past this share of the line (breaklimit). */
  BreakLimit = 11,
  /** A last line is stretched when its natural length reaches (1 - this) of the line (stretchlast). */
  StretchLast = 12,
  /** Stem length of a note with at most two flags (abc2svg units; engine-spec 9). */
  StemHeight = 13,
  /** Measures per system, 0 for none (barsperstaff). */
  BarsPerStaff = 14,
  /** Where a music line may end: a LineBreak mask (linebreak; continueall clears Eol). */
  LineBreak = 15,
  /** 1 when source line ends are ignored (%%continueall). */
  ContinueAll = 16,
  /** 1 to draw a custos at the end of each system. */
  Custos = 17,
  /** %%tuplets: when the number is drawn, bracket shape, number shape, where (abc2svg's four). */
  TupletsWhen = 18,
  TupletsShape = 19,
  TupletsNumber = 20,
  TupletsWhere = 21,
  /** Bar numbers every N measures, 0 at each system's start, -1 none (measurenb / barnumbers). */
  MeasureNumbers = 22,
  /** Source range of the %%titleformat value, -1 when none was given. */
  TitleFormatStart = 23,
  TitleFormatEnd = 24,
  /** Header fields written as text: a mask of WriteFieldBit, one bit per field letter. */
  WriteFields = 25,
  /** Space between the title block and the first system (abc2svg units; musicspace). */
  MusicSpace = 26,
  /** Indentation of a tune's first system (abc2svg units; indent). */
  Indent = 27,
  /** Space above the title and the composer lines (abc2svg units; titlespace, composerspace). */
  TitleSpace = 28,
  ComposerSpace = 29,
  /** Scale of the whole page, margins included (pagescale; 1 by default). */
  PageScale = 30,
  /**
   * The size of each FontSetting at FontSize + setting (abc2svg units, 6 to the sp; 0 for the
   * default size), and its face at FontFace + setting (abi FontWord face bits; 0 for the
   * default face): `%%titlefont Helvetica-Bold 20` (ABC 2.1 11.3).
   */
  FontSize = 31,
  FontFace = 45,
  /** Space above a subtitle, and above an area or rhythm line of a title format (abc2svg units; subtitlespace, infospace). */
  SubtitleSpace = 59,
  InfoSpace = 60,
  /** Space above the parts (P:) under the title block's composers (abc2svg units; partsspace). */
  PartsSpace = 61,
  /** Whether grace notes are slurred to their main note (graceslurs; on by default, as abc2svg). */
  GraceSlurs = 62,
  /**
   * Source ranges of the %%header and %%footer values (ABC 2.1 11; abcm2ps: up to three areas,
   * left, centre and right, separated by tabs; `$P` the page number), -1 when none was given.
   */
  HeaderStart = 63,
  HeaderEnd = 64,
  FooterStart = 65,
  FooterEnd = 66,
  Count = 67,
}

/** The fonts of the `%%xxxfont name size` directives (ABC 2.1 11.3; engine-spec 3), by role. */
export enum FontSetting {
  /** Text blocks (%%text, %%begintext, %%center): textfont. */
  Text = 0,
  Title = 1,
  Subtitle = 2,
  Composer = 3,
  Parts = 4,
  Tempo = 5,
  /** Lyrics (w:): vocalfont. */
  Vocal = 6,
  /** Chord symbols: gchordfont. */
  Gchord = 7,
  Annotation = 8,
  /** The words after the tune (W:): wordsfont. */
  Words = 9,
  /** Z: H: S: N: B: D: lines of a %%titleformat block (layout/titleFormat.ts): historyfont. */
  History = 10,
  /** A: and R: lines of a %%titleformat block: infofont. */
  Info = 11,
  /** Page footers and headers (%%footer, %%header; layout/pageHeaders.ts). */
  Footer = 12,
  Header = 13,
  Count = 14,
}

/** Bits of FormatKey.LineBreak: the characters that end a music line (ABC 2.1 6.1.1). */
export enum LineBreak {
  Eol = 1,
  Dollar = 2,
  Exclamation = 4,
  Star = 8,
  Semicolon = 16,
  Question = 32,
  At = 64,
}

/** Kinds of positional directives, which act between two symbols of the music. */
export enum FormatEventKind {
  /** %%newpage: the next system (or tune) starts a page. */
  NewPage = 1,
  /** %%vskip: `value` units of vertical space before the next system (or tune). */
  VerticalSkip = 2,
  /** %%multicol start / new / end: columns side by side. */
  MulticolStart = 3,
  MulticolNew = 4,
  MulticolEnd = 5,
  /** %%setbarnb: the next bar of the tune has number `value`. */
  SetBarNumber = 6,
  /** %%leftmargin / %%rightmargin in a tune's body: `value` CSS px from the next system on. */
  LeftMargin = 7,
  RightMargin = 8,
  /** A text block (%%begintext, %%text, %%center; model/textBlocks.ts): `value` is its id. */
  TextBlock = 9,
}

/** The writefields bit of a field letter: A-Z are bits 0-25, a-z 26-51; -1 for others. */
export function writeFieldBit(letter: i32): i32 {
  if (letter >= 65 && letter <= 90) return letter - 65;
  if (letter >= 97 && letter <= 122) return 26 + letter - 97;
  return -1;
}

/** abc2svg 1.22.1's default writefields: C M O P Q s T W w. */
function defaultWriteFields(): f64 {
  const letters = "CMOPQsTWw";
  let mask: u64 = 0;
  for (let k = 0; k < letters.length; k++) mask |= (<u64>1) << <u64>writeFieldBit(<i32>letters.charCodeAt(k));
  return <f64>mask;
}

/** A setting's value before any option or directive (abc2svg 1.22.1's defaults). */
export function defaultValue(key: i32): f64 {
  switch (key) {
    case FormatKey.StaffSeparation: return 46;
    case FormatKey.SystemStaffSeparation: return 34;
    case FormatKey.NoteSpacingFactor: return 1.414;
    case FormatKey.MaxShrink: return 0.65;
    case FormatKey.BreakLimit: return 0.7;
    case FormatKey.StretchLast: return 0.25;
    case FormatKey.GraceSlurs: return 1;
    case FormatKey.StemHeight: return 21;
    // abc2svg 1.22.1 breaks at line ends and at `$` until %%linebreak says otherwise.
    case FormatKey.LineBreak: return LineBreak.Eol | LineBreak.Dollar;
    case FormatKey.MeasureNumbers: return -1;
    case FormatKey.TitleFormatStart: return -1;
    case FormatKey.TitleFormatEnd: return -1;
    case FormatKey.HeaderStart: return -1;
    case FormatKey.HeaderEnd: return -1;
    case FormatKey.FooterStart: return -1;
    case FormatKey.FooterEnd: return -1;
    case FormatKey.WriteFields: return defaultWriteFields();
    case FormatKey.MusicSpace: return 6;
    case FormatKey.PageScale: return 1;
    case FormatKey.TitleSpace: return 6;
    case FormatKey.ComposerSpace: return 6;
    case FormatKey.SubtitleSpace: return 3;
    case FormatKey.PartsSpace: return 8;
    default: return 0;
  }
}

/** The FormatKey of an OptionKey page setting, or -1. */
function optionFormatKey(option: i32): i32 {
  switch (option) {
    case OptionKey.Scale: return FormatKey.Scale;
    case OptionKey.PageWidth: return FormatKey.PageWidth;
    case OptionKey.PageHeight: return FormatKey.PageHeight;
    case OptionKey.LeftMargin: return FormatKey.LeftMargin;
    case OptionKey.RightMargin: return FormatKey.RightMargin;
    case OptionKey.TopMargin: return FormatKey.TopMargin;
    case OptionKey.BottomMargin: return FormatKey.BottomMargin;
    default: return -1;
  }
}

/**
 * The format settings of one render: the file's current values, a row per tune, and the
 * positional directives in source order. Usage examples: parse/__tests__/format.spec.ts.
 */
export class Format {
  /** The file's values as of the point the parser has reached. */
  file: StaticArray<f64> = new StaticArray<f64>(FormatKey.Count);
  /** Rows of FormatKey.Count values, one per tune that has one (tune t at t * Count). */
  rows: Column<f64> = new Column<f64>(4 * FormatKey.Count);
  rowCount: i32 = 0;

  /** Positional directives: kind, tune (-1 in the file header), symbol boundary, value, source. */
  eventKind: I32Column = new I32Column(8);
  eventTune: I32Column = new I32Column(8);
  /** Id of the first symbol read after the directive (ctx.symbols.count at that time). */
  eventSymbol: I32Column = new I32Column(8);
  /**
   * Tunes started when the directive was read (ctx.tunes.count): never decreasing, so the events
   * that concern tune t (its own, t + 1, and those of the file header before it, t) are one run
   * found by eventsFrom / eventsEnd.
   */
  eventTunesBefore: I32Column = new I32Column(8);
  eventValue: Column<f64> = new Column<f64>(8);
  eventStart: I32Column = new I32Column(8);
  /**
   * Time column before which the event acts (layout/formatEvents.ts sets it; the tune's column
   * end when nothing drawn follows it in its tune, -1 for a file-level event).
   */
  eventColumn: I32Column = new I32Column(8);
  /** Whether a %%multicol start is open (the parser's state). */
  multicolOpen: bool = false;

  /**
   * Every setting's defaultValue, computed once: reset copies them (each render starts from
   * them, and asking defaultValue's switch for 67 keys per render was a fixed cost of the
   * corpus's one-tune texts).
   */
  private defaults: StaticArray<f64> = new StaticArray<f64>(FormatKey.Count);

  constructor() {
    for (let key = 0; key < FormatKey.Count; key++) unchecked((this.defaults[key] = defaultValue(key)));
  }

  /** Back to the defaults, with the host's options (abi OptionKey) as the page settings. */
  reset(options: StaticArray<f64>): void {
    memory.copy(changetype<usize>(this.file), changetype<usize>(this.defaults), <usize>FormatKey.Count * sizeof<f64>());
    for (let option = 0; option < options.length; option++) {
      const key = optionFormatKey(option);
      if (key >= 0) unchecked((this.file[key] = options[option]));
    }
    this.rows.reset();
    this.rowCount = 0;
    this.eventKind.reset();
    this.eventTune.reset();
    this.eventSymbol.reset();
    this.eventValue.reset();
    this.eventStart.reset();
    this.eventColumn.reset();
    this.eventTunesBefore.reset();
    this.multicolOpen = false;
  }

  /** Gives tunes [rowCount, count) their rows, copies of the file's current values. */
  private makeRows(count: i32): void {
    if (count <= this.rowCount) return;
    this.rows.resize(count * FormatKey.Count);
    for (let tune = this.rowCount; tune < count; tune++) {
      const base = tune * FormatKey.Count;
      for (let key = 0; key < FormatKey.Count; key++) this.rows.set(base + key, unchecked(this.file[key]));
    }
    this.rowCount = count;
  }

  /**
   * Sets `key` for the file from here on. `tunesSoFar` (ctx.tunes.count) tunes have started:
   * they keep the values they had.
   */
  setFile(tunesSoFar: i32, key: i32, value: f64): void {
    if (key < 0 || key >= FormatKey.Count) return;
    this.makeRows(tunesSoFar);
    unchecked((this.file[key] = value));
  }

  /** Sets `key` for tune `tune` only. */
  setTune(tune: i32, key: i32, value: f64): void {
    if (key < 0 || key >= FormatKey.Count || tune < 0) return;
    this.makeRows(tune + 1);
    this.rows.set(tune * FormatKey.Count + key, value);
  }

  /** The value of `key` for tune `tune` (the file's value for tune -1). */
  get(tune: i32, key: i32): f64 {
    if (key < 0 || key >= FormatKey.Count) return 0;
    if (tune >= 0 && tune < this.rowCount) return this.rows.get(tune * FormatKey.Count + key);
    return unchecked(this.file[key]);
  }

  /**
   * Records a positional directive of `tune` (-1 in the file header), read when `tunesSoFar`
   * tunes had started; returns its index.
   */
  addEvent(kind: i32, tune: i32, tunesSoFar: i32, symbol: i32, value: f64, start: i32): i32 {
    this.eventTune.push(tune);
    this.eventTunesBefore.push(tunesSoFar);
    this.eventSymbol.push(symbol);
    this.eventValue.push(value);
    this.eventStart.push(start);
    this.eventColumn.push(-1);
    return this.eventKind.push(kind);
  }

  @inline get eventCount(): i32 {
    return this.eventKind.length;
  }

  /** First event with eventTunesBefore >= `tunes` (binary search). */
  private firstEventAfter(tunes: i32): i32 {
    let low = 0;
    let high = this.eventKind.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.eventTunesBefore.get(middle) < tunes) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The events that concern tune `tune` are [eventsFrom(tune), eventsEnd(tune)): those of the
   * file header read before it and its own (check eventTune to tell them apart).
   */
  eventsFrom(tune: i32): i32 {
    return this.firstEventAfter(tune);
  }

  eventsEnd(tune: i32): i32 {
    return this.firstEventAfter(tune + 2);
  }

  // ---- Accessors for the text engineer (titles and header fields, writeTitles.ts) -------------

  /** Source range [start, end) of tune `tune`'s %%titleformat value; start -1 when none. */
  titleFormatStart(tune: i32): i32 {
    return <i32>this.get(tune, FormatKey.TitleFormatStart);
  }

  titleFormatEnd(tune: i32): i32 {
    return <i32>this.get(tune, FormatKey.TitleFormatEnd);
  }

  /** %%titlespace and %%composerspace of tune `tune`, in abc2svg units (6 to the sp). */
  titleSpace(tune: i32): f64 {
    return this.get(tune, FormatKey.TitleSpace);
  }

  composerSpace(tune: i32): f64 {
    return this.get(tune, FormatKey.ComposerSpace);
  }

  /** Whether header field `letter` (e.g. 67 for C:) is written as text in tune `tune` (%%writefields). */
  writesField(tune: i32, letter: i32): bool {
    const bit = writeFieldBit(letter);
    if (bit < 0) return false;
    const mask = <u64>this.get(tune, FormatKey.WriteFields);
    return (mask & ((<u64>1) << <u64>bit)) != 0;
  }

  /** Whether source line ends end music lines in tune `tune` (not %%continueall, <EOL> in %%linebreak). */
  breaksAtLineEnds(tune: i32): bool {
    return this.get(tune, FormatKey.ContinueAll) == 0 && (<i32>this.get(tune, FormatKey.LineBreak) & LineBreak.Eol) != 0;
  }
}
