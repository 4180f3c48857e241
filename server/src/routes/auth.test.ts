import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { LoginResponse, MeResponse, UserListResponse } from '../api-types.js';
import { PRODUCTION_PASSWORD_HASHING } from '../config.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';
import { authRouteDocs, createAuthRouter } from './auth.js';
import { createApiRouter } from './index.js';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

/** A token signed with the server's secret but with chosen claims (to test each check). */
async function forgeToken(claims: { sub?: string; iss?: string; aud?: string; iat?: number; exp?: number }, alg = 'HS256'): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({}).setProtectedHeader({ alg });
  if (claims.sub !== undefined) jwt.setSubject(claims.sub);
  jwt.setIssuer(claims.iss ?? server.config.token.issuer);
  jwt.setAudience(claims.aud ?? server.config.token.audience);
  jwt.setIssuedAt(claims.iat ?? now);
  jwt.setExpirationTime(claims.exp ?? now + 600);
  return jwt.sign(server.config.jwtSecret);
}

describe('POST /api/auth/login', () => {
  it('returns a 12-hour token and the user for the right password', async () => {
    const login = await server.userWithToken('editor', 'correct horse battery', ['admin']);
    expect(LoginResponse.parse(login)).toEqual(login);
    expect(login.user).toMatchObject({ username: 'editor', roles: ['admin'] });
    expect(Date.parse(login.expiresAt) - Date.parse(login.issuedAt)).toBe(12 * 60 * 60 * 1000);
    const header = decodeProtectedHeader(login.token);
    const payload = decodeJwt(login.token);
    expect(header).toMatchObject({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: String(login.user.id), iss: 'swaralipi', aud: 'swaralipi-api' });
    expect(typeof payload.iat).toBe('number');
  });

  it('answers 401 invalid_credentials with the same message for a wrong password and an unknown user', async () => {
    await server.userWithToken('editor', 'correct horse battery');
    const wrongPassword = await server.http.post('/api/auth/login').send({ username: 'editor', password: 'nope' });
    const unknownUser = await server.http.post('/api/auth/login').send({ username: 'nobody', password: 'nope' });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('invalid_credentials');
    }
    expect(wrongPassword.body).toEqual(unknownUser.body);
  });

  it('answers 400 with the login form messages when a field is missing, never 500', async () => {
    const noPassword = await server.http.post('/api/auth/login').send({ username: 'editor' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error.code).toBe('validation_failed');
    expect(noPassword.body.error.issues).toEqual([{ path: 'password', message: expect.any(String) }]);

    const emptyUsername = await server.http.post('/api/auth/login').send({ username: '  ', password: 'x' });
    expect(emptyUsername.status).toBe(400);
    expect(emptyUsername.body.error.message).toBe('username: Username is required');
  });

  it('answers 400 bad_json for a body that is not JSON', async () => {
    const response = await server.http.post('/api/auth/login').set('Content-Type', 'application/json').send('{"username": "a",');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'bad_json', message: 'The request body is not valid JSON' } });
  });

  it('answers 400 (not 500) for a JSON body that is not an object', async () => {
    for (const body of ['"admin"', 'null', '[1,2]']) {
      const response = await server.http.post('/api/auth/login').set('Content-Type', 'application/json').send(body);
      expect(response.status).toBe(400);
    }
  });
});

describe('POST /api/auth/login rate limit', () => {
  it('answers 429 with Retry-After after 10 failed logins in a minute, even to the right password', async () => {
    await server.userWithToken('editor', 'correct horse battery');
    for (let i = 0; i < 10; i++) {
      await server.http.post('/api/auth/login').send({ username: 'editor', password: `wrong ${i}` }).expect(401);
    }
    const blocked = await server.http.post('/api/auth/login').send({ username: 'editor', password: 'correct horse battery' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('too_many_attempts');
    expect(blocked.body.error.message).toMatch(/^Too many failed logins; please try again in \d+ seconds$/);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('without TRUST_PROXY ignores X-Forwarded-For: a client cannot dodge the address limit by naming other addresses', async () => {
    for (let i = 0; i < 10; i++) {
      await server.http
        .post('/api/auth/login')
        .set('X-Forwarded-For', `203.0.113.${i}`)
        .send({ username: `nobody-${i}`, password: 'wrong' })
        .expect(401);
    }
    const blocked = await server.http
      .post('/api/auth/login')
      .set('X-Forwarded-For', '203.0.113.99')
      .send({ username: 'nobody-else', password: 'wrong' });
    expect(blocked.status).toBe(429);
  });

  it('behind a trusted proxy (TRUST_PROXY) counts each client address of X-Forwarded-For, not the proxy', async () => {
    const proxied = await startTestServer({ config: { trustProxy: true } });
    try {
      const attempt = (address: string, username: string) =>
        proxied.http.post('/api/auth/login').set('X-Forwarded-For', address).send({ username, password: 'wrong' });
      // Ten accounts from one client: the address is blocked, whichever account it tries next.
      for (let i = 0; i < 10; i++) expect((await attempt('203.0.113.7', `nobody-${i}`)).status).toBe(401);
      expect((await attempt('203.0.113.7', 'nobody-else')).status).toBe(429);
      // Another client behind the same proxy is not.
      expect((await attempt('203.0.113.8', 'nobody-else')).status).toBe(401);
      // The proxy appends the address it saw; what the client wrote before it is not believed.
      expect((await attempt('198.51.100.1, 203.0.113.7', 'nobody-else')).status).toBe(429);
      expect((await attempt('203.0.113.7, 203.0.113.9', 'nobody-else')).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('does not count successful logins', async () => {
    await server.userWithToken('editor', 'correct horse battery');
    for (let i = 0; i < 12; i++) {
      await server.http.post('/api/auth/login').send({ username: 'editor', password: 'correct horse battery' }).expect(200);
    }
  });
});

describe('GET /api/auth/me', () => {
  it('returns the user of the token', async () => {
    const login = await server.userWithToken('editor');
    const response = await server.http.get('/api/auth/me').set('Authorization', `Bearer ${login.token}`).expect(200);
    expect(MeResponse.parse(response.body)).toEqual({ user: login.user });
  });
});

describe('the token check on every protected route', () => {
  /** Every route of the API but the public ones (login, sign-up, the API's docs), with a concrete path. */
  type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
  function protectedRoutes(): { method: Method; path: string }[] {
    const api = createApiRouter({ db: server.db, config: server.config });
    return api.stack
      .flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: layer.path })))
      .filter((route) => !['/api/auth/login', '/api/auth/signup', '/api/docs', '/api/docs.html'].includes(String(route.path)))
      .map((route) => ({ method: route.method.toLowerCase() as Method, path: String(route.path).replace(':id', '1') }));
  }

  it('finds the routes to check', () => {
    const paths = protectedRoutes().map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(expect.arrayContaining(['get /api/auth/me', 'get /api/songs', 'get /api/songs/1', 'put /api/songs/1', 'get /api/songs/1/history']));
  });

  it('answers 401 unauthorized on each without a token', async () => {
    for (const route of protectedRoutes()) {
      const response = await server.http[route.method](route.path);
      expect({ route, status: response.status, body: response.body }).toEqual({
        route,
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Please log in' } },
      });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('refuses a malformed token, another scheme, and a token signed with another secret', async () => {
    const login = await server.userWithToken('editor');
    const otherSecret = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(login.user.id))
      .setIssuer('swaralipi').setAudience('swaralipi-api').setIssuedAt().setExpirationTime('1h')
      .sign(new TextEncoder().encode('another secret that is long enough for HS256'));
    for (const authorization of ['Bearer', 'Bearer not.a.token', `Basic ${login.token}`, `Bearer ${otherSecret}`, `Bearer ${login.token}x`]) {
      const response = await server.http.get('/api/songs').set('Authorization', authorization);
      expect({ authorization, status: response.status }).toEqual({ authorization, status: 401 });
    }
  });

  it('refuses tokens with a wrong issuer, audience, algorithm, no subject, or an unknown user', async () => {
    const login = await server.userWithToken('editor');
    const sub = String(login.user.id);
    const tokens = {
      issuer: await forgeToken({ sub, iss: 'someone-else' }),
      audience: await forgeToken({ sub, aud: 'another-api' }),
      algorithm: await forgeToken({ sub }, 'HS512'),
      subject: await forgeToken({}),
      unknownUser: await forgeToken({ sub: '9999' }),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const response = await server.http.get('/api/songs').set('Authorization', `Bearer ${token}`);
      expect({ name, status: response.status }).toEqual({ name, status: 401 });
    }
    const good = await forgeToken({ sub });
    await server.http.get('/api/songs').set('Authorization', `Bearer ${good}`).expect(200);
  });

  it('refuses an expired token and says the session expired', async () => {
    const login = await server.userWithToken('editor');
    const now = Math.floor(Date.now() / 1000);
    const expired = await forgeToken({ sub: String(login.user.id), iat: now - 7200, exp: now - 60 });
    const response = await server.http.get('/api/songs').set('Authorization', `Bearer ${expired}`);
    expect(response.status).toBe(401);
    expect(response.body.error).toEqual({ code: 'unauthorized', message: 'Your session has expired; please log in again' });
  });

  it("refuses a token issued before the user's token_valid_after (logout, password change)", async () => {
    const login = await server.userWithToken('editor');
    await server.http.get('/api/songs').set('Authorization', `Bearer ${login.token}`).expect(200);
    const later = new Date(Date.now() + 2000).toISOString();
    await server.db('users').where({ id: login.user.id }).update({ token_valid_after: later });
    const response = await server.http.get('/api/songs').set('Authorization', `Bearer ${login.token}`);
    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe('Your session has ended; please log in again');
  });
});

describe('password hashing at the production cost', () => {
  it("stores a signed-up user's password as argon2id with OWASP's m=19456 KiB, t=2, p=1", async () => {
    const production = await startTestServer({ config: { passwordHashing: PRODUCTION_PASSWORD_HASHING } });
    try {
      await production.http
        .post('/api/auth/signup')
        .send({ username: 'mira', password: 'a long pass phrase', repeatPassword: 'a long pass phrase' })
        .expect(201);
      const row = await production.db('users').where({ username: 'mira' }).first('password_hash');
      expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
      await production.http.post('/api/auth/login').send({ username: 'mira', password: 'a long pass phrase' }).expect(200);
    } finally {
      await production.close();
    }
  });
});

describe('authRouteDocs', () => {
  it('declares every route of the auth router, once, and only those', () => {
    const router = createAuthRouter({ db: server.db, config: server.config });
    const routes = router.stack
      .flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${String(layer.path)}`))
      .sort();
    // The auth router alone has no /api prefix (routes/index.ts mounts it under /api).
    const documented = authRouteDocs.map((doc) => `${doc.method} ${doc.path}`).sort();
    expect(documented).toEqual(routes);
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('makes login and sign-up public and every other auth route need a user', () => {
    const access = Object.fromEntries(authRouteDocs.map((doc) => [`${doc.method} ${doc.path}`, doc.access.kind]));
    expect(access).toEqual({
      'POST /auth/login': 'public',
      'POST /auth/signup': 'public',
      'GET /auth/me': 'user',
      'POST /auth/logout': 'user',
      'POST /auth/password': 'user',
      'GET /auth/profile': 'user',
      'GET /auth/users': 'admin',
      'PUT /auth/users/:id/roles': 'admin',
    });
  });
});

describe('users and roles (administrators)', () => {
  const bearer = (login: LoginResponse) => `Bearer ${login.token}`;

  it('lists every user with roles, and the roles that can be given, to an administrator only', async () => {
    const admin = await server.userWithToken('boss', 'correct horse battery', ['admin']);
    const editor = await server.userWithToken('mira', 'correct horse battery', ['editor']);
    const listed = await server.http.get('/api/auth/users').set('Authorization', bearer(admin)).expect(200);
    expect(UserListResponse.parse(listed.body)).toEqual({
      users: [
        { id: admin.user.id, username: 'boss', roles: ['admin'] },
        { id: editor.user.id, username: 'mira', roles: ['editor'] },
      ],
      roles: ['admin', 'editor'],
    });
    const refused = await server.http.get('/api/auth/users').set('Authorization', bearer(editor));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
  });

  it("gives a signed-up user the editor role, whose permissions hold from the user's next call", async () => {
    const admin = await server.userWithToken('boss', 'correct horse battery', ['admin']);
    const newcomer = await server.userWithToken('ravi', 'correct horse battery', []);
    const before = await server.http.get('/api/auth/profile').set('Authorization', bearer(newcomer)).expect(200);
    expect(before.body.permissions).toEqual([]);

    const granted = await server.http
      .put(`/api/auth/users/${newcomer.user.id}/roles`)
      .set('Authorization', bearer(admin))
      .send({ roles: ['editor', 'editor'] })
      .expect(200);
    expect(granted.body).toEqual({ user: { id: newcomer.user.id, username: 'ravi', roles: ['editor'] } });
    const after = await server.http.get('/api/auth/profile').set('Authorization', bearer(newcomer)).expect(200);
    expect(after.body.user.roles).toEqual(['editor']);
    expect(after.body.permissions).toEqual(['Archive Songs', 'Edit Wiki', 'Print Archive']);

    await server.http.put(`/api/auth/users/${newcomer.user.id}/roles`).set('Authorization', bearer(admin)).send({ roles: [] }).expect(200);
    const taken = await server.http.get('/api/auth/profile').set('Authorization', bearer(newcomer)).expect(200);
    expect(taken.body.permissions).toEqual([]);
  });

  it('refuses a non-administrator, an unknown role, user or id, and changes nothing', async () => {
    const admin = await server.userWithToken('boss', 'correct horse battery', ['admin']);
    const editor = await server.userWithToken('mira', 'correct horse battery', ['editor']);
    const put = (login: LoginResponse, id: number | string, body: unknown) =>
      server.http.put(`/api/auth/users/${id}/roles`).set('Authorization', bearer(login)).send(body as object);

    const byEditor = await put(editor, editor.user.id, { roles: ['admin'] });
    expect([byEditor.status, byEditor.body.error.code]).toEqual([403, 'forbidden']);
    const unknownRole = await put(admin, editor.user.id, { roles: ['editor', 'superuser'] });
    expect([unknownRole.status, unknownRole.body.error.code]).toEqual([400, 'unknown_role']);
    expect(unknownRole.body.error.message).toBe("There is no role 'superuser'; the roles are admin, editor");
    const unknownUser = await put(admin, 999_999, { roles: [] });
    expect([unknownUser.status, unknownUser.body.error.code]).toEqual([404, 'user_not_found']);
    const badId = await put(admin, 'mira', { roles: [] });
    expect([badId.status, badId.body.error.code]).toEqual([400, 'invalid_id']);
    const noBody = await put(admin, editor.user.id, {});
    expect([noBody.status, noBody.body.error.code]).toEqual([400, 'validation_failed']);

    const me = await server.http.get('/api/auth/me').set('Authorization', bearer(editor)).expect(200);
    expect(me.body.user.roles).toEqual(['editor']);
  });

  it('keeps an administrator from taking the admin role from themself, but not from another', async () => {
    const admin = await server.userWithToken('boss', 'correct horse battery', ['admin']);
    const second = await server.userWithToken('deputy', 'correct horse battery', ['admin', 'editor']);
    const own = await server.http.put(`/api/auth/users/${admin.user.id}/roles`).set('Authorization', bearer(admin)).send({ roles: ['editor'] });
    expect([own.status, own.body.error.code]).toEqual([409, 'own_admin_role']);
    await server.http.get('/api/auth/users').set('Authorization', bearer(admin)).expect(200);

    const other = await server.http
      .put(`/api/auth/users/${second.user.id}/roles`)
      .set('Authorization', bearer(admin))
      .send({ roles: ['editor'] })
      .expect(200);
    expect(other.body.user.roles).toEqual(['editor']);
    // From its next call the former administrator is refused.
    await server.http.get('/api/auth/users').set('Authorization', bearer(second)).expect(403);
  });
});
