import type { EditorView } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../testing/memoryStorage.ts';
import { createDraftStorage } from '../store/drafts.ts';
import { createEditorStore } from '../store/index.ts';
import { getSourceView, registerSourceView } from './sourceViews.ts';

/** A stand-in for a view: the registry only keeps and returns it. */
const fakeView = (name: string) => ({ name }) as unknown as EditorView;
const newStore = () => createEditorStore({ drafts: createDraftStorage(createMemoryStorage()) });

describe('the source view registry', () => {
  it('finds the view of each editor store, and none for another store', () => {
    const first = newStore();
    const second = newStore();
    const view = fakeView('first');
    const unregister = registerSourceView(first, view);
    expect(getSourceView(first)).toBe(view);
    expect(getSourceView(second)).toBeNull();
    unregister();
    expect(getSourceView(first)).toBeNull();
  });

  it('keeps a newer view when an older one is unregistered late (React mounts effects twice in development)', () => {
    const store = newStore();
    const older = registerSourceView(store, fakeView('older'));
    const newer = fakeView('newer');
    registerSourceView(store, newer);
    older();
    expect(getSourceView(store)).toBe(newer);
  });
});
