import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { insertSong, startTestServer, type TestServer } from '../../testing/testServer.js';
import { createImageLinks } from './imageLinks.js';
import { createImageStore } from './imageStore.js';
import { uploadStats } from './uploadStats.js';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

describe('uploadStats', () => {
  it('counts songs, songs with images (each once), images kept and images users uploaded', async () => {
    expect(await uploadStats(server.db)).toEqual({ song_count: 0, total: 0, uploaded: 0, image_count: 0 });

    const { user } = await server.userWithToken('editor');
    const [first, second] = [await insertSong(server.db), await insertSong(server.db)];
    await insertSong(server.db);
    const images = createImageStore({ db: server.db, folders: server.config.folders });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
    const shared = await images.store(png, { songId: first.id, createdBy: user.id });
    await images.store(png, { songId: first.id, createdBy: user.id });
    await images.store(png, { songId: null });
    await createImageLinks({ db: server.db, folders: server.config.folders }).attach(shared.name, second.id, user.id);

    expect(await uploadStats(server.db)).toEqual({ song_count: 2, total: 3, uploaded: 2, image_count: 3 });
  });
});
