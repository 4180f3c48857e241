import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { describeFailure } from './authErrors.ts';

const FIELDS = ['oldPassword', 'newPassword', 'repeatPassword'];

describe('describeFailure', () => {
  it('puts a 400 issue on a known field beside that field', () => {
    const error = new ApiError(400, {
      code: 'validation_failed',
      message: 'oldPassword: The old password is wrong',
      issues: [{ path: 'oldPassword', message: 'The old password is wrong' }],
    });
    expect(describeFailure(error, FIELDS, 'failed')).toEqual({ fields: { oldPassword: 'The old password is wrong' } });
  });

  it('keeps the message for the form when an issue has no field of the form', () => {
    const error = new ApiError(400, {
      code: 'validation_failed',
      message: 'username: The username is too long',
      issues: [{ path: 'username', message: 'The username is too long' }],
    });
    expect(describeFailure(error, FIELDS, 'failed')).toEqual({ message: 'username: The username is too long', fields: {} });
  });

  it("shows 401, 409 and 429 answers in the server's words", () => {
    const tooMany = new ApiError(429, {
      code: 'too_many_attempts',
      message: 'Too many failed logins; please try again in 42 seconds',
    });
    expect(describeFailure(tooMany, FIELDS, 'failed').message).toBe('Too many failed logins; please try again in 42 seconds');
    const taken = new ApiError(409, { code: 'username_taken', message: 'This username is already taken' });
    expect(describeFailure(taken, ['username'], 'failed')).toEqual({ message: 'This username is already taken', fields: {} });
  });

  it('falls back to its own words for something that is not an API error', () => {
    expect(describeFailure(new TypeError('x is undefined'), FIELDS, 'Signing up failed. Try again.')).toEqual({
      message: 'Signing up failed. Try again.',
      fields: {},
    });
  });
});
