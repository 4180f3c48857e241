/**
 * @fileoverview The open song: its title, id and version, and whether the text has unsaved changes.
 */

import { useEditorStore } from '../store/context.tsx';
import { selectIsDirty, selectSong } from '../store/sourceSlice.ts';

export function SongHeading({ loading }: { loading: boolean }) {
  const song = useEditorStore(selectSong);
  const dirty = useEditorStore(selectIsDirty);

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
    </div>
  );
}
