/**
 * @fileoverview The open song: its title, id and version, whether the text has unsaved changes,
 * and, when the user took the stored song over their own after a save conflict, the offer to bring
 * their text back (or let it go), for as long as this browser keeps it (sourceSlice `setAsideAt`).
 */

import { useEditorStore, useEditorStoreApi } from '../store/context.tsx';
import { selectIsDirty, selectSetAsideAt, selectSong } from '../store/sourceSlice.ts';
import './SongHeading.css';

/** A short local time for "set aside at ...". */
function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

export function SongHeading({ loading }: { loading: boolean }) {
  const store = useEditorStoreApi();
  const song = useEditorStore(selectSong);
  const dirty = useEditorStore(selectIsDirty);
  const setAsideAt = useEditorStore(selectSetAsideAt);

  if (song === null) {
    return <p className="song-heading song-heading-empty">{loading ? 'Opening the song…' : 'No song open'}</p>;
  }
  return (
    <div className="song-heading">
      <h1 className="song-title" data-testid="song-title">
        {song.title}
      </h1>
      <span className="song-meta" data-testid="song-meta">
        #{song.id} · version {song.version}
      </span>
      {dirty && (
        <span className="badge badge-unsaved" data-testid="unsaved-badge">
          unsaved
        </span>
      )}
      {setAsideAt !== null && (
        <span className="set-aside" data-testid="set-aside">
          <span className="set-aside-label">Your text is set aside:</span>
          <button
            type="button"
            className="button set-aside-button"
            data-testid="restore-set-aside-button"
            title={`Your text, set aside at ${formatTime(setAsideAt)} when you took the stored song`}
            onClick={() => {
              store.getState().bringBackSetAside();
              store.getState().showNotice({ kind: 'info', text: 'Your text is back in the editor, not saved yet.' });
            }}
          >
            Bring it back
          </button>
          <button
            type="button"
            className="button set-aside-button"
            data-testid="discard-set-aside-button"
            title="Forget the text set aside"
            onClick={() => {
              if (window.confirm('Forget the text you set aside? It cannot be brought back afterwards.')) store.getState().discardSetAside();
            }}
          >
            Forget it
          </button>
        </span>
      )}
    </div>
  );
}
