import { describe, expect, it } from 'vitest';
import { SUSANNA_ABC } from '../../testing/songs.ts';
import { lyricsFromAbc } from './LyricsInspector.tsx';

describe('lyrics inspector', () => {
  it('joins the syllables of the w: lines into words', () => {
    expect(lyricsFromAbc(SUSANNA_ABC)).toBe("I come from Alabama wid my banjo on my knee, I'm");
  });

  it('reads nothing from a source without w: lines', () => {
    expect(lyricsFromAbc('X:1\nK:C\nCDEF|\n')).toBe('');
  });
});
