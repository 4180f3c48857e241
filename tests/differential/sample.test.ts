/**
 * @fileoverview The differential test on the fixed sample of sample.json (issue 4: "`npm test`
 * runs the differential test on a fixed sample of at least 300 tunes spread across all
 * folders"): our engine's MODEL.md dump against abc2svg 1.22.1's, tune by tune, and the share of
 * matching tunes may not fall below floor.json's `sample`. The full corpus is `npm run test:diff`.
 */
import { describe, expect, test } from 'vitest';
import { loadCorpusFiles } from '../support/corpus.js';
import { compareTunes, corpusTunes, shareOf } from './differential.js';
import type { TuneResult } from './judge.js';
import { isSampleTune, readFloors, readSample } from './baseline.js';
import { describeMismatch } from './report.js';

const files = loadCorpusFiles();
const allTunes = corpusTunes(files);
const sample = readSample();
const sampleTunes = allTunes.filter((tune) => sample.some((entry) => isSampleTune(tune, entry)));

describe('the differential test on the fixed sample (tests/differential/sample.json)', () => {
  test('the sample has at least 300 tunes, from every corpus folder with tunes, all still in the corpus', () => {
    expect(sample.length).toBeGreaterThanOrEqual(300);
    expect(sampleTunes.length).toBe(sample.length);
    const folders = new Set(allTunes.map((tune) => tune.folder));
    expect(new Set(sampleTunes.map((tune) => tune.folder))).toEqual(folders);
  });

  test("our engine's model matches abc2svg's on at least the sample's floor share", { timeout: 120_000 }, async () => {
    const started = performance.now();
    // abc2svg 1.22.1 (pinned) renders every tune of the sample: it was picked among those it
    // renders, so abc2svg need not draw them again.
    const results: TuneResult[] = await compareTunes(sampleTunes, new Map(files.map((file) => [file.name, file.text])), { draw: false });
    const share = shareOf(results);
    const floor = readFloors().sample;
    console.log(
      `differential sample: ${share.matched} of ${share.compared} tunes match (${share.percent.toFixed(1)}%, floor ${floor}%), ` +
        `${share.excluded} left out, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const mismatches = results.flatMap((result) => (result.status === 'mismatch' && !result.allowed ? [describeMismatch(result)] : []));
    expect(share.percent, `mismatches:\n${mismatches.join('\n')}`).toBeGreaterThanOrEqual(floor);
    expect(share.excluded).toBe(0);
  });
});
