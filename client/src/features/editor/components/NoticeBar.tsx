/**
 * @fileoverview The one notice above the panes: save confirmation, conflict, error or information.
 * A conflict offers to load the stored song, which replaces the user's text (after they copied it).
 */

import { useEditorStore, useEditorStoreApi } from '../store/context.tsx';
import { selectNotice, type NoticeKind } from '../store/uiSlice.ts';

const TEST_IDS: Record<NoticeKind, string> = {
  saved: 'save-message',
  conflict: 'conflict-message',
  error: 'error-message',
  info: 'info-message',
};

export function NoticeBar() {
  const store = useEditorStoreApi();
  const notice = useEditorStore(selectNotice);
  if (notice === null) return null;
  const { current } = notice;

  return (
    <div className={`notice notice-${notice.kind}`} role={notice.kind === 'saved' || notice.kind === 'info' ? 'status' : 'alert'}>
      <p className="notice-text" data-testid={TEST_IDS[notice.kind]}>
        {notice.text}
      </p>
      {current !== undefined && (
        <button
          type="button"
          className="button"
          data-testid="load-theirs-button"
          onClick={() => {
            if (window.confirm('Replace your text with the stored song? Copy your text first if you need it.')) {
              store.getState().openSong(current, { discardDraft: true });
              store.getState().dismissNotice();
            }
          }}
        >
          Load their version
        </button>
      )}
      <button
        type="button"
        className="notice-dismiss"
        aria-label="Dismiss"
        onClick={() => store.getState().dismissNotice()}
      >
        ×
      </button>
    </div>
  );
}
