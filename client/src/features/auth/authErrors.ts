/**
 * @fileoverview The words an account form shows for a refused or failed call (DESIGN.md 4: errors
 * are shown, never only logged). The server's messages are written for people (catalogue.ts):
 * 401 'Wrong username or password', 429 'Too many failed logins; please try again in N seconds',
 * 409 'This username is already taken'. A 400 names its field; the form shows that message
 * beside the field instead of above the button.
 */

import { isApiError } from '../../lib/api.ts';

/** A failed call as the form shows it: a message for the whole form and messages per field. */
export interface FormFailure {
  /** Shown above the submit button; undefined when every issue went to a field. */
  message?: string;
  /** Messages keyed by the request's field names (e.g. `oldPassword`). */
  fields: Record<string, string>;
}

/**
 * Splits `error` into field messages (for 400 issues on a field in `fieldNames`) and one form
 * message (everything else; `fallback` for an error that is not an ApiError, a bug).
 */
export function describeFailure(error: unknown, fieldNames: readonly string[], fallback: string): FormFailure {
  if (!isApiError(error)) return { message: fallback, fields: {} };
  const fields: Record<string, string> = {};
  if (error.status === 400) {
    for (const issue of error.issues ?? []) {
      if (fieldNames.includes(issue.path) && fields[issue.path] === undefined) fields[issue.path] = issue.message;
    }
    const unplaced = (error.issues ?? []).filter((issue) => !fieldNames.includes(issue.path));
    if (Object.keys(fields).length > 0 && unplaced.length === 0) return { fields };
  }
  return { message: error.message, fields };
}
