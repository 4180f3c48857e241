/**
 * @fileoverview The Songbooks tab (app-spec 2.2, 3: a song's songbooks, each with its code, name
 * and the song's page): read from `GET /api/songs/:id/songbooks` when a song is opened.
 */

import { useEffect, useState } from 'react';
import type { SongSongbook } from '../../../../../../server/src/api-types.ts';
import { isAbortError, isApiError } from '../../../../lib/api.ts';
import { useEditorStore } from '../../store/context.tsx';
import { fetchSongSongbooks } from '../api/tabsApi.ts';

type Songbooks =
  | { status: 'loading' }
  | { status: 'done'; songbooks: SongSongbook[] }
  | { status: 'failed'; message: string };

export function SongbooksTab() {
  const songId = useEditorStore((state) => state.song?.id ?? null);
  const [songbooks, setSongbooks] = useState<Songbooks>({ status: 'loading' });

  useEffect(() => {
    if (songId === null) return;
    const controller = new AbortController();
    setSongbooks({ status: 'loading' });
    fetchSongSongbooks(songId, controller.signal)
      .then((found) => setSongbooks({ status: 'done', songbooks: found }))
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        const reason = isApiError(error) ? error.message : String(error);
        setSongbooks({ status: 'failed', message: `The songbooks of song ${songId} could not be read: ${reason}` });
      });
    return () => controller.abort();
  }, [songId]);

  if (songId === null) return <p className="tab-status">Open a song to see its songbooks.</p>;
  if (songbooks.status === 'loading') return <p className="tab-status">Reading the songbooks…</p>;
  if (songbooks.status === 'failed') {
    return (
      <p className="tab-message tab-message-error" role="alert">
        {songbooks.message}
      </p>
    );
  }
  if (songbooks.songbooks.length === 0) {
    return (
      <p className="tab-status" data-testid="songbooks-empty">
        This song is in no songbook.
      </p>
    );
  }
  return (
    <table className="tab-table" data-testid="songbooks-table">
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Name</th>
          <th scope="col" className="number">
            Page
          </th>
        </tr>
      </thead>
      <tbody>
        {songbooks.songbooks.map((book) => (
          <tr key={book.songbook_id} data-testid="songbooks-row">
            <td>{book.code}</td>
            <td>{book.name}</td>
            <td className="number">{book.page}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
