/**
 * @fileoverview The login page, /login (app-spec 2.5, 5): username, password and a Login button
 * that is disabled while logging in; 'Username is required' / 'Password is required' under empty
 * fields (nothing is sent then); the server's message on a refusal; 'You are logged in' with a
 * link home when a session exists. After logging in it returns to the page the guard came from.
 */

import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/session.ts';
import { login } from '../api/auth.ts';
import { startSession } from '../sessionActions.ts';
import { useSession } from '../hooks/useSession.ts';
import { validateLogin, type LoginFieldErrors } from '../validateLogin.ts';

/** Where the guard found the user: the page to return to after logging in. */
interface LoginLocationState {
  from?: { pathname: string; search: string };
}

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [loggingIn, setLoggingIn] = useState(false);

  const from = (location.state as LoginLocationState | null)?.from;
  const returnTo = from === undefined ? '/' : `${from.pathname}${from.search}`;
  const sessionEnded = sessionStore.lastEndReason() === 'expired';

  if (session !== null && !loggingIn) {
    return (
      <main className="login-page">
        <section className="login-card">
          <h1>Swaralipi</h1>
          <p>You are logged in</p>
          <Link to="/">Home</Link>
        </section>
      </main>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateLogin(username, password);
    setFieldErrors(errors);
    setServerError(null);
    if (errors.username !== undefined || errors.password !== undefined) return;
    setLoggingIn(true);
    try {
      await startSession(await login({ username: username.trim(), password }));
      navigate(returnTo, { replace: true });
    } catch (error) {
      setServerError(isApiError(error) ? error.message : 'Logging in failed. Try again.');
    } finally {
      setLoggingIn(false);
    }
  };

  return (
    <main className="login-page">
      <form className="login-card" onSubmit={submit} noValidate>
        <h1>Swaralipi</h1>
        <p className="login-lead">Log in to transcribe the archive's songs.</p>
        {sessionEnded && (
          <p className="login-info" role="status">
            Your session has ended. Log in again: the text you were editing is kept.
          </p>
        )}
        <label htmlFor="login-username">Username</label>
        <input
          id="login-username"
          data-testid="login-username"
          name="username"
          autoComplete="username"
          autoFocus
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={fieldErrors.username !== undefined}
          aria-describedby={fieldErrors.username === undefined ? undefined : 'login-username-error'}
        />
        {fieldErrors.username !== undefined && (
          <p id="login-username-error" className="field-error" data-testid="login-username-error">
            {fieldErrors.username}
          </p>
        )}
        <label htmlFor="login-password">Password</label>
        <input
          id="login-password"
          data-testid="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={fieldErrors.password !== undefined}
          aria-describedby={fieldErrors.password === undefined ? undefined : 'login-password-error'}
        />
        {fieldErrors.password !== undefined && (
          <p id="login-password-error" className="field-error" data-testid="login-password-error">
            {fieldErrors.password}
          </p>
        )}
        {serverError !== null && (
          <p className="form-error" role="alert" data-testid="login-error">
            {serverError}
          </p>
        )}
        <button type="submit" className="button button-primary" data-testid="login-submit" disabled={loggingIn}>
          {loggingIn ? 'Logging in…' : 'Login'}
        </button>
      </form>
    </main>
  );
}
