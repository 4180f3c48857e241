/**
 * @fileoverview The Playback tab (app-spec 2.2, DESIGN.md 4 "Playback"): play, pause (Play
 * resumes where it paused), stop, play from the selected note, tempo in percent of the tune's
 * own, transposition in semitones, loop. The tune played is the one the caret is in. Notes light
 * up on the score as they sound. Space plays and pauses while the tab has the focus. The
 * audio-error element shows when the browser cannot play (app-spec 8); other failures are said in
 * words (and logged as warnings).
 */

import { useState, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { useEditorStoreApi } from '../../editor/store/context.tsx';
import { webAudioAvailable } from '../audio/audioSupport.ts';
import { usePlaybackHighlight } from '../hooks/usePlaybackHighlight.ts';
import { usePlaybackStore } from '../hooks/usePlaybackStore.ts';
import { MAX_TEMPO_PERCENT, MAX_TRANSPOSE, MIN_TEMPO_PERCENT } from '../schedule.ts';
import type { PlaybackState } from '../store/playbackStore.ts';
import './PlaybackTab.css';

const TEMPO_STEP_PERCENT = 5;

const selectStatus = (state: PlaybackState) => state.status;
const selectTempoPercent = (state: PlaybackState) => state.tempoPercent;
const selectTranspose = (state: PlaybackState) => state.transpose;
const selectLoop = (state: PlaybackState) => state.loop;
const selectAudioError = (state: PlaybackState) => state.audioError;
const selectMessage = (state: PlaybackState) => state.message;
const selectTune = (state: PlaybackState) => state.tune;
const selectTuneCount = (state: PlaybackState) => state.tuneCount;

/** Elements whose own handling of Space must win over play/pause. */
function ownsSpace(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLButtonElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && target.type !== 'range';
}

/** "Playing", with the tune's number when the text has several. */
function statusText(status: PlaybackState['status'], tune: number, tuneCount: number): string {
  const which = tuneCount > 1 ? ` tune ${tune + 1} of ${tuneCount}` : '';
  switch (status) {
    case 'stopped':
      return 'Stopped';
    case 'starting':
      return 'Starting…';
    case 'playing':
      return `Playing${which}`;
    case 'paused':
      return `Paused${which}`;
  }
}

function signed(semitones: number): string {
  return semitones > 0 ? `+${semitones}` : String(semitones);
}

export function PlaybackTab() {
  const editor = useEditorStoreApi();
  const store = usePlaybackStore();
  usePlaybackHighlight(store);
  const status = useStore(store, selectStatus);
  const tempoPercent = useStore(store, selectTempoPercent);
  const transpose = useStore(store, selectTranspose);
  const loop = useStore(store, selectLoop);
  const audioError = useStore(store, selectAudioError);
  const message = useStore(store, selectMessage);
  const tune = useStore(store, selectTune);
  const tuneCount = useStore(store, selectTuneCount);

  /** The editor's text and caret now (read at the press, never subscribed: they change per key). */
  const request = (fromCaret: boolean) => {
    const { abc, caret } = editor.getState();
    return { abc, caret, fromCaret };
  };
  // Without Web Audio nothing can play; after an audio that would not start, Play may try again.
  const [cannotPlay] = useState(() => !webAudioAvailable());

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== ' ' || event.repeat || ownsSpace(event.target) || cannotPlay) return;
    event.preventDefault();
    void store.getState().togglePlay(request(false));
  };

  return (
    <section
      className="playback-tab"
      data-testid="playback-tab"
      aria-label="Playback"
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="playback-buttons" role="toolbar" aria-label="Playback controls">
        <button
          type="button"
          className="button button-primary"
          data-testid="playback-play"
          disabled={cannotPlay || status === 'starting' || status === 'playing'}
          onClick={() => void store.getState().play(request(false))}
        >
          {status === 'paused' ? 'Resume' : 'Play'}
        </button>
        <button type="button" className="button" data-testid="playback-pause" disabled={status !== 'playing'} onClick={() => store.getState().pause()}>
          Pause
        </button>
        <button type="button" className="button" data-testid="playback-stop" disabled={status === 'stopped'} onClick={() => store.getState().stop()}>
          Stop
        </button>
        <button
          type="button"
          className="button"
          data-testid="playback-play-from-caret"
          disabled={cannotPlay || status === 'starting'}
          title="Play the tune from the note at the caret"
          onClick={() => void store.getState().play(request(true))}
        >
          Play from selected note
        </button>
      </div>

      <div className="playback-settings">
        <label className="playback-tempo">
          <span>Tempo</span>
          <input
            type="range"
            data-testid="playback-tempo"
            min={MIN_TEMPO_PERCENT}
            max={MAX_TEMPO_PERCENT}
            step={TEMPO_STEP_PERCENT}
            value={tempoPercent}
            onChange={(event) => store.getState().setTempoPercent(event.currentTarget.valueAsNumber)}
          />
          <output data-testid="playback-tempo-value">{tempoPercent}%</output>
        </label>
        <label className="playback-transpose">
          <span>Transpose</span>
          <input
            type="number"
            data-testid="playback-transpose"
            min={-MAX_TRANSPOSE}
            max={MAX_TRANSPOSE}
            step={1}
            value={transpose}
            onChange={(event) => store.getState().setTranspose(event.currentTarget.valueAsNumber)}
          />
          <span aria-hidden="true">{Math.abs(transpose) === 1 ? 'semitone' : 'semitones'}</span>
        </label>
        <label className="playback-loop">
          <input
            type="checkbox"
            data-testid="playback-loop"
            checked={loop}
            onChange={(event) => store.getState().setLoop(event.currentTarget.checked)}
          />
          <span>Loop</span>
        </label>
      </div>

      <p className="playback-status" data-testid="playback-status" data-status={status} aria-live="polite">
        {statusText(status, tune, tuneCount)}
        {transpose !== 0 && status !== 'stopped' ? ` (transposed ${signed(transpose)})` : ''}
      </p>
      {audioError !== null && (
        <p className="audio-error" data-testid="audio-error" role="alert">
          {audioError}
        </p>
      )}
      {message !== null && (
        <p className="playback-message" data-testid="playback-message" role="status">
          {message}
        </p>
      )}
    </section>
  );
}
