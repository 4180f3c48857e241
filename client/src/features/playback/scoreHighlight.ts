/**
 * @fileoverview The moving highlight on the score (DESIGN.md 4): the notes that sound get the
 * class `is-playing` (styled in PlaybackTab.css). The score is the engine's SVG, drawn by the
 * editor's ScoreView outside React's tree, where every drawn note is a
 * `<g class="note" data-start data-end>` carrying its source range (engine-bindings ElementRef);
 * the highlight finds the notes of the sounding events by that range, through the DOM, so the
 * score's component needs to know nothing of playback. The score scrolls to keep the sounding
 * note in view.
 */

import type { SourceRange } from './highlightTimeline.ts';

/** The class of a sounding note. */
export const PLAYING_CLASS = 'is-playing';

/** The drawn notes of `range` under `root`. */
function notesOf(root: ParentNode, range: SourceRange): NodeListOf<Element> {
  return root.querySelectorAll(`g.note[data-start="${range.start}"][data-end="${range.end}"]`);
}

/**
 * Keeps the class on the notes of the ranges last shown, and on nothing else. Cheap when called
 * every animation frame: it touches the DOM only when the ranges change or the score was drawn
 * anew (a render replaced the lit elements).
 */
export class ScoreHighlighter {
  readonly #root: () => ParentNode | null;
  #lit: Element[] = [];
  #key = '';

  /** `root` finds the score's container each time (it may be mounted later than the tab). */
  constructor(root: () => ParentNode | null) {
    this.#root = root;
  }

  /** Lights the notes of `ranges` (those sounding now). */
  show(ranges: readonly SourceRange[]): void {
    const key = ranges.map((range) => `${range.start}:${range.end}`).join(' ');
    if (key === this.#key && this.#lit.every((element) => element.isConnected)) return;
    this.clear();
    this.#key = key;
    const root = this.#root();
    if (root === null) return;
    for (const range of ranges) {
      for (const element of notesOf(root, range)) {
        element.classList.add(PLAYING_CLASS);
        this.#lit.push(element);
      }
    }
    // The score follows the music, as it follows the caret (ScoreView): no scroll while the
    // note is in view.
    this.#lit[0]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  /** Takes the class off every note. */
  clear(): void {
    for (const element of this.#lit) element.classList.remove(PLAYING_CLASS);
    this.#lit = [];
    this.#key = '';
  }
}
