import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import type { Logger } from './logger.js';
import { CONTENT_SECURITY_POLICY } from './middleware/securityHeaders.js';
import { startTestServer, type TestServer } from './testing/testServer.js';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A logger that keeps what it is given. */
function recordingLogger(): Logger & { lines: string[]; errors: unknown[] } {
  const lines: string[] = [];
  const errors: unknown[] = [];
  return {
    lines,
    errors,
    info: (message) => lines.push(message),
    warn: (message) => lines.push(message),
    error: (message, error) => {
      lines.push(message);
      errors.push(error);
    },
  };
}

describe('createApp', () => {
  it('answers unknown /api paths with a JSON 404, with or without a token', async () => {
    server = await startTestServer();
    const { token } = await server.userWithToken();
    for (const request of [server.http.get('/api/nothing-here'), server.http.get('/api'), server.http.get('/api/songs/1/nope').set('Authorization', `Bearer ${token}`)]) {
      const response = await request;
      expect(response.status).toBe(404);
      expect(response.type).toBe('application/json');
      expect(response.body).toEqual({ error: { code: 'not_found', message: 'There is no such API endpoint' } });
    }
  });

  it('answers a wrong method on a known path with a JSON 405 and the allowed methods', async () => {
    server = await startTestServer();
    const response = await server.http.delete('/api/auth/login');
    expect(response.status).toBe(405);
    expect(response.body.error.code).toBe('method_not_allowed');
    expect(response.headers.allow).toContain('POST');
  });

  it('sets the security headers and a request id on every response', async () => {
    server = await startTestServer();
    for (const response of [await server.http.get('/api/songs'), await server.http.get('/editor')]) {
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect((await server.http.get('/api/songs')).headers['cache-control']).toBe('no-store');
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(CONTENT_SECURITY_POLICY).toContain("worker-src 'self' blob:");
    // Inline style attributes only (abcjs): no inline scripts, no <style> elements.
    const inline = CONTENT_SECURITY_POLICY.split('; ').filter((directive) => directive.includes("'unsafe-inline'"));
    expect(inline).toEqual(["style-src-attr 'unsafe-inline'"]);
    expect(CONTENT_SECURITY_POLICY).not.toContain("'unsafe-eval'");
  });

  it('answers 413 for a body over the limit, not 500', async () => {
    server = await startTestServer();
    const response = await server.http.post('/api/auth/login').set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: 'a', password: 'x'.repeat(9 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
  });

  it('answers a failure of the server with a 500 that hides the details, and logs it as an error', async () => {
    const log = recordingLogger();
    server = await startTestServer({ log });
    const { token } = await server.userWithToken();
    await server.db.schema.dropTable('song_history');
    await server.db.schema.renameTable('songs', 'songs_gone');
    const response = await server.http.get('/api/songs').set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on the server' } });
    expect(log.errors).toHaveLength(1);
    expect(String(log.errors[0])).toMatch(/songs/);
  });

  it('does not log 4xx answers as errors, but logs one line per request', async () => {
    const log = recordingLogger();
    server = await startTestServer({ log });
    await server.http.get('/api/songs').expect(401);
    await server.http.post('/api/auth/login').send({}).expect(400);
    expect(log.errors).toEqual([]);
    expect(log.lines).toEqual([expect.stringMatching(/ GET \/api\/songs 401 \d+ms$/), expect.stringMatching(/ POST \/api\/auth\/login 400 \d+ms$/)]);
  });
});

describe('serving the client', () => {
  async function withBuiltClient(): Promise<TestServer> {
    const started = await startTestServer();
    const clientDir = started.config.clientDir;
    await mkdir(path.join(clientDir, 'assets'), { recursive: true });
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Swaralipi</title>');
    await writeFile(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log("app")');
    return started;
  }

  it("serves the client's files, its hashed assets for good", async () => {
    server = await withBuiltClient();
    const asset = await server.http.get('/assets/app-abc123.js').expect(200);
    expect(asset.text).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toContain('immutable');
    const index = await server.http.get('/').expect(200);
    expect(index.text).toContain('<title>Swaralipi</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it("answers the client's own routes with index.html, but not missing files or /api", async () => {
    server = await withBuiltClient();
    for (const page of ['/login', '/songs/12', '/song-lists']) {
      const response = await server.http.get(page).expect(200);
      expect(response.type).toBe('text/html');
      expect(response.text).toContain('<title>Swaralipi</title>');
    }
    expect((await server.http.get('/assets/missing.js')).status).toBe(404);
    expect((await server.http.get('/api/missing')).type).toBe('application/json');
    expect((await server.http.post('/login')).status).toBe(404);
  });

  it('still serves the API when the client is not built, and says how to build it', async () => {
    server = await startTestServer();
    const page = await server.http.get('/');
    expect(page.status).toBe(503);
    expect(page.text).toContain('npm run build:client');
    await server.http.post('/api/auth/login').send({ username: 'a', password: 'b' }).expect(401);
  });
});
