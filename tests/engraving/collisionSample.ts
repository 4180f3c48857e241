/**
 * @fileoverview The texts the collision test draws: every engraving case, and a fixed sample of
 * corpus tunes spread over the corpus folders (SAMPLE_SIZE tunes, the same ones on every run, so
 * that the known-failures list stays meaningful).
 */
import { loadCorpusFiles, splitTunes } from '../support/corpus.js';
import { readCases } from './cases.js';

/** How many corpus tunes the sample takes. */
export const SAMPLE_SIZE = 100;

/** One text to draw with both engines. */
export interface CollisionSample {
  /** `case:NAME` or the corpus tune's `FILE#X`. */
  name: string;
  text: string;
}

/**
 * Picks SAMPLE_SIZE tunes: the corpus folders share the sample equally (a folder with fewer tunes
 * gives all it has and leaves the rest to the others), and within a folder the tunes are taken at
 * even steps through its tunes in path order.
 */
export function corpusSample(): CollisionSample[] {
  const byFolder = new Map<string, CollisionSample[]>();
  for (const file of loadCorpusFiles()) {
    const folder = file.name.split('/', 1)[0]!;
    const tunes = byFolder.get(folder) ?? [];
    for (const tune of splitTunes(file)) tunes.push({ name: tune.name, text: tune.text });
    byFolder.set(folder, tunes);
  }
  const folders = [...byFolder.entries()].filter(([, tunes]) => tunes.length > 0).sort(([a], [b]) => a.localeCompare(b));
  // Quotas: the smallest folders first, each taking at most an equal share of what is left.
  const quota = new Map<string, number>();
  let left = SAMPLE_SIZE;
  const bySize = [...folders].sort(([, a], [, b]) => a.length - b.length);
  bySize.forEach(([folder, tunes], index) => {
    const share = Math.min(tunes.length, Math.floor(left / (bySize.length - index)));
    quota.set(folder, share);
    left -= share;
  });
  const sample: CollisionSample[] = [];
  for (const [folder, tunes] of folders) {
    const count = quota.get(folder) ?? 0;
    for (let i = 0; i < count; i++) sample.push(tunes[Math.floor((i * tunes.length) / count)]!);
  }
  return sample;
}

/** The engraving cases, then the corpus sample. */
export function collisionSamples(): CollisionSample[] {
  return [...readCases().map((item) => ({ name: `case:${item.name}`, text: item.abc })), ...corpusSample()];
}
