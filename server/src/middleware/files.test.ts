import { request as httpRequest, createServer, type Server } from 'node:http';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createImageStore } from '../services/images/imageStore.js';
import { SVG_CONTENT_SECURITY_POLICY } from './files.js';
import { insertSong, startTestServer, type TestServer } from '../testing/testServer.js';

let server: TestServer;
let listening: Server;
let imageUrl: string;

beforeEach(async () => {
  server = await startTestServer();
  const song = await insertSong(server.db);
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } }).png().toBuffer();
  imageUrl = (await createImageStore({ db: server.db, folders: server.config.folders }).store(png, { songId: song.id })).url;
  // A secret beside the files folder, and a link inside it that points at it.
  await writeFile(path.join(server.dir, 'secret.png'), 'not for the web');
  await symlink(path.join(server.dir, 'secret.png'), path.join(server.config.folders.files, 'link.png'));
  await mkdir(path.join(server.config.folders.files, 'svg'));
  await writeFile(path.join(server.config.folders.files, 'svg', 'song-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(server.config.folders.files, 'notes.txt'), 'not a served type');
  listening = createServer(server.app.callback());
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  await new Promise((resolve) => listening.close(resolve));
  await server.close();
});

/**
 * A GET of `rawPath` sent exactly as written: fetch and supertest normalise `..` and `%2e%2e`
 * away before sending, so they could not show what the server does with them.
 */
function rawGet(rawPath: string): Promise<{ status: number; type: string | undefined; body: string }> {
  const { port } = listening.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('GET /files/...', () => {
  it('serves a stored PNG as image/png with validators, and answers 304 when unchanged', async () => {
    const response = await server.http.get(imageUrl).buffer(true).expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['last-modified']).toBeDefined();
    expect(Number(response.headers['content-length'])).toBe((response.body as Buffer).byteLength);
    expect(await sharp(response.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });

    await server.http.get(imageUrl).set('If-None-Match', String(response.headers.etag)).expect(304);
    await server.http.head(imageUrl).expect(200).expect('Content-Type', 'image/png');
  });

  it('serves an SVG the engine wrote as image/svg+xml, sandboxed with nothing allowed to load or run', async () => {
    await server.http
      .get('/files/svg/song-1.svg')
      .expect(200)
      .expect('Content-Type', 'image/svg+xml')
      .expect('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY);
    expect(SVG_CONTENT_SECURITY_POLICY).toMatch(/^default-src 'none';.*sandbox$/);
  });

  it.each(['/files/../secret.png', '/files/src-img/../../secret.png', '/files/%2e%2e/secret.png', '/files/src-img/%2E%2E%2F%2E%2E%2Fsecret.png', '/files/src-img/..%5C..%5Csecret.png', '/files/./src-img/x.png', '/files//secret.png', '/files/src-img/.hidden.png', '/files/%E0%A4%A.png', '/files/a%00.png'])(
    'refuses %s with a 400 JSON error',
    async (rawPath) => {
      const response = await rawGet(rawPath);
      expect(response.status).toBe(400);
      expect(response.type).toMatch(/^application\/json/);
      expect(JSON.parse(response.body)).toEqual({ error: { code: 'bad_file_path', message: 'The file path is not valid' } });
    },
  );

  it('answers 404 JSON for a missing file, a folder, a type it does not serve, and a link out of the folder', async () => {
    for (const rawPath of ['/files/src-img/none.png', '/files/src-img.png', '/files/notes.txt', '/files/link.png', '/files/svg']) {
      const response = await rawGet(rawPath);
      expect(response.status, rawPath).toBe(404);
      expect(JSON.parse(response.body), rawPath).toMatchObject({ error: { code: 'file_not_found' } });
    }
  });

  it('leaves other methods and other paths to the rest of the app', async () => {
    await server.http.post(imageUrl).expect(404);
    expect((await server.http.get('/api/nothing').expect(404)).body).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('a client that goes away while a file streams', () => {
  it('is logged as a closed connection, not as an internal error', async () => {
    const lines: { level: string; message: string }[] = [];
    const logged = await startTestServer({
      log: {
        info: (message) => lines.push({ level: 'info', message }),
        warn: (message) => lines.push({ level: 'warn', message }),
        error: (message) => lines.push({ level: 'error', message }),
      },
    });
    // Large enough (8 MB) that the response cannot sit whole in the socket's buffers.
    await writeFile(path.join(logged.config.folders.files, 'large.png'), Buffer.alloc(8 * 1024 * 1024));
    const served = createServer(logged.app.callback());
    await new Promise<void>((resolve) => served.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = served.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, path: '/files/large.png' }, (response) => {
          expect(response.statusCode).toBe(200);
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
        request.end();
      });
      await expect.poll(() => lines.some((line) => line.message.startsWith('Client closed the connection')), { timeout: 5000 }).toBe(true);
      expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    } finally {
      await new Promise((resolve) => served.close(resolve));
      await logged.close();
    }
  });
});
