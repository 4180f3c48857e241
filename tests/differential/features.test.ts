/**
 * @fileoverview The differential test on our own feature tunes (tests/differential/features/):
 * the notation the corpus does not use (transposition, m: macros, %%repeat, V: parameters...)
 * is proven against abc2svg 1.22.1 the same way as the corpus, tune by tune. Each file is
 * written to exercise one feature; every tune in it must match abc2svg's model exactly (or be
 * an allowed difference of allowed.json, which names its ABC 2.1 section).
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadCorpusFiles, repoRoot } from '../support/corpus.js';
import { compareTunes, corpusTunes } from './differential.js';
import { describeMismatch } from './report.js';

const featuresRoot = join(repoRoot, 'tests', 'differential', 'features');
const files = loadCorpusFiles(featuresRoot);
const tunes = corpusTunes(files);

describe('feature tunes against abc2svg (tests/differential/features)', () => {
  test('there are feature tunes to compare', () => {
    expect(tunes.length).toBeGreaterThan(0);
  });

  test('every feature tune matches abc2svg', { timeout: 120_000 }, async () => {
    const results = await compareTunes(tunes, new Map(files.map((file) => [file.name, file.text])), { draw: false });
    const failures = results
      .filter((result) => result.status !== 'match' && !(result.status === 'mismatch' && result.allowed))
      .map((result) => (result.status === 'mismatch' ? describeMismatch(result) : `${result.tune.name}: ${result.status}`));
    expect(failures).toEqual([]);
  });
});
