/**
 * @fileoverview Small scanning helpers over the Source: skipping blanks, trimming ranges,
 * reading numbers and matching ASCII words. Every function takes and returns offsets; none
 * allocates.
 */

import { Source, isDigit, isSpace, lower } from "./source";

/** First offset in [from, end) that is not a space or tab (or `end`). */
export function skipSpaces(source: Source, from: i32, end: i32): i32 {
  let i = from;
  while (i < end && isSpace(source.at(i))) i++;
  return i;
}

/** End of [start, end) with trailing spaces and tabs removed. */
export function trimEnd(source: Source, start: i32, end: i32): i32 {
  let i = end;
  while (i > start && isSpace(source.at(i - 1))) i--;
  return i;
}

/**
 * End of a field's value: the first `%` that starts a comment (ABC 2.1 2.2.1: `%` starts a
 * comment unless written `\%`), trailing blanks removed.
 */
export function valueEnd(source: Source, start: i32, end: i32): i32 {
  let i = start;
  while (i < end) {
    const c = source.at(i);
    if (c == 37 /* % */ && (i == start || source.at(i - 1) != 92 /* \ */)) break;
    i++;
  }
  return trimEnd(source, start, i);
}

/**
 * Reads an unsigned decimal number at `from` (at most 9 digits, so it cannot overflow); returns
 * it and leaves the offset after it in `out[0]`. Returns -1 when there is no digit.
 */
export function readNumber(source: Source, from: i32, end: i32, out: StaticArray<i32>): i32 {
  let i = from;
  let value = 0;
  let digits = 0;
  while (i < end && isDigit(source.at(i))) {
    if (digits < 9) value = value * 10 + (source.at(i) - 48);
    digits++;
    i++;
  }
  unchecked((out[0] = i));
  return digits == 0 ? -1 : value;
}

/**
 * Reads a decimal number with an optional sign (`-3`, `+2`, `5`) at `from`; leaves the offset
 * after it in `out[0]`. Returns `missing` when there is no digit.
 */
export function readSignedNumber(source: Source, from: i32, end: i32, out: StaticArray<i32>, missing: i32): i32 {
  let i = from;
  let sign = 1;
  if (source.at(i) == 45 /* - */) {
    sign = -1;
    i++;
  } else if (source.at(i) == 43 /* + */) i++;
  const value = readNumber(source, i, end, out);
  return value < 0 ? missing : sign * value;
}

/** Whether source[at, at + word.length) equals the ASCII `word`, ignoring case. */
export function matchesWord(source: Source, at: i32, end: i32, word: string): bool {
  const n = word.length;
  if (at + n > end) return false;
  for (let k = 0; k < n; k++) {
    if (lower(source.at(at + k)) != lower(<i32>word.charCodeAt(k))) return false;
  }
  return true;
}

/** Whether two source ranges hold the same code units. */
export function rangesEqual(source: Source, aStart: i32, aEnd: i32, bStart: i32, bEnd: i32): bool {
  const n = aEnd - aStart;
  if (n != bEnd - bStart) return false;
  for (let k = 0; k < n; k++) {
    if (source.at(aStart + k) != source.at(bStart + k)) return false;
  }
  return true;
}

/** End of the word starting at `from`: the next space, tab or `end`. */
export function wordEnd(source: Source, from: i32, end: i32): i32 {
  let i = from;
  while (i < end && !isSpace(source.at(i))) i++;
  return i;
}
