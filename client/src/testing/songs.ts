/**
 * @fileoverview Songs for unit tests, shaped as the server sends them (server/src/api-types.ts
 * Song). The ABC is a real tune of the demo corpus (Stephen Foster, "Oh! Susanna", opening bars).
 */

import type { Song } from '../../../server/src/api-types.ts';

export const SUSANNA_ABC = [
  'X:1',
  'T:Oh! Susanna',
  'C:Stephen Foster',
  'M:2/4',
  'L:1/8',
  'K:G',
  'GA|B d d e|d B G A|B B A G|A3 GA|',
  'w:I come from A-la-bam-a wid my ban-jo on my knee, I\'m',
  '',
].join('\n');

/** A song as `GET /api/songs/:id` returns it; `overrides` change any field. */
export function makeSong(overrides: Partial<Song> = {}): Song {
  return {
    id: 7,
    title: 'Oh! Susanna',
    date: '1848-02-25',
    language: 'E',
    nr2000: null,
    text: "I come from Alabama wid my banjo on my knee",
    abc_source: SUSANNA_ABC,
    abc_lyrics: '',
    notes: '',
    translation: '',
    repo_id: 'susanna',
    file_name: 'susanna.abc',
    version: 3,
    updated_at: '2026-11-22T09:00:00Z',
    workflow_status: null,
    ...overrides,
  };
}
