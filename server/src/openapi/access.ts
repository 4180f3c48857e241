/**
 * @fileoverview Who may call a route, in words: for the OpenAPI document's descriptions, the
 * HTML route list and the route-matrix printout, so all three say the same thing.
 */

import type { RouteAccess } from '../routes/routeDoc.js';

/** A short label: `public`, `user`, `permission 'Approve Bengali'`, `admin`. */
export function accessLabel(access: RouteAccess): string {
  return access.kind === 'permission' ? `permission '${access.permission}'` : access.kind;
}

/** One sentence for people reading the API's documentation. */
export function accessSentence(access: RouteAccess): string {
  switch (access.kind) {
    case 'public':
      return 'Access: anyone; no token needed.';
    case 'user':
      return 'Access: any logged-in user (a bearer token).';
    case 'permission':
      return `Access: a logged-in user holding the permission '${access.permission}' (403 otherwise).`;
    case 'editor':
      return 'Access: a logged-in user with the editor or admin role (403 otherwise).';
    case 'admin':
      return 'Access: a logged-in user with the admin role (403 otherwise).';
  }
}
