import { describe, expect, it } from 'vitest';
import { baseName, fileKind, folderFileUrl } from './fileKinds.ts';

describe('file kinds', () => {
  it('tells images, ABC and MusicXML files apart by extension, in any case', () => {
    expect(['a.PNG', 'b.jpeg', 'c.webp', 'd.abc', 'e.musicxml', 'f.xml', 'g.mxl', 'h'].map(fileKind)).toEqual([
      'image',
      'image',
      'image',
      'abc',
      'musicxml',
      'musicxml',
      'other',
      'other',
    ]);
  });

  it('names an import by its file name without the extension', () => {
    expect(baseName('ekla-chalo-re.musicxml')).toBe('ekla-chalo-re');
  });

  it('escapes a file name in the URL of a folder file', () => {
    expect(folderFileUrl('src-img', 'a b#.png')).toBe('/files/src-img/a%20b%23.png');
  });
});
