/**
 * @fileoverview The header fields of the first tune of an ABC text (ABC 2.1 section 3: the tune
 * header runs from X: to K:), for the wizard's "open ABC file" (app-spec 7: fileInfo.header) and
 * header builder (app-spec 3 "ABC header fields": X, T title, C date, M, L, Q, K).
 *
 * Usage examples: abcHeader.test.ts.
 */

/** A header field line: one letter, a colon, the value (ABC 2.1 section 3.1). */
const FIELD_LINE = /^([A-Za-z]):(.*)$/;

/** Lines read at most before giving up on finding K: (a file of text without a tune). */
const MAX_HEADER_LINES = 500;

/**
 * The fields of the first tune's header, by letter, each with its first value, trimmed: `{ X:
 * '1', T: 'Title', C: '2026-11-22', K: 'Db' }`. Reading starts at the first X: (or at the top
 * when there is none) and stops after K:, at the first empty line after X:, or after
 * MAX_HEADER_LINES lines. Comments (`%`) and directives (`%%`) are skipped; a field that repeats
 * (a second T: subtitle) keeps its first value.
 */
export function abcHeaderFields(text: string): Record<string, string> {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const start = lines.findIndex((line) => /^X:/.test(line));
  const fields: Record<string, string> = {};
  const end = Math.min(lines.length, (start < 0 ? 0 : start) + MAX_HEADER_LINES);
  for (let index = start < 0 ? 0 : start; index < end; index++) {
    const line = lines[index]!;
    if (line.trim() === '') {
      if (start >= 0 && index > start) break;
      continue;
    }
    if (line.startsWith('%')) continue;
    const match = FIELD_LINE.exec(line);
    if (match === null) continue;
    const [, letter, value] = match;
    // An inline comment ends the value (ABC 2.1 section 2.2.3), unless escaped as \%.
    const clean = value!.replace(/(^|[^\\])%.*$/, '$1').trim();
    if (!(letter! in fields)) fields[letter!] = clean;
    if (letter === 'K') break;
  }
  return fields;
}
