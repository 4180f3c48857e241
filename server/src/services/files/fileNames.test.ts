import { describe, expect, it } from 'vitest';

import { ApiError } from '../../errors/ApiError.js';
import { baseNameOf, checkFileName, extensionOf, kindOfFileName } from './fileNames.js';

describe('kindOfFileName', () => {
  it('knows ABC, MusicXML and image names by their extension, in any case', () => {
    expect(kindOfFileName('oh-susanna-1.abc')).toBe('abc');
    expect(kindOfFileName('Song.ABC')).toBe('abc');
    expect(kindOfFileName('আমার সোনার বাংলা.musicxml')).toBe('musicxml');
    expect(kindOfFileName('score.xml')).toBe('musicxml');
    expect(kindOfFileName('12-9f86d081884c7d65.png')).toBe('image');
    expect(kindOfFileName('scan.JPEG')).toBe('image');
  });

  it('refuses paths, parent references, hidden files, control characters and other extensions', () => {
    for (const name of [
      '',
      '../secret.abc',
      'a/b.abc',
      'a\\b.abc',
      '..abc',
      'x..abc',
      '.hidden.abc',
      'nul\u0000.abc',
      'line\nbreak.abc',
      'song.svg',
      'song.abc.exe',
      'song',
      '.abc',
      `${'a'.repeat(200)}.abc`,
    ]) {
      expect(kindOfFileName(name), JSON.stringify(name)).toBeUndefined();
    }
  });
});

describe('checkFileName', () => {
  it('answers the kind, or throws a 400 bad_file_name naming the extensions allowed', () => {
    expect(checkFileName('a.abc', ['abc'])).toBe('abc');
    expect(() => checkFileName('a.png', ['abc'])).toThrow(ApiError);
    try {
      checkFileName('../../etc/passwd', ['abc', 'musicxml']);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ status: 400, code: 'bad_file_name' });
      expect((error as Error).message).toContain('.abc, .xml, .musicxml');
    }
  });
});

describe('extensionOf and baseNameOf', () => {
  it('split at the last dot', () => {
    expect(extensionOf('a.b.ABC')).toBe('.abc');
    expect(baseNameOf('a.b.ABC')).toBe('a.b');
    expect(extensionOf('noext')).toBe('');
    expect(baseNameOf('noext')).toBe('noext');
  });
});
