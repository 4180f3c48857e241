/**
 * @fileoverview Runs the local history recorder (localHistoryRecorder.ts) for the editor while
 * its tabs are mounted, and takes the pending snapshot when the page is hidden (the user leaves
 * or switches away), so a pause is never lost.
 */

import { useEffect, useState } from 'react';
import { browserStorage } from '../../../../lib/browserStorage.ts';
import { useEditorStoreApi } from '../../store/context.tsx';
import { createLocalHistoryRecorder, type LocalHistoryRecorder } from './localHistoryRecorder.ts';

/** The editor's recorder; null until it has started (the first effect after mounting). */
export function useLocalHistoryRecorder(): LocalHistoryRecorder | null {
  const store = useEditorStoreApi();
  const [recorder, setRecorder] = useState<LocalHistoryRecorder | null>(null);

  useEffect(() => {
    const created = createLocalHistoryRecorder(store, browserStorage());
    setRecorder(created);
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') created.flush();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      created.dispose();
    };
  }, [store]);

  return recorder;
}
