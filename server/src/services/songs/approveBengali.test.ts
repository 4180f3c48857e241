import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { insertSong, startTestServer, type TestServer } from '../../testing/testServer.js';
import { approveBengali } from './approveBengali.js';
import { listSongHistory } from './songHistory.js';

let server: TestServer;
let userId: number;

beforeEach(async () => {
  server = await startTestServer();
  userId = (await server.userWithToken('reviewer', 'correct horse battery', ['admin'])).user.id;
});

afterEach(async () => {
  await server.close();
});

describe('approveBengali', () => {
  it('keeps language B and records only the workflow status for a song already in B', async () => {
    const song = await insertSong(server.db, { language: 'B' });
    const approved = await approveBengali(server.db, song.id, { version: 1 }, userId);
    expect(approved.changed).toEqual(['workflow_status']);
    expect(approved.song).toMatchObject({ language: 'B', workflow_status: 23, version: 2 });
  });

  it('writes nothing a second time: an approved song stays at its version', async () => {
    const song = await insertSong(server.db, { language: 'BE' });
    await approveBengali(server.db, song.id, { version: 1 }, userId);
    const again = await approveBengali(server.db, song.id, { version: 2 }, userId);
    expect(again.changed).toEqual([]);
    expect(again.song.version).toBe(2);
    expect((await listSongHistory(server.db, song.id, { limit: 50, offset: 0 })).total).toBe(2);
  });

  it('refuses every language but B and BE with not_bengali, writing nothing', async () => {
    for (const language of ['E', 'F', 'L', 'S']) {
      const song = await insertSong(server.db, { language });
      await expect(approveBengali(server.db, song.id, { version: 1 }, userId)).rejects.toMatchObject({ status: 409, code: 'not_bengali' });
      expect(await server.db('songs').where({ id: song.id }).first('language', 'workflow_status', 'version')).toEqual({
        language,
        workflow_status: null,
        version: 1,
      });
    }
  });
});
