import { describe, expect, it } from 'vitest';
import { buildAbcHeader, DEFAULT_HEADER, HEADER_KEYS, isIsoDate, tempoText } from './abcHeader.ts';

describe('ABC header builder', () => {
  it('builds the header of app-spec 3 with the defaults L 1/8, Q 1/4=120 "Moderate" and K Db', () => {
    expect(buildAbcHeader({ ...DEFAULT_HEADER, title: 'Amar sonar bangla', date: '1905-08-07' })).toBe(
      'X:1\nT:Amar sonar bangla\nC:Words and Music 1905-08-07\nM:none\nL:1/8\nQ:1/4=120 "Moderate"\nK:Db\n|]\nw:\n',
    );
  });

  it('leaves an invalid date off the C line and puts a placeholder for a missing title', () => {
    const header = buildAbcHeader({ ...DEFAULT_HEADER, title: '  ', date: '1905-02-30' });
    expect(header).toContain('\nT:Untitled\n');
    expect(header).toContain('\nC:Words and Music\n');
  });

  it('keeps a title on one line, so it cannot end the T: field and start another', () => {
    expect(buildAbcHeader({ ...DEFAULT_HEADER, title: 'One\nK:C' })).toContain('\nT:One K:C\n');
  });

  it('writes the chosen length, tempo and key', () => {
    const header = buildAbcHeader({ ...DEFAULT_HEADER, title: 'x', noteLength: '1/16', tempoBpm: 90, tempoLabel: 'Andante', key: 'F' });
    expect(header).toContain('\nL:1/16\nQ:1/4=90 "Andante"\nK:F\n');
  });

  it('offers the keys of app-spec 9 in its order, Db first', () => {
    expect(HEADER_KEYS.join(' ')).toBe('Db Gb Cb Ab Eb Bb F C G D A E B');
  });

  it('writes a tempo without a label, and a label without double quotes inside', () => {
    expect(tempoText({ tempoBeat: '1/4', tempoBpm: 100, tempoLabel: '' })).toBe('1/4=100');
    expect(tempoText({ tempoBeat: '1/4', tempoBpm: 100, tempoLabel: 'a "b"' })).toBe(`1/4=100 "a 'b'"`);
  });

  it('accepts only dates that exist', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-9')).toBe(false);
  });
});
