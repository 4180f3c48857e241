/**
 * @fileoverview Which engine drew the score and how long it took (the worker's render time), or
 * why it could not.
 */

import { useShallow } from 'zustand/react/shallow';
import { ENGINE_NAME } from '../../../lib/engineProtocol.ts';
import { useEditorStore } from '../store/context.tsx';
import type { EditorState } from '../store/index.ts';

const selectRenderStatus = (state: EditorState) => ({
  status: state.engineStatus,
  message: state.engineMessage,
  milliseconds: state.renderMilliseconds,
  pageCount: state.pages.length,
});

/** Milliseconds with one decimal under 10 ms, whole above. */
export function formatMilliseconds(milliseconds: number): string {
  return milliseconds < 10 ? `${milliseconds.toFixed(1)} ms` : `${Math.round(milliseconds)} ms`;
}

export function RenderStatus() {
  const { status, message, milliseconds, pageCount } = useEditorStore(useShallow(selectRenderStatus));

  let text: string;
  if (status === 'failed') text = `${ENGINE_NAME}: ${message ?? 'the engine failed to load'}`;
  else if (message !== null) text = `${ENGINE_NAME}: ${message}`;
  else if (status === 'loading') text = `${ENGINE_NAME}: loading…`;
  else if (milliseconds === null) text = ENGINE_NAME;
  else text = `${ENGINE_NAME} · ${formatMilliseconds(milliseconds)} · ${pageCount} page${pageCount === 1 ? '' : 's'}`;

  return (
    <span
      className={`render-status${message !== null || status === 'failed' ? ' render-status-failed' : ''}`}
      data-testid="render-status"
      data-engine={ENGINE_NAME}
      role="status"
      title="The engine that drew the score, and how long the last render took"
    >
      {text}
    </span>
  );
}
