import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { LoginResponse, ProfileResponse } from '../api-types.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

function bearer(token: string): [string, string] {
  return ['Authorization', `Bearer ${token}`];
}

describe('POST /api/auth/signup', () => {
  it('creates an account without roles, answers 201 with a working token, and the new user can log in', async () => {
    const response = await server.http
      .post('/api/auth/signup')
      .send({ username: 'newcomer', password: 'a long passphrase', repeatPassword: 'a long passphrase' });
    expect(response.status).toBe(201);
    const login = LoginResponse.parse(response.body);
    expect(login.user).toMatchObject({ username: 'newcomer', roles: [] });
    await server.http.get('/api/songs').set(...bearer(login.token)).expect(200);
    await server.http.post('/api/auth/login').send({ username: 'newcomer', password: 'a long passphrase' }).expect(200);
  });

  it("answers 400 with app-spec 5's messages: Username is required, Password is required, Passwords must match", async () => {
    const cases: [object, string, string][] = [
      [{ username: ' ', password: 'long enough', repeatPassword: 'long enough' }, 'username', 'Username is required'],
      [{ username: 'a', password: '', repeatPassword: '' }, 'password', 'Password is required'],
      [{ username: 'a', password: 'long enough', repeatPassword: 'long enougH' }, 'repeatPassword', 'Passwords must match'],
      [{ username: 'a', password: 'seven77', repeatPassword: 'seven77' }, 'password', 'Password must be at least 8 characters'],
    ];
    for (const [body, path, message] of cases) {
      const response = await server.http.post('/api/auth/signup').send(body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
      expect(response.body.error.issues).toEqual([{ path, message }]);
    }
    expect(await server.db('users').count<{ n: number }[]>({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('answers 409 username_taken for an existing name and keeps its password', async () => {
    await server.userWithToken('editor', 'correct horse battery');
    const response = await server.http
      .post('/api/auth/signup')
      .send({ username: 'editor', password: 'other password', repeatPassword: 'other password' });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('username_taken');
    await server.http.post('/api/auth/login').send({ username: 'editor', password: 'correct horse battery' }).expect(200);
    // Another letter case, or spaces around it, is the same name.
    for (const username of ['Editor', ' EDITOR ']) {
      const again = await server.http.post('/api/auth/signup').send({ username, password: 'other password', repeatPassword: 'other password' });
      expect(again.status).toBe(409);
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204 and revokes the token, and a new login works', async () => {
    const login = await server.userWithToken('editor', 'correct horse battery');
    await server.http.post('/api/auth/logout').set(...bearer(login.token)).expect(204);
    const after = await server.http.get('/api/songs').set(...bearer(login.token));
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe('Your session has ended; please log in again');

    const again = await server.http.post('/api/auth/login').send({ username: 'editor', password: 'correct horse battery' }).expect(200);
    await server.http.get('/api/songs').set(...bearer(again.body.token)).expect(200);
  });

  it('answers 401 without a token', async () => {
    expect((await server.http.post('/api/auth/logout')).status).toBe(401);
  });
});

describe('POST /api/auth/password', () => {
  it('changes the password, revokes older tokens and returns a working new one', async () => {
    const login = await server.userWithToken('editor', 'correct horse battery');
    const response = await server.http
      .post('/api/auth/password')
      .set(...bearer(login.token))
      .send({ oldPassword: 'correct horse battery', newPassword: 'new horse battery', repeatPassword: 'new horse battery' });
    expect(response.status).toBe(200);
    const fresh = LoginResponse.parse(response.body);
    await server.http.get('/api/songs').set(...bearer(fresh.token)).expect(200);
    expect((await server.http.get('/api/songs').set(...bearer(login.token))).status).toBe(401);
    expect((await server.http.post('/api/auth/login').send({ username: 'editor', password: 'correct horse battery' })).status).toBe(401);
    await server.http.post('/api/auth/login').send({ username: 'editor', password: 'new horse battery' }).expect(200);
  });

  it("answers 400 with app-spec 5's messages and changes nothing", async () => {
    const login = await server.userWithToken('editor', 'correct horse battery');
    const cases: [object, string, string][] = [
      [{ oldPassword: '', newPassword: 'new passphrase', repeatPassword: 'new passphrase' }, 'oldPassword', 'Password is required'],
      [{ oldPassword: 'correct horse battery', newPassword: '', repeatPassword: '' }, 'newPassword', 'New password is required'],
      [{ oldPassword: 'correct horse battery', newPassword: 'new passphrase 1', repeatPassword: 'new passphrase 2' }, 'repeatPassword', 'Passwords must match'],
      [{ oldPassword: 'wrong', newPassword: 'new passphrase', repeatPassword: 'new passphrase' }, 'oldPassword', 'The old password is wrong'],
    ];
    for (const [body, path, message] of cases) {
      const response = await server.http.post('/api/auth/password').set(...bearer(login.token)).send(body);
      expect(response.status).toBe(400);
      expect(response.body.error.issues).toEqual([{ path, message }]);
    }
    await server.http.get('/api/songs').set(...bearer(login.token)).expect(200);
    await server.http.post('/api/auth/login').send({ username: 'editor', password: 'correct horse battery' }).expect(200);
  });

  it('counts wrong old passwords as failed logins: the 11th attempt in a minute answers 429', async () => {
    const login = await server.userWithToken('editor', 'correct horse battery');
    for (let i = 0; i < 10; i++) {
      await server.http.post('/api/auth/password').set(...bearer(login.token))
        .send({ oldPassword: `guess ${i}`, newPassword: 'new passphrase', repeatPassword: 'new passphrase' }).expect(400);
    }
    const blocked = await server.http.post('/api/auth/password').set(...bearer(login.token))
      .send({ oldPassword: 'correct horse battery', newPassword: 'new passphrase', repeatPassword: 'new passphrase' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect((await server.http.post('/api/auth/login').send({ username: 'editor', password: 'correct horse battery' })).status).toBe(429);
  });

  it('answers 401 without a token', async () => {
    const response = await server.http.post('/api/auth/password').send({ oldPassword: 'a', newPassword: 'b long enough', repeatPassword: 'b long enough' });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/auth/profile', () => {
  it("shows the user, roles, permissions and the token's first 25 characters with its times", async () => {
    const login = await server.userWithToken('ed', 'correct horse battery', ['editor']);
    const response = await server.http.get('/api/auth/profile').set(...bearer(login.token));
    expect(response.status).toBe(200);
    const profile = ProfileResponse.parse(response.body);
    expect(profile).toEqual({
      user: { id: login.user.id, username: 'ed', roles: ['editor'] },
      permissions: ['Archive Songs', 'Edit Wiki', 'Print Archive'],
      token: { prefix: login.token.slice(0, 25), issuedAt: login.issuedAt, expiresAt: login.expiresAt },
    });
    expect(profile.token.prefix).toHaveLength(25);
  });

  it('answers 401 without a token', async () => {
    expect((await server.http.get('/api/auth/profile')).status).toBe(401);
  });
});
