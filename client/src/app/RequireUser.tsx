/**
 * @fileoverview The global guard (app-spec 2.1): every route under it needs a stored user;
 * anyone without one goes to /login, which returns them here after logging in. It listens to the
 * session, so a 401 from any call (which ends the session, lib/api.ts) leads here too.
 *
 * It also reads the user's permissions once per page load (those kept from before show in the
 * meantime; an administrator may have changed the roles since) and again after a failed read, on
 * the next navigation, so menus and buttons gated by a permission are right without logging in
 * again.
 */

import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../features/auth/hooks/useSession.ts';
import { ensurePermissions } from '../features/auth/sessionActions.ts';

export function RequireUser() {
  const session = useSession();
  const location = useLocation();
  const token = session?.token;

  useEffect(() => {
    if (token === undefined) return;
    // A failure leaves the user without permissions; a 401 ends the session (and lands here).
    ensurePermissions().catch(() => undefined);
  }, [token, location.pathname]);

  if (session === null) {
    return <Navigate to="/login" replace state={{ from: { pathname: location.pathname, search: location.search } }} />;
  }
  return <Outlet />;
}
