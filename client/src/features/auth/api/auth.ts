/**
 * @fileoverview The account calls of `/api/auth` (server/src/routes/auth.ts; shapes in
 * server/src/api-types.ts). Every failure is an ApiError carrying the server's code and message.
 */

import type {
  ChangePasswordRequest,
  LoginRequest,
  LoginResponse,
  ProfileResponse,
  SetUserRolesResponse,
  SignupRequest,
  UserListResponse,
} from '../../../../../server/src/api-types.ts';
import { api } from '../../../lib/api.ts';

/** Asks the server for a token. Sent without one, so a 401 is a refusal, not an expiry. */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', credentials, { anonymous: true });
}

/** Creates an account (no roles) and answers its first token; 409 username_taken. */
export function signup(request: SignupRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/signup', request, { anonymous: true });
}

/** Revokes every token of the user issued until now, on the server (204). */
export function logout(): Promise<void> {
  return api.post<void>('/auth/logout', {});
}

/**
 * Changes the password; answers a new token (every older one is revoked). A wrong old password is
 * a 400 validation_failed, and counts as a failed login (429 after too many).
 */
export function changePassword(request: ChangePasswordRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/password', request);
}

/** The user, roles, permissions and the current token's first 25 characters and times. */
export function fetchProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return api.get<ProfileResponse>('/auth/profile', { signal });
}

/** Every user with their roles, and the roles that can be given; 403 unless an administrator. */
export function fetchUsers(signal?: AbortSignal): Promise<UserListResponse> {
  return api.get<UserListResponse>('/auth/users', { signal });
}

/**
 * Replaces the roles of user `userId` (administrators only): 400 unknown_role, 404
 * user_not_found, 409 own_admin_role for an administrator taking the admin role from themself.
 */
export function setUserRoles(userId: number, roles: readonly string[]): Promise<SetUserRolesResponse> {
  return api.put<SetUserRolesResponse>(`/auth/users/${userId}/roles`, { roles });
}
