/**
 * The server on PostgreSQL (DESIGN.md 4: DATABASE_URL). Runs only when a disposable database
 * is given, which it empties: TEST_DATABASE_URL=postgres://... npm run test:unit
 */

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SongHistoryResponse, SongListResponse, SongUpdateResponse } from './api-types.js';
import { importDemoArchive } from './services/demo/importDemo.js';
import { readMeta, writeMeta } from './services/meta/appMeta.js';
import { updateSong } from './services/songs/updateSong.js';
import { insertSong, startTestServer, type TestServer } from './testing/testServer.js';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(databaseUrl === undefined)('the server on PostgreSQL', () => {
  let server: TestServer;
  let token: string;
  let userId: number;

  beforeEach(async () => {
    server = await startTestServer({ config: { databaseUrl } });
    const login = await server.userWithToken('editor');
    token = login.token;
    userId = login.user.id;
  });

  afterEach(async () => {
    await server.close();
  });

  const get = (path: string) => server.http.get(path).set('Authorization', `Bearer ${token}`);

  it('imports the demo archive and searches it by title, by id, and with literal wildcards', async () => {
    expect(await importDemoArchive(server.db, server.config.corpusDir, { folders: server.config.folders })).toEqual({ status: 'imported', songs: 322, files: 32, images: 10 });
    const susanna = SongListResponse.parse((await get('/api/songs?q=SUSANNA').expect(200)).body);
    expect(susanna.items.map((item) => item.title)).toEqual(['Oh! Susanna']);
    expect(susanna.total).toBe(1);
    const byId = SongListResponse.parse((await get(`/api/songs?q=${susanna.items[0]!.id}`).expect(200)).body);
    expect(byId.items.map((item) => item.id)).toContain(susanna.items[0]!.id);
    expect(SongListResponse.parse((await get('/api/songs?q=%25').expect(200)).body).total).toBe(0);
    expect(await importDemoArchive(server.db, server.config.corpusDir, { folders: server.config.folders })).toEqual({ status: 'already-imported' });
  });

  it('saves with a version bump and history, and refuses a stale version with 409', async () => {
    const song = await insertSong(server.db, { title: 'On PostgreSQL' });
    const saved = SongUpdateResponse.parse(
      (await server.http.put(`/api/songs/${song.id}`).set('Authorization', `Bearer ${token}`).send({ version: 1, changes: { title: 'Saved' } }).expect(200)).body,
    );
    expect(saved.song).toMatchObject({ title: 'Saved', version: 2 });
    expect(saved.song.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const stale = await server.http.put(`/api/songs/${song.id}`).set('Authorization', `Bearer ${token}`).send({ version: 1, changes: { title: 'Late' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.current).toEqual(saved.song);
    const history = SongHistoryResponse.parse((await get(`/api/songs/${song.id}/history`).expect(200)).body);
    expect(history.items.map((item) => [item.field, item.old_value, item.new_value, item.username])).toEqual([['title', 'On PostgreSQL', 'Saved', 'editor']]);
  });

  it('lets exactly one of many concurrent saves of one version win (the UPDATE checks the version)', async () => {
    const song = await insertSong(server.db);
    const saves = 6;
    // Hold the row so that every save reads version 1 and then waits at its UPDATE; without
    // the version in the UPDATE's WHERE clause, each would then overwrite the one before.
    const holder = await server.db.transaction();
    await holder('songs').where({ id: song.id }).forUpdate().first('id');
    const attempts = Promise.allSettled(
      Array.from({ length: saves }, (_, index) => updateSong(server.db, song.id, { version: 1, changes: { title: `Editor ${index}` } }, userId)),
    );
    const waitingAtUpdate = async (): Promise<number> =>
      Number((await server.db.raw("select count(*) as count from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'update%'")).rows[0].count);
    for (let tries = 0; (await waitingAtUpdate()) < saves && tries < 200; tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await waitingAtUpdate()).toBe(saves);
    await holder.commit();

    const results = await attempts;
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 409, code: 'version_conflict' });
    }
    expect(await server.db('songs').where({ id: song.id }).first('version')).toEqual({ version: 2 });
    expect(Number((await server.db('song_history').count({ count: '*' }))[0]!.count)).toBe(1);
  });

  it('replaces a meta value under the same key', async () => {
    await writeMeta(server.db, 'k', 'one');
    await writeMeta(server.db, 'k', 'two');
    expect(await readMeta(server.db, 'k')).toBe('two');
  });
});
