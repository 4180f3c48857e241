/**
 * @fileoverview Differences from abc2svg that are allowed because abc2svg is wrong by ABC 2.1
 * (issue 4: "allowed only when a test names the ABC 2.1 section and the tune"). Each entry of
 * allowed.json names the tune, the ABC 2.1 section, why, and the exact first difference (voice,
 * our event, abc2svg's event); such a tune counts as matching, and allowed.test.ts checks that
 * each entry still is its tune's first difference, so an entry cannot outlive its reason.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModelEvent } from '../../engine-bindings/src/types.js';
import { repoRoot } from '../support/corpus.js';
import type { Difference } from './compare.js';

export const allowedPath = join(repoRoot, 'tests', 'differential', 'allowed.json');

/** One allowed difference. */
export interface AllowedDifference {
  /** The corpus file, its 1-based tune position and the tune's X: value. */
  file: string;
  ordinal: number;
  x: string;
  /** Where ABC 2.1 says what the right reading is, e.g. `ABC 2.1 section 4.4 (note lengths)`. */
  section: string;
  /** Why abc2svg's reading is wrong by that section. */
  reason: string;
  /** The first difference: index of the voice, our event and abc2svg's (null: none). */
  voice: number;
  ours: ModelEvent | null;
  theirs: ModelEvent | null;
}

/** The entries of allowed.json. */
export function readAllowed(): AllowedDifference[] {
  return JSON.parse(readFileSync(allowedPath, 'utf8')) as AllowedDifference[];
}

/** The entry that allows `difference` in the tune (`file`, `ordinal`, `x`), if any. */
export function allowedFor(
  entries: readonly AllowedDifference[],
  tune: { file: string; ordinal: number; x: string },
  difference: Difference,
): AllowedDifference | undefined {
  return entries.find(
    (entry) =>
      entry.file === tune.file &&
      entry.ordinal === tune.ordinal &&
      entry.x === tune.x &&
      entry.voice === difference.voice &&
      JSON.stringify(entry.ours) === JSON.stringify(difference.ours) &&
      JSON.stringify(entry.theirs) === JSON.stringify(difference.theirs),
  );
}
