import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { RecentSongsResponse, type Song, SongHistoryResponse, SongListResponse, SongResponse, SongUpdateResponse } from '../api-types.js';
import { insertSong, startTestServer, type TestServer } from '../testing/testServer.js';

let server: TestServer;
let token: string;
let editorName: string;

beforeEach(async () => {
  server = await startTestServer();
  const login = await server.userWithToken('editor');
  token = login.token;
  editorName = login.user.username;
});

afterEach(async () => {
  await server.close();
});

const get = (path: string) => server.http.get(path).set('Authorization', `Bearer ${token}`);
const put = (path: string, body: unknown) => server.http.put(path).set('Authorization', `Bearer ${token}`).send(body as object);

async function storedSong(id: number): Promise<Song> {
  return SongResponse.parse((await get(`/api/songs/${id}`).expect(200)).body).song;
}

describe('GET /api/songs (search)', () => {
  it('finds songs by a part of the title, ignoring case, ordered by title then id', async () => {
    await insertSong(server.db, { title: 'Oh! Susanna' });
    await insertSong(server.db, { title: 'Camptown Races' });
    await insertSong(server.db, { title: 'Susanna Again' });
    await insertSong(server.db, { title: 'Oh! Susanna' });
    const response = await get('/api/songs?q=SUSANNA').expect(200);
    const list = SongListResponse.parse(response.body);
    expect(list.items.map((item) => [item.title, item.id])).toEqual([
      ['Oh! Susanna', 1],
      ['Oh! Susanna', 4],
      ['Susanna Again', 3],
    ]);
    expect(list.total).toBe(3);
  });

  it('lists titles with a word that starts with the query before those that hold it inside a word', async () => {
    for (const title of ['Jesus Loves Me', 'Oh! Susanna', 'Amazing Grace', 'Jesus Shall Reign', 'Susan Jane']) await insertSong(server.db, { title });
    const list = SongListResponse.parse((await get('/api/songs?q=Sus').expect(200)).body);
    expect(list.items.map((item) => item.title)).toEqual(['Oh! Susanna', 'Susan Jane', 'Jesus Loves Me', 'Jesus Shall Reign']);
    expect(list.total).toBe(4);
  });

  it('also finds the song whose id is a numeric query', async () => {
    for (const title of ['Alpha', 'Beta', 'Gamma', 'Psalm 3']) await insertSong(server.db, { title });
    const three = SongListResponse.parse((await get('/api/songs?q=3').expect(200)).body);
    // Song 3 by its id (Gamma), song 4 by its title.
    expect(three.items.map((item) => [item.id, item.title])).toEqual([[3, 'Gamma'], [4, 'Psalm 3']]);
    expect(three.total).toBe(2);
    const none = SongListResponse.parse((await get('/api/songs?q=100').expect(200)).body);
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('treats % and _ in the query as plain characters', async () => {
    await insertSong(server.db, { title: '100% Joy' });
    await insertSong(server.db, { title: '1000 Joys' });
    await insertSong(server.db, { title: 'snake_case' });
    await insertSong(server.db, { title: 'snakeXcase' });
    expect((await get('/api/songs?q=100%25').expect(200)).body.items.map((item: Song) => item.title)).toEqual(['100% Joy']);
    expect((await get('/api/songs?q=e_c').expect(200)).body.items.map((item: Song) => item.title)).toEqual(['snake_case']);
  });

  it('pages with limit and offset and counts all matches', async () => {
    for (const title of ['A', 'B', 'C', 'D', 'E']) await insertSong(server.db, { title });
    const page = SongListResponse.parse((await get('/api/songs?limit=2&offset=2').expect(200)).body);
    expect(page).toMatchObject({ total: 5, limit: 2, offset: 2 });
    expect(page.items.map((item) => item.title)).toEqual(['C', 'D']);
  });

  it('lists exactly the songs with one Kailash number (nr2000), not those that merely contain it', async () => {
    await insertSong(server.db, { title: 'Twelve', nr2000: '12' });
    await insertSong(server.db, { title: 'One hundred twenty', nr2000: '120' });
    await insertSong(server.db, { title: 'Also twelve', nr2000: '12' });
    await insertSong(server.db, { title: 'None', nr2000: null });
    const twelve = SongListResponse.parse((await get('/api/songs?nr2000=12').expect(200)).body);
    expect(twelve.items.map((item) => [item.title, item.nr2000])).toEqual([['Also twelve', '12'], ['Twelve', '12']]);
    expect(twelve.total).toBe(2);
    // With q, both conditions hold.
    const both = SongListResponse.parse((await get('/api/songs?nr2000=12&q=also').expect(200)).body);
    expect(both.items.map((item) => item.title)).toEqual(['Also twelve']);
    expect((await get('/api/songs?nr2000=7').expect(200)).body).toMatchObject({ items: [], total: 0 });
  });

  it('finds a word in the lyrics (text and abc_lyrics) with in=lyrics, and only in titles otherwise', async () => {
    await insertSong(server.db, { title: 'Oh! Susanna', text: 'I come from Alabama wid my banjo on my knee' });
    await insertSong(server.db, { title: 'Camptown Races', abc_lyrics: 'w:De Camp-town la-dies sing dis song' });
    await insertSong(server.db, { title: 'Banjo Tune', text: '' });
    const banjo = SongListResponse.parse((await get('/api/songs?q=BANJO&in=lyrics').expect(200)).body);
    expect(banjo.items.map((item) => item.title)).toEqual(['Oh! Susanna']);
    const ladies = SongListResponse.parse((await get('/api/songs?q=la-dies&in=lyrics').expect(200)).body);
    expect(ladies.items.map((item) => item.title)).toEqual(['Camptown Races']);
    const titles = SongListResponse.parse((await get('/api/songs?q=banjo').expect(200)).body);
    expect(titles.items.map((item) => item.title)).toEqual(['Banjo Tune']);
    await get('/api/songs?q=banjo&in=notes').expect(400);
  });

  it('answers 400 for a limit out of range, never 500', async () => {
    for (const query of ['limit=0', 'limit=201', 'limit=abc', 'offset=-1', 'q=a&q=b', 'nr2000=', `nr2000=${'9'.repeat(33)}`]) {
      const response = await get(`/api/songs?${query}`);
      expect({ query, status: response.status, code: response.body.error?.code }).toEqual({ query, status: 400, code: 'validation_failed' });
    }
  });
});

describe('GET /api/songs/recent', () => {
  it('lists the songs saved last first, with who saved them, up to the limit', async () => {
    const first = await insertSong(server.db, { title: 'First' });
    await insertSong(server.db, { title: 'Second' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await put(`/api/songs/${first.id}`, { version: 1, changes: { notes: 'checked' } }).expect(200);
    const recent = RecentSongsResponse.parse((await get('/api/songs/recent').expect(200)).body);
    expect(recent.items.map((item) => [item.title, item.updated_by])).toEqual([['First', editorName], ['Second', null]]);
    const one = RecentSongsResponse.parse((await get('/api/songs/recent?limit=1').expect(200)).body);
    expect(one.items.map((item) => item.title)).toEqual(['First']);
    for (const limit of ['0', '1001', 'x']) expect((await get(`/api/songs/recent?limit=${limit}`)).status).toBe(400);
  });
});

describe('GET /api/songs/:id', () => {
  it('returns the whole song with its version', async () => {
    const inserted = await insertSong(server.db, { title: 'Nelly Bly', text: 'Nelly Bly, Nelly Bly', nr2000: '12' });
    expect(await storedSong(inserted.id)).toEqual(inserted);
  });

  it('answers 404 song_not_found for an unknown id and 400 invalid_id for a non-integer one', async () => {
    const missing = await get('/api/songs/42');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('song_not_found');
    for (const id of ['abc', '1.5', '0', '-3', '99999999999', '1e3']) {
      const response = await get(`/api/songs/${id}`);
      expect({ id, status: response.status, code: response.body.error.code }).toEqual({ id, status: 400, code: 'invalid_id' });
    }
  });
});

describe('PUT /api/songs/:id', () => {
  it('saves the changed fields, bumps the version and records one history row per changed field', async () => {
    const song = await insertSong(server.db, { title: 'Old title', abc_source: 'X:1\nT:Old\nK:C\nC|\n' });
    const response = await put(`/api/songs/${song.id}`, {
      version: 1,
      changes: { title: 'New title', abc_source: 'X:1\nT:New\nK:C\nD|\n', language: 'E' },
    }).expect(200);
    const saved = SongUpdateResponse.parse(response.body);
    expect(saved.changed).toEqual(['abc_source', 'title']);
    expect(saved.song).toMatchObject({ title: 'New title', abc_source: 'X:1\nT:New\nK:C\nD|\n', version: 2 });
    expect(await storedSong(song.id)).toEqual(saved.song);

    const rows = await server.db('song_history').orderBy('id').select('song_id', 'field', 'old_value', 'new_value', 'version');
    expect(rows).toEqual([
      { song_id: song.id, field: 'abc_source', old_value: 'X:1\nT:Old\nK:C\nC|\n', new_value: 'X:1\nT:New\nK:C\nD|\n', version: 2 },
      { song_id: song.id, field: 'title', old_value: 'Old title', new_value: 'New title', version: 2 },
    ]);
    const updatedBy = await server.db('songs').where({ id: song.id }).first('updated_by');
    const editor = await server.db('users').where({ username: editorName }).first('id');
    expect(updatedBy.updated_by).toBe(editor.id);
  });

  it('answers 409 version_conflict with the stored song for a stale version, and writes nothing', async () => {
    const song = await insertSong(server.db, { title: 'Shared song' });
    await put(`/api/songs/${song.id}`, { version: 1, changes: { title: 'First editor' } }).expect(200);
    const before = await storedSong(song.id);

    const response = await put(`/api/songs/${song.id}`, { version: 1, changes: { title: 'Second editor', notes: 'lost?' } });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('version_conflict');
    expect(response.body.error.current).toEqual(before);
    expect(await storedSong(song.id)).toEqual(before);
    expect(await server.db('song_history').count({ count: '*' })).toEqual([{ count: 1 }]);
  });

  it('lets only one of two saves of the same version win', async () => {
    const song = await insertSong(server.db);
    const [first, second] = await Promise.all([
      put(`/api/songs/${song.id}`, { version: 1, changes: { title: 'One' } }),
      put(`/api/songs/${song.id}`, { version: 1, changes: { title: 'Two' } }),
    ]);
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
    const stored = await storedSong(song.id);
    expect(stored.version).toBe(2);
    expect(['One', 'Two']).toContain(stored.title);
  });

  it('writes nothing and keeps the version when no field really differs', async () => {
    const song = await insertSong(server.db, { title: 'Same' });
    const response = await put(`/api/songs/${song.id}`, { version: 1, changes: { title: 'Same', notes: '' } }).expect(200);
    expect(response.body.changed).toEqual([]);
    expect(response.body.song.version).toBe(1);
    expect(await server.db('song_history').count({ count: '*' })).toEqual([{ count: 0 }]);
  });

  it('answers 400 for a missing version, an unknown or non-updateable field, no changes, or a bad date', async () => {
    const song = await insertSong(server.db);
    const bodies = {
      noVersion: { changes: { title: 'x' } },
      unknownField: { version: 1, changes: { colour: 'red' } },
      notUpdateable: { version: 1, changes: { repo_id: 'elsewhere' } },
      noChanges: { version: 1, changes: {} },
      badDate: { version: 1, changes: { date: '22/11/2026' } },
      badLanguage: { version: 1, changes: { language: 'Klingon' } },
      emptyTitle: { version: 1, changes: { title: '   ' } },
      noBody: undefined,
    };
    for (const [name, body] of Object.entries(bodies)) {
      const response = await put(`/api/songs/${song.id}`, body);
      expect({ name, status: response.status, code: response.body.error.code }).toEqual({ name, status: 400, code: 'validation_failed' });
      expect(response.body.error.issues.length).toBeGreaterThan(0);
    }
    expect((await storedSong(song.id)).version).toBe(1);
  });

  it('answers 400 bad_json for malformed JSON and 404 for an unknown song', async () => {
    const malformed = await server.http.put('/api/songs/1').set('Authorization', `Bearer ${token}`).set('Content-Type', 'application/json').send('{"version":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('bad_json');
    const missing = await put('/api/songs/77', { version: 1, changes: { title: 'x' } });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('song_not_found');
  });
});

describe('GET /api/songs/:id/history', () => {
  it('lists the changed fields of every save, newest first, with who saved', async () => {
    const song = await insertSong(server.db, { title: 'v1' });
    await put(`/api/songs/${song.id}`, { version: 1, changes: { title: 'v2' } }).expect(200);
    await put(`/api/songs/${song.id}`, { version: 2, changes: { title: 'v3', text: 'words' } }).expect(200);
    const history = SongHistoryResponse.parse((await get(`/api/songs/${song.id}/history`).expect(200)).body);
    expect(history.total).toBe(3);
    expect(history.items.map((item) => [item.version, item.field, item.old_value, item.new_value, item.username])).toEqual([
      [3, 'title', 'v2', 'v3', editorName],
      [3, 'text', '', 'words', editorName],
      [2, 'title', 'v1', 'v2', editorName],
    ]);
  });

  it('answers 404 for an unknown song', async () => {
    expect((await get('/api/songs/5/history')).status).toBe(404);
  });
});

describe('POST /api/songs/:id/approve-bengali', () => {
  const approve = (authToken: string, id: number, body: unknown) =>
    server.http.post(`/api/songs/${id}/approve-bengali`).set('Authorization', `Bearer ${authToken}`).send(body as object);

  it('sets language B and workflow status 23, bumps the version and records both in the history', async () => {
    const admin = await server.userWithToken('reviewer', 'correct horse battery', ['admin']);
    const song = await insertSong(server.db, { title: 'আমার সোনার বাংলা', language: 'BE' });
    const response = await approve(admin.token, song.id, { version: 1 }).expect(200);
    const approved = SongUpdateResponse.parse(response.body);
    expect(approved.changed).toEqual(['language', 'workflow_status']);
    expect(approved.song).toMatchObject({ language: 'B', workflow_status: 23, version: 2 });
    expect(await storedSong(song.id)).toEqual(approved.song);
    const history = SongHistoryResponse.parse((await get(`/api/songs/${song.id}/history`).expect(200)).body);
    expect(history.items.map((item) => [item.field, item.old_value, item.new_value, item.username, item.version])).toEqual([
      ['workflow_status', null, '23', 'reviewer', 2],
      ['language', 'BE', 'B', 'reviewer', 2],
    ]);
  });

  it('answers 403 to a user without the permission (an editor), and changes nothing', async () => {
    const editor = await server.userWithToken('plain-editor', 'correct horse battery', ['editor']);
    const song = await insertSong(server.db, { language: 'B' });
    for (const authToken of [token, editor.token]) {
      const response = await approve(authToken, song.id, { version: 1 });
      expect({ status: response.status, code: response.body.error.code }).toEqual({ status: 403, code: 'forbidden' });
      expect(response.body.error.message).toContain('Approve Bengali');
    }
    expect(await storedSong(song.id)).toEqual(song);
  });

  it('answers 409 not_bengali for a song in another language, and 409 version_conflict with the stored song for a stale version', async () => {
    const admin = await server.userWithToken('reviewer', 'correct horse battery', ['admin']);
    const english = await insertSong(server.db, { language: 'E' });
    const refused = await approve(admin.token, english.id, { version: 1 });
    expect({ status: refused.status, code: refused.body.error.code }).toEqual({ status: 409, code: 'not_bengali' });
    expect(await storedSong(english.id)).toEqual(english);

    const bengali = await insertSong(server.db, { language: 'B' });
    await put(`/api/songs/${bengali.id}`, { version: 1, changes: { notes: 'checked' } }).expect(200);
    const stale = await approve(admin.token, bengali.id, { version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('version_conflict');
    expect(stale.body.error.current).toEqual(await storedSong(bengali.id));
    expect((await storedSong(bengali.id)).workflow_status).toBeNull();
  });

  it('answers 400 for a missing version and 404 for an unknown song', async () => {
    const admin = await server.userWithToken('reviewer', 'correct horse battery', ['admin']);
    const song = await insertSong(server.db, { language: 'B' });
    for (const body of [{}, { version: 'one' }, { version: 1, language: 'E' }]) {
      const response = await approve(admin.token, song.id, body);
      expect({ body, status: response.status, code: response.body.error.code }).toEqual({ body, status: 400, code: 'validation_failed' });
    }
    expect((await approve(admin.token, 9999, { version: 1 })).status).toBe(404);
  });
});

describe('POST /api/songs (a new transcription)', () => {
  it('adds the song with version 1, a repo_id from its title and id, and history from nothing', async () => {
    const response = await server.http
      .post('/api/songs')
      .set('Authorization', `Bearer ${token}`)
      .send({ title: 'আমার সোনার বাংলা', abc_source: 'X:1\nT:আমার সোনার বাংলা\nL:1/8\nK:Db\nDEF|\n', language: 'B' })
      .expect(201);
    const { song } = SongResponse.parse(response.body);
    expect(song).toMatchObject({ title: 'আমার সোনার বাংলা', language: 'B', version: 1, repo_id: `আমার-সোনার-বাংলা-${song.id}` });
    expect(song.file_name).toBe(`${song.repo_id}.abc`);
    const history = await server.db('song_history').where({ song_id: song.id }).orderBy('field').select('field', 'old_value');
    expect(history).toEqual([
      { field: 'abc_source', old_value: null },
      { field: 'language', old_value: null },
      { field: 'title', old_value: null },
    ]);
  });

  it('refuses a song without a title (400) and a user without the editor role (403)', async () => {
    const untitled = await server.http.post('/api/songs').set('Authorization', `Bearer ${token}`).send({ title: ' ', abc_source: 'X:1\n' });
    expect(untitled.status).toBe(400);
    const reader = await server.userWithToken('reader', 'correct horse battery', []);
    const refused = await server.http.post('/api/songs').set('Authorization', `Bearer ${reader.token}`).send({ title: 'T', abc_source: 'X:1\n' });
    expect(refused.status).toBe(403);
    expect(await server.db('songs').count<{ n: number }[]>({ n: '*' })).toEqual([{ n: 0 }]);
  });
});

