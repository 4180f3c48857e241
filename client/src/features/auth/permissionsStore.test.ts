import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../../server/src/api-types.ts';
import { createSessionStore } from '../../lib/session.ts';
import { createMemoryStorage } from '../../testing/memoryStorage.ts';
import { PERMISSIONS_KEY, createPermissionsStore, hasPermission } from './permissionsStore.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');

function loginResponse(token: string): LoginResponse {
  return {
    token,
    issuedAt: '2026-11-22T09:00:00Z',
    expiresAt: '2026-11-22T12:00:00Z',
    user: { id: 1, username: 'editor', roles: ['editor'] },
  };
}

function stores() {
  const storage = createMemoryStorage();
  const sessions = createSessionStore(storage, () => NOW);
  const permissions = createPermissionsStore(storage, sessions);
  return { storage, sessions, permissions };
}

describe('permissions store', () => {
  it('holds nothing while logged out, even when permissions are stored', () => {
    const { permissions } = stores();
    permissions.set('token-a', ['Edit Wiki']);
    expect(permissions.get()).toEqual([]);
    expect(permissions.isLoaded()).toBe(false);
  });

  it("gives the permissions read with the current session's token, and keeps them over a reload", () => {
    const { storage, sessions, permissions } = stores();
    sessions.start(loginResponse('token-a'));
    expect(permissions.isLoaded()).toBe(false);
    permissions.set('token-a', ['Archive Songs', 'Approve Bengali']);
    expect(permissions.get()).toEqual(['Archive Songs', 'Approve Bengali']);
    expect(permissions.isLoaded()).toBe(true);
    expect(permissions.get()).toBe(permissions.get());
    const reloaded = createPermissionsStore(storage, createSessionStore(storage, () => NOW));
    expect(reloaded.get()).toEqual(['Archive Songs', 'Approve Bengali']);
  });

  it('drops the permissions of an older token (another login, a password change)', () => {
    const { sessions, permissions } = stores();
    sessions.start(loginResponse('token-a'));
    permissions.set('token-a', ['Approve Bengali']);
    sessions.start(loginResponse('token-b'));
    expect(permissions.get()).toEqual([]);
    expect(permissions.isLoaded()).toBe(false);
    sessions.end('logout');
    expect(permissions.get()).toEqual([]);
  });

  it('treats stored text of another shape as nothing stored', () => {
    const { storage, sessions, permissions } = stores();
    sessions.start(loginResponse('token-a'));
    storage.setItem(PERMISSIONS_KEY, '{"token":"token-a","permissions":[1,2]}');
    expect(permissions.get()).toEqual([]);
    storage.setItem(PERMISSIONS_KEY, 'not json');
    expect(permissions.isLoaded()).toBe(false);
  });

  it('tells subscribers about new permissions and about session changes', () => {
    const { sessions, permissions } = stores();
    let calls = 0;
    const unsubscribe = permissions.subscribe(() => (calls += 1));
    sessions.start(loginResponse('token-a'));
    permissions.set('token-a', ['Edit Wiki']);
    expect(calls).toBe(2);
    unsubscribe();
    sessions.end('logout');
    expect(calls).toBe(2);
  });
});

describe('hasPermission', () => {
  it('compares the strings of app-spec 6 exactly', () => {
    expect(hasPermission(['Approve Bengali'], 'Approve Bengali')).toBe(true);
    expect(hasPermission(['Approve Bengali'], 'approve bengali')).toBe(false);
    expect(hasPermission([], 'Edit Wiki')).toBe(false);
    expect(hasPermission(null, 'Edit Wiki')).toBe(false);
  });
});
