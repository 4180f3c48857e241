import { describe, expect, it } from 'vitest';
import { FontId, FontWord } from '../../engine-as/src/abi.js';
import { fieldText, printedText, sourceSlice, transposeChordSymbol, unescapeLyric } from './text.js';

describe('lyric text', () => {
  it('maps ~ to a space and \\- to a hyphen (ABC 2.1 5.1.1)', () => {
    expect(unescapeLyric('Ga~ṇe\\-śa')).toBe('Ga ṇe-śa');
  });

  it('prints \\* and \\| as their signs, a tilde written as a character reference as a tilde, and keeps the accent \\~n', () => {
    const source = 'w:a&#126;b\\*c\\|d~\\~n';
    expect(printedText(source, FontId.Lyric, 2, source.length)).toBe('a~b*c|d ñ');
  });

  it('maps ~ only for lyric runs; \\- is a hyphen in any text (ABC 2.1 2.3.4)', () => {
    const source = 'w:a~b\\-c';
    expect(printedText(source, FontId.Lyric, 2, source.length)).toBe('a b-c');
    expect(printedText(source, FontId.Title, 2, source.length)).toBe('a~b-c');
  });

  it('maps \\~n to ñ before ~ to a space', () => {
    const source = 'Ma\\~nana~x';
    expect(printedText(source, FontId.Lyric, 0, source.length)).toBe('Mañana x');
  });
});

describe('escapes in printed text', () => {
  it('decodes backslash escapes and character references in every text but decoration words', () => {
    const source = "T:Caf\\'e &amp; cr\\`eme";
    for (const font of [FontId.Title, FontId.Subtitle, FontId.Composer, FontId.Lyric, FontId.Annotation, FontId.Tempo]) {
      expect(printedText(source, font, 2, source.length)).toBe('Café & crème');
    }
  });

  it('decodes a chord symbol before its b and # become flat and sharp signs', () => {
    const source = '"Bb &#233;"';
    expect(printedText(source, FontId.ChordSymbol, 1, source.length - 1)).toBe('B\u266d é');
  });

  it('reads the FontId of a font word that carries a face (abi FontWord)', () => {
    const source = 'w:a~b';
    const boldLyric = FontId.Lyric | FontWord.FaceSet | FontWord.Bold;
    expect(printedText(source, boldLyric, 2, source.length)).toBe('a b');
  });
});

describe('source slices', () => {
  it('clamps a range outside the source', () => {
    expect(sourceSlice('abc', -5, 2)).toBe('ab');
    expect(sourceSlice('abc', 2, 99)).toBe('c');
    expect(sourceSlice('abc', 3, 1)).toBe('');
  });

  it("gives a header field's text trimmed, or '' when absent", () => {
    expect(fieldText('T:  Amazing Grace \n', 2, 18)).toBe('Amazing Grace');
    expect(fieldText('T:x', -1, -1)).toBe('');
  });
});

describe('transposeChordSymbol', () => {
  // Expected names: abc2svg 1.22.1's drawing of the same chords under %%transpose (black-boxed;
  // the interval in fifths is what the core sends for the voice's transposition).
  it('moves the root and the bass by the interval, spelled within Cb..C#', () => {
    expect(transposeChordSymbol('F#m7/C#', 2)).toBe('Abm7/Eb'); // %%transpose 2 in C
    expect(transposeChordSymbol('Bb', -5)).toBe('Cb'); // %%transpose 1 in G
    expect(transposeChordSymbol('C', 7)).toBe('C#'); // %%transpose 1 in C
    expect(transposeChordSymbol('Dm/F', 3)).toBe('Bm/D'); // %%transpose -3
    expect(transposeChordSymbol('(Em)', 3)).toBe('(C#m)'); // V: score=CA: parentheses kept
  });

  it('leaves text that names no note as it is', () => {
    expect(transposeChordSymbol('N.C.', 4)).toBe('N.C.');
    expect(transposeChordSymbol('', 4)).toBe('');
  });
});
