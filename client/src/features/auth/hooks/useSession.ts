/**
 * @fileoverview The stored session (lib/session.ts) as React state: components re-render when
 * the user logs in or out, here or in another tab, or when a 401 ends the session.
 */

import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from '../../../lib/session.ts';

/** The current session, or null when nobody is logged in. */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
