import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { insertSong, startTestServer, type TestServer } from '../../testing/testServer.js';
import { recentSongs } from './recentSongs.js';
import { updateSong } from './updateSong.js';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

describe('recentSongs', () => {
  it('lists the songs written last first, with who saved them; imported songs have no name', async () => {
    const userId = (await server.userWithToken('mira')).user.id;
    const first = await insertSong(server.db, { title: 'First', repo_id: 'first' });
    const second = await insertSong(server.db, { title: 'Second' });
    const third = await insertSong(server.db, { title: 'Third' });
    // Inserted in one millisecond or not, the later id comes first among equals.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await updateSong(server.db, first.id, { version: 1, changes: { notes: 'edited' } }, userId);

    const recent = await recentSongs(server.db, { limit: 1000 });
    expect(recent.items.map((item) => [item.title, item.updated_by])).toEqual([
      ['First', 'mira'],
      ['Third', null],
      ['Second', null],
    ]);
    expect(recent.items[0]).toMatchObject({ id: first.id, repo_id: 'first', language: 'E' });
    expect(Date.parse(recent.items[0]!.updated_at)).toBeGreaterThan(Date.parse(third.updated_at));
    expect(second.id).toBeLessThan(third.id);
  });

  it('keeps to the limit', async () => {
    for (const title of ['A', 'B', 'C']) await insertSong(server.db, { title });
    expect((await recentSongs(server.db, { limit: 2 })).items).toHaveLength(2);
  });
});
