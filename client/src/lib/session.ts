/**
 * @fileoverview The logged-in session: the LoginResponse of `POST /api/auth/login` (token, its
 * times, the user), kept in localStorage so that a reload stays logged in (app-spec 2.5, 7: "a
 * bearer access token from local storage"). The api client reads the token from here; the route
 * guard and the header read the user. A session whose token has expired counts as none.
 *
 * Subscribers hear every change, including changes made in another tab (the `storage` event), so
 * React reads it with useSyncExternalStore (features/auth/hooks/useSession.ts).
 */

import type { LoginResponse } from '../../../server/src/api-types.ts';
import { browserStorage, tryWrite, type KeyValueStorage } from './browserStorage.ts';

export type Session = LoginResponse;

/** Why the last session ended: the user logged out, or the server refused the token (401). */
export type SessionEndReason = 'logout' | 'expired';

export interface SessionStore {
  /** The current session, or null when logged out or when its token has expired. */
  get(): Session | null;
  /** Stores a session after a successful login. */
  start(session: Session): void;
  /** Forgets the session and remembers why (see `lastEndReason`). */
  end(reason: SessionEndReason): void;
  /** Why the session last ended in this page, or null when it has not ended since load. */
  lastEndReason(): SessionEndReason | null;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The localStorage key of the session. */
export const SESSION_KEY = 'swaralipi.session';

/** True when `value` has the fields of a LoginResponse that the client relies on. */
function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Session>;
  return (
    typeof candidate.token === 'string' &&
    typeof candidate.expiresAt === 'string' &&
    typeof candidate.user?.username === 'string'
  );
}

/**
 * A session store over `storage`. `now` gives the time in ms since the epoch (tests move it).
 * Stored text that is not a session (hand-edited, an older format) is treated as no session.
 */
export function createSessionStore(
  storage: KeyValueStorage,
  now: () => number = Date.now,
): SessionStore {
  const listeners = new Set<() => void>();
  let endReason: SessionEndReason | null = null;
  // The parsed session is cached by its raw text: get() must return the same object while nothing
  // changed, or useSyncExternalStore re-renders forever.
  let cachedRaw: string | null = null;
  let cachedSession: Session | null = null;

  const notify = (): void => {
    for (const listener of listeners) listener();
  };

  const read = (): Session | null => {
    const raw = storage.getItem(SESSION_KEY);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedSession = null;
      if (raw !== null) {
        try {
          const parsed: unknown = JSON.parse(raw);
          cachedSession = isSession(parsed) ? parsed : null;
        } catch {
          cachedSession = null;
        }
      }
    }
    return cachedSession;
  };

  return {
    get() {
      const session = read();
      if (session === null) return null;
      const expiresAt = Date.parse(session.expiresAt);
      return Number.isFinite(expiresAt) && expiresAt <= now() ? null : session;
    },
    start(session) {
      endReason = null;
      tryWrite(storage, SESSION_KEY, JSON.stringify(session));
      notify();
    },
    end(reason) {
      endReason = reason;
      storage.removeItem(SESSION_KEY);
      notify();
    },
    lastEndReason: () => endReason,
    subscribe(listener) {
      listeners.add(listener);
      // Another tab logging in or out changes localStorage under us.
      const onStorage = (event: StorageEvent): void => {
        if (event.key === SESSION_KEY || event.key === null) listener();
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}

/** The page's session, in the browser's localStorage. */
export const sessionStore: SessionStore = createSessionStore(browserStorage());
