import { describe, expect, it } from 'vitest';
import { lockedReason, toggledRoles } from './userRoles.ts';

describe('toggledRoles', () => {
  it('adds a role once and keeps the roles sorted', () => {
    expect(toggledRoles([], 'editor', true)).toEqual(['editor']);
    expect(toggledRoles(['editor'], 'admin', true)).toEqual(['admin', 'editor']);
    expect(toggledRoles(['editor'], 'editor', true)).toEqual(['editor']);
  });

  it('takes a role away, and taking one the user lacks changes nothing', () => {
    expect(toggledRoles(['admin', 'editor'], 'admin', false)).toEqual(['editor']);
    expect(toggledRoles(['editor'], 'admin', false)).toEqual(['editor']);
  });
});

describe('lockedReason', () => {
  it("locks only the administrator's own admin box", () => {
    expect(lockedReason(1, 1, 'admin')).toBe('You cannot take the admin role from yourself');
    expect(lockedReason(1, 1, 'editor')).toBeNull();
    expect(lockedReason(1, 2, 'admin')).toBeNull();
  });
});
