/**
 * @fileoverview The change-password form's own checks (app-spec 5: "'Password is required'
 * (old), 'New password is required', 'Passwords must match'; nothing is sent when the old
 * password is empty or the new ones differ"). They match the server's ChangePasswordRequest
 * schema (server/src/api-types.ts); passwords are taken as typed.
 */

import { PASSWORD_TOO_SHORT, isLongEnough } from './passwordRules.ts';

export interface ChangePasswordFieldErrors {
  oldPassword?: string;
  newPassword?: string;
  repeatPassword?: string;
}

/** The message under each wrong field; an empty object when the form may be sent. */
export function validateChangePassword(
  oldPassword: string,
  newPassword: string,
  repeatPassword: string,
): ChangePasswordFieldErrors {
  const errors: ChangePasswordFieldErrors = {};
  if (oldPassword === '') errors.oldPassword = 'Password is required';
  if (newPassword === '') errors.newPassword = 'New password is required';
  else if (!isLongEnough(newPassword)) errors.newPassword = PASSWORD_TOO_SHORT;
  else if (newPassword !== repeatPassword) errors.repeatPassword = 'Passwords must match';
  return errors;
}
