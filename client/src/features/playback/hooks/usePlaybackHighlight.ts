/**
 * @fileoverview Moves the highlight on the score with the music: on every animation frame while
 * playing, the notes sounding at the player's position (highlightTimeline.ts) get the playing
 * class (scoreHighlight.ts); while paused the notes where it paused stay lit; stopped, none.
 */

import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { rangesAt } from '../highlightTimeline.ts';
import { ScoreHighlighter } from '../scoreHighlight.ts';
import type { PlaybackState, PlaybackStore } from '../store/playbackStore.ts';

/** The editor's score pane (ScoreView's `data-testid`, its one stable hook). */
const findScore = (): ParentNode | null => document.querySelector('[data-testid="score"]');

const selectStatus = (state: PlaybackState) => state.status;
const selectTimeline = (state: PlaybackState) => state.timeline;

export function usePlaybackHighlight(store: PlaybackStore): void {
  const status = useStore(store, selectStatus);
  const timeline = useStore(store, selectTimeline);
  const [highlighter] = useState(() => new ScoreHighlighter(findScore));

  useEffect(() => {
    if (timeline === null || (status !== 'playing' && status !== 'paused')) {
      highlighter.clear();
      return;
    }
    const showNow = (): void => {
      const position = store.getState().position();
      highlighter.show(position === null ? [] : rangesAt(timeline, position));
    };
    if (status === 'paused') {
      showNow();
      return;
    }
    let frame = requestAnimationFrame(function step() {
      showNow();
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [highlighter, status, store, timeline]);

  useEffect(() => () => highlighter.clear(), [highlighter]);
}
