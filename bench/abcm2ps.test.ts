/**
 * How the benchmark reads abcm2ps's CPU time (abcm2ps.ts): from bash's `time` report, and, where
 * Debian's abcm2ps is installed, from a real run, whose CPU time cannot exceed its wall time on
 * one thread by more than the report's rounding. A run that hangs is stopped at its time limit
 * (a stand-in that sleeps, in place of abcm2ps: `ABCM2PS`).
 */
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { abcm2psPath, childCpuMs, prepareWorkspace, runAbcm2ps } from './abcm2ps.js';

describe('childCpuMs', () => {
  it('adds user and system seconds of the last line, in ms', () => {
    expect(childCpuMs('0.412 0.031\n')).toBeCloseTo(443, 9);
    expect(childCpuMs('abcm2ps: warning\n1.250 0.000\n')).toBeCloseTo(1250, 9);
  });

  it('gives undefined when bash printed no report', () => {
    expect(childCpuMs('')).toBeUndefined();
    expect(childCpuMs('bash: abcm2ps: command not found\n')).toBeUndefined();
  });
});

describe.runIf(existsSync(abcm2psPath))('runAbcm2ps', () => {
  it('reads the CPU time of a real run beside its wall time', () => {
    const tunes = Array.from({ length: 40 }, (_, n) => `X:${n + 1}\nT:Scale ${n + 1}\nM:4/4\nL:1/8\nK:D\n|:DEFG ABcd|efga bagf|edcB AGFE|D8:|\n`);
    const workspace = prepareWorkspace(tunes);
    try {
      const run = runAbcm2ps(workspace.files, workspace.outputDir, 30_000);
      expect(run.ok).toBe(true);
      expect(run.svgBytes).toBeGreaterThan(40 * 1000);
      expect(run.cpuMs).toBeGreaterThan(0);
      expect(run.cpuMs!).toBeLessThan(run.ms + 2);
    } finally {
      workspace.dispose();
    }
  });
});

describe('runAbcm2ps at its time limit', () => {
  it('stops a process that hangs and says so', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'swaralipi-hang-'));
    const stand = join(folder, 'abcm2ps');
    writeFileSync(stand, '#!/bin/sh\nexec sleep 30\n');
    chmodSync(stand, 0o755);
    const before = process.env.ABCM2PS;
    process.env.ABCM2PS = stand;
    vi.resetModules();
    try {
      const { prepareWorkspace: prepare, runAbcm2ps: run } = await import('./abcm2ps.js');
      const workspace = prepare(['X:1\nK:C\nC|\n']);
      try {
        const result = run(workspace.files, workspace.outputDir, 1000);
        expect(result.ok).toBe(false);
        expect(result.failure).toBe('time-out (1s)');
        expect(result.ms).toBeLessThan(5000);
      } finally {
        workspace.dispose();
      }
    } finally {
      if (before === undefined) delete process.env.ABCM2PS;
      else process.env.ABCM2PS = before;
      vi.resetModules();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
