import { describe, expect, it } from 'vitest';
import { searchWord } from './lyricsWords.ts';

describe('searchWord', () => {
  it('trims spaces and punctuation from a selected word', () => {
    expect(searchWord(' Alabama, ')).toBe('Alabama');
    expect(searchWord('"knee;"')).toBe('knee');
    expect(searchWord("come from")).toBe('come from');
  });

  it('keeps a Bengali word whole, vowel signs and all', () => {
    expect(searchWord('।একলা।')).toBe('একলা');
    expect(searchWord('চলো রে ')).toBe('চলো রে');
  });

  it('gives nothing for a selection without letters', () => {
    expect(searchWord(' , ; ')).toBe('');
  });
});
