/**
 * @fileoverview Access tokens: JWTs signed with HS256 through jose (DESIGN.md 4, 5). A token
 * names its user in `sub`; verification checks the one algorithm, issuer, audience, expiry
 * and that `iat` is present. Whether a valid token has been revoked (`iat` before the user's
 * token_valid_after) is checked by the caller, which has the user row.
 *
 * Usage examples: tokens.test.ts.
 */

import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

import type { TokenSettings } from '../../config.js';

const ALGORITHM = 'HS256';

/** A freshly signed token and its lifetime. */
export interface IssuedToken {
  token: string;
  issuedAt: Date;
  expiresAt: Date;
}

/** The claims of a token that passed verification. */
export interface VerifiedToken {
  userId: number;
  /** `iat`, in whole seconds since 1970 (RFC 7519 NumericDate). */
  issuedAtSeconds: number;
}

/** Why a token was refused: `expired` lets the client say "log in again" rather than "log in". */
export type TokenFailure = 'expired' | 'invalid';

export class TokenError extends Error {
  override name = 'TokenError';
  constructor(readonly reason: TokenFailure, options?: ErrorOptions) {
    super(reason === 'expired' ? 'The access token has expired' : 'The access token is not valid', options);
  }
}

/**
 * Signs an access token for `userId`, valid for `settings.lifetimeSeconds` from `now`.
 * Times are whole seconds, as the JWT claims hold them.
 */
export async function issueAccessToken(
  userId: number,
  settings: TokenSettings,
  secret: Uint8Array,
  now: Date = new Date(),
): Promise<IssuedToken> {
  const issuedAtSeconds = Math.floor(now.getTime() / 1000);
  const expiresAtSeconds = issuedAtSeconds + settings.lifetimeSeconds;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(settings.issuer)
    .setAudience(settings.audience)
    .setIssuedAt(issuedAtSeconds)
    .setExpirationTime(expiresAtSeconds)
    .sign(secret);
  return { token, issuedAt: new Date(issuedAtSeconds * 1000), expiresAt: new Date(expiresAtSeconds * 1000) };
}

/**
 * Verifies `token`: signature with HS256 only (an `alg: none` or RS256 token is refused),
 * issuer, audience, expiry, and the presence of `sub` (a positive integer) and `iat`.
 * @throws TokenError ('expired' or 'invalid'); never any other error.
 */
export async function verifyAccessToken(token: string, settings: TokenSettings, secret: Uint8Array): Promise<VerifiedToken> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: settings.issuer,
      audience: settings.audience,
      requiredClaims: ['sub', 'iat', 'exp'],
    }));
  } catch (error) {
    throw new TokenError(error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid', { cause: error });
  }
  const userId = Number(payload.sub);
  if (!Number.isSafeInteger(userId) || userId < 1 || typeof payload.iat !== 'number') {
    throw new TokenError('invalid');
  }
  return { userId, issuedAtSeconds: payload.iat };
}
