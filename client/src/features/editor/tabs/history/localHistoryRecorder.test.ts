import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../../../testing/memoryStorage.ts';
import { makeSong, SUSANNA_ABC } from '../../../../testing/songs.ts';
import { createDraftStorage } from '../../store/drafts.ts';
import { createEditorStore, type EditorStore } from '../../store/index.ts';
import { readLocalHistory } from './localHistory.ts';
import { createLocalHistoryRecorder, localHistoryRecorderOf, PAUSE_MILLISECONDS, type LocalHistoryRecorder } from './localHistoryRecorder.ts';

let storage: ReturnType<typeof createMemoryStorage>;
let store: EditorStore;
let recorder: LocalHistoryRecorder;

const values = () => recorder.entries().map((entry) => [entry.name, entry.value]);

beforeEach(() => {
  vi.useFakeTimers();
  storage = createMemoryStorage();
  store = createEditorStore({ drafts: createDraftStorage(createMemoryStorage()) });
  recorder = createLocalHistoryRecorder(store, storage);
});

afterEach(() => {
  recorder.dispose();
  vi.useRealTimers();
});

describe('the local history recorder', () => {
  it('starts a song\'s history with the source it opened with', () => {
    store.getState().openSong(makeSong({ id: 7 }));
    expect(values()).toEqual([['source', SUSANNA_ABC]]);
    expect(readLocalHistory(storage, 7)).toHaveLength(1);
  });

  it('records no edits when another listener sets state as a song opens (nested updates arrive out of order)', () => {
    recorder.dispose();
    store = createEditorStore({ drafts: createDraftStorage(createMemoryStorage()) });
    // As in the page: the source editor, subscribed first, puts the caret in the opened song.
    store.subscribe((state, previous) => {
      if (state.song?.id !== previous.song?.id) state.moveCaret(0);
    });
    recorder = createLocalHistoryRecorder(store, storage);
    store.getState().openSong(makeSong({ id: 7 }));
    vi.advanceTimersByTime(PAUSE_MILLISECONDS * 2);
    expect(values()).toEqual([['source', SUSANNA_ABC]]);
  });

  it('takes a snapshot of the source when the user pauses, not at every keystroke', () => {
    store.getState().openSong(makeSong({ id: 7 }));
    store.getState().editSource(`${SUSANNA_ABC}a`);
    vi.advanceTimersByTime(PAUSE_MILLISECONDS / 2);
    store.getState().editSource(`${SUSANNA_ABC}ab`);
    vi.advanceTimersByTime(PAUSE_MILLISECONDS - 1);
    expect(recorder.entries()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(values()).toEqual([
      ['source', SUSANNA_ABC],
      ['source', `${SUSANNA_ABC}ab`],
    ]);
  });

  it('takes the pending snapshot at once on flush (Show), and nothing when the flag is not set', () => {
    store.getState().openSong(makeSong({ id: 7 }));
    recorder.flush();
    expect(recorder.entries()).toHaveLength(1);
    store.getState().editSource('X:1\nK:C\nG|');
    recorder.flush();
    expect(values().at(-1)).toEqual(['source', 'X:1\nK:C\nG|']);
  });

  it('saves no snapshot of an empty song', () => {
    store.getState().openSong(makeSong({ id: 7 }));
    store.getState().editSource('   \n');
    recorder.flush();
    expect(recorder.entries()).toHaveLength(1);
  });

  it("records a field's value from before a run of edits", () => {
    store.getState().openSong(makeSong({ id: 7, title: 'Oh! Susanna' }));
    store.getState().editField('title', 'Oh Susanna');
    store.getState().editField('title', 'Oh Susanna!');
    vi.advanceTimersByTime(PAUSE_MILLISECONDS);
    expect(values().at(-1)).toEqual(['title', 'Oh! Susanna']);
  });

  it('restores a source or a field into the editor', () => {
    store.getState().openSong(makeSong({ id: 7, title: 'Oh! Susanna' }));
    store.getState().editSource('X:1\nK:C\nG|');
    store.getState().editField('title', 'Changed');
    recorder.flush();
    const [first] = recorder.entries();
    recorder.restore(first!);
    expect(store.getState().abc).toBe(SUSANNA_ABC);
    const title = recorder.entries().find((entry) => entry.name === 'title')!;
    recorder.restore(title);
    expect(store.getState().fields.title).toBe('Oh! Susanna');
  });

  it('resets the history when another song is opened, keeping each song\'s own in storage', () => {
    store.getState().openSong(makeSong({ id: 7 }));
    store.getState().editSource('X:1\nK:C\nG|');
    store.getState().openSong(makeSong({ id: 8, abc_source: 'X:1\nK:D\nD|' }));
    // The pending edit of song 7 was saved under song 7 before song 8 took over.
    expect(readLocalHistory(storage, 7).map((entry) => entry.value)).toEqual([SUSANNA_ABC, 'X:1\nK:C\nG|']);
    expect(values()).toEqual([['source', 'X:1\nK:D\nD|']]);
    // Song 7 comes back with its unsaved text (a draft), so its history goes on.
    store.getState().openSong(makeSong({ id: 7 }));
    expect(values()).toEqual([
      ['source', SUSANNA_ABC],
      ['source', 'X:1\nK:C\nG|'],
    ]);
    // Song 8 had nothing unsaved: opening it again starts afresh.
    store.getState().editField('notes', 'seen');
    store.getState().openSong(makeSong({ id: 8, abc_source: 'X:1\nK:D\nD|' }));
    expect(values()).toEqual([['source', 'X:1\nK:D\nD|']]);
  });

  it('keeps the history of a song reopened with a restored draft (a reload with unsaved text)', () => {
    const drafts = createDraftStorage(createMemoryStorage());
    const first = createEditorStore({ drafts });
    const firstRecorder = createLocalHistoryRecorder(first, storage);
    first.getState().openSong(makeSong({ id: 7 }));
    first.getState().editSource('X:1\nK:C\nunsaved|');
    firstRecorder.dispose();

    const reloaded = createEditorStore({ drafts });
    const again = createLocalHistoryRecorder(reloaded, storage);
    reloaded.getState().openSong(makeSong({ id: 7 }));
    expect(reloaded.getState().restoredDraftAt).not.toBeNull();
    expect(again.entries().map((entry) => entry.value)).toEqual([SUSANNA_ABC, 'X:1\nK:C\nunsaved|']);
    again.dispose();
  });

  it('can be found by its store for Show, until disposed', () => {
    expect(localHistoryRecorderOf(store)).toBe(recorder);
    recorder.dispose();
    expect(localHistoryRecorderOf(store)).toBeUndefined();
  });

  it('tells its listeners when the entries change', () => {
    const listener = vi.fn();
    const unsubscribe = recorder.subscribe(listener);
    store.getState().openSong(makeSong({ id: 7 }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.getState().editSource('X:1\nK:C\nG|');
    recorder.flush();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
