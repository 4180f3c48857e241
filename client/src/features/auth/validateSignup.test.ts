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
    expect(validateSignup('  ', 'secret', 'secret')).toEqual({ username: 'Username is required' });
  });

  it('refuses a re-entry that differs from the password', () => {
    expect(validateSignup('mira', 'secret', 'secreT')).toEqual({ repeatPassword: 'Passwords must match' });
    expect(validateSignup('mira', 'secret', '')).toEqual({ repeatPassword: 'Passwords must match' });
  });

  it('takes passwords as typed: spaces count', () => {
    expect(validateSignup('mira', 'secret ', 'secret')).toEqual({ repeatPassword: 'Passwords must match' });
    expect(validateSignup('mira', ' ', ' ')).toEqual({});
  });

  it('lets a complete form through', () => {
    const errors = validateSignup('mira', 'secret', 'secret');
    expect(errors).toEqual({});
    expect(isValid(errors)).toBe(true);
  });
});
