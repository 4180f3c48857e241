/**
 * @fileoverview Text the core refers to by source offsets (DESIGN.md 3.1: "text is referenced by
 * source offsets, never copied"): slicing it out of the source, the escapes it prints as other
 * characters (textEscapes.ts: `\'e`, `&amp;`; the lyric escapes of ABC 2.1 5.1.1: `~` is a
 * space that joins words under one note, `\-` a hyphen printed as such).
 *
 * `printedText` gives the host's measurer the text a run prints (DESIGN.md 3.1: text is measured
 * through the host). The core draws the same text by the same rules
 * (engine-as/src/emit/svg/printedText.ts, from tables scripts/extract-svg-tables.ts takes from
 * this module and textEscapes.ts); svg.test.ts checks that the two print alike.
 */

import { FontId } from '../../engine-as/src/abi.js';
import { fontRole } from './fonts.js';
import { decodeAbcText } from './textEscapes.js';

/** source[start, end), with the range clamped to the source ('' for an empty or bad range). */
export function sourceSlice(source: string, start: number, end: number): string {
  const from = Math.max(0, Math.min(start, source.length));
  const to = Math.max(from, Math.min(end, source.length));
  return source.slice(from, to);
}

/** A header field's text: source[start, end) trimmed, or '' when absent (start -1). */
export function fieldText(source: string, start: number, end: number): string {
  return start < 0 ? '' : sourceSlice(source, start, end).trim();
}

/** The lyric escapes of a w: line as written: `~` (not the accent escape `\~`), `\-`, `\*`, `\|`. */
const LYRIC_ESCAPES = /\\[-*|]|(?<!\\)~/g;

/**
 * Maps the lyric escapes of a w: syllable as written in the source to the characters they print
 * (ABC 2.1 4.20: `~` joins words with a space; `\-`, `\*` and `\|` print their sign, as
 * abc2svg 1.22.1 prints them). Applied before character references are decoded, so that
 * `&#126;` prints a tilde rather than a space.
 */
export function unescapeLyric(syllable: string): string {
  if (syllable.indexOf('~') < 0 && syllable.indexOf('\\') < 0) return syllable;
  return syllable.replace(LYRIC_ESCAPES, (escape) => (escape === '~' ? ' ' : escape[1]!));
}

/**
 * The text a run in `font` (abi FontId, with its face bits: fonts.ts fontRole) prints for
 * source[start, end): the slice with its escapes decoded (textEscapes.ts), the lyric escapes
 * mapped for lyric text, and a chord symbol's note names moved by `fifths` (a transposed voice,
 * abi DisplayKind.TransposedText). Used for both measuring and drawing.
 */
export function printedText(source: string, font: number, start: number, end: number, fifths = 0): string {
  const slice = sourceSlice(source, start, end);
  const role = fontRole(font);
  if (role === FontId.DecorationText) return DECORATION_WORDS[slice] ?? slice;
  if (role === FontId.Lyric) return decodeAbcText(unescapeLyric(slice));
  const text = decodeAbcText(slice);
  switch (role) {
    case FontId.ChordSymbol:
      return chordSymbolText(fifths === 0 ? text : transposeChordSymbol(text, fifths));
    case FontId.Origin:
      return text === '' ? '' : `(${text})`;
    default:
      return text;
  }
}

/**
 * A chord symbol as printed (abc2svg 1.22.1, black-boxed): every `bb` becomes a double flat,
 * `##` a double sharp, and a single `b` or `#` a flat or sharp sign, read left to right
 * ("F#m7b5/Bb" prints "F♯m7♭5/B♭"). ABC 2.1 4.18 writes accidentals of chord symbols so.
 */
export function chordSymbolText(text: string): string {
  if (text.indexOf('b') < 0 && text.indexOf('#') < 0) return text;
  return text.replace(/bb|##|b|#/g, (sign) => CHORD_SIGNS[sign] ?? sign);
}

/** Fifths of the natural note names C D E F G A B from C (C 0, G 1, ... F -1). */
const LETTER_FIFTHS: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: -1, G: 1, A: 3, B: 5 };
const LETTERS_BY_FIFTHS = ['F', 'C', 'G', 'D', 'A', 'E', 'B'];

/**
 * A note name (`F`, `Bb`, `C#`) moved by an interval of `fifths` on the circle of fifths, its
 * position kept within seven flats and seven sharps (Cb to C#) as abc2svg 1.22.1 spells a
 * transposed chord symbol (black-boxed: %%transpose 2 makes F# Ab, and 1 from G makes C Db).
 */
function transposeNoteName(letter: string, accidental: string, fifths: number): string {
  const sign = accidental === '#' ? 1 : accidental === '##' ? 2 : accidental === 'b' ? -1 : accidental === 'bb' ? -2 : 0;
  let position = LETTER_FIFTHS[letter]! + 7 * sign + fifths;
  while (position > 7) position -= 12;
  while (position < -7) position += 12;
  // Positions -1..5 are the natural names F..B; each 7 further on adds a sharp, back a flat.
  const shifted = position + 1;
  const sharps = Math.floor(shifted / 7);
  const name = LETTERS_BY_FIFTHS[shifted - 7 * sharps]!;
  return name + (sharps > 0 ? '#'.repeat(sharps) : 'b'.repeat(-sharps));
}

/**
 * The chord symbol `text` of a voice transposed by `fifths` (abi DisplayKind.TransposedText):
 * its root and its bass after `/` move (`F#m7/C#` by 2 fifths is `G#m7/D#`... spelled within
 * Cb..C#); the rest of the text stays. A text that does not start with a note name (`N.C.`,
 * `(Em)` keeps its parenthesis) is moved where its note names are.
 */
export function transposeChordSymbol(text: string, fifths: number): string {
  return text.replace(/(^|[(/])([A-G])(bb|##|b|#)?/g, (_match, before: string, letter: string, accidental: string | undefined) =>
    before + transposeNoteName(letter, accidental ?? '', fifths),
  );
}

/** Decorations printed as words (abc2svg 1.22.1 prints these). */
export const DECORATION_WORDS: Readonly<Record<string, string>> = { fine: 'Fine', dacoda: 'Da Coda', dacapo: 'Da Capo' };

/** The signs a chord symbol prints for `bb`, `##`, `b` and `#` (chordSymbolText). */
export const CHORD_SIGNS: Readonly<Record<string, string>> = { bb: '\u{1D12B}', '##': '\u{1D12A}', b: '\u266D', '#': '\u266F' };
