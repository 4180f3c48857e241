import { describe, expect, it } from 'vitest';
import { useImageStore } from '../../images/imageStore.ts';
import { showImageOfNewTranscription } from './startTranscription.ts';

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
