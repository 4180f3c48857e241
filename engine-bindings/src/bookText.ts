/**
 * @fileoverview How the tune cache (tuneCache.ts) reads a book's text: where the file header
 * ends and each tune starts (ABC 2.1 section 2.2, "file structure"), whether a tune ends on a
 * `%%newpage` line of its own, whether it holds a setting that outlives it, and how many lines
 * a stretch of text has (as the core counts them).
 */

/** Where the tunes of a book start. */
export interface BookParts {
  /** Length of the file header: the text before the first `X:` line (the whole text if none). */
  headerLength: number;
  /** Offset of each tune's `X:` line; a tune runs to the next start or the end of the text. */
  tuneStarts: number[];
}

const NEW_PAGE = '%%newpage';

/** `X:` at the start of a line (ABC 2.1 3.1.1: the reference number starts a tune). */
const TUNE_START = /^X:/gm;

/**
 * A line of a tune that may set something for the tunes after it: a `%%` directive (but
 * %%newpage, which the rule itself uses, and %%MIDI, which draws nothing), an `I:`, `U:` or
 * `m:` field, alone or inline. The engine follows abc2svg, some of whose settings outlive the
 * tune that made them (a decoration defined in one hymn and used in the next, staff
 * separations): a book whose middle tunes hold such lines is engraved whole.
 */
export const SETTING_LINE = /^(?:%%(?!newpage\b|MIDI\b)|[IUm]:)|\[[IUm]:/m;

/** Finds the file header and the tunes of `text` (ABC 2.1 2.2). */
export function splitBook(text: string): BookParts {
  const tuneStarts: number[] = [];
  TUNE_START.lastIndex = 0;
  for (let match = TUNE_START.exec(text); match !== null; match = TUNE_START.exec(text)) tuneStarts.push(match.index);
  return { headerLength: tuneStarts.length > 0 ? tuneStarts[0]! : text.length, tuneStarts };
}

/**
 * Whether `chunk` ends with a `%%newpage` line after an empty line: the tune ended at the empty
 * line (ABC 2.1 2.2.1), so the directive stands between tunes and only starts the next tune's
 * page. Inside a tune (no empty line before it) it would also end the tune's last system on a
 * page of its own, which the tune engraved alone would draw as a blank page.
 */
export function endsWithNewPage(chunk: string): boolean {
  // Read from the end, not the whole tune: this runs for every tune on every keystroke.
  let end = chunk.length;
  while (end > 0 && isBlank(chunk.charCodeAt(end - 1))) end--;
  let lineStart = end;
  while (lineStart > 0 && !isLineBreak(chunk.charCodeAt(lineStart - 1))) lineStart--;
  const afterName = lineStart + NEW_PAGE.length;
  if (!chunk.startsWith(NEW_PAGE, lineStart) || (afterName < end && /\w/.test(chunk[afterName]!))) return false;
  // The line break before it, then an empty line (spaces and tabs at most).
  let before = lineStart - 1;
  if (before < 0) return false;
  if (chunk.charCodeAt(before) === 10 && chunk.charCodeAt(before - 1) === 13) before--;
  before--;
  while (before >= 0 && (chunk.charCodeAt(before) === 32 || chunk.charCodeAt(before) === 9)) before--;
  return before < 0 || isLineBreak(chunk.charCodeAt(before));
}

function isLineBreak(code: number): boolean {
  return code === 10 || code === 13;
}

/** White space that may end a tune's text: space, tab, line breaks. */
function isBlank(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/** Line breaks in text[start, end), counted as the core counts lines: \r\n, \n, lone \r. */
export function countLineBreaks(text: string, start: number, end: number): number {
  let breaks = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 10) breaks++;
    else if (code === 13 && text.charCodeAt(i + 1) !== 10) breaks++;
  }
  return breaks;
}
