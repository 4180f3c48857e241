/**
 * @fileoverview The escapes of ABC text (titles, text blocks, lyrics, chord symbols and
 * annotations): the backslash mnemonics of ABC 2.1 section 2.3.4 and the character references
 * of HTML (`&amp;`, `&#233;`, `&#xe9;`, `&eacute;`), mapped to the characters they print.
 *
 * What abc2svg 1.22.1 prints for each (black-boxed through its SVG):
 * - `\` then an accent character then a Latin letter is the letter with the accent as a
 *   combining mark (`\'e` is e and U+0301); abc2svg leaves the pair decomposed, we compose it
 *   (NFC) where Unicode has the letter, which draws the same and suits more fonts.
 *   The accents: `` ` `` grave, `'` acute, `^` circumflex, `~` tilde, `=` macron, `_` overline,
 *   `u` breve, `.` dot above, `"` diaeresis, `o` ring, `H` double acute, `v` caron,
 *   `c` cedilla, `;` ogonek.
 * - the ligatures and special letters `\ae` `\AE` `\oe` `\OE` `\aa` `\AA` `\ss` `\/o` `\/O`
 *   (before the accents: `\oe` is œ, not e with a ring);
 * - `\uXXXX` (four hex digits) is that UTF-16 code unit; `\t` a tab (text blocks split there),
 *   `\n` a line feed; any other `\x` is x (`\\` a backslash, `\%` a percent sign, `\&` an
 *   ampersand that starts no reference, an accent before a non-letter the accent itself);
 * - abc2svg writes `&name;`, `&#digits;` and `&#xhex;` into its SVG as they are, so the
 *   browser's HTML parser prints the character they name; any other `&` is printed as such.
 *   We decode the numeric references, XML's five names and HTML's named characters of Latin-1
 *   and general punctuation (the ones songbooks use); an unknown name prints as written.
 */

/** The combining mark of each accent character after a backslash. */
export const ACCENTS: Readonly<Record<string, string>> = {
  '`': '\u0300',
  "'": '\u0301',
  '^': '\u0302',
  '~': '\u0303',
  '=': '\u0304',
  _: '\u0305',
  u: '\u0306',
  '.': '\u0307',
  '"': '\u0308',
  o: '\u030a',
  H: '\u030b',
  v: '\u030c',
  c: '\u0327',
  ';': '\u0328',
};

/** Two-character mnemonics (ABC 2.1 2.3.4) that are letters of their own. */
export const LIGATURES: Readonly<Record<string, string>> = {
  ae: '\u00e6',
  AE: '\u00c6',
  oe: '\u0153',
  OE: '\u0152',
  aa: '\u00e5',
  AA: '\u00c5',
  ss: '\u00df',
  '/o': '\u00f8',
  '/O': '\u00d8',
};

/** HTML's names of U+00A0..U+00FF, in code point order. */
const LATIN1_NAMES =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest ' +
  'Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig ' +
  'agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';

/** Named character references: XML's five, HTML's Latin-1 set, punctuation, and the music signs. */
export const NAMED_CHARACTERS: ReadonlyMap<string, string> = new Map<string, string>([
  ['amp', '&'],
  ['AMP', '&'],
  ['lt', '<'],
  ['LT', '<'],
  ['gt', '>'],
  ['GT', '>'],
  ['quot', '"'],
  ['QUOT', '"'],
  ['apos', "'"],
  ...LATIN1_NAMES.split(' ').map((name, index): [string, string] => [name, String.fromCharCode(0xa0 + index)]),
  ['OElig', '\u0152'],
  ['oelig', '\u0153'],
  ['Scaron', '\u0160'],
  ['scaron', '\u0161'],
  ['Yuml', '\u0178'],
  ['fnof', '\u0192'],
  ['circ', '\u02c6'],
  ['tilde', '\u02dc'],
  ['ensp', '\u2002'],
  ['emsp', '\u2003'],
  ['thinsp', '\u2009'],
  ['zwnj', '\u200c'],
  ['zwj', '\u200d'],
  ['ndash', '\u2013'],
  ['mdash', '\u2014'],
  ['lsquo', '\u2018'],
  ['rsquo', '\u2019'],
  ['sbquo', '\u201a'],
  ['ldquo', '\u201c'],
  ['rdquo', '\u201d'],
  ['bdquo', '\u201e'],
  ['dagger', '\u2020'],
  ['Dagger', '\u2021'],
  ['bull', '\u2022'],
  ['hellip', '\u2026'],
  ['permil', '\u2030'],
  ['prime', '\u2032'],
  ['Prime', '\u2033'],
  ['lsaquo', '\u2039'],
  ['rsaquo', '\u203a'],
  ['euro', '\u20ac'],
  ['trade', '\u2122'],
  ['larr', '\u2190'],
  ['rarr', '\u2192'],
  ['flat', '\u266d'],
  ['natur', '\u266e'],
  ['natural', '\u266e'],
  ['sharp', '\u266f'],
]);

const HEX4 = /^[0-9a-fA-F]{4}$/;
const LATIN_LETTER = /^[A-Za-z]$/;

/** Maps the backslash escapes of ABC 2.1 2.3.4 in `text` to the characters they print. */
export function decodeBackslashEscapes(text: string): string {
  if (text.indexOf('\\') < 0) return text;
  let out = '';
  let runStart = 0;
  for (let i = text.indexOf('\\'); i >= 0 && i < text.length; i = text.indexOf('\\', i)) {
    out += text.slice(runStart, i);
    const next = text.charAt(i + 1);
    const pair = text.slice(i + 1, i + 3);
    let printed: string;
    let length: number; // source characters used, the backslash included
    if (next === '') {
      printed = '\\'; // a backslash ending the text prints as such
      length = 1;
    } else if (LIGATURES[pair] !== undefined) {
      printed = LIGATURES[pair]!;
      length = 3;
    } else if (next === 'u' && HEX4.test(text.slice(i + 2, i + 6))) {
      printed = String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
      length = 6;
    } else if (ACCENTS[next] !== undefined && LATIN_LETTER.test(text.charAt(i + 2))) {
      printed = (text.charAt(i + 2) + ACCENTS[next]!).normalize('NFC');
      length = 3;
    } else {
      printed = next === 't' ? '\t' : next === 'n' ? '\n' : next;
      length = 2;
    }
    out += printed;
    i += length;
    runStart = i;
  }
  return out + text.slice(runStart);
}

/** A character reference: `&name;`, `&#digits;` or `&#xhex;` (as abc2svg passes them on). */
const REFERENCE = /&(?:([A-Za-z][A-Za-z0-9]*)|#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6}));/g;

/** The character of a numeric reference (U+FFFD for 0, a surrogate or beyond U+10FFFF, as HTML). */
function referencedCharacter(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

/** Maps the character references of `text` to their characters; unknown names stay as written. */
export function decodeCharacterReferences(text: string): string {
  if (text.indexOf('&') < 0) return text;
  return text.replace(REFERENCE, (reference: string, name?: string, decimal?: string, hex?: string) => {
    if (name !== undefined) return NAMED_CHARACTERS.get(name) ?? reference;
    return referencedCharacter(decimal !== undefined ? parseInt(decimal, 10) : parseInt(hex!, 16));
  });
}

/**
 * The characters ABC text prints: backslash escapes first (abc2svg reads them with the text),
 * then character references (its browser reads them from the SVG).
 */
export function decodeAbcText(text: string): string {
  return decodeCharacterReferences(decodeBackslashEscapes(text));
}
