/**
 * @fileoverview Provides one editor store per editor on the page (STYLE.md 11: per-instance
 * stores, so a later compare view gets its own) and the hooks that read it.
 */

import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createEditorStore, type EditorState, type EditorStore } from './index.ts';

const EditorStoreContext = createContext<EditorStore | null>(null);

/** Creates a store when mounted and keeps it for the provider's lifetime. */
export function EditorStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createEditorStore);
  return <EditorStoreContext.Provider value={store}>{children}</EditorStoreContext.Provider>;
}

/** The editor store itself, for event handlers that read state without subscribing. */
export function useEditorStoreApi(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (store === null) throw new Error('useEditorStoreApi must be used inside <EditorStoreProvider>');
  return store;
}

/** Subscribes to the part of the editor state that `selector` picks (a module-level selector). */
export function useEditorStore<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStoreApi(), selector);
}
