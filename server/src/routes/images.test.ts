import { access, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ImageCheckResponse, ImageSongsResponse, type SongImage, SongImageResponse, SongImagesResponse, UploadStats } from '../api-types.js';
import { createImageStore } from '../services/images/imageStore.js';
import { DEFAULT_IMAGE_LIMITS } from '../services/images/reencode.js';
import { insertSong, startTestServer, type TestServer } from '../testing/testServer.js';

let server: TestServer;
let token: string;
let userId: number;

beforeEach(async () => {
  server = await startTestServer();
  const login = await server.userWithToken('editor');
  token = login.token;
  userId = login.user.id;
});

afterEach(async () => {
  await server.close();
});

const auth = <T extends { set(name: string, value: string): T }>(test: T): T => test.set('Authorization', `Bearer ${token}`);
const listOf = async (songId: number): Promise<SongImage[]> =>
  SongImagesResponse.parse((await auth(server.http.get(`/api/songs/${songId}/images`)).expect(200)).body).images;

/** Sends `bytes` as an upload to song `songId`. */
function upload(songId: number, bytes: Buffer | Uint8Array, filename?: string, contentType = 'application/octet-stream') {
  const query = filename === undefined ? '' : `?filename=${encodeURIComponent(filename)}`;
  return auth(server.http.post(`/api/songs/${songId}/images${query}`)).set('Content-Type', contentType).send(Buffer.from(bytes));
}

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 250, g: 245, b: 230 } } });

const filesOf = (folder: 'src-img' | 'UNASSIGNED') => readdir(server.config.folders[folder]);

describe('POST /api/songs/:id/images (upload)', () => {
  it('stores a PNG under a name of its own, with its size, and lists it with a 5-digit cache-busting URL', async () => {
    const song = await insertSong(server.db);
    const response = await upload(song.id, await canvas(300, 200).png().toBuffer(), 'Page 1.png', 'image/png').expect(201);
    const { image } = SongImageResponse.parse(response.body);
    expect(image).toMatchObject({ song_id: song.id, folder: 'src-img', width: 300, height: 200, content_type: 'image/png', original_name: 'Page 1.png', created_by: userId });
    expect(image.name).toMatch(new RegExp(`^${song.id}-[0-9a-f]{16}\\.png$`));
    expect(image.url).toMatch(new RegExp(`^/files/src-img/${image.name}\\?v=\\d{5}$`));

    expect(await listOf(song.id)).toEqual([image]);
    // The URL serves the stored bytes, without a token (an <img> sends none).
    const served = await server.http.get(image.url).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Number(served.headers['content-length'])).toBe(image.byte_size);
  });

  it('stores a JPEG and a WebP in their own formats, whatever Content-Type the browser sent', async () => {
    const song = await insertSong(server.db);
    const jpeg = SongImageResponse.parse((await upload(song.id, await canvas(64, 48).jpeg().toBuffer(), 'scan.jpeg', 'image/png').expect(201)).body).image;
    const webp = SongImageResponse.parse((await upload(song.id, await canvas(40, 30).webp().toBuffer(), undefined, 'text/plain').expect(201)).body).image;
    expect(jpeg).toMatchObject({ content_type: 'image/jpeg', width: 64, height: 48, name: expect.stringMatching(/\.jpg$/) });
    expect(webp).toMatchObject({ content_type: 'image/webp', width: 40, height: 30, original_name: null, name: expect.stringMatching(/\.webp$/) });
    expect((await listOf(song.id)).map((image) => image.name)).toEqual([jpeg.name, webp.name]);
  });

  it('refuses an SVG (415) and says why, storing nothing', async () => {
    const song = await insertSong(server.db);
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="5" height="5"/></svg>';
    const response = await upload(song.id, Buffer.from(svg), 'drawing.png', 'image/svg+xml').expect(415);
    expect(response.body.error).toMatchObject({ code: 'image_type_refused', message: expect.stringContaining('SVG images are not accepted') });
    expect(await filesOf('src-img')).toEqual([]);
    expect(await listOf(song.id)).toEqual([]);
  });

  it('refuses a text file named .png (415)', async () => {
    const song = await insertSong(server.db);
    const response = await upload(song.id, Buffer.from('Amazing grace, how sweet the sound\n'), 'grace.png', 'image/png').expect(415);
    expect(response.body.error).toEqual({ code: 'image_type_refused', message: 'This file is not a JPEG, PNG or WebP image; only those are accepted' });
  });

  it('refuses an empty body (415) and a PNG cut in half (422)', async () => {
    const song = await insertSong(server.db);
    expect((await upload(song.id, Buffer.alloc(0)).expect(415)).body.error.message).toContain('The upload is empty');
    const noisy = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 50 } } }).png().toBuffer();
    expect((await upload(song.id, noisy.subarray(0, noisy.byteLength / 2)).expect(422)).body.error.code).toBe('image_unreadable');
  });

  it('refuses an upload over the byte cap (413) without storing it', async () => {
    const song = await insertSong(server.db);
    const oversized = Buffer.alloc(DEFAULT_IMAGE_LIMITS.maxInputBytes + 1, 0xff);
    oversized.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await upload(song.id, oversized, 'huge.png').expect(413);
    expect(response.body.error).toEqual({ code: 'image_too_large', message: 'The image is larger than 25 MiB' });
    expect(await filesOf('src-img')).toEqual([]);
  });

  it('answers 404 for an unknown song, 400 for a bad id, and 401 without a token', async () => {
    const png = await canvas(4, 4).png().toBuffer();
    expect((await upload(99, png).expect(404)).body.error.code).toBe('song_not_found');
    expect((await upload(0, png).expect(400)).body.error.code).toBe('invalid_id');
    await server.http.post('/api/songs/1/images').send(png).expect(401);
    await server.http.get('/api/songs/1/images').expect(401);
  });
});

describe('GET /api/songs/:id/images', () => {
  it('answers an empty list for a song without images and 404 for no song', async () => {
    const song = await insertSong(server.db);
    expect(await listOf(song.id)).toEqual([]);
    expect((await auth(server.http.get('/api/songs/5/images')).expect(404)).body.error.code).toBe('song_not_found');
  });
});

describe('DELETE, attach and the songs of an image', () => {
  it('takes an image off the song\'s list and keeps the file aside in UNASSIGNED', async () => {
    const song = await insertSong(server.db);
    const { image } = SongImageResponse.parse((await upload(song.id, await canvas(20, 20).png().toBuffer()).expect(201)).body);
    await auth(server.http.delete(`/api/songs/${song.id}/images/${image.name}`)).expect(204);

    expect(await listOf(song.id)).toEqual([]);
    expect(await filesOf('src-img')).toEqual([]);
    expect(await filesOf('UNASSIGNED')).toEqual([image.name]);
    const kept = await createImageStore({ db: server.db, folders: server.config.folders }).find(image.name);
    expect(kept).toMatchObject({ song_id: null, folder: 'UNASSIGNED' });
    // The old URL is gone; the image answers under its new folder.
    await server.http.get(image.url).expect(404);
    await server.http.get(`/files/UNASSIGNED/${image.name}`).expect(200);
    // A second delete finds nothing to take off.
    expect((await auth(server.http.delete(`/api/songs/${song.id}/images/${image.name}`)).expect(404)).body.error.code).toBe('image_not_found');
  });

  it('attaches an UNASSIGNED image to two songs: it moves to src-img and lists both songs', async () => {
    const first = await insertSong(server.db, { title: 'Amar sonar bangla' });
    const second = await insertSong(server.db, { title: 'Ekla cholo re' });
    const loose = await createImageStore({ db: server.db, folders: server.config.folders }).store(await canvas(30, 10).png().toBuffer(), { songId: null });
    expect(loose.folder).toBe('UNASSIGNED');

    const attached = SongImageResponse.parse((await auth(server.http.post(`/api/songs/${second.id}/images/${loose.name}`)).expect(200)).body).image;
    expect(attached).toMatchObject({ name: loose.name, song_id: second.id, folder: 'src-img' });
    expect(await filesOf('src-img')).toEqual([loose.name]);
    await auth(server.http.post(`/api/songs/${first.id}/images/${loose.name}`)).expect(200);
    // Attaching twice changes nothing.
    await auth(server.http.post(`/api/songs/${first.id}/images/${loose.name}`)).expect(200);
    expect((await listOf(first.id)).map((image) => image.name)).toEqual([loose.name]);

    const songs = ImageSongsResponse.parse((await auth(server.http.get(`/api/images/${loose.name}/songs`)).expect(200)).body);
    expect(songs.songs).toEqual([
      { id: first.id, title: 'Amar sonar bangla' },
      { id: second.id, title: 'Ekla cholo re' },
    ]);

    // Off the song that holds it: it stays in src-img, now held by the other song.
    await auth(server.http.delete(`/api/songs/${second.id}/images/${loose.name}`)).expect(204);
    const after = ImageSongsResponse.parse((await auth(server.http.get(`/api/images/${loose.name}/songs`)).expect(200)).body);
    expect(after.image).toMatchObject({ song_id: first.id, folder: 'src-img' });
    expect(after.songs.map((song) => song.id)).toEqual([first.id]);
    expect(await filesOf('src-img')).toEqual([loose.name]);
  });

  it('answers 404 for an unknown image or song, and 400 for a name the server never chose', async () => {
    const song = await insertSong(server.db);
    expect((await auth(server.http.post(`/api/songs/${song.id}/images/1-0000000000000000.png`)).expect(404)).body.error.code).toBe('image_not_found');
    expect((await auth(server.http.get('/api/images/1-0000000000000000.png/songs')).expect(404)).body.error.code).toBe('image_not_found');
    const { image } = SongImageResponse.parse((await upload(song.id, await canvas(8, 8).png().toBuffer()).expect(201)).body);
    expect((await auth(server.http.post(`/api/songs/77/images/${image.name}`)).expect(404)).body.error.code).toBe('song_not_found');
    for (const bad of ['..%2F..%2Fsecret.png', '.hidden.png', 'note.txt', 'a%20b.png']) {
      expect((await auth(server.http.get(`/api/images/${bad}/songs`)).expect(400)).body.error.code).toBe('validation_failed');
    }
    // The refused attach left nothing behind.
    await access(path.join(server.config.folders['src-img'], image.name));
    expect(await listOf(song.id)).toHaveLength(1);
  });
});

describe('POST /api/images/check', () => {
  it('is for administrators: 403 for an editor, and records a file put into tbt by hand for an admin', async () => {
    const refused = await auth(server.http.post('/api/images/check')).expect(403);
    expect(refused.body.error).toEqual({ code: 'forbidden', message: 'Only an administrator can run the image check' });

    await writeFile(path.join(server.config.folders.tbt, 'scan.webp'), await canvas(16, 16).webp().toBuffer());
    const admin = await server.userWithToken('boss', 'correct horse battery', ['admin']);
    const response = await server.http.post('/api/images/check').set('Authorization', `Bearer ${admin.token}`).expect(200);
    const result = ImageCheckResponse.parse(response.body);
    expect(result.added.map((image) => [image.folder, image.original_name, image.created_by])).toEqual([['tbt', 'scan.webp', admin.user.id]]);
    expect(result.added[0]!.url).toMatch(/\?v=\d{5}$/);
    expect(result).toMatchObject({ refused: [], missing: [], remaining: 0 });
  });
});

describe('GET /api/images/stats', () => {
  it('answers the upload stats of app-spec 3', async () => {
    const song = await insertSong(server.db);
    await insertSong(server.db);
    await upload(song.id, await canvas(4, 4).png().toBuffer()).expect(201);
    const response = await auth(server.http.get('/api/images/stats')).expect(200);
    expect(UploadStats.parse(response.body)).toEqual({ song_count: 1, total: 2, uploaded: 1, image_count: 1 });
  });
});
