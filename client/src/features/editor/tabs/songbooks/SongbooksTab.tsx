/**
 * @fileoverview The Songbooks tab (app-spec 2.2, 3: a song's songbooks, each with its code, name
 * and the song's page): read from `GET /api/songs/:id/songbooks` each time the tab is shown for a
 * song, and again after the wizard changes a songbook (app-spec 4: "delete refetches the
 * songbook"; wizardStore `songbookChanges`), so a song taken out of a book is gone at once.
 */

import { useEffect, useState } from 'react';
import type { SongSongbook } from '../../../../../../server/src/api-types.ts';
import { isAbortError, isApiError } from '../../../../lib/api.ts';
import { useWizardStore } from '../../../wizard/wizardStore.ts';
import { useEditorStore } from '../../store/context.tsx';
import { fetchSongSongbooks } from '../api/tabsApi.ts';

type Songbooks =
  | { status: 'loading' }
  | { status: 'done'; songId: number; songbooks: SongSongbook[] }
  | { status: 'failed'; message: string };

/** `active`: the tab is the one shown. */
export function SongbooksTab({ active }: { active: boolean }) {
  const songId = useEditorStore((state) => state.song?.id ?? null);
  const [songbooks, setSongbooks] = useState<Songbooks>({ status: 'loading' });
  const songbookChanges = useWizardStore((state) => state.songbookChanges);

  useEffect(() => {
    if (songId === null || !active) return;
    const controller = new AbortController();
    // Shown again for the same song: keep the list on screen while it is read again.
    setSongbooks((shown) => (shown.status === 'done' && shown.songId === songId ? shown : { status: 'loading' }));
    fetchSongSongbooks(songId, controller.signal)
      .then((found) => setSongbooks({ status: 'done', songId, songbooks: found }))
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        const reason = isApiError(error) ? error.message : String(error);
        setSongbooks({ status: 'failed', message: `The songbooks of song ${songId} could not be read: ${reason}` });
      });
    return () => controller.abort();
  }, [songId, active, songbookChanges]);

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
