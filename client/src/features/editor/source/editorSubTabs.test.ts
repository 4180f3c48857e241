import { describe, expect, it } from 'vitest';
import { clampEditorSubTab, EDITOR_SUB_TABS } from './editorSubTabs.ts';

describe('the Editor sub-tabs', () => {
  it('are Gr/Note, Srch/Repl, Margins and Comments, in that order (app-spec 2.2)', () => {
    expect(EDITOR_SUB_TABS.map((tab) => tab.label)).toEqual(['Gr/Note', 'Srch/Repl', 'Margins', 'Comments']);
  });

  it('clamp an index into 0 to 3', () => {
    expect([0, 1, 2, 3].map(clampEditorSubTab)).toEqual([0, 1, 2, 3]);
    expect([-1, 4, 12, 2.7].map(clampEditorSubTab)).toEqual([0, 3, 3, 2]);
    expect([Number.NaN, Number.POSITIVE_INFINITY, '2', null, undefined].map(clampEditorSubTab)).toEqual([0, 0, 0, 0, 0]);
  });
});
