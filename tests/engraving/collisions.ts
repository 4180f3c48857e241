/**
 * @fileoverview Collisions between drawn elements (issue 5, "Visual proof": no two drawn elements
 * of a system collide where abc2svg's do not). Both engines' boxes are reduced to one shape,
 * {kind, surface, x, y, width, height}, where `surface` is what one coordinate frame covers (our
 * page; abc2svg's SVG block, one music line), and pairs of boxes that overlap are counted per
 * kind pair.
 *
 * Kinds compared: `note` (our note element: what it draws, heads, accidentals, dots, stem and
 * flag; abc2svg's `note` box), `rest` (a rest of any voice: one voice's rest must stand clear of
 * the other voice's notes), `lyric` (our lyric syllable; abc2svg's `lyrics`), `chord-symbol` (our
 * chord symbol or annotation; abc2svg's `annot`, which covers both), and, read from the SVG
 * (collisionGlyphs.ts), each `notehead` and `accidental` glyph of both engines. A note's box holds
 * its own heads and accidentals, so `note` is not paired with `notehead` or `accidental`: only
 * the pairs of KIND_PAIRS are counted.
 */
import type { ElementRef } from '../../engine-bindings/src/index.js';
import type { Abc2svgBox } from './abc2svg.js';
import type { GlyphBox } from './collisionGlyphs.js';

export type CollisionKind = 'note' | 'rest' | 'lyric' | 'chord-symbol' | 'notehead' | 'accidental';

/** A box in one engine's coordinates; boxes collide only on the same surface. */
export interface KindBox {
  kind: CollisionKind;
  surface: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Count of colliding pairs per kind pair, keyed `a/b` with a <= b alphabetically. */
export type CollisionCounts = Record<string, number>;

/** The kind pairs reported, in report order. */
export const KIND_PAIRS: readonly string[] = [
  'chord-symbol/chord-symbol',
  'chord-symbol/lyric',
  'chord-symbol/note',
  'lyric/lyric',
  'lyric/note',
  'note/note',
  'note/rest',
  'lyric/rest',
  'chord-symbol/rest',
  'rest/rest',
  'accidental/accidental',
  'accidental/notehead',
  'notehead/notehead',
  'accidental/rest',
  'notehead/rest',
  'accidental/lyric',
  'lyric/notehead',
  'accidental/chord-symbol',
  'chord-symbol/notehead',
];

const COUNTED: ReadonlySet<string> = new Set(KIND_PAIRS);

/**
 * How far two boxes must overlap, in both directions, to count as a collision, in CSS pixels
 * (about half a staff space at our default scale). Boxes that merely touch are not a collision:
 * abc2svg's lyric boxes (17 units high) are taller than its verse spacing (14.3), so the lines
 * of two verses overlap by 2.7 units without any ink touching; text boxes also carry ascender
 * and descender room that no glyph fills.
 */
export const OVERLAP_TOLERANCE_PX = 3;

const OUR_KINDS: ReadonlySet<string> = new Set(['note', 'rest', 'lyric', 'chord-symbol']);
const ABC2SVG_KINDS: Readonly<Record<string, CollisionKind>> = { note: 'note', rest: 'rest', lyrics: 'lyric', annot: 'chord-symbol' };

/** Our elements of the compared kinds, on their page. */
export function ourBoxes(elements: readonly ElementRef[]): KindBox[] {
  return elements
    .filter((element) => OUR_KINDS.has(element.kind))
    .map((element) => ({ kind: element.kind as CollisionKind, surface: element.page, x: element.x, y: element.y, width: element.width, height: element.height }));
}

/** abc2svg's boxes of the compared types, on their SVG block. */
export function abc2svgBoxes(boxes: readonly Abc2svgBox[]): KindBox[] {
  const result: KindBox[] = [];
  for (const box of boxes) {
    const kind = ABC2SVG_KINDS[box.type];
    if (kind !== undefined) result.push({ kind, surface: box.block, x: box.x, y: box.y, width: box.width, height: box.height });
  }
  return result;
}

/** Head and accidental glyphs (collisionGlyphs.ts) as boxes of the compared kinds. */
export function glyphKindBoxes(glyphs: readonly GlyphBox[]): KindBox[] {
  return glyphs.map((glyph) => ({ ...glyph }));
}

/** Whether `a` and `b` overlap by more than the tolerance both across and down. */
export function overlaps(a: KindBox, b: KindBox): boolean {
  if (a.surface !== b.surface) return false;
  const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return across > OVERLAP_TOLERANCE_PX && down > OVERLAP_TOLERANCE_PX;
}

/** Counts the colliding pairs of `boxes` per kind pair of KIND_PAIRS (each present, others left out). */
export function countCollisions(boxes: readonly KindBox[]): CollisionCounts {
  const counts: CollisionCounts = Object.fromEntries(KIND_PAIRS.map((pair) => [pair, 0]));
  // Sorted by left edge, a box is compared only with the boxes that start before it ends.
  const sorted = [...boxes].sort((a, b) => a.x - b.x);
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length && sorted[j]!.x < a.x + a.width; j++) {
      const b = sorted[j]!;
      if (!overlaps(a, b)) continue;
      const pair = a.kind <= b.kind ? `${a.kind}/${b.kind}` : `${b.kind}/${a.kind}`;
      if (COUNTED.has(pair)) counts[pair] = (counts[pair] ?? 0) + 1;
    }
  }
  return counts;
}

/** The kind pairs where `ours` has more collisions than `theirs`, as `pair ours>theirs`. */
export function excessCollisions(ours: CollisionCounts, theirs: CollisionCounts): string[] {
  return KIND_PAIRS.filter((pair) => (ours[pair] ?? 0) > (theirs[pair] ?? 0)).map((pair) => `${pair} ${ours[pair]}>${theirs[pair]}`);
}
