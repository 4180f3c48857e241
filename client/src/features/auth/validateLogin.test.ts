import { describe, expect, it } from 'vitest';
import { validateLogin } from './validateLogin.ts';

describe('validateLogin', () => {
  it("asks for both fields when both are empty (app-spec 5's messages)", () => {
    expect(validateLogin('', '')).toEqual({ username: 'Username is required', password: 'Password is required' });
  });

  it('counts a username of spaces as empty, as the server trims it', () => {
    expect(validateLogin('   ', 'secret')).toEqual({ username: 'Username is required' });
  });

  it('takes a password of spaces as typed', () => {
    expect(validateLogin('admin', '  ')).toEqual({});
  });
});
