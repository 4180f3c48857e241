/**
 * @fileoverview The plain lyrics (a song's `text`) of a tune's aligned lyric lines, `w:`
 * (ABC 2.1 section 4.3, "Lyrics"), one output line per w: line. The alignment symbols are
 * undone so the words read as words:
 * - `-` between syllables joins them ("Al-a-ba-ma" -> "Alabama", "Bles- sed" -> "Blessed"),
 *   while `\-` is a hyphen that is part of the text;
 * - `_` (hold the previous syllable), `*` (skip a note) and `|` (advance to the next bar) go;
 * - `~` (words under one note) becomes a space;
 * - a `%` comment ends the line (`\%` is a percent sign).
 * Lines left empty are dropped. Unaligned words (W:) are not part of it.
 *
 * Usage examples: lyrics.test.ts.
 */

/** A private-use character holding an escaped hyphen or percent while the symbols are undone. */
const ESCAPED_HYPHEN = '\uE000';
const ESCAPED_PERCENT = '\uE001';

/** The words of one `w:` line (without its `w:` prefix). */
export function wordsOfLyricLine(alignedLyrics: string): string {
  return alignedLyrics
    .replaceAll('\\-', ESCAPED_HYPHEN)
    .replaceAll('\\%', ESCAPED_PERCENT)
    .replace(/%.*$/, '')
    .replace(/[_*|]/g, ' ')
    .replaceAll('~', ' ')
    .replace(/-\s*/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replaceAll(ESCAPED_HYPHEN, '-')
    .replaceAll(ESCAPED_PERCENT, '%');
}

/** The lyrics of the `w:` lines among `tuneLines`, one line each, joined with LF. */
export function lyricsOfTune(tuneLines: readonly string[]): string {
  return tuneLines
    .filter((line) => line.startsWith('w:'))
    .map((line) => wordsOfLyricLine(line.slice(2)))
    .filter((words) => words !== '')
    .join('\n');
}
