import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { type DataFolders, dataFolders, ensureDataFolders } from '../../dataFolders.js';
import { makeTempDir } from '../../testing/testServer.js';
import { cacheBustingSuffix, findMatchingImage, listFolderFiles, listFolders, MAX_TEXT_FILE_BYTES, readFolderFile, saveSongFile } from './folderFiles.js';

let folders: DataFolders;
let remove: () => Promise<void>;

beforeEach(async () => {
  const temp = await makeTempDir();
  remove = temp.remove;
  folders = dataFolders(temp.dir);
  await ensureDataFolders(folders);
});

afterEach(async () => {
  await remove();
});

describe('listFolders and listFolderFiles', () => {
  it('counts and lists only regular files with known names, by name, with sizes, times and image URLs', async () => {
    await writeFile(path.join(folders.tbt, 'b-scan.png'), 'png bytes');
    await writeFile(path.join(folders.tbt, 'a-tune.abc'), 'X:1\nK:C\n');
    await writeFile(path.join(folders.tbt, 'notes.txt'), 'not listed');
    await writeFile(path.join(folders.tbt, '.hidden.abc'), 'not listed');
    await mkdir(path.join(folders.tbt, 'sub.abc'));
    await symlink('/etc/passwd', path.join(folders.tbt, 'link.abc'));

    const all = await listFolders(folders);
    expect(all.folders.map((folder) => folder.name)).toEqual(['files', 'archive', 'UNASSIGNED', 'src-img', 'songs', 'tbt']);
    expect(all.folders.find((folder) => folder.name === 'tbt')!.file_count).toBe(2);

    const listed = await listFolderFiles(folders, 'tbt');
    expect(listed.files.map((file) => [file.name, file.kind, file.size, file.url])).toEqual([
      ['a-tune.abc', 'abc', 8, null],
      ['b-scan.png', 'image', 9, expect.stringMatching(/^\/files\/tbt\/b-scan\.png\?v=\d{5}$/)],
    ]);
    expect(Date.parse(listed.files[0]!.modified_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 404 folder_not_found for any other folder name', async () => {
    for (const folder of ['svg', '..', 'songs/..', 'SONGS', '']) {
      await expect(listFolderFiles(folders, folder), folder).rejects.toMatchObject({ status: 404, code: 'folder_not_found' });
    }
  });
});

describe('readFolderFile', () => {
  it('answers the text with LF line ends, the header fields, and the image of the same base name', async () => {
    await writeFile(path.join(folders.songs, 'amar-sonar-bangla.abc'), 'X:1\r\nT:আমার সোনার বাংলা\r\nC:1905-01-01\r\nK:Db\r\nDEF|\r\n');
    await writeFile(path.join(folders['src-img'], 'amar-sonar-bangla.webp'), 'webp bytes');
    const file = await readFolderFile(folders, 'songs', 'amar-sonar-bangla.abc');
    expect(file.text).toBe('X:1\nT:আমার সোনার বাংলা\nC:1905-01-01\nK:Db\nDEF|\n');
    expect(file.header).toEqual({ X: '1', T: 'আমার সোনার বাংলা', C: '1905-01-01', K: 'Db' });
    expect(file.image).toEqual({
      name: 'amar-sonar-bangla.webp',
      folder: 'src-img',
      url: expect.stringMatching(/^\/files\/src-img\/amar-sonar-bangla\.webp\?v=\d{5}$/),
    });
    expect(file.file).toMatchObject({ name: 'amar-sonar-bangla.abc', kind: 'abc', url: null });
  });

  it('reads a Latin-1 file, and a MusicXML file without ABC header fields', async () => {
    await writeFile(path.join(folders.tbt, 'old.abc'), Buffer.from('X:1\nT:Caf\xe9\nK:C\n', 'latin1'));
    expect((await readFolderFile(folders, 'tbt', 'old.abc')).header.T).toBe('Café');
    await writeFile(path.join(folders.tbt, 'score.musicxml'), '<score-partwise version="4.0"/>');
    const xml = await readFolderFile(folders, 'tbt', 'score.musicxml');
    expect(xml).toMatchObject({ header: {}, image: null, text: '<score-partwise version="4.0"/>' });
  });

  it('refuses bad names (400), images (400), missing files and links (404) and files over the size cap (413)', async () => {
    await writeFile(path.join(folders.tbt, 'scan.png'), 'png');
    await symlink('/etc/hostname', path.join(folders.tbt, 'link.abc'));
    await writeFile(path.join(folders.tbt, 'huge.abc'), Buffer.alloc(MAX_TEXT_FILE_BYTES + 1, 0x41));
    await expect(readFolderFile(folders, 'tbt', '../songs/x.abc')).rejects.toMatchObject({ status: 400, code: 'bad_file_name' });
    await expect(readFolderFile(folders, 'tbt', 'scan.png')).rejects.toMatchObject({ status: 400, code: 'bad_file_name' });
    await expect(readFolderFile(folders, 'tbt', 'missing.abc')).rejects.toMatchObject({ status: 404, code: 'file_not_found' });
    await expect(readFolderFile(folders, 'tbt', 'link.abc')).rejects.toMatchObject({ status: 404, code: 'file_not_found' });
    await expect(readFolderFile(folders, 'tbt', 'huge.abc')).rejects.toMatchObject({ status: 413, code: 'file_too_large' });
    await expect(readFolderFile(folders, 'nowhere', 'a.abc')).rejects.toMatchObject({ status: 404, code: 'folder_not_found' });
  });
});

describe('cacheBustingSuffix', () => {
  it('is the modification time in seconds modulo 100000, five digits', () => {
    expect(cacheBustingSuffix(new Date(1_800_000_123_456))).toBe('?v=00123');
    expect(cacheBustingSuffix(new Date(1_799_999_999_000))).toBe('?v=99999');
  });
});

describe('findMatchingImage', () => {
  it('looks in the image folders in order and finds nothing for a name without an image', async () => {
    await writeFile(path.join(folders.archive, 'song-7.jpg'), 'jpg');
    await writeFile(path.join(folders.UNASSIGNED, 'song-7.png'), 'png');
    expect(await findMatchingImage(folders, 'song-7')).toMatchObject({ name: 'song-7.jpg', folder: 'archive' });
    expect((await findMatchingImage(folders, 'song-7'))!.url).toMatch(/^\/files\/archive\/song-7\.jpg\?v=\d{5}$/);
    expect(await findMatchingImage(folders, 'song-8')).toBeNull();
  });
});

describe('saveSongFile', () => {
  it('writes <repo_id>.abc in the songs folder, says whether it is new, and leaves no temporary file', async () => {
    const first = await saveSongFile(folders, 'oh-susanna-1.abc', 'X:1\nT:Oh! Susanna\nK:D\n');
    expect(first).toMatchObject({ created: true, file: { name: 'oh-susanna-1.abc', kind: 'abc', size: 22 } });
    const second = await saveSongFile(folders, 'oh-susanna-1.abc', 'X:1\nT:Oh! Susanna\nK:G\n');
    expect(second.created).toBe(false);
    expect(await readFile(path.join(folders.songs, 'oh-susanna-1.abc'), 'utf8')).toBe('X:1\nT:Oh! Susanna\nK:G\n');
    expect(await readdir(folders.songs)).toEqual(['oh-susanna-1.abc']);
  });

  it("refuses empty text with 'Nothing to save, try again later ...' and names other than a plain .abc", async () => {
    await expect(saveSongFile(folders, 'a.abc', '  \n ')).rejects.toMatchObject({
      status: 400,
      code: 'nothing_to_save',
      message: 'Nothing to save, try again later ...',
    });
    for (const name of ['a.xml', '../a.abc', 'a.png', 'a']) {
      await expect(saveSongFile(folders, name, 'X:1\nK:C\n'), name).rejects.toMatchObject({ status: 400, code: 'bad_file_name' });
    }
    expect(await readdir(folders.songs)).toEqual([]);
  });
});
