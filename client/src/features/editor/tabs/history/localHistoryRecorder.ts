/**
 * @fileoverview Takes the local history's snapshots while the user types (app-spec 4):
 *
 * - "Source changed flag: set on source update; cleared when an edit-history snapshot is saved
 *   (only when the song is not empty). Show triggers a history save when the flag is set." A
 *   snapshot is also saved when the user pauses (PAUSE_MILLISECONDS without an edit), so that
 *   history builds up without pressing Show.
 * - "Updating a song property records the old value": the value a field (title, lyrics, ...) had
 *   before a run of edits is recorded at the next pause.
 * - "The edit history resets on load and stores the initial source": opening another song starts
 *   its history afresh with the text it opened with; a song reopened with a restored draft (the
 *   page was reloaded with unsaved text) keeps its history, which lives in localStorage.
 * - "Restoring history sets the source or a song property."
 *
 * One recorder per editor store. The editor page's Show reaches it through
 * `localHistoryRecorderOf(store)`.
 *
 * Usage examples: localHistoryRecorder.test.ts.
 */

import type { KeyValueStorage } from '../../../../lib/browserStorage.ts';
import type { EditorState, EditorStore } from '../../store/index.ts';
import { SONG_FIELDS, type SongField } from '../../store/sourceSlice.ts';
import { readLocalHistory, withEntry, writeLocalHistory, type LocalHistoryEntry, type LocalHistoryKey } from './localHistory.ts';

/** A pause in typing this long takes a snapshot. */
export const PAUSE_MILLISECONDS = 2000;

export interface LocalHistoryRecorder {
  /** The open song's entries, oldest first. */
  entries(): readonly LocalHistoryEntry[];
  /** Takes the pending snapshots now (Show, opening the Local tab, leaving the page). */
  flush(): void;
  /** Puts `entry`'s value back into the editor, after saving what is pending. */
  restore(entry: LocalHistoryEntry): void;
  /** Calls `listener` whenever the entries change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Stops listening to the store (pending snapshots are taken first). */
  dispose(): void;
}

export interface RecorderOptions {
  pauseMilliseconds?: number;
  now?: () => Date;
}

function keyOf(state: Pick<EditorState, 'song'>): LocalHistoryKey {
  return state.song?.id ?? 'scratch';
}

const recorders = new WeakMap<EditorStore, LocalHistoryRecorder>();

/** The recorder of an editor store, when its tabs are mounted (for Show). */
export function localHistoryRecorderOf(store: EditorStore): LocalHistoryRecorder | undefined {
  return recorders.get(store);
}

/** Starts recording the local history of `store` into `storage`. */
export function createLocalHistoryRecorder(store: EditorStore, storage: KeyValueStorage, options: RecorderOptions = {}): LocalHistoryRecorder {
  const pause = options.pauseMilliseconds ?? PAUSE_MILLISECONDS;
  const now = options.now ?? (() => new Date());
  const listeners = new Set<() => void>();

  let key = keyOf(store.getState());
  let entries = readLocalHistory(storage, key);
  /** The source changed flag of app-spec 4. */
  let sourceChanged = false;
  /** Fields edited since the last snapshot, with the value each had before. */
  const oldFieldValues = new Map<SongField, string>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const notify = (): void => listeners.forEach((listener) => listener());
  const save = (): void => {
    writeLocalHistory(storage, key, entries);
    notify();
  };
  const cancelTimer = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  /** Records what is pending, reading the text from `state` (the state of the song `key`). */
  const snapshot = (state: Pick<EditorState, 'abc'>): void => {
    cancelTimer();
    const before = entries;
    const at = now().toISOString();
    for (const [name, value] of oldFieldValues) entries = withEntry(entries, { name, value, at });
    oldFieldValues.clear();
    if (sourceChanged && state.abc.trim() !== '') {
      entries = withEntry(entries, { name: 'source', value: state.abc, at });
      sourceChanged = false;
    }
    if (entries !== before) save();
  };

  const schedule = (): void => {
    cancelTimer();
    timer = setTimeout(() => snapshot(store.getState()), pause);
  };

  // The state this recorder last looked at. Zustand calls listeners inside `set`, so a listener
  // that sets state (the caret follows an opened song) makes the others hear the newer update
  // before the older one: comparing with the state last seen, not the listener's `previous`,
  // keeps the order right and drops the stale call (which would record an opened song's fields
  // as edits of empty ones).
  let seen = store.getState();
  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    if (state === seen) return;
    const previous = seen;
    seen = state;
    const nextKey = keyOf(state);
    if (nextKey !== key) {
      // A song was opened: what was pending belongs to the song before it.
      snapshot(previous);
      key = nextKey;
      sourceChanged = false;
      const initial: LocalHistoryEntry = { name: 'source', value: state.abc, at: now().toISOString() };
      const kept = state.restoredDraftAt === null ? [] : readLocalHistory(storage, key);
      entries = state.abc.trim() === '' ? kept : withEntry(kept, initial);
      save();
      return;
    }
    let edited = false;
    if (state.abc !== previous.abc) {
      sourceChanged = true;
      edited = true;
    }
    if (state.fields !== previous.fields) {
      for (const field of SONG_FIELDS) {
        if (state.fields[field] === previous.fields[field]) continue;
        // The value before the first edit of a run is the one worth going back to.
        if (!oldFieldValues.has(field)) oldFieldValues.set(field, previous.fields[field]);
        edited = true;
      }
    }
    if (edited) schedule();
  });

  const recorder: LocalHistoryRecorder = {
    entries: () => entries,
    flush: () => snapshot(store.getState()),
    restore(entry) {
      snapshot(store.getState());
      const state = store.getState();
      if (entry.name === 'source') state.editSource(entry.value);
      else state.editField(entry.name, entry.value);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      snapshot(store.getState());
      unsubscribe();
      listeners.clear();
      if (recorders.get(store) === recorder) recorders.delete(store);
    },
  };
  recorders.set(store, recorder);
  return recorder;
}
