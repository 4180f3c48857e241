/**
 * `swaralipi import FILE.musicxml` (cliCommands.ts), run in-process: it prints the ABC, reports
 * the importer's messages on stderr, and never loads the engine.
 */

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../cliCommands.js';
import { attributes, lyric, note, score } from './testing/build.js';

const folder = mkdtempSync(join(tmpdir(), 'swaralipi-import-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function run(...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const status = await runCli(
    args,
    { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
    () => Promise.reject(new Error('the import must not load the engine')),
  );
  return { status, stdout, stderr };
}

describe('swaralipi import', () => {
  it('prints the ABC of a MusicXML file, titled after the file when the score has no title', async () => {
    const file = join(folder, 'gaan.musicxml');
    writeFileSync(file, score([[attributes() + note('C5', 8, lyric('গান'))]], ''));
    const { status, stdout, stderr } = await run('import', file);
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(stdout).toBe('X:1\nT:gaan\nM:4/4\nL:1/8\nK:C\nc8 |\nw:গান\n');
  });

  it('reads UTF-16 files with a byte-order mark', async () => {
    const file = join(folder, 'utf16.musicxml');
    const text = score([[attributes() + note('C5', 8, lyric('সুর'))]]).replace('UTF-8', 'UTF-16');
    writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect((await run('import', file)).stdout).toContain('w:সুর\n');
  });

  it('prints the messages as FILE: PATH: MESSAGE and exits 1 when nothing could be converted', async () => {
    const file = join(folder, 'page.html');
    writeFileSync(file, '<html></html>');
    expect(await run('import', file)).toEqual({ status: 1, stdout: '', stderr: `${file}: html: Not a MusicXML score: the root element is <html>, not <score-partwise>\n` });
  });

  it('prints the result as JSON with --json', async () => {
    const file = join(folder, 'json.musicxml');
    writeFileSync(file, score([[attributes() + note('C5', 8)]]));
    const { status, stdout } = await run('import', '--json', file);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ file, abc: 'X:1\nT:Test\nM:4/4\nL:1/8\nK:C\nc8 |\n', diagnostics: [] });
  });

  it('rejects a missing file and a wrong number of files with exit status 2', async () => {
    expect(await run('import', join(folder, 'missing.musicxml'))).toMatchObject({ status: 2, stderr: `swaralipi: cannot read ${join(folder, 'missing.musicxml')}: no such file\n` });
    expect((await run('import')).stderr).toMatch(/^swaralipi: import takes one FILE.musicxml\n/);
  });
});
