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
 * Usage examples: svg.test.ts (synthetic display lists).
 */

import { DisplayKind, DisplaySize, ElementField, LineRole, TextAnchor } from '../../engine-as/src/abi.js';
import { elementKindName } from './elements.js';
import { SVG_DEFAULT_FONT_FAMILY, SVG_FONT_ATTRIBUTES } from './fonts.js';
import { findPages, recordKind, recordLength, type PageFrame } from './pages.js';
import type { Table } from './results.js';
import { escapeXml, printedText } from './text.js';

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

/** Class of each abi CurveRole. */
const CURVE_ROLE_CLASSES: readonly string[] = ['tie', 'slur'];

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
 * Formats a coordinate: at most 3 decimals (1/1000 sp), no trailing zeros, never NaN. Built from
 * integers because it runs for every coordinate of every render, and integer-to-string is
 * several times faster than the shortest round-trip formatting of a double.
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

/** The `<defs>` id of the glyph at code point `codepoint`: `g` + upper-case hex (`gE0A4`). */
export function glyphId(codepoint: number): string {
  let id = glyphIds.get(codepoint);
  if (id === undefined) {
    id = 'g' + codepoint.toString(16).toUpperCase();
    glyphIds.set(codepoint, id);
  }
  return id;
}

/** Memo of glyphId: a page refers to the same few glyphs thousands of times. */
const glyphIds = new Map<number, string>();

/**
 * Writes one SVG document per page of `input.display`. Records the writer cannot draw (a glyph
 * with no outline, a record shorter than its kind, an unknown kind) are skipped.
 */
export function writeSvgPages(input: SvgInput): string[] {
  return findPages(input.display, input.pageCount).map((frame) =>
    frame ? writePage(input, frame) : svgDocument(input.blankPage.width, input.blankPage.height, '', 1, ''),
  );
}

function svgDocument(widthPx: number, heightPx: number, defs: string, staffSpacePx: number, body: string): string {
  const width = num(widthPx);
  const height = num(heightPx);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" class="swaralipi-page">` +
    `<defs>${defs}</defs>` +
    `<g transform="scale(${num(staffSpacePx)})" fill="currentColor" stroke="currentColor" stroke-width="0" font-family="${SVG_DEFAULT_FONT_FAMILY}">` +
    `${body}</g></svg>`
  );
}

/**
 * Writes one page. Lines and filled shapes that follow each other in one element with the same
 * look are merged into a single `<path>` (the five lines of a staff become one path).
 */
function writePage(input: SvgInput, frame: PageFrame): string {
  const { ints, floats } = input.display;
  const elementInts = input.elements.ints;
  const elementCount = input.elements.count;
  const { glyphPaths, source } = input;
  const usedGlyphs = new Set<number>();
  const body: string[] = [];

  /** The open element group (-1: none). */
  let group = -1;
  /** The pending merged path: its opening up to `d="`, and its data so far. */
  let pathOpening = '';
  let pathData = '';

  const flushPath = (): void => {
    if (pathOpening !== '') body.push(pathOpening, pathData, '"/>');
    pathOpening = '';
    pathData = '';
  };
  const appendPath = (opening: string, data: string): void => {
    if (opening !== pathOpening) {
      flushPath();
      pathOpening = opening;
    }
    pathData += data;
  };
  const enterElement = (element: number): void => {
    if (element === group) return;
    flushPath();
    if (group >= 0) body.push('</g>');
    group = -1;
    if (element >= 0 && element < elementCount) {
      const base = element * ElementField.Stride;
      body.push(
        `<g data-el="${element}" data-start="${elementInts[base + ElementField.Start]}" data-end="${elementInts[base + ElementField.End]}" class="${elementKindName(elementInts[base + ElementField.Kind])}">`,
      );
      group = element;
    }
  };

  for (let at = frame.firstWord; at < frame.endWord; at += recordLength(ints[at])) {
    const head = ints[at];
    const kind = recordKind(head);
    const length = recordLength(head);
    if (length < 1) break;
    switch (kind) {
      case DisplayKind.Glyph:
      case DisplayKind.TurnedGlyph: {
        if (length < DisplaySize.Glyph) break;
        const codepoint = ints[at + 2];
        if (glyphPaths[codepoint] === undefined) break;
        enterElement(ints[at + 1]);
        flushPath();
        usedGlyphs.add(codepoint);
        const x = num(floats[at + 3]);
        const y = num(floats[at + 4]);
        const size = floats[at + 5];
        // A TurnedGlyph's quarter turn counter-clockwise (SVG's y points down), before its scale.
        const turned = kind === DisplayKind.TurnedGlyph;
        body.push(
          size === STAFF_SPACES_PER_EM && !turned
            ? `<use href="#${glyphId(codepoint)}" x="${x}" y="${y}"/>`
            : `<use href="#${glyphId(codepoint)}" transform="translate(${x} ${y})${turned ? ' rotate(-90)' : ''} scale(${num(size / STAFF_SPACES_PER_EM)})"/>`,
        );
        break;
      }
      case DisplayKind.Line: {
        if (length < DisplaySize.Line) break;
        enterElement(ints[at + 1]);
        const role = ints[at + 2];
        const roleClass = LINE_ROLE_CLASSES[role] ?? 'line';
        appendPath(
          `<path class="${roleClass}" stroke-width="${num(floats[at + 7])}"${role === LineRole.OttavaLine ? OTTAVA_DASHES : ''} d="`,
          lineSegment(floats[at + 3], floats[at + 4], floats[at + 5], floats[at + 6]),
        );
        break;
      }
      case DisplayKind.Beam: {
        if (length < DisplaySize.Beam) break;
        enterElement(ints[at + 1]);
        appendPath('<path class="beam" d="', beamOutline(floats, at + 2));
        break;
      }
      case DisplayKind.Curve: {
        if (length < DisplaySize.Curve) break;
        enterElement(ints[at + 1]);
        const roleClass = CURVE_ROLE_CLASSES[ints[at + 2]] ?? 'curve';
        appendPath(`<path class="${roleClass}" d="`, crescentOutline(floats, at + 3));
        break;
      }
      case DisplayKind.SourceText:
      case DisplayKind.TransposedText: {
        const transposed = kind === DisplayKind.TransposedText;
        if (length < (transposed ? DisplaySize.TransposedText : DisplaySize.SourceText)) break;
        const font = ints[at + 2];
        const text = printedText(source, font, ints[at + 4], ints[at + 5], transposed ? ints[at + 9] : 0);
        if (text === '') break;
        enterElement(ints[at + 1]);
        flushPath();
        body.push(textRun(font, ints[at + 3], floats[at + 6], floats[at + 7], floats[at + 8]), escapeXml(text), '</text>');
        break;
      }
      case DisplayKind.NumberText: {
        if (length < NUMBER_TEXT_WORDS) break;
        enterElement(ints[at + 1]);
        flushPath();
        body.push(textRun(ints[at + 2], ints[at + 3], floats[at + 5], floats[at + 6], floats[at + 7]), String(ints[at + 4]), '</text>');
        break;
      }
      default:
        break; // a kind this writer does not draw (or a stray Page record inside the run)
    }
  }
  flushPath();
  if (group >= 0) body.push('</g>');

  let defs = '';
  for (const codepoint of [...usedGlyphs].sort((a, b) => a - b)) {
    defs += `<path id="${glyphId(codepoint)}" d="${glyphPaths[codepoint]}"/>`;
  }
  return svgDocument(frame.widthSp * frame.staffSpacePx, frame.heightSp * frame.staffSpacePx, defs, frame.staffSpacePx, body.join(''));
}

/** A line's path data: `M x1 y1` then `V y2` or `H x2` when it is vertical or horizontal. */
function lineSegment(x1: number, y1: number, x2: number, y2: number): string {
  const start = 'M' + num(x1) + ' ' + num(y1);
  if (x1 === x2) return start + 'V' + num(y2);
  if (y1 === y2) return start + 'H' + num(x2);
  return start + 'L' + num(x2) + ' ' + num(y2);
}

/** Opening tag of a text run: position and size in sp, font by abi FontId, anchor by TextAnchor. */
function textRun(font: number, anchor: number, x: number, y: number, size: number): string {
  return `<text x="${num(x)}" y="${num(y)}" font-size="${num(size)}"${SVG_FONT_ATTRIBUTES[font] ?? SVG_FONT_ATTRIBUTES[0]}${ANCHOR_ATTRIBUTES[anchor] ?? ANCHOR_ATTRIBUTES[TextAnchor.Start]}>`;
}

/**
 * A beam record's parallelogram (abi DisplayKind.Beam): (x1,y1)-(x2,y2) and the same edge
 * `thickness` sp lower, closed. `at` is the index of x1.
 */
function beamOutline(floats: Float32Array, at: number): string {
  const x1 = num(floats[at]);
  const y1 = floats[at + 1];
  const x2 = num(floats[at + 2]);
  const y2 = floats[at + 3];
  const thickness = floats[at + 4];
  return `M${x1} ${num(y1)}L${x2} ${num(y2)}L${x2} ${num(y2 + thickness)}L${x1} ${num(y1 + thickness)}Z`;
}

/**
 * A slur or tie (abi DisplayKind.Curve) as a filled crescent: the middle curve's control points
 * are moved up by one offset and down by the same for the two edges, which share the ends.
 * A cubic Bézier's midpoint is 3/4 of the way to its control points' midpoint (B(1/2) =
 * (P0 + 3 P1 + 3 P2 + P3) / 8), so an offset of 2/3 of the thickness on each side makes the
 * crescent exactly `thickness` sp thick in the middle, as the record asks. `at` is the index of x0.
 */
function crescentOutline(floats: Float32Array, at: number): string {
  const x0 = num(floats[at]);
  const y0 = num(floats[at + 1]);
  const c1x = num(floats[at + 2]);
  const c1y = floats[at + 3];
  const c2x = num(floats[at + 4]);
  const c2y = floats[at + 5];
  const x3 = num(floats[at + 6]);
  const y3 = num(floats[at + 7]);
  const offset = (floats[at + 8] * 2) / 3;
  return (
    `M${x0} ${y0}C${c1x} ${num(c1y - offset)} ${c2x} ${num(c2y - offset)} ${x3} ${y3}` +
    `C${c2x} ${num(c2y + offset)} ${c1x} ${num(c1y + offset)} ${x0} ${y0}Z`
  );
}
