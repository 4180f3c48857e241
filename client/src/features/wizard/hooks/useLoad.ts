/**
 * @fileoverview Loads what a wizard step shows (a folder's files, the recent songs) when the step
 * appears or its input changes; a newer load aborts the older one, so answers never arrive out
 * of order. Failures become a message for the user (DESIGN.md 4: say what failed).
 */

import { useEffect, useState } from 'react';
import { isAbortError, isApiError } from '../../../lib/api.ts';

export type LoadState<T> =
  | { status: 'idle' | 'loading' }
  | { status: 'done'; data: T }
  | { status: 'error'; message: string };

/** A message for the user from a failed call. */
export function failureMessage(error: unknown, what: string): string {
  if (isApiError(error)) return `${what}: ${error.message}`;
  return `${what}: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Runs `load` whenever `key` changes (null: nothing to load). `what` names the call in the
 * failure message ("The folders could not be read").
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, what: string): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'idle' });
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'done', data });
      },
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setState({ status: 'error', message: failureMessage(error, what) });
      },
    );
    return () => controller.abort();
    // `load` and `what` are read when `key` changes: a step passes a new closure each render.
  }, [key]);
  return state;
}
