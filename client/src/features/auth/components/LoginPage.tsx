/**
 * @fileoverview The login page, /login (app-spec 2.5, 5): username, password and a Login button
 * that is disabled while logging in; 'Username is required' / 'Password is required' under empty
 * fields (nothing is sent then); the server's words on a refusal (401 'Wrong username or
 * password', 429 'Too many failed logins; please try again in N seconds'); 'You are logged in'
 * with a link home when a session exists. After logging in it returns to the page the guard came
 * from (the song being edited: its unsaved text waits in the drafts of localStorage).
 */

import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { sessionStore } from '../../../lib/session.ts';
import { login } from '../api/auth.ts';
import { describeFailure } from '../authErrors.ts';
import { isValid } from '../fieldErrors.ts';
import { useSession } from '../hooks/useSession.ts';
import { startSession } from '../sessionActions.ts';
import { validateLogin, type LoginFieldErrors } from '../validateLogin.ts';
import { FormField } from './FormField.tsx';
import './account.css';

/** Where the guard found the user: the page to return to after logging in. */
interface LoginLocationState {
  from?: { pathname: string; search: string };
}

const FIELDS = ['username', 'password'] as const;

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
        <section className="login-card" data-testid="login-logged-in">
          <h1>Swaralipi</h1>
          <p>You are logged in</p>
          <p className="account-links">
            <Link to="/">Home</Link>
          </p>
        </section>
      </main>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateLogin(username, password);
    setFieldErrors(errors);
    setServerError(null);
    if (!isValid(errors)) return;
    setLoggingIn(true);
    try {
      await startSession(await login({ username: username.trim(), password }));
      navigate(returnTo, { replace: true });
    } catch (error) {
      const failure = describeFailure(error, FIELDS, 'Logging in failed. Try again.');
      setFieldErrors(failure.fields);
      setServerError(failure.message ?? null);
    } finally {
      setLoggingIn(false);
    }
  };

  return (
    <main className="login-page">
      <form className="login-card" onSubmit={submit} noValidate aria-label="Login">
        <h1>Swaralipi</h1>
        <p className="login-lead">Log in to transcribe the archive's songs.</p>
        {sessionEnded && (
          <p className="login-info" role="status" data-testid="login-session-ended">
            Your session has ended. Log in again: the text you were editing is kept.
          </p>
        )}
        <FormField
          id="login-username"
          label="Username"
          autoComplete="username"
          autoFocus
          value={username}
          onChange={setUsername}
          error={fieldErrors.username}
        />
        <FormField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
        {serverError !== null && (
          <p className="form-error" role="alert" data-testid="login-error">
            {serverError}
          </p>
        )}
        <button type="submit" className="button button-primary" data-testid="login-submit" disabled={loggingIn}>
          {loggingIn ? 'Logging in…' : 'Login'}
        </button>
        <p className="account-switch">
          No account yet? <Link to="/signup">Sign up</Link>
        </p>
      </form>
    </main>
  );
}
