import { describe, expect, it } from 'vitest';
import { placementOf, shownView, viewsOf } from './infoViews.ts';

describe('info popup views (app-spec 2.2)', () => {
  it('offers a song the views Name, menu, source, score and lyrics, placed right', () => {
    expect(viewsOf({ kind: 'song' })).toEqual(['name', 'menu', 'source', 'score', 'lyrics']);
    expect(placementOf({ kind: 'song' })).toBe('right');
  });

  it('offers an image its name and menu (the songs in the image), beside the image panel', () => {
    expect(viewsOf({ kind: 'image' })).toEqual(['name', 'menu']);
    expect(placementOf({ kind: 'image' })).toBe('left');
  });

  it('falls back to the first view when the subject has not the one asked for', () => {
    expect(shownView({ kind: 'image' }, 'score')).toBe('name');
    expect(shownView({ kind: 'song' }, 'lyrics')).toBe('lyrics');
    expect(shownView({ kind: 'file', abc: 'X:1\nK:C\n' }, 'score')).toBe('score');
  });
});
