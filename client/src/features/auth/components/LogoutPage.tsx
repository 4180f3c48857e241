/**
 * @fileoverview The logout page, /logout (app-spec 2.5): logs out on load, then shows 'You have
 * been logged out!' and a 'Login again' link. Tokens are stateless JWTs and the API has no logout
 * call yet, so logging out forgets the token in this browser.
 */

import { useEffect } from 'react';
import { Link } from 'react-router';
import { sessionStore } from '../../../lib/session.ts';

export function LogoutPage() {
  useEffect(() => {
    if (sessionStore.get() !== null) sessionStore.end('logout');
  }, []);

  return (
    <main className="login-page">
      <section className="login-card">
        <h1>Swaralipi</h1>
        <p>You have been logged out!</p>
        <Link to="/login">Login again</Link>
      </section>
    </main>
  );
}
