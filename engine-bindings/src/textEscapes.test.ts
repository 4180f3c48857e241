import { describe, expect, it } from 'vitest';
import { decodeAbcText, decodeBackslashEscapes, decodeCharacterReferences, NAMED_CHARACTERS } from './textEscapes.js';

// Expected characters: what abc2svg 1.22.1's SVG prints for the same text in a %%text line
// (black-boxed; abc2svg leaves accents decomposed, we compose them).
describe('backslash escapes (ABC 2.1 2.3.4)', () => {
  it('puts an accent on the Latin letter after it', () => {
    expect(decodeBackslashEscapes("\\'e \\`a \\^o \\~n \\\"u \\=o \\.z \\vc \\uc \\;e \\cc \\oa \\Ho")).toBe('é à ô ñ ü ō ż č c\u0306 ę ç å ő');
  });

  it('reads the letters of their own before the accents', () => {
    expect(decodeBackslashEscapes('\\ae \\AE \\oe \\OE \\aa \\AA \\ss \\/o \\/O')).toBe('æ Æ œ Œ å Å ß ø Ø');
  });

  it('reads \\u and four hex digits as that character', () => {
    expect(decodeBackslashEscapes('\\u00e9x \\u20AC')).toBe('éx €');
  });

  it('prints the character after any other backslash, and a last backslash as such', () => {
    expect(decodeBackslashEscapes("\\\\ \\% \\& \\'1 \\! \\U00e9 x\\")).toBe("\\ % & '1 ! U00e9 x\\");
    expect(decodeBackslashEscapes('a\\tb\\nc')).toBe('a\tb\nc');
  });

  it('leaves text without a backslash as it is', () => {
    const text = 'Amazing Grace';
    expect(decodeBackslashEscapes(text)).toBe(text);
  });
});

describe('character references', () => {
  it("decodes XML's names, HTML's Latin-1 names and numeric references", () => {
    expect(decodeCharacterReferences('A &amp; B &lt; C &gt; &quot;q&quot; &apos;')).toBe('A & B < C > "q" \'');
    expect(decodeCharacterReferences('&eacute;&nbsp;&ndash;&#233;&#xE9;&#X41;')).toBe('é\u00a0–ééA');
  });

  it('prints an unknown name, a reference without its semicolon and a lone & as written', () => {
    expect(decodeCharacterReferences('&unknown; &#233 & x &Amp;')).toBe('&unknown; &#233 & x &Amp;');
  });

  it('prints U+FFFD for a numeric reference to no character', () => {
    expect(decodeCharacterReferences('&#0;&#xd800;&#x110000;')).toBe('\ufffd\ufffd\ufffd');
  });

  it("names HTML's 96 Latin-1 characters from nbsp to yuml", () => {
    expect(NAMED_CHARACTERS.get('nbsp')).toBe('\u00a0');
    expect(NAMED_CHARACTERS.get('times')).toBe('\u00d7');
    expect(NAMED_CHARACTERS.get('yuml')).toBe('\u00ff');
  });
});

describe('decodeAbcText', () => {
  it('decodes backslash escapes, then references', () => {
    expect(decodeAbcText("Caf\\'e &amp; cr\\`eme &#233;")).toBe('Café & crème é');
    expect(decodeAbcText('\\&amp;')).toBe('&');
  });
});
