/**
 * @fileoverview The editor page, / (app-spec 2.2, as far as issue 3 goes): a song picker, the ABC
 * source on the left and the engraved score on the right, re-rendered by the WebAssembly engine
 * on every keystroke, with the engine's messages under the score; Show and Save (Ctrl+S).
 */

import { useCallback, useMemo, useRef } from 'react';
import { EDITOR_ACTIONS, actionSave, actionShow, type EditorActionContext } from '../actions.ts';
import { useActionShortcuts } from '../hooks/useActionShortcuts.ts';
import { useEngineRenderer } from '../hooks/useEngineRenderer.ts';
import { useSaveSong } from '../hooks/useSaveSong.ts';
import { useSongFromQuery } from '../hooks/useSongFromQuery.ts';
import { EditorStoreProvider, useEditorStore, useEditorStoreApi } from '../store/context.tsx';
import { selectSong } from '../store/sourceSlice.ts';
import { selectSaving } from '../store/uiSlice.ts';
import { DiagnosticsList } from './DiagnosticsList.tsx';
import { NoticeBar } from './NoticeBar.tsx';
import { RenderStatus } from './RenderStatus.tsx';
import { ScoreView } from './ScoreView.tsx';
import { ScoreZoomControl } from './ScoreZoomControl.tsx';
import { SongHeading } from './SongHeading.tsx';
import { SongPicker } from './SongPicker.tsx';
import { SourceEditor } from './SourceEditor.tsx';
import { placeCaret } from './sourceCaret.ts';

export function EditorPage() {
  return (
    <EditorStoreProvider>
      <Editor />
    </EditorStoreProvider>
  );
}

function Editor() {
  const store = useEditorStoreApi();
  const song = useEditorStore(selectSong);
  const saving = useEditorStore(selectSaving);
  const sourceRef = useRef<HTMLTextAreaElement>(null);
  const { renderNow } = useEngineRenderer();
  const { loading } = useSongFromQuery();
  const save = useSaveSong();

  const context = useMemo<EditorActionContext>(
    () => ({
      show: renderNow,
      save: () => {
        renderNow();
        void save();
      },
    }),
    [renderNow, save],
  );
  useActionShortcuts(EDITOR_ACTIONS, context);

  /** Puts the caret at `offset` in the source and highlights what is drawn from there. */
  const selectSource = useCallback(
    (offset: number) => {
      const textarea = sourceRef.current;
      if (textarea === null) return;
      store.getState().moveCaret(placeCaret(textarea, offset));
    },
    [store],
  );

  return (
    <main className="editor">
      <div className="editor-bar">
        <SongPicker />
        <SongHeading loading={loading} />
        <div className="editor-actions">
          <RenderStatus />
          <ScoreZoomControl />
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
      </div>
      <NoticeBar />
      <div className="editor-panes">
        <section className="pane source-pane" aria-label="ABC source">
          <SourceEditor textareaRef={sourceRef} />
        </section>
        <section className="pane score-pane" aria-label="Score">
          <ScoreView onSelectSource={selectSource} />
          <DiagnosticsList onSelectSource={selectSource} />
        </section>
      </div>
    </main>
  );
}
