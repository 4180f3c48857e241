/**
 * @fileoverview Links every image already attached to a song (`song_images.song_id`) to that song
 * in `song_image_links` (20261122190000), so that images stored before links existed stay on
 * their song's list. Data only; the table is made by the migration before.
 */

import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  const linked = db('song_image_links').select('image_id');
  const images = await db('song_images')
    .whereNotNull('song_id')
    .whereNotIn('id', linked)
    .orderBy('id')
    .select<{ id: number; song_id: number; created_at: unknown; created_by: number | null }[]>('id', 'song_id', 'created_at', 'created_by');
  for (const image of images) {
    await db('song_image_links').insert({ song_id: image.song_id, image_id: image.id, created_at: image.created_at, created_by: image.created_by });
  }
}

export async function down(): Promise<void> {
  // The links go with their table (the migration before); song_images.song_id was never changed.
}
