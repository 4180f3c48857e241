/**
 * @fileoverview The sign-up page, /signup (app-spec 2.5, 5): Username, Password, Re-enter
 * Password and Submit; 'Username is required', 'Password is required', 'Passwords must match'
 * under the fields, and nothing sent until the form is valid. The server's refusals (409 'This
 * username is already taken', a too long name) are shown in its words. A new account has no
 * roles; it is logged in at once and taken to the editor.
 */

import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { describeFailure } from '../authErrors.ts';
import { signup } from '../api/auth.ts';
import { isValid } from '../fieldErrors.ts';
import { useSession } from '../hooks/useSession.ts';
import { startSession } from '../sessionActions.ts';
import { validateSignup, type SignupFieldErrors } from '../validateSignup.ts';
import { FormField } from './FormField.tsx';
import './account.css';

const FIELDS = ['username', 'password', 'repeatPassword'] as const;

export function SignupPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<SignupFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [signingUp, setSigningUp] = useState(false);

  if (session !== null && !signingUp) {
    return (
      <main className="login-page">
        <section className="login-card" data-testid="signup-logged-in">
          <h1>Swaralipi</h1>
          <p>
            You are logged in as <strong>{session.user.username}</strong>.
          </p>
          <p className="account-links">
            <Link to="/">Home</Link>
            <Link to="/logout">Log out</Link>
          </p>
        </section>
      </main>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateSignup(username, password, repeatPassword);
    setFieldErrors(errors);
    setServerError(null);
    if (!isValid(errors)) return;
    setSigningUp(true);
    try {
      await startSession(await signup({ username: username.trim(), password, repeatPassword }));
      navigate('/', { replace: true });
    } catch (error) {
      const failure = describeFailure(error, FIELDS, 'Signing up failed. Try again.');
      setFieldErrors(failure.fields);
      setServerError(failure.message ?? null);
    } finally {
      setSigningUp(false);
    }
  };

  return (
    <main className="login-page">
      <form className="login-card" onSubmit={submit} noValidate aria-label="Sign up">
        <h1>Swaralipi</h1>
        <p className="login-lead">Create an account. An administrator grants the permissions it needs.</p>
        <FormField
          id="signup-username"
          label="Username"
          autoComplete="username"
          autoFocus
          value={username}
          onChange={setUsername}
          error={fieldErrors.username}
        />
        <FormField
          id="signup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
        <FormField
          id="signup-repeat-password"
          label="Re-enter Password"
          type="password"
          autoComplete="new-password"
          value={repeatPassword}
          onChange={setRepeatPassword}
          error={fieldErrors.repeatPassword}
        />
        {serverError !== null && (
          <p className="form-error" role="alert" data-testid="signup-error">
            {serverError}
          </p>
        )}
        <button type="submit" className="button button-primary" data-testid="signup-submit" disabled={signingUp}>
          {signingUp ? 'Signing up…' : 'Submit'}
        </button>
        <p className="account-switch">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </form>
    </main>
  );
}
