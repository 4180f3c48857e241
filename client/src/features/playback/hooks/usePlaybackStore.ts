/**
 * @fileoverview Gives the Playback tab its store, wired to the browser: the engine worker for the
 * events, Tone.js for the sound (loaded on the first Play), console warnings for synthesiser
 * errors. It starts the engine worker when the tab mounts, keeps the store in step with the
 * editor (playback stops when another song is opened), and ends everything when the tab unmounts.
 */

import { useEffect, useState } from 'react';
import { useEditorStoreApi } from '../../editor/store/context.tsx';
import { createPlaybackEventsSource, type PlaybackEventsSource } from '../api/playbackEvents.ts';
import { webAudioAvailable } from '../audio/audioSupport.ts';
import { openToneOutput } from '../audio/toneOutput.ts';
import { createPlaybackStore, type PlaybackStore } from '../store/playbackStore.ts';

/** The audio-error element's words when the browser has no Web Audio. */
export const NO_WEB_AUDIO = 'This browser has no Web Audio, so it cannot play music.';

/** Player timing on Tone's clock, which wakes every 50 ms (its lookAhead / 2). */
const PLAYER_TIMING = { interval: 0.05, lookAhead: 0.2, startDelay: 0.05 };

interface Wired {
  store: PlaybackStore;
  events: PlaybackEventsSource;
}

function wire(): Wired {
  const events = createPlaybackEventsSource();
  const store = createPlaybackStore({
    eventsOf: (abc) => events.eventsOf(abc),
    openOutput: openToneOutput,
    warn: (message, error) => console.warn(`${message}:`, error),
    playerOptions: PLAYER_TIMING,
  });
  return { store, events };
}

/** The Playback tab's store, wired to the browser for the life of the component. */
export function usePlaybackStore(): PlaybackStore {
  const editor = useEditorStoreApi();
  const [wired] = useState(wire);

  useEffect(() => {
    const { store, events } = wired;
    if (!webAudioAvailable()) store.getState().audioUnavailable(NO_WEB_AUDIO);
    // The tab is mounted when first chosen: load the engine now, not at the first Play (it took
    // 0.9 s of the first Play's wait on a loaded machine).
    else events.warm();
    // Another song opened: what played belongs to the last one.
    const unsubscribe = editor.subscribe((state, previous) => {
      if (state.song?.id !== previous.song?.id) store.getState().stop();
    });
    return () => {
      unsubscribe();
      store.getState().release();
      events.dispose();
    };
  }, [editor, wired]);

  return wired.store;
}
