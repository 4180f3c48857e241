import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { dataFolders, ensureDataFolders, FOLDER_NAMES, IMAGE_FOLDERS, isImageFolder } from './dataFolders.js';
import { makeTempDir } from './testing/testServer.js';

let dir: string;
let remove: () => Promise<void>;

beforeEach(async () => {
  ({ dir, remove } = await makeTempDir());
});

afterEach(async () => {
  await remove();
});

describe('the folders of app-spec 9', () => {
  it('are files (served) with the four image folders inside, and songs beside it', () => {
    const folders = dataFolders(dir);
    expect(Object.keys(folders).sort()).toEqual([...FOLDER_NAMES].sort());
    expect(folders.files).toBe(path.join(dir, 'files'));
    for (const name of IMAGE_FOLDERS) expect(folders[name]).toBe(path.join(dir, 'files', name));
    expect(folders.songs).toBe(path.join(dir, 'songs'));
    expect(isImageFolder('src-img')).toBe(true);
    expect(isImageFolder('songs')).toBe(false);
  });

  it('are created, and a second call keeps what is in them', async () => {
    const folders = dataFolders(dir);
    await ensureDataFolders(folders);
    writeFileSync(path.join(folders['src-img'], 'kept.png'), 'x');
    await ensureDataFolders(folders);
    for (const name of FOLDER_NAMES) expect(statSync(folders[name]).isDirectory()).toBe(true);
    expect(statSync(path.join(folders['src-img'], 'kept.png')).isFile()).toBe(true);
  });
});
