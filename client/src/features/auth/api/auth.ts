/**
 * @fileoverview Logging in: `POST /api/auth/login` (server/src/api-types.ts LoginRequest,
 * LoginResponse). A wrong password is an ApiError with status 401 and the server's message.
 */

import type { LoginRequest, LoginResponse } from '../../../../../server/src/api-types.ts';
import { api } from '../../../lib/api.ts';

/** Asks the server for a token. Sent without one, so a 401 is a refusal, not an expiry. */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', credentials, { anonymous: true });
}
