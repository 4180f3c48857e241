/**
 * @fileoverview The one notice above the panes: save confirmation, conflict, error or information.
 * A conflict offers to reopen its dialog (conflict/ConflictDialog.tsx). (Text set aside when the
 * stored song was taken is offered back by the song heading, for as long as it is kept.)
 */

import { useEditorStore, useEditorStoreApi } from '../store/context.tsx';
import { selectConflict, selectNotice, type NoticeKind } from '../store/uiSlice.ts';

const TEST_IDS: Record<NoticeKind, string> = {
  saved: 'save-message',
  conflict: 'conflict-message',
  error: 'error-message',
  info: 'info-message',
};

export function NoticeBar() {
  const store = useEditorStoreApi();
  const notice = useEditorStore(selectNotice);
  const conflict = useEditorStore(selectConflict);
  if (notice === null) return null;

  return (
    <div className={`notice notice-${notice.kind}`} role={notice.kind === 'saved' || notice.kind === 'info' ? 'status' : 'alert'}>
      <p className="notice-text" data-testid={TEST_IDS[notice.kind]}>
        {notice.text}
      </p>
      {notice.kind === 'conflict' && conflict !== null && (
        <button type="button" className="button" data-testid="resolve-conflict-button" onClick={() => store.getState().openConflictDialog()}>
          Compare and choose
        </button>
      )}
      <button type="button" className="notice-dismiss" aria-label="Dismiss" onClick={() => store.getState().dismissNotice()}>
        ×
      </button>
    </div>
  );
}
