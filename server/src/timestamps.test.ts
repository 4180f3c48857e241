import { describe, expect, it } from 'vitest';

import { toIsoTimestamp, toIsoTimestampOrNull } from './timestamps.js';

describe('toIsoTimestamp', () => {
  it('gives one ISO 8601 UTC form for what SQLite and PostgreSQL return', () => {
    const iso = '2026-11-22T08:30:00.000Z';
    expect(toIsoTimestamp(iso)).toBe(iso);
    expect(toIsoTimestamp(new Date(iso))).toBe(iso);
    expect(toIsoTimestamp(Date.parse(iso))).toBe(iso);
    expect(toIsoTimestamp('2026-11-22 08:30:00')).toBe(iso); // SQLite CURRENT_TIMESTAMP is UTC
    expect(toIsoTimestamp('2026-11-22T10:30:00+02:00')).toBe(iso);
  });

  it('throws for values that are no time', () => {
    expect(() => toIsoTimestamp('yesterday')).toThrow(TypeError);
    expect(() => toIsoTimestamp({})).toThrow(TypeError);
  });

  it('keeps null for nullable columns', () => {
    expect(toIsoTimestampOrNull(null)).toBeNull();
    expect(toIsoTimestampOrNull(undefined)).toBeNull();
  });
});
