/**
 * @fileoverview The key signature of a K: field value (ABC 2.1 section 3.1.14): which note letters
 * it sharpens or flattens. The tonic and mode give a number of fifths (C major 0, G major 1, F
 * major -1; minor is three fifths below its major, dorian two, ...); sharps then go on F C G D A
 * E B and flats on B E A D G C F, in that order. Explicit accidentals after the key (`K:D =c`,
 * `K:none ^f`) replace the letter's alteration. Used by the Gr/Note tools to know what a note
 * without an accidental sounds like.
 */

/** Semitones each letter is altered by (+1 sharp, -1 flat), by upper-case letter; absent = natural. */
export type KeyAlterations = Readonly<Partial<Record<string, number>>>;

const MAJOR_FIFTHS: Record<string, number> = { C: 0, G: 1, D: 2, A: 3, E: 4, B: 5, F: -1 };

/** Fifths a mode lies from its major (section 3.1.14: the first three letters are enough). */
const MODE_FIFTHS: Record<string, number> = { maj: 0, ion: 0, mix: -1, dor: -2, min: -3, aeo: -3, m: -3, phr: -4, loc: -5, lyd: 1 };

const SHARP_ORDER = 'FCGDAEB';
const FLAT_ORDER = 'BEADGCF';

/** The alteration an accidental sign stands for: ^ +1, ^^ +2, _ -1, __ -2, = 0; null if not one. */
export function accidentalValue(sign: string): number | null {
  switch (sign) {
    case '^':
      return 1;
    case '^^':
      return 2;
    case '_':
      return -1;
    case '__':
      return -2;
    case '=':
      return 0;
    default:
      return null;
  }
}

/** The number of fifths of a key such as `G`, `F#m`, `Bbmix`, `Edor`; 0 when it cannot be read. */
export function keyFifths(key: string): number {
  const match = /^([A-Ga-g])([#b]?)\s*([A-Za-z]*)/.exec(key.trim());
  if (match === null) return 0;
  const [, letter, sign, modeText] = match;
  const mode = modeText.toLowerCase();
  const modeFifths = mode === '' ? 0 : (MODE_FIFTHS[mode] ?? MODE_FIFTHS[mode.slice(0, 3)] ?? 0);
  const signFifths = sign === '#' ? 7 : sign === 'b' ? -7 : 0;
  return MAJOR_FIFTHS[letter.toUpperCase()] + signFifths + modeFifths;
}

/**
 * The alterations of the key signature written in a K: value (`D`, `Am`, `Bb dor`, `HP`, `none`,
 * `D =c ^g`, `G clef=bass`). `HP` (Highland pipes) has no signature; `Hp` sharpens F and C and
 * flattens nothing, as ABC 2.1 gives it.
 */
export function keyAlterations(value: string): KeyAlterations {
  const text = value.trim();
  const alterations: Record<string, number> = {};
  if (text.startsWith('Hp')) {
    alterations.F = 1;
    alterations.C = 1;
  } else if (!text.startsWith('HP') && !/^none\b/i.test(text)) {
    const fifths = Math.max(-7, Math.min(7, keyFifths(text)));
    for (let index = 0; index < Math.abs(fifths); index++) {
      alterations[(fifths > 0 ? SHARP_ORDER : FLAT_ORDER)[index]] = fifths > 0 ? 1 : -1;
    }
  }
  // Explicit accidentals (section 3.1.14 "K:D =c ^g"): each a sign and a letter, after the key.
  for (const match of text.matchAll(/(?:^|\s)(\^\^|__|\^|_|=)([A-Ga-g])(?=\s|$)/g)) {
    alterations[match[2].toUpperCase()] = accidentalValue(match[1]) ?? 0;
  }
  return alterations;
}
