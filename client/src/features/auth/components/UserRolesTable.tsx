/**
 * @fileoverview Users and their roles, for administrators (on the profile page): one row per
 * user, one box per role (app-spec 6's permissions come with the roles: `editor` holds all but
 * 'Approve Bengali', `admin` all four). Ticking or clearing a box saves at once
 * (`PUT /api/auth/users/:id/roles`); the user's next call already has the new permissions. The
 * server checks that the caller is an administrator (403) and refuses an administrator taking
 * the admin role from themself (409), whose box is therefore locked here.
 */

import { useEffect, useState } from 'react';
import type { User, UserListResponse } from '../../../../../server/src/api-types.ts';
import { isAbortError, isApiError } from '../../../lib/api.ts';
import { fetchUsers, setUserRoles } from '../api/auth.ts';
import { refreshPermissions } from '../sessionActions.ts';
import { lockedReason, toggledRoles } from '../userRoles.ts';

type UsersState = { kind: 'loading' } | { kind: 'loaded'; list: UserListResponse } | { kind: 'failed'; message: string };

/** The words for a failed call: the server's message, or ours for anything else. */
function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

export function UserRolesTable({ actor }: { actor: User }) {
  const [state, setState] = useState<UsersState>({ kind: 'loading' });
  const [savingUserId, setSavingUserId] = useState<number | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchUsers(controller.signal)
      .then((list) => setState({ kind: 'loaded', list }))
      .catch((error: unknown) => {
        if (!isAbortError(error)) setState({ kind: 'failed', message: failureMessage(error, 'The users could not be read.') });
      });
    return () => controller.abort();
  }, []);

  if (state.kind === 'loading') return <p className="account-lead">Reading the users…</p>;
  if (state.kind === 'failed') {
    return (
      <p className="form-error" role="alert" data-testid="user-roles-error">
        {state.message}
      </p>
    );
  }

  const { users, roles } = state.list;

  const change = async (user: User, role: string, granted: boolean) => {
    setSavingUserId(user.id);
    setSaveError(null);
    try {
      const { user: saved } = await setUserRoles(user.id, toggledRoles(user.roles, role, granted));
      setState({ kind: 'loaded', list: { roles, users: users.map((each) => (each.id === saved.id ? saved : each)) } });
      // One's own roles changed: the menus and buttons follow the new permissions.
      if (saved.id === actor.id) await refreshPermissions().catch(() => undefined);
    } catch (error) {
      setSaveError(`${user.username}: ${failureMessage(error, 'The roles could not be saved.')}`);
    } finally {
      setSavingUserId(null);
    }
  };

  return (
    <>
      {saveError !== null && (
        <p className="form-error" role="alert" data-testid="user-roles-error">
          {saveError}
        </p>
      )}
      <table className="account-table account-users" data-testid="user-roles">
        <caption>Users and roles</caption>
        <thead>
          <tr>
            <th scope="col">User</th>
            {roles.map((role) => (
              <th scope="col" key={role} className="account-role-column">
                {role}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} data-testid="user-roles-row" data-username={user.username}>
              <th scope="row">{user.username}</th>
              {roles.map((role) => {
                const locked = lockedReason(actor.id, user.id, role);
                return (
                  <td key={role} className="account-role-column">
                    <input
                      type="checkbox"
                      checked={user.roles.includes(role)}
                      disabled={locked !== null || savingUserId === user.id}
                      title={locked ?? undefined}
                      aria-label={`${role} role for ${user.username}`}
                      data-testid={`user-role-${role}`}
                      onChange={(event) => void change(user, role, event.target.checked)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
