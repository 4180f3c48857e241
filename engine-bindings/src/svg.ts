/**
 * @fileoverview The SVG writer: serialises the display list, one SVG document per page, and
 * decides nothing (STYLE.md 4, "draw is rote": every position was computed by layout).
 *
 * Each page is a self-contained SVG (DESIGN.md 3.1, "Glyphs"): the outlines of the glyphs the
 * page uses in `<defs>` (from the generated GLYPH_PATHS table), referenced by `<use>`, so it
 * displays and prints with no music font installed. The root is sized in CSS pixels; the music
 * is drawn in staff spaces inside one `<g transform="scale(staffSpacePx)">`. Everything is
 * filled or stroked with `currentColor`, so the page takes the colour of its container and an
 * element can be highlighted with CSS `color`. That group also carries what most children share,
 * which they inherit (SVG presentation attributes): the fill and stroke colour, a stroke width of
 * 0 (glyphs and filled shapes are not stroked; each line sets its own width) and the serif text
 * family. This keeps a page about a third smaller, which the client re-parses on every keystroke.
 *
 * Contiguous records of one element (abi ElementField) are wrapped in
 * `<g data-el="{id}" data-start=".." data-end=".." class="{kind}">`, which is how the client
 * maps a click to the source range and a caret to the drawn element (DESIGN.md 3.1).
 *
 * Speed: a corpus render writes 240 MB of SVG, so the writer builds no string per piece: it writes
 * bytes into one reused buffer (svgText.ts) from markup prepared once (tags, each glyph's `<defs>`
 * entry and `<use>` opening) and makes the pages slices of one string (bench/profile-render.ts
 * measures it).
 * Pages are ASCII: text beyond it is written as XML character references (`&#9839;` for ♯), so
 * that a page is a one-byte string (svgText.ts says why).
 *
 * The glyphs' markup and each page's `<defs>` list are in svgGlyphs.ts.
 *
 * Usage examples: svg.test.ts (synthetic display lists).
 */

import { CurveRole, DisplayKind, DisplaySize, ElementField, FontWord, LineRole, TextAnchor } from '../../engine-as/src/abi.js';
import { elementKindName } from './elements.js';
import { SVG_DEFAULT_FONT_FAMILY, SVG_FONT_ATTRIBUTES } from './fonts.js';
import { findPages, recordKind, recordLength, type PageFrame } from './pages.js';
import type { Table } from './results.js';
import { escapeXml, printedText } from './text.js';
import { glyphTableOf, usedGlyphs, type GlyphMarkup } from './svgGlyphs.js';
import { markup, SvgText, type Markup } from './svgText.js';

export { glyphId } from './svgGlyphs.js';

/** Staff spaces per em of a SMuFL font (SMuFL, "Scaling"): GLYPH_PATHS are drawn at this size. */
const STAFF_SPACES_PER_EM = 4;

/** Class of each abi LineRole, in role order. */
const LINE_ROLE_CLASSES: readonly string[] = [
  'staff-line',
  'ledger-line',
  'stem',
  'barline-thin',
  'barline-thick',
  'ending-bracket',
  'lyric-extender',
  'lyric-hyphen',
  'tuplet-bracket',
  'hairpin',
  'ottava-line',
];

/** An ottava line is dashed (Gould, Behind Bars p. 26): dashes and gaps in staff spaces. */
const OTTAVA_DASHES = ' stroke-dasharray="0.8 0.5"';

/**
 * A dotted slur (abi CurveRole.DottedSlur) is its middle curve stroked in round dots, not a filled
 * crescent (sp: dots 0.16 wide, 0.35 apart).
 */
const DOTTED_CURVE_ATTRIBUTES = ' fill="none" stroke-width="0.16" stroke-linecap="round" stroke-dasharray="0.01 0.35"';
/** Class of each abi CurveRole. */
const CURVE_ROLE_CLASSES: readonly string[] = ['tie', 'slur', 'slur dotted'];

/**
 * Words of a NumberText record: [head, element, font, anchor, value, x, y, size] (abi
 * DisplayKind.NumberText). abi DisplaySize.NumberText says 9, which the record's fields do not
 * fill; the writer needs only the 8 it reads.
 */
const NUMBER_TEXT_WORDS = 8;

const ANCHOR_ATTRIBUTES: readonly string[] = ['', ' text-anchor="middle"', ' text-anchor="end"'];

/** What the writer needs besides the display list. */
export interface SvgInput {
  /** The display list copied out of the core. */
  display: Table;
  /** Number of pages the core reported (abi ResultField.PageCount). */
  pageCount: number;
  /** The element index copied out of the core, for the groups' source ranges and kinds. */
  elements: Table;
  /** The text that was rendered: SourceText records print slices of it. */
  source: string;
  /** SVG path data per SMuFL code point, in staff spaces at 4 sp per em, y down. */
  glyphPaths: Readonly<Record<number, string>>;
  /** Size in CSS px of a page that has no Page record (drawn blank). */
  blankPage: { width: number; height: number };
}

/** ".001" ... ".999" with trailing zeros dropped, and '' for 0: fractions of thousandths. */
const THOUSANDTHS: readonly string[] = Array.from({ length: 1000 }, (_, thousandths) =>
  thousandths === 0 ? '' : '.' + String(thousandths).padStart(3, '0').replace(/0+$/, ''),
);

/**
 * Formats a coordinate as a string, as SvgText.number writes it: at most 3 decimals (1/1000 sp),
 * no trailing zeros, never NaN. Only to compare widths beyond SvgText's integer range (PageWriter
 * linePath); pages are written as bytes.
 */
function num(value: number): string {
  let thousandths = Math.round(value * 1000);
  if (!(thousandths >= -0x7fffffff && thousandths <= 0x7fffffff)) {
    return Number.isFinite(value) ? String(Math.round(value * 1000) / 1000) : '0';
  }
  let sign = '';
  if (thousandths < 0) {
    sign = '-';
    thousandths = -thousandths;
  }
  const whole = (thousandths / 1000) | 0;
  return sign + whole + THOUSANDTHS[thousandths - whole * 1000];
}

/**
 * Writes one SVG document per page of `input.display`, whose pages are `frames` (pages.ts
 * findPages; the engine passes the frames it found for the element index). Records the writer
 * cannot draw (a glyph with no outline, a record shorter than its kind, an unknown kind) are
 * skipped.
 */
export function writeSvgPages(input: SvgInput, frames: readonly (PageFrame | null)[] = findPages(input.display, input.pageCount)): string[] {
  out.reset(); // anything a failed render left
  for (const frame of frames) {
    if (frame) {
      writePage(input, frame);
    } else {
      writeDocumentOpening(input.blankPage.width, input.blankPage.height, 1, []);
      out.markup(DOCUMENT_CLOSING);
    }
    out.endPage();
  }
  return out.finishPages();
}

/** The builder every page is written into (the writer is synchronous: one render at a time). */
const out = new SvgText();

/*
 * The markup the writer repeats, prepared once (svgText.ts `markup`). Character codes of the path
 * commands and separators are written as single bytes.
 */
const DOCUMENT_OPENING = markup('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="');
const HEIGHT_ATTRIBUTE = markup('" height="');
const VIEW_BOX_ATTRIBUTE = markup('" viewBox="0 0 ');
const DEFS_OPENING = markup('" class="swaralipi-page"><defs>');
const GROUP_OPENING = markup('</defs><g transform="scale(');
/** The music group's attributes that children inherit (see the file overview). */
const GROUP_ATTRIBUTES = markup(`)" fill="currentColor" stroke="currentColor" stroke-width="0" font-family="${SVG_DEFAULT_FONT_FAMILY}">`);
const DOCUMENT_CLOSING = markup('</g></svg>');
const ELEMENT_OPENING = markup('<g data-el="');
const START_ATTRIBUTE = markup('" data-start="');
const END_ATTRIBUTE = markup('" data-end="');
const ELEMENT_CLOSING = markup('</g>');
const Y_ATTRIBUTE = markup('" y="');
const EMPTY_ELEMENT_END = markup('"/>');
const SCALE_TRANSFORM = markup(') scale(');
/** A scaled group (abi DisplayKind.ScaledGroupStart): `<g transform="translate(0 y) scale(s)">`. */
const SCALED_GROUP_OPENING = markup('<g transform="translate(0 ');
const SCALED_GROUP_SCALE = markup(') scale(');
const SCALED_GROUP_ATTRIBUTES_END = markup(')">');
const GROUP_CLOSING = markup('</g>');

/** A TurnedGlyph's quarter turn counter-clockwise (SVG's y points down), before its scale. */
const TURN_TRANSFORM = markup(') rotate(-90');
const TRANSFORM_END = markup(')"/>');
const PATH_DATA = markup('" d="');
const DASHED_PATH_DATA = markup(`"${OTTAVA_DASHES} d="`);
const BEAM_OPENING = markup('<path class="beam" d="');
const TEXT_OPENING = markup('<text x="');
const FONT_SIZE_ATTRIBUTE = markup('" font-size="');
const TEXT_CLOSING = markup('</text>');
const SPACE = 32;
const MOVE_TO = 77; // M
const LINE_TO = 76; // L
const HORIZONTAL_TO = 72; // H
const VERTICAL_TO = 86; // V
const CURVE_TO = 67; // C
const CLOSE = 90; // Z

/** `<path class="{role class}" stroke-width="` of each abi LineRole ('line' for an unknown role). */
const LINE_OPENINGS: readonly Markup[] = LINE_ROLE_CLASSES.map((roleClass) => markup(`<path class="${roleClass}" stroke-width="`));
const UNKNOWN_LINE_OPENING = markup('<path class="line" stroke-width="');

/** `<path class="{role class}" d="` of each abi CurveRole ('curve' for an unknown role). */
const CURVE_OPENINGS: readonly Markup[] = CURVE_ROLE_CLASSES.map((roleClass, role) =>
  markup(`<path class="${roleClass}"${role === CurveRole.DottedSlur ? DOTTED_CURVE_ATTRIBUTES : ''} d="`));
const UNKNOWN_CURVE_OPENING = markup('<path class="curve" d="');

/** `" class="{kind}">` closing an element group's opening tag, by abi ElementKind (made on first use). */
const elementClasses: (Markup | undefined)[] = [];

function elementClass(kind: number): Markup {
  const known = kind >= 0 && kind < ELEMENT_KIND_LIMIT;
  const encoded = known ? elementClasses[kind] : undefined;
  if (encoded !== undefined) return encoded;
  const made = markup(`" class="${elementKindName(kind)}">`);
  if (known) elementClasses[kind] = made;
  return made;
}

/** Element kinds below this are kept in elementClasses (abi ElementKind has far fewer). */
const ELEMENT_KIND_LIMIT = 256;

/**
 * `"{font attributes}{anchor attribute}>` closing a text run's opening tag, by font word and
 * anchor (index font * ANCHOR_ATTRIBUTES.length + anchor), made on first use.
 */
const textRunEndings: (Markup | undefined)[] = new Array(FontWord.Limit * ANCHOR_ATTRIBUTES.length);

/** The ending of a text run's opening tag in `font` (abi FontWord; FontId 0's look when unknown), at `anchor` (abi TextAnchor). */
function textRunEnding(font: number, anchor: number): Markup {
  const fontKey = SVG_FONT_ATTRIBUTES[font] !== undefined ? font : 0;
  const anchorKey = ANCHOR_ATTRIBUTES[anchor] !== undefined ? anchor : TextAnchor.Start;
  const key = fontKey * ANCHOR_ATTRIBUTES.length + anchorKey;
  return (textRunEndings[key] ??= markup(`"${SVG_FONT_ATTRIBUTES[fontKey]}${ANCHOR_ATTRIBUTES[anchorKey]}>`));
}

/**
 * Writes the document up to the music group's body: the root sized `widthPx` x `heightPx` CSS px,
 * the `<defs>` of the glyphs `used` (ascending code points) and the group scaled to staff spaces.
 */
function writeDocumentOpening(widthPx: number, heightPx: number, staffSpacePx: number, used: readonly GlyphMarkup[]): void {
  out.markup(DOCUMENT_OPENING);
  out.number(widthPx);
  out.markup(HEIGHT_ATTRIBUTE);
  out.number(heightPx);
  out.markup(VIEW_BOX_ATTRIBUTE);
  out.number(widthPx);
  out.byte(SPACE);
  out.number(heightPx);
  out.markup(DEFS_OPENING);
  for (const glyph of used) out.bytes(glyph.definition);
  out.markup(GROUP_OPENING);
  out.number(staffSpacePx);
  out.markup(GROUP_ATTRIBUTES);
}

/** Kinds of merged path: paths of different kinds never merge. */
const enum PathKind {
  None,
  Line,
  Beam,
  Curve,
}

/**
 * The state of the page being written: the open element group, and the open merged path.
 * Lines and filled shapes that follow each other in one element with the same look (the same
 * opening tag) are merged into a single `<path>` (the five lines of a staff become one path).
 */
class PageWriter {
  /** The open element group (-1: none). */
  private group = -1;
  /**
   * The open path's kind and role (abi LineRole or CurveRole), and a line's stroke width: the
   * value, and its thousandths as written (NaN when out of range: compared by `num` then).
   */
  private pathKind = PathKind.None;
  private pathRole = 0;
  private pathWidth = 0;
  private pathWidthThousandths = 0;

  constructor(private readonly elements: Table) {}

  /** Moves into the group of element `element` (-1 or an unknown id: outside any group). */
  enterElement(element: number): void {
    if (element === this.group) return;
    this.closePath();
    if (this.group >= 0) out.markup(ELEMENT_CLOSING);
    this.group = -1;
    if (element >= 0 && element < this.elements.count) {
      const ints = this.elements.ints;
      const base = element * ElementField.Stride;
      out.markupInteger(ELEMENT_OPENING, element);
      out.markupInteger(START_ATTRIBUTE, ints[base + ElementField.Start]!);
      out.markupInteger(END_ATTRIBUTE, ints[base + ElementField.End]!);
      out.markup(elementClass(ints[base + ElementField.Kind]!));
      this.group = element;
    }
  }

  /** Ends the open path, if any. */
  closePath(): void {
    if (this.pathKind !== PathKind.None) out.markup(EMPTY_ELEMENT_END);
    this.pathKind = PathKind.None;
  }

  /** Ends what is open at the end of the page. */
  finish(): void {
    this.closePath();
    if (this.group >= 0) out.markup(ELEMENT_CLOSING);
    this.group = -1;
  }

  /** Continues the open line path of the same role and width, or opens one: its data follows. */
  linePath(role: number, width: number): void {
    const known = role >= 0 && role < LINE_OPENINGS.length;
    // Unknown roles all draw as class "line": one look.
    const look = known ? role : -1;
    const thousandths = writtenThousandths(width);
    if (this.pathKind === PathKind.Line && this.pathRole === look) {
      if (thousandths === this.pathWidthThousandths) return;
      // Either out of range (NaN): written alike when `num` writes them alike.
      const outOfRange = Number.isNaN(thousandths) || Number.isNaN(this.pathWidthThousandths);
      if (outOfRange && num(width) === num(this.pathWidth)) return;
    }
    this.closePath();
    out.markup(known ? LINE_OPENINGS[role]! : UNKNOWN_LINE_OPENING);
    out.number(width);
    out.markup(role === LineRole.OttavaLine ? DASHED_PATH_DATA : PATH_DATA);
    this.pathKind = PathKind.Line;
    this.pathRole = look;
    this.pathWidth = width;
    this.pathWidthThousandths = thousandths;
  }

  /** Continues the open beam path, or opens one: its data follows. */
  beamPath(): void {
    if (this.pathKind === PathKind.Beam) return;
    this.closePath();
    out.markup(BEAM_OPENING);
    this.pathKind = PathKind.Beam;
  }

  /** Continues the open curve path of the same role, or opens one: its data follows. */
  curvePath(role: number): void {
    const known = role >= 0 && role < CURVE_OPENINGS.length;
    const look = known ? role : -1;
    if (this.pathKind === PathKind.Curve && this.pathRole === look) return;
    this.closePath();
    out.markup(known ? CURVE_OPENINGS[role]! : UNKNOWN_CURVE_OPENING);
    this.pathKind = PathKind.Curve;
    this.pathRole = look;
  }
}

/** Writes one page into `out`. */
function writePage(input: SvgInput, frame: PageFrame): void {
  const { ints, floats } = input.display;
  const { glyphPaths, source } = input;
  const glyphs = glyphTableOf(glyphPaths);
  writeDocumentOpening(frame.widthSp * frame.staffSpacePx, frame.heightSp * frame.staffSpacePx, frame.staffSpacePx, usedGlyphs(ints, frame, glyphs));
  const page = new PageWriter(input.elements);

  for (let at = frame.firstWord; at < frame.endWord; at += recordLength(ints[at])) {
    const head = ints[at];
    const kind = recordKind(head);
    const length = recordLength(head);
    if (length < 1) break;
    switch (kind) {
      case DisplayKind.Glyph:
      case DisplayKind.TurnedGlyph: {
        if (length < DisplaySize.Glyph) break;
        const glyph = glyphs.get(ints[at + 2]);
        if (glyph === null) break;
        page.enterElement(ints[at + 1]);
        page.closePath();
        const size = floats[at + 5];
        const turned = kind === DisplayKind.TurnedGlyph;
        if (size === STAFF_SPACES_PER_EM && !turned) {
          out.markupNumber(glyph.use, floats[at + 3]!);
          out.markupNumber(Y_ATTRIBUTE, floats[at + 4]!);
          out.markup(EMPTY_ELEMENT_END);
        } else {
          out.markupNumber(glyph.scaledUse, floats[at + 3]!);
          out.commandNumber(SPACE, floats[at + 4]!);
          if (turned) out.markup(TURN_TRANSFORM);
          out.markupNumber(SCALE_TRANSFORM, size / STAFF_SPACES_PER_EM);
          out.markup(TRANSFORM_END);
        }
        break;
      }
      case DisplayKind.Line: {
        if (length < DisplaySize.Line) break;
        page.enterElement(ints[at + 1]);
        page.linePath(ints[at + 2], floats[at + 7]);
        writeLineSegment(floats[at + 3], floats[at + 4], floats[at + 5], floats[at + 6]);
        break;
      }
      case DisplayKind.Beam: {
        if (length < DisplaySize.Beam) break;
        page.enterElement(ints[at + 1]);
        page.beamPath();
        writeBeamOutline(floats, at + 2);
        break;
      }
      case DisplayKind.Curve: {
        if (length < DisplaySize.Curve) break;
        page.enterElement(ints[at + 1]);
        page.curvePath(ints[at + 2]);
        if (ints[at + 2] === CurveRole.DottedSlur) writeMiddleCurve(floats, at + 3);
        else writeCrescentOutline(floats, at + 3);
        break;
      }
      case DisplayKind.SourceText:
      case DisplayKind.TransposedText: {
        const transposed = kind === DisplayKind.TransposedText;
        if (length < (transposed ? DisplaySize.TransposedText : DisplaySize.SourceText)) break;
        const font = ints[at + 2];
        const text = printedText(source, font, ints[at + 4], ints[at + 5], transposed ? ints[at + 9] : 0);
        if (text === '') break;
        page.enterElement(ints[at + 1]);
        page.closePath();
        writeTextRunOpening(font, ints[at + 3], floats[at + 6], floats[at + 7], floats[at + 8]);
        out.text(escapeXml(text));
        out.markup(TEXT_CLOSING);
        break;
      }
      case DisplayKind.NumberText: {
        if (length < NUMBER_TEXT_WORDS) break;
        page.enterElement(ints[at + 1]);
        page.closePath();
        writeTextRunOpening(ints[at + 2], ints[at + 3], floats[at + 5], floats[at + 6], floats[at + 7]);
        out.integer(ints[at + 4]);
        out.markup(TEXT_CLOSING);
        break;
      }
      case DisplayKind.ScaledGroupStart: {
        // A staff of V: staffscale=: its records are in the group's units (layout/staffScale.ts).
        if (length < DisplaySize.ScaledGroupStart) break;
        // Close the open element group and the open path (enterElement alone keeps a path open
        // when no element is).
        page.enterElement(-1);
        page.closePath();
        out.markup(SCALED_GROUP_OPENING);
        out.number(floats[at + 1]);
        out.markup(SCALED_GROUP_SCALE);
        out.number(floats[at + 2]);
        out.markup(SCALED_GROUP_ATTRIBUTES_END);
        break;
      }
      case DisplayKind.ScaledGroupEnd:
        page.enterElement(-1);
        page.closePath();
        out.markup(GROUP_CLOSING);
        break;
      default:
        break; // a kind this writer does not draw (or a stray Page record inside the run)
    }
  }
  page.finish();
  out.markup(DOCUMENT_CLOSING);
}

/**
 * The thousandths `num` writes for `value` (equal thousandths: equal text), or NaN when `value`
 * is beyond its integer range and is written by `String`.
 */
function writtenThousandths(value: number): number {
  const thousandths = Math.round(value * 1000);
  return thousandths >= -0x7fffffff && thousandths <= 0x7fffffff ? thousandths : NaN;
}

/** A line's path data: `M x1 y1` then `V y2` or `H x2` when it is vertical or horizontal. */
function writeLineSegment(x1: number, y1: number, x2: number, y2: number): void {
  out.commandPoint(MOVE_TO, x1, y1);
  if (x1 === x2) {
    out.commandNumber(VERTICAL_TO, y2);
  } else if (y1 === y2) {
    out.commandNumber(HORIZONTAL_TO, x2);
  } else {
    out.commandPoint(LINE_TO, x2, y2);
  }
}

/**
 * Writes a text run's opening tag, `<text x=".." y=".." font-size="..">` and the font's and
 * anchor's attributes: position and size in sp, font by abi FontWord, anchor by TextAnchor.
 */
function writeTextRunOpening(font: number, anchor: number, x: number, y: number, size: number): void {
  out.markupNumber(TEXT_OPENING, x);
  out.markupNumber(Y_ATTRIBUTE, y);
  out.markupNumber(FONT_SIZE_ATTRIBUTE, size);
  out.markup(textRunEnding(font, anchor));
}

/**
 * A beam record's parallelogram (abi DisplayKind.Beam): (x1,y1)-(x2,y2) and the same edge
 * `thickness` sp lower, closed. `at` is the index of x1.
 */
function writeBeamOutline(floats: Float32Array, at: number): void {
  const x1 = floats[at];
  const y1 = floats[at + 1];
  const x2 = floats[at + 2];
  const y2 = floats[at + 3];
  const thickness = floats[at + 4];
  out.commandPoint(MOVE_TO, x1, y1);
  out.commandPoint(LINE_TO, x2, y2);
  out.commandPoint(LINE_TO, x2, y2 + thickness);
  out.commandPoint(LINE_TO, x1, y1 + thickness);
  out.byte(CLOSE);
}

/**
 * A slur or tie (abi DisplayKind.Curve) as a filled crescent: the middle curve's control points
 * are moved up by one offset and down by the same for the two edges, which share the ends.
 * A cubic Bézier's midpoint is 3/4 of the way to its control points' midpoint (B(1/2) =
 * (P0 + 3 P1 + 3 P2 + P3) / 8), so an offset of 2/3 of the thickness on each side makes the
 * crescent exactly `thickness` sp thick in the middle, as the record asks. `at` is the index of x0.
 */
/** A curve record's middle Bézier, unclosed (a dotted slur: abi CurveRole.DottedSlur). */
function writeMiddleCurve(floats: Float32Array, at: number): void {
  out.commandPoint(MOVE_TO, floats[at]!, floats[at + 1]!);
  out.commandPoint(CURVE_TO, floats[at + 2]!, floats[at + 3]!);
  out.commandPoint(SPACE, floats[at + 4]!, floats[at + 5]!);
  out.commandPoint(SPACE, floats[at + 6]!, floats[at + 7]!);
}

function writeCrescentOutline(floats: Float32Array, at: number): void {
  const x0 = floats[at];
  const y0 = floats[at + 1];
  const c1x = floats[at + 2];
  const c1y = floats[at + 3];
  const c2x = floats[at + 4];
  const c2y = floats[at + 5];
  const x3 = floats[at + 6];
  const y3 = floats[at + 7];
  const offset = (floats[at + 8] * 2) / 3;
  out.commandPoint(MOVE_TO, x0, y0);
  out.commandPoint(CURVE_TO, c1x, c1y - offset);
  out.commandPoint(SPACE, c2x, c2y - offset);
  out.commandPoint(SPACE, x3, y3);
  out.commandPoint(CURVE_TO, c2x, c2y + offset);
  out.commandPoint(SPACE, c1x, c1y + offset);
  out.commandPoint(SPACE, x0, y0);
  out.byte(CLOSE);
}
