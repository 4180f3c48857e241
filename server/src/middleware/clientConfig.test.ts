import { afterEach, describe, expect, it } from 'vitest';

import { ClientConfig } from '../api-types.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('GET /config.json', () => {
  it('answers the default settings to anyone, as JSON the client schema accepts, revalidated on every load', async () => {
    server = await startTestServer();
    const response = await server.http.get('/config.json');
    expect(response.status).toBe(200);
    expect(response.type).toBe('application/json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toEqual({ defaultEngine: 'swaralipi', sideMenu: true, devMode: true, editorTitle: 'Swaralipi' });
    expect(ClientConfig.safeParse(response.body).success).toBe(true);
  });

  it('answers what the configuration says, and nothing of the server secrets', async () => {
    server = await startTestServer({
      config: { client: { defaultEngine: 'abcjs', sideMenu: false, devMode: false, editorTitle: 'Kailash desk' } },
    });
    const response = await server.http.get('/config.json');
    expect(response.body).toEqual({ defaultEngine: 'abcjs', sideMenu: false, devMode: false, editorTitle: 'Kailash desk' });
    expect(response.text).not.toMatch(/secret|password|database/i);
  });

  it('leaves other methods and paths to the rest of the app', async () => {
    server = await startTestServer();
    expect((await server.http.post('/config.json').send({})).status).not.toBe(200);
    expect((await server.http.get('/api/config.json')).status).toBe(404);
  });
});
