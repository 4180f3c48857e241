/**
 * @fileoverview Per-note lyrics as ABC `w:` lines (ABC 2.1 section 5.1, "Lyrics").
 *
 * Each note that can carry a syllable (not a rest, not a grace note; a chord counts once) gets
 * one token: its syllable, `_` while a syllable is held (`<extend>`), or `*` when it has none.
 * A syllable that begins or continues a word (`<syllabic>` begin or middle) is followed by `-`
 * instead of a space. The notes are numbered exactly, so the line aligns without relying on bar
 * counts; it never needs more tokens than notes.
 *
 * Text is NFC. ABC's characters of w: lines are escaped in ways both our engine and abc2svg
 * 1.22.1 print back as the character (black-boxed): `-` as ABC 2.1's `\-`; `_ * ~ | \ %` and `&`
 * as character references (`&#95;`, `&amp;`), because abc2svg reads `\_` and `\~` as accents;
 * a space inside one syllable as `~` (ABC 2.1: "appears as a space; aligns multiple words
 * under one note").
 */

import type { Lyric } from './score.js';

/** Character references and escapes of the characters w: lines give a meaning to. */
const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '\\': '&#92;',
  '-': '\\-',
  _: '&#95;',
  '*': '&#42;',
  '~': '&#126;',
  '|': '&#124;',
  '%': '&#37;',
};

/** A syllable's text as it must be written in a `w:` line to print as itself (NFC). */
export function escapeLyricText(text: string): string {
  let escaped = '';
  for (const character of text.normalize('NFC')) {
    if (/\s/.test(character)) escaped += '~';
    else escaped += ESCAPES[character] ?? character;
  }
  return escaped;
}

/** One place of a w: line: a note that can carry a syllable (with its lyric of the verse, if any). */
export interface LyricSlot {
  readonly lyric: Lyric | undefined;
}

/** What carries from one w: line of a verse to the next: a syllable still being held. */
export interface VerseState {
  melisma: boolean;
}

/**
 * The text after `w:` for one verse over `slots` (the notes of one music line, in order), or
 * '' when none of them has a syllable of the verse and no melisma runs through them. `state`
 * is updated for the next line of the same verse. Trailing `*` are left out (a w: line may be
 * shorter than its notes).
 */
export function lyricLine(slots: readonly LyricSlot[], state: VerseState): string {
  // Each token with what follows it: '-' after a syllable that begins or continues a word, else ' '.
  const tokens: { text: string; joiner: string }[] = [];
  let hasSyllable = false;
  for (const slot of slots) {
    const lyric = slot.lyric;
    if (lyric !== undefined && lyric.text !== '') {
      const hyphen = lyric.syllabic === 'begin' || lyric.syllabic === 'middle';
      tokens.push({ text: escapeLyricText(lyric.text), joiner: hyphen ? '-' : ' ' });
      state.melisma = lyric.extend;
      hasSyllable = true;
    } else if (state.melisma || lyric?.extend) {
      tokens.push({ text: '_', joiner: ' ' });
      hasSyllable = true;
    } else {
      tokens.push({ text: '*', joiner: ' ' });
    }
  }
  while (tokens.length > 0 && tokens[tokens.length - 1]!.text === '*') tokens.pop();
  if (!hasSyllable) return '';
  return tokens.map((token, index) => (index === tokens.length - 1 ? token.text + token.joiner.trim() : token.text + token.joiner)).join('');
}

/**
 * The verses of a voice in w: line order: numeric verse numbers ascending, then the other names
 * in the order they first appear.
 */
export function verseOrder(verses: Iterable<string>): string[] {
  const unique = [...new Set(verses)];
  const numeric = unique.filter((verse) => /^\d+$/.test(verse)).sort((a, b) => Number(a) - Number(b));
  return [...numeric, ...unique.filter((verse) => !/^\d+$/.test(verse))];
}
