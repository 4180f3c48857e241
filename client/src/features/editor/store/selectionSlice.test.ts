import { describe, expect, it } from 'vitest';
import type { ElementKindName, ElementRef, RenderResult } from '../../../../../engine-bindings/src/types.ts';
import { createMemoryStorage } from '../../../testing/memoryStorage.ts';
import { createDraftStorage } from './drafts.ts';
import { createEditorStore } from './index.ts';
import { findElementAtOffset, findElementAtPoint, findElementsInRange } from './selectionSlice.ts';

const ABC = 'X:1\nT:Scale\nL:1/8\nK:C\nC D [CEG]2 z|c4|]\n';

/** The element a renderer would report for the first occurrence of `text` at or after `from`. */
function elementFor(id: number, kind: ElementKindName, text: string, from = 0): ElementRef {
  const start = ABC.indexOf(text, from);
  if (start < 0) throw new Error(`"${text}" is not in the test tune`);
  return { id, kind, start, end: start + text.length, page: 0, x: 0, y: 0, width: 10, height: 10, tune: 0 };
}

const bodyStart = ABC.indexOf('C D');
const ELEMENTS: ElementRef[] = [
  elementFor(1, 'title', 'T:Scale'),
  elementFor(2, 'note', 'C', bodyStart),
  elementFor(3, 'note', 'D', bodyStart),
  // The chord and the beam over it overlap the chord's text; the note must win.
  elementFor(4, 'beam', 'D [CEG]2', bodyStart),
  elementFor(5, 'note', '[CEG]2', bodyStart),
  elementFor(6, 'rest', 'z', bodyStart),
  elementFor(7, 'bar', '|', bodyStart),
  elementFor(8, 'note', 'c4', bodyStart),
];

function result(elements: ElementRef[]): RenderResult {
  return { pages: ['<svg/>'], diagnostics: [], elements, tunes: [] };
}

describe('findElementAtOffset', () => {
  it('finds the note whose source range holds the offset', () => {
    const offset = ABC.indexOf('EG]');
    expect(findElementAtOffset(ELEMENTS, offset)?.id).toBe(5);
  });

  it('finds the note just before the caret when the caret is at its end (after typing it)', () => {
    const afterD = ABC.indexOf('D ', bodyStart) + 1;
    expect(findElementAtOffset(ELEMENTS, afterD)?.id).toBe(3);
  });

  it('prefers the element that holds the offset over one that ends there', () => {
    // Between 'z' and '|': the rest ends here and the bar starts here.
    const barOffset = ABC.indexOf('|', bodyStart);
    expect(findElementAtOffset(ELEMENTS, barOffset)?.id).toBe(7);
  });

  it('never picks beams or headers, and finds nothing in a header line', () => {
    expect(findElementAtOffset(ELEMENTS, ABC.indexOf('Scale'))).toBeNull();
    expect(findElementAtOffset([elementFor(4, 'beam', 'D [CEG]2', bodyStart)], ABC.indexOf('D ['))).toBeNull();
  });
});

describe('findElementsInRange', () => {
  it('finds the notes, rests and bars drawn from a selected range, not the beam or the title', () => {
    const from = ABC.indexOf('D [');
    const to = ABC.indexOf('|', from) + 1;
    expect(findElementsInRange(ELEMENTS, from, to).map((element) => element.id)).toEqual([3, 5, 6, 7]);
  });

  it('finds nothing for an empty range', () => {
    expect(findElementsInRange(ELEMENTS, ABC.indexOf('c4'), ABC.indexOf('c4'))).toEqual([]);
  });
});

describe('selection slice', () => {
  it('highlights every element of a selected range, and keeps the range through a new render', () => {
    const store = createEditorStore({ drafts: createDraftStorage(createMemoryStorage()) });
    store.getState().editSource(ABC);
    store.getState().renderSucceeded(ABC, result(ELEMENTS), 2.5);
    const from = ABC.indexOf('C D');
    store.getState().moveCaret(from, { from, to: ABC.indexOf(' [') });
    expect(store.getState().highlightedElementIds).toEqual([2, 3]);
    expect(store.getState().highlightedElementId).toBe(2);
    // A new render of the same text moves the caret to where it is: the range stays highlighted.
    const renumbered = ELEMENTS.map((element) => ({ ...element, id: element.id + 100 }));
    store.getState().renderSucceeded(ABC, result(renumbered), 2.1);
    expect(store.getState().highlightedElementIds).toEqual([102, 103]);
    // A caret elsewhere ends the range.
    store.getState().moveCaret(ABC.indexOf('c4'));
    expect(store.getState().selection).toEqual({ from: ABC.indexOf('c4'), to: ABC.indexOf('c4') });
    expect(store.getState().highlightedElementIds).toEqual([108]);
  });

  it('highlights the element under the caret, and follows a new render of the same text', () => {
    const store = createEditorStore({ drafts: createDraftStorage(createMemoryStorage()) });
    store.getState().editSource(ABC);
    store.getState().moveCaret(ABC.indexOf('c4'));
    // No render yet: nothing to highlight.
    expect(store.getState().highlightedElementId).toBeNull();
    store.getState().renderSucceeded(ABC, result(ELEMENTS), 2.5);
    expect(store.getState().highlightedElementId).toBe(8);
    // A new render numbers its elements anew; the caret keeps its place.
    const renumbered = ELEMENTS.map((element) => ({ ...element, id: element.id + 100 }));
    store.getState().renderSucceeded(ABC, result(renumbered), 2.1);
    expect(store.getState().highlightedElementId).toBe(108);
  });
});

describe('findElementAtPoint', () => {
  const boxed = (id: number, kind: ElementKindName, page: number, x: number, y: number, width: number, height: number): ElementRef => ({
    ...elementFor(id, kind, 'C', bodyStart),
    page,
    x,
    y,
    width,
    height,
  });
  // Boxes in CSS px of their page: a note with its stem (tall), a beam over it, a short note
  // beside it, and a note at the same place on the second page.
  const boxes = [
    boxed(1, 'note', 0, 100, 40, 12, 40),
    boxed(2, 'beam', 0, 90, 30, 80, 20),
    boxed(3, 'note', 0, 130, 60, 10, 8),
    boxed(4, 'note', 1, 100, 40, 12, 40),
  ];

  it('picks the note whose box holds the point, on the right page', () => {
    expect(findElementAtPoint(boxes, 0, 105, 70)?.id).toBe(1);
    expect(findElementAtPoint(boxes, 1, 105, 70)?.id).toBe(4);
  });

  it('accepts a click just beside the box, and ignores beams', () => {
    expect(findElementAtPoint(boxes, 0, 114, 45)?.id).toBe(1);
    expect(findElementAtPoint(boxes, 0, 160, 35)).toBeNull();
  });

  it('prefers the smaller box where boxes overlap', () => {
    const overlapping = [...boxes, boxed(5, 'note', 0, 104, 50, 6, 6)];
    expect(findElementAtPoint(overlapping, 0, 106, 52)?.id).toBe(5);
  });
});
