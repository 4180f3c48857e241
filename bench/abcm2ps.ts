/**
 * @fileoverview Drives abcm2ps (Debian package `abcm2ps`, native C, the peer of issue 5) for the
 * benchmark: every tune is written to its own file once, then one abcm2ps process renders all
 * files to SVG (`-g`: one SVG file per tune) into a scratch folder in memory (/dev/shm when it
 * exists), as a user converting a songbook would run it.
 *
 * A round's time is the process's wall time, less the time of the same process on one empty
 * tune (measured in the same run): that is abcm2ps's start-up (loading its fonts), which a
 * library engine does not pay per call. Subtracting it is the fair choice against us.
 *
 * The process's CPU time (user + system) is read too, as the Node peers' is, and its start-up's
 * CPU time is subtracted the same way: on a machine that others load, CPU time varies less than
 * wall time. Node cannot read a child's resource usage, so abcm2ps runs under bash's `time`
 * keyword (getrusage of the child, in milliseconds), which prints `USER SYSTEM` in seconds on
 * bash's standard error. bash waits for abcm2ps to report its time, so a time limit that killed
 * bash would leave abcm2ps running: coreutils' `timeout` kills abcm2ps itself at the limit.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './stats.js';

/** Where Debian installs abcm2ps; `ABCM2PS` overrides it. */
export const abcm2psPath = process.env.ABCM2PS ?? '/usr/bin/abcm2ps';

/** abcm2ps's version (`abcm2ps -V`, e.g. `8.14.14`), or null when it is not installed. */
export function abcm2psVersion(): string | null {
  if (!existsSync(abcm2psPath)) return null;
  const run = spawnSync(abcm2psPath, ['-V'], { encoding: 'utf8' });
  return /abcm2ps-([\d.]+)/.exec(`${run.stdout}${run.stderr}`)?.[1] ?? null;
}

/** A folder of tune files and a scratch folder for abcm2ps's output; `dispose` removes both. */
export interface Abcm2psWorkspace {
  files: string[];
  outputDir: string;
  dispose: () => void;
}

/** Writes each text to its own `.abc` file (latin-1 never arises: the texts are decoded UTF-8). */
export function prepareWorkspace(texts: string[]): Abcm2psWorkspace {
  const root = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'swaralipi-abcm2ps-'));
  const inputDir = join(root, 'in');
  const outputDir = join(root, 'out');
  mkdirSync(inputDir);
  mkdirSync(outputDir);
  const files = texts.map((text, index) => {
    const file = join(inputDir, `${String(index).padStart(5, '0')}.abc`);
    writeFileSync(file, text);
    return file;
  });
  return { files, outputDir, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

/** What one abcm2ps process did. */
export interface Abcm2psRun {
  ok: boolean;
  /** Wall-clock milliseconds of the whole process. */
  ms: number;
  /** CPU milliseconds (user + system) of the process; undefined when bash did not report them. */
  cpuMs?: number;
  /** SVG bytes written (a check that work was done). */
  svgBytes: number;
  /** Exit status, signal or spawn error, when not ok. */
  failure?: string;
}

/**
 * Runs one abcm2ps process over `files`, writing SVG into `outputDir` (emptied first).
 * `timeoutMs` kills a process that hangs.
 */
export function runAbcm2ps(files: string[], outputDir: string, timeoutMs: number): Abcm2psRun {
  for (const name of readdirSync(outputDir)) rmSync(join(outputDir, name));
  const start = performance.now();
  // `time` reports on bash's standard error; abcm2ps's own goes to /dev/null. `timeout` kills
  // abcm2ps at the limit (exit status 137); Node's own limit, a little later, is the backstop.
  const limit = `${Math.max(1, Math.ceil(timeoutMs / 1000))}s`;
  const timedScript = 'TIMEFORMAT="%3U %3S"; time timeout -s KILL "$LIMIT" "$0" "$@" 2>/dev/null';
  const run = spawnSync('bash', ['-c', timedScript, abcm2psPath, '-q', '-g', '-O', join(outputDir, 'tune'), ...files], {
    timeout: timeoutMs + 5_000,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, LIMIT: limit },
  });
  const ms = performance.now() - start;
  const cpuMs = childCpuMs(run.stderr ?? '');
  let svgBytes = 0;
  for (const name of readdirSync(outputDir)) svgBytes += statSync(join(outputDir, name)).size;
  // abcm2ps exits with status 1 when the input had errors, yet writes what it could draw, as
  // the other peers do: only a signal, a spawn error or no output at all is a failure.
  if (run.error || run.signal || run.status === KILLED_AT_LIMIT) {
    const failure = run.error ? run.error.message : run.signal ? `killed by ${run.signal}` : `time-out (${limit})`;
    return { ok: false, ms, cpuMs, svgBytes, failure };
  }
  return { ok: svgBytes > 0, ms, cpuMs, svgBytes, failure: svgBytes > 0 ? undefined : 'no SVG written' };
}

/** `timeout -s KILL`'s exit status when it killed abcm2ps at the limit (128 + SIGKILL). */
const KILLED_AT_LIMIT = 137;

/** CPU milliseconds from the last line of bash's `time` report (`USER SYSTEM` in seconds). */
export function childCpuMs(report: string): number | undefined {
  const match = /(\d+\.\d+) (\d+\.\d+)\s*$/.exec(report);
  return match ? (Number(match[1]) + Number(match[2])) * 1000 : undefined;
}

/** The start-up cost of abcm2ps: the medians of its wall and CPU time on one tiny tune, in ms. */
export interface Abcm2psStartup {
  ms: number;
  cpuMs: number;
}

/** Measures the start-up cost over `runs` runs of abcm2ps on one tiny tune. */
export function abcm2psStartup(runs = 5): Abcm2psStartup {
  const workspace = prepareWorkspace(['X:1\nK:C\nC|\n']);
  try {
    const runsMade = Array.from({ length: runs }, () => runAbcm2ps(workspace.files, workspace.outputDir, 10_000));
    return { ms: median(runsMade.map((run) => run.ms)), cpuMs: median(runsMade.map((run) => run.cpuMs ?? 0)) };
  } finally {
    workspace.dispose();
  }
}

