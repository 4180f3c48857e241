/**
 * @fileoverview The login form's own checks, before anything is sent (app-spec 5: "Login submits
 * only when username and password are non-empty; messages 'Username is required', 'Password is
 * required'"). They match the server's LoginRequest schema: the username is trimmed, the password
 * is taken as typed.
 */

export interface LoginFieldErrors {
  username?: string;
  password?: string;
}

/** The message under each empty field; an empty object when the form may be sent. */
export function validateLogin(username: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (username.trim() === '') errors.username = 'Username is required';
  if (password === '') errors.password = 'Password is required';
  return errors;
}
