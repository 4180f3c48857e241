/**
 * @fileoverview The menu a user sees (app-spec 2.3: "Menu items can be gated by permission; menus
 * receive the user's permissions. Menu tree children are ordered by a numeric weight"): a pure
 * function of the tree and the user, tested in visibleMenu.test.ts.
 */

import type { MenuItem } from './menuTree.ts';

/** Who is looking at the menu. */
export interface MenuViewer {
  permissions: readonly string[];
  isAdmin: boolean;
}

/** Whether `item` itself may be shown to `viewer` (its children aside). */
export function itemAllowed(item: MenuItem, viewer: MenuViewer): boolean {
  if (item.later === true && item.children === undefined) return false;
  if (item.admin === true && !viewer.isAdmin) return false;
  if (item.permission !== undefined && !viewer.permissions.includes(item.permission)) return false;
  return true;
}

/**
 * The items of `items` that `viewer` may see, each level ordered by weight (ties keep the tree's
 * order), without pages of later issues. A parent whose own page is of a later issue stays only
 * while it has children to show (and then opens them only); a parent with no action and no
 * visible child is left out.
 */
export function visibleMenu(items: readonly MenuItem[], viewer: MenuViewer): MenuItem[] {
  const shown: MenuItem[] = [];
  for (const item of items) {
    if (!itemAllowed(item, viewer)) continue;
    const children = item.children === undefined ? undefined : visibleMenu(item.children, viewer);
    const action = item.later === true ? undefined : item.action;
    if (children !== undefined && children.length === 0 && action === undefined) continue;
    const { action: _dropped, children: _old, ...rest } = item;
    shown.push({ ...rest, ...(action !== undefined ? { action } : {}), ...(children !== undefined && children.length > 0 ? { children } : {}) });
  }
  // Array.prototype.sort is stable (ES2019), so equal weights keep the tree's order.
  return shown.sort((a, b) => a.weight - b.weight);
}

/** The labels of a menu as an outline, for tests and logs: "Transcribe > Open image". */
export function menuOutline(items: readonly MenuItem[], prefix = ''): string[] {
  return items.flatMap((item) => [`${prefix}${item.label}`, ...menuOutline(item.children ?? [], `${prefix}${item.label} > `)]);
}
