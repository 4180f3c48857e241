import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { importDemoArchive } from '../demo/importDemo.js';
import { startTestServer, type TestServer } from '../../testing/testServer.js';
import { writeDemoFiles } from './demoFiles.js';
import { readFolderFile } from './folderFiles.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await importDemoArchive(server.db, server.config.corpusDir, { folders: server.config.folders });
}, 120_000);

afterAll(async () => {
  await server.close();
});

describe('writeDemoFiles', () => {
  it("writes every song's ABC file, the Tagore scores and their pages, and opening a Bengali song's file finds its page", async () => {
    const folders = server.config.folders;
    // A file already there is kept.
    const kept = 'X:1\nT:Kept by hand\nK:C\n';
    const first = (await server.db('songs').orderBy('id').first<{ repo_id: string }>('repo_id'))!;
    await writeFile(path.join(folders.songs, `${first.repo_id}.abc`), kept);

    const result = await writeDemoFiles(server.db, folders, server.config.corpusDir);
    const songCount = Number((await server.db('songs').whereNotNull('repo_id').count<{ count: number }[]>({ count: '*' }))[0]!.count);
    expect(result.abcFiles).toBe(songCount - 1);
    expect(await readFile(path.join(folders.songs, `${first.repo_id}.abc`), 'utf8')).toBe(kept);
    const tbt = await readdir(folders.tbt);
    expect(tbt.filter((name) => name.endsWith('.musicxml'))).toHaveLength(10);
    expect(tbt.filter((name) => name.endsWith('.png'))).toHaveLength(10);
    expect(result.tbtFiles).toBe(20);

    const bengali = (await server.db('songs').where({ language: 'B' }).orderBy('id').first<{ repo_id: string; abc_source: string }>('repo_id', 'abc_source'))!;
    const opened = await readFolderFile(folders, 'songs', `${bengali.repo_id}.abc`);
    expect(opened.text).toBe(bengali.abc_source);
    expect(opened.header.K).toBeDefined();
    expect(opened.image).toMatchObject({ name: `${bengali.repo_id}.png`, folder: 'tbt' });
    expect(opened.image!.url.startsWith(`/files/tbt/${bengali.repo_id}.png?v=`)).toBe(true);

    // A second run writes nothing.
    expect(await writeDemoFiles(server.db, folders, server.config.corpusDir)).toEqual({ abcFiles: 0, tbtFiles: 0 });
  }, 60_000);
});
