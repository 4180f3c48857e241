/**
 * @fileoverview The Playback tab's store (STYLE.md 11's "playback: position, tempo,
 * transposition", kept in the playback feature: one vanilla Zustand store per tab): the controls'
 * values, what the player is doing, and the actions behind the buttons. It joins the pieces:
 * the engine's events of the text (api/playbackEvents.ts), the plan (schedule.ts), the player
 * (player.ts) and the sound (audio/toneOutput.ts), all passed in, so that playbackStore.test.ts
 * drives it with fakes and no browser.
 *
 * States: stopped -> starting (finding the notes, starting the audio) -> playing <-> paused;
 * Stop, the end of the music (without loop) and a failure go back to stopped.
 */

import { createStore, type StoreApi } from 'zustand/vanilla';
import type { TunePlayback } from '../../../../../engine-bindings/src/types.ts';
import type { TextPlayback } from '../api/playbackEvents.ts';
import { AudioUnavailableError } from '../audio/audioSupport.ts';
import { buildHighlightTimeline, type HighlightTimeline } from '../highlightTimeline.ts';
import { Player, type PlayerOptions, type SoundOutput } from '../player.ts';
import { clampTranspose, createPlan, startAtCaret, tempoFactorOf, tuneAtOffset } from '../schedule.ts';

export type PlaybackStatus = 'stopped' | 'starting' | 'playing' | 'paused';

/** What the store needs from the outside world. */
export interface PlaybackDependencies {
  /** The engine's playback of a text (rejects with a message for the user). */
  eventsOf(abc: string): Promise<TextPlayback>;
  /**
   * Opens the sound output, on the first Play after creation or release() (rejects with
   * AudioUnavailableError when the browser cannot play). Its `close`, if any, is called by release().
   */
  openOutput(): Promise<SoundOutput & { close?(): void }>;
  /** Logs a synthesiser error that is not "cannot play" (app-spec 8: "logged as warnings"). */
  warn(message: string, error: unknown): void;
  /** Player timing; the defaults suit Tone's clock. */
  playerOptions?: Omit<PlayerOptions, 'onEnded'>;
}

/** What to play: the editor's text and caret at the moment Play is pressed. */
export interface PlayRequest {
  abc: string;
  caret: number;
  /** Start at the note at the caret instead of the tune's start (or the paused position). */
  fromCaret: boolean;
}

export interface PlaybackState {
  status: PlaybackStatus;
  /** Tempo in percent of the tune's own (Q:), 25..200. */
  tempoPercent: number;
  /** Semitones, -12..12. */
  transpose: number;
  loop: boolean;
  /** Why the browser cannot play (the audio-error element); null while it can. */
  audioError: string | null;
  /** Anything else to tell the user (a failure in words, a tune with no notes); null for nothing. */
  message: string | null;
  /** Index of the tune playing or paused in its text; -1 when stopped. */
  tune: number;
  /** How many tunes that text has (0 when stopped). */
  tuneCount: number;
  /** When the notes of the tune playing sound, in tune seconds (null when stopped). */
  timeline: HighlightTimeline | null;
  /** Tune seconds where a pause stopped (the highlight stays there); null unless paused. */
  pausedAt: number | null;

  play(request: PlayRequest): Promise<void>;
  /** Pauses when playing, else plays (Space). */
  togglePlay(request: PlayRequest): Promise<void>;
  pause(): void;
  stop(): void;
  setTempoPercent(percent: number): void;
  setTranspose(semitones: number): void;
  setLoop(loop: boolean): void;
  /** Tune seconds sounding now (or where paused); null when stopped. Read per animation frame. */
  position(): number | null;
  /** Shows the audio error before any Play (the browser has no Web Audio at all). */
  audioUnavailable(message: string): void;
  /** Stops and closes the sound output (the tab unmounts); a later Play opens a new one. */
  release(): void;
}

export type PlaybackStore = StoreApi<PlaybackState>;

const DEFAULT_TEMPO_PERCENT = 100;

/** The state after Stop, the end of the music, or a failure. */
const STOPPED = { status: 'stopped', tune: -1, tuneCount: 0, timeline: null, pausedAt: null } as const;

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A new Playback tab store over `dependencies`. */
export function createPlaybackStore(dependencies: PlaybackDependencies): PlaybackStore {
  let player: Player | null = null;
  let opening: Promise<Player> | null = null;
  let closeOutput: (() => void) | undefined;
  /**
   * What plays or is paused: the text and tune the events came from, and where its loop starts;
   * for resuming and for changes of the controls while playing.
   */
  let current: { abc: string; tune: number; playback: TunePlayback; loopFrom: number } | null = null;
  /** Bumped by every play, pause and stop: an older play that resolves late does nothing. */
  let generation = 0;

  return createStore<PlaybackState>()((set, get) => {
    /** The player, opening the output on first use. */
    const openPlayer = (): Promise<Player> => {
      opening ??= dependencies.openOutput().then(
        (output) => {
          closeOutput = output.close?.bind(output);
          player = new Player(output, {
            ...dependencies.playerOptions,
            onEnded: () => set(STOPPED),
          });
          return player;
        },
        (error: unknown) => {
          opening = null;
          throw error;
        },
      );
      return opening;
    };

    /** Starts the current tune at tune second `from` with the controls as they are now. */
    const startAt = (from: number): void => {
      if (player === null || current === null) return;
      const { tempoPercent, transpose, loop } = get();
      player.start(createPlan(current.playback, { from, loopFrom: current.loopFrom, loop, tempoFactor: tempoFactorOf(tempoPercent), transpose }));
      set({ status: 'playing', pausedAt: null });
    };

    /** Applies a changed control at once: the music goes on from where it is. */
    const restartIfPlaying = (): void => {
      if (get().status !== 'playing' || player === null) return;
      const position = player.stop();
      if (position !== null) startAt(position);
      else set(STOPPED);
    };

    const fail = (error: unknown): void => {
      if (error instanceof AudioUnavailableError) {
        set({ ...STOPPED, audioError: error.message, message: null });
        return;
      }
      dependencies.warn('Playback failed', error);
      set({ ...STOPPED, message: `Playback failed: ${describe(error)}` });
    };

    return {
      ...STOPPED,
      tempoPercent: DEFAULT_TEMPO_PERCENT,
      transpose: 0,
      loop: false,
      audioError: null,
      message: null,

      async play({ abc, caret, fromCaret }) {
        const { status, pausedAt } = get();
        if (status === 'starting' || (status === 'playing' && !fromCaret)) return;
        const token = ++generation;
        // Resume: where it paused; with the text as it is now when it was edited meanwhile.
        const resumeAt = status === 'paused' && !fromCaret ? pausedAt : null;
        const previous = current;
        if (resumeAt !== null && previous?.abc === abc) {
          startAt(resumeAt);
          return;
        }
        player?.stop();
        set({ status: 'starting', message: null });
        try {
          // Both at once: the engine's answer and the audio's start.
          const [text] = await Promise.all([dependencies.eventsOf(abc), openPlayer()]);
          if (token !== generation) return;
          const tune = tuneAtOffset(text.tunes, caret);
          const playback = text.playback[tune];
          if (playback === undefined || playback.events.length === 0) {
            set({ ...STOPPED, message: 'This tune has no notes to play.' });
            return;
          }
          let from = fromCaret ? startAtCaret(playback.events, caret) : 0;
          let loopFrom = from;
          if (resumeAt !== null && previous?.tune === tune) {
            from = resumeAt;
            loopFrom = previous.loopFrom;
          }
          current = { abc, tune, playback, loopFrom };
          set({ tune, tuneCount: text.tunes.length, timeline: buildHighlightTimeline(playback.events), audioError: null });
          startAt(from);
        } catch (error) {
          if (token === generation) fail(error);
        }
      },

      async togglePlay(request) {
        if (get().status === 'playing') get().pause();
        else await get().play(request);
      },

      pause() {
        if (get().status !== 'playing' || player === null) return;
        generation++;
        const position = player.stop();
        if (position === null) set(STOPPED);
        else set({ status: 'paused', pausedAt: position });
      },

      stop() {
        generation++;
        player?.stop();
        current = null;
        set(STOPPED);
      },

      setTempoPercent(percent) {
        if (!Number.isFinite(percent)) return;
        set({ tempoPercent: Math.round(tempoFactorOf(percent) * 100) });
        restartIfPlaying();
      },

      setTranspose(semitones) {
        set({ transpose: clampTranspose(semitones) });
        restartIfPlaying();
      },

      setLoop(loop) {
        set({ loop });
        restartIfPlaying();
      },

      audioUnavailable(message) {
        set({ audioError: message });
      },

      release() {
        get().stop();
        closeOutput?.();
        closeOutput = undefined;
        player = null;
        opening = null;
      },

      position() {
        const { status, pausedAt } = get();
        if (status === 'paused') return pausedAt;
        return player?.position() ?? null;
      },
    };
  });
}
