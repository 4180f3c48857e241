/**
 * @fileoverview Starting a session and reading its permissions: what login, sign-up and a
 * password change do with the LoginResponse they get, and what the guard does when a stored
 * session has no permissions read yet (a reload after another tab logged in, a failed read).
 */

import type { LoginResponse } from '../../../../server/src/api-types.ts';
import { sessionStore } from '../../lib/session.ts';
import { fetchProfile } from './api/auth.ts';
import { permissionsStore } from './permissionsStore.ts';

/** The profile read under way, by the token it reads for: callers for that token share it. */
let pending: { token: string; read: Promise<void> } | null = null;

/**
 * The token whose permissions were read since this page loaded. Those kept in localStorage show
 * at once after a reload, but are read again once per load: an administrator may have changed
 * the user's roles since.
 */
let readInThisPage: string | null = null;

/**
 * Reads the current session's permissions from `GET /api/auth/profile` and keeps them with its
 * token; a read already under way for the same token is shared, not repeated. Rejects with the
 * ApiError of the call (a 401 has then ended the session, lib/api.ts).
 */
export function refreshPermissions(): Promise<void> {
  const token = sessionStore.get()?.token;
  if (token === undefined) return Promise.resolve();
  if (pending?.token === token) return pending.read;
  const read: Promise<void> = fetchProfile()
    .then((profile) => {
      permissionsStore.set(token, profile.permissions);
      readInThisPage = token;
    })
    .finally(() => {
      if (pending?.read === read) pending = null;
    });
  pending = { token, read };
  return read;
}

/** Reads the permissions unless those of the current session's token were read in this page. */
export function ensurePermissions(): Promise<void> {
  const token = sessionStore.get()?.token;
  return token === undefined || token === readInThisPage ? Promise.resolve() : refreshPermissions();
}

/**
 * Stores `response` as the session (replacing any older one) and then reads its permissions.
 * The returned promise settles when the permissions are known; a failure to read them leaves the
 * session logged in without permissions (the guard tries again on the next navigation).
 */
export async function startSession(response: LoginResponse): Promise<void> {
  sessionStore.start(response);
  try {
    await refreshPermissions();
  } catch {
    // Logged in without permissions: the menus hide what needs one; the guard retries.
  }
}
