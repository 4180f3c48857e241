/**
 * @fileoverview The selection slice of the editor store (STYLE.md 11): the caret in the source and
 * the drawn element that holds it, so that moving the caret highlights its note and clicking a
 * note moves the caret (DESIGN.md 3.1: "the element index maps source offsets to SVG elements and
 * back"). Offsets are UTF-16 code units, the JS string index, which CodeMirror's positions
 * count too. The source editor calls `moveCaret` on every selection change; a click in the score
 * selects the element's range in the editor (components/sourceCaret.ts `revealSource`), which
 * comes back here as a caret move.
 */

import type { StateCreator } from 'zustand';
import type { ElementKindName, ElementRef } from '../../../../../engine-bindings/src/types.ts';
import type { EditorState } from './index.ts';

export interface SelectionSlice {
  /**
   * Caret offset in the source: the head of the source editor's main selection (the editor puts
   * it at the start of a note it selects from the score, source/sourceEditorSetup.ts).
   */
  caret: number;
  /** The selected source range [from, to); from === to === caret when nothing is selected. */
  selection: SourceRange;
  /** `id` of the element under the caret (the SVG `<g data-el>`), or null. */
  highlightedElementId: number | null;
  /**
   * Every element to highlight: the one under the caret or, with a range selected, every note,
   * rest, lyric, bar and chord symbol drawn from it (what the Gr/Note tools will change).
   */
  highlightedElementIds: readonly number[];
  /**
   * Moves the caret and highlights what is drawn from the source there. `selection` is the range
   * selected with it; without one, a call at the same caret keeps the selection (a new render
   * re-highlights it) and a call elsewhere selects nothing.
   */
  moveCaret(offset: number, selection?: SourceRange): void;
}

/** A range of the source, [from, to) in UTF-16 code units. */
export interface SourceRange {
  from: number;
  to: number;
}

/** Elements a caret can sit in and a click can select, in order of preference. */
const CARET_KINDS: readonly ElementKindName[] = ['note', 'rest', 'lyric', 'bar', 'chord-symbol'];

/**
 * The element drawn from the source at `offset`: one whose range [start, end) contains it or,
 * failing that, one that ends exactly there (the caret just after a typed note). Among several,
 * notes win over rests, lyrics, bars and chord symbols (CARET_KINDS order), then the shortest
 * range. Other kinds (beams, slurs, the title) are never highlighted. Null when none.
 */
export function findElementAtOffset(elements: readonly ElementRef[], offset: number): ElementRef | null {
  let best: ElementRef | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const element of elements) {
    const kindRank = CARET_KINDS.indexOf(element.kind);
    if (kindRank < 0) continue;
    const inside = element.start <= offset && offset < element.end;
    const justAfter = offset === element.end && element.end > element.start;
    if (!inside && !justAfter) continue;
    // Inside beats just-after; then the kind; then the narrower range.
    const score = (inside ? 0 : 1_000_000_000) + kindRank * 10_000_000 + (element.end - element.start);
    if (score < bestScore) {
      best = element;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The elements drawn from the non-empty source range [from, to): every note, rest, lyric, bar and
 * chord symbol whose range overlaps it, in the index's order. Empty for an empty range.
 */
export function findElementsInRange(elements: readonly ElementRef[], from: number, to: number): ElementRef[] {
  if (to <= from) return [];
  return elements.filter((element) => CARET_KINDS.includes(element.kind) && element.start < to && element.end > from);
}

/**
 * The element on page `page` whose box holds the point (`x`, `y`, CSS px of the page's SVG), or
 * lies within `tolerance` px of it: a click on the white inside a note's box, or just beside a
 * thin stem, still picks the note. Among several, the smallest box wins. Only CARET_KINDS.
 */
export function findElementAtPoint(
  elements: readonly ElementRef[],
  page: number,
  x: number,
  y: number,
  tolerance = 3,
): ElementRef | null {
  let best: ElementRef | null = null;
  let bestArea = Number.POSITIVE_INFINITY;
  for (const element of elements) {
    if (element.page !== page || !CARET_KINDS.includes(element.kind)) continue;
    const inside =
      x >= element.x - tolerance &&
      x <= element.x + element.width + tolerance &&
      y >= element.y - tolerance &&
      y <= element.y + element.height + tolerance;
    const area = element.width * element.height;
    if (inside && area < bestArea) {
      best = element;
      bestArea = area;
    }
  }
  return best;
}

const NO_IDS: readonly number[] = [];

export const createSelectionSlice: StateCreator<EditorState, [], [], SelectionSlice> = (set, get) => ({
  caret: 0,
  selection: { from: 0, to: 0 },
  highlightedElementId: null,
  highlightedElementIds: NO_IDS,
  moveCaret(offset, selection) {
    const current = get();
    const range =
      selection ?? (offset === current.caret && current.selection.from !== current.selection.to ? current.selection : { from: offset, to: offset });
    const element = findElementAtOffset(current.elements, offset);
    const inRange = findElementsInRange(current.elements, range.from, range.to).map((found) => found.id);
    const ids = inRange.length > 0 ? inRange : element === null ? NO_IDS : [element.id];
    // A new array only when the highlight changed, so that the score does not redraw for nothing.
    const same = ids.length === current.highlightedElementIds.length && ids.every((id, index) => id === current.highlightedElementIds[index]);
    set({
      caret: offset,
      selection: range.from === current.selection.from && range.to === current.selection.to ? current.selection : range,
      highlightedElementId: element?.id ?? null,
      highlightedElementIds: same ? current.highlightedElementIds : ids,
    });
  },
});

export const selectHighlightedElementId = (state: EditorState): number | null => state.highlightedElementId;
export const selectHighlightedElementIds = (state: EditorState): readonly number[] => state.highlightedElementIds;
