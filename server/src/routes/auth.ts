/**
 * @fileoverview `/api/auth`: logging in (public) and who am I (protected by its own guard,
 * because this router is mounted before the guard of routes/index.ts).
 *
 * - `POST /api/auth/login` LoginRequest -> 200 LoginResponse; 400 validation_failed or
 *   bad_json; 401 invalid_credentials (same for an unknown user and a wrong password);
 *   429 too_many_attempts with Retry-After after 10 failures in a minute for the account or
 *   the address (services/auth/loginLimiter.ts).
 * - `GET /api/auth/me` -> 200 MeResponse; 401 unauthorized.
 * - `POST /api/auth/signup` SignupRequest -> 201 LoginResponse; 400 validation_failed;
 *   409 username_taken. Public.
 * - `POST /api/auth/logout` -> 204; revokes every token of the user issued before. 401.
 * - `POST /api/auth/password` ChangePasswordRequest -> 200 LoginResponse (a new token; older
 *   ones are revoked); 400 validation_failed (also for a wrong old password, which counts as
 *   a failed login: 429 too_many_attempts as for login); 401.
 * - `GET /api/auth/profile` -> 200 ProfileResponse; 401.
 * - `GET /api/auth/users` -> 200 UserListResponse (every user with roles, the roles that exist);
 *   401; 403 forbidden unless the user has the `admin` role.
 * - `PUT /api/auth/users/:id/roles` SetUserRolesRequest -> 200 SetUserRolesResponse; 400
 *   invalid_id, validation_failed, unknown_role; 401; 403 unless admin; 404 user_not_found;
 *   409 own_admin_role (an administrator cannot take the admin role from themself).
 */

import Router from '@koa/router';

import {
  ChangePasswordRequest,
  LoginRequest,
  LoginResponse,
  MeResponse,
  ProfileResponse,
  SetUserRolesRequest,
  SetUserRolesResponse,
  SignupRequest,
  type User,
  UserIdParams,
  UserListResponse,
} from '../api-types.js';
import { ApiError } from '../errors/ApiError.js';
import { parseOrThrow } from '../errors/validation.js';
import type { AppContext, AppState } from '../http.js';
import { currentUser, requireAuth } from '../middleware/requireAuth.js';
import { changePassword, isWrongOldPassword, revokeTokens, signUp } from '../services/auth/account.js';
import { ADMIN_ROLE } from '../services/auth/admin.js';
import { logIn } from '../services/auth/login.js';
import { type LoginAttempt, LoginLimiter } from '../services/auth/loginLimiter.js';
import { permissionsOfUser } from '../services/auth/permissions.js';
import { bearerToken } from '../services/auth/session.js';
import { verifyAccessToken } from '../services/auth/tokens.js';
import { knownRoles, listUsers, setUserRoles } from '../services/auth/userRoles.js';
import type { RouteDeps } from './deps.js';
import type { RouteDoc } from './routeDoc.js';

/** The /api/auth routes (routeDoc.ts): login and sign-up are public, the rest need a token. */
export const authRouteDocs: RouteDoc[] = [
  {
    method: 'POST',
    path: '/auth/login',
    summary: 'Log in: a bearer token for a username and password',
    access: { kind: 'public' },
    body: LoginRequest,
    response: LoginResponse,
    errors: ['invalid_credentials', 'too_many_attempts'],
  },
  {
    method: 'POST',
    path: '/auth/signup',
    summary: 'Create an account (no roles) and log it in',
    access: { kind: 'public' },
    body: SignupRequest,
    response: LoginResponse,
    status: 201,
    errors: ['username_taken'],
  },
  {
    method: 'GET',
    path: '/auth/me',
    summary: 'The user the bearer token belongs to',
    access: { kind: 'user' },
    response: MeResponse,
  },
  {
    method: 'POST',
    path: '/auth/logout',
    summary: "Log out: revoke every one of the user's tokens issued until now",
    access: { kind: 'user' },
    status: 204,
  },
  {
    method: 'POST',
    path: '/auth/password',
    summary: 'Change the password: a new token, every older one revoked',
    access: { kind: 'user' },
    body: ChangePasswordRequest,
    response: LoginResponse,
    errors: ['too_many_attempts'],
  },
  {
    method: 'GET',
    path: '/auth/profile',
    summary: "The user's roles and permissions and the current token's first 25 characters and times",
    access: { kind: 'user' },
    response: ProfileResponse,
  },
  {
    method: 'GET',
    path: '/auth/users',
    summary: 'Every user with their roles, and the roles that can be given (administrators)',
    access: { kind: 'admin' },
    response: UserListResponse,
  },
  {
    method: 'PUT',
    path: '/auth/users/:id/roles',
    summary: "Set a user's roles (administrators)",
    access: { kind: 'admin' },
    params: UserIdParams,
    body: SetUserRolesRequest,
    response: SetUserRolesResponse,
    errors: ['invalid_id', 'user_not_found', 'unknown_role', 'own_admin_role'],
  },
];

/** Parses the `:id` of a user path. @throws ApiError 400 `invalid_id` unless a positive integer. */
function parseUserId(value: string | undefined): number {
  if (!/^[1-9]\d{0,9}$/.test(value ?? '')) throw ApiError.of('invalid_id');
  return Number(value);
}

/** Refuses a user without the `admin` role (DESIGN.md 4: in place of one admin user name). */
function requireAdminRole(ctx: AppContext): User {
  const user = currentUser(ctx);
  if (!user.roles.includes(ADMIN_ROLE)) throw ApiError.of('forbidden', 'Only an administrator can manage users and roles');
  return user;
}

export function createAuthRouter({ db, config }: RouteDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/auth' });
  // One per app, so each server (and each test server) counts on its own.
  const limiter = new LoginLimiter();

  /** Refuses an attempt past the limit with 429 and Retry-After. */
  async function checkLimit(ctx: AppContext, attempt: LoginAttempt): Promise<void> {
    const waitSeconds = await limiter.blockedFor(attempt);
    if (waitSeconds !== undefined) {
      ctx.set('Retry-After', String(waitSeconds));
      throw ApiError.of('too_many_attempts', `Too many failed logins; please try again in ${waitSeconds} seconds`);
    }
  }

  router.post('/login', async (ctx) => {
    const credentials = parseOrThrow(LoginRequest, ctx.request.body);
    const attempt = { username: credentials.username, address: ctx.ip };
    await checkLimit(ctx, attempt);
    let response: LoginResponse;
    try {
      response = await logIn(db, config, credentials);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_credentials') await limiter.recordFailure(attempt);
      throw error;
    }
    await limiter.recordSuccess(attempt);
    ctx.body = response;
  });

  router.get('/me', requireAuth(db, config), async (ctx) => {
    const response: MeResponse = { user: currentUser(ctx) };
    ctx.body = response;
  });

  router.post('/signup', async (ctx) => {
    const request = parseOrThrow(SignupRequest, ctx.request.body);
    const response: LoginResponse = await signUp(db, config, request);
    ctx.status = 201;
    ctx.body = response;
  });

  router.post('/logout', requireAuth(db, config), async (ctx) => {
    await revokeTokens(db, currentUser(ctx).id);
    ctx.status = 204;
  });

  router.post('/password', requireAuth(db, config), async (ctx) => {
    const request = parseOrThrow(ChangePasswordRequest, ctx.request.body);
    const user = currentUser(ctx);
    // A stolen session must not become a way to guess the password: wrong old passwords count.
    const attempt = { username: user.username, address: ctx.ip };
    await checkLimit(ctx, attempt);
    let response: LoginResponse;
    try {
      response = await changePassword(db, config, user.id, request);
    } catch (error) {
      if (isWrongOldPassword(error)) await limiter.recordFailure(attempt);
      throw error;
    }
    ctx.body = response;
  });

  router.get('/profile', requireAuth(db, config), async (ctx) => {
    const user = currentUser(ctx);
    // requireAuth has verified this token; read again for its times.
    const token = bearerToken(ctx.get('Authorization') || undefined) ?? '';
    const verified = await verifyAccessToken(token, config.token, config.jwtSecret);
    const response: ProfileResponse = {
      user,
      permissions: await permissionsOfUser(db, user.id),
      token: {
        prefix: token.slice(0, 25),
        issuedAt: new Date(verified.issuedAtSeconds * 1000).toISOString(),
        expiresAt: new Date(verified.expiresAtSeconds * 1000).toISOString(),
      },
    };
    ctx.body = response;
  });

  router.get('/users', requireAuth(db, config), async (ctx) => {
    requireAdminRole(ctx);
    const response: UserListResponse = { users: await listUsers(db), roles: await knownRoles(db) };
    ctx.body = response;
  });

  router.put('/users/:id/roles', requireAuth(db, config), async (ctx) => {
    const actor = requireAdminRole(ctx);
    const userId = parseUserId(ctx.params.id);
    const request = parseOrThrow(SetUserRolesRequest, ctx.request.body);
    const response: SetUserRolesResponse = { user: await setUserRoles(db, actor, userId, request.roles) };
    ctx.body = response;
  });

  return router;
}
