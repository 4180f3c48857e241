import { describe, expect, it } from 'vitest';
import * as server from '../../../../server/src/api-types.ts';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT, isLongEnough } from './passwordRules.ts';

describe('the password rule', () => {
  it('is the server\'s', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(server.MIN_PASSWORD_LENGTH);
    expect(PASSWORD_TOO_SHORT).toBe(server.PASSWORD_TOO_SHORT);
  });

  it('asks for 8 characters', () => {
    expect(isLongEnough('1234567')).toBe(false);
    expect(isLongEnough('12345678')).toBe(true);
  });
});
