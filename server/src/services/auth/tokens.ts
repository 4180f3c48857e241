/**
 * @fileoverview Access tokens: JWTs signed with HS256 through jose (DESIGN.md 4, 5). A token
 * names its user in `sub`; verification checks the one algorithm, issuer, audience, expiry
 * and that `iat` is present. Whether a valid token has been revoked (issued before the user's
 * token_valid_after) is checked by the caller, which has the user row. `iat` has whole seconds,
 * so a token also carries its issue time in milliseconds (`iat_ms`): a logout must revoke a
 * token issued earlier in the same second, and not the one a password change issues after it.
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
  /** The issue time in milliseconds since 1970: `iat_ms` when it lies within `iat`'s second, else `iat` * 1000. */
  issuedAtMs: number;
  /** `exp`, in whole seconds since 1970. */
  expiresAtSeconds: number;
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
  const token = await new SignJWT({ iat_ms: now.getTime() })
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
  if (!Number.isSafeInteger(userId) || userId < 1 || typeof payload.iat !== 'number' || typeof payload.exp !== 'number') {
    throw new TokenError('invalid');
  }
  const claimedMs = payload['iat_ms'];
  const issuedAtMs =
    typeof claimedMs === 'number' && Math.floor(claimedMs / 1000) === payload.iat ? claimedMs : payload.iat * 1000;
  return { userId, issuedAtSeconds: payload.iat, issuedAtMs, expiresAtSeconds: payload.exp };
}
