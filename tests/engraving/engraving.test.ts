/**
 * @fileoverview The engraving regression set in `npm test` (issue 5, "Visual proof"): every case
 * of tests/engraving/cases must look as its approved picture does. On failure, see
 * test-results/engraving/report.html (approved, new and difference side by side).
 */
import { describe, expect, test } from 'vitest';
import { readCases } from './cases.js';
import { runEngraving } from './run.js';

/** The categories issue 5 names for the regression set, each with at least 3 cases. */
const CATEGORIES = ['accidentals', 'beams', 'stems', 'ties', 'slurs', 'tuplets', 'grace', 'lyrics', 'chords', 'voices', 'clefs', 'keys', 'meters', 'decorations', 'linebreak', 'pages'];

describe('the engraving regression set (tests/engraving)', () => {
  test('at least 60 cases, at least 3 in every category of issue 5, and no other category', () => {
    const cases = readCases();
    expect(cases.length).toBeGreaterThanOrEqual(60);
    const counts = new Map<string, number>();
    for (const item of cases) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
    expect([...counts.keys()].filter((category) => !CATEGORIES.includes(category))).toEqual([]);
    expect(CATEGORIES.filter((category) => (counts.get(category) ?? 0) < 3)).toEqual([]);
  });

  test('every case draws as approved', { timeout: 300_000 }, async () => {
    const cases = readCases();
    expect(cases.length).toBeGreaterThan(0);
    const { outcomes, reportPath } = await runEngraving(cases);
    const failures = outcomes.filter((outcome) => outcome.status !== 'same').map((outcome) => `${outcome.name}: ${outcome.status}: ${outcome.summary}`);
    expect(failures, `see ${reportPath}`).toEqual([]);
  });
});
