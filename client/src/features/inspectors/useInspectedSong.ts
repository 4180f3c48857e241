/**
 * @fileoverview The song the info popup shows: its ABC and lyrics as the subject carries them,
 * else fetched (`GET /api/songs/:id`) when a view needs them.
 */

import { useEffect, useState } from 'react';
import { isAbortError, isApiError } from '../../lib/api.ts';
import { fetchSong } from '../editor/api/songs.ts';
import type { InfoSubject } from '../wizard/wizardStore.ts';

export type InspectedSong =
  | { status: 'loading' }
  | { status: 'done'; abc: string; lyrics: string; title: string; nr2000: string | null; language: string | null }
  | { status: 'failed'; message: string };

/** The subject's text; fetches the song when the subject has an id and no text (and `needed`). */
export function useInspectedSong(subject: InfoSubject, needed: boolean): InspectedSong {
  const carried = subject.abc !== undefined;
  const [state, setState] = useState<InspectedSong>({ status: 'loading' });
  const songId = subject.songId;
  useEffect(() => {
    if (carried || !needed || songId === undefined) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchSong(songId, controller.signal).then(
      (song) => setState({ status: 'done', abc: song.abc_source, lyrics: song.text, title: song.title, nr2000: song.nr2000, language: song.language }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        setState({ status: 'failed', message: `Song ${songId} could not be read: ${isApiError(error) ? error.message : String(error)}` });
      },
    );
    return () => controller.abort();
  }, [carried, needed, songId]);
  if (carried) return { status: 'done', abc: subject.abc ?? '', lyrics: subject.lyrics ?? '', title: subject.name, nr2000: null, language: null };
  if (songId === undefined) return { status: 'failed', message: 'Nothing to show' };
  return state;
}
