/**
 * @fileoverview The songbooks of the demo archive (DESIGN.md 4 "Demo data": "songs with lyrics,
 * a few songbooks"), written by the demo import (services/demo/importDemo.ts) in its transaction
 * once the songs are in:
 *
 * - TAG: the ten Tagore songs, one to a page, in the corpus's (alphabetical) order;
 * - OH: the Open Hymnal, each hymn on the page of its number (its X: number, which the book's
 *   own `%%header` prints as the hymn number);
 * - SF: the Stephen Foster songs, two pages to a song;
 * - SEL: a small mixed selection (the first Tagore songs, then the first Foster songs), so that
 *   some songs stand in two books.
 *
 * Usage examples: demoSongbooks.test.ts, importDemo.test.ts.
 */

import type { Knex } from 'knex';

import { createSongbook } from './songbooks.js';

/** How a demo book numbers its pages. */
type PageRule = (index: number, abcSource: string) => number;

/** One page per song, from page 1. */
const onePagePerSong: PageRule = (index) => index + 1;
/** Two pages per song, from page 1. */
const twoPagesPerSong: PageRule = (index) => 2 * index + 1;

/** The reference number of the tune's `X:` line (ABC 2.1 3.1.1), or 1 + index without one. */
export const tuneNumberPage: PageRule = (index, abcSource) => {
  const match = /^X:\s*(\d{1,6})/m.exec(abcSource);
  return match === null ? index + 1 : Number(match[1]);
};

/** A book of the demo: which corpus folder's songs (all, or the first `take`), and its pages. */
interface DemoSongbook {
  code: string;
  name: string;
  parts: readonly { folder: string; take?: number }[];
  page: PageRule;
}

export const DEMO_SONGBOOKS: readonly DemoSongbook[] = [
  { code: 'TAG', name: 'Rabindrasangeet: Ten Songs of Tagore', parts: [{ folder: 'tagore-swaralipi' }], page: onePagePerSong },
  { code: 'OH', name: 'The Open Hymnal', parts: [{ folder: 'openhymnal' }], page: tuneNumberPage },
  { code: 'SF', name: 'Songs of Stephen Foster', parts: [{ folder: 'goess-stephen-foster' }], page: twoPagesPerSong },
  {
    code: 'SEL',
    name: 'An Evening Selection',
    parts: [
      { folder: 'tagore-swaralipi', take: 3 },
      { folder: 'goess-stephen-foster', take: 3 },
    ],
    page: onePagePerSong,
  },
];

/**
 * Writes DEMO_SONGBOOKS for songs already inserted.
 * @param repoIdsByFolder each corpus folder's songs by repo_id, in import order; a folder
 *   missing here (or a repo_id not in `songs`) leaves its songs out
 * @returns the number of books written
 */
export async function writeDemoSongbooks(db: Knex | Knex.Transaction, repoIdsByFolder: ReadonlyMap<string, readonly string[]>): Promise<number> {
  const wanted = [...repoIdsByFolder.values()].flat();
  const rows: { id: unknown; repo_id: unknown; abc_source: unknown }[] = [];
  for (let start = 0; start < wanted.length; start += 500) {
    rows.push(...(await db('songs').whereIn('repo_id', wanted.slice(start, start + 500)).select('id', 'repo_id', 'abc_source')));
  }
  const byRepoId = new Map(rows.map((row) => [String(row.repo_id), { id: Number(row.id), abcSource: String(row.abc_source) }]));

  for (const book of DEMO_SONGBOOKS) {
    const members = book.parts.flatMap(({ folder, take }) => (repoIdsByFolder.get(folder) ?? []).slice(0, take));
    const songs = members.flatMap((repoId, index) => {
      const song = byRepoId.get(repoId);
      return song === undefined ? [] : [{ songId: song.id, page: book.page(index, song.abcSource) }];
    });
    await createSongbook(db, { code: book.code, name: book.name, songs });
  }
  return DEMO_SONGBOOKS.length;
}
