/**
 * @fileoverview Sizes (issue 5): the core `build/engine.wasm`, and the web client as a browser
 * downloads it: `npm run build:client`'s vite build, written to a scratch folder (not the served
 * `build/client`, which the server and the browser tests may be using), each file gzipped with
 * node:zlib at its default level (6, what web servers commonly send).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../tests/support/corpus.js';

/** A file's size as stored and gzipped, in bytes. */
export interface FileSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface SizeFigures {
  wasm: FileSize;
  /** The client build's files, or why it could not be built. */
  client: { files: FileSize[]; byKind: Record<string, { bytes: number; gzipBytes: number }>; totalGzipBytes: number } | { error: string };
}

function sizeOf(path: string, name: string): FileSize {
  const bytes = readFileSync(path);
  return { file: name, bytes: bytes.length, gzipBytes: gzipSync(bytes).length };
}

function filesUnder(folder: string): string[] {
  return (readdirSync(folder, { recursive: true, encoding: 'utf8' }) as string[]).map((name) => join(folder, name)).filter((path) => statSync(path).isFile());
}

/** Measures the wasm and builds the client into a scratch folder to measure it (about 30 s). */
export function measureSizes(): SizeFigures {
  const wasm = sizeOf(join(repoRoot, 'build', 'engine.wasm'), 'build/engine.wasm');
  const outDir = mkdtempSync(join(tmpdir(), 'swaralipi-bench-client-'));
  try {
    const build = spawnSync('npx', ['vite', 'build', '--config', 'client/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 5 * 60_000,
    });
    if (build.status !== 0) return { wasm, client: { error: `vite build failed: ${(build.stderr || build.stdout || String(build.error)).trim().split('\n').slice(-3).join(' ')}` } };
    const files = filesUnder(outDir)
      .map((path) => sizeOf(path, relative(outDir, path)))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const byKind: Record<string, { bytes: number; gzipBytes: number }> = {};
    for (const file of files) {
      const kind = extname(file.file).slice(1) || 'other';
      const total = (byKind[kind] ??= { bytes: 0, gzipBytes: 0 });
      total.bytes += file.bytes;
      total.gzipBytes += file.gzipBytes;
    }
    return { wasm, client: { files, byKind, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) } };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
