/**
 * @fileoverview The score: the engine's SVG pages, inserted as markup. That is safe because they
 * come from our own engine, which escapes every user string it writes (DESIGN.md 5). Each drawn
 * element is a `<g data-el data-start data-end>` (engine-bindings/src/types.ts ElementRef):
 * clicking one (or the white inside its box: the element index's boxes) selects its ABC in the
 * source editor (caret at its start, scrolled into view), and the element under the caret, or
 * every element drawn from a selected range of the source, gets the class `is-selected`.
 */

import { useEffect, useRef, type MouseEvent } from 'react';
import { useEditorStore, useEditorStoreApi } from '../store/context.tsx';
import { type EngineStatus, selectEngineStatus, selectPages, selectRenderedAbc } from '../store/renderSlice.ts';
import { findElementAtPoint, selectHighlightedElementId, selectHighlightedElementIds } from '../store/selectionSlice.ts';
import { selectScoreZoom } from '../store/uiSlice.ts';
import { getSourceView } from '../source/sourceViews.ts';
import { revealSource } from './sourceCaret.ts';

const SELECTED_CLASS = 'is-selected';

/** What the score pane says while it has no page to show. */
function emptyScoreMessage(engineStatus: EngineStatus, renderedAbc: string | null): string {
  if (engineStatus === 'loading') return 'Loading the engine…';
  if (engineStatus === 'failed') return 'The engine could not be loaded, so there is no score.';
  if (renderedAbc === null || renderedAbc.trim() === '') return 'The score appears here as you type ABC.';
  return 'The engine drew nothing for this text: see the messages below.';
}

export function ScoreView() {
  const store = useEditorStoreApi();
  const pages = useEditorStore(selectPages);
  const highlightedId = useEditorStore(selectHighlightedElementId);
  const highlightedIds = useEditorStore(selectHighlightedElementIds);
  const engineStatus = useEditorStore(selectEngineStatus);
  const renderedAbc = useEditorStore(selectRenderedAbc);
  const zoom = useEditorStore(selectScoreZoom);
  const containerRef = useRef<HTMLDivElement>(null);

  // The SVG is not React's, so the highlight is set on the DOM after each commit of new pages.
  useEffect(() => {
    const container = containerRef.current;
    if (container === null) return;
    for (const element of container.querySelectorAll(`.${SELECTED_CLASS}`)) element.classList.remove(SELECTED_CLASS);
    for (const id of highlightedIds) container.querySelector(`[data-el="${id}"]`)?.classList.add(SELECTED_CLASS);
    if (highlightedId === null) return;
    // The element under the caret comes into view; the rest of a selection may lie beyond.
    container.querySelector(`[data-el="${highlightedId}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pages, highlightedId, highlightedIds]);

  /** Selects [start, end) in the source editor, which moves the caret and the highlight. */
  const selectSource = (start: number, end: number) => {
    const view = getSourceView(store);
    if (view !== null) revealSource(view, start, end);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element)) return;
    // A click on a drawn element: its own source range.
    const target = event.target.closest('[data-start]');
    if (target !== null && event.currentTarget.contains(target)) {
      const start = Number.parseInt(target.getAttribute('data-start') ?? '', 10);
      const end = Number.parseInt(target.getAttribute('data-end') ?? '', 10);
      if (Number.isInteger(start) && start >= 0) selectSource(start, Number.isInteger(end) ? end : start);
      return;
    }
    // A click beside the ink (inside a notehead's box, between stem and head): the element index.
    const pageElement = event.target.closest<HTMLElement>('.score-page');
    const toSvg = pageElement?.querySelector('svg')?.getScreenCTM()?.inverse();
    if (pageElement === null || toSvg === undefined) return;
    // Element boxes are in the page SVG's own units (its viewBox), whatever size it is shown at.
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(toSvg);
    const page = Number(pageElement.dataset.page) - 1;
    const element = findElementAtPoint(store.getState().elements, page, point.x, point.y);
    if (element !== null) selectSource(element.start, element.end);
  };

  return (
    <div className="score" data-testid="score" data-zoom={zoom} ref={containerRef} onClick={onClick}>
      {pages.length === 0 && <p className="score-empty">{emptyScoreMessage(engineStatus, renderedAbc)}</p>}
      {pages.map((page, index) => (
        <div
          // Pages have no identity of their own; the index is their identity.
          key={index}
          className="score-page"
          data-page={index + 1}
          dangerouslySetInnerHTML={{ __html: page }}
        />
      ))}
    </div>
  );
}
