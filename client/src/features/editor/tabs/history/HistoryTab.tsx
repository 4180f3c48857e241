/**
 * @fileoverview The History tab (app-spec 2.2: sub-tabs Online and Local, index 0 to 1).
 */

import { clampHistorySubTab, HISTORY_SUB_TABS } from '../tabIndexes.ts';
import { TabPanels, TabStrip, useVisitedTabs } from '../TabStrip.tsx';
import { LocalHistory } from './LocalHistory.tsx';
import type { LocalHistoryRecorder } from './localHistoryRecorder.ts';
import { OnlineHistory } from './OnlineHistory.tsx';

export function HistoryTab({
  selected,
  onSelect,
  recorder,
  active,
}: {
  /** The History tab is the one shown. */
  active: boolean;
  selected: number;
  onSelect(index: number): void;
  recorder: LocalHistoryRecorder | null;
}) {
  const index = clampHistorySubTab(selected);
  const visited = useVisitedTabs(index);
  return (
    <div className="sub-tabs">
      <TabStrip
        tabs={HISTORY_SUB_TABS}
        selected={index}
        onSelect={onSelect}
        idPrefix="history"
        testIdPrefix="tab-history-"
        label="History"
        className="tab-strip-sub"
      />
      <TabPanels
        tabs={HISTORY_SUB_TABS}
        selected={index}
        idPrefix="history"
        visited={visited}
        render={(panel) => (panel === 0 ? <OnlineHistory /> : <LocalHistory recorder={recorder} visible={active && index === 1} />)}
      />
    </div>
  );
}
