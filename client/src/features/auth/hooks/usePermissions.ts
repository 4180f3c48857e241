/**
 * @fileoverview The logged-in user's permissions as React state (app-spec 6): components gate
 * buttons and menu items on them ("menus receive the user's permissions") and re-render when
 * they are read after a login or when the session changes. The server checks them again on
 * every call (403), so hiding is a courtesy, not the protection.
 *
 *     const canApprove = useHasPermission('Approve Bengali');
 */

import { useSyncExternalStore } from 'react';
import { hasPermission, permissionsStore } from '../permissionsStore.ts';

export { hasPermission } from '../permissionsStore.ts';

/** The permission strings of the current user; empty when logged out or not read yet. */
export function usePermissions(): readonly string[] {
  return useSyncExternalStore(permissionsStore.subscribe, permissionsStore.get);
}

/** True when the current user holds `permission` (e.g. 'Approve Bengali'). */
export function useHasPermission(permission: string): boolean {
  return hasPermission(usePermissions(), permission);
}
