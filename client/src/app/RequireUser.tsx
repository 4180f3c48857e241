/**
 * @fileoverview The global guard (app-spec 2.1): every route under it needs a stored user;
 * anyone without one goes to /login, which returns them here after logging in. It listens to the
 * session, so a 401 from any call (which ends the session, lib/api.ts) leads here too.
 */

import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../features/auth/hooks/useSession.ts';

export function RequireUser() {
  const session = useSession();
  const location = useLocation();
  if (session === null) {
    return <Navigate to="/login" replace state={{ from: { pathname: location.pathname, search: location.search } }} />;
  }
  return <Outlet />;
}
