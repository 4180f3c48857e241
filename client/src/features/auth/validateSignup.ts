/**
 * @fileoverview The sign-up form's own checks, before anything is sent (app-spec 5: "Sign up:
 * 'Username is required', 'Password is required', 'Passwords must match'; submits only when both
 * are present and equal to the re-entry"), and a password of at least 8 characters
 * (passwordRules.ts). They match the server's SignupRequest schema
 * (server/src/api-types.ts): the username is trimmed, passwords are taken as typed.
 */

import { PASSWORD_TOO_SHORT, isLongEnough } from './passwordRules.ts';

export interface SignupFieldErrors {
  username?: string;
  password?: string;
  repeatPassword?: string;
}

/** The message under each wrong field; an empty object when the form may be sent. */
export function validateSignup(username: string, password: string, repeatPassword: string): SignupFieldErrors {
  const errors: SignupFieldErrors = {};
  if (username.trim() === '') errors.username = 'Username is required';
  if (password === '') errors.password = 'Password is required';
  else if (!isLongEnough(password)) errors.password = PASSWORD_TOO_SHORT;
  // An empty re-entry under an empty password says nothing new: the password message is enough.
  else if (password !== repeatPassword) errors.repeatPassword = 'Passwords must match';
  return errors;
}
