/**
 * @fileoverview The CodeMirror view of each editor instance, found from its store: the score, the
 * messages list and the Editor tab's tools act on the source editor that belongs to the same
 * editor (STYLE.md 11: per-instance stores; a compare view gets its own). The view is not state,
 * so it stays out of the store; this registry keys it by the store instead.
 */

import { useSyncExternalStore } from 'react';
import type { EditorView } from '@codemirror/view';
import type { EditorStore } from '../store/index.ts';
import { useEditorStoreApi } from '../store/context.tsx';

const views = new WeakMap<EditorStore, EditorView>();
const listeners = new WeakMap<EditorStore, Set<() => void>>();

function notify(store: EditorStore): void {
  for (const listener of listeners.get(store) ?? []) listener();
}

/** Records `view` as the source editor of `store`; returns the function that removes it. */
export function registerSourceView(store: EditorStore, view: EditorView): () => void {
  views.set(store, view);
  notify(store);
  return () => {
    if (views.get(store) !== view) return;
    views.delete(store);
    notify(store);
  };
}

/** The source editor of `store`, or null while none is mounted. */
export function getSourceView(store: EditorStore): EditorView | null {
  return views.get(store) ?? null;
}

function subscribe(store: EditorStore, listener: () => void): () => void {
  let set = listeners.get(store);
  if (set === undefined) {
    set = new Set();
    listeners.set(store, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** The source editor of this editor instance (re-renders when it mounts or unmounts). */
export function useSourceView(): EditorView | null {
  const store = useEditorStoreApi();
  return useSyncExternalStore(
    (listener) => subscribe(store, listener),
    () => getSourceView(store),
  );
}
