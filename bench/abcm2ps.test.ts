/**
 * How the benchmark reads abcm2ps's CPU time (abcm2ps.ts): from bash's `time` report, and, where
 * Debian's abcm2ps is installed, from a real run, whose CPU time cannot exceed its wall time on
 * one thread by more than the report's rounding.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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
