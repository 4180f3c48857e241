import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { insertSong, startTestServer, type TestServer } from '../../testing/testServer.js';
import { ApiError } from '../../errors/ApiError.js';
import { listSongHistory } from './songHistory.js';
import { changedFields } from './songWrite.js';
import { updateSong } from './updateSong.js';

let server: TestServer;
let userId: number;

beforeEach(async () => {
  server = await startTestServer();
  userId = (await server.userWithToken('editor')).user.id;
});

afterEach(async () => {
  await server.close();
});

describe('changedFields', () => {
  it('lists only the given fields whose value differs, in a fixed order', async () => {
    const song = await insertSong(server.db, { title: 'T', text: 'words', date: null });
    expect(changedFields(song, { text: 'words', title: 'T2', date: '2026-01-02', notes: '' })).toEqual(['title', 'date']);
    expect(changedFields(song, { date: null })).toEqual([]);
  });
});

describe('updateSong', () => {
  it('writes the song and its history in one go, and the history lists it newest first', async () => {
    const song = await insertSong(server.db, { title: 'First', notes: '' });
    const saved = await updateSong(server.db, song.id, { version: 1, changes: { title: 'Second', notes: 'checked' } }, userId);
    expect(saved.changed).toEqual(['title', 'notes']);
    expect(saved.song).toMatchObject({ title: 'Second', notes: 'checked', version: 2 });
    expect(Date.parse(saved.song.updated_at)).toBeGreaterThanOrEqual(Date.parse(song.updated_at));

    const history = await listSongHistory(server.db, song.id, { limit: 1, offset: 0 });
    expect(history.total).toBe(2);
    expect(history.items).toEqual([
      expect.objectContaining({ field: 'notes', old_value: '', new_value: 'checked', username: 'editor', version: 2 }),
    ]);
  });

  it('throws a version conflict carrying the stored song, and changes nothing', async () => {
    const song = await insertSong(server.db, { title: 'Stored' });
    const attempt = updateSong(server.db, song.id, { version: 3, changes: { title: 'Mine' } }, userId);
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ status: 409, code: 'version_conflict', details: { current: song } });
    expect(await server.db('songs').where({ id: song.id }).first('title', 'version')).toEqual({ title: 'Stored', version: 1 });
  });

  it('keeps the history of a song whose editor account was deleted', async () => {
    const song = await insertSong(server.db);
    await updateSong(server.db, song.id, { version: 1, changes: { text: 'new words' } }, userId);
    await server.db('users').where({ id: userId }).delete();
    const history = await listSongHistory(server.db, song.id, { limit: 50, offset: 0 });
    expect(history.items.map((item) => [item.field, item.username])).toEqual([['text', null]]);
  });
});
