import { describe, expect, it } from 'vitest';
import { documentTitle } from './DocumentTitle.tsx';

describe('documentTitle', () => {
  it("names the page, then the product's editor title", () => {
    expect(documentTitle([undefined, { title: 'Login' }], 'Swaralipi')).toBe('Login · Swaralipi');
    expect(documentTitle([{ title: 'User profile' }], 'Kailash desk')).toBe('User profile · Kailash desk');
  });

  it('takes the innermost route that names itself', () => {
    expect(documentTitle([{ title: 'Outer' }, undefined, { title: 'Change password' }, { other: 1 }], 'Swaralipi')).toBe(
      'Change password · Swaralipi',
    );
  });

  it('titles the home page (/) with the editor title alone (app-spec 2.1)', () => {
    expect(documentTitle([{ title: 'Transcribe', home: true }], 'Kailash desk')).toBe('Kailash desk');
  });

  it('falls back to the editor title when no route has a title', () => {
    expect(documentTitle([undefined, null, 'text', { title: 3 }], 'Swaralipi')).toBe('Swaralipi');
  });
});
