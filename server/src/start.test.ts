import { statSync } from 'node:fs';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { FOLDER_NAMES } from './dataFolders.js';

import type { Logger } from './logger.js';
import { startServer } from './start.js';
import { makeTempDir, testConfig } from './testing/testServer.js';

let dir: string;
let remove: () => Promise<void>;

beforeEach(async () => {
  ({ dir, remove } = await makeTempDir());
});

afterEach(async () => {
  await remove();
});

function collectingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (line) => lines.push(line), warn: (line) => lines.push(line), error: (line) => lines.push(line) };
}

describe('startServer', () => {
  it('migrates, imports the demo, creates admin, listens, and a second start reuses all of it', async () => {
    const config = testConfig(dir);
    const log = collectingLogger();
    const first = await startServer(config, { log });
    try {
      const output = log.lines.join('\n');
      expect(output).toContain('migrations applied');
      expect(output).toContain('Imported 322 demo songs from 32 files');
      expect(output).toContain('(10 source images)');
      expect(output).toContain('Drawing the swaralipi pages of the Bengali songs in tagore-swaralipi ...');
      expect(output).toMatch(/admin password: [A-Za-z0-9_-]{24}/);
      expect(output).toContain('the web client is not built');
      expect(log.lines.at(-1)).toBe(`Swaralipi is running on http://localhost:${first.port}`);

      const password = /admin password: (\S+)/.exec(output)![1]!;
      const login = await fetch(`http://localhost:${first.port}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const songs = await fetch(`http://localhost:${first.port}/api/songs?q=susanna`, { headers: { Authorization: `Bearer ${token}` } });
      expect(((await songs.json()) as { total: number }).total).toBe(1);

      // The folders of app-spec 9 exist, and a Bengali song's source image is served.
      for (const folder of FOLDER_NAMES) expect(statSync(config.folders[folder]).isDirectory()).toBe(true);
      const image = await first.db('song_images').first('folder', 'name');
      const served = await fetch(`http://localhost:${first.port}/files/${String(image.folder)}/${String(image.name)}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).subarray(1, 4).toString('latin1')).toBe('PNG');
    } finally {
      await first.close();
    }

    const again = collectingLogger();
    const second = await startServer(config, { log: again });
    try {
      const output = again.lines.join('\n');
      expect(output).not.toContain('Imported');
      expect(output).not.toContain('admin password');
      expect(output).not.toContain('migrations applied');
      expect(await second.db('songs').count({ count: '*' })).toEqual([{ count: 322 }]);
    } finally {
      await second.close();
    }
  });

  it('takes the admin password from ADMIN_PASSWORD without printing it', async () => {
    const log = collectingLogger();
    const running = await startServer(testConfig(dir, { adminPassword: 'chosen by the owner' }), { log });
    await running.close();
    expect(log.lines.join('\n')).toContain('Created user "admin" with the password from ADMIN_PASSWORD.');
    expect(log.lines.join('\n')).not.toContain('chosen by the owner');
  });

  it('closes the database again when the port is taken', async () => {
    const log = collectingLogger();
    const first = await startServer(testConfig(dir), { log });
    try {
      await expect(startServer(testConfig(dir, { port: first.port }), { log })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await first.close();
    }
  });
});
