/**
 * @fileoverview The logged-in user's permissions (app-spec 6: 'Archive Songs', 'Print Archive',
 * 'Approve Bengali', 'Edit Wiki'), as `GET /api/auth/profile` lists them, kept beside the session
 * (lib/session.ts) in localStorage so that a reload shows the same menus and buttons at once.
 *
 * The permissions are stored with the token they were read with: permissions read for an older
 * session (another user, a token replaced by a password change) are never used for the current
 * one; until the new ones are read the user holds none. The client only hides what the user may
 * not use; the server refuses it anyway (403, DESIGN.md 4).
 */

import { browserStorage, tryWrite, type KeyValueStorage } from '../../lib/browserStorage.ts';
import { sessionStore, type SessionStore } from '../../lib/session.ts';

/** The localStorage key of the permissions. */
export const PERMISSIONS_KEY = 'swaralipi.permissions';

/** What is stored: the permissions and the token of the session they belong to. */
interface StoredPermissions {
  token: string;
  permissions: readonly string[];
}

/** No permissions: one frozen array, so that useSyncExternalStore sees no change. */
const NONE: readonly string[] = Object.freeze([]);

export interface PermissionsStore {
  /** The current session's permissions; none when logged out or not read yet for this token. */
  get(): readonly string[];
  /** True when the permissions of the current session's token have been read. */
  isLoaded(): boolean;
  /** Keeps the permissions read with `token`. */
  set(token: string, permissions: readonly string[]): void;
  /** Calls `listener` after every change of the permissions or of the session. */
  subscribe(listener: () => void): () => void;
}

function isStoredPermissions(value: unknown): value is StoredPermissions {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredPermissions>;
  return (
    typeof candidate.token === 'string' &&
    Array.isArray(candidate.permissions) &&
    candidate.permissions.every((permission) => typeof permission === 'string')
  );
}

/**
 * A permissions store over `storage`, tied to `session` (whose token selects the permissions).
 * Stored text that is not in the expected shape counts as nothing stored.
 */
export function createPermissionsStore(
  storage: KeyValueStorage,
  session: Pick<SessionStore, 'get' | 'subscribe'>,
): PermissionsStore {
  const listeners = new Set<() => void>();
  // Cached by raw text: get() must return the same array while nothing changed.
  let cachedRaw: string | null = null;
  let cached: StoredPermissions | null = null;

  const read = (): StoredPermissions | null => {
    const raw = storage.getItem(PERMISSIONS_KEY);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = null;
      if (raw !== null) {
        try {
          const parsed: unknown = JSON.parse(raw);
          cached = isStoredPermissions(parsed) ? { token: parsed.token, permissions: Object.freeze([...parsed.permissions]) } : null;
        } catch {
          cached = null;
        }
      }
    }
    return cached;
  };

  /** The stored record when it belongs to the current session's token. */
  const current = (): StoredPermissions | null => {
    const token = session.get()?.token;
    const stored = read();
    return token !== undefined && stored !== null && stored.token === token ? stored : null;
  };

  return {
    get: () => current()?.permissions ?? NONE,
    isLoaded: () => current() !== null,
    set(token, permissions) {
      tryWrite(storage, PERMISSIONS_KEY, JSON.stringify({ token, permissions: [...permissions] }));
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      // A new session (login, logout, another tab) changes which permissions apply.
      const unsubscribeSession = session.subscribe(listener);
      const onStorage = (event: StorageEvent): void => {
        if (event.key === PERMISSIONS_KEY || event.key === null) listener();
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        unsubscribeSession();
        globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}

/** True when `permissions` holds `permission` (app-spec 6's strings, compared exactly). */
export function hasPermission(permissions: readonly string[] | null | undefined, permission: string): boolean {
  return permissions?.includes(permission) ?? false;
}

/** The page's permissions, in the browser's localStorage, for the page's session. */
export const permissionsStore: PermissionsStore = createPermissionsStore(browserStorage(), sessionStore);
