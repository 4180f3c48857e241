/**
 * @fileoverview The demo archive (issue 3, DESIGN.md 4 "Demo data"): on the first start every
 * tune of the corpus folders DEMO_FOLDERS becomes a song, in one transaction, so the app can be
 * tried at once. `app_meta` records that it ran, so later starts import nothing.
 *
 * A song from a tune: title from its first T: field (else the file name), lyrics (`text`) from
 * its w: lines (lyrics.ts), abc_source the tune with its file-level directives (splitTunes.ts),
 * language E, date the import day, repo_id a slug of the file name and the X: number.
 *
 * Usage examples: importDemo.test.ts (on the real corpus).
 */

import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import type { Knex } from 'knex';

import { nowIso } from '../../timestamps.js';
import { readMeta, writeMeta } from '../meta/appMeta.js';
import { decodeAbcBytes, normaliseLineEnds } from './abcText.js';
import { lyricsOfTune } from './lyrics.js';
import { splitTunes, tuneSource } from './splitTunes.js';

/** Corpus folders imported, in this order (../shared/corpus/README.md). */
export const DEMO_FOLDERS = ['goess-stephen-foster', 'openhymnal'] as const;

/** The `app_meta` key that records a finished demo import. */
export const DEMO_IMPORT_META_KEY = 'demo_import';

/** Songs per INSERT: well under SQLite's limit of bound variables per statement. */
const INSERT_CHUNK = 50;

/** A song row as the import writes it. */
export interface DemoSong {
  title: string;
  date: string;
  language: string;
  text: string;
  abc_source: string;
  repo_id: string;
  file_name: string;
}

export type DemoImportResult =
  | { status: 'imported'; songs: number; files: number }
  | { status: 'already-imported' }
  | { status: 'corpus-missing'; folder: string };

export interface DemoImportOptions {
  /** Called after each chunk of songs is written: songs written so far, songs in all. */
  onProgress?: (written: number, total: number) => void;
  /** The import day; today (local time) by default. */
  today?: Date;
}

/** YYYY-MM-DD of `date` in local time (the day the person running the server sees). */
export function localDay(date: Date): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A lowercase ASCII slug: "Oh__Susanna" -> "oh-susanna", "Café Noir" -> "cafe-noir". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The title of a tune: its first T: field, trimmed; else `fallback`. */
export function titleOfTune(tuneLines: readonly string[], fallback: string): string {
  const titleLine = tuneLines.find((line) => line.startsWith('T:'));
  const title = titleLine?.slice(2).trim() ?? '';
  return title === '' ? fallback : title;
}

/**
 * The songs of one ABC file.
 * @param usedRepoIds repo_ids given so far; a repeated X: number in one file (the Open Hymnal
 *   has five X:1) gets "-2", "-3", ... so every repo_id stays unique
 */
export function songsOfFile(fileName: string, bytes: Uint8Array, day: string, usedRepoIds: Set<string>): DemoSong[] {
  const text = normaliseLineEnds(decodeAbcBytes(bytes));
  const base = path.basename(fileName, path.extname(fileName));
  const fallbackTitle = base.replace(/_+/g, ' ').trim();
  return splitTunes(text).map((tune, index) => {
    const stem = `${slugify(base)}-${tune.referenceNumber ?? index + 1}`;
    let repoId = stem;
    for (let suffix = 2; usedRepoIds.has(repoId); suffix += 1) repoId = `${stem}-${suffix}`;
    usedRepoIds.add(repoId);
    return {
      title: titleOfTune(tune.lines, fallbackTitle).slice(0, 500),
      date: day,
      language: 'E',
      text: lyricsOfTune(tune.lines),
      abc_source: tuneSource(tune),
      repo_id: repoId,
      file_name: path.basename(fileName),
    };
  });
}

/** The .abc files of `folder`, sorted by name. */
async function abcFilesIn(folder: string): Promise<string[]> {
  const names = await readdir(folder);
  return names.filter((name) => name.toLowerCase().endsWith('.abc')).sort().map((name) => path.join(folder, name));
}

async function isDirectory(folder: string): Promise<boolean> {
  try {
    return (await stat(folder)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Imports the demo archive from `corpusDir` unless `app_meta` says it ran. Songs and the
 * record are written in one transaction: a failed import leaves no song and is tried again on
 * the next start. A missing corpus folder imports nothing and records nothing.
 */
export async function importDemoArchive(db: Knex, corpusDir: string, options: DemoImportOptions = {}): Promise<DemoImportResult> {
  if ((await readMeta(db, DEMO_IMPORT_META_KEY)) !== undefined) return { status: 'already-imported' };

  const day = localDay(options.today ?? new Date());
  const usedRepoIds = new Set<string>();
  const songs: DemoSong[] = [];
  let files = 0;
  for (const folderName of DEMO_FOLDERS) {
    const folder = path.join(corpusDir, folderName);
    if (!(await isDirectory(folder))) return { status: 'corpus-missing', folder };
    for (const file of await abcFilesIn(folder)) {
      songs.push(...songsOfFile(file, await readFile(file), day, usedRepoIds));
      files += 1;
    }
  }

  return db.transaction(async (trx) => {
    // Read again inside the transaction: another server may have imported meanwhile.
    if ((await readMeta(trx, DEMO_IMPORT_META_KEY)) !== undefined) return { status: 'already-imported' } as const;
    const now = nowIso();
    for (let start = 0; start < songs.length; start += INSERT_CHUNK) {
      const chunk = songs.slice(start, start + INSERT_CHUNK);
      await trx('songs').insert(chunk.map((song) => ({ ...song, version: 1, created_at: now, updated_at: now })));
      options.onProgress?.(start + chunk.length, songs.length);
    }
    await writeMeta(trx, DEMO_IMPORT_META_KEY, JSON.stringify({ songs: songs.length, files, importedAt: now }));
    return { status: 'imported', songs: songs.length, files } as const;
  });
}
