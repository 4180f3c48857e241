/**
 * @fileoverview The profile page, /profile (app-spec 2.5, 6): the user name; links Home, Change
 * Password and Log Out; a table of the user's roles and one of their permissions; the first 25
 * characters of the current token with its creation and expiry times. Everything comes from
 * `GET /api/auth/profile`, which also refreshes the permissions that gate menus and buttons.
 * An administrator also finds the users and their roles here (UserRolesTable).
 */

import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ProfileResponse } from '../../../../../server/src/api-types.ts';
import { isAbortError, isApiError } from '../../../lib/api.ts';
import { fetchProfile } from '../api/auth.ts';
import { permissionsStore } from '../permissionsStore.ts';
import { useSession } from '../hooks/useSession.ts';
import { ADMIN_ROLE } from '../userRoles.ts';
import { UserRolesTable } from './UserRolesTable.tsx';
import './account.css';

type ProfileState = { kind: 'loading' } | { kind: 'loaded'; profile: ProfileResponse } | { kind: 'failed'; message: string };

/** An ISO 8601 time in the reader's own time zone and words, e.g. "22 Nov 2026, 18:52:07". */
function formatTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : time.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}

export function ProfilePage() {
  const session = useSession();
  const token = session?.token;
  const [state, setState] = useState<ProfileState>({ kind: 'loading' });

  // Read again when the token changes (a password change gives a new one).
  useEffect(() => {
    if (token === undefined) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetchProfile(controller.signal)
      .then((profile) => {
        permissionsStore.set(token, profile.permissions);
        setState({ kind: 'loaded', profile });
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        setState({ kind: 'failed', message: isApiError(error) ? error.message : 'The profile could not be read.' });
      });
    return () => controller.abort();
  }, [token]);

  return (
    <main className="account-page">
      <section className="account-card" aria-labelledby="profile-heading">
        <h1 id="profile-heading">
          Profile of <span data-testid="profile-username">{session?.user.username}</span>
        </h1>
        <nav className="account-links" aria-label="Account">
          <Link to="/" data-testid="profile-home">
            Home
          </Link>
          <Link to="/changepassword" data-testid="profile-change-password">
            Change Password
          </Link>
          <Link to="/logout" data-testid="profile-logout">
            Log Out
          </Link>
        </nav>
        {state.kind === 'loading' && <p className="account-lead">Reading the profile…</p>}
        {state.kind === 'failed' && (
          <p className="form-error" role="alert" data-testid="profile-error">
            {state.message}
          </p>
        )}
        {state.kind === 'loaded' && <ProfileDetails profile={state.profile} />}
      </section>
      {state.kind === 'loaded' && state.profile.user.roles.includes(ADMIN_ROLE) && (
        <section className="account-card account-admin" aria-label="Users and roles">
          <p className="account-lead">
            A new account has no role. Give <strong>editor</strong> for every permission but 'Approve Bengali', or <strong>admin</strong> for all.
          </p>
          <UserRolesTable actor={state.profile.user} />
        </section>
      )}
    </main>
  );
}

function ProfileDetails({ profile }: { profile: ProfileResponse }) {
  return (
    <>
      <NameTable caption="Roles" heading="Role" names={profile.user.roles} emptyText="No roles" testId="profile-roles" />
      <NameTable
        caption="Permissions"
        heading="Permission"
        names={profile.permissions}
        emptyText="No permissions"
        testId="profile-permissions"
      />
      <table className="account-table" data-testid="profile-token">
        <caption>Current token</caption>
        <tbody>
          <tr>
            <th scope="row">Token</th>
            <td>
              <code data-testid="profile-token-prefix">{profile.token.prefix}</code>…
            </td>
          </tr>
          <tr>
            <th scope="row">Created</th>
            <td>
              <time dateTime={profile.token.issuedAt} data-testid="profile-token-issued">
                {formatTime(profile.token.issuedAt)}
              </time>
            </td>
          </tr>
          <tr>
            <th scope="row">Expires</th>
            <td>
              <time dateTime={profile.token.expiresAt} data-testid="profile-token-expires">
                {formatTime(profile.token.expiresAt)}
              </time>
            </td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

interface NameTableProps {
  caption: string;
  heading: string;
  names: readonly string[];
  /** The row shown when there are no names. */
  emptyText: string;
  testId: string;
}

/** A one-column table of names (roles, permissions), with a row saying so when it is empty. */
function NameTable({ caption, heading, names, emptyText, testId }: NameTableProps) {
  return (
    <table className="account-table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
        </tr>
      </thead>
      <tbody>
        {names.length === 0 ? (
          <tr>
            <td className="account-empty" data-testid={`${testId}-empty`}>
              {emptyText}
            </td>
          </tr>
        ) : (
          names.map((name) => (
            <tr key={name}>
              <td data-testid={`${testId}-item`}>{name}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
