/**
 * @fileoverview The tabbed control area under the ABC source (app-spec 2.2): Editor, Playback,
 * Lyrics, Translation, Notes, History, Data, Songbooks (index 0 to 7, clamped; tabIndexes.ts).
 *
 * The chosen tab and sub-tabs survive a reload (tabMemory.ts). Each panel is mounted when first
 * chosen and kept after (TabStrip.tsx), so the Playback tab keeps playing while another is open.
 * The local history recorder runs here, whatever tab is shown, so snapshots are taken while
 * the user types (history/localHistoryRecorder.ts).
 *
 * The Editor tab's tools are the source engineer's (source/EditorToolsTab.tsx), the Playback
 * tab the playback feature's.
 */

import { useEffect, useState } from 'react';
import { browserStorage } from '../../../lib/browserStorage.ts';
import { PlaybackTab } from '../../playback/components/PlaybackTab.tsx';
import { EditorToolsTab } from '../source/EditorToolsTab.tsx';
import { DataTab } from './data/DataTab.tsx';
import { FieldTextArea } from './FieldTextArea.tsx';
import { HistoryTab } from './history/HistoryTab.tsx';
import { useLocalHistoryRecorder } from './history/useLocalHistoryRecorder.ts';
import { LyricsTab } from './lyrics/LyricsTab.tsx';
import { SongbooksTab } from './songbooks/SongbooksTab.tsx';
import { EDITOR_TABS, type EditorTabId } from './tabIndexes.ts';
import { readTabSelection, writeTabSelection, type TabSelection } from './tabMemory.ts';
import { TabPanels, TabStrip, useVisitedTabs } from './TabStrip.tsx';
import './EditorTabs.css';

export function EditorTabs() {
  const [selection, setSelection] = useState<TabSelection>(() => readTabSelection(browserStorage()));
  const recorder = useLocalHistoryRecorder();
  const visited = useVisitedTabs(selection.tab);

  useEffect(() => writeTabSelection(browserStorage(), selection), [selection]);
  const choose = (patch: Partial<TabSelection>) => setSelection((previous) => ({ ...previous, ...patch }));

  const panel = (id: EditorTabId) => {
    switch (id) {
      case 'editor':
        return <EditorToolsTab />;
      case 'playback':
        return <PlaybackTab />;
      case 'lyrics':
        return <LyricsTab selected={selection.lyrics} onSelect={(lyrics) => choose({ lyrics })} />;
      case 'translation':
        return <FieldTextArea field="translation" label="Translation" testId="translation-text" placeholder="The song's words in translation" />;
      case 'notes':
        return <FieldTextArea field="notes" label="Notes" testId="notes-text" placeholder="Remarks on the song or its transcription" />;
      case 'history':
        return (
          <HistoryTab
            active={EDITOR_TABS[selection.tab]?.id === 'history'}
            selected={selection.history}
            onSelect={(history) => choose({ history })}
            recorder={recorder}
          />
        );
      case 'data':
        return <DataTab />;
      case 'songbooks':
        return <SongbooksTab active={EDITOR_TABS[selection.tab]?.id === 'songbooks'} />;
    }
  };

  return (
    <div className="editor-tabs" data-testid="editor-tabs">
      <TabStrip
        tabs={EDITOR_TABS}
        selected={selection.tab}
        onSelect={(tab) => choose({ tab })}
        idPrefix="editor"
        testIdPrefix="tab-"
        label="Song tools"
      />
      <div className="editor-tab-panels">
        <TabPanels tabs={EDITOR_TABS} selected={selection.tab} idPrefix="editor" visited={visited} render={(index) => panel(EDITOR_TABS[index]!.id)} />
      </div>
    </div>
  );
}
