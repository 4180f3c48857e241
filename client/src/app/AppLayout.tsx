/**
 * @fileoverview The frame of every logged-in page: the header bar (product name, the user, a
 * logout link) above the page.
 */

import { Link, Outlet } from 'react-router';
import { useSession } from '../features/auth/hooks/useSession.ts';

export function AppLayout() {
  const session = useSession();
  return (
    <div className="app-shell">
      <header className="app-header">
        <Link to="/" className="app-brand">
          Swaralipi
        </Link>
        <nav className="app-user" aria-label="User">
          <span className="app-user-name" data-testid="user-name">
            {session?.user.username}
          </span>
          <Link to="/logout" data-testid="logout-link">
            Log out
          </Link>
        </nav>
      </header>
      <Outlet />
    </div>
  );
}
