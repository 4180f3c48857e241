/**
 * @fileoverview The committed baseline of the differential test: the floors (floor.json) that
 * the matching shares may not fall below, and the fixed sample of tunes (sample.json) that
 * `npm test` compares.
 *
 * Floors are shares measured by a full run, rounded DOWN to one decimal, so they can only be
 * raised ("ratchet"): `npm run test:diff -- --write-floor` writes the shares measured now.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/corpus.js';
import { shareOf, sharesByFolder } from './differential.js';
import type { LocatedTune, TuneResult } from './judge.js';

export const floorPath = join(repoRoot, 'tests', 'differential', 'floor.json');
export const samplePath = join(repoRoot, 'tests', 'differential', 'sample.json');

/** floor.json: percentages of matching tunes. */
export interface Floors {
  /** Per corpus folder, for the full run. */
  folders: Record<string, number>;
  /** For the fixed sample of sample.json. */
  sample: number;
}

/** A tune of the sample: its file, its 1-based position in the file, and its X: (a check). */
export interface SampleTune {
  file: string;
  ordinal: number;
  x: string;
}

/** The committed floors; none (every floor 0) when floor.json does not exist yet. */
export function readFloors(): Floors {
  if (!existsSync(floorPath)) return { folders: {}, sample: 0 };
  return JSON.parse(readFileSync(floorPath, 'utf8')) as Floors;
}

/** The committed sample. */
export function readSample(): SampleTune[] {
  return JSON.parse(readFileSync(samplePath, 'utf8')) as SampleTune[];
}

/** Whether `tune` is the sample entry `entry`. */
export function isSampleTune(tune: LocatedTune, entry: SampleTune): boolean {
  return tune.file === entry.file && tune.ordinal === entry.ordinal && tune.x === entry.x;
}

/**
 * Picks the sample from a full run: in each folder, among the tunes abc2svg renders, every k-th
 * tune (evenly spread), a ninth of the folder's tunes but at least 15 (or all of a smaller
 * folder). About 350 tunes over the corpus.
 */
export function pickSample(results: TuneResult[]): SampleTune[] {
  const sample: SampleTune[] = [];
  const folders = [...new Set(results.map((result) => result.tune.folder))].sort();
  for (const folder of folders) {
    const candidates = results.filter((result) => result.tune.folder === folder && result.status !== 'excluded');
    const count = Math.min(candidates.length, Math.max(15, Math.ceil(candidates.length / 9)));
    for (let index = 0; index < count; index++) {
      const { tune } = candidates[Math.floor((index * candidates.length) / count)]!;
      sample.push({ file: tune.file, ordinal: tune.ordinal, x: tune.x });
    }
  }
  return sample;
}

/** Writes sample.json. */
export function writeSample(sample: SampleTune[]): void {
  writeFileSync(samplePath, JSON.stringify(sample, null, 1) + '\n');
}

/** A percentage rounded DOWN to one decimal (a floor can only be met by the share it came from). */
export function floorOf(percent: number): number {
  return Math.floor(percent * 10 + 1e-9) / 10;
}

/** Writes floor.json from a full run's results: each folder's share and the sample's, rounded down. */
export function writeFloors(results: TuneResult[], sample: SampleTune[]): Floors {
  const folders: Record<string, number> = {};
  for (const [folder, share] of sharesByFolder(results)) folders[folder] = floorOf(share.percent);
  const inSample = results.filter((result) => sample.some((entry) => isSampleTune(result.tune, entry)));
  const floors: Floors = { folders, sample: floorOf(shareOf(inSample).percent) };
  writeFileSync(floorPath, JSON.stringify(floors, null, 2) + '\n');
  return floors;
}
