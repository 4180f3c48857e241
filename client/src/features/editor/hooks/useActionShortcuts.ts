/**
 * @fileoverview Runs an action when its keyboard shortcut is pressed anywhere on the page (the
 * browser's own meaning of the keys, such as "save page", is suppressed).
 */

import { useEffect, useLayoutEffect, useRef } from 'react';
import type { EditorAction, EditorActionContext } from '../actions.ts';

export function useActionShortcuts(actions: readonly EditorAction[], context: EditorActionContext): void {
  // The latest context, without re-adding the listener on every render (updated after commit:
  // React forbids writing refs during render).
  const contextRef = useRef(context);
  useLayoutEffect(() => {
    contextRef.current = context;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      const action = actions.find((candidate) => candidate.keyTest?.(event) === true);
      if (action === undefined) return;
      event.preventDefault();
      action.perform(contextRef.current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [actions]);
}
