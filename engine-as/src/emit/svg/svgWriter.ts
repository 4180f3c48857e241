/**
 * @fileoverview The SVG writer: serialises the display list, one SVG document per page, into
 * bytes in linear memory (svgOutput.ts), after layout (DESIGN.md 3.1: the text was measured
 * during layout; drawing decides nothing, STYLE.md 4 "draw is rote": every position was computed
 * by layout). The host makes the page strings from the bytes in one decode.
 *
 * Each page is a self-contained SVG (DESIGN.md 3.1, "Glyphs"): the outlines of the glyphs the
 * page uses in `<defs>` (svgGlyphs.ts), referenced by `<use>`, so it displays and prints with no
 * music font installed. The root is sized in CSS pixels; the music is drawn in staff spaces
 * inside one `<g transform="scale(staffSpacePx)">`. Everything is filled or stroked with
 * `currentColor`, so the page takes the colour of its container and an element can be
 * highlighted with CSS `color`. That group also carries what most children share, which they
 * inherit (SVG presentation attributes): the fill and stroke colour, a stroke width of 0 (glyphs
 * and filled shapes are not stroked; each line sets its own width) and the serif text family.
 * This keeps a page about a third smaller, which the client re-parses on every keystroke.
 *
 * Contiguous records of one element (abi ElementField) are wrapped in
 * `<g data-el="{id}" data-start=".." data-end=".." class="{kind}">`, which is how the client
 * maps a click to the source range and a caret to the drawn element (DESIGN.md 3.1). Lines and
 * filled shapes that follow each other in one element with the same look are merged into one
 * `<path>` (the five lines of a staff are one path).
 *
 * Pages: each Page record (abi DisplayKind.Page) starts a page, whose records run to the next
 * one. A record starts with the word kind | (length << 8); walking by that length skips kinds
 * this writer does not draw. Records the writer cannot draw (a glyph with no outline, a record
 * shorter than its kind) are skipped; a page index with no Page record is drawn blank at the
 * page size the host set (abi OptionKey.PageWidth, PageHeight).
 *
 * Usage: `writeSvgPages` (index.ts export) after `render`, in batches of pages; the bindings'
 * engine.ts and svgPages.ts; engine-bindings/src/svg.test.ts.
 */

import { CurveRole, DisplayKind, DisplaySize, ElementField, ElementKind, FontId, FontWord, LineRole, OptionKey, SvgField, TextAnchor } from "../../abi";
import { Context } from "../../context";
import { Source } from "../../text/source";
import { DisplayList, GLYPH_SET_WORDS } from "../displayList";
import { F32Column, I32Column } from "../../util/column";
import { glyphPathSlot } from "./glyphPaths.generated";
import { PrintedText } from "./printedText";
import { putScaledUseOpening, putUseOpening, SvgGlyphs, TRANSFORM_TRANSLATE_1, TRANSFORM_TRANSLATE_2 } from "./svgGlyphs";
import { CLOSE, CURVE_TO, HORIZONTAL_TO, isWideNumberLeft, LINE_TO, markup, Markup, MOVE_TO, putByte, putBytes, putCharacter, putCoordinate, putInteger, putMarkup, putWord, putWords, REFERENCE_ROOM, roundedThousandths, SvgOutput, VERTICAL_TO } from "./svgOutput";
import { ELEMENT_CLASS_COUNT, ELEMENT_CLASSES, FACE_FONT_ATTRIBUTES, ROLE_FONT_ATTRIBUTES, SVG_DEFAULT_FONT_FAMILY } from "./svgTables.generated";

/** Staff spaces per em of a SMuFL font (SMuFL, "Scaling"): glyph paths are drawn at this size. */
const STAFF_SPACES_PER_EM: f32 = 4;

/**
 * Words of a NumberText record the writer reads: [head, element, font, anchor, value, x, y, size]
 * (abi DisplayKind.NumberText).
 */
const NUMBER_TEXT_WORDS: i32 = 8;

const SPACE: u8 = 32;

/** Line roles (abi LineRole): the classes below, one a role. */
const LINE_ROLE_COUNT: i32 = LineRole.OttavaLine + 1;

/** Class of each abi LineRole, in role order (LINE_ROLE_COUNT of them). */
const LINE_ROLE_CLASSES: StaticArray<string> = [
  "staff-line",
  "ledger-line",
  "stem",
  "barline-thin",
  "barline-thick",
  "ending-bracket",
  "lyric-extender",
  "lyric-hyphen",
  "tuplet-bracket",
  "hairpin",
  "ottava-line",
];

/** Class of each abi CurveRole. */
const CURVE_ROLE_CLASSES: StaticArray<string> = ["tie", "slur", "slur dotted"];

/**
 * A dotted slur (abi CurveRole.DottedSlur) is its middle curve stroked in round dots, not a filled
 * crescent (sp: dots 0.16 wide, 0.35 apart).
 */
const DOTTED_CURVE_ATTRIBUTES = ' fill="none" stroke-width="0.16" stroke-linecap="round" stroke-dasharray="0.01 0.35"';

/** An ottava line is dashed (Gould, Behind Bars p. 26): dashes and gaps in staff spaces. */
const OTTAVA_DASHES = ' stroke-dasharray="0.8 0.5"';

/** The text-anchor attribute of each abi TextAnchor. */
const ANCHOR_ATTRIBUTES: StaticArray<string> = ["", ' text-anchor="middle"', ' text-anchor="end"'];
const ANCHOR_COUNT: i32 = 3;

/**
 * Bytes a record writes at most but for a text run's text, room ensured once per record: the
 * closing of the open path and element group, the opening of its own (three integers), a line
 * path's opening (LINE_OPENING_ROOM) and its drawing (a crescent: 14 numbers of NUMBER_ROOM bytes).
 */
const RECORD_ROOM: i32 = 1024;

/**
 * Bytes kept for a line path's opening tag (LINE_OPENINGS): the longest class's markup, a
 * number and the ottava line's dashes come to about 110, and a copy writes whole words of 8.
 */
const LINE_OPENING_ROOM: i32 = 128;

/** Bytes of a LINE_OPENINGS entry: the width (f64), the length (i32, then 4 unused), the tag. */
const LINE_OPENING_ENTRY: i32 = 16 + LINE_OPENING_ROOM;

/**
 * The opening tag of the last line path of each look (abi LineRole, then one for unknown roles)
 * as written (`<path class="stem" stroke-width="0.12" d="`), LINE_OPENING_ENTRY bytes a look: the
 * width it was written for (NaN: none yet), its length and its bytes. The same look and width
 * write the same tag, so every writer can share these (SvgWriter linePath); they are in static
 * memory, at an address that is a constant of the code, where tables held by the writer were
 * loaded from its fields at each line that opens a path (a corpus render opens a million).
 */
const LINE_OPENINGS: usize = memory.data((LINE_ROLE_COUNT + 1) * LINE_OPENING_ENTRY, 8);

/*
 * The constant markup the writer writes most (every glyph, element group and text run), as
 * little-endian words of its ASCII bytes (the first byte lowest; the text in each comment),
 * written by putWord and putWords as immediates of the code, where a Markup's words, size and
 * length are loaded from its object each time.
 */
/** `" y="` (5 bytes). */
const Y_ATTRIBUTE: u64 = 0x223d792022;
/** `"/>` (3 bytes): the end of an empty element. */
const EMPTY_ELEMENT_END: u64 = 0x3e2f22;
/** `</g>` (4 bytes). */
const GROUP_CLOSING: u64 = 0x3e672f3c;
/** `</text>` (7 bytes). */
const TEXT_CLOSING: u64 = 0x3e747865742f3c;
/** `<g data-el="` (12 bytes). */
const ELEMENT_OPENING_1: u64 = 0x2d6174616420673c;
const ELEMENT_OPENING_2: u64 = 0x223d6c65;
/** `" data-start="` (14 bytes). */
const START_ATTRIBUTE_1: u64 = 0x732d617461642022;
const START_ATTRIBUTE_2: u64 = 0x223d74726174;
/** `" data-end="` (12 bytes). */
const END_ATTRIBUTE_1: u64 = 0x652d617461642022;
const END_ATTRIBUTE_2: u64 = 0x223d646e;
/** `<path class="beam" d="` (22 bytes). */
const BEAM_OPENING_1: u64 = 0x6c6320687461703c;
const BEAM_OPENING_2: u64 = 0x616562223d737361;
const BEAM_OPENING_3: u64 = 0x223d6420226d;
/** `) scale(` (8 bytes). */
const SCALE_TRANSFORM: u64 = 0x28656c6163732029;
/** `) rotate(-90` (12 bytes): a TurnedGlyph's quarter turn counter-clockwise (SVG's y points down), before its scale. */
const TURN_TRANSFORM_1: u64 = 0x657461746f722029;
const TURN_TRANSFORM_2: u64 = 0x30392d28;
/** `)"/>` (4 bytes): the end of a scaled use. */
const TRANSFORM_END: u64 = 0x3e2f2229;
/**
 * `<g transform="translate(0 ` (26 bytes): a scaled group (abi DisplayKind.ScaledGroupStart),
 * `<g trans`, then TRANSFORM_TRANSLATE (svgGlyphs.ts), then `0 `.
 */
const SCALED_GROUP_OPENING_START: u64 = 0x736e61727420673c;
const SCALED_GROUP_OPENING_END: u64 = 0x2030;
/** `)">` (3 bytes): the end of a scaled group's opening tag. */
const SCALED_GROUP_ATTRIBUTES_END: u64 = 0x3e2229;
/** Escapes of XML character data (XML 1.0, 2.4): `&amp;` (5 bytes), `&lt;`, `&gt;` (4), `&quot;`, `&apos;` (6). */
const AMPERSAND_ESCAPE: u64 = 0x3b706d6126;
const LESS_THAN_ESCAPE: u64 = 0x3b746c26;
const GREATER_THAN_ESCAPE: u64 = 0x3b746726;
const QUOTATION_ESCAPE: u64 = 0x3b746f757126;
const APOSTROPHE_ESCAPE: u64 = 0x3b736f706126;
/** `<text x="` (9 bytes). */
const TEXT_OPENING_1: u64 = 0x3d7820747865743c;
const TEXT_OPENING_2: u64 = 0x22;
/** `" font-size="` (13 bytes). */
const FONT_SIZE_ATTRIBUTE_1: u64 = 0x732d746e6f662022;
const FONT_SIZE_ATTRIBUTE_2: u64 = 0x223d657a69;

/**
 * `" class="{kind}">`, which closes an element group's opening tag, by abi ElementKind, in static
 * memory (its address is a constant of the code, where a table of the writer's would be loaded
 * first; a corpus render opens 1.1 million groups): 32 bytes a kind, the text (at most 24 bytes,
 * `" class="chord-symbol">` the longest; scripts/extract-svg-tables.ts refuses a class that would
 * not fit) padded with zeros, then its length (i32).
 */
const ELEMENT_CLASS_ENDINGS: usize = memory.data(ELEMENT_CLASS_COUNT << 5, 8);

/** Fills ELEMENT_CLASS_ENDINGS from ELEMENT_CLASSES (the same for every writer). */
function fillElementClassEndings(): void {
  for (let kind = 0; kind < ELEMENT_CLASS_COUNT; kind++) {
    const text = '" class="' + ELEMENT_CLASSES[kind] + '">';
    const entry = ELEMENT_CLASS_ENDINGS + (<usize>kind << 5);
    for (let i = 0; i < 24; i++) store<u8>(entry + <usize>i, i < text.length ? <u8>text.charCodeAt(i) : 0);
    store<i32>(entry, text.length, 24);
  }
}

/**
 * Writes the class ending of abi ElementKind `kind` (a note's for an unknown kind) at `to` (24
 * bytes are stored); returns the address after it.
 */
@inline function putElementClassEnding(to: usize, kind: i32): usize {
  const entry = ELEMENT_CLASS_ENDINGS + (<usize>(<u32>kind < <u32>ELEMENT_CLASS_COUNT ? kind : ElementKind.Note) << 5);
  store<u64>(to, load<u64>(entry));
  store<u64>(to, load<u64>(entry, 8), 8);
  store<u64>(to, load<u64>(entry, 16), 16);
  return to + <usize>load<i32>(entry, 24);
}

/** Faces a font word can set (abi FontWord bits 9-12: family, bold, italic). */
const FACE_KEYS: i32 = 16;

/** Kinds of merged path: paths of different kinds never merge. */
const enum PathKind {
  None,
  Line,
  Beam,
  Curve,
}

/**
 * The key of a number as SvgOutput.number writes it: equal keys, equal text. Its thousandths,
 * 0 for NaN and the infinities (written `0`).
 */
function writtenKey(value: f64): f64 {
  return isFinite(value) ? roundedThousandths(value) : 0;
}

/** The markup the writer repeats, prepared once as bytes. */
class SvgMarkup {
  documentOpening: Markup = markup('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="');
  heightAttribute: Markup = markup('" height="');
  viewBoxAttribute: Markup = markup('" viewBox="0 0 ');
  defsOpening: Markup = markup('" class="swaralipi-page"><defs>');
  groupOpening: Markup = markup('</defs><g transform="scale(');
  /** The music group's attributes that children inherit (see the file overview). */
  groupAttributes: Markup = markup(')" fill="currentColor" stroke="currentColor" stroke-width="0" font-family="' + SVG_DEFAULT_FONT_FAMILY + '">');
  documentClosing: Markup = markup("</g></svg>");
  pathData: Markup = markup('" d="');
  dashedPathData: Markup = markup('"' + OTTAVA_DASHES + ' d="');
  /** `<path class="{role class}" stroke-width="` of each abi LineRole, and of an unknown role. */
  lineOpenings: StaticArray<Markup> = new StaticArray<Markup>(LINE_ROLE_COUNT);
  unknownLineOpening: Markup = markup('<path class="line" stroke-width="');
  /** `<path class="{role class}" d="` of each abi CurveRole, and of an unknown role. */
  curveOpenings: StaticArray<Markup> = new StaticArray<Markup>(CURVE_ROLE_CLASSES.length);
  unknownCurveOpening: Markup = markup('<path class="curve" d="');
  /** `"{font attributes}{anchor attribute}>` closing a text run's opening tag: by FontId and anchor... */
  roleTextEndings: StaticArray<Markup> = new StaticArray<Markup>(FontId.Count * ANCHOR_COUNT);
  /** ... and by set face (FontWord bits 9-12) and anchor. */
  faceTextEndings: StaticArray<Markup> = new StaticArray<Markup>(FACE_KEYS * ANCHOR_COUNT);

  constructor() {
    // LINE_ROLE_COUNT sizes the static LINE_OPENINGS, so it is a constant, not the list's length:
    // a role added to the one and not the other fails every spec that writes SVG (the release
    // build drops asserts).
    assert(LINE_ROLE_CLASSES.length == LINE_ROLE_COUNT, "LINE_ROLE_CLASSES must name every abi LineRole");
    for (let role = 0; role < LINE_ROLE_COUNT; role++) {
      this.lineOpenings[role] = markup('<path class="' + LINE_ROLE_CLASSES[role] + '" stroke-width="');
    }
    for (let role = 0; role < CURVE_ROLE_CLASSES.length; role++) {
      const attributes = role == CurveRole.DottedSlur ? DOTTED_CURVE_ATTRIBUTES : "";
      this.curveOpenings[role] = markup('<path class="' + CURVE_ROLE_CLASSES[role] + '"' + attributes + ' d="');
    }
    fillElementClassEndings();
    for (let anchor = 0; anchor < ANCHOR_COUNT; anchor++) {
      for (let role = 0; role < FontId.Count; role++) {
        this.roleTextEndings[role * ANCHOR_COUNT + anchor] = markup('"' + ROLE_FONT_ATTRIBUTES[role] + ANCHOR_ATTRIBUTES[anchor] + ">");
      }
      for (let face = 0; face < FACE_KEYS; face++) {
        this.faceTextEndings[face * ANCHOR_COUNT + anchor] = markup('"' + FACE_FONT_ATTRIBUTES[face] + ANCHOR_ATTRIBUTES[anchor] + ">");
      }
    }
  }

  /** The ending of a text run's opening tag in `font` (abi FontWord; FontId 0's look when unknown), at `anchor`. */
  textEnding(font: i32, anchor: i32): Markup {
    const anchorKey = <u32>anchor < <u32>ANCHOR_COUNT ? anchor : TextAnchor.Start;
    const known = font >= 0 && font < FontWord.Limit && (font & FontWord.RoleMask) < FontId.Count;
    if (!known) return unchecked(this.roleTextEndings[anchorKey]);
    if ((font & FontWord.FaceSet) != 0) return unchecked(this.faceTextEndings[((font >> FontWord.FamilyShift) & (FACE_KEYS - 1)) * ANCHOR_COUNT + anchorKey]);
    return unchecked(this.roleTextEndings[(font & FontWord.RoleMask) * ANCHOR_COUNT + anchorKey]);
  }
}

/**
 * Writes the pages of a render's display list into `output`. One per context (Context.svg); its
 * tables are reset by each `write`.
 */
export class SvgWriter {
  output: SvgOutput = new SvgOutput();
  /** The header the host reads (abi SvgField). */
  header: StaticArray<i32> = new StaticArray<i32>(SvgField.Words);
  private markup: SvgMarkup = new SvgMarkup();
  private glyphs!: SvgGlyphs;
  private printed: PrintedText = new PrintedText();

  /** Page frames by page index: the first and end word of its records (-1: no Page record)... */
  private frameFirst: I32Column = new I32Column(16);
  private frameEnd: I32Column = new I32Column(16);
  /** ... and its size in sp and CSS px per sp... */
  private frameWidth: F32Column = new F32Column(16);
  private frameHeight: F32Column = new F32Column(16);
  private frameStaffSpace: F32Column = new F32Column(16);
  /** ... and the number of its Page record among all (its glyph set: DisplayList glyphSets). */
  private frameRecord: I32Column = new I32Column(16);

  /** The open element group (-1: none). */
  private group: i32 = -1;
  /**
   * The open path's kind and look: a curve's role (abi CurveRole; -1 unknown), a line's role
   * (abi LineRole; LINE_ROLE_COUNT unknown).
   */
  private pathKind: PathKind = PathKind.None;
  private pathRole: i32 = 0;
  /** The width the open line path was opened with. */
  private pathWidth: f64 = 0;
  /** The element index's record count of the render being written. */
  private elementCount: i32 = 0;
  /** The address of its records (abi ElementField words), read once a page, not at each switch. */
  private elementRecords: usize = 0;

  constructor() {
    this.glyphs = new SvgGlyphs(this.output);
    // Forgetting the kept openings is always right (another writer's are dropped with them).
    for (let look = 0; look <= LINE_ROLE_COUNT; look++) store<f64>(LINE_OPENINGS + <usize>(look * LINE_OPENING_ENTRY), NaN);
  }

  /**
   * Writes the pages of `ctx`'s display list from `firstPage` on, until the output holds
   * `maxBytes` bytes or more (at least one page); fills `header` for the host. The pages are
   * found when `firstPage` is 0 (the first batch of a render) and kept for the next batches.
   */
  write(ctx: Context, firstPage: i32, maxBytes: i32): void {
    const out = this.output;
    out.reset();
    const words = ctx.display.words.data;
    if (firstPage <= 0) this.findPages(ctx.display, ctx.pageCount);
    const blankWidth = ctx.option(OptionKey.PageWidth);
    const blankHeight = ctx.option(OptionKey.PageHeight);
    const count = this.frameFirst.length;
    for (let page = max(firstPage, 0); page < count; page++) {
      const start = out.length;
      const first = this.frameFirst.get(page);
      if (first >= 0) {
        this.writePage(ctx, page);
      } else {
        this.writeDocumentOpening(blankWidth, blankHeight, 1, ctx.display, -1, 0, 0);
        out.markup(this.markup.documentClosing);
      }
      if (out.hasWideNumbers()) out.expandWideNumbers(start);
      out.endPage();
      if (out.length >= maxBytes) break;
    }
    const header = this.header;
    header[SvgField.BytesPtr] = <i32>out.pointer();
    header[SvgField.ByteCount] = out.length;
    header[SvgField.PageCount] = out.pageEnds.length;
    header[SvgField.PageEndsPtr] = <i32>out.pageEnds.pointer();
    header[SvgField.TotalPages] = count;
  }

  /**
   * Finds each Page record and the run of records after it. Frames go by page index, from 0 to
   * max(pageCount, highest Page record + 1) - 1. Records before the first Page record belong to
   * no page; a record whose length runs past the end stops the walk; a page index used before,
   * or beyond the list's length, is not drawn. The Page records are those `display` noted as it
   * was written (DisplayList pagePositions), else found by walking every record.
   */
  private findPages(display: DisplayList, pageCount: i32): void {
    const words = display.words.data;
    const end = display.words.length;
    const first = this.frameFirst;
    first.reset();
    this.frameEnd.reset();
    this.frameWidth.reset();
    this.frameHeight.reset();
    this.frameStaffSpace.reset();
    this.frameRecord.reset();
    let current = -1; // the page index whose records are being walked (-1: none, -2: one not drawn)
    let position = 0;
    if (display.pagesKnown) {
      const positions = display.pagePositions;
      for (let record = 0, n = positions.length; record < n; record++) {
        const at = positions.get(record);
        current = this.addPage(words, at, <i32>(<u32>unchecked(words[at]) >> 8), end, record, current);
      }
      position = end;
    } else {
      let record = 0;
      while (position < end) {
        const head = unchecked(words[position]);
        const length = <i32>(<u32>head >> 8);
        if (length < 1 || length > end - position) break;
        if ((head & 0xff) == DisplayKind.Page && length >= DisplaySize.Page) {
          current = this.addPage(words, position, length, end, record, current);
          record++;
        }
        position += length;
      }
    }
    if (current >= 0) this.frameEnd.set(current, position);
    while (first.length < pageCount) this.addBlankFrame();
  }

  /**
   * Ends the frame of page `current` (-1 none, -2 one not drawn) at the Page record at word
   * `position` (`length` words, the `record`-th of the list) and starts that record's frame;
   * returns its page index, or -2 when it is not drawn (see findPages).
   */
  private addPage(words: StaticArray<i32>, position: i32, length: i32, end: i32, record: i32, current: i32): i32 {
    const first = this.frameFirst;
    if (current >= 0) this.frameEnd.set(current, position);
    const index = unchecked(words[position + 1]);
    if (!(index >= 0 && index < end && (index >= first.length || first.get(index) < 0))) return -2;
    while (first.length <= index) this.addBlankFrame();
    const width = reinterpret<f32>(unchecked(words[position + 2]));
    const height = reinterpret<f32>(unchecked(words[position + 3]));
    const staffSpace = reinterpret<f32>(unchecked(words[position + 4]));
    first.set(index, position + length);
    this.frameEnd.set(index, end);
    this.frameWidth.set(index, isFinite(width) ? width : 0);
    this.frameHeight.set(index, isFinite(height) ? height : 0);
    this.frameStaffSpace.set(index, staffSpace > 0 && isFinite(staffSpace) ? staffSpace : 1);
    this.frameRecord.set(index, record);
    return index;
  }

  private addBlankFrame(): void {
    this.frameFirst.push(-1);
    this.frameEnd.push(-1);
    this.frameWidth.push(0);
    this.frameHeight.push(0);
    this.frameStaffSpace.push(1);
    this.frameRecord.push(-1);
  }

  /**
   * Writes the document up to the music group's body: the root sized `widthPx` x `heightPx` CSS
   * px, the `<defs>` of the glyphs records [firstWord, endWord) draw, and the group scaled to sp.
   * Those glyphs are the set of Page record `record` in `display` when the display list kept it
   * (DisplayList glyphSets), else found by walking the records.
   */
  private writeDocumentOpening(widthPx: f64, heightPx: f64, staffSpacePx: f64, display: DisplayList, record: i32, firstWord: i32, endWord: i32): void {
    const out = this.output;
    const m = this.markup;
    out.markupNumber(m.documentOpening, widthPx);
    out.markupNumber(m.heightAttribute, heightPx);
    out.markupNumber(m.viewBoxAttribute, widthPx);
    out.byte(SPACE);
    out.number(heightPx);
    out.markup(m.defsOpening);
    const sets = display.glyphSets;
    if (display.pagesKnown && record >= 0 && (record + 1) * GLYPH_SET_WORDS <= sets.length) {
      this.glyphs.writeSetDefinitions(sets, record * GLYPH_SET_WORDS, out);
    } else {
      this.glyphs.writeDefinitions(display.words.data, firstWord, endWord, out);
    }
    out.markupNumber(m.groupOpening, staffSpacePx);
    out.markup(m.groupAttributes);
  }

  /** Writes page `page` (a frame with a Page record). */
  private writePage(ctx: Context, page: i32): void {
    const out = this.output;
    const m = this.markup;
    const words = ctx.display.words.data;
    const firstWord = this.frameFirst.get(page);
    const endWord = this.frameEnd.get(page);
    const staffSpacePx = <f64>this.frameStaffSpace.get(page);
    this.writeDocumentOpening(
      <f64>this.frameWidth.get(page) * staffSpacePx, <f64>this.frameHeight.get(page) * staffSpacePx, staffSpacePx,
      ctx.display, this.frameRecord.get(page), firstWord, endWord,
    );
    this.group = -1;
    this.pathKind = PathKind.None;
    this.elementCount = ctx.elements.count;
    this.elementRecords = changetype<usize>(ctx.elements.records.data);
    const base = changetype<usize>(words);

    // The end of what was written is kept in a local from record to record, and its length set
    // once at the end: each record is checked against the last address a record's room starts
    // at (a text run's text has its own check), then written piece by piece at the address.
    // The records are walked by address, and the next one's found before the record is
    // written: fewer values live across the record writers' calls (V8 keeps those on the stack).
    let to = out.end();
    let limit = out.limit(RECORD_ROOM);
    const end = base + (<usize>endWord << 2);
    for (let record = base + (<usize>firstWord << 2); record < end; ) {
      const head = load<i32>(record);
      const kind = head & 0xff;
      const length = <i32>(<u32>head >> 8);
      if (length < 1) break;
      const next = record + (<usize>length << 2);
      if (to > limit) {
        out.setEnd(to);
        out.ensure(RECORD_ROOM);
        to = out.end();
        limit = out.limit(RECORD_ROOM);
      }
      switch (kind) {
        case DisplayKind.Glyph:
        case DisplayKind.TurnedGlyph: {
          if (length < DisplaySize.Glyph) break;
          // Its outline's slot (-1: none, the glyph is skipped), from the generated table, not
          // through this.glyphs (a field checked for null at each glyph).
          const slot = glyphPathSlot(load<i32>(record, 8));
          if (slot < 0) break;
          to = this.enterElementOutsidePath(to, load<i32>(record, 4));
          const size = load<f32>(record, 20);
          const turned = kind == DisplayKind.TurnedGlyph;
          if (!turned && size == STAFF_SPACES_PER_EM) {
            to = putCoordinate(putUseOpening(to, slot), <f64>load<f32>(record, 12));
            to = putCoordinate(putWord(to, Y_ATTRIBUTE, 5), <f64>load<f32>(record, 16));
            to = putWord(to, EMPTY_ELEMENT_END, 3);
          } else {
            to = putCoordinate(putScaledUseOpening(to, slot), <f64>load<f32>(record, 12));
            to = putCoordinate(putByte(to, SPACE), <f64>load<f32>(record, 16));
            if (turned) to = putWords(to, TURN_TRANSFORM_1, TURN_TRANSFORM_2, 12);
            to = putCoordinate(putWord(to, SCALE_TRANSFORM, 8), <f64>size / <f64>STAFF_SPACES_PER_EM);
            to = putWord(to, TRANSFORM_END, 4);
          }
          break;
        }
        case DisplayKind.Line: {
          if (length < DisplaySize.Line) break;
          to = this.linePath(this.enterElement(to, load<i32>(record, 4)), load<i32>(record, 8), <f64>load<f32>(record, 28));
          to = writeLineSegment(to, <f64>load<f32>(record, 12), <f64>load<f32>(record, 16), <f64>load<f32>(record, 20), <f64>load<f32>(record, 24));
          break;
        }
        case DisplayKind.Beam: {
          if (length < DisplaySize.Beam) break;
          to = this.beamPath(this.enterElement(to, load<i32>(record, 4)));
          to = writeBeamOutline(to, record + 8);
          break;
        }
        case DisplayKind.Curve: {
          if (length < DisplaySize.Curve) break;
          to = this.enterElement(to, load<i32>(record, 4));
          const role = load<i32>(record, 8);
          to = this.curvePath(to, role);
          to = role == CurveRole.DottedSlur ? writeMiddleCurve(to, record + 12) : writeCrescentOutline(to, record + 12);
          break;
        }
        case DisplayKind.SourceText:
        case DisplayKind.TransposedText: {
          const transposed = kind == DisplayKind.TransposedText;
          const needed = transposed ? DisplaySize.TransposedText : DisplaySize.SourceText;
          if (length < needed) break;
          to = this.writeTextRun(to, ctx.source, record, transposed);
          limit = out.limit(RECORD_ROOM);
          break;
        }
        case DisplayKind.NumberText: {
          if (length < NUMBER_TEXT_WORDS) break;
          to = this.enterElementOutsidePath(to, load<i32>(record, 4));
          to = this.writeTextRunOpening(to, load<i32>(record, 8), load<i32>(record, 12), <f64>load<f32>(record, 20), <f64>load<f32>(record, 24), <f64>load<f32>(record, 28));
          to = putWord(putInteger(to, load<i32>(record, 16)), TEXT_CLOSING, 7);
          break;
        }
        case DisplayKind.ScaledGroupStart: {
          // A staff of V: staffscale=: its records are in the group's units (layout/staffScale.ts).
          if (length < DisplaySize.ScaledGroupStart) break;
          // Close the open element group and the open path (enterElement alone keeps a path
          // open when no element is).
          to = this.enterElementOutsidePath(to, -1);
          to = putWords(putWord(to, SCALED_GROUP_OPENING_START, 8), TRANSFORM_TRANSLATE_1, TRANSFORM_TRANSLATE_2, 16);
          to = putCoordinate(putWord(to, SCALED_GROUP_OPENING_END, 2), <f64>load<f32>(record, 4));
          to = putCoordinate(putWord(to, SCALE_TRANSFORM, 8), <f64>load<f32>(record, 8));
          to = putWord(to, SCALED_GROUP_ATTRIBUTES_END, 3);
          break;
        }
        case DisplayKind.ScaledGroupEnd: {
          to = putWord(this.enterElementOutsidePath(to, -1), GROUP_CLOSING, 4);
          break;
        }
        default:
          break; // a kind this writer does not draw (or a stray Page record inside the run)
      }
      record = next;
    }
    out.setEnd(to);
    out.ensure(RECORD_ROOM);
    to = this.closePath(out.end());
    if (this.group >= 0) to = putWord(to, GROUP_CLOSING, 4);
    this.group = -1;
    out.setEnd(putMarkup(to, m.documentClosing));
  }

  /** Moves into the group of element `element` (-1 or an unknown id: outside any group), writing at `to`. */
  @inline private enterElement(to: usize, element: i32): usize {
    // Most records belong to the element of the record before: checked where they are read.
    return element != this.group ? this.switchElement(to, element) : to;
  }

  /**
   * enterElement for a record drawn outside any path (a glyph, a text run): also ends the open
   * path, which switchElement ends itself.
   */
  @inline private enterElementOutsidePath(to: usize, element: i32): usize {
    return element != this.group ? this.switchElement(to, element) : this.closePath(to);
  }

  /**
   * Closes the open group (and path) and opens that of `element`, if it is in the element index,
   * at `to` (a corpus render switches 1.1 million times).
   */
  private switchElement(to: usize, element: i32): usize {
    to = this.closePath(to);
    if (this.group >= 0) to = putWord(to, GROUP_CLOSING, 4);
    if (<u32>element >= <u32>this.elementCount) {
      this.group = -1;
      return to;
    }
    // The element's record (abi ElementField words).
    const record = this.elementRecords + (<usize>(element * ElementField.Stride) << 2);
    to = putInteger(putWords(to, ELEMENT_OPENING_1, ELEMENT_OPENING_2, 12), element);
    to = putInteger(putWords(to, START_ATTRIBUTE_1, START_ATTRIBUTE_2, 14), load<i32>(record + (<usize>ElementField.Start << 2)));
    to = putInteger(putWords(to, END_ATTRIBUTE_1, END_ATTRIBUTE_2, 12), load<i32>(record + (<usize>ElementField.End << 2)));
    this.group = element;
    return putElementClassEnding(to, load<i32>(record + (<usize>ElementField.Kind << 2)));
  }

  /** Ends the open path, if any, at `to`. */
  @inline private closePath(to: usize): usize {
    // Stored only when a path was open: most glyphs and text runs come with none.
    if (this.pathKind != PathKind.None) {
      to = putWord(to, EMPTY_ELEMENT_END, 3);
      this.pathKind = PathKind.None;
    }
    return to;
  }

  /**
   * Continues the open line path of the same role and written width, or opens one at `to`
   * (LINE_OPENING_ROOM bytes): its data follows.
   */
  private linePath(to: usize, role: i32, width: f64): usize {
    // Unknown roles all draw as class "line": one look.
    const look = <u32>role < <u32>LINE_ROLE_COUNT ? role : LINE_ROLE_COUNT;
    if (this.pathKind == PathKind.Line && this.pathRole == look) {
      // Most lines continue a path of the very width it opened with (a staff's lines, ledger
      // lines): equal widths are written alike, so only another width needs the written keys
      // (most paths hold one line, a stem, and never come here: no key is worked out for them).
      if (width == this.pathWidth || writtenKey(width) == writtenKey(this.pathWidth)) return to;
    }
    to = this.closePath(to);
    // A look's lines mostly share one width (every stem, every staff line): its opening tag as
    // last written is copied rather than written again with its number (a million lines open a
    // path in a corpus render).
    const kept = LINE_OPENINGS + <usize>(look * LINE_OPENING_ENTRY);
    if (width != load<f64>(kept)) return this.openLinePath(to, role, look, width);
    this.pathKind = PathKind.Line;
    this.pathRole = look;
    this.pathWidth = width;
    return putLineOpening(to, kept + 16, load<i32>(kept, 8));
  }

  /**
   * Opens a line path of role `role` (look `look`, linePath) at `to`, its opening tag written
   * with the number `width` and kept for the look's next paths of that width.
   */
  private openLinePath(to: usize, role: i32, look: i32, width: f64): usize {
    const m = this.markup;
    const start = to;
    const number = putMarkup(start, look < LINE_ROLE_COUNT ? unchecked(m.lineOpenings[look]) : m.unknownLineOpening);
    to = putMarkup(putCoordinate(number, width), role == LineRole.OttavaLine ? m.dashedPathData : m.pathData);
    // An opening whose width is left for the page's expansion (svgOutput.ts putCoordinate) is
    // not kept: another page would copy it unexpanded. It is copied in words (putBytes: the
    // output has slack past `to`, the entry room past the longest opening), not by memory.copy,
    // which V8 makes a call.
    if (!isWideNumberLeft(number)) {
      const kept = LINE_OPENINGS + <usize>(look * LINE_OPENING_ENTRY);
      putBytes(kept + 16, start, <i32>(to - start));
      store<i32>(kept, <i32>(to - start), 8);
      store<f64>(kept, width);
    }
    this.pathKind = PathKind.Line;
    this.pathRole = look;
    this.pathWidth = width;
    return to;
  }

  /** Continues the open beam path, or opens one at `to`: its data follows. */
  private beamPath(to: usize): usize {
    if (this.pathKind == PathKind.Beam) return to;
    to = putWords(putWord(this.closePath(to), BEAM_OPENING_1, 8), BEAM_OPENING_2, BEAM_OPENING_3, 14);
    this.pathKind = PathKind.Beam;
    return to;
  }

  /** Continues the open curve path of the same role, or opens one at `to`: its data follows. */
  private curvePath(to: usize, role: i32): usize {
    const known = role >= 0 && role < CURVE_ROLE_CLASSES.length;
    const look = known ? role : -1;
    if (this.pathKind == PathKind.Curve && this.pathRole == look) return to;
    const m = this.markup;
    to = putMarkup(this.closePath(to), known ? unchecked(m.curveOpenings[role]) : m.unknownCurveOpening);
    this.pathKind = PathKind.Curve;
    this.pathRole = look;
    return to;
  }

  /**
   * Writes the text run `record` (abi DisplayKind.SourceText, or TransposedText when
   * `transposed`) at `to`, in room ensured for a record, unless it prints nothing; returns the
   * address after it (the output may have grown).
   */
  private writeTextRun(to: usize, source: Source, record: usize, transposed: bool): usize {
    const out = this.output;
    const font = load<i32>(record, 8);
    const start = load<i32>(record, 16);
    const end = load<i32>(record, 20);
    const printed = this.printed;
    // A plain run (PrintedText putPlain: most) is copied as bytes past a record's room while it
    // is checked, then moved in after its opening tag (by whole words: the slack holds the last
    // one's overrun), so its units are walked once. The room: a byte for each unit it may have.
    out.setEnd(to);
    out.ensure(RECORD_ROOM + <i32>min(max(<i64>end - <i64>start, 0), <i64>source.length));
    to = out.end();
    const copy = to + RECORD_ROOM;
    const plain = printed.putPlain(source, font, start, end, copy);
    if (plain == 0) return to;
    if (plain > 0) {
      to = this.enterElementOutsidePath(to, load<i32>(record, 4));
      to = this.writeTextRunOpening(to, font, load<i32>(record, 12), <f64>load<f32>(record, 24), <f64>load<f32>(record, 28), <f64>load<f32>(record, 32));
      return putWord(putBytes(to, copy, plain), TEXT_CLOSING, 7);
    }
    // Any other run is decoded into the printer's UTF-16 units (a few per cent of the runs).
    printed.print(source, font, start, end, transposed ? load<i32>(record, 36) : 0);
    const units = printed.units.length;
    if (units == 0) return to;
    to = this.enterElementOutsidePath(to, load<i32>(record, 4));
    to = this.writeTextRunOpening(to, font, load<i32>(record, 12), <f64>load<f32>(record, 24), <f64>load<f32>(record, 28), <f64>load<f32>(record, 32));
    // Room for every unit written at its longest (a character reference), and the closing.
    out.setEnd(to);
    out.ensure(units * REFERENCE_ROOM + 8);
    return putWord(putCharacterData(out.end(), changetype<usize>(printed.units.data), units), TEXT_CLOSING, 7);
  }

  /**
   * Writes a text run's opening tag at `to`, `<text x=".." y=".." font-size="..">` and the font's
   * and anchor's attributes: position and size in sp, font by abi FontWord, anchor by TextAnchor.
   */
  private writeTextRunOpening(to: usize, font: i32, anchor: i32, x: f64, y: f64, size: f64): usize {
    const m = this.markup;
    to = putCoordinate(putWords(to, TEXT_OPENING_1, TEXT_OPENING_2, 9), x);
    to = putCoordinate(putWord(to, Y_ATTRIBUTE, 5), y);
    to = putCoordinate(putWords(to, FONT_SIZE_ATTRIBUTE_1, FONT_SIZE_ATTRIBUTE_2, 13), size);
    return putMarkup(to, m.textEnding(font, anchor));
  }
}

/**
 * Writes the `count` UTF-16 units at `text` (a run's printed text) as XML character data at `to`
 * (REFERENCE_ROOM bytes a unit): the five markup characters escaped; tab, LF and CR as spaces;
 * other controls, lone surrogates and U+FFFE, U+FFFF (not characters, XML 1.0, 2.2) as U+FFFD;
 * beyond ASCII as character references (svgOutput.ts: pages are ASCII).
 */
@inline function putCharacterData(to: usize, text: usize, count: i32): usize {
  for (let i = 0; i < count; i++) {
    const c = <i32>load<u16>(text + (<usize>i << 1));
    // `?` to DEL (the letters among them, most of the text) with one comparison: the markup
    // characters are all below.
    if (<u32>(c - 63) < 65) {
      to = putByte(to, <u8>c);
    } else if (c >= 32 && c < 0x80) {
      if (c == 38) to = putWord(to, AMPERSAND_ESCAPE, 5);
      else if (c == 60) to = putWord(to, LESS_THAN_ESCAPE, 4);
      else if (c == 62) to = putWord(to, GREATER_THAN_ESCAPE, 4);
      else if (c == 34) to = putWord(to, QUOTATION_ESCAPE, 6);
      else if (c == 39) to = putWord(to, APOSTROPHE_ESCAPE, 6);
      else to = putByte(to, <u8>c);
    } else if (c == 9 || c == 10 || c == 13) {
      to = putByte(to, SPACE);
    } else if (c < 32 || c == 0xfffe || c == 0xffff) {
      to = putCharacter(to, 0xfffd);
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = i + 1 < count ? <i32>load<u16>(text + (<usize>(i + 1) << 1)) : 0;
      if (next >= 0xdc00 && next <= 0xdfff) {
        to = putCharacter(to, 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00));
        i++;
      } else {
        to = putCharacter(to, 0xfffd);
      }
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      to = putCharacter(to, 0xfffd);
    } else {
      to = putCharacter(to, c);
    }
  }
  return to;
}

/**
 * Writes the line path opening kept at `kept` (LINE_OPENING_ROOM bytes, `length` of them the
 * opening) at `to`: its first 64 bytes as 8 words with no loop (most are 42 to 56 bytes long; V8
 * checks for an interrupt at each turn of a loop), the rest in whole words.
 */
@inline function putLineOpening(to: usize, kept: usize, length: i32): usize {
  store<u64>(to, load<u64>(kept));
  store<u64>(to, load<u64>(kept, 8), 8);
  store<u64>(to, load<u64>(kept, 16), 16);
  store<u64>(to, load<u64>(kept, 24), 24);
  store<u64>(to, load<u64>(kept, 32), 32);
  store<u64>(to, load<u64>(kept, 40), 40);
  store<u64>(to, load<u64>(kept, 48), 48);
  store<u64>(to, load<u64>(kept, 56), 56);
  if (length > 64) putBytes(to + 64, kept + 64, length - 64);
  return to + <usize>length;
}

/** Writes the character `code` and then the point `x y` at `to` (path data: `M1 2`, ` 3 4`). */
@inline function putPoint(to: usize, code: u8, x: f64, y: f64): usize {
  return putCoordinate(putByte(putCoordinate(putByte(to, code), x), SPACE), y);
}

/**
 * A line's path data at `to`: `M x1 y1` then `V y2` or `H x2` when it is vertical or horizontal.
 * Inlined into writePage, its one caller (a million lines a corpus render): as a call, its four
 * coordinates were spilled to the stack around each number's slow path, and writePage's locals
 * reloaded after it.
 */
@inline function writeLineSegment(to: usize, x1: f64, y1: f64, x2: f64, y2: f64): usize {
  to = putPoint(to, MOVE_TO, x1, y1);
  if (x1 == x2) return putCoordinate(putByte(to, VERTICAL_TO), y2);
  if (y1 == y2) return putCoordinate(putByte(to, HORIZONTAL_TO), x2);
  return putPoint(to, LINE_TO, x2, y2);
}

/**
 * A beam record's parallelogram (abi DisplayKind.Beam) at `to`: (x1,y1)-(x2,y2) and the same
 * edge `thickness` sp lower, closed. `at` is the address of x1.
 */
function writeBeamOutline(to: usize, at: usize): usize {
  const x1 = <f64>load<f32>(at);
  const y1 = <f64>load<f32>(at, 4);
  const x2 = <f64>load<f32>(at, 8);
  const y2 = <f64>load<f32>(at, 12);
  const thickness = <f64>load<f32>(at, 16);
  to = putPoint(to, MOVE_TO, x1, y1);
  to = putPoint(to, LINE_TO, x2, y2);
  to = putPoint(to, LINE_TO, x2, y2 + thickness);
  to = putPoint(to, LINE_TO, x1, y1 + thickness);
  return putByte(to, CLOSE);
}

/**
 * A curve record's middle Bézier at `to`, unclosed (a dotted slur: abi CurveRole.DottedSlur).
 * `at` is the address of x0.
 */
function writeMiddleCurve(to: usize, at: usize): usize {
  to = putPoint(to, MOVE_TO, <f64>load<f32>(at), <f64>load<f32>(at, 4));
  to = putPoint(to, CURVE_TO, <f64>load<f32>(at, 8), <f64>load<f32>(at, 12));
  to = putPoint(to, SPACE, <f64>load<f32>(at, 16), <f64>load<f32>(at, 20));
  return putPoint(to, SPACE, <f64>load<f32>(at, 24), <f64>load<f32>(at, 28));
}

/**
 * A slur or tie (abi DisplayKind.Curve) as a filled crescent at `to`: the middle curve's control
 * points are moved up by one offset and down by the same for the two edges, which share the
 * ends. A cubic Bézier's midpoint is 3/4 of the way to its control points' midpoint (B(1/2) =
 * (P0 + 3 P1 + 3 P2 + P3) / 8), so an offset of 2/3 of the thickness on each side makes the
 * crescent exactly `thickness` sp thick in the middle, as the record asks. `at` is the
 * address of x0.
 */
function writeCrescentOutline(to: usize, at: usize): usize {
  const x0 = <f64>load<f32>(at);
  const y0 = <f64>load<f32>(at, 4);
  const c1x = <f64>load<f32>(at, 8);
  const c1y = <f64>load<f32>(at, 12);
  const c2x = <f64>load<f32>(at, 16);
  const c2y = <f64>load<f32>(at, 20);
  const x3 = <f64>load<f32>(at, 24);
  const y3 = <f64>load<f32>(at, 28);
  const offset = (<f64>load<f32>(at, 32) * 2) / 3;
  to = putPoint(to, MOVE_TO, x0, y0);
  to = putPoint(to, CURVE_TO, c1x, c1y - offset);
  to = putPoint(to, SPACE, c2x, c2y - offset);
  to = putPoint(to, SPACE, x3, y3);
  to = putPoint(to, CURVE_TO, c2x, c2y + offset);
  to = putPoint(to, SPACE, c1x, c1y + offset);
  to = putPoint(to, SPACE, x0, y0);
  return putByte(to, CLOSE);
}
