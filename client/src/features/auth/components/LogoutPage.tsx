/**
 * @fileoverview The logout page, /logout (app-spec 2.5): logs out on load, then shows 'You have
 * been logged out!' and a 'Login again' link. Logging out asks the server to revoke every token
 * of the user issued until now (`POST /api/auth/logout`, DESIGN.md 5), so a copy of the token
 * left elsewhere stops working too; then the session in this browser is forgotten. When the
 * server cannot be reached the local session still ends, and the page says that the server was
 * not told.
 */

import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/session.ts';
import { logout } from '../api/auth.ts';
import './account.css';

type LogoutState = { kind: 'logging-out' } | { kind: 'done' } | { kind: 'server-not-told'; message: string };

/**
 * The logout under way in this page, by token. React runs effects twice in development
 * (StrictMode): the second run waits for the first call instead of sending a second
 * `POST /logout` with a token that the first is revoking.
 */
let pendingLogout: { token: string; result: Promise<LogoutState> } | null = null;

/** Revokes the session's tokens on the server, then ends it here; resolves to what happened. */
function logOutEverywhere(): Promise<LogoutState> {
  const token = sessionStore.get()?.token;
  if (pendingLogout !== null && (token === undefined || token === pendingLogout.token)) return pendingLogout.result;
  if (token === undefined) return Promise.resolve({ kind: 'done' });
  const result = revokeThenEnd(token).finally(() => {
    if (pendingLogout?.token === token) pendingLogout = null;
  });
  pendingLogout = { token, result };
  return result;
}

async function revokeThenEnd(token: string): Promise<LogoutState> {
  try {
    await logout();
    return { kind: 'done' };
  } catch (error) {
    // A 401: the token was already revoked or expired, which is what logging out wants.
    if (isApiError(error) && error.status === 401) return { kind: 'done' };
    const message = isApiError(error) ? error.message : 'Logging out on the server failed.';
    return { kind: 'server-not-told', message };
  } finally {
    // Also after a 401, which ended the session as 'expired': this end was asked for. A session
    // started meanwhile (another tab logged in again) is left alone.
    const current = sessionStore.get();
    if (current === null || current.token === token) sessionStore.end('logout');
  }
}

export function LogoutPage() {
  const [state, setState] = useState<LogoutState>(() =>
    sessionStore.get() === null ? { kind: 'done' } : { kind: 'logging-out' },
  );

  useEffect(() => {
    let live = true;
    void logOutEverywhere().then((result) => {
      if (live) setState(result);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <main className="login-page">
      <section className="login-card" aria-live="polite">
        <h1>Swaralipi</h1>
        {state.kind === 'logging-out' ? (
          <p data-testid="logout-pending">Logging out…</p>
        ) : (
          <>
            <p className="account-done" data-testid="logout-message">
              You have been logged out!
            </p>
            {state.kind === 'server-not-told' && (
              <p className="form-error" role="alert" data-testid="logout-error">
                The server could not be told ({state.message}); tokens issued before stay valid until they expire.
              </p>
            )}
            <p className="account-links">
              <Link to="/login" data-testid="login-again">
                Login again
              </Link>
            </p>
          </>
        )}
      </section>
    </main>
  );
}
