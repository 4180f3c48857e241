/**
 * @fileoverview Free-text dates, as the Data tab reads them (app-spec 3 "Date value: date_string;
 * yields original, formatted, dateUTC and timestamp"; app-spec 5 "Free-text date entry"):
 *
 * - `YYYY-MM-DD` (also with slashes, `YYYY/MM/DD`) is read as it stands.
 * - With slashes it is month/day(/year): `3/4/1999` is March 4. When a part cannot be a month
 *   (over 12) while the other can, the two swap, so that `25/12/1999` is December 25.
 *   app-spec 5 words this "if the second part exceeds 12 the first two swap"; read literally
 *   (month = the second part) it would turn every valid month/day past the 12th into no date,
 *   so we swap toward the reading that is a date.
 * - A missing year means the current year (`3/4`); an empty one means 2000 (`3/4/`); a year of
 *   one or two digits under 60 is 20xx (`3/4/07` 2007), under 100 19xx (`3/4/75` 1975).
 * - Month names: `4 March 1999`, `March 4, 1999`, `Mar 4 1999` (English, any case, 3+ letters).
 * - Anything else, or a day the month does not have (`2/30/2001`), is no date: formatted
 *   'NO DATE', dateUTC '' and timestamp 0.
 *
 * The formatted text is a long English date ("March 4, 1999"); dates are calendar days in UTC,
 * so no time zone moves them.
 *
 * Usage examples: freeDate.test.ts.
 */

/** The reading of a free-text date (app-spec 3 "Date value"). */
export interface DateValue {
  /** The text as entered. */
  original: string;
  /** A long English date, "March 4, 1999", or 'NO DATE'. */
  formatted: string;
  /** YYYY-MM-DD, or '' for no date. */
  dateUTC: string;
  /** Milliseconds since 1970 at 00:00 UTC of that day; 0 for no date. */
  timestamp: number;
}

export const NO_DATE = 'NO DATE';

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The month (1-12) a word names ("Mar", "march", "Sept"), or null. */
function monthOfName(word: string): number | null {
  const lower = word.toLowerCase().replace(/\.$/, '');
  if (lower.length < 3) return null;
  const index = MONTH_NAMES.findIndex((name) => name.startsWith(lower));
  return index < 0 ? null : index + 1;
}

/**
 * The full year of a written year (app-spec 5): '' -> 2000; one or two digits under 60 -> 20xx,
 * under 100 -> 19xx; more digits as written.
 */
export function expandYear(written: string): number {
  if (written === '') return 2000;
  const year = Number(written);
  if (written.length <= 2) return year < 60 ? 2000 + year : 1900 + year;
  return year;
}

/** The value of a real calendar day, or null when the month has no such day. */
function dayValue(original: string, year: number, month: number, day: number): DateValue | null {
  if (!(year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= 31)) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const dateUTC = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { original, formatted: LONG_DATE.format(date), dateUTC, timestamp: date.getTime() };
}

/** month/day(/year) with the swap rule; null when the parts cannot be read so. */
function fromSlashes(original: string, parts: string[], currentYear: number): DateValue | null {
  if (parts.length < 2 || parts.length > 3 || !parts.slice(0, 2).every((part) => /^\d{1,2}$/.test(part))) return null;
  if (parts.length === 3 && !/^\d{0,4}$/.test(parts[2]!)) return null;
  let month = Number(parts[0]);
  let day = Number(parts[1]);
  if (month > 12 && day <= 12) [month, day] = [day, month];
  const year = parts.length === 3 ? expandYear(parts[2]!) : currentYear;
  return dayValue(original, year, month, day);
}

/**
 * Reads a free-text date (see the file overview).
 * @param today gives the current year for a date written without one
 */
export function parseFreeDate(text: string, today: Date = new Date()): DateValue {
  const original = text;
  const trimmed = text.trim();
  const none: DateValue = { original, formatted: NO_DATE, dateUTC: '', timestamp: 0 };
  if (trimmed === '') return none;

  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(trimmed);
  if (iso !== null) return dayValue(original, Number(iso[1]), Number(iso[2]), Number(iso[3])) ?? none;

  if (trimmed.includes('/')) return fromSlashes(original, trimmed.split('/').map((part) => part.trim()), today.getFullYear()) ?? none;

  // "4 March 1999", "March 4, 1999", "Mar 4 1999", "4 March" (this year).
  const words = trimmed.replace(/,/g, ' ').split(/\s+/);
  if (words.length === 2 || words.length === 3) {
    const [first, second, third] = words as [string, string, string | undefined];
    const dayFirst = monthOfName(second) !== null && /^\d{1,2}$/.test(first);
    const monthFirst = monthOfName(first) !== null && /^\d{1,2}$/.test(second);
    if ((dayFirst || monthFirst) && (third === undefined || /^\d{1,4}$/.test(third))) {
      const month = monthOfName(dayFirst ? second : first)!;
      const day = Number(dayFirst ? first : second);
      const year = third === undefined ? today.getFullYear() : expandYear(third);
      return dayValue(original, year, month, day) ?? none;
    }
  }
  return none;
}
