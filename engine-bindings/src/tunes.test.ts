/**
 * The tune table of a render (tunes.ts): titles and composers as they print, escapes decoded.
 */
import { describe, expect, it } from 'vitest';
import { render } from './index.js';

describe('render().tunes', () => {
  it('gives the title and composer as printed: backslash escapes and character references decoded', () => {
    const [tune] = render("X:7\nT:Caf\\'e &amp; Cr\\^eme\nC:A. Dvo\\vr\\'ak\nK:C\nC|\n").tunes;
    expect(tune!.x).toBe('7');
    expect(tune!.title).toBe('Café & Crême');
    expect(tune!.composer).toBe('A. Dvořák');
    expect(tune!.systems).toBe(1);
  });
});
