/**
 * The Bengali songs of the demo archive on the real corpus (issue 6): the demo import on a fresh
 * DATA_DIR yields the 10 tagore-swaralipi songs in language B, their lyrics the MusicXML's
 * syllables (read independently of the importer), the corpus credited, and each song one
 * source image: a PNG in src-img that decodes to a plausible page of dark text on white.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { musicXmlFacts } from '../../../../engine-bindings/src/musicxml/testing/musicXmlFacts.js';
import { insertSong, startTestServer, type TestServer } from '../../testing/testServer.js';
import { createImageStore } from '../images/imageStore.js';
import { readMeta } from '../meta/appMeta.js';
import { DEMO_IMPORT_META_KEY, importDemoArchive } from './importDemo.js';
import { TAGORE_CORPUS_CREDIT, TAGORE_FOLDER } from './tagoreSongs.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const result = await importDemoArchive(server.db, server.config.corpusDir, { folders: server.config.folders });
  expect(result).toMatchObject({ status: 'imported', images: 10 });
});

afterAll(async () => {
  await server.close();
});

const MUSICXML = path.join(path.resolve(import.meta.dirname, '../../../../../shared/corpus'), TAGORE_FOLDER, 'musicxml');
const FILES = readdirSync(MUSICXML).filter((name) => name.endsWith('.musicxml')).sort();

/** The song imported from `file`. */
async function songOf(file: string): Promise<Record<string, unknown>> {
  return server.db('songs').where({ file_name: file }).first();
}

describe('the Bengali songs of the demo archive', () => {
  it('are the 10 songs of tagore-swaralipi, in language B', async () => {
    expect(FILES).toHaveLength(10);
    const rows = await server.db('songs').where({ language: 'B' }).orderBy('file_name').pluck('file_name');
    expect(rows).toEqual(FILES);
  });

  it.each(FILES)('%s: title, lyrics equal to the MusicXML syllables (NFC), abc_lyrics, credit', async (file) => {
    const xml = readFileSync(path.join(MUSICXML, file), 'utf8');
    const syllables = musicXmlFacts(xml)
      .flatMap((voice) => voice.notes)
      .flatMap((note) => (note.lyrics.has('1') ? [note.lyrics.get('1')!] : []));
    const song = await songOf(file);

    const workTitle = /<work-title>([^<]*)<\/work-title>/.exec(xml)![1]!;
    expect(song.title).toBe(workTitle.normalize('NFC'));
    const text = String(song.text);
    expect(text).toBe(text.normalize('NFC'));
    expect(syllables.length).toBeGreaterThan(50);
    // Every syllable is a MusicXML `single`: the lyrics are the syllables in order, apart.
    expect(text.split(/\s+/)).toEqual(syllables.join(' ').split(' '));

    const abcLyrics = String(song.abc_lyrics).split('\n');
    expect(abcLyrics.every((line) => line.startsWith('w:'))).toBe(true);
    expect(String(song.abc_source)).toContain(abcLyrics[0]!);
    expect(song.abc_source).toMatch(/^X:1\nT:/);

    const notes = String(song.notes);
    for (const part of [TAGORE_CORPUS_CREDIT.title, TAGORE_CORPUS_CREDIT.author, TAGORE_CORPUS_CREDIT.url, 'CC BY 4.0', 'Rabindranath Tagore']) {
      expect(notes).toContain(part);
    }
  });

  it.each(FILES)('%s: one source image, a PNG page in src-img that decodes', async (file) => {
    const song = await songOf(file);
    const images = createImageStore({ db: server.db, folders: server.config.folders });
    const list = await images.listForSong(Number(song.id));
    expect(list).toHaveLength(1);
    const [image] = list;
    expect(image).toMatchObject({ folder: 'src-img', content_type: 'image/png', original_name: file.replace('.musicxml', '.png'), created_by: null });
    expect(image!.url).toBe(`/files/src-img/${image!.name}`);

    const bytes = readFileSync(images.filePath(image!));
    expect(bytes.byteLength).toBe(image!.byte_size);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: image!.width, height: image!.height });
    // A page: wider than a phone screen, at most the image cap, some lines of text tall.
    expect(image!.width).toBeGreaterThanOrEqual(800);
    expect(image!.width).toBeLessThanOrEqual(4000);
    expect(image!.height).toBeGreaterThanOrEqual(600);
    expect(image!.height).toBeLessThanOrEqual(4000);
    // Dark text on white paper: mostly white, with ink in it.
    const { channels } = await sharp(bytes).stats();
    expect(channels[0]!.mean).toBeGreaterThan(200);
    expect(channels[0]!.min).toBeLessThan(60);
  });

  it('records the import with its image count', async () => {
    expect(JSON.parse((await readMeta(server.db, DEMO_IMPORT_META_KEY))!)).toMatchObject({ images: 10 });
    expect(await readdir(server.config.folders['src-img'])).toHaveLength(10);
  });
});

describe('a failed demo import', () => {
  it('leaves no song, no image row and no image file behind', async () => {
    const fresh = await startTestServer();
    try {
      // The last Bengali song's repo_id is taken, so its insert fails after 9 pages were stored.
      await insertSong(fresh.db, { repo_id: 'tumi-robe-nirobe-1' });
      await expect(importDemoArchive(fresh.db, fresh.config.corpusDir, { folders: fresh.config.folders })).rejects.toThrow();
      expect(await fresh.db('songs').count({ count: '*' })).toEqual([{ count: 1 }]);
      expect(await fresh.db('song_images').count({ count: '*' })).toEqual([{ count: 0 }]);
      expect(await readdir(fresh.config.folders['src-img'])).toEqual([]);
      expect(await readMeta(fresh.db, DEMO_IMPORT_META_KEY)).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });
});
