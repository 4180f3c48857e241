/**
 * @fileoverview What the account forms share about their field messages.
 */

/** True when a form's field messages (e.g. SignupFieldErrors) hold none, so it may be sent. */
export function isValid(errors: object): boolean {
  return Object.values(errors).every((message) => message === undefined);
}
