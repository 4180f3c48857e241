/**
 * @fileoverview The editor's store: one Zustand vanilla store per editor instance, combined from
 * typed slices (STYLE.md 11). Server data other than the open song's text (search results, song
 * lists) lives in the feature's api/ hooks, not here. React components reach the store through
 * context (context.tsx); tests build one with `createEditorStore` and no React.
 */

import { createStore, type StoreApi } from 'zustand/vanilla';
import { browserStorage } from '../../../lib/browserStorage.ts';
import { createDraftStorage, type DraftStorage } from './drafts.ts';
import { createRenderSlice, type RenderSlice } from './renderSlice.ts';
import { createSelectionSlice, type SelectionSlice } from './selectionSlice.ts';
import { createSourceSlice, type SourceSlice } from './sourceSlice.ts';
import { createUiSlice, type UiSlice } from './uiSlice.ts';

export type EditorState = SourceSlice & RenderSlice & SelectionSlice & UiSlice;
export type EditorStore = StoreApi<EditorState>;

export interface EditorStoreDependencies {
  /** Where unsaved text is kept; default the browser's localStorage. */
  drafts?: DraftStorage;
}

/** A new, independent editor store. */
export function createEditorStore(dependencies: EditorStoreDependencies = {}): EditorStore {
  const drafts = dependencies.drafts ?? createDraftStorage(browserStorage());
  return createStore<EditorState>()((...creatorArguments) => ({
    ...createSourceSlice(drafts)(...creatorArguments),
    ...createRenderSlice(...creatorArguments),
    ...createSelectionSlice(...creatorArguments),
    ...createUiSlice(...creatorArguments),
  }));
}
