/**
 * @fileoverview Runs the engraving regression set: every case is drawn (snapshot.ts) and compared
 * with its approved picture (compare.ts); the new pictures, the diffs and report.html go to
 * test-results/engraving/. Used by engraving.test.ts (npm test) and approve.ts.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/corpus.js';
import { readCases, type EngravingCase } from './cases.js';
import { comparePngs } from './compare.js';
import { writeReport, type CaseOutcome } from './report.js';
import { openSnapshotter } from './snapshot.js';

export const outputDir = join(repoRoot, 'test-results', 'engraving');

/** Draws and compares `cases` (all by default); returns each outcome and the report's path. */
export async function runEngraving(cases: EngravingCase[] = readCases()): Promise<{ outcomes: CaseOutcome[]; reportPath: string }> {
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(outputDir, { recursive: true });
  const snapshotter = await openSnapshotter();
  const outcomes: CaseOutcome[] = [];
  try {
    for (const item of cases) outcomes.push(await runCase(item, (abc) => snapshotter.snapshot(abc)));
  } finally {
    await snapshotter.close();
  }
  return { outcomes, reportPath: writeReport(outputDir, outcomes) };
}

async function runCase(item: EngravingCase, snapshot: (abc: string) => Promise<Buffer>): Promise<CaseOutcome> {
  const base = { name: item.name, category: item.category, expectation: item.expectation };
  let actual: Buffer;
  try {
    actual = await snapshot(item.abc);
  } catch (error) {
    return { ...base, status: 'error', summary: error instanceof Error ? error.message : String(error) };
  }
  const actualPath = join(outputDir, `${item.name}.png`);
  writeFileSync(actualPath, actual);
  if (!existsSync(item.approvedPath)) return { ...base, status: 'unapproved', summary: 'no approved picture yet', actualPath };
  const comparison = comparePngs(actual, readFileSync(item.approvedPath));
  let diffPath: string | undefined;
  if (comparison.diff) {
    diffPath = join(outputDir, `${item.name}.diff.png`);
    writeFileSync(diffPath, comparison.diff);
  }
  return { ...base, status: comparison.same ? 'same' : 'changed', summary: comparison.summary, approvedPath: item.approvedPath, actualPath, diffPath };
}
