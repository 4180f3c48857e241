import { describe, expect, it } from 'vitest';

import { lyricsOfTune, wordsOfLyricLine } from './lyrics.js';

describe('wordsOfLyricLine', () => {
  it('joins syllables split by hyphens and drops holds and bar marks', () => {
    // Oh! Susanna (goess-stephen-foster), first w: line.
    expect(wordsOfLyricLine('I_ | come from Al-a-ba-ma with my ban-jo on my knee; I_ | gwan to Lou-si-an-a My_ | ')).toBe(
      'I come from Alabama with my banjo on my knee; I gwan to Lousiana My',
    );
  });

  it('joins syllables written with a space after the hyphen and turns ~ into a space', () => {
    // The Open Hymnal writes "Bles- sed"; ~ keeps "1." and the word under one note.
    expect(wordsOfLyricLine(' 1.~Bles- sed Je- sus, at Thy Word We are ga- thered all to hear Thee; ')).toBe(
      '1. Blessed Jesus, at Thy Word We are gathered all to hear Thee;',
    );
  });

  it('drops skipped notes (*) and keeps an escaped hyphen', () => {
    expect(wordsOfLyricLine('wail- * ing, deep- * * ly well\\-known')).toBe('wailing, deeply well-known');
  });

  it('ends the line at a % comment but keeps an escaped percent', () => {
    expect(wordsOfLyricLine('ten\\% more % a comment')).toBe('ten% more');
  });
});

describe('lyricsOfTune', () => {
  it('gives one line per w: line and ignores other lines, W: words included', () => {
    const tune = ['X:1', 'T:Song', 'K:C', 'CDEF|', 'w:Hal-le-lu-jah, praise', 'GABc|', 'w:sol la ti do', 'W:Unaligned verse'];
    expect(lyricsOfTune(tune)).toBe('Hallelujah, praise\nsol la ti do');
  });

  it('drops w: lines that hold no words', () => {
    expect(lyricsOfTune(['X:1', 'w: * * | _', 'w:word'])).toBe('word');
  });

  it('gives an empty text for a tune without w: lines', () => {
    expect(lyricsOfTune(['X:1', 'T:Reel', 'K:D', 'DEFG|'])).toBe('');
  });
});
