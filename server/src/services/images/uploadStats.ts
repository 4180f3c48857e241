/**
 * @fileoverview Upload stats (app-spec 3 "Upload stats: song_count, total, uploaded,
 * image_count"; 7 "Upload stats (uploadGetStats)"): how far the archive's songs have their
 * source images, for the wizard's tools and the reports.
 *
 * - `total`: songs in the archive;
 * - `song_count`: songs with at least one image on their list;
 * - `image_count`: images the server keeps (attached or not);
 * - `uploaded`: those uploaded by a user (the rest came from the demo import or the image check
 *   run by no user).
 *
 * Usage examples: uploadStats.test.ts.
 */

import type { Knex } from 'knex';

import type { UploadStats } from '../../api-types.js';

/** Counts one query's single `count` (PostgreSQL answers bigint counts as strings). */
async function count(query: Knex.QueryBuilder): Promise<number> {
  const [row] = (await query.count({ count: '*' })) as { count: number | string }[];
  return Number(row?.count ?? 0);
}

/** The upload stats of the archive on `db`. */
export async function uploadStats(db: Knex): Promise<UploadStats> {
  const [total, songCount, imageCount, uploaded] = await Promise.all([
    count(db('songs')),
    count(db.from(db('song_image_links').distinct('song_id').as('songs_with_images'))),
    count(db('song_images')),
    count(db('song_images').whereNotNull('created_by')),
  ]);
  return { song_count: songCount, total, uploaded, image_count: imageCount };
}
