import { describe, expect, it } from 'vitest';
import { SUSANNA_ABC } from '../../../testing/songs.ts';
import { generateHeader, hasKeyLine, headerField, lyricsLines } from './abcHeader.ts';

describe('headerField', () => {
  it('reads the first line of a field, trimmed', () => {
    expect(headerField(SUSANNA_ABC, 'T')).toBe('Oh! Susanna');
    expect(headerField(SUSANNA_ABC, 'C')).toBe('Stephen Foster');
    expect(headerField('X:1\nT: First \nT:Second\nK:C\n', 'T')).toBe('First');
  });

  it('gives null for a field the source lacks, and does not take w: for W:', () => {
    expect(headerField(SUSANNA_ABC, 'Q')).toBeNull();
    expect(headerField('w:la la\n', 'W')).toBeNull();
  });
});

describe('hasKeyLine and lyricsLines', () => {
  it('find the K: line and the w: lines', () => {
    expect(hasKeyLine(SUSANNA_ABC)).toBe(true);
    expect(hasKeyLine('X:1\nT:No key\nCDEF|\n')).toBe(false);
    expect(lyricsLines(SUSANNA_ABC)).toBe("w:I come from A-la-bam-a wid my ban-jo on my knee, I'm");
    expect(lyricsLines('X:1\nK:C\nCD|\nw:a b\nEF|\nw:c d\nW:not aligned\n')).toBe('w:a b\nw:c d');
  });
});

describe('generateHeader', () => {
  it('writes the defaults of app-spec 3 and 9 in front of the notes, and the lyrics as w: lines', () => {
    expect(generateHeader({ title: 'Ekla chalo re', date: '2026-11-22', body: 'CDEF|GABc|\n', lyrics: 'jodi tor dak\nshune keu' })).toBe(
      ['X:1', 'T:Ekla chalo re', 'C:2026-11-22', 'L:1/8', 'Q:1/4=120 "Moderate"', 'K:Db', 'CDEF|GABc|', 'w:jodi tor dak', 'w:shune keu', ''].join('\n'),
    );
  });

  it("keeps the body's own meter, length and tempo, uses a given key, and leaves out an empty date", () => {
    const source = generateHeader({ title: '', date: '', key: 'G', body: 'X:3\nT:Old title\nM:3/4\nL:1/4\nQ:1/4=90\nGAB|\n\n', lyrics: '' });
    expect(source).toBe(['X:1', 'T:Old title', 'M:3/4', 'L:1/4', 'Q:1/4=90', 'K:G', 'GAB|', ''].join('\n'));
  });

  it('gives a source the engine can read: the result has a K: line', () => {
    expect(hasKeyLine(generateHeader({ title: 'T', date: '', body: '', lyrics: '' }))).toBe(true);
  });
});
