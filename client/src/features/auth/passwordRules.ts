/**
 * @fileoverview The password rule the forms check before sending, the same as the server's
 * (server/src/api-types.ts MIN_PASSWORD_LENGTH; passwordRules.test.ts keeps them equal): at
 * least 8 characters (NIST SP 800-63B 5.1.1.2), nothing else.
 */

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

/** Whether a new password is long enough. */
export function isLongEnough(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH;
}
