import { describe, expect, it } from 'vitest';
import { isValid } from './fieldErrors.ts';
import { validateChangePassword } from './validateChangePassword.ts';

describe('validateChangePassword', () => {
  it("asks for the old and the new password when all is empty (app-spec 5's messages)", () => {
    expect(validateChangePassword('', '', '')).toEqual({
      oldPassword: 'Password is required',
      newPassword: 'New password is required',
    });
  });

  it('sends nothing when only the old password is missing', () => {
    const errors = validateChangePassword('', 'new-secret', 'new-secret');
    expect(errors).toEqual({ oldPassword: 'Password is required' });
    expect(isValid(errors)).toBe(false);
  });

  it('sends nothing when the new passwords differ', () => {
    expect(validateChangePassword('old', 'new-secret', 'new-secreT')).toEqual({ repeatPassword: 'Passwords must match' });
    expect(validateChangePassword('old', 'new-secret', '')).toEqual({ repeatPassword: 'Passwords must match' });
  });

  it('lets a complete form through, even when the new password equals the old one', () => {
    expect(isValid(validateChangePassword('old', 'new-secret', 'new-secret'))).toBe(true);
    expect(isValid(validateChangePassword('same old pass', 'same old pass', 'same old pass'))).toBe(true);
  });

  it('asks for a new password of at least 8 characters', () => {
    expect(validateChangePassword('old', 'seven77', 'seven77')).toEqual({ newPassword: 'Password must be at least 8 characters' });
  });
});
