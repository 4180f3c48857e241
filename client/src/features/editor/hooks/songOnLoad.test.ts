import { describe, expect, it } from 'vitest';
import type { SongHistoryEntry } from '../../../../../server/src/api-types.ts';
import { createMemoryStorage } from '../../../testing/memoryStorage.ts';
import { makeSong, SUSANNA_ABC } from '../../../testing/songs.ts';
import { createDraftStorage } from '../store/drafts.ts';
import { createEditorStore } from '../store/index.ts';
import { selectChanges, selectIsDirty } from '../store/sourceSlice.ts';
import { needsHistory, newestHistoryValue, openLoadedSong, prepareSong } from './songOnLoad.ts';

const entry = (field: string, newValue: string, id: number): SongHistoryEntry => ({
  id,
  song_id: 7,
  field,
  old_value: '',
  new_value: newValue,
  username: 'editor',
  version: id + 1,
  created_at: '2026-11-22T19:00:00.000Z',
});

describe('prepareSong', () => {
  it('keeps a source with a K: line as it is', () => {
    expect(prepareSong(makeSong(), []).generatedSource).toBeNull();
  });

  it('holds a source stored with CR LF line ends with LF ones, as the code editor shows it', () => {
    const song = makeSong({ abc_source: 'X:1\r\nT:Old file\r\nK:C\r\nCDEF|\rGABc|\r\n' });
    const { song: prepared, generatedSource } = prepareSong(song, []);
    expect(prepared.abc_source).toBe('X:1\nT:Old file\nK:C\nCDEF|\nGABc|\n');
    expect(generatedSource).toBeNull();
    // Opened, it is not unsaved: the LF text is what the editor holds as saved.
    const editor = createEditorStore({ drafts: createDraftStorage(createMemoryStorage()) });
    openLoadedSong(editor, { song: prepared, generatedSource });
    expect(selectIsDirty(editor.getState())).toBe(false);
    expect(editor.getState().abc).toBe(prepared.abc_source);
  });

  it('generates the header of a source without K:, with the lyrics as w: lines', () => {
    const song = makeSong({ title: 'Ekla chalo re', date: '2026-11-01', abc_source: 'CDEF|GABc|\n', text: 'jodi tor dak shune' });
    expect(prepareSong(song, []).generatedSource).toBe(
      'X:1\nT:Ekla chalo re\nC:2026-11-01\nL:1/8\nQ:1/4=120 "Moderate"\nK:Db\nCDEF|GABc|\nw:jodi tor dak shune\n',
    );
  });

  it('takes abc_lyrics, else the w: lines of the source', () => {
    expect(prepareSong(makeSong({ abc_lyrics: 'w:own' }), []).song.abc_lyrics).toBe('w:own');
    expect(prepareSong(makeSong({ abc_lyrics: '' }), []).song.abc_lyrics).toBe(
      "w:I come from A-la-bam-a wid my ban-jo on my knee, I'm",
    );
  });

  it("takes the song's translation, else the newest translation in its history", () => {
    const history = [entry('title', 'T', 3), entry('translation', 'newest', 2), entry('translation', 'older', 1)];
    expect(newestHistoryValue(history, 'translation')).toBe('newest');
    expect(prepareSong(makeSong({ translation: 'own' }), history).song.translation).toBe('own');
    expect(prepareSong(makeSong({ translation: '' }), history).song.translation).toBe('newest');
    expect(prepareSong(makeSong({ translation: '' }), []).song.translation).toBe('');
    expect(needsHistory(makeSong({ translation: '' }))).toBe(true);
    expect(needsHistory(makeSong({ translation: 'own' }))).toBe(false);
  });
});

describe('openLoadedSong', () => {
  const newStore = () => createEditorStore({ drafts: createDraftStorage(createMemoryStorage()) });

  it('opens a song without making it unsaved, even with lyrics taken from its source', () => {
    const store = newStore();
    openLoadedSong(store, prepareSong(makeSong({ abc_lyrics: '' }), []));
    expect(store.getState().abc).toBe(SUSANNA_ABC);
    expect(store.getState().fields.abc_lyrics).toContain('w:I come');
    expect(selectIsDirty(store.getState())).toBe(false);
  });

  it('puts a generated header into the editor as an edit that Save will send', () => {
    const store = newStore();
    openLoadedSong(store, prepareSong(makeSong({ abc_source: 'CDEF|\n', text: '' }), []));
    expect(store.getState().abc.startsWith('X:1\nT:Oh! Susanna\n')).toBe(true);
    expect(selectChanges(store.getState())).toEqual({ abc_source: store.getState().abc });
  });
});
