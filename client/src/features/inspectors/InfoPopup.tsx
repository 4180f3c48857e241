/**
 * @fileoverview The info popup (app-spec 2.2: "resource inspector ... placed right for songs, has
 * views Name, menu, source, score, lyrics"): a non-modal panel about a song, a file or an image,
 * with a tab per view (WAI-ARIA tabs). The views are the inspectors of this folder: ABC source,
 * score, lyrics, and for an image 'Songs in this image'. Escape or the close button hides it;
 * hiding the wizard hides it too (wizardStore).
 */

import { useId, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useImageStore } from '../images/imageStore.ts';
import { useWizardStore, type InfoPopup as InfoPopupState, type InfoView } from '../wizard/wizardStore.ts';
import { AbcSourceInspector } from './AbcSourceInspector.tsx';
import { ImageSongsInspector } from './ImageSongsInspector.tsx';
import { INFO_VIEW_LABELS, placementOf, shownView, viewsOf } from './infoViews.ts';
import { LyricsInspector } from './LyricsInspector.tsx';
import { ScoreInspector } from './ScoreInspector.tsx';
import { useInspectedSong } from './useInspectedSong.ts';
import './InfoPopup.css';

export function InfoPopup({ popup }: { popup: InfoPopupState }) {
  const { subject } = popup;
  const view = shownView(subject, popup.view);
  const views = viewsOf(subject);
  const navigate = useNavigate();
  const baseId = useId();
  const needsText = view === 'source' || view === 'score' || view === 'lyrics' || view === 'name';
  const song = useInspectedSong(subject, subject.kind === 'song' && needsText);
  const hide = () => useWizardStore.getState().hideInfo();

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = views[(views.indexOf(view) + step + views.length) % views.length] ?? 'name';
    useWizardStore.getState().setInfoView(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  const openSong = (id: number) => {
    useWizardStore.getState().hideWizard();
    navigate(`/?song=${id}`);
  };

  const body = (shown: InfoView) => {
    if (shown === 'name') {
      return (
        <dl className="info-name">
          <dt>Name</dt>
          <dd data-testid="inspector-name">{song.status === 'done' && subject.kind === 'song' ? song.title : subject.name}</dd>
          {subject.songId !== undefined && (
            <>
              <dt>Song id</dt>
              <dd>{subject.songId}</dd>
            </>
          )}
          {song.status === 'done' && song.nr2000 !== null && (
            <>
              <dt>K Num</dt>
              <dd>{song.nr2000}</dd>
            </>
          )}
          {song.status === 'done' && song.language !== null && (
            <>
              <dt>Language</dt>
              <dd>{song.language}</dd>
            </>
          )}
          <dt>Kind</dt>
          <dd>{subject.kind}</dd>
        </dl>
      );
    }
    if (shown === 'menu') {
      return (
        <div className="info-menu">
          {subject.songId !== undefined && (
            <button type="button" onClick={() => openSong(subject.songId ?? 0)} data-testid="inspector-open-song">
              Open this song
            </button>
          )}
          {subject.kind === 'image' && subject.imageName !== undefined && (
            <>
              {subject.url !== undefined && (
                <button
                  type="button"
                  onClick={() => {
                    useImageStore.getState().showImage({ name: subject.imageName ?? subject.name, url: subject.url ?? '' });
                    hide();
                  }}
                >
                  Show in the image panel
                </button>
              )}
              <ImageSongsInspector imageName={subject.imageName} />
            </>
          )}
        </div>
      );
    }
    if (song.status === 'loading') return <p className="info-note">Reading the song…</p>;
    if (song.status === 'failed') return <p className="info-error">{song.message}</p>;
    if (shown === 'source') return <AbcSourceInspector abc={song.abc} />;
    if (shown === 'score') return <ScoreInspector abc={song.abc} />;
    return <LyricsInspector lyrics={song.lyrics} abc={song.abc} />;
  };

  return (
    <aside
      className={`info-popup is-${placementOf(subject)}`}
      aria-label={`Information: ${subject.name}`}
      data-testid="info-popup"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          hide();
        }
      }}
    >
      <header className="info-header">
        <h2>{subject.name}</h2>
        <button type="button" className="info-close" aria-label="Close the information" onClick={hide}>
          ×
        </button>
      </header>
      <div className="info-tabs" role="tablist" aria-label="Views" onKeyDown={onTabKey}>
        {views.map((candidate) => (
          <button
            key={candidate}
            id={`${baseId}-tab-${candidate}`}
            type="button"
            role="tab"
            aria-selected={candidate === view}
            aria-controls={`${baseId}-panel`}
            tabIndex={candidate === view ? 0 : -1}
            className={candidate === view ? 'info-tab is-current' : 'info-tab'}
            data-testid={`info-view-${candidate}`}
            onClick={() => useWizardStore.getState().setInfoView(candidate)}
          >
            {INFO_VIEW_LABELS[candidate]}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${view}`} className="info-body">
        {body(view)}
      </div>
    </aside>
  );
}
