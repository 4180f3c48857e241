import { readdir } from 'node:fs/promises';

import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { up as linkExistingImages } from '../../../../migrations/20261122190100_link-song-images.js';
import { insertSong, startTestServer, type TestServer } from '../../testing/testServer.js';
import { createImageLinks, type ImageLinks } from './imageLinks.js';
import { createImageStore, type ImageStore } from './imageStore.js';

let server: TestServer;
let images: ImageStore;
let links: ImageLinks;

beforeEach(async () => {
  server = await startTestServer();
  images = createImageStore({ db: server.db, folders: server.config.folders });
  links = createImageLinks({ db: server.db, folders: server.config.folders });
});

afterEach(async () => {
  await server.close();
});

const png = () => sharp({ create: { width: 12, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();

describe('image links', () => {
  it('lists a song\'s images in the order they were attached, not uploaded', async () => {
    const song = await insertSong(server.db);
    const older = await images.store(await png(), { songId: null });
    const own = await images.store(await png(), { songId: song.id });
    await links.attach(older.name, song.id, null);
    expect((await images.listForSong(song.id)).map((image) => image.name)).toEqual([own.name, older.name]);
  });

  it('keeps an archive image in its folder when it leaves its last song', async () => {
    const song = await insertSong(server.db);
    const archived = await images.store(await png(), { songId: song.id, folder: 'archive' });
    const after = await links.detach(archived.name, song.id);
    expect(after).toMatchObject({ folder: 'archive', song_id: null });
    expect(await readdir(server.config.folders.archive)).toEqual([archived.name]);
    expect(await readdir(server.config.folders.UNASSIGNED)).toEqual([]);
  });

  it('drops the links of a deleted song, and the image shows no songs', async () => {
    const song = await insertSong(server.db, { title: 'Gone' });
    const image = await images.store(await png(), { songId: song.id });
    await server.db('songs').where({ id: song.id }).delete();
    expect((await links.songsOf(image.name)).songs).toEqual([]);
    expect(await server.db('song_image_links').where({ image_id: image.id }).count({ count: '*' })).toEqual([{ count: 0 }]);
  });
});

describe('the data migration linking earlier images', () => {
  it('links every image that names a song, once, and leaves unattached images alone', async () => {
    const song = await insertSong(server.db);
    const first = await images.store(await png(), { songId: song.id });
    const second = await images.store(await png(), { songId: song.id });
    const loose = await images.store(await png(), { songId: null });
    // As before the links existed: the rows name their song, but no link says so.
    await server.db('song_image_links').delete();
    expect(await images.listForSong(song.id)).toEqual([]);

    await linkExistingImages(server.db);
    await linkExistingImages(server.db);
    expect((await images.listForSong(song.id)).map((image) => image.name)).toEqual([first.name, second.name]);
    expect(await server.db('song_image_links').count({ count: '*' })).toEqual([{ count: 2 }]);
    expect((await links.songsOf(loose.name)).songs).toEqual([]);
  });
});
