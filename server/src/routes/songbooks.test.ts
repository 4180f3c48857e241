import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { SongbooksResponse, SongSongbooksResponse } from '../api-types.js';
import { createSongbook } from '../services/songbooks/songbooks.js';
import { insertSong, startTestServer, type TestServer } from '../testing/testServer.js';

let server: TestServer;
let token: string;

beforeEach(async () => {
  server = await startTestServer();
  token = (await server.userWithToken('editor')).token;
});

afterEach(async () => {
  await server.close();
});

/** Two books: a hymnal with songs a (page 12) and b (page 3), a Tagore book with b (page 7). */
async function twoBooks() {
  const a = await insertSong(server.db, { title: 'Song a' });
  const b = await insertSong(server.db, { title: 'Song b' });
  const hymnal = await createSongbook(server.db, {
    code: 'OH',
    name: 'Open Hymnal',
    songs: [
      { songId: a.id, page: 12 },
      { songId: b.id, page: 3 },
    ],
  });
  const tagore = await createSongbook(server.db, { code: 'TAG', name: 'Songs of Tagore', songs: [{ songId: b.id, page: 7 }] });
  return { a, b, hymnal, tagore };
}

describe('GET /api/songbooks', () => {
  it('lists every book by code with its number of songs, an empty book too', async () => {
    const { hymnal, tagore } = await twoBooks();
    const empty = await createSongbook(server.db, { code: 'AAA', name: 'Empty', songs: [] });
    const response = await server.http.get('/api/songbooks').set('Authorization', `Bearer ${token}`).expect(200);
    expect((response.body as SongbooksResponse).songbooks).toEqual([
      { id: empty, code: 'AAA', name: 'Empty', song_count: 0 },
      { id: hymnal, code: 'OH', name: 'Open Hymnal', song_count: 2 },
      { id: tagore, code: 'TAG', name: 'Songs of Tagore', song_count: 1 },
    ]);
  });

  it('needs a login', async () => {
    await server.http.get('/api/songbooks').expect(401);
  });
});

describe('GET /api/songbooks/:id', () => {
  it('gives the book and its songs by page', async () => {
    const { a, b, hymnal } = await twoBooks();
    const response = await server.http.get(`/api/songbooks/${hymnal}`).set('Authorization', `Bearer ${token}`).expect(200);
    expect(response.body).toEqual({
      songbook: { id: hymnal, code: 'OH', name: 'Open Hymnal', song_count: 2 },
      songs: [
        { song_id: b.id, title: 'Song b', page: 3 },
        { song_id: a.id, title: 'Song a', page: 12 },
      ],
    });
  });

  it('answers 404 for a missing book', async () => {
    const missing = await server.http.get('/api/songbooks/77').set('Authorization', `Bearer ${token}`).expect(404);
    expect(missing.body.error.code).toBe('songbook_not_found');
  });
});

describe('GET /api/songs/:id/songbooks', () => {
  it("gives the books a song stands in with its page in each, and none for a song in no book", async () => {
    const { a, b, hymnal, tagore } = await twoBooks();
    const ofB = await server.http.get(`/api/songs/${b.id}/songbooks`).set('Authorization', `Bearer ${token}`).expect(200);
    expect((ofB.body as SongSongbooksResponse).songbooks).toEqual([
      { songbook_id: hymnal, code: 'OH', name: 'Open Hymnal', page: 3 },
      { songbook_id: tagore, code: 'TAG', name: 'Songs of Tagore', page: 7 },
    ]);
    const ofA = await server.http.get(`/api/songs/${a.id}/songbooks`).set('Authorization', `Bearer ${token}`).expect(200);
    expect((ofA.body as SongSongbooksResponse).songbooks).toEqual([{ songbook_id: hymnal, code: 'OH', name: 'Open Hymnal', page: 12 }]);
    const loner = await insertSong(server.db, { title: 'Alone' });
    const ofLoner = await server.http.get(`/api/songs/${loner.id}/songbooks`).set('Authorization', `Bearer ${token}`).expect(200);
    expect(ofLoner.body).toEqual({ songbooks: [] });
  });

  it('answers 404 for a missing song and 400 for an id that is not one', async () => {
    const missing = await server.http.get('/api/songs/999/songbooks').set('Authorization', `Bearer ${token}`).expect(404);
    expect(missing.body.error.code).toBe('song_not_found');
    const bad = await server.http.get('/api/songs/x1/songbooks').set('Authorization', `Bearer ${token}`).expect(400);
    expect(bad.body.error.code).toBe('invalid_id');
  });
});

describe('DELETE /api/songbooks/:id/songs/:songId', () => {
  it('takes the song out of that book only; the song and its other books stay', async () => {
    const { b, hymnal, tagore } = await twoBooks();
    await server.http.delete(`/api/songbooks/${hymnal}/songs/${b.id}`).set('Authorization', `Bearer ${token}`).expect(204);
    const ofB = await server.http.get(`/api/songs/${b.id}/songbooks`).set('Authorization', `Bearer ${token}`).expect(200);
    expect((ofB.body as SongSongbooksResponse).songbooks.map((book) => book.songbook_id)).toEqual([tagore]);
    await server.http.get(`/api/songs/${b.id}`).set('Authorization', `Bearer ${token}`).expect(200);
  });

  it('answers 404 when the song is not (or no longer) in the book, or the book does not exist', async () => {
    const { a, b, hymnal, tagore } = await twoBooks();
    const notIn = await server.http.delete(`/api/songbooks/${tagore}/songs/${a.id}`).set('Authorization', `Bearer ${token}`).expect(404);
    expect(notIn.body.error.code).toBe('songbook_song_not_found');
    await server.http.delete(`/api/songbooks/${hymnal}/songs/${b.id}`).set('Authorization', `Bearer ${token}`).expect(204);
    const again = await server.http.delete(`/api/songbooks/${hymnal}/songs/${b.id}`).set('Authorization', `Bearer ${token}`).expect(404);
    expect(again.body.error.code).toBe('songbook_song_not_found');
    const noBook = await server.http.delete(`/api/songbooks/4242/songs/${b.id}`).set('Authorization', `Bearer ${token}`).expect(404);
    expect(noBook.body.error.code).toBe('songbook_not_found');
  });

  it('needs a login and changes nothing without one', async () => {
    const { b, hymnal } = await twoBooks();
    await server.http.delete(`/api/songbooks/${hymnal}/songs/${b.id}`).expect(401);
    expect(await server.db('songbook_songs').where({ songbook_id: hymnal, song_id: b.id }).first()).toBeDefined();
  });
});

describe('songbook rows', () => {
  it('go with their song when the song is deleted', async () => {
    const { b } = await twoBooks();
    // SQLite enforces the foreign keys only when told to (db.ts turns them on).
    await server.db('songs').where({ id: b.id }).delete();
    expect(await server.db('songbook_songs').where({ song_id: b.id })).toEqual([]);
  });
});
