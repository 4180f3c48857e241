/**
 * @fileoverview The allowed differences of allowed.json (issue 4: a difference where abc2svg is
 * wrong by ABC 2.1 is allowed only when a test names the ABC 2.1 section and the tune): one test
 * per entry, named by its tune and section, checks that the entry is still exactly its tune's
 * first difference (so that a fixed engine or a changed tune retires the entry).
 */
import { describe, expect, test } from 'vitest';
import { loadCorpusFiles } from '../support/corpus.js';
import { readAllowed } from './allowed.js';
import { compareTunes, corpusTunes } from './differential.js';

const entries = readAllowed();
const files = loadCorpusFiles();
const tunes = corpusTunes(files);

describe('allowed differences (tests/differential/allowed.json)', () => {
  test('every entry names an ABC 2.1 section, a reason and a tune of the corpus', () => {
    for (const entry of entries) {
      expect(entry.section, `${entry.file} #${entry.ordinal}`).toMatch(/^ABC 2\.1 section \d+(\.\d+)*/);
      expect(entry.reason.length, `${entry.file} #${entry.ordinal}`).toBeGreaterThan(10);
      expect(tunes.some((tune) => tune.file === entry.file && tune.ordinal === entry.ordinal && tune.x === entry.x)).toBe(true);
    }
  });

  for (const entry of entries) {
    test(`${entry.file} X:${entry.x} (#${entry.ordinal}), ${entry.section}: still its first difference`, { timeout: 60_000 }, async () => {
      const tune = tunes.filter((candidate) => candidate.file === entry.file && candidate.ordinal === entry.ordinal);
      const [result] = await compareTunes(tune, new Map(files.map((file) => [file.name, file.text])));
      expect(result?.status === 'mismatch' && result.allowed).toEqual(entry);
    });
  }
});
