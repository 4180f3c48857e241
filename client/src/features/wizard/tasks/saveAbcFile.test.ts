import { describe, expect, it } from 'vitest';
import { abcFileName, checkAbcFileName } from './saveAbcFile.tsx';

describe('save to ABC file', () => {
  it('names the file by the song repo_id, else by its title', () => {
    expect(abcFileName({ repo_id: '0123-amar', title: 'Amar' }, '')).toBe('0123-amar.abc');
    expect(abcFileName({ repo_id: null, title: 'Ekla Chalo Re!' }, '')).toBe('ekla-chalo-re.abc');
    expect(abcFileName(null, 'আমার সোনার বাংলা')).toBe('আমার-সোনার-বাংলা.abc');
    expect(abcFileName(null, '  ')).toBe('untitled.abc');
  });

  it('accepts only a plain .abc name', () => {
    expect(checkAbcFileName('a.abc')).toBeNull();
    expect(checkAbcFileName('a.txt')).toBe('The file name must end in .abc');
    expect(checkAbcFileName('../a.abc')).toBe('The file name may not hold / or \\ or start with a dot');
    expect(checkAbcFileName('')).toBe('Type a file name');
  });
});
