/**
 * @fileoverview The element index as the public API gives it (types.ts ElementRef): one record
 * per drawn element with its source range, converted from staff spaces to the CSS pixels of its
 * page's SVG (DESIGN.md 3.1: "the element index maps source offsets to SVG elements and back").
 */

import { ElementField, ElementKind } from '../../engine-as/src/abi.js';
import type { PageFrame } from './pages.js';
import type { Table } from './results.js';
import type { ElementKindName, ElementRef } from './types.js';

const KIND_NAMES: Readonly<Record<number, ElementKindName>> = {
  [ElementKind.Note]: 'note',
  [ElementKind.Rest]: 'rest',
  [ElementKind.Bar]: 'bar',
  [ElementKind.Lyric]: 'lyric',
  [ElementKind.Title]: 'title',
  [ElementKind.Composer]: 'composer',
  [ElementKind.Clef]: 'clef',
  [ElementKind.KeySignature]: 'key',
  [ElementKind.TimeSignature]: 'meter',
  [ElementKind.Beam]: 'beam',
  [ElementKind.Slur]: 'slur',
  [ElementKind.Tie]: 'tie',
  [ElementKind.Ending]: 'ending',
  [ElementKind.Tuplet]: 'tuplet',
  [ElementKind.ChordSymbol]: 'chord-symbol',
  [ElementKind.Decoration]: 'decoration',
  [ElementKind.Tempo]: 'tempo',
  [ElementKind.Part]: 'part',
  [ElementKind.Words]: 'words',
  [ElementKind.VoiceName]: 'voice-name',
  [ElementKind.TextBlock]: 'text-block',
};

/**
 * The public name of abi ElementKind `kind`. An unknown kind (a core newer than these
 * bindings) reads as 'note', the most common element, rather than failing the render.
 */
export function elementKindName(kind: number): ElementKindName {
  return KIND_NAMES[kind] ?? 'note';
}

/**
 * Converts the element index to ElementRefs. Boxes are multiplied by the staff-space size
 * (CSS px per sp) of the element's page; an element on a page with no Page record uses
 * `fallbackStaffSpacePx`.
 */
export function readElements(elements: Table, pages: readonly (PageFrame | null)[], fallbackStaffSpacePx: number): ElementRef[] {
  const { ints, floats, count } = elements;
  const refs: ElementRef[] = new Array(count);
  for (let id = 0; id < count; id++) {
    const base = id * ElementField.Stride;
    const page = ints[base + ElementField.Page];
    const scale = pages[page]?.staffSpacePx ?? fallbackStaffSpacePx;
    refs[id] = {
      id,
      kind: elementKindName(ints[base + ElementField.Kind]),
      start: ints[base + ElementField.Start],
      end: ints[base + ElementField.End],
      page,
      x: round2(floats[base + ElementField.X] * scale),
      y: round2(floats[base + ElementField.Y] * scale),
      width: round2(floats[base + ElementField.Width] * scale),
      height: round2(floats[base + ElementField.Height] * scale),
      tune: ints[base + ElementField.Tune],
    };
  }
  return refs;
}

/** Rounds CSS pixels to 1/100 px (f32 noise such as 12.600000381 becomes 12.6); NaN becomes 0. */
function round2(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return Number.isFinite(rounded) ? rounded : 0;
}
