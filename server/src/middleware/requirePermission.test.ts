import Router from '@koa/router';
import Koa from 'koa';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AppState } from '../http.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';
import { errorHandler } from './errorHandler.js';
import { requireAuth } from './requireAuth.js';
import { requirePermission } from './requirePermission.js';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

/** The app with one extra route guarded by 'Approve Bengali'. */
function appWithGuardedRoute(): ReturnType<typeof request> {
  const router = new Router<AppState>();
  router.post('/guarded', requireAuth(server.db, server.config), requirePermission(server.db, 'Approve Bengali'), (ctx) => {
    ctx.body = { ok: true };
  });
  const app = new Koa<AppState>();
  app.use(errorHandler());
  app.use(router.routes());
  return request(app.callback());
}

describe('requirePermission', () => {
  it('lets a user holding the permission through', async () => {
    const { token } = await server.userWithToken('root', 'pw-root-123', ['admin']);
    const response = await appWithGuardedRoute().post('/guarded').set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
  });

  it('answers 403 forbidden naming the permission to a user without it', async () => {
    const { token } = await server.userWithToken('ed', 'pw-ed-123', ['editor']);
    const response = await appWithGuardedRoute().post('/guarded').set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: { code: 'forbidden', message: "You need the permission 'Approve Bengali' to do this" },
    });
  });

  it('answers 401 to an anonymous request', async () => {
    const response = await appWithGuardedRoute().post('/guarded');
    expect(response.status).toBe(401);
  });
});
