/**
 * @fileoverview The top of the work pane: the ABC source, or in its place the song's lyrics
 * (app-spec 2.2). The source editor stays mounted while the lyrics show, so its caret, its undo
 * history and the score's links to it survive the switch. While a wizard is showing the switch
 * does nothing (paneView.ts).
 */

import { useState } from 'react';
import { useWizardStore } from '../../wizard/wizardStore.ts';
import { SourceEditor } from '../components/SourceEditor.tsx';
import { useEditorStore, useEditorStoreApi } from '../store/context.tsx';
import { selectField } from '../store/sourceSlice.ts';
import { switchPaneView, type PaneView } from './paneView.ts';
import './SourceOrLyrics.css';

const VIEWS: readonly { view: PaneView; label: string }[] = [
  { view: 'source', label: 'ABC source' },
  { view: 'lyrics', label: 'Lyrics' },
];

export function SourceOrLyrics() {
  const [view, setView] = useState<PaneView>('source');
  const wizardShowing = useWizardStore((state) => state.visible);
  return (
    <div className="source-or-lyrics">
      <div className="pane-view-switch" role="group" aria-label="Show in this pane">
        {VIEWS.map((option) => (
          <button
            key={option.view}
            type="button"
            className="pane-view-button"
            data-testid={`pane-view-${option.view}`}
            aria-pressed={view === option.view}
            title={wizardShowing ? 'Close the wizard to switch' : undefined}
            onClick={() => setView((current) => switchPaneView(current, option.view, wizardShowing))}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div className="pane-view" hidden={view !== 'source'}>
        <SourceEditor />
      </div>
      {view === 'lyrics' && <LyricsPane />}
    </div>
  );
}

/** The song's lyrics (field `text`), in Bengali type for a Bengali song. */
function LyricsPane() {
  const store = useEditorStoreApi();
  const lyrics = useEditorStore(selectField('text'));
  const language = useEditorStore(selectField('language'));
  return (
    <textarea
      className="pane-lyrics"
      data-testid="lyrics-pane"
      aria-label="Lyrics"
      value={lyrics}
      lang={language === 'B' || language === 'BE' ? 'bn' : undefined}
      spellCheck={false}
      placeholder="The song's lyrics"
      onChange={(event) => store.getState().editField('text', event.target.value)}
    />
  );
}
