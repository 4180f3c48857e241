import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDiagnostic } from './diagnostics.js';
import { model, render } from './index.js';
import { xmlError } from './testing/xml.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cli = join(repoRoot, 'build/engine-bindings/src/cli.js');
const sourceDir = join(repoRoot, 'engine-bindings/src');

/** Builds the bindings when the built CLI is missing or older than a source file. */
function ensureBuiltCli(): void {
  const builtAt = statSync(cli, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = [join(repoRoot, 'engine-as/src/abi.ts'), ...readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).map((file) => join(sourceDir, file))];
  const stale = sources.some((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && statSync(file).mtimeMs > builtAt);
  if (stale) execFileSync('npm', ['run', 'build:bindings'], { cwd: repoRoot, stdio: 'ignore' });
}

function run(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cli, ...args], { cwd: workDir, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let workDir = '';
const withErrors = 'X:1\nT:Errors\nK:C\nC D i E|\nM:3/x\n';
const clean = 'X:1\nT:Clean\nL:1/8\nK:D\nDFA d2 A|]\n';

beforeAll(() => {
  ensureBuiltCli();
  workDir = mkdtempSync(join(tmpdir(), 'swaralipi-cli-'));
  writeFileSync(join(workDir, 'errors.abc'), withErrors);
  writeFileSync(join(workDir, 'clean.abc'), clean);
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('swaralipi arguments', () => {
  it('prints the usage for --help and exits 0', () => {
    const { status, stdout, stderr } = run('--help');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: swaralipi <command>/);
    expect(stdout).toContain('render FILE.abc [-o DIR]');
    expect(stderr).toBe('');
  });

  it.each([
    [[], 'swaralipi: missing command (render, check or model)'],
    [['frobnicate', 'x.abc'], "swaralipi: unknown command 'frobnicate' (render, check or model)"],
    [['check', '--colour', 'x.abc'], "swaralipi: Unknown option '--colour'"],
    [['render', 'a.abc', 'b.abc'], 'swaralipi: render takes one FILE.abc'],
    [['check'], 'swaralipi: check takes at least one FILE.abc'],
    [['model', '--json', 'x.abc'], 'swaralipi: model always prints JSON'],
    [['check', '-o', 'out', 'x.abc'], 'swaralipi: -o is an option of render, not of check'],
  ])('rejects %j with exit status 2 and a one-line reason', (args, reason) => {
    const { status, stdout, stderr } = run(...args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.startsWith(reason)).toBe(true);
    expect(stderr).toContain("Run 'swaralipi --help' for usage.");
    expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('reports a missing file or a folder given as a file with exit status 2', () => {
    expect(run('check', 'missing.abc')).toMatchObject({ status: 2, stderr: 'swaralipi: cannot read missing.abc: no such file\n' });
    mkdirSync(join(workDir, 'folder.abc'), { recursive: true });
    expect(run('model', 'folder.abc')).toMatchObject({ status: 2, stderr: 'swaralipi: cannot read folder.abc: is a directory\n' });
  });
});

describe('swaralipi check', () => {
  it('prints each diagnostic as FILE:LINE:COL: severity: message and exits 1 on an error', () => {
    const { status, stdout } = run('check', 'errors.abc');
    const expected = render(withErrors).diagnostics;
    expect(expected.some((diagnostic) => diagnostic.severity >= 1)).toBe(true);
    expect(stdout).toBe(expected.map((diagnostic) => formatDiagnostic('errors.abc', diagnostic) + '\n').join(''));
    expect(stdout).toContain("errors.abc:4:5: error: Bad character 'i'");
    expect(status).toBe(1);
  });

  it('prints nothing and exits 0 for a file with no error', () => {
    expect(render(clean).diagnostics).toEqual([]);
    expect(run('check', 'clean.abc')).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('prints the diagnostics of every file as JSON with --json', () => {
    const { status, stdout } = run('check', '--json', 'clean.abc', 'errors.abc');
    expect(status).toBe(1);
    expect(JSON.parse(stdout)).toEqual([
      { file: 'clean.abc', diagnostics: [] },
      { file: 'errors.abc', diagnostics: render(withErrors).diagnostics },
    ]);
  });
});

describe('swaralipi model', () => {
  it('prints the MODEL.md dump of the file', () => {
    const { status, stdout } = run('model', 'clean.abc');
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual(model(clean));
    expect(JSON.parse(stdout).tunes[0].voices[0].events[0]).toEqual(['note', '0', '1/8', [62]]);
  });

  it('reads Latin-1 files and CRLF line ends', () => {
    writeFileSync(join(workDir, 'latin1.abc'), Buffer.from('X:1\r\nT:No\xebl\r\nK:C\r\nCDE|\r\n', 'latin1'));
    const { status, stdout } = run('model', 'latin1.abc');
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual(model('X:1\nT:Noël\nK:C\nCDE|\n'));
  });
});

describe('swaralipi render', () => {
  it('writes one SVG per page into the output folder and says what it wrote', () => {
    const pages = render(clean).pages;
    const { status, stdout, stderr } = run('render', 'clean.abc', '-o', 'out');
    expect(status).toBe(0);
    const expectedPaths = pages.map((_, index) => join('out', `clean-${index + 1}.svg`));
    expect(stdout).toBe(expectedPaths.map((path) => `wrote ${path}\n`).join(''));
    for (const [index, path] of expectedPaths.entries()) {
      const svg = readFileSync(join(workDir, path), 'utf8');
      expect(svg).toBe(pages[index]);
      expect(xmlError(svg)).toBeNull();
    }
    if (pages.length === 0) expect(stderr).toBe('clean.abc: nothing to draw\n');
  });

  it('prints the written paths and the diagnostics as JSON with --json', () => {
    const result = render(withErrors);
    const { status, stdout } = run('render', '--json', '-o', 'json-out', 'errors.abc');
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      file: 'errors.abc',
      pages: result.pages.map((_, index) => join('json-out', `errors-${index + 1}.svg`)),
      diagnostics: result.diagnostics,
    });
  });
});
