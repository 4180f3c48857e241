import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../testing/memoryStorage.ts';
import { makeSong } from '../../../testing/songs.ts';
import { createDraftStorage } from '../../editor/store/drafts.ts';
import { createEditorStore } from '../../editor/store/index.ts';
import { selectChanges } from '../../editor/store/sourceSlice.ts';
import { buildAbcHeader, DEFAULT_HEADER } from './abcHeader.ts';
import { startTranscription } from './startTranscription.ts';

describe('startTranscription', () => {
  it('closes the open song and puts the header in as unsaved text with its title and language', () => {
    const storage = createMemoryStorage();
    const drafts = createDraftStorage(storage);
    const editor = createEditorStore({ drafts });
    editor.getState().openSong(makeSong());
    const header = buildAbcHeader({ ...DEFAULT_HEADER, title: 'Ekla chalo re' });
    startTranscription(editor, header, { title: 'Ekla chalo re', language: 'B' });
    const state = editor.getState();
    expect(state.song).toBeNull();
    expect(state.stored).toBeNull();
    expect(state.abc).toBe(header);
    expect(selectChanges(state)).toEqual({ abc_source: header, title: 'Ekla chalo re', language: 'B' });
    // Kept as the scratch draft, so a reload does not lose it.
    expect(drafts.read('scratch')?.abc).toBe(header);
    expect(drafts.read(7)).toBeNull();
  });
});
