/**
 * @fileoverview The tabs of the editor's control area and their index ranges (app-spec 2.2: "Tabs
 * (index 0 to 7, clamped): Editor, Playback, Lyrics, Translation, Notes, History, Data,
 * Songbooks"; "Lyrics sub-tabs: Search Lyrics, ABC Lyrics"; "History sub-tabs (0 to 1): Online,
 * Local"; app-spec 5: "Tab indexes are clamped as listed in section 2").
 *
 * An index that comes from outside (local storage, a link, an old version of the app) is clamped
 * into its range, never trusted: a stored 12 opens the last tab, a stored -3 or "x" the first.
 *
 * The Lyrics range: app-spec 2.2 says "0 to 2" but names two sub-tabs. We clamp to the sub-tabs
 * that exist (0 to 1), so that no index shows an empty pane.
 *
 * Usage examples: tabIndexes.test.ts.
 */

/** The main tabs in their order; the position is the tab's index. */
export const EDITOR_TABS = [
  { id: 'editor', label: 'Editor' },
  { id: 'playback', label: 'Playback' },
  { id: 'lyrics', label: 'Lyrics' },
  { id: 'translation', label: 'Translation' },
  { id: 'notes', label: 'Notes' },
  { id: 'history', label: 'History' },
  { id: 'data', label: 'Data' },
  { id: 'songbooks', label: 'Songbooks' },
] as const;
export type EditorTabId = (typeof EDITOR_TABS)[number]['id'];

export const LYRICS_SUB_TABS = [
  { id: 'search-lyrics', label: 'Search Lyrics' },
  { id: 'abc-lyrics', label: 'ABC Lyrics' },
] as const;

export const HISTORY_SUB_TABS = [
  { id: 'online', label: 'Online' },
  { id: 'local', label: 'Local' },
] as const;

/**
 * `value` as a whole index in 0..count-1: fractions are cut, anything not a finite number
 * (NaN, a string from storage) gives 0, values outside go to the nearer end.
 */
export function clampIndex(value: unknown, count: number): number {
  if (count <= 0) return 0;
  const number = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;
  return Math.min(Math.max(number, 0), count - 1);
}

/** A main tab index, 0 (Editor) to 7 (Songbooks). */
export const clampTab = (value: unknown): number => clampIndex(value, EDITOR_TABS.length);
/** A Lyrics sub-tab index, 0 (Search Lyrics) to 1 (ABC Lyrics). */
export const clampLyricsSubTab = (value: unknown): number => clampIndex(value, LYRICS_SUB_TABS.length);
/** A History sub-tab index, 0 (Online) to 1 (Local). */
export const clampHistorySubTab = (value: unknown): number => clampIndex(value, HISTORY_SUB_TABS.length);

/** The index of tab `id`. */
export function tabIndexOf(id: EditorTabId): number {
  return EDITOR_TABS.findIndex((tab) => tab.id === id);
}

/**
 * Where a key press moves the focus in a tab strip (WAI-ARIA Authoring Practices, "Tabs"):
 * ArrowRight/ArrowLeft to the next/previous tab, wrapping round; Home and End to the first and
 * last. Null for any other key.
 */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
