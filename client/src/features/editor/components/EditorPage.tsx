/**
 * @fileoverview The editor page, / (app-spec 2.2). Its regions, left to right: the side menu
 * (first, prev, next, last), the source-image panel, the work column (ABC source, the tabbed
 * control area, the buttons) and the engraved score with the engine's messages under it. The
 * score re-renders on every keystroke. The wizard, the info popup and the save conflict dialog
 * float above the page.
 *
 * The configuration (/config.json, lib/clientConfig.ts) loads first (app-spec 4, "Start-up"): it
 * names the default rendering engine, and whether the side menu and the developer aids show.
 * The score pane shows our engine's pages or abcjs's drawing (engines/); the messages under it
 * are always our engine's.
 */

import { useCallback, useLayoutEffect, useMemo } from 'react';
import { browserStorage } from '../../../lib/browserStorage.ts';
import type { LoadedClientConfig } from '../../../lib/clientConfig.ts';
import { useClientConfig } from '../../../lib/useClientConfig.ts';
import { ImagePanel } from '../../images/components/ImagePanel.tsx';
import { SideMenu } from '../../navigation/SideMenu.tsx';
import { WizardHost } from '../../wizard/components/WizardHost.tsx';
import { EDITOR_ACTIONS, type EditorActionContext } from '../actions.ts';
import { ConflictDialog } from '../conflict/ConflictDialog.tsx';
import { AbcjsScore } from '../engines/AbcjsScore.tsx';
import { initialEngine } from '../engines/engineChoice.ts';
import { useActionShortcuts } from '../hooks/useActionShortcuts.ts';
import { useApproveBengali } from '../hooks/useApproveBengali.ts';
import { useEngineRenderer } from '../hooks/useEngineRenderer.ts';
import { useSaveSong } from '../hooks/useSaveSong.ts';
import { useSongFromQuery } from '../hooks/useSongFromQuery.ts';
import { getSourceView } from '../source/sourceViews.ts';
import { EditorStoreProvider, useEditorStore, useEditorStoreApi } from '../store/context.tsx';
import { selectEngine } from '../store/renderSlice.ts';
import { EditorTabs } from '../tabs/EditorTabs.tsx';
import { localHistoryRecorderOf } from '../tabs/history/localHistoryRecorder.ts';
import { SourceOrLyrics } from '../workPane/SourceOrLyrics.tsx';
import { DiagnosticsList } from './DiagnosticsList.tsx';
import { EditorButtons } from './EditorButtons.tsx';
import { NoticeBar } from './NoticeBar.tsx';
import { RenderStatus } from './RenderStatus.tsx';
import { ScoreView } from './ScoreView.tsx';
import { ScoreZoomControl } from './ScoreZoomControl.tsx';
import { SongHeading } from './SongHeading.tsx';
import { SongPicker } from './SongPicker.tsx';
import { revealSource } from './sourceCaret.ts';

export function EditorPage() {
  const loaded = useClientConfig();
  return (
    <EditorStoreProvider>
      {loaded === null ? (
        <main className="editor" aria-busy="true">
          <p className="editor-loading">Loading the configuration…</p>
        </main>
      ) : (
        <Editor loaded={loaded} />
      )}
    </EditorStoreProvider>
  );
}

function Editor({ loaded }: { loaded: LoadedClientConfig }) {
  const { config, problem } = loaded;
  const store = useEditorStoreApi();
  const engine = useEditorStore(selectEngine);
  const { renderNow } = useEngineRenderer();
  const { loading } = useSongFromQuery();
  const save = useSaveSong();
  const approveBengali = useApproveBengali();

  // Before the first paint: the engine this browser chose last, else the configured default.
  useLayoutEffect(() => {
    store.getState().chooseEngine(initialEngine(browserStorage(), config.defaultEngine));
    if (problem !== null) store.getState().showNotice({ kind: 'error', text: `Started with the default settings: ${problem}.` });
  }, [store, config.defaultEngine, problem]);

  const context = useMemo<EditorActionContext>(
    () => ({
      show: () => {
        renderNow();
        // app-spec 4: "Show triggers a history save when the flag is set".
        localHistoryRecorderOf(store)?.flush();
      },
      save: () => {
        renderNow();
        void save();
      },
      approveBengali: () => void approveBengali(),
    }),
    [renderNow, save, approveBengali, store],
  );
  useActionShortcuts(EDITOR_ACTIONS, context);

  /**
   * Puts the caret at `offset` in the source editor (which moves the highlight with it), for the
   * abcjs score; our own score and the messages do this themselves. Before the source editor has
   * mounted, only the store's caret moves.
   */
  const selectSource = useCallback(
    (offset: number) => {
      const view = getSourceView(store);
      if (view === null) store.getState().moveCaret(offset);
      else revealSource(view, offset);
    },
    [store],
  );

  return (
    <main className="editor" aria-label={config.editorTitle}>
      <div className="editor-bar">
        <SongPicker />
        <SongHeading loading={loading} />
        <div className="editor-actions">
          {config.devMode && <RenderStatus />}
          <ScoreZoomControl />
        </div>
      </div>
      <NoticeBar />
      <div className="editor-panes" data-side-menu={config.sideMenu ? 'on' : 'off'}>
        {config.sideMenu && <SideMenu />}
        <section className="pane image-pane" aria-label="Source image">
          <ImagePanel />
        </section>
        <section className="pane work-pane" aria-label="ABC source">
          <SourceOrLyrics />
          <EditorTabs />
          <EditorButtons context={context} />
        </section>
        <section className="pane score-pane" aria-label="Score">
          {engine === 'abcjs' ? <AbcjsScore onSelectSource={selectSource} /> : <ScoreView />}
          <DiagnosticsList />
        </section>
      </div>
      <ConflictDialog />
      <WizardHost />
    </main>
  );
}
