/**
 * @fileoverview Limits failed logins (DESIGN.md 5 "Passwords"; issue 6): at most
 * `MAX_FAILED_LOGINS` failures in a minute for one account and, separately, for one client
 * address; past that, logging in is refused (429) until the minute has passed, even with the
 * right password, so guessing cannot go on. Counting uses rate-limiter-flexible's in-memory
 * limiter (one process; counts are lost on restart, which only ends a block early).
 *
 * Usage examples: loginLimiter.test.ts, routes/auth.test.ts.
 */

import { RateLimiterMemory } from 'rate-limiter-flexible';

/** Failed logins allowed per account and per address in one window. */
export const MAX_FAILED_LOGINS = 10;
/** The window, in seconds. */
export const FAILED_LOGIN_WINDOW_SECONDS = 60;

/** Who is logging in: the account name as typed and the client's address. */
export interface LoginAttempt {
  username: string;
  address: string;
}

export class LoginLimiter {
  private readonly byAccount: RateLimiterMemory;
  private readonly byAddress: RateLimiterMemory;

  constructor(maxFailures = MAX_FAILED_LOGINS, windowSeconds = FAILED_LOGIN_WINDOW_SECONDS) {
    const options = { points: maxFailures, duration: windowSeconds };
    this.byAccount = new RateLimiterMemory({ ...options, keyPrefix: 'account' });
    this.byAddress = new RateLimiterMemory({ ...options, keyPrefix: 'address' });
  }

  /**
   * Whether this attempt must be refused, before its password is checked.
   * @returns undefined when it may go on, else the whole seconds until it may (at least 1),
   *   for the Retry-After header
   */
  async blockedFor(attempt: LoginAttempt): Promise<number | undefined> {
    let waitMs = 0;
    for (const [limiter, key] of this.keyed(attempt)) {
      const state = await limiter.get(key);
      if (state !== null && state.consumedPoints >= limiter.points) waitMs = Math.max(waitMs, state.msBeforeNext);
    }
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : undefined;
  }

  /** Counts a failed attempt against its account and its address. */
  async recordFailure(attempt: LoginAttempt): Promise<void> {
    for (const [limiter, key] of this.keyed(attempt)) {
      // consume() rejects once the points are spent; the count is kept all the same.
      await limiter.consume(key).catch(() => undefined);
    }
  }

  /** Clears the account's count after a successful login (the address keeps its count). */
  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await this.byAccount.delete(accountKey(attempt.username));
  }

  private keyed(attempt: LoginAttempt): [RateLimiterMemory, string][] {
    return [
      [this.byAccount, accountKey(attempt.username)],
      [this.byAddress, attempt.address],
    ];
  }
}

/** Usernames match exactly (users.ts), but a guesser varying the case is still one account. */
function accountKey(username: string): string {
  return username.trim().toLowerCase();
}
