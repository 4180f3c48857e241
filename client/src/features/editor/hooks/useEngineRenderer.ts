/**
 * @fileoverview Connects the editor store to the engine worker: every change of the text asks for
 * a render (the worker client coalesces them, lib/renderCoalescer.ts) and every result lands in the
 * render slice. One worker per editor, ended when the editor unmounts.
 */

import { useCallback, useEffect, useRef } from 'react';
import { createEngineClient, type EngineClient } from '../../../lib/engineClient.ts';
import { useEditorStoreApi } from '../store/context.tsx';

/** Starts the engine for this editor; `renderNow` re-renders the current text at once. */
export function useEngineRenderer(): { renderNow: () => void } {
  const store = useEditorStoreApi();
  const clientRef = useRef<EngineClient | null>(null);

  useEffect(() => {
    const client = createEngineClient({
      onReady: () => store.getState().engineLoaded(),
      onLoadFailed: (message) => store.getState().engineLoadFailed(message),
      onRendered: (abc, result, milliseconds) => store.getState().renderSucceeded(abc, result, milliseconds),
      onRenderFailed: (message) => store.getState().renderFailed(message),
    });
    clientRef.current = client;
    client.render(store.getState().abc);
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.abc !== previous.abc) client.render(state.abc);
    });
    return () => {
      unsubscribe();
      client.dispose();
      clientRef.current = null;
    };
  }, [store]);

  const renderNow = useCallback(() => clientRef.current?.renderNow(store.getState().abc), [store]);
  return { renderNow };
}
