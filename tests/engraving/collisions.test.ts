/**
 * @fileoverview No two drawn elements of a page collide where abc2svg's do not (issue 5, "Visual
 * proof"): every engraving case and a fixed sample of corpus tunes (collisionSample.ts) are
 * drawn through our public `render` and through abc2svg 1.22.1; the overlapping boxes among
 * notes, rests, lyrics and chord symbols (their element boxes), and among noteheads and
 * accidentals (each glyph's box, read from both engines' SVG: collisionGlyphs.ts), are counted per
 * kind pair (collisions.ts); per text, our count of each pair must not exceed abc2svg's. The
 * texts where the engine is not there yet are listed in collisions-known.json with the pairs that
 * break and why; the test fails when a text breaks otherwise than listed, and when a listed text
 * no longer breaks (remove it then).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { collisionSamples, SAMPLE_SIZE } from './collisionSample.js';
import { compareCollisions, totals, type CollisionOutcome } from './collisionRun.js';
import { repoRoot } from '../support/corpus.js';
import { engravingRoot } from './cases.js';

interface KnownFailure {
  /** Kind pairs where we collide more than abc2svg, e.g. `lyric/note`. */
  pairs: string[];
  reason: string;
}

/**
 * Where the figures go: beside test-results/engraving, not in it, because the picture test
 * (running in parallel) empties that folder when it starts.
 */
const figuresPath = join(repoRoot, 'test-results', 'engraving-collisions.json');

const known = JSON.parse(readFileSync(join(engravingRoot, 'collisions-known.json'), 'utf8')) as Record<string, KnownFailure>;

describe('collisions of notes, heads, accidentals, rests, lyrics and chord symbols (tests/engraving/collisions)', () => {
  const samples = collisionSamples();
  let outcomes: CollisionOutcome[] = [];

  test('every case and corpus tune is drawn by both engines', { timeout: 120_000 }, () => {
    expect(samples.length).toBeGreaterThanOrEqual(60 + SAMPLE_SIZE);
    outcomes = samples.map(compareCollisions);
    mkdirSync(dirname(figuresPath), { recursive: true });
    writeFileSync(figuresPath, `${JSON.stringify({ totals: totals(outcomes), outcomes }, null, 1)}\n`);
    // abc2svg throws on a few texts; the comparison must still stand on nearly all of them.
    expect(outcomes.filter((outcome) => outcome.theirs === undefined).map((outcome) => outcome.name).length).toBeLessThanOrEqual(3);
  });

  test('we collide no more than abc2svg, except in the known failures', () => {
    expect(outcomes.length).toBe(samples.length);
    const breaking = Object.fromEntries(
      outcomes.filter((outcome) => outcome.excess.length > 0).map((outcome) => [outcome.name, outcome.excess.map((excess) => excess.split(' ', 1)[0]!).sort()]),
    );
    const expected = Object.fromEntries(Object.entries(known).map(([name, failure]) => [name, [...failure.pairs].sort()]));
    expect(breaking, 'a text collides otherwise than collisions-known.json says (see test-results/engraving-collisions.json)').toEqual(expected);
  });
});
