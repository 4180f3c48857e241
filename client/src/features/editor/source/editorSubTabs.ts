/**
 * @fileoverview The Editor tab's sub-tabs (app-spec 2.2: Gr/Note, Srch/Repl, Margins, Comments)
 * and their index, clamped as app-spec 5 asks ("Tab indexes are clamped as listed in section 2"):
 * an index from outside (local storage, an old version) is never trusted.
 */

export const EDITOR_SUB_TABS = [
  { id: 'notes', label: 'Gr/Note' },
  { id: 'search', label: 'Srch/Repl' },
  { id: 'margins', label: 'Margins' },
  { id: 'comments', label: 'Comments' },
] as const;

export type EditorSubTabId = (typeof EDITOR_SUB_TABS)[number]['id'];

/**
 * `value` as an Editor sub-tab index, 0 (Gr/Note) to 3 (Comments): fractions are cut, anything
 * that is not a finite number gives 0, values outside go to the nearer end.
 */
export function clampEditorSubTab(value: unknown): number {
  const number = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;
  return Math.min(Math.max(number, 0), EDITOR_SUB_TABS.length - 1);
}
