import { describe, expect, it } from 'vitest';
import { ElementKind } from '../../engine-as/src/abi.js';
import { readElements } from './elements.js';
import { findPages } from './pages.js';
import { DisplayListBuilder, elementTable } from './testing/tables.js';

describe('readElements', () => {
  const pages = findPages(new DisplayListBuilder().page(0, 100, 150, 4.5).page(1, 100, 150, 6).table(), 2);

  it("converts boxes from staff spaces to CSS px with each page's staff-space size", () => {
    const elements = elementTable([
      { kind: ElementKind.Note, start: 10, end: 12, page: 0, box: [10, 20, 1.18, 3.5], symbol: 4, tune: 0 },
      { kind: ElementKind.ChordSymbol, start: 30, end: 34, page: 1, box: [10, 20, 2, 1], tune: 1 },
    ]);
    expect(readElements(elements, pages, 99)).toEqual([
      { id: 0, kind: 'note', start: 10, end: 12, page: 0, x: 45, y: 90, width: 5.31, height: 15.75, tune: 0 },
      { id: 1, kind: 'chord-symbol', start: 30, end: 34, page: 1, x: 60, y: 120, width: 12, height: 6, tune: 1 },
    ]);
  });

  it('uses the fallback staff-space size for an element on a page with no Page record', () => {
    const elements = elementTable([{ kind: ElementKind.Bar, start: 0, end: 1, page: 5, box: [1, 1, 1, 1] }]);
    expect(readElements(elements, pages, 4.5)[0]).toMatchObject({ kind: 'bar', x: 4.5, width: 4.5 });
  });
});
