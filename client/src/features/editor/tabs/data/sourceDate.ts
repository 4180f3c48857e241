/**
 * @fileoverview The Data tab's date 'get' (app-spec 5: "The 'get' button takes the date from the
 * header C line, falling back to the stored date").
 *
 * Usage examples: sourceDate.test.ts.
 */

import { headerField } from '../abcHeader.ts';
import { parseFreeDate } from './freeDate.ts';

/** The date a 'get' finds, YYYY-MM-DD: the C: line's when it reads as a date, else the stored one, else null. */
export function dateFromSource(abc: string, storedDate: string | null): string | null {
  const written = headerField(abc, 'C');
  const fromLine = written === null ? '' : parseFreeDate(written).dateUTC;
  if (fromLine !== '') return fromLine;
  return storedDate !== null && storedDate !== '' ? storedDate : null;
}
