/**
 * @fileoverview Song search for the song picker (`GET /api/songs?q=&nr2000=&limit=&offset=`): a
 * case-insensitive title substring, and for a numeric query also the song with that id
 * (app-spec 2.2: "search by title or id"); `nr2000` keeps the songs with exactly that Kailash
 * number (app-spec 2.4, "open by Kailash number").
 *
 * A title search lists first the song whose id the query is, then the titles with a word that
 * starts with the query, then the titles that hold it inside a word, each group by title: typing
 * "Sus" should offer "Oh! Susanna" before the "Jesus" hymns.
 *
 * Usage examples: searchSongs.test.ts.
 */

import type { Knex } from 'knex';

import type { SongListQuery, SongListResponse } from '../../api-types.js';
import { MAX_SONG_ID, SONG_SUMMARY_COLUMNS, toSongSummary } from './songRows.js';

/** The LIKE escape character used by `titleContains` (written into the SQL as '\'). */
const LIKE_ESCAPE = '\\';

/**
 * Escapes LIKE's wildcards `%` and `_` and the escape character itself, so a title search for
 * "100%" or "a_b" matches those characters literally.
 */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => LIKE_ESCAPE + character);
}

/** The id a query names, when it is a whole number in the id range; else undefined. */
export function idFromQuery(q: string): number | undefined {
  if (!/^\d{1,10}$/.test(q)) return undefined;
  const id = Number(q);
  return id >= 1 && id <= MAX_SONG_ID ? id : undefined;
}

/**
 * Adds the search condition for `q` to `query` (nothing for an empty q): in the title (or the
 * id), or in the lyrics (`text` and `abc_lyrics`) for `field` 'lyrics'. Both sides are lowered; SQLite's lower() folds ASCII letters only, PostgreSQL's all of Unicode.
 */
function whereMatches(query: Knex.QueryBuilder, q: string, field: SongListQuery['in']): Knex.QueryBuilder {
  if (q === '') return query;
  const pattern = `%${escapeLikePattern(q.toLowerCase())}%`;
  if (field === 'lyrics') {
    return query.where((where) => {
      where.whereRaw(`lower(text) like ? escape '${LIKE_ESCAPE}'`, [pattern]);
      where.orWhereRaw(`lower(abc_lyrics) like ? escape '${LIKE_ESCAPE}'`, [pattern]);
    });
  }
  const id = idFromQuery(q);
  return query.where((where) => {
    where.whereRaw(`lower(title) like ? escape '${LIKE_ESCAPE}'`, [pattern]);
    if (id !== undefined) where.orWhere('id', id);
  });
}

/**
 * Adds the exact Kailash number condition (open by K number, app-spec 2.4): the stored text
 * must equal `nr2000` exactly, so K 12 does not open K 120. Nothing when it is not given.
 */
function whereKailashNumber(query: Knex.QueryBuilder, nr2000: string | undefined): Knex.QueryBuilder {
  return nr2000 === undefined ? query : query.where('nr2000', nr2000);
}

/**
 * Orders a title search as the file overview says (an id match, a word starting with `q`, the
 * rest), then by title and id; a lyrics search or no query by title and id only.
 */
function orderByRelevance(query: Knex.QueryBuilder, q: string, field: SongListQuery['in']): Knex.QueryBuilder {
  if (q !== '' && field !== 'lyrics') {
    const escaped = escapeLikePattern(q.toLowerCase());
    const wordStart = `lower(title) like ? escape '${LIKE_ESCAPE}' or lower(title) like ? escape '${LIKE_ESCAPE}'`;
    // An id that cannot be one (-1) keeps the statement the same shape for every query.
    query.orderByRaw(`case when id = ? then 0 when ${wordStart} then 1 else 2 end`, [idFromQuery(q) ?? -1, `${escaped}%`, `% ${escaped}%`]);
  }
  return query.orderBy([{ column: 'title' }, { column: 'id' }]);
}

/** Both conditions of `query` on a new query of `songs`. */
function matchingSongs(db: Knex, query: SongListQuery): Knex.QueryBuilder {
  return whereKailashNumber(whereMatches(db('songs'), query.q, query.in), query.nr2000);
}

/**
 * One page of matching songs, in the order of the file overview, and the number of all matches.
 * @param query already validated (api-types `SongListQuery`: q trimmed, nr2000 trimmed,
 *   limit 1..200)
 */
export async function searchSongs(db: Knex, query: SongListQuery): Promise<SongListResponse> {
  const [countRow] = await matchingSongs(db, query).count<{ count: number | string }[]>({ count: '*' });
  const rows = await orderByRelevance(matchingSongs(db, query).select(...SONG_SUMMARY_COLUMNS), query.q, query.in)
    .limit(query.limit)
    .offset(query.offset);
  return {
    items: rows.map(toSongSummary),
    total: Number(countRow?.count ?? 0),
    limit: query.limit,
    offset: query.offset,
  };
}
