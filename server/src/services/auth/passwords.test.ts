import { describe, expect, it } from 'vitest';

import { PRODUCTION_PASSWORD_HASHING } from '../../config.js';
import { TEST_PASSWORD_HASHING } from '../../testing/testServer.js';
import { hashPassword, verifyPassword } from './passwords.js';

describe('hashPassword', () => {
  it('makes an argon2id hash with the OWASP cost m=19456 KiB, t=2, p=1', async () => {
    const hash = await hashPassword('correct horse battery staple', PRODUCTION_PASSWORD_HASHING);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
  });

  it('salts every hash, so one password hashes differently twice', async () => {
    const first = await hashPassword('same', TEST_PASSWORD_HASHING);
    const second = await hashPassword('same', TEST_PASSWORD_HASHING);
    expect(first).not.toBe(second);
  });
});

describe('verifyPassword', () => {
  it('accepts the password and refuses any other', async () => {
    const hash = await hashPassword('পাসওয়ার্ড and more', TEST_PASSWORD_HASHING);
    expect(await verifyPassword(hash, 'পাসওয়ার্ড and more')).toBe(true);
    expect(await verifyPassword(hash, 'পাসওয়ার্ড and more ')).toBe(false);
  });

  it('refuses rather than throws for a malformed stored hash', async () => {
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });
});
