import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startTestServer, type TestServer } from '../../testing/testServer.js';
import { readMeta } from '../meta/appMeta.js';
import { DEMO_IMPORT_META_KEY, importDemoArchive, slugify, songsOfFile, titleOfTune } from './importDemo.js';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

const TODAY = new Date(2026, 10, 22, 12, 0);

/** The options every import needs: the test server's folders. */
const OPTIONS = () => ({ folders: server.config.folders });

describe('importDemoArchive on the real corpus', () => {
  it('imports the 20 Stephen Foster songs, the 292 Open Hymnal tunes and the 10 Tagore songs once', async () => {
    const progress: [number, number][] = [];
    const steps: string[] = [];
    const result = await importDemoArchive(server.db, server.config.corpusDir, {
      folders: server.config.folders,
      today: TODAY,
      onProgress: (written, total) => progress.push([written, total]),
      onStep: (line) => steps.push(line),
    });
    expect(result).toEqual({ status: 'imported', songs: 322, files: 32, images: 10 });
    expect(progress.at(-1)).toEqual([322, 322]);
    expect(steps[0]).toBe('Drawing the swaralipi pages of the Bengali songs in tagore-swaralipi ...');
    expect(steps.slice(1)).toHaveLength(10);
    expect(steps[1]).toMatch(/^ {2}1\/10 আগুনের পরশমণি/);

    const perFolder = await server.db('songs').select('file_name').count<{ file_name: string; count: number }[]>({ count: '*' }).groupBy('file_name');
    const count = (predicate: (file: string) => boolean): number =>
      perFolder.filter((row) => predicate(String(row.file_name))).reduce((sum, row) => sum + Number(row.count), 0);
    expect(count((file) => file.startsWith('OpenHymnal_'))).toBe(292);
    expect(count((file) => file.endsWith('.musicxml'))).toBe(10);
    expect(count((file) => !file.startsWith('OpenHymnal_') && !file.endsWith('.musicxml'))).toBe(20);

    expect(JSON.parse((await readMeta(server.db, DEMO_IMPORT_META_KEY))!)).toMatchObject({ songs: 322, files: 32, images: 10 });
    expect(await importDemoArchive(server.db, server.config.corpusDir, OPTIONS())).toEqual({ status: 'already-imported' });
    expect(await server.db('songs').count({ count: '*' })).toEqual([{ count: 322 }]);
  });

  it('makes Oh! Susanna a song with its title, lyrics, LF-only source, language, date and repo_id', async () => {
    await importDemoArchive(server.db, server.config.corpusDir, { ...OPTIONS(), today: TODAY });
    const song = await server.db('songs').where({ file_name: 'Oh__Susanna.abc' }).first();
    expect(song).toMatchObject({ title: 'Oh! Susanna', language: 'E', date: '2026-11-22', repo_id: 'oh-susanna-1', version: 1 });
    expect(song.text).toContain('Alabama');
    expect(song.text.split('\n')[0]).toBe('I come from Alabama with my banjo on my knee; I gwan to Lousiana My');
    expect(song.abc_source.startsWith('X: 1\nT:Oh! Susanna\n')).toBe(true);
    expect(song.abc_source).not.toContain('\r');
  });

  it("keeps an Open Hymnal tune's file-level %% lines in front of it", async () => {
    await importDemoArchive(server.db, server.config.corpusDir, { ...OPTIONS(), today: TODAY });
    const song = await server.db('songs').where({ title: 'God Himself is Present' }).first();
    const lines: string[] = song.abc_source.split('\n');
    const xLine = lines.findIndex((line) => line.startsWith('X:'));
    expect(lines[xLine]).toBe('X: 23');
    expect(lines.slice(0, xLine)).toContain('%%pagewidth\t21.6000cm');
    expect(lines.slice(0, xLine)).toContain('%%header "OPENING SONGS\t\t23"');
    expect(lines.slice(0, xLine).every((line) => line.startsWith('%%'))).toBe(true);
    expect(song.text).toContain('God Himself is present');
    expect(song.repo_id).toBe('openhymnal-part1-23');
  });

  it('gives every song a unique repo_id, also for the four X:1 tunes of one Open Hymnal file', async () => {
    await importDemoArchive(server.db, server.config.corpusDir, { ...OPTIONS(), today: TODAY });
    const ids = (await server.db('songs').pluck('repo_id')) as string[];
    expect(new Set(ids).size).toBe(322);
    expect(ids.filter((id) => /^openhymnal-part1-1(-\d+)?$/.test(id))).toEqual([
      'openhymnal-part1-1',
      'openhymnal-part1-1-2',
      'openhymnal-part1-1-3',
      'openhymnal-part1-1-4',
    ]);
  });

  it('imports nothing and records nothing when the corpus is missing', async () => {
    const missing = path.join(server.dir, 'no-corpus');
    expect(await importDemoArchive(server.db, missing, OPTIONS())).toEqual({ status: 'corpus-missing', folder: path.join(missing, 'goess-stephen-foster') });
    expect(await readMeta(server.db, DEMO_IMPORT_META_KEY)).toBeUndefined();
    expect(await server.db('songs').count({ count: '*' })).toEqual([{ count: 0 }]);
  });
});

describe('songsOfFile', () => {
  it('reads a Latin-1, CRLF file and falls back to the file name for a missing title', () => {
    const bytes = Buffer.from('X:7\r\nT:Caf\xe9 Waltz\r\nK:C\r\nCDEF|\r\nw:ca-f\xe9 au lait\r\n\r\nX:8\r\nK:G\r\nG|\r\n', 'latin1');
    const songs = songsOfFile('/corpus/folder/Old_Tunes.abc', bytes, '2026-11-22', new Set());
    expect(songs.map((song) => [song.title, song.repo_id, song.file_name, song.text])).toEqual([
      ['Café Waltz', 'old-tunes-7', 'Old_Tunes.abc', 'café au lait'],
      ['Old Tunes', 'old-tunes-8', 'Old_Tunes.abc', ''],
    ]);
    expect(songs[0]!.abc_source).toBe('X:7\nT:Café Waltz\nK:C\nCDEF|\nw:ca-fé au lait\n');
  });
});

describe('slugify and titleOfTune', () => {
  it('slugs file names to lowercase ASCII words joined by hyphens', () => {
    expect(slugify('We_Are_Coming__Father_Abraam__300_000_More')).toBe('we-are-coming-father-abraam-300-000-more');
    expect(slugify('Café Noir!')).toBe('cafe-noir');
  });

  it('takes the first T: field, trimmed', () => {
    expect(titleOfTune(['X:1', 'T:  Main title ', 'T:Subtitle'], 'file')).toBe('Main title');
    expect(titleOfTune(['X:1', 'T:', 'K:C'], 'file')).toBe('file');
  });
});
