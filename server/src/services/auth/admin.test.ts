import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startTestServer, type TestServer } from '../../testing/testServer.js';
import { ensureAdminAccount, generatePassword } from './admin.js';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

describe('ensureAdminAccount', () => {
  it('creates admin with the admin role and a generated password that logs in', async () => {
    const outcome = await ensureAdminAccount(server.db, server.config);
    expect(outcome).toMatchObject({ created: true, passwordSource: 'generated' });
    if (!outcome.created) throw new Error('expected an account');
    const login = await server.http.post('/api/auth/login').send({ username: 'admin', password: outcome.password }).expect(200);
    expect(login.body.user).toMatchObject({ username: 'admin', roles: ['admin'] });
  });

  it('uses ADMIN_PASSWORD when it is set', async () => {
    const outcome = await ensureAdminAccount(server.db, { ...server.config, adminPassword: 'from the environment' });
    expect(outcome).toEqual({ created: true, password: 'from the environment', passwordSource: 'ADMIN_PASSWORD' });
    await server.http.post('/api/auth/login').send({ username: 'admin', password: 'from the environment' }).expect(200);
  });

  it('leaves an existing admin account as it is', async () => {
    await ensureAdminAccount(server.db, { ...server.config, adminPassword: 'first password' });
    expect(await ensureAdminAccount(server.db, { ...server.config, adminPassword: 'second password' })).toEqual({ created: false });
    await server.http.post('/api/auth/login').send({ username: 'admin', password: 'first password' }).expect(200);
    expect(await server.db('users').count({ count: '*' })).toEqual([{ count: 1 }]);
  });
});

describe('generatePassword', () => {
  it('gives 24 URL-safe characters, different each time', () => {
    const passwords = new Set(Array.from({ length: 20 }, generatePassword));
    expect(passwords.size).toBe(20);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
