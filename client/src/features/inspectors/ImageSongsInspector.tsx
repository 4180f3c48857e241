/**
 * @fileoverview The 'Songs in this image' inspector (app-spec 2.2): the songs an image belongs to
 * (`GET /api/images/:name/songs`), as a table of ID and Title. Choosing a row opens the song and
 * navigates to / (app-spec 2.1: opening a song navigates to /), which also hides the popup.
 */

import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ImageSong } from '../../../../server/src/api-types.ts';
import { isAbortError, isApiError } from '../../lib/api.ts';
import { imagesApi } from '../images/api/images.ts';
import { useWizardStore } from '../wizard/wizardStore.ts';

type SongsState = { status: 'loading' } | { status: 'done'; songs: ImageSong[] } | { status: 'failed'; message: string };

export function ImageSongsInspector({ imageName }: { imageName: string }) {
  const navigate = useNavigate();
  const [state, setState] = useState<SongsState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    imagesApi.songsOf(imageName).then(
      (answer) => current && setState({ status: 'done', songs: answer.songs }),
      (error: unknown) => {
        if (!current || isAbortError(error)) return;
        setState({ status: 'failed', message: `The songs of ${imageName} could not be read: ${isApiError(error) ? error.message : String(error)}` });
      },
    );
    return () => {
      current = false;
    };
  }, [imageName]);

  const open = (id: number) => {
    useWizardStore.getState().hideWizard();
    navigate(`/?song=${id}`);
  };

  if (state.status === 'loading') return <p className="info-note">Reading the songs of this image…</p>;
  if (state.status === 'failed') return <p className="info-error">{state.message}</p>;
  return (
    <table className="info-table" data-testid="inspector-image-songs">
      <caption>Songs in this image</caption>
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">Title</th>
        </tr>
      </thead>
      <tbody>
        {state.songs.length === 0 && (
          <tr>
            <td colSpan={2}>List is empty</td>
          </tr>
        )}
        {state.songs.map((song) => (
          <tr
            key={song.id}
            className="info-row"
            tabIndex={0}
            onClick={() => open(song.id)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                open(song.id);
              }
            }}
          >
            <td>{song.id}</td>
            <td>{song.title}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
