/**
 * @fileoverview The user widget in the header bar (app-spec 2.5: "The user widget shows the user
 * name linking to profile when logged in"), and the logout link (logging out navigates to
 * /logout, app-spec 2.1).
 */

import { Link } from 'react-router';
import { useSession } from '../hooks/useSession.ts';
import './account.css';

export function UserWidget() {
  const session = useSession();
  if (session === null) return null;
  return (
    <nav className="app-user" aria-label="User">
      <Link to="/profile" className="app-user-name" data-testid="user-name" title="Your profile">
        {session.user.username}
      </Link>
      <Link to="/logout" data-testid="logout-link">
        Log out
      </Link>
    </nav>
  );
}
