/**
 * @fileoverview Starting a session and reading its permissions: what login, sign-up and a
 * password change do with the LoginResponse they get, and what the guard does when a stored
 * session has no permissions read yet in this page (a reload, another tab's login, a failed read).
 */

import type { LoginResponse, ProfileResponse } from '../../../../server/src/api-types.ts';
import { sessionStore, type SessionStore } from '../../lib/session.ts';
import { fetchProfile } from './api/auth.ts';
import { permissionsStore, type PermissionsStore } from './permissionsStore.ts';

export interface SessionActions {
  /**
   * Reads the current session's permissions from `GET /api/auth/profile` and keeps them with its
   * token; a read already under way for the same token is shared, not repeated. Rejects with the
   * ApiError of the call (a 401 has then ended the session, lib/api.ts).
   */
  refreshPermissions(): Promise<void>;
  /**
   * Reads the permissions unless those of the current token were read since the page loaded.
   * Those kept in localStorage show at once after a reload, but are read again once per load: an
   * administrator may have changed the user's roles since.
   */
  ensurePermissions(): Promise<void>;
  /**
   * Stores `response` as the session (replacing any older one) and then reads its permissions.
   * Settles when they are known; a failure to read them leaves the session logged in without
   * permissions (the guard tries again on the next navigation).
   */
  startSession(response: LoginResponse): Promise<void>;
}

export interface SessionActionsDeps {
  sessions: Pick<SessionStore, 'get' | 'start'>;
  permissions: Pick<PermissionsStore, 'set'>;
  fetchProfile(): Promise<ProfileResponse>;
}

/** The actions over the given stores and profile call (tests pass their own). */
export function createSessionActions({ sessions, permissions, fetchProfile: readProfile }: SessionActionsDeps): SessionActions {
  let pending: { token: string; read: Promise<void> } | null = null;
  let readInThisPage: string | null = null;

  const refreshPermissions = (): Promise<void> => {
    const token = sessions.get()?.token;
    if (token === undefined) return Promise.resolve();
    if (pending?.token === token) return pending.read;
    const read: Promise<void> = readProfile()
      .then((profile) => {
        permissions.set(token, profile.permissions);
        readInThisPage = token;
      })
      .finally(() => {
        if (pending?.read === read) pending = null;
      });
    pending = { token, read };
    return read;
  };

  return {
    refreshPermissions,
    ensurePermissions() {
      const token = sessions.get()?.token;
      return token === undefined || token === readInThisPage ? Promise.resolve() : refreshPermissions();
    },
    async startSession(response) {
      sessions.start(response);
      try {
        await refreshPermissions();
      } catch {
        // Logged in without permissions: the menus hide what needs one; the guard retries.
      }
    },
  };
}

/** The page's actions, over its session, its permissions and the real profile call. */
export const { refreshPermissions, ensurePermissions, startSession }: SessionActions = createSessionActions({
  sessions: sessionStore,
  permissions: permissionsStore,
  fetchProfile: () => fetchProfile(),
});
