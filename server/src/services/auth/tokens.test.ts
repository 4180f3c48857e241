import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { DEFAULT_TOKEN_SETTINGS } from '../../config.js';
import { issueAccessToken, TokenError, verifyAccessToken } from './tokens.js';

const secret = new TextEncoder().encode('a test secret of at least thirty-two bytes');

describe('issueAccessToken and verifyAccessToken', () => {
  it('round-trips the user id and iat, and expires 12 hours after issue', async () => {
    const now = new Date('2026-11-22T08:00:00.400Z');
    const issued = await issueAccessToken(7, DEFAULT_TOKEN_SETTINGS, secret, now);
    expect(issued.issuedAt.toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(issued.expiresAt.toISOString()).toBe('2026-11-22T20:00:00.000Z');
    expect(decodeJwt(issued.token)).toMatchObject({ sub: '7', iss: 'swaralipi', aud: 'swaralipi-api' });

    expect(decodeJwt(issued.token)).toMatchObject({ iat_ms: now.getTime() });

    const freshNow = new Date();
    const fresh = await issueAccessToken(7, DEFAULT_TOKEN_SETTINGS, secret, freshNow);
    const verified = await verifyAccessToken(fresh.token, DEFAULT_TOKEN_SETTINGS, secret);
    expect(verified).toEqual({
      userId: 7,
      issuedAtSeconds: fresh.issuedAt.getTime() / 1000,
      issuedAtMs: freshNow.getTime(),
      expiresAtSeconds: fresh.expiresAt.getTime() / 1000,
    });
  });

  it('reports an expired token as expired', async () => {
    const old = await issueAccessToken(7, DEFAULT_TOKEN_SETTINGS, secret, new Date(Date.now() - 13 * 3600 * 1000));
    await expect(verifyAccessToken(old.token, DEFAULT_TOKEN_SETTINGS, secret)).rejects.toMatchObject({ reason: 'expired' });
  });

  it('refuses another audience, another key, and a token without iat as invalid', async () => {
    const token = (await issueAccessToken(7, DEFAULT_TOKEN_SETTINGS, secret)).token;
    await expect(verifyAccessToken(token, { ...DEFAULT_TOKEN_SETTINGS, audience: 'other' }, secret)).rejects.toMatchObject({ reason: 'invalid' });
    await expect(verifyAccessToken(token, DEFAULT_TOKEN_SETTINGS, new TextEncoder().encode('x'.repeat(32)))).rejects.toBeInstanceOf(TokenError);
    const noIat = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setIssuer('swaralipi')
      .setAudience('swaralipi-api').setExpirationTime('1h').sign(secret);
    await expect(verifyAccessToken(noIat, DEFAULT_TOKEN_SETTINGS, secret)).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('refuses an unsigned token (alg none)', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const payload = Buffer.from(JSON.stringify({ sub: '7', iss: 'swaralipi', aud: 'swaralipi-api', iat: now, exp: now + 60 })).toString('base64url');
    await expect(verifyAccessToken(`${header}.${payload}.`, DEFAULT_TOKEN_SETTINGS, secret)).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('refuses a subject that is no user id', async () => {
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('admin').setIssuer('swaralipi')
      .setAudience('swaralipi-api').setIssuedAt().setExpirationTime('1h').sign(secret);
    await expect(verifyAccessToken(token, DEFAULT_TOKEN_SETTINGS, secret)).rejects.toMatchObject({ reason: 'invalid' });
  });
});
