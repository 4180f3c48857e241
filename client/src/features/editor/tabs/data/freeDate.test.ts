import { describe, expect, it } from 'vitest';
import { expandYear, NO_DATE, parseFreeDate } from './freeDate.ts';

/** A day of 2026, for the dates written without a year. */
const TODAY = new Date(2026, 10, 22, 12);

const utc = (text: string): string => parseFreeDate(text, TODAY).dateUTC;

describe('parseFreeDate', () => {
  it('reads YYYY-MM-DD as it stands, with its long English form and UTC timestamp', () => {
    expect(parseFreeDate('1848-02-25', TODAY)).toEqual({
      original: '1848-02-25',
      formatted: 'February 25, 1848',
      dateUTC: '1848-02-25',
      timestamp: Date.UTC(1848, 1, 25),
    });
    expect(utc('2001/9/3')).toBe('2001-09-03');
  });

  it('reads slashes as month/day/year', () => {
    expect(utc('3/4/1999')).toBe('1999-03-04');
    expect(utc('12/25/1999')).toBe('1999-12-25');
  });

  it('swaps the first two parts when one cannot be a month', () => {
    expect(utc('25/12/1999')).toBe('1999-12-25');
    expect(utc('13/1/2001')).toBe('2001-01-13');
  });

  it('takes the current year when the year is missing and 2000 when it is empty', () => {
    expect(utc('3/4')).toBe('2026-03-04');
    expect(utc('3/4/')).toBe('2000-03-04');
  });

  it('puts a two-digit year under 60 in the 2000s and one under 100 in the 1900s', () => {
    expect(utc('3/4/07')).toBe('2007-03-04');
    expect(utc('3/4/59')).toBe('2059-03-04');
    expect(utc('3/4/60')).toBe('1960-03-04');
    expect(utc('3/4/99')).toBe('1999-03-04');
    expect(expandYear('5')).toBe(2005);
    expect(expandYear('1875')).toBe(1875);
  });

  it('reads English month names before or after the day', () => {
    expect(utc('4 March 1999')).toBe('1999-03-04');
    expect(utc('March 4, 1999')).toBe('1999-03-04');
    expect(utc('sept 9 75')).toBe('1975-09-09');
    expect(utc('4 Mar')).toBe('2026-03-04');
  });

  it('gives NO DATE, an empty UTC date and timestamp 0 for what is not a date', () => {
    for (const text of ['', 'Stephen Foster', '2/30/2001', '13/14/2001', '1/2/3/4', '2026-13-01', 'March', '3/x/1999']) {
      const value = parseFreeDate(text, TODAY);
      expect(value, text).toEqual({ original: text, formatted: NO_DATE, dateUTC: '', timestamp: 0 });
    }
  });

  it('knows leap days', () => {
    expect(utc('2/29/2024')).toBe('2024-02-29');
    expect(utc('2/29/2023')).toBe('');
  });
});
