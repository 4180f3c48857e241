/**
 * @fileoverview History > Online (app-spec 2.2, 3 "Workflow entry"; DESIGN.md 4 "history shows a
 * readable diff"): every saved change of every field of the song, newest first, with who saved
 * it and when, the change as a diff (fieldDiff.ts), and Restore, which puts the value from before
 * that save back into the editor (app-spec 4: "Restoring history sets the source or a song
 * property"). Nothing is saved until the user saves.
 *
 * Read from `GET /api/songs/:id/history`, again after each save of the song (its version).
 */

import { useEffect, useState } from 'react';
import type { SongHistoryEntry } from '../../../../../../server/src/api-types.ts';
import { isAbortError, isApiError } from '../../../../lib/api.ts';
import { useEditorStore, useEditorStoreApi } from '../../store/context.tsx';
import { SONG_FIELDS, type SongField } from '../../store/sourceSlice.ts';
import { fetchSongHistory } from '../api/tabsApi.ts';
import { fieldDiff, type DiffPart } from './fieldDiff.ts';
import { fieldLabel, formatWhen } from './historyLabels.ts';
import { displayValue } from './localHistory.ts';

/** Entries fetched per page. */
const PAGE_SIZE = 50;

/** Characters of a saved source shown as its preview (app-spec 9: "online source preview 100 characters"). */
const SOURCE_PREVIEW_LENGTH = 100;

type OnlineState =
  | { status: 'loading' }
  | { status: 'done'; items: SongHistoryEntry[]; total: number }
  | { status: 'failed'; message: string };

function isSongField(field: string): field is SongField {
  return (SONG_FIELDS as readonly string[]).includes(field);
}

function DiffView({ parts }: { parts: DiffPart[] }) {
  if (parts.length === 0) return <span className="muted">(empty)</span>;
  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === 'folded') {
          return (
            <span key={index} className="diff-folded">
              … {part.lines} unchanged line{part.lines === 1 ? '' : 's'} …{'\n'}
            </span>
          );
        }
        if (part.kind === 'added') return <ins key={index}>{part.text}</ins>;
        if (part.kind === 'removed') return <del key={index}>{part.text}</del>;
        return <span key={index}>{part.text}</span>;
      })}
    </>
  );
}

/** The first characters of a saved source, on one line. */
function SourcePreview({ source }: { source: string }) {
  const preview = displayValue(source, SOURCE_PREVIEW_LENGTH);
  return (
    <code className={`history-preview ${preview.cut ? 'is-cut' : ''}`} data-testid="online-history-preview">
      {preview.text}
    </code>
  );
}

function reasonOf(error: unknown): string {
  return isApiError(error) ? error.message : String(error);
}

export function OnlineHistory() {
  const store = useEditorStoreApi();
  const songId = useEditorStore((state) => state.song?.id ?? null);
  const stored = useEditorStore((state) => state.stored);
  const [history, setHistory] = useState<OnlineState>({ status: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [restored, setRestored] = useState<number | null>(null);

  // Read again when the song or its stored version changes (after a save).
  const version = stored?.version ?? null;
  useEffect(() => {
    if (songId === null) return;
    const controller = new AbortController();
    setHistory({ status: 'loading' });
    setRestored(null);
    fetchSongHistory(songId, PAGE_SIZE, controller.signal)
      .then(({ items, total }) => setHistory({ status: 'done', items, total }))
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        setHistory({ status: 'failed', message: `The history of song ${songId} could not be read: ${reasonOf(error)}` });
      });
    return () => controller.abort();
  }, [songId, version]);

  if (songId === null) return <p className="tab-status">Open a song to see its saved history.</p>;
  if (history.status === 'loading') return <p className="tab-status">Reading the history…</p>;
  if (history.status === 'failed') {
    return (
      <p className="tab-message tab-message-error" role="alert">
        {history.message}
      </p>
    );
  }
  if (history.items.length === 0) {
    return (
      <p className="tab-status" data-testid="online-history-empty">
        No saved changes yet.
      </p>
    );
  }

  const restore = (entry: SongHistoryEntry) => {
    const value = entry.old_value ?? '';
    const state = store.getState();
    if (entry.field === 'abc_source') state.editSource(value);
    else if (isSongField(entry.field)) state.editField(entry.field, value);
    else return;
    setRestored(entry.id);
    state.showNotice({
      kind: 'info',
      text: `${fieldLabel(entry.field)} as it was before version ${entry.version} is back in the editor. Save to keep it.`,
    });
  };

  const loadMore = () => {
    setLoadingMore(true);
    fetchSongHistory(songId, PAGE_SIZE, undefined, history.items.length)
      .then(({ items, total }) => setHistory({ status: 'done', items: [...history.items, ...items], total }))
      .catch((error: unknown) => store.getState().showNotice({ kind: 'error', text: `Older history could not be read: ${reasonOf(error)}` }))
      .finally(() => setLoadingMore(false));
  };

  return (
    <div className="online-history">
      <ol className="history-list">
        {history.items.map((entry) => {
          const restorable = entry.field === 'abc_source' || isSongField(entry.field);
          return (
            <li key={entry.id} className="history-entry" data-testid="online-history-entry" data-field={entry.field} data-version={entry.version}>
              <div className="history-entry-head">
                <strong>{fieldLabel(entry.field)}</strong>
                <span className="muted">
                  version {entry.version} · {entry.username ?? 'a deleted user'} · {formatWhen(entry.created_at)}
                </span>
                <button
                  type="button"
                  className="button button-small"
                  data-testid="online-history-restore"
                  disabled={!restorable}
                  title={restorable ? 'Put the value from before this save back into the editor' : 'This field is not edited here'}
                  onClick={() => restore(entry)}
                >
                  {restored === entry.id ? 'Restored' : 'Restore'}
                </button>
              </div>
              {entry.field === 'abc_source' && entry.new_value !== null && (
                <SourcePreview source={entry.new_value} />
              )}
              <pre className="history-diff" data-testid="online-history-diff">
                <DiffView parts={fieldDiff(entry.old_value, entry.new_value, entry.field === 'abc_source')} />
              </pre>
            </li>
          );
        })}
      </ol>
      {history.items.length < history.total && (
        <button type="button" className="button" onClick={loadMore} disabled={loadingMore}>
          {loadingMore ? 'Reading…' : `Show older changes (${history.total - history.items.length} more)`}
        </button>
      )}
    </div>
  );
}
