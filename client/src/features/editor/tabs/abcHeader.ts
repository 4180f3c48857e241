/**
 * @fileoverview Reading and writing the header lines of an ABC source (ABC 2.1 section 3; the
 * app's use of them, app-spec 3 "ABC header fields", 4 "Loading a song", 5 "Date"):
 *
 * - `headerField`: the value of a field line such as `T:` (the Data tab's title 'get') or `C:`
 *   (its date 'get': the app writes the transcription date in C:, app-spec 3).
 * - `hasKeyLine`: whether the source has a `K:` line, which ends a tune header (ABC 2.1 3.1.14);
 *   a source without one gets a generated header when loaded.
 * - `lyricsLines`: the `w:` lines (ABC 2.1 5.1, aligned lyrics), the form of the `abc_lyrics` field.
 * - `generateHeader`: the header of app-spec 3's defaults (L 1/8, Q 1/4=120 "Moderate", K Db,
 *   app-spec 9) in front of a body.
 *
 * Usage examples: abcHeader.test.ts.
 */

/** Field letters whose lines `generateHeader` writes itself (a body's own copies are folded in). */
const HEADER_LETTERS = new Set(['X', 'T', 'C', 'M', 'L', 'Q', 'K']);

/** app-spec 3 and 9: unit note length 1/8, tempo 1/4=120 labelled Moderate, key Db. */
export const HEADER_DEFAULTS = Object.freeze({ unitNoteLength: '1/8', tempo: '1/4=120 "Moderate"', key: 'Db' });

/** The keys of app-spec 9, for a key chooser. */
export const KEYS = ['Db', 'Gb', 'Cb', 'Ab', 'Eb', 'Bb', 'F', 'C', 'G', 'D', 'A', 'E', 'B'] as const;

/** A field line `L:value` (field letter at the start of a line; ABC 2.1 3). */
function fieldOf(line: string): { letter: string; value: string } | null {
  const match = /^([A-Za-z]):(.*)$/.exec(line);
  return match === null ? null : { letter: match[1]!, value: match[2]!.trim() };
}

/** The trimmed value of the first `letter:` line of `abc` (e.g. 'T' -> the title), or null. */
export function headerField(abc: string, letter: string): string | null {
  for (const line of abc.split('\n')) {
    const field = fieldOf(line.replace(/\r$/, ''));
    if (field !== null && field.letter === letter) return field.value;
  }
  return null;
}

/** True when `abc` has a key line (`K:` at the start of a line). */
export function hasKeyLine(abc: string): boolean {
  return /^K:/m.test(abc);
}

/** The `w:` lines of `abc`, in order, joined by newlines ('' when there are none). */
export function lyricsLines(abc: string): string {
  return abc
    .split('\n')
    .map((line) => line.replace(/\r$/, ''))
    .filter((line) => line.startsWith('w:'))
    .join('\n');
}

export interface HeaderInput {
  title: string;
  /** YYYY-MM-DD, or '' (then no C: line). */
  date: string;
  /** The key; HEADER_DEFAULTS.key (Db) when absent or empty. */
  key?: string;
  /** The source that lacks a header: its notes, and any header fields it does have. */
  body: string;
  /** Lyrics to put under the music as `w:` lines (one per line of text); '' for none. */
  lyrics: string;
}

/**
 * A source with a generated header (app-spec 4: "if the source lacks a key line K:, a header is
 * generated, with a lyrics line prefix w: before the text"): X:1, T: the title, C: the date,
 * M: when the body has one, L: and Q: (the body's own or the defaults), K: (the given key or
 * Db), then the body's other lines, then each line of `lyrics` as a `w:` line.
 */
export function generateHeader(input: HeaderInput): string {
  const own = new Map<string, string>();
  const rest: string[] = [];
  for (const line of input.body.replace(/\r\n?/g, '\n').split('\n')) {
    const field = fieldOf(line);
    if (field !== null && HEADER_LETTERS.has(field.letter)) {
      if (!own.has(field.letter)) own.set(field.letter, field.value);
    } else rest.push(line);
  }
  while (rest.length > 0 && rest[rest.length - 1]!.trim() === '') rest.pop();
  while (rest.length > 0 && rest[0]!.trim() === '') rest.shift();

  const title = input.title.trim() || own.get('T') || '';
  const header = ['X:1', `T:${title}`];
  if (input.date !== '') header.push(`C:${input.date}`);
  if (own.has('M')) header.push(`M:${own.get('M')}`);
  header.push(`L:${own.get('L') || HEADER_DEFAULTS.unitNoteLength}`);
  header.push(`Q:${own.get('Q') || HEADER_DEFAULTS.tempo}`);
  header.push(`K:${input.key?.trim() || HEADER_DEFAULTS.key}`);
  const lyrics = input.lyrics
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => (line.startsWith('w:') ? line : `w:${line}`));
  return [...header, ...rest, ...lyrics, ''].join('\n');
}
