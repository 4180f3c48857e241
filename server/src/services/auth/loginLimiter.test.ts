import { describe, expect, it } from 'vitest';

import { LoginLimiter, MAX_FAILED_LOGINS } from './loginLimiter.js';

describe('LoginLimiter', () => {
  it('blocks an account after 10 failures from different addresses, for at most a minute', async () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      const attempt = { username: 'editor', address: `10.0.0.${i}` };
      expect(await limiter.blockedFor(attempt)).toBeUndefined();
      await limiter.recordFailure(attempt);
    }
    const wait = await limiter.blockedFor({ username: 'Editor', address: '10.0.1.1' });
    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limiter.blockedFor({ username: 'other', address: '10.0.1.1' })).toBeUndefined();
  });

  it('blocks an address after 10 failures on different accounts', async () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await limiter.recordFailure({ username: `user${i}`, address: '10.0.0.1' });
    expect(await limiter.blockedFor({ username: 'fresh', address: '10.0.0.1' })).toBeGreaterThan(0);
    expect(await limiter.blockedFor({ username: 'fresh', address: '10.0.0.2' })).toBeUndefined();
  });

  it('does not block at 9 failures, and a success clears the account count', async () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await limiter.recordFailure({ username: 'editor', address: `a${i}` });
    expect(await limiter.blockedFor({ username: 'editor', address: 'b' })).toBeUndefined();
    await limiter.recordSuccess({ username: 'editor', address: 'b' });
    await limiter.recordFailure({ username: 'editor', address: 'c' });
    expect(await limiter.blockedFor({ username: 'editor', address: 'd' })).toBeUndefined();
  });

  it('lets the account in again once the window has passed', async () => {
    const limiter = new LoginLimiter(2, 1);
    await limiter.recordFailure({ username: 'editor', address: 'a' });
    await limiter.recordFailure({ username: 'editor', address: 'b' });
    expect(await limiter.blockedFor({ username: 'editor', address: 'c' })).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limiter.blockedFor({ username: 'editor', address: 'c' })).toBeUndefined();
  });
});
