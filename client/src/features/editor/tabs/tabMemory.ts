/**
 * @fileoverview Which tab and sub-tabs of the editor's control area are selected, kept in
 * localStorage so that a reload shows the same tab (the page otherwise opens on Editor). One
 * entry for the whole app: the tab is the user's working place, not a property of a song.
 *
 * What is read is clamped (tabIndexes.ts): storage is outside input.
 *
 * Usage examples: tabMemory.test.ts.
 */

import { tryWrite, type KeyValueStorage } from '../../../lib/browserStorage.ts';
import { clampHistorySubTab, clampLyricsSubTab, clampTab } from './tabIndexes.ts';

/** The selected indexes: main tab, Lyrics sub-tab, History sub-tab. */
export interface TabSelection {
  tab: number;
  lyrics: number;
  history: number;
}

export const TAB_SELECTION_KEY = 'swaralipi.editorTabs';

export const DEFAULT_TAB_SELECTION: TabSelection = { tab: 0, lyrics: 0, history: 0 };

/** The stored selection, each index clamped; the defaults when nothing (readable) is stored. */
export function readTabSelection(storage: KeyValueStorage): TabSelection {
  const raw = storage.getItem(TAB_SELECTION_KEY);
  if (raw === null) return DEFAULT_TAB_SELECTION;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return DEFAULT_TAB_SELECTION;
  }
  const value = typeof parsed === 'object' && parsed !== null ? (parsed as Partial<Record<keyof TabSelection, unknown>>) : {};
  return { tab: clampTab(value.tab), lyrics: clampLyricsSubTab(value.lyrics), history: clampHistorySubTab(value.history) };
}

/** Stores `selection`; a full or refused storage only loses the memory of the tab. */
export function writeTabSelection(storage: KeyValueStorage, selection: TabSelection): void {
  tryWrite(storage, TAB_SELECTION_KEY, JSON.stringify(selection));
}
