/**
 * @fileoverview Starting a session and reading its permissions: what login, sign-up and a
 * password change do with the LoginResponse they get, and what the guard does when a stored
 * session has no permissions read yet (a reload of an older version, another tab's login).
 */

import type { LoginResponse } from '../../../../server/src/api-types.ts';
import { sessionStore } from '../../lib/session.ts';
import { fetchProfile } from './api/auth.ts';
import { permissionsStore } from './permissionsStore.ts';

/**
 * Reads the current session's permissions from `GET /api/auth/profile` and keeps them with its
 * token. Rejects with the ApiError of the call (a 401 has ended the session, lib/api.ts).
 */
export async function refreshPermissions(signal?: AbortSignal): Promise<void> {
  const token = sessionStore.get()?.token;
  if (token === undefined) return;
  const profile = await fetchProfile(signal);
  permissionsStore.set(token, profile.permissions);
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
