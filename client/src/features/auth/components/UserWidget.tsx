/**
 * @fileoverview The user widget in the header bar (app-spec 2.5: "The user widget shows the user
 * name linking to profile when logged in"), and the logout link.
 */

import { Link } from 'react-router';
import { useSession } from '../hooks/useSession.ts';

export function UserWidget() {
  const session = useSession();
  return (
    <nav className="app-user" aria-label="User">
      <span className="app-user-name" data-testid="user-name">
        {session?.user.username}
      </span>
      <Link to="/logout" data-testid="logout-link">
        Log out
      </Link>
    </nav>
  );
}
