/**
 * @fileoverview The editor page, / (app-spec 2.2). Its regions, left to right: the side menu
 * (first, prev, next, last), the source-image panel, the work column (ABC source, the tabbed
 * control area, the buttons) and the engraved score with the engine's messages under it. The
 * score re-renders on every keystroke. The wizard and the info popup float above the page.
 */

import { useCallback, useMemo, useRef } from 'react';
import { EDITOR_ACTIONS, type EditorActionContext } from '../actions.ts';
import { useActionShortcuts } from '../hooks/useActionShortcuts.ts';
import { useEngineRenderer } from '../hooks/useEngineRenderer.ts';
import { useSaveSong } from '../hooks/useSaveSong.ts';
import { useSongFromQuery } from '../hooks/useSongFromQuery.ts';
import { EditorStoreProvider, useEditorStoreApi } from '../store/context.tsx';
import { ImagePanel } from '../../images/components/ImagePanel.tsx';
import { SideMenu } from '../../navigation/SideMenu.tsx';
import { WizardHost } from '../../wizard/components/WizardHost.tsx';
import { EditorTabs } from '../tabs/EditorTabs.tsx';
import { DiagnosticsList } from './DiagnosticsList.tsx';
import { EditorButtons } from './EditorButtons.tsx';
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
        </div>
      </div>
      <NoticeBar />
      <div className="editor-panes">
        <SideMenu />
        <section className="pane image-pane" aria-label="Source image">
          <ImagePanel />
        </section>
        <section className="pane work-pane" aria-label="ABC source">
          <SourceEditor textareaRef={sourceRef} />
          <EditorTabs />
          <EditorButtons context={context} />
        </section>
        <section className="pane score-pane" aria-label="Score">
          <ScoreView onSelectSource={selectSource} />
          <DiagnosticsList onSelectSource={selectSource} />
        </section>
      </div>
      <WizardHost />
    </main>
  );
}
