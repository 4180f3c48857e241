/**
 * @fileoverview HTTP API shapes, accounts: logging in, signing up, the password, the profile,
 * users and their roles (routes/auth.ts). api-types.ts says how the server and the client share
 * them.
 */

import { z } from 'zod';

/** `POST /api/auth/login` */
export const LoginRequest = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const User = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(z.string()),
});
export type User = z.infer<typeof User>;

export const LoginResponse = z.object({
  /** Bearer access token (JWT, signed with jose). */
  token: z.string(),
  /** ISO 8601 times of the token's creation and expiry. */
  issuedAt: z.string(),
  expiresAt: z.string(),
  user: User,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** `GET /api/auth/me`: the user the bearer token belongs to. */
export const MeResponse = z.object({ user: User });
export type MeResponse = z.infer<typeof MeResponse>;

/**
 * The shortest password an account may have (NIST SP 800-63B 5.1.1.2 and OWASP's authentication
 * cheat sheet: at least 8 characters; no other composition rules). The client repeats it in
 * client/src/features/auth/passwordRules.ts, tested equal.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

/** `POST /api/auth/signup` (app-spec 2.5, 5): answers 201 LoginResponse. */
export const SignupRequest = z
  .object({
    username: z.string().trim().min(1, 'Username is required').max(64, 'The username is too long'),
    password: z.string().min(1, { message: 'Password is required', abort: true }).min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
    repeatPassword: z.string(),
  })
  .refine((body) => body.password === body.repeatPassword, { message: 'Passwords must match', path: ['repeatPassword'] });
export type SignupRequest = z.infer<typeof SignupRequest>;

/** `POST /api/auth/password` (app-spec 2.5, 5): answers 200 LoginResponse with a new token. */
export const ChangePasswordRequest = z
  .object({
    oldPassword: z.string().min(1, 'Password is required'),
    newPassword: z.string().min(1, { message: 'New password is required', abort: true }).min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
    repeatPassword: z.string(),
  })
  .refine((body) => body.newPassword === body.repeatPassword, { message: 'Passwords must match', path: ['repeatPassword'] });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** `GET /api/auth/profile` (app-spec 2.5): the user, roles, permissions and the current token. */
export const ProfileResponse = z.object({
  user: User,
  permissions: z.array(z.string()),
  token: z.object({
    /** The first 25 characters of the bearer token, never the whole of it. */
    prefix: z.string().max(25),
    /** ISO 8601 times of the token's creation and expiry. */
    issuedAt: z.string(),
    expiresAt: z.string(),
  }),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

// ---- Accounts: users and their roles (administrators only) ----

/** `GET /api/auth/users`: every user with their roles, and the roles that can be given. */
export const UserListResponse = z.object({
  users: z.array(User),
  /** Every role of role_permissions and `admin`, sorted. */
  roles: z.array(z.string()),
});
export type UserListResponse = z.infer<typeof UserListResponse>;

/** `:id` of `/api/auth/users/:id/roles`. */
export const UserIdParams = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/).describe('User id') });

/** `PUT /api/auth/users/:id/roles`: the user's whole set of roles (repeats are dropped). */
export const SetUserRolesRequest = z.object({ roles: z.array(z.string().trim().min(1).max(64)).max(32) }).strict();
export type SetUserRolesRequest = z.infer<typeof SetUserRolesRequest>;

export const SetUserRolesResponse = z.object({ user: User });
export type SetUserRolesResponse = z.infer<typeof SetUserRolesResponse>;
