/**
 * @fileoverview The buttons under the editor's tabs (app-spec 2.2: "Show (refresh the score
 * only), Save (refresh and save), Approve Bengali, a choice of rendering engine, and the song
 * file name"). The actions themselves are in actions.ts, shared with the keyboard shortcuts.
 *
 * Approve Bengali shows only for a song whose language is B or BE, to a user holding the
 * permission 'Approve Bengali' (app-spec 2.2, 6); the server checks the permission again (403).
 */

import type { RenderEngine } from '../../../../../server/src/api-types.ts';
import { browserStorage } from '../../../lib/browserStorage.ts';
import { RENDER_ENGINES, isRenderEngine } from '../../../lib/clientConfig.ts';
import { useHasPermission } from '../../auth/hooks/usePermissions.ts';
import { actionApproveBengali, actionSave, actionShow, type EditorActionContext } from '../actions.ts';
import { ENGINE_LABELS, rememberEngine } from '../engines/engineChoice.ts';
import { APPROVABLE_LANGUAGES } from '../hooks/useApproveBengali.ts';
import { useEditorStore, useEditorStoreApi } from '../store/context.tsx';
import { selectEngine } from '../store/renderSlice.ts';
import { selectFileName, selectSong, selectStored } from '../store/sourceSlice.ts';
import { selectSaving } from '../store/uiSlice.ts';
import './EditorButtons.css';

export function EditorButtons({ context }: { context: EditorActionContext }) {
  const store = useEditorStoreApi();
  const song = useEditorStore(selectSong);
  // With no song open, Save adds the typed text to the archive as a new song (useSaveSong.ts).
  const abcEmpty = useEditorStore((state) => state.abc.trim() === '');
  const stored = useEditorStore(selectStored);
  const saving = useEditorStore(selectSaving);
  const engine = useEditorStore(selectEngine);
  const mayApprove = useHasPermission('Approve Bengali');
  const fileName = useEditorStore(selectFileName);

  const chooseEngine = (value: string) => {
    if (!isRenderEngine(value)) return;
    store.getState().chooseEngine(value);
    rememberEngine(browserStorage(), value);
  };

  return (
    <div className="editor-buttons">
      <button type="button" className="button" data-testid="show-button" title="Draw the score again" onClick={() => actionShow.perform(context)}>
        {actionShow.label}
      </button>
      <button
        type="button"
        className="button button-primary"
        data-testid="save-button"
        title={`${actionSave.label} (${actionSave.shortcut})`}
        disabled={saving || (song === null && abcEmpty)}
        onClick={() => actionSave.perform(context)}
      >
        {saving ? 'Saving…' : actionSave.label}
      </button>
      {mayApprove && stored !== null && APPROVABLE_LANGUAGES.includes(stored.language) && (
        <button
          type="button"
          className="button"
          data-testid="approve-bengali-button"
          title="Set the language to B and the workflow status to approved (23)"
          disabled={saving}
          onClick={() => actionApproveBengali.perform(context)}
        >
          {actionApproveBengali.label}
        </button>
      )}
      <label className="engine-choice">
        <span>Engine</span>
        <select data-testid="engine-choice" value={engine} onChange={(event) => chooseEngine(event.target.value)}>
          {RENDER_ENGINES.map((name: RenderEngine) => (
            <option key={name} value={name}>
              {ENGINE_LABELS[name]}
            </option>
          ))}
        </select>
      </label>
      {fileName !== null && (
        <span className="song-file-name" data-testid="song-file-name" title={`The song's ABC file: ${fileName}`}>
          {fileName}
        </span>
      )}
    </div>
  );
}
