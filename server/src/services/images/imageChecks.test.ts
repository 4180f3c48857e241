import { mkdir, readdir, readFile, symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { insertSong, startTestServer, type TestServer } from '../../testing/testServer.js';
import { checkImages, ORIGINAL_PREFIX } from './imageChecks.js';
import { createImageStore } from './imageStore.js';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

const folder = (name: 'src-img' | 'tbt' | 'UNASSIGNED' | 'archive') => server.config.folders[name];
const jpeg = () => sharp({ create: { width: 90, height: 60, channels: 3, background: '#eee' } }).jpeg().toBuffer();
const check = () => checkImages({ db: server.db, folders: server.config.folders, userId: null });

describe('checkImages', () => {
  it('records a scan put into tbt by hand, re-encoded under a new name, and keeps the original hidden beside it', async () => {
    const scan = await jpeg();
    await writeFile(path.join(folder('tbt'), 'Scan 0001.JPG'), scan);
    const result = await check();

    expect(result.refused).toEqual([]);
    expect(result.added).toHaveLength(1);
    const [image] = result.added;
    expect(image).toMatchObject({ folder: 'tbt', song_id: null, original_name: 'Scan 0001.JPG', content_type: 'image/jpeg', width: 90, height: 60 });
    expect(image!.name).toMatch(/^u-[0-9a-f]{16}\.jpg$/);
    expect((await readdir(folder('tbt'))).sort()).toEqual([`${ORIGINAL_PREFIX}Scan 0001.JPG`, image!.name].sort());
    expect((await readFile(path.join(folder('tbt'), `${ORIGINAL_PREFIX}Scan 0001.JPG`))).equals(scan)).toBe(true);

    // A second check finds nothing new.
    expect(await check()).toEqual({ added: [], refused: [], missing: [], remaining: 0 });
  });

  it('moves a file found in src-img to UNASSIGNED, since no song holds it yet', async () => {
    await writeFile(path.join(folder('src-img'), 'page.png'), await sharp(await jpeg()).png().toBuffer());
    const { added } = await check();
    expect(added.map((image) => [image.folder, image.content_type])).toEqual([['UNASSIGNED', 'image/png']]);
    expect(await readdir(folder('UNASSIGNED'))).toEqual([added[0]!.name]);
  });

  it('refuses what is no image, with the reason, and leaves it where it is', async () => {
    await writeFile(path.join(folder('UNASSIGNED'), 'notes.png'), 'just some words');
    await writeFile(path.join(folder('UNASSIGNED'), 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const result = await check();
    expect(result.added).toEqual([]);
    expect(result.refused).toEqual([
      { folder: 'UNASSIGNED', file: 'logo.svg', message: 'SVG images are not accepted (they can carry scripts); upload a JPEG, PNG or WebP image' },
      { folder: 'UNASSIGNED', file: 'notes.png', message: 'This file is not a JPEG, PNG or WebP image; only those are accepted' },
    ]);
    expect((await readdir(folder('UNASSIGNED'))).sort()).toEqual(['logo.svg', 'notes.png']);
  });

  it('skips hidden files, folders and symbolic links', async () => {
    await writeFile(path.join(folder('tbt'), '.partial.png.tmp'), await jpeg());
    await mkdir(path.join(folder('tbt'), 'sub'));
    await symlink('/etc/hostname', path.join(folder('tbt'), 'link.png'));
    expect(await check()).toEqual({ added: [], refused: [], missing: [], remaining: 0 });
  });

  it('stops after its cap and says how many files wait for the next check', async () => {
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg']) await writeFile(path.join(folder('tbt'), name), await jpeg());
    const first = await checkImages({ db: server.db, folders: server.config.folders, userId: null, maxFiles: 2 });
    expect(first.added.map((image) => image.original_name)).toEqual(['a.jpg', 'b.jpg']);
    expect(first.remaining).toBe(1);
    const second = await checkImages({ db: server.db, folders: server.config.folders, userId: null, maxFiles: 2 });
    expect(second.added.map((image) => image.original_name)).toEqual(['c.jpg']);
    expect(second.remaining).toBe(0);
  });

  it('lists a record whose file is gone as missing, and keeps the record', async () => {
    const song = await insertSong(server.db);
    const images = createImageStore({ db: server.db, folders: server.config.folders });
    const image = await images.store(await jpeg(), { songId: song.id });
    await unlink(images.filePath(image));
    const result = await check();
    expect(result.missing).toEqual([image]);
    expect(await images.listForSong(song.id)).toEqual([image]);
  });
});
