/**
 * @fileoverview The score drawn by abcjs, the second engine (DESIGN.md 4), in place of ScoreView
 * when the user chooses it. abcjs takes the "second engine" constants of app-spec 9: staff width
 * 600 inside a score 800 pixels wide (AbcjsScore.css). Its library is loaded by a dynamic import
 * on first use, so the editor's main bundle does not carry it.
 *
 * Clicking a drawn note moves the caret to its ABC (abcjs's clickListener gives the element's
 * `startChar`), and the element drawn from the source under the caret gets the class
 * `is-selected`, as in our engine's score (abcjs's `getElementFromChar`). Diagnostics stay our
 * engine's: abcjs's own warnings are not shown.
 *
 * The page's Content-Security-Policy (`style-src 'self'`, DESIGN.md 5) refuses the one `<style>`
 * abcjs inserts, for drag selection, which the editor does not use; the browser test checks that
 * nothing else abcjs does while drawing is refused. (abcjs also writes `style` attributes in two
 * rare paths: a hidden measuring SVG when getBBox fails, and `$$` superscripts in text; both would
 * be refused, drawing a little differently.)
 */

import { useEffect, useRef, useState } from 'react';
import type { AbcElem, AbcVisualParams, Selector, TuneObject } from 'abcjs';
import { useEditorStore } from '../store/context.tsx';
import type { EditorState } from '../store/index.ts';
import { selectAbc } from '../store/sourceSlice.ts';
import './AbcjsScore.css';

/** abcjs's staff width for the second engine (app-spec 9), in CSS pixels. */
export const ABCJS_STAFF_WIDTH = 600;

type Abcjs = typeof import('abcjs');

const SELECTED_CLASS = 'is-selected';
const selectCaret = (state: EditorState): number => state.caret;

/** The library, loaded once for the page. */
let abcjsModule: Promise<Abcjs> | null = null;
function loadAbcjs(): Promise<Abcjs> {
  abcjsModule ??= import('abcjs').then((module) => ((module as { default?: Abcjs }).default ?? module) as Abcjs);
  return abcjsModule;
}

/** How many tunes abcjs will find: it starts one at each X: line (at least one for any text). */
export function countTunes(abc: string): number {
  return Math.max(1, abc.match(/^X:/gm)?.length ?? 0);
}

/** Marks the SVG elements drawn from the source at `caret` (and unmarks the others). */
function highlightCaret(container: HTMLElement, tunes: readonly TuneObject[], caret: number): void {
  for (const element of container.querySelectorAll(`.${SELECTED_CLASS}`)) element.classList.remove(SELECTED_CLASS);
  for (const tune of tunes) {
    const item = tune.getElementFromChar(caret) as { abselem?: { elemset?: SVGElement[] } } | null;
    for (const element of item?.abselem?.elemset ?? []) element.classList.add(SELECTED_CLASS);
  }
}

/** Draws `abc` into `container`: one child per tune, as abcjs renders one tune per element. */
function draw(abcjs: Abcjs, container: HTMLElement, abc: string, onSelectSource: (offset: number) => void): readonly TuneObject[] {
  const tunes = countTunes(abc);
  while (container.childElementCount > tunes) container.lastElementChild?.remove();
  while (container.childElementCount < tunes) {
    const tune = document.createElement('div');
    tune.className = 'abcjs-tune';
    container.append(tune);
  }
  const params: AbcVisualParams = {
    staffwidth: ABCJS_STAFF_WIDTH,
    add_classes: true,
    clickListener: (element: AbcElem & { startChar?: number }) => {
      if (typeof element.startChar === 'number' && element.startChar >= 0) onSelectSource(element.startChar);
    },
  };
  // abcjs accepts an array of elements, one per tune, though its types name only one.
  return abcjs.renderAbc(Array.from(container.children) as unknown as Selector, abc, params);
}

export function AbcjsScore({ onSelectSource }: { onSelectSource: (offset: number) => void }) {
  const abc = useEditorStore(selectAbc);
  const caret = useEditorStore(selectCaret);
  const containerRef = useRef<HTMLDivElement>(null);
  const tunesRef = useRef<readonly TuneObject[]>([]);
  // The caret when the drawing lands (read inside the frame callback, after this render).
  const caretRef = useRef(caret);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [problem, setProblem] = useState<string | null>(null);
  // The latest callback, read when abcjs reports a click (set after commit, as React asks).
  const onSelectRef = useRef(onSelectSource);
  useEffect(() => {
    onSelectRef.current = onSelectSource;
    caretRef.current = caret;
  });

  useEffect(() => {
    let active = true;
    loadAbcjs().then(
      () => active && setStatus('ready'),
      (error: unknown) => {
        if (!active) return;
        setStatus('failed');
        setProblem(`abcjs could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    return () => {
      active = false;
    };
  }, []);

  // Draw at most once per frame however fast the text changes (STYLE.md 10).
  useEffect(() => {
    if (status !== 'ready') return;
    const frame = requestAnimationFrame(() => {
      const container = containerRef.current;
      if (container === null) return;
      void loadAbcjs().then((abcjs) => {
        try {
          tunesRef.current = draw(abcjs, container, abc, (offset) => onSelectRef.current(offset));
          highlightCaret(container, tunesRef.current, caretRef.current);
          setProblem(null);
        } catch (error) {
          // abcjs throws on some malformed input; the last drawing stays and the reason shows.
          setProblem(`abcjs could not draw this text: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [abc, status]);

  // A caret move without a new drawing: move the mark.
  useEffect(() => {
    const container = containerRef.current;
    if (container !== null) highlightCaret(container, tunesRef.current, caret);
  }, [caret]);

  return (
    <div className="score abcjs-score" data-testid="abcjs-score">
      {status === 'loading' && <p className="score-empty">Loading abcjs…</p>}
      {problem !== null && (
        <p className="score-empty" role="alert" data-testid="abcjs-problem">
          {problem}
        </p>
      )}
      {abc.trim() === '' && status === 'ready' && <p className="score-empty">The score appears here as you type ABC.</p>}
      <div ref={containerRef} className="abcjs-tunes" />
    </div>
  );
}
