/**
 * @fileoverview The word of the lyrics to search the archive for (the Lyrics tab's "Search
 * Lyrics"): the selected text, else nothing; trimmed of spaces and punctuation at its ends,
 * letters of any script kept whole (Bengali vowel signs are marks, \p{M}).
 *
 * Usage examples: lyricsWords.test.ts.
 */

/** Longest search the song search accepts (api-types SongListQuery q: 200). */
const MAX_SEARCH_LENGTH = 200;

/** `text` without leading and trailing characters that are not letters, marks or digits. */
export function searchWord(text: string): string {
  return text
    .replace(/^[^\p{L}\p{M}\p{N}]+/u, '')
    .replace(/[^\p{L}\p{M}\p{N}]+$/u, '')
    .slice(0, MAX_SEARCH_LENGTH);
}
