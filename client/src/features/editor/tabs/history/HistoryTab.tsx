/**
 * @fileoverview The History tab (app-spec 2.2: sub-tabs Online and Local, index 0 to 1).
 */

import { clampHistorySubTab, HISTORY_SUB_TABS } from '../tabIndexes.ts';
import { SubTabs } from '../TabStrip.tsx';
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
  return (
    <SubTabs
      tabs={HISTORY_SUB_TABS}
      selected={index}
      onSelect={onSelect}
      name="history"
      label="History"
      render={(panel) => (panel === 0 ? <OnlineHistory /> : <LocalHistory recorder={recorder} visible={active && index === 1} />)}
    />
  );
}
