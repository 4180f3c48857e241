/**
 * @fileoverview The noteheads and accidentals each engine draws, as boxes (issue 5, "Visual
 * proof": check the bounding boxes of noteheads, accidentals, lyrics and chord symbols).
 *
 * Neither engine reports a head or an accidental as a box of its own: ours draws them inside
 * their note's element, abc2svg inside its `note` symbol. Both draw them as SMuFL glyphs, so
 * they are read from the SVG: our `<use href="#gE262" x y>` (or `transform="translate(x y)
 * scale(s)"`) inside a note's `<g class="note">`, abc2svg's music-font characters in `<text x="x1,x2"
 * y="y1,y2">` (one position per character). Every glyph gets the box Bravura's metadata gives
 * its code point (SMuFL glyphBBoxes, staff spaces), placed through the `<g transform>` groups
 * around it and scaled by the staff space of the frame: the same measure for both engines.
 * abc2svg's own font is not Bravura, but its heads and signs have Bravura's proportions closely
 * enough for a 3 px tolerance (collisions.ts).
 *
 * What is taken: our glyphs of note elements only (a key signature's sharps are in their own
 * element); abc2svg's glyphs outside its `key` boxes (it draws key signatures with the same
 * characters as a note's accidentals, and reports where).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/corpus.js';
import type { Abc2svgBox } from './abc2svg.js';
import { applyTransform, IDENTITY, type Frame } from './svgFrame.js';

/** What a glyph is, for the collision count. */
export type GlyphKind = 'notehead' | 'accidental';

/** One drawn glyph's box on its surface (our page, abc2svg's SVG block), in that SVG's units. */
export interface GlyphBox {
  kind: GlyphKind;
  surface: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A glyph's box in staff spaces from its origin, y downward (SMuFL's y up, turned). */
interface GlyphMetrics {
  left: number;
  top: number;
  right: number;
  bottom: number;
  advance: number;
}

/**
 * SMuFL ranges (SMuFL 1.4, "Ranges"): the noteheads (E0A0-E0FF: noteheads; E1B0-E1CF: shape-note
 * heads) and the accidentals (E260-E49F: the standard accidentals through the Persian ones;
 * E4A0 starts the articulations).
 */
export function glyphKind(codepoint: number): GlyphKind | undefined {
  if ((codepoint >= 0xe0a0 && codepoint <= 0xe0ff) || (codepoint >= 0xe1b0 && codepoint <= 0xe1cf)) return 'notehead';
  if (codepoint >= 0xe260 && codepoint <= 0xe49f) return 'accidental';
  return undefined;
}

/** abc2svg's staff space in its SVG units (its staff lines are 6 apart; its music font is 24 px). */
const ABC2SVG_STAFF_SPACE = 6;

let metricsTable: Map<number, GlyphMetrics> | undefined;

/** Bravura's box and advance of every code point of the kinds compared, by code point. */
function metrics(): Map<number, GlyphMetrics> {
  if (metricsTable !== undefined) return metricsTable;
  const fonts = join(repoRoot, '..', 'shared', 'fonts');
  const names = JSON.parse(readFileSync(join(fonts, 'smufl', 'glyphnames.json'), 'utf8')) as Record<string, { codepoint: string }>;
  const bravura = JSON.parse(readFileSync(join(fonts, 'bravura', 'bravura_metadata.json'), 'utf8')) as {
    glyphBBoxes: Record<string, { bBoxNE: [number, number]; bBoxSW: [number, number] }>;
    glyphAdvanceWidths: Record<string, number>;
  };
  metricsTable = new Map();
  for (const [name, { codepoint }] of Object.entries(names)) {
    const code = Number.parseInt(codepoint.slice(2), 16);
    const box = bravura.glyphBBoxes[name];
    if (box === undefined || glyphKind(code) === undefined) continue;
    metricsTable.set(code, {
      left: box.bBoxSW[0],
      top: -box.bBoxNE[1],
      right: box.bBoxNE[0],
      bottom: -box.bBoxSW[1],
      advance: bravura.glyphAdvanceWidths[name] ?? box.bBoxNE[0],
    });
  }
  return metricsTable;
}

/**
 * Keeps one of the glyphs drawn twice at the same place: a unison of two voices that share one
 * head (Gould p. 355: one head with two stems) draws that head for each voice, which the reader
 * sees as one head.
 */
function distinct(boxes: readonly GlyphBox[]): GlyphBox[] {
  const seen = new Set<string>();
  return boxes.filter((box) => {
    const key = [box.kind, box.surface, box.x, box.y, box.width, box.height].map((value) => (typeof value === 'number' ? value.toFixed(2) : value)).join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The box of glyph `codepoint` drawn at (x, y) in `frame`, `size` staff-space units per sp. */
function placed(codepoint: number, x: number, y: number, size: number, frame: Frame, surface: number): GlyphBox | undefined {
  const kind = glyphKind(codepoint);
  const glyph = metrics().get(codepoint);
  if (kind === undefined || glyph === undefined) return undefined;
  const left = frame.a * (x + glyph.left * size) + frame.e;
  const right = frame.a * (x + glyph.right * size) + frame.e;
  const top = frame.d * (y + glyph.top * size) + frame.f;
  const bottom = frame.d * (y + glyph.bottom * size) + frame.f;
  return { kind, surface, x: Math.min(left, right), y: Math.min(top, bottom), width: Math.abs(right - left), height: Math.abs(bottom - top) };
}

/** What changes the frame or draws in our pages: group starts and ends, glyph uses. */
const OUR_TOKENS = /<g\b[^>]*>|<\/g>|<use\b[^>]*>/g;

/**
 * The heads and accidentals of our note elements on `pages` (render().pages), in the page's CSS
 * pixels. Glyph outlines are drawn in staff spaces at their own size (svg.ts); a `<use>` at
 * another size carries its translation and `scale(size / 4)` in its transform.
 */
export function ourGlyphBoxes(pages: readonly string[]): GlyphBox[] {
  const boxes: GlyphBox[] = [];
  pages.forEach((svg, surface) => {
    const frames: { frame: Frame; kind: string | undefined }[] = [{ frame: IDENTITY, kind: undefined }];
    for (const [token] of svg.matchAll(OUR_TOKENS)) {
      const top = frames[frames.length - 1]!;
      if (token.startsWith('</g')) {
        if (frames.length > 1) frames.pop();
        continue;
      }
      const transform = /transform="([^"]*)"/.exec(token)?.[1];
      if (token.startsWith('<g')) {
        const kind = /class="([^"]*)"/.exec(token)?.[1] ?? top.kind;
        frames.push({ frame: transform === undefined ? top.frame : applyTransform(top.frame, transform), kind });
        continue;
      }
      if (top.kind !== 'note') continue;
      const codepoint = Number.parseInt(/href="#g([0-9A-Fa-f]+)"/.exec(token)?.[1] ?? '', 16);
      if (transform === undefined) {
        const x = Number(/\bx="([^"]*)"/.exec(token)?.[1] ?? 0);
        const y = Number(/\by="([^"]*)"/.exec(token)?.[1] ?? 0);
        const box = placed(codepoint, x, y, 1, top.frame, surface);
        if (box !== undefined) boxes.push(box);
      } else {
        const box = placed(codepoint, 0, 0, 1, applyTransform(top.frame, transform), surface);
        if (box !== undefined) boxes.push(box);
      }
    }
  });
  return distinct(boxes);
}

/** What changes the frame or draws in abc2svg's blocks: group starts and ends, whole text elements. */
const ABC2SVG_TOKENS = /<g\b[^>]*>|<\/g>|<text\b[^>]*>[^<]*<\/text>/g;

/** A number list attribute (`x="1,2.5"`) of a start tag, or [] when absent. */
function numberList(tag: string, name: string): number[] {
  const value = new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? [] : value.split(/[\s,]+/).filter((item) => item !== '').map(Number);
}

/**
 * The heads and accidentals abc2svg drew in `drawing.svgs`, in each block's SVG units, without
 * the key signatures' accidentals (glyphs whose origin lies in a `key` box of the same block).
 */
export function abc2svgGlyphBoxes(svgs: readonly string[], symbols: readonly Abc2svgBox[]): GlyphBox[] {
  const boxes: GlyphBox[] = [];
  const keys = symbols.filter((symbol) => symbol.type === 'key');
  svgs.forEach((svg, surface) => {
    const inKey = (x: number, y: number): boolean =>
      keys.some((key) => key.block === surface && x >= key.x - 1 && x <= key.x + key.width + 1 && y >= key.y - 1 && y <= key.y + key.height + 1);
    const frames: Frame[] = [IDENTITY];
    for (const [token] of svg.matchAll(ABC2SVG_TOKENS)) {
      const frame = frames[frames.length - 1]!;
      if (token.startsWith('</g')) {
        if (frames.length > 1) frames.pop();
        continue;
      }
      const tag = /^<[^>]*>/.exec(token)![0];
      const transform = /transform="([^"]*)"/.exec(tag)?.[1];
      const inner = transform === undefined ? frame : applyTransform(frame, transform);
      if (token.startsWith('<g')) {
        frames.push(inner);
        continue;
      }
      const content = token.slice(tag.length, token.length - '</text>'.length);
      const xs = numberList(tag, 'x');
      const ys = numberList(tag, 'y');
      let x = 0;
      let y = 0;
      [...content].forEach((character, index) => {
        const codepoint = character.codePointAt(0)!;
        x = xs[index] ?? x;
        y = ys[index] ?? y;
        const box = placed(codepoint, x, y, ABC2SVG_STAFF_SPACE, inner, surface);
        const keySign = box?.kind === 'accidental' && inKey(inner.a * x + inner.e, inner.d * y + inner.f);
        if (box !== undefined && !keySign) boxes.push(box);
        // A character with no position of its own follows the one before it.
        x += (metrics().get(codepoint)?.advance ?? 0) * ABC2SVG_STAFF_SPACE;
      });
    }
  });
  return distinct(boxes);
}
