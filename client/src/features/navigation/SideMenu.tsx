/**
 * @fileoverview The editor's side menu (app-spec 2.2, 4: "first, prev, next, last over the current
 * song list, fetching each song"): four buttons that open a song of the current list
 * (songListStore.ts) by navigating to `/?song=ID` (useSongFromQuery loads it), disabled at the
 * ends, and where the open song is: "3 of 20". Until a search has made a list, the list is the
 * recent transcriptions (`GET /api/songs/recent`). Under them, Info opens the info popup on the
 * song in the editor (app-spec 2.2), with the text as it is now, saved or not.
 */

import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { isAbortError, isApiError } from '../../lib/api.ts';
import { useEditorStore, useEditorStoreApi } from '../editor/store/context.tsx';
import { useWizardStore } from '../wizard/wizardStore.ts';
import { fetchRecentSongs } from '../wizard/api/wizardApi.ts';
import { listPosition, positionLabel, useSongListStore, type ListMove, type SongListSource } from './songListStore.ts';
import './SideMenu.css';

const MOVES: readonly { move: ListMove; label: string; symbol: string }[] = [
  // Latin-1 signs: every font has them (the media-control signs are missing from many).
  { move: 'first', label: 'First song', symbol: '«' },
  { move: 'prev', label: 'Previous song', symbol: '‹' },
  { move: 'next', label: 'Next song', symbol: '›' },
  { move: 'last', label: 'Last song', symbol: '»' },
];

const SOURCE_LABELS: Record<SongListSource, string> = {
  search: 'Search results',
  recent: 'Recent transcriptions',
  knum: 'Songs of a K number',
};

export function SideMenu() {
  const navigate = useNavigate();
  const songs = useSongListStore((state) => state.songs);
  const source = useSongListStore((state) => state.source);
  const editor = useEditorStoreApi();
  const currentId = useEditorStore((state) => state.song?.id ?? null);
  const position = useMemo(() => listPosition(songs, currentId), [songs, currentId]);
  const [error, setError] = useState<string | null>(null);

  // No list yet: the recent transcriptions.
  useEffect(() => {
    if (source !== null) return;
    const controller = new AbortController();
    fetchRecentSongs(controller.signal).then(
      (rows) => {
        if (useSongListStore.getState().source === null) useSongListStore.getState().setList(rows, 'recent');
      },
      (failure: unknown) => {
        if (!isAbortError(failure)) setError(`The recent transcriptions could not be read: ${isApiError(failure) ? failure.message : String(failure)}`);
      },
    );
    return () => controller.abort();
  }, [source]);

  return (
    <nav className="side-menu" aria-label="Song list" data-testid="side-menu">
      {MOVES.map(({ move, label, symbol }) => {
        const target = position.targets[move];
        return (
          <button
            key={move}
            type="button"
            className="side-menu-button"
            aria-label={target === null ? label : `${label}: ${target.title}`}
            title={target === null ? label : `${label}: ${target.title}`}
            disabled={target === null}
            onClick={() => target !== null && navigate(`/?song=${target.id}`)}
            data-testid={`side-menu-${move}`}
          >
            {symbol}
          </button>
        );
      })}
      <button
        type="button"
        className="side-menu-button side-menu-info"
        aria-label="Information about this song"
        title="Information about this song"
        onClick={() => {
          const { song, abc, fields } = editor.getState();
          useWizardStore.getState().showInfo({
            kind: 'song',
            name: fields.title || song?.title || 'New transcription',
            ...(song !== null ? { songId: song.id } : {}),
            abc,
            lyrics: fields.text,
          });
        }}
        data-testid="side-menu-info"
      >
        i
      </button>
      <p className="side-menu-position" data-testid="side-menu-position" aria-live="polite">
        {positionLabel(position)}
      </p>
      {source !== null && <p className="side-menu-source">{SOURCE_LABELS[source]}</p>}
      {error !== null && (
        <p className="side-menu-error" role="alert" title={error}>
          !
        </p>
      )}
    </nav>
  );
}
