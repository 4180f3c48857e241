import { describe, expect, it } from 'vitest';
import { isValid } from './fieldErrors.ts';
import { validateSignup } from './validateSignup.ts';

describe('validateSignup', () => {
  it("asks for username and password when both are empty (app-spec 5's messages)", () => {
    const errors = validateSignup('', '', '');
    expect(errors).toEqual({ username: 'Username is required', password: 'Password is required' });
    expect(isValid(errors)).toBe(false);
  });

  it('counts a username of spaces as empty, as the server trims it', () => {
    expect(validateSignup('  ', 'secret-pass', 'secret-pass')).toEqual({ username: 'Username is required' });
  });

  it('refuses a re-entry that differs from the password', () => {
    expect(validateSignup('mira', 'secret-pass', 'secret-pasS')).toEqual({ repeatPassword: 'Passwords must match' });
    expect(validateSignup('mira', 'secret-pass', '')).toEqual({ repeatPassword: 'Passwords must match' });
  });

  it('takes passwords as typed: spaces count', () => {
    expect(validateSignup('mira', 'secret-pass ', 'secret-pass')).toEqual({ repeatPassword: 'Passwords must match' });
    expect(validateSignup('mira', '        ', '        ')).toEqual({});
  });

  it('lets a complete form through', () => {
    const errors = validateSignup('mira', 'secret-pass', 'secret-pass');
    expect(errors).toEqual({});
    expect(isValid(errors)).toBe(true);
  });

  it('asks for a password of at least 8 characters', () => {
    expect(validateSignup('mira', 'seven77', 'seven77')).toEqual({ password: 'Password must be at least 8 characters' });
  });
});
