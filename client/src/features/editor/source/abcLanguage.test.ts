import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import hardTimes from '../../../../../../shared/corpus/goess-stephen-foster/Hard_Times_Come_Again_No_More.abc?raw';
import ohSusanna from '../../../../../../shared/corpus/goess-stephen-foster/Oh__Susanna.abc?raw';
import { ABC_TOKEN_STYLES, SOURCE_BACKGROUND } from './abcHighlight.ts';
import { tokenizeAbc, type AbcToken, type AbcTokenName } from './abcLanguage.ts';

/** The tokens of `text` on its 0-based line `line`, as [text, name] pairs. */
function lineTokens(tokens: AbcToken[], line: number): [string, AbcTokenName][] {
  return tokens.filter((token) => token.line === line).map((token) => [token.text, token.token]);
}

/** The names of the tokens whose text is `text`. */
function namesOf(tokens: AbcToken[], text: string): Set<AbcTokenName> {
  return new Set(tokens.filter((token) => token.text === text).map((token) => token.token));
}

describe('the ABC tokenizer on Oh! Susanna (header, chord symbols, lyrics)', () => {
  const tokens = tokenizeAbc(ohSusanna);
  const lines = ohSusanna.split(/\r\n?|\n/);

  it('reads the header fields as labels and values, the title as a title', () => {
    expect(lineTokens(tokens, 0)).toEqual([
      ['X:', 'fieldLabel'],
      ['1', 'fieldValue'],
    ]);
    expect(lineTokens(tokens, 1)).toEqual([
      ['T:', 'fieldLabel'],
      ['Oh! Susanna', 'title'],
    ]);
    expect(lineTokens(tokens, lines.indexOf('K:G'))).toEqual([
      ['K:', 'fieldLabel'],
      ['G', 'fieldValue'],
    ]);
  });

  it('reads the first music line note by note', () => {
    const first = lines.findIndex((line) => line.startsWith('(G/A/)'));
    expect(lineTokens(tokens, first).slice(0, 16)).toEqual([
      ['(', 'slur'],
      ['G', 'note'],
      ['/', 'length'],
      ['A', 'note'],
      ['/', 'length'],
      [')', 'slur'],
      ['|', 'bar'],
      ['"G"', 'chordSymbol'],
      ['B', 'note'],
      ['d', 'note'],
      ['d', 'note'],
      ['>', 'brokenRhythm'],
      ['e', 'note'],
      ['d', 'note'],
      ['B', 'note'],
      ['G', 'note'],
    ]);
    expect(lineTokens(tokens, first)).toContainEqual(['z', 'rest']);
    expect(lineTokens(tokens, first)).toContainEqual(['2', 'length']);
  });

  it('reads w: lines as syllables and their separators, W: lines as words', () => {
    const lyrics = lines.findIndex((line) => line.startsWith('w:I_'));
    expect(lineTokens(tokens, lyrics).slice(0, 8)).toEqual([
      ['w:', 'fieldLabel'],
      ['I', 'lyric'],
      ['_', 'lyricSeparator'],
      ['|', 'lyricSeparator'],
      ['come', 'lyric'],
      ['from', 'lyric'],
      ['Al', 'lyric'],
      ['-', 'lyricSeparator'],
    ]);
    const words = lines.findIndex((line) => line.startsWith('W:I had a dream'));
    expect(lineTokens(tokens, words)).toEqual([
      ['W:', 'fieldLabel'],
      ['I had a dream the other night,', 'words'],
    ]);
  });

  it('ends with the final bar line, read as a bar', () => {
    expect(namesOf(tokens, '|]')).toEqual(new Set(['bar']));
    expect(namesOf(tokens, '||')).toEqual(new Set(['bar']));
  });
});

describe('the ABC tokenizer on Hard Times (decorations, chord symbols, accidentals)', () => {
  const tokens = tokenizeAbc(hardTimes);

  it('reads !fermata! as a decoration and quoted chords as chord symbols', () => {
    expect(namesOf(tokens, '!fermata!')).toEqual(new Set(['decoration']));
    expect(namesOf(tokens, '"Bb7"')).toEqual(new Set(['chordSymbol']));
    expect(namesOf(tokens, '"(Ebdim)"')).toEqual(new Set(['chordSymbol']));
  });

  it('reads the natural sign of =A apart from its note', () => {
    const natural = tokens.findIndex((token) => token.text === '=');
    expect(tokens[natural].token).toBe('accidental');
    expect([tokens[natural + 1].text, tokens[natural + 1].token]).toEqual(['A', 'note']);
  });

  it('leaves no token of the tune unread as invalid', () => {
    expect(tokens.filter((token) => token.token === 'invalid')).toEqual([]);
  });

  it('gives every token its offset in the text', () => {
    for (const token of tokens) expect(hardTimes.slice(token.from, token.from + token.text.length)).toBe(token.text);
  });
});

describe('the ABC tokenizer on the rest of ABC 2.1', () => {
  const text = [
    '%%score (S A)',
    '% a comment',
    'X:2',
    'K:D % the key',
    '|: ~A2 .B Tc uv {/g}A {ag}f (3def [K:Bb] [CEG]2 z4 Z2 x |1 "^above"d- d :|2 "_below"e ||',
    '[1 G,,C c\'\'4 ^^F __B =c3/2 A// | !trill!c +fermata+d :: c [|',
  ].join('\n');
  const tokens = tokenizeAbc(text);

  it('reads directives, comments and a comment after a field', () => {
    expect(lineTokens(tokens, 0)).toEqual([
      ['%%score', 'directive'],
      ['(S A)', 'directiveArgument'],
    ]);
    expect(lineTokens(tokens, 1)).toEqual([['% a comment', 'comment']]);
    expect(lineTokens(tokens, 3)).toEqual([
      ['K:', 'fieldLabel'],
      ['D', 'fieldValue'],
      ['% the key', 'comment'],
    ]);
  });

  it('reads decorations, grace notes, tuplets, inline fields, chords, rests, ties, annotations and repeats', () => {
    expect(lineTokens(tokens, 4)).toEqual([
      ['|:', 'repeat'],
      ['~', 'decoration'],
      ['A', 'note'],
      ['2', 'length'],
      ['.', 'decoration'],
      ['B', 'note'],
      ['T', 'decoration'],
      ['c', 'note'],
      ['u', 'decoration'],
      ['v', 'decoration'],
      ['{/', 'grace'],
      ['g', 'note'],
      ['}', 'grace'],
      ['A', 'note'],
      ['{', 'grace'],
      ['a', 'note'],
      ['g', 'note'],
      ['}', 'grace'],
      ['f', 'note'],
      ['(3', 'tuplet'],
      ['d', 'note'],
      ['e', 'note'],
      ['f', 'note'],
      ['[K:Bb]', 'inlineField'],
      ['[', 'chordBracket'],
      ['C', 'note'],
      ['E', 'note'],
      ['G', 'note'],
      [']', 'chordBracket'],
      ['2', 'length'],
      ['z', 'rest'],
      ['4', 'length'],
      ['Z', 'rest'],
      ['2', 'length'],
      ['x', 'rest'],
      ['|1', 'repeat'],
      ['"^above"', 'annotation'],
      ['d', 'note'],
      ['-', 'slur'],
      ['d', 'note'],
      [':|2', 'repeat'],
      ['"_below"', 'annotation'],
      ['e', 'note'],
      ['||', 'bar'],
    ]);
  });

  it('reads octave marks with their note, double accidentals, fractional lengths and old decorations', () => {
    expect(lineTokens(tokens, 5)).toEqual([
      ['[1', 'repeat'],
      ['G,,', 'note'],
      ['C', 'note'],
      ["c''", 'note'],
      ['4', 'length'],
      ['^^', 'accidental'],
      ['F', 'note'],
      ['__', 'accidental'],
      ['B', 'note'],
      ['=', 'accidental'],
      ['c', 'note'],
      ['3/2', 'length'],
      ['A', 'note'],
      ['//', 'length'],
      ['|', 'bar'],
      ['!trill!', 'decoration'],
      ['c', 'note'],
      ['+fermata+', 'decoration'],
      ['d', 'note'],
      ['::', 'repeat'],
      ['c', 'note'],
      ['[|', 'bar'],
    ]);
  });

  it('reads %%begintext blocks as text and free text between tunes as words', () => {
    const book = ['X:1', 'K:C', 'hC|', '%%begintext', 'Ped.  Fonds 32, 16', '%%endtext', 'C|', '', 'A note about the next tune.', 'X:2', 'K:G', 'G|'].join('\n');
    const read = tokenizeAbc(book);
    expect(lineTokens(read, 2)).toEqual([
      ['h', 'decoration'],
      ['C', 'note'],
      ['|', 'bar'],
    ]);
    expect(lineTokens(read, 3)).toEqual([['%%begintext', 'directive']]);
    expect(lineTokens(read, 4)).toEqual([['Ped.  Fonds 32, 16', 'words']]);
    expect(lineTokens(read, 5)).toEqual([['%%endtext', 'directive']]);
    expect(lineTokens(read, 6).map(([, name]) => name)).toEqual(['note', 'bar']);
    expect(lineTokens(read, 8)).toEqual([['A note about the next tune.', 'words']]);
    expect(lineTokens(read, 11).map(([, name]) => name)).toEqual(['note', 'bar']);
  });

  it('reads music without any X: line as music, blank lines or not', () => {
    expect(tokenizeAbc('CDEF|\n\nGABc|').map((token) => token.token)).toEqual(['note', 'note', 'note', 'note', 'bar', 'note', 'note', 'note', 'note', 'bar']);
  });

  it('keeps going on unfinished input: an open chord symbol, an open decoration, a lone bracket', () => {
    const unfinished = tokenizeAbc('K:C\n"Am C !tri [ {\nw:a\\\n');
    expect(unfinished.map((token) => token.token)).toEqual(['fieldLabel', 'fieldValue', 'chordSymbol', 'fieldLabel', 'lyric', 'continuation']);
  });
});

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('the ABC colours', () => {
  it('reach 4.5:1 contrast on the editor background (WCAG 2.1 AA for text)', () => {
    const background = luminance(SOURCE_BACKGROUND);
    for (const [name, style] of Object.entries(ABC_TOKEN_STYLES)) {
      const contrast = (background + 0.05) / (luminance(style.color) + 0.05);
      expect(contrast, `${name} ${style.color}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('the ABC tokenizer on any text', () => {
  it('always makes progress and gives tokens in order, inside the text (no hang on bad input)', () => {
    const abcCharacters = fc.constantFrom(...'ABCabcz^_=,\'/2[]{}()|:!+"%K:w W\n\r\\-_*~.&`$<>@'.split(''));
    const text = fc.oneof(fc.string({ unit: abcCharacters, maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 40 }));
    fc.assert(
      fc.property(text, (input) => {
        let end = 0;
        for (const token of tokenizeAbc(input)) {
          expect(token.from).toBeGreaterThanOrEqual(end);
          expect(input.slice(token.from, token.from + token.text.length)).toBe(token.text);
          end = token.from + token.text.length;
        }
      }),
      { numRuns: 500 },
    );
  });
});
