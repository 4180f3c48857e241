/**
 * @fileoverview The Comments tool (app-spec 2.2): toggles `%` comments (ABC 2.1 section 2.2.3) on
 * the lines of a selection, and lists the comment lines of the source to jump to. A line that
 * starts with `%%` is a directive (section 11), not a comment: it is neither listed nor taken for
 * commented; commenting it out writes `% %%...`, which uncommenting turns back. Mod-/ in the
 * source editor runs the same toggle (`toggleCommentsCommand`).
 * Usage examples: lineComments.test.ts.
 */

import type { EditorView } from '@codemirror/view';
import type { TextChange } from './externalChange.ts';

/** A comment line of the source. */
export interface CommentLine {
  /** 1-based line number. */
  line: number;
  /** Offset of the line's `%`. */
  from: number;
  /** The comment's text without the `%` and the spaces after it. */
  text: string;
}

/** Whether a line is a comment line: `%` first (after spaces), but not a `%%` directive. */
function isCommentLine(line: string): boolean {
  return /^\s*%(?!%)/.test(line);
}

/** The whole-line comments of `text`, in order. */
export function commentLines(text: string): CommentLine[] {
  const comments: CommentLine[] = [];
  let offset = 0;
  text.split('\n').forEach((line, index) => {
    if (isCommentLine(line)) {
      const percent = line.indexOf('%');
      comments.push({ line: index + 1, from: offset + percent, text: line.slice(percent + 1).trim() });
    }
    offset += line.length + 1;
  });
  return comments;
}

/**
 * The changes that comment out the lines [from, to) touch, or uncomment them when every non-blank
 * one is a comment line already. Blank lines are left alone. `% ` is written and removed (or a
 * lone `%`).
 */
export function toggleLineComments(text: string, from: number, to: number): TextChange[] {
  const first = text.lastIndexOf('\n', from - 1) + 1;
  // A selection that ends at the start of a line does not take that line.
  const last = to > from && text[to - 1] === '\n' ? to - 1 : to;
  const lines: { start: number; text: string }[] = [];
  for (let start = first; start <= text.length; ) {
    const end = text.indexOf('\n', start);
    const lineEnd = end < 0 ? text.length : end;
    lines.push({ start, text: text.slice(start, lineEnd) });
    if (end < 0 || end >= last) break;
    start = end + 1;
  }
  const content = lines.filter((line) => line.text.trim() !== '');
  if (content.length === 0) return [];
  if (content.every((line) => isCommentLine(line.text))) {
    return content.map((line) => {
      const percent = line.text.indexOf('%');
      const width = line.text[percent + 1] === ' ' ? 2 : 1;
      return { from: line.start + percent, to: line.start + percent + width, insert: '' };
    });
  }
  return content.map((line) => ({ from: line.start, to: line.start, insert: '% ' }));
}

/**
 * The editor command of the Comments tool, bound to Mod-/ in the source editor in place of
 * CodeMirror's own toggleComment (which would take a `%%` directive for a comment and strip it).
 */
export function toggleCommentsCommand(view: EditorView): boolean {
  const { from, to } = view.state.selection.main;
  const changes = toggleLineComments(view.state.doc.toString(), from, to);
  if (changes.length === 0) return false;
  view.dispatch({ changes, userEvent: 'input.comment', scrollIntoView: true });
  return true;
}
