/**
 * @fileoverview The engraving regression set in `npm test` (issue 5, "Visual proof"): every case
 * of tests/engraving/cases must look as its approved picture does. On failure, see
 * test-results/engraving/report.html (approved, new and difference side by side).
 */
import { describe, expect, test } from 'vitest';
import { readCases } from './cases.js';
import { runEngraving } from './run.js';

describe('the engraving regression set (tests/engraving)', () => {
  test('every case draws as approved', { timeout: 300_000 }, async () => {
    const cases = readCases();
    expect(cases.length).toBeGreaterThan(0);
    const { outcomes, reportPath } = await runEngraving(cases);
    const failures = outcomes.filter((outcome) => outcome.status !== 'same').map((outcome) => `${outcome.name}: ${outcome.status}: ${outcome.summary}`);
    expect(failures, `see ${reportPath}`).toEqual([]);
  });
});
