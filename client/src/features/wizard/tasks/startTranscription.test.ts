import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../testing/memoryStorage.ts';
import { makeSong } from '../../../testing/songs.ts';
import { createDraftStorage } from '../../editor/store/drafts.ts';
import { createEditorStore } from '../../editor/store/index.ts';
import { selectChanges } from '../../editor/store/sourceSlice.ts';
import { buildAbcHeader, DEFAULT_HEADER } from './abcHeader.ts';
import { useImageStore } from '../../images/imageStore.ts';
import { showImageOfNewTranscription, startTranscription } from './startTranscription.ts';

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

describe('showImageOfNewTranscription', () => {
  it('shows the image once the panel has let go of the closed song, not before', () => {
    useImageStore.setState({ songId: 7, images: [], shown: { name: 'old.png', url: '/files/src-img/old.png' } });
    showImageOfNewTranscription({ name: 'ekla.png', url: '/files/src-img/ekla.png' });
    expect(useImageStore.getState().shown?.name).toBe('old.png');
    // What the panel does when the editor's song closes.
    useImageStore.setState({ songId: null, images: [], shown: null });
    expect(useImageStore.getState().shown).toEqual({ name: 'ekla.png', url: '/files/src-img/ekla.png' });
  });

  it('shows it at once when no song was listed', () => {
    useImageStore.setState({ songId: null, images: [], shown: null });
    showImageOfNewTranscription({ name: 'a.png', url: '/files/src-img/a.png' });
    expect(useImageStore.getState().shown?.name).toBe('a.png');
  });
});
