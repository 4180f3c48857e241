/**
 * @fileoverview The buttons under the editor's tabs (app-spec 2.2: "Show (refresh the score
 * only), Save (refresh and save), Approve Bengali, a choice of rendering engine, and the song
 * file name"). The actions themselves are in actions.ts, shared with the keyboard shortcuts.
 */

import { actionSave, actionShow, type EditorActionContext } from '../actions.ts';
import { useEditorStore } from '../store/context.tsx';
import { selectSong } from '../store/sourceSlice.ts';
import { selectSaving } from '../store/uiSlice.ts';

export function EditorButtons({ context }: { context: EditorActionContext }) {
  const song = useEditorStore(selectSong);
  const saving = useEditorStore(selectSaving);
  return (
    <div className="editor-buttons">
      <button type="button" className="button" data-testid="show-button" onClick={() => actionShow.perform(context)}>
        {actionShow.label}
      </button>
      <button
        type="button"
        className="button button-primary"
        data-testid="save-button"
        title={`${actionSave.label} (${actionSave.shortcut})`}
        disabled={song === null || saving}
        onClick={() => actionSave.perform(context)}
      >
        {saving ? 'Saving…' : actionSave.label}
      </button>
    </div>
  );
}
