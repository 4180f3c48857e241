/**
 * @fileoverview The glyphs of the SVG pages (svg.ts): each glyph's `<defs>` entry and `<use>`
 * openings, encoded once per GLYPH_PATHS table, and the glyphs a page draws, for its `<defs>`
 * (DESIGN.md 3.1, "Glyphs": every page is self-contained).
 */

import { DisplayKind, DisplaySize } from '../../engine-as/src/abi.js';
import { recordKind, recordLength, type PageFrame } from './pages.js';
import { asciiBytes, markup, type Markup } from './svgText.js';

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

/** The markup of one glyph of one GLYPH_PATHS table, encoded once. */
export interface GlyphMarkup {
  codepoint: number;
  /** `<path id="gE0A4" d="..."/>`, its `<defs>` entry. */
  definition: Uint8Array;
  /** `<use href="#gE0A4" x="`: a use at the glyph's own size; y follows. */
  use: Markup;
  /** `<use href="#gE0A4" transform="translate(`: a use at another size, or turned. */
  scaledUse: Markup;
  /** The last page (pageSerial) whose `<defs>` listed the glyph. */
  page: number;
}

/** SMuFL's code points (Private Use Area U+E000-U+F8FF): kept in an array, others in a map. */
const SMUFL_FIRST = 0xe000;
const SMUFL_COUNT = 0x1900;

/**
 * GlyphMarkup per code point of one GLYPH_PATHS table, made on first use; null for a code point
 * with no outline (the writer skips it). Looked up once per glyph record, hence the array.
 */
export class GlyphTable {
  private readonly smufl: (GlyphMarkup | null | undefined)[] = new Array(SMUFL_COUNT);
  private readonly others = new Map<number, GlyphMarkup | null>();

  constructor(private readonly paths: Readonly<Record<number, string>>) {}

  get(codepoint: number): GlyphMarkup | null {
    const index = codepoint - SMUFL_FIRST;
    if (index >= 0 && index < SMUFL_COUNT) {
      const glyph = this.smufl[index];
      return glyph !== undefined ? glyph : (this.smufl[index] = this.make(codepoint));
    }
    let glyph = this.others.get(codepoint);
    if (glyph === undefined) {
      glyph = this.make(codepoint);
      this.others.set(codepoint, glyph);
    }
    return glyph;
  }

  private make(codepoint: number): GlyphMarkup | null {
    const path = this.paths[codepoint];
    if (path === undefined) return null;
    const id = glyphId(codepoint);
    return {
      codepoint,
      definition: asciiBytes(`<path id="${id}" d="${path}"/>`),
      use: markup(`<use href="#${id}" x="`),
      scaledUse: markup(`<use href="#${id}" transform="translate(`),
      page: 0,
    };
  }
}

/** A GlyphTable per GLYPH_PATHS table (tests pass tables of their own). */
const glyphTables = new WeakMap<object, GlyphTable>();

export function glyphTableOf(paths: Readonly<Record<number, string>>): GlyphTable {
  let table = glyphTables.get(paths);
  if (table === undefined) {
    table = new GlyphTable(paths);
    glyphTables.set(paths, table);
  }
  return table;
}

/** Serial number of the page being written, which marks the glyphs its `<defs>` lists. */
let pageSerial = 0;

/**
 * The glyphs a page draws (those with an outline), by ascending code point, for its `<defs>`.
 * A first walk over the page's records, so that the document is written in order.
 */
export function usedGlyphs(ints: Int32Array, frame: PageFrame, glyphs: GlyphTable): GlyphMarkup[] {
  const serial = ++pageSerial;
  const used: GlyphMarkup[] = [];
  for (let at = frame.firstWord; at < frame.endWord; ) {
    const head = ints[at];
    const length = recordLength(head);
    if (length < 1) break;
    const kind = recordKind(head);
    if ((kind === DisplayKind.Glyph || kind === DisplayKind.TurnedGlyph) && length >= DisplaySize.Glyph) {
      const glyph = glyphs.get(ints[at + 2]);
      if (glyph !== null && glyph.page !== serial) {
        glyph.page = serial;
        used.push(glyph);
      }
    }
    at += length;
  }
  return used.sort((a, b) => a.codepoint - b.codepoint);
}
