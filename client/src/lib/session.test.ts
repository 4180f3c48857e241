import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../server/src/api-types.ts';
import { createMemoryStorage } from '../testing/memoryStorage.ts';
import { SESSION_KEY, createSessionStore } from './session.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');

function loginResponse(expiresAt = '2026-11-22T12:00:00Z'): LoginResponse {
  return {
    token: 'header.payload.signature',
    issuedAt: '2026-11-22T09:00:00Z',
    expiresAt,
    user: { id: 1, username: 'admin', roles: ['admin'] },
  };
}

describe('session store', () => {
  it('keeps the login response in storage and reads it back', () => {
    const storage = createMemoryStorage();
    const sessions = createSessionStore(storage, () => NOW);
    expect(sessions.get()).toBeNull();
    sessions.start(loginResponse());
    expect(sessions.get()?.user.username).toBe('admin');
    // A new store over the same storage (a reload) sees the same session.
    expect(createSessionStore(storage, () => NOW).get()?.token).toBe('header.payload.signature');
  });

  it('returns the same object while nothing changed, as useSyncExternalStore requires', () => {
    const sessions = createSessionStore(createMemoryStorage(), () => NOW);
    sessions.start(loginResponse());
    expect(sessions.get()).toBe(sessions.get());
  });

  it('treats a session whose token has expired as none', () => {
    let now = NOW;
    const sessions = createSessionStore(createMemoryStorage(), () => now);
    sessions.start(loginResponse('2026-11-22T10:30:00Z'));
    expect(sessions.get()).not.toBeNull();
    now = Date.parse('2026-11-22T10:30:00Z');
    expect(sessions.get()).toBeNull();
  });

  it('ignores stored text that is not a session', () => {
    const storage = createMemoryStorage();
    storage.setItem(SESSION_KEY, '{not json');
    expect(createSessionStore(storage, () => NOW).get()).toBeNull();
    storage.setItem(SESSION_KEY, JSON.stringify({ token: 42 }));
    expect(createSessionStore(storage, () => NOW).get()).toBeNull();
  });

  it('forgets the session on end, says why, and tells every subscriber', () => {
    const storage = createMemoryStorage();
    const sessions = createSessionStore(storage, () => NOW);
    let calls = 0;
    const unsubscribe = sessions.subscribe(() => {
      calls += 1;
    });
    sessions.start(loginResponse());
    sessions.end('expired');
    expect(calls).toBe(2);
    expect(sessions.get()).toBeNull();
    expect(storage.entries.has(SESSION_KEY)).toBe(false);
    expect(sessions.lastEndReason()).toBe('expired');
    unsubscribe();
    sessions.start(loginResponse());
    expect(calls).toBe(2);
    expect(sessions.lastEndReason()).toBeNull();
  });
});
