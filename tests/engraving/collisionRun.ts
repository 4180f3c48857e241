/**
 * @fileoverview Draws the collision samples (collisionSample.ts) with our engine and with
 * abc2svg and counts each one's colliding pairs (collisions.ts). Shared by collisions.test.ts and
 * by `npx tsx tests/engraving/collisionRun.ts`, which prints the figures and the tunes where we
 * collide more than abc2svg (to write collisions-known.json).
 */
import { pathToFileURL } from 'node:url';
import { render } from '../../engine-bindings/src/index.js';
import { drawWithAbc2svg } from './abc2svg.js';
import { collisionSamples, type CollisionSample } from './collisionSample.js';
import { abc2svgGlyphBoxes, ourGlyphBoxes } from './collisionGlyphs.js';
import { abc2svgBoxes, countCollisions, excessCollisions, glyphKindBoxes, KIND_PAIRS, ourBoxes, type CollisionCounts } from './collisions.js';

/** The collisions of one sample in both engines. */
export interface CollisionOutcome {
  name: string;
  ours: CollisionCounts;
  /** undefined when abc2svg threw on the text (nothing to compare with). */
  theirs?: CollisionCounts;
  /** Kind pairs where we collide more than abc2svg, e.g. `lyric/note 3>1`. */
  excess: string[];
}

/** Draws one sample with both engines and compares their collisions. */
export function compareCollisions(sample: CollisionSample): CollisionOutcome {
  const result = render(sample.text);
  const ours = countCollisions([...ourBoxes(result.elements), ...glyphKindBoxes(ourGlyphBoxes(result.pages))]);
  const drawing = drawWithAbc2svg(sample.text);
  if (drawing.error !== undefined) return { name: sample.name, ours, excess: [] };
  const theirs = countCollisions([...abc2svgBoxes(drawing.boxes), ...glyphKindBoxes(abc2svgGlyphBoxes(drawing.svgs, drawing.boxes))]);
  return { name: sample.name, ours, theirs, excess: excessCollisions(ours, theirs) };
}

/** Sums the counts of `outcomes` per kind pair, ours and abc2svg's. */
export function totals(outcomes: readonly CollisionOutcome[]): Record<string, { ours: number; abc2svg: number }> {
  return Object.fromEntries(
    KIND_PAIRS.map((pair) => [
      pair,
      {
        ours: outcomes.reduce((sum, outcome) => sum + (outcome.ours[pair] ?? 0), 0),
        abc2svg: outcomes.reduce((sum, outcome) => sum + (outcome.theirs?.[pair] ?? 0), 0),
      },
    ]),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const outcomes = collisionSamples().map(compareCollisions);
  console.table(totals(outcomes));
  for (const outcome of outcomes) if (outcome.excess.length > 0) console.log(`${outcome.name}: ${outcome.excess.join(', ')}`);
  console.log(`${outcomes.length} samples, ${outcomes.filter((o) => o.theirs === undefined).length} abc2svg could not draw, ${outcomes.filter((o) => o.excess.length > 0).length} where we collide more; ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
