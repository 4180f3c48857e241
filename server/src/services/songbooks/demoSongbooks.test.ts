import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, type TestServer } from '../../testing/testServer.js';
import { importDemoArchive } from '../demo/importDemo.js';
import { listSongbooks, songbooksOfSong } from './songbooks.js';
import { tuneNumberPage } from './demoSongbooks.js';

let server: TestServer;

// One import of the real corpus for the whole file: it draws ten pages and writes 322 songs.
beforeAll(async () => {
  server = await startTestServer();
  await importDemoArchive(server.db, server.config.corpusDir, { folders: server.config.folders, today: new Date(2026, 10, 22) });
});

afterAll(async () => {
  await server.close();
});

describe('tuneNumberPage', () => {
  it("takes the X: number of the tune, and 1 + index when there is none", () => {
    expect(tuneNumberPage(0, '%%header "OPENING SONGS\t\t23"\nX: 23\nT:God Himself is Present\n')).toBe(23);
    expect(tuneNumberPage(4, 'T:No number\nK:C\n')).toBe(5);
  });
});

describe('the demo songbooks', () => {
  it('are the Tagore songs, the Open Hymnal, the Foster songs and a mixed selection', async () => {
    const books = await listSongbooks(server.db);
    expect(books.map(({ code, song_count }) => [code, song_count])).toEqual([
      ['OH', 292],
      ['SEL', 6],
      ['SF', 20],
      ['TAG', 10],
    ]);
  });

  it('place each Tagore song on its own page and give it its demo K number', async () => {
    const tagore = await server.db('songs').where({ language: 'B' }).orderBy('id').select('id', 'nr2000', 'file_name');
    expect(tagore.map((song) => song.nr2000)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    const first = await songbooksOfSong(server.db, Number(tagore[0].id));
    expect(first.map(({ code, page }) => [code, page])).toEqual([
      ['SEL', 1],
      ['TAG', 1],
    ]);
    const last = await songbooksOfSong(server.db, Number(tagore[9].id));
    expect(last.map(({ code, page }) => [code, page])).toEqual([['TAG', 10]]);
  });

  it('put an Open Hymnal hymn on the page of its number', async () => {
    const hymn = await server.db('songs').where({ title: 'God Himself is Present' }).first('id');
    expect(await songbooksOfSong(server.db, Number(hymn.id))).toEqual([
      expect.objectContaining({ code: 'OH', name: 'The Open Hymnal', page: 23 }),
    ]);
  });
});
