/**
 * @fileoverview Timestamps as the API shows them: ISO 8601 in UTC ("2026-11-22T08:00:00.000Z").
 * The server writes them as ISO strings; SQLite hands back what was written, PostgreSQL a
 * `Date` (timestamptz), and SQLite's own CURRENT_TIMESTAMP is "YYYY-MM-DD HH:MM:SS" in UTC.
 * `toIsoTimestamp` makes all of these one form.
 */

/** The current time as an ISO 8601 UTC string. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

/** SQLite's CURRENT_TIMESTAMP form, which is UTC but carries no zone. */
const SQLITE_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/;

/**
 * Converts a timestamp read from either database to ISO 8601 UTC.
 * @param value a Date, milliseconds since 1970, or a string in ISO or SQLite form
 * @throws TypeError for a value that is no timestamp (a schema bug, not user input)
 */
export function toIsoTimestamp(value: unknown): string {
  let date: Date | undefined;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string') date = new Date(SQLITE_TIMESTAMP.test(value) ? value.replace(' ', 'T') + 'Z' : value);
  if (date === undefined || Number.isNaN(date.getTime())) {
    throw new TypeError(`Not a timestamp: ${String(value)}`);
  }
  return date.toISOString();
}

/** `toIsoTimestamp` for nullable columns. */
export function toIsoTimestampOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIsoTimestamp(value);
}
