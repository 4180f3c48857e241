import { describe, expect, it } from 'vitest';
import { keyAlterations, keyFifths } from './keySignature.ts';

describe('keyFifths', () => {
  it('counts the fifths of major keys, sharp and flat tonics and modes (ABC 2.1 section 3.1.14)', () => {
    expect([keyFifths('C'), keyFifths('G'), keyFifths('F'), keyFifths('Bb'), keyFifths('F#'), keyFifths('Db')]).toEqual([0, 1, -1, -2, 6, -5]);
    expect([keyFifths('Am'), keyFifths('Emin'), keyFifths('Ddor'), keyFifths('Amix'), keyFifths('Flyd'), keyFifths('Bloc')]).toEqual([0, 1, 0, 2, 0, 0]);
    expect(keyFifths('E phrygian')).toBe(0);
  });
});

describe('keyAlterations', () => {
  it('sharpens F and C in D major and flattens B, E, A in E flat major', () => {
    expect(keyAlterations('D')).toEqual({ F: 1, C: 1 });
    expect(keyAlterations('Eb')).toEqual({ B: -1, E: -1, A: -1 });
  });

  it('reads a key followed by a clef, and explicit accidentals after the key', () => {
    expect(keyAlterations('G clef=bass')).toEqual({ F: 1 });
    expect(keyAlterations('D =c ^g')).toEqual({ F: 1, C: 0, G: 1 });
  });

  it('has no signature for none and HP, and F# C# for Hp', () => {
    expect(keyAlterations('none')).toEqual({});
    expect(keyAlterations('HP')).toEqual({});
    expect(keyAlterations('Hp')).toEqual({ F: 1, C: 1 });
  });
});
