/**
 * @fileoverview The Comments sub-tab: toggles `%` comments on the lines of the selection in the
 * ABC source, and lists the source's comment lines; clicking one puts the caret there
 * (lineComments.ts).
 */

import type { EditorView } from '@codemirror/view';
import { useEditorStore } from '../store/context.tsx';
import { selectAbc } from '../store/sourceSlice.ts';
import { revealSource } from '../components/sourceCaret.ts';
import { applyToolChanges } from './applyTool.ts';
import { commentLines, toggleLineComments } from './lineComments.ts';

export function CommentsPanel({ view }: { view: EditorView }) {
  // Subscribed to re-render on every change; offsets are read from the editor's own document.
  useEditorStore(selectAbc);
  const abc = view.state.doc.toString();
  const comments = commentLines(abc);

  return (
    <div className="editor-tool comments-tool">
      <div className="editor-tool-buttons">
        <button
          type="button"
          className="button"
          data-testid="comments-toggle"
          title="Comment out the selected lines with %, or uncomment them (Ctrl+/ in the source)"
          onClick={() => {
            const { from, to } = view.state.selection.main;
            applyToolChanges(view, toggleLineComments(view.state.doc.toString(), from, to), 'input.comment');
          }}
        >
          Toggle % on selected lines
        </button>
      </div>
      {comments.length === 0 ? (
        <p className="editor-tool-message">The source has no comment lines.</p>
      ) : (
        <ul className="comment-lines" data-testid="comment-lines" aria-label="Comment lines">
          {comments.map((comment) => (
            <li key={comment.from}>
              <button type="button" onClick={() => revealSource(view, comment.from)}>
                <span className="comment-line-number">line {comment.line}</span>
                <span className="comment-line-text">{comment.text === '' ? '(empty comment)' : comment.text}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
