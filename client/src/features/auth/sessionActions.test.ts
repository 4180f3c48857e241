import { describe, expect, it } from 'vitest';
import type { LoginResponse, ProfileResponse } from '../../../../server/src/api-types.ts';
import { ApiError } from '../../lib/api.ts';
import { createSessionStore } from '../../lib/session.ts';
import { createMemoryStorage } from '../../testing/memoryStorage.ts';
import { createPermissionsStore } from './permissionsStore.ts';
import { createSessionActions } from './sessionActions.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');

function loginResponse(token: string): LoginResponse {
  return {
    token,
    issuedAt: '2026-11-22T09:00:00Z',
    expiresAt: '2026-11-22T12:00:00Z',
    user: { id: 7, username: 'mira', roles: ['editor'] },
  };
}

/** Stores over one memory storage, and a profile call that answers `answers` in turn. */
function setUp(answers: (readonly string[] | Error)[], storage = createMemoryStorage()) {
  const sessions = createSessionStore(storage, () => NOW);
  const permissions = createPermissionsStore(storage, sessions);
  const calls: string[] = [];
  const actions = createSessionActions({
    sessions,
    permissions,
    async fetchProfile(): Promise<ProfileResponse> {
      const token = sessions.get()?.token ?? '';
      calls.push(token);
      const answer = answers.shift();
      if (answer === undefined) throw new Error('no more answers');
      if (answer instanceof Error) throw answer;
      const session = loginResponse(token);
      return { user: session.user, permissions: [...answer], token: { prefix: token.slice(0, 25), issuedAt: session.issuedAt, expiresAt: session.expiresAt } };
    },
  });
  return { storage, sessions, permissions, actions, calls };
}

describe('session actions', () => {
  it('starts a session and keeps the permissions its profile lists', async () => {
    const { sessions, permissions, actions, calls } = setUp([['Edit Wiki', 'Archive Songs']]);
    await actions.startSession(loginResponse('token-a'));
    expect(sessions.get()?.token).toBe('token-a');
    expect(permissions.get()).toEqual(['Edit Wiki', 'Archive Songs']);
    expect(calls).toEqual(['token-a']);
  });

  it('reads once when login and the guard ask at the same time', async () => {
    const { actions, calls } = setUp([['Edit Wiki']]);
    const started = actions.startSession(loginResponse('token-a'));
    await Promise.all([started, actions.ensurePermissions(), actions.refreshPermissions()]);
    expect(calls).toEqual(['token-a']);
    // Read in this page: the guard does not ask again on every navigation.
    await actions.ensurePermissions();
    expect(calls).toEqual(['token-a']);
  });

  it('reads again after a reload, showing the kept permissions meanwhile', async () => {
    const first = setUp([['Approve Bengali']]);
    await first.actions.startSession(loginResponse('token-a'));
    // A new page over the same storage: permissions at once, and one fresh read (roles may have changed).
    const reloaded = setUp([[]], first.storage);
    expect(reloaded.permissions.get()).toEqual(['Approve Bengali']);
    await reloaded.actions.ensurePermissions();
    expect(reloaded.calls).toEqual(['token-a']);
    expect(reloaded.permissions.get()).toEqual([]);
  });

  it('leaves a session without permissions when the read fails, and reads again when asked', async () => {
    const failure = new ApiError(0, { code: 'network_error', message: 'Could not reach the server.' });
    const { sessions, permissions, actions, calls } = setUp([failure, ['Print Archive']]);
    await actions.startSession(loginResponse('token-a'));
    expect(sessions.get()?.token).toBe('token-a');
    expect(permissions.get()).toEqual([]);
    await actions.ensurePermissions();
    expect(permissions.get()).toEqual(['Print Archive']);
    expect(calls).toEqual(['token-a', 'token-a']);
  });

  it('reads the permissions of a new token after a password change', async () => {
    const { permissions, actions, calls } = setUp([['Edit Wiki'], ['Edit Wiki', 'Print Archive']]);
    await actions.startSession(loginResponse('token-a'));
    await actions.startSession(loginResponse('token-b'));
    expect(calls).toEqual(['token-a', 'token-b']);
    expect(permissions.get()).toEqual(['Edit Wiki', 'Print Archive']);
  });

  it('reads nothing while logged out', async () => {
    const { actions, calls } = setUp([]);
    await actions.ensurePermissions();
    await actions.refreshPermissions();
    expect(calls).toEqual([]);
  });
});
