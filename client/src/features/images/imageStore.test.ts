import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';

import type { ImageSongsResponse, SongImage } from '../../../../server/src/api-types.ts';
import { ApiError } from '../../lib/api.ts';
import type { ImagesApi } from './api/images.ts';
import { imageStoreCreator, type ImageState } from './imageStore.ts';

function image(name: string, songId = 7): SongImage {
  return {
    id: Number(name.replace(/\D/g, '')) || 1,
    name,
    song_id: songId,
    folder: 'src-img',
    url: `/files/src-img/${name}?v=01234`,
    width: 100,
    height: 50,
    content_type: 'image/png',
    byte_size: 321,
    original_name: null,
    created_at: '2026-11-22T18:00:00.000Z',
    created_by: null,
  };
}

/** A fake server holding lists per song; `gate` holds a song's list answer until released. */
function fakeApi(lists: Record<number, SongImage[]>) {
  const removed: string[] = [];
  const gates = new Map<number, () => void>();
  const api: ImagesApi = {
    async list(songId) {
      const gate = gates.get(songId);
      if (gate !== undefined) await new Promise<void>((resolve) => gates.set(songId, resolve));
      if (lists[songId] === undefined) throw new ApiError(404, { code: 'song_not_found', message: 'There is no song with this id' });
      return lists[songId]!;
    },
    async remove(songId, name) {
      if (!lists[songId]?.some((listed) => listed.name === name)) {
        throw new ApiError(404, { code: 'image_not_found', message: 'This song has no image by that name' });
      }
      lists[songId] = lists[songId]!.filter((listed) => listed.name !== name);
      removed.push(name);
    },
    attach: async () => image('x1.png'),
    songsOf: async () => ({}) as ImageSongsResponse,
    check: async () => ({ added: [], refused: [], missing: [], remaining: 0 }),
    stats: async () => ({ song_count: 0, total: 0, uploaded: 0, image_count: 0 }),
  };
  return { api, removed, hold: (songId: number) => gates.set(songId, () => undefined), release: (songId: number) => gates.get(songId)!() };
}

const makeStore = (api: ImagesApi) => createStore<ImageState>()(imageStoreCreator(api));

describe('image store', () => {
  it('lists a song\'s images and shows the first', async () => {
    const { api } = fakeApi({ 7: [image('7-a1.png'), image('7-b2.png')] });
    const store = makeStore(api);
    await store.getState().refresh(7);
    expect(store.getState()).toMatchObject({ songId: 7, status: 'ready', error: null });
    expect(store.getState().images.map((listed) => listed.name)).toEqual(['7-a1.png', '7-b2.png']);
    expect(store.getState().shown).toEqual({ name: '7-a1.png', url: '/files/src-img/7-a1.png?v=01234' });
  });

  it('keeps the image on show when the same song is refreshed, and drops it for another song', async () => {
    const { api } = fakeApi({ 7: [image('7-a1.png'), image('7-b2.png')], 8: [] });
    const store = makeStore(api);
    await store.getState().refresh(7);
    store.getState().showImage({ name: '7-b2.png', url: '/files/src-img/7-b2.png?v=01234' });
    await store.getState().refresh(7);
    expect(store.getState().shown?.name).toBe('7-b2.png');
    await store.getState().refresh(8);
    expect(store.getState().shown).toBeNull();
    expect(store.getState().images).toEqual([]);
  });

  it('drops the answer for a song that is no longer current', async () => {
    const fake = fakeApi({ 7: [image('7-a1.png')], 8: [image('8-c3.png', 8)] });
    const store = makeStore(fake.api);
    fake.hold(7);
    const slow = store.getState().refresh(7);
    await store.getState().refresh(8);
    fake.release(7);
    await slow;
    expect(store.getState().songId).toBe(8);
    expect(store.getState().images.map((listed) => listed.name)).toEqual(['8-c3.png']);
  });

  it('says why a list failed and clears the panel for no song', async () => {
    const { api } = fakeApi({});
    const store = makeStore(api);
    await store.getState().refresh(9);
    expect(store.getState()).toMatchObject({ status: 'failed', error: 'There is no song with this id' });
    await store.getState().refresh(null);
    expect(store.getState()).toMatchObject({ songId: null, status: 'idle', error: null, shown: null });
  });

  it('shows an uploaded image, and after a delete shows the next one', async () => {
    const fake = fakeApi({ 7: [image('7-a1.png'), image('7-b2.png')] });
    const store = makeStore(fake.api);
    await store.getState().refresh(7);
    const uploaded = image('7-c3.png');
    fake.api.list = async () => [image('7-a1.png'), image('7-b2.png'), uploaded];
    store.getState().imageAdded(uploaded);
    expect(store.getState().shown?.name).toBe('7-c3.png');
    store.getState().showImage({ name: '7-a1.png', url: '/files/src-img/7-a1.png?v=01234' });
    expect(await store.getState().deleteImage('7-a1.png')).toBe(true);
    expect(fake.removed).toEqual(['7-a1.png']);
    expect(store.getState().images.map((listed) => listed.name)).toEqual(['7-b2.png', '7-c3.png']);
    expect(store.getState().shown?.name).toBe('7-b2.png');
  });

  it('keeps the list when a delete fails, with the server\'s words', async () => {
    const fake = fakeApi({ 7: [image('7-a1.png')] });
    const store = makeStore(fake.api);
    await store.getState().refresh(7);
    expect(await store.getState().deleteImage('7-zz.png')).toBe(false);
    expect(store.getState().error).toBe('This song has no image by that name');
    expect(store.getState().images).toHaveLength(1);
  });
});
