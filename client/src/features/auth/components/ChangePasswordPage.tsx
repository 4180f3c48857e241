/**
 * @fileoverview The change-password page, /changepassword (app-spec 2.5, 5): old password, new
 * password, repeat new password; 'Password is required', 'New password is required', 'Passwords
 * must match' under the fields, and nothing sent while any is shown. A wrong old password is
 * refused by the server beside its field (it counts as a failed login: 429 after ten).
 *
 * On success the server answers a new token and revokes every older one (DESIGN.md 5): the new
 * session replaces the old one here, so this page goes on, while other browsers logged in as the
 * same user are sent to /login on their next call.
 */

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { changePassword } from '../api/auth.ts';
import { describeFailure } from '../authErrors.ts';
import { isValid } from '../fieldErrors.ts';
import { startSession } from '../sessionActions.ts';
import { validateChangePassword, type ChangePasswordFieldErrors } from '../validateChangePassword.ts';
import { FormField } from './FormField.tsx';
import './account.css';

const FIELDS = ['oldPassword', 'newPassword', 'repeatPassword'] as const;

export function ChangePasswordPage() {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<ChangePasswordFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [changed, setChanged] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateChangePassword(oldPassword, newPassword, repeatPassword);
    setFieldErrors(errors);
    setServerError(null);
    setChanged(false);
    if (!isValid(errors)) return;
    setSaving(true);
    try {
      await startSession(await changePassword({ oldPassword, newPassword, repeatPassword }));
      setOldPassword('');
      setNewPassword('');
      setRepeatPassword('');
      setChanged(true);
    } catch (error) {
      const failure = describeFailure(error, FIELDS, 'Changing the password failed. Try again.');
      setFieldErrors(failure.fields);
      setServerError(failure.message ?? null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <main className="account-page">
      <form className="account-card account-form" onSubmit={submit} noValidate aria-label="Change password">
        <h1>Change password</h1>
        <p className="account-lead">Every other session of your account is logged out when the password changes.</p>
        <FormField
          id="password-old"
          label="Old password"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={oldPassword}
          onChange={setOldPassword}
          error={fieldErrors.oldPassword}
        />
        <FormField
          id="password-new"
          label="New password"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={setNewPassword}
          error={fieldErrors.newPassword}
        />
        <FormField
          id="password-repeat"
          label="Repeat new password"
          type="password"
          autoComplete="new-password"
          value={repeatPassword}
          onChange={setRepeatPassword}
          error={fieldErrors.repeatPassword}
        />
        {serverError !== null && (
          <p className="form-error" role="alert" data-testid="password-error">
            {serverError}
          </p>
        )}
        {changed && (
          <p className="account-success" role="status" data-testid="password-changed">
            Your password has been changed.
          </p>
        )}
        <div className="account-actions">
          <button type="submit" className="button button-primary" data-testid="password-submit" disabled={saving}>
            {saving ? 'Changing…' : 'Change password'}
          </button>
          <Link to="/profile">Back to profile</Link>
        </div>
      </form>
    </main>
  );
}
