import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { FolderFileResponse, FolderFilesResponse, FoldersResponse, SaveAbcFileResponse } from '../api-types.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';

let server: TestServer;
let token: string;

beforeEach(async () => {
  server = await startTestServer();
  token = (await server.userWithToken('editor')).token;
});

afterEach(async () => {
  await server.close();
});

const get = (url: string) => server.http.get(url).set('Authorization', `Bearer ${token}`);
const put = (url: string, body: unknown) => server.http.put(url).set('Authorization', `Bearer ${token}`).send(body as object);

describe('/api/folders', () => {
  it('lists the folders, a folder, and opens a file with its header and matching image (open ABC file)', async () => {
    await writeFile(path.join(server.config.folders.tbt, 'jana-gana-mana.abc'), 'X:1\nT:Jana Gana Mana\nC:1911-12-27\nL:1/8\nK:Db\nD2|\n');
    await writeFile(path.join(server.config.folders.tbt, 'jana-gana-mana.png'), 'png');

    const folders = FoldersResponse.parse((await get('/api/folders').expect(200)).body);
    expect(folders.folders.find((folder) => folder.name === 'tbt')).toEqual({ name: 'tbt', file_count: 2 });

    const listed = FolderFilesResponse.parse((await get('/api/folders/tbt/files').expect(200)).body);
    expect(listed.files.map((file) => file.name)).toEqual(['jana-gana-mana.abc', 'jana-gana-mana.png']);

    const opened = FolderFileResponse.parse((await get('/api/folders/tbt/files/jana-gana-mana.abc').expect(200)).body);
    expect(opened.header).toEqual({ X: '1', T: 'Jana Gana Mana', C: '1911-12-27', L: '1/8', K: 'Db' });
    expect(opened.image).toMatchObject({ name: 'jana-gana-mana.png', folder: 'tbt' });
    expect(opened.image!.url).toMatch(/^\/files\/tbt\/jana-gana-mana\.png\?v=\d{5}$/);
    // The URL really serves the image.
    await server.http.get(opened.image!.url).expect(200);
  });

  it('refuses unknown folders (404) and names with a path, a parent reference or an unknown extension (400)', async () => {
    expect((await get('/api/folders/svg/files')).body.error.code).toBe('folder_not_found');
    for (const name of ['..%2F..%2Fjwt-secret.abc', '%2Fetc%2Fpasswd.abc', '..abc', 'x.txt', '.hidden.abc', 'a%5Cb.abc']) {
      const response = await get(`/api/folders/songs/files/${name}`);
      expect({ name, status: response.status, code: response.body.error?.code }).toEqual({ name, status: 400, code: 'bad_file_name' });
    }
    expect((await get('/api/folders/songs/files/missing.abc')).status).toBe(404);
  });

  it('saves to an ABC file in the songs folder, then opens it; empty text is refused with the words of app-spec 8', async () => {
    const saved = SaveAbcFileResponse.parse((await put('/api/folders/songs/files/oh-susanna-1.abc', { text: 'X:1\nT:Oh! Susanna\nK:D\n' }).expect(200)).body);
    expect(saved).toMatchObject({ created: true, file: { name: 'oh-susanna-1.abc', kind: 'abc' } });
    const opened = FolderFileResponse.parse((await get('/api/folders/songs/files/oh-susanna-1.abc').expect(200)).body);
    expect(opened.text).toBe('X:1\nT:Oh! Susanna\nK:D\n');

    const empty = await put('/api/folders/songs/files/oh-susanna-1.abc', { text: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toEqual({ code: 'nothing_to_save', message: 'Nothing to save, try again later ...' });
    expect((await put('/api/folders/songs/files/x.png', { text: 'X:1' })).body.error.code).toBe('bad_file_name');
    expect((await put('/api/folders/songs/files/x.abc', { abc: 'X:1' })).body.error.code).toBe('validation_failed');
    // Only the songs folder is written: another folder has no PUT.
    expect((await put('/api/folders/tbt/files/x.abc', { text: 'X:1' })).status).toBe(405);
  });

  it('needs a login', async () => {
    expect((await server.http.get('/api/folders')).status).toBe(401);
    expect((await server.http.put('/api/folders/songs/files/a.abc').send({ text: 'X:1' })).status).toBe(401);
  });
});
