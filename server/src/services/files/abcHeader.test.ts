import { describe, expect, it } from 'vitest';

import { abcHeaderFields } from './abcHeader.js';

describe('abcHeaderFields', () => {
  it("reads the first tune's header fields up to K:, the first value of each", () => {
    const text = [
      '%abc-2.1',
      '%%pagewidth 21cm',
      '',
      'X:7',
      'T:আমার সোনার বাংলা',
      'T:Amar Sonar Bangla',
      'C:2026-11-22 % the day it was transcribed',
      'M:4/4',
      'L:1/8',
      'Q:1/4=120 "Moderate"',
      '%%MIDI program 1',
      'K:Db',
      'w:not a header field',
      'T:a title inside the body',
      '',
      'X:8',
      'T:Second tune',
      'K:C',
    ].join('\r\n');
    expect(abcHeaderFields(text)).toEqual({
      X: '7',
      T: 'আমার সোনার বাংলা',
      C: '2026-11-22',
      M: '4/4',
      L: '1/8',
      Q: '1/4=120 "Moderate"',
      K: 'Db',
    });
  });

  it('stops at an empty line after X:, reads from the top without X:, and keeps an escaped %', () => {
    expect(abcHeaderFields('X:1\nT:Fragment\n\nK:G\n')).toEqual({ X: '1', T: 'Fragment' });
    expect(abcHeaderFields('T:No number\nN:50\\% slower\nK:F\nCDEF|')).toEqual({ T: 'No number', N: '50\\% slower', K: 'F' });
    expect(abcHeaderFields('just some words\n')).toEqual({});
  });
});
