/**
 * @fileoverview Moving the caret of the ABC textarea to a source offset (a diagnostic's `start`, a
 * clicked note's `data-start`): focus, select, and scroll the line into view. Offsets are UTF-16
 * code units, which is what the textarea's selection counts too.
 */

/** The 0-based line of `offset` in `text`. */
export function lineIndexAt(text: string, offset: number): number {
  let line = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line += 1;
  }
  return line;
}

/** Focuses `textarea` with the caret at `offset` (clamped to the text), scrolled into view. */
export function placeCaret(textarea: HTMLTextAreaElement, offset: number): number {
  const caret = Math.max(0, Math.min(Math.trunc(offset), textarea.value.length));
  textarea.focus({ preventScroll: true });
  textarea.setSelectionRange(caret, caret);

  // Browsers scroll a focused textarea to its selection unevenly; bring the line into the upper
  // third of the box ourselves when it is outside.
  const style = getComputedStyle(textarea);
  const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
  const top = lineIndexAt(textarea.value, caret) * lineHeight;
  if (top < textarea.scrollTop || top + lineHeight > textarea.scrollTop + textarea.clientHeight) {
    textarea.scrollTop = Math.max(0, top - textarea.clientHeight / 3);
  }
  return caret;
}
