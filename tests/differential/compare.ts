/**
 * @fileoverview Compares two MODEL.md dumps of one tune (ours and abc2svg's) and names the first
 * difference and its kind, the category the report groups mismatches by.
 *
 * MODEL.md: a tune matches when every voice has the same events, in the same order, with the
 * same fields. Voice ids, `x` and `title` are not part of the match (they are shown in the
 * report); voices are compared in table order.
 */
import type { ModelDump, ModelEvent } from '../../engine-bindings/src/types.js';

/** One tune of a dump. */
export type TuneModel = ModelDump['tunes'][number];

/**
 * Kinds of first difference:
 * - `voice count`: the tunes have different numbers of voices;
 * - `missing event`: abc2svg has an event where ours has none, or ours comes later in time
 *   (ours left something out);
 * - `extra event`: the reverse (ours has an event abc2svg does not, or earlier);
 * - `event kind`: same time, but note against rest against bar;
 * - `bar type`, `pitch`, `duration`: same kind and time, that field differs (a note whose
 *   duration and pitch both differ counts as `duration`);
 * - `raw bar type`: a bar type differs and abc2svg's is none of MODEL.md's (it keeps `|||`,
 *   `||]`, `:|][|:`... as written), so MODEL.md may have to say what it stands for.
 */
export type DifferenceCategory =
  | 'voice count'
  | 'missing event'
  | 'extra event'
  | 'event kind'
  | 'bar type'
  | 'raw bar type'
  | 'time'
  | 'pitch'
  | 'duration';

/** MODEL.md's bar types: what a bar's type is after abc2svg's and MODEL.md's normalisation. */
export const MODEL_BAR_TYPES: ReadonlySet<string> = new Set(['|', '||', '|]', '[|', '|:', ':|', '::', '.|', '[|]']);

/** The first difference between two tunes' models. */
export interface Difference {
  category: DifferenceCategory;
  /** Index of the voice (in both tables); -1 for `voice count`. */
  voice: number;
  /** Index of the first differing event in that voice's events. */
  event: number;
  ours: ModelEvent | null;
  theirs: ModelEvent | null;
  /** For `voice count`: the voice ids of each side. */
  oursVoices?: string[];
  theirsVoices?: string[];
}

/** A MODEL.md fraction string (`"0"`, `"3/8"`, `"7"`) as a number, for ordering times. */
export function fractionValue(fraction: string): number {
  const [numerator, denominator = '1'] = fraction.split('/');
  return Number(numerator) / Number(denominator);
}

function sameEvent(a: ModelEvent, b: ModelEvent): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The category of two events known to differ. */
export function classify(ours: ModelEvent | null, theirs: ModelEvent | null): DifferenceCategory {
  if (ours === null) return 'missing event';
  if (theirs === null) return 'extra event';
  const oursTime = fractionValue(ours[1]);
  const theirsTime = fractionValue(theirs[1]);
  if (ours[0] !== theirs[0]) {
    if (oursTime > theirsTime) return 'missing event';
    if (oursTime < theirsTime) return 'extra event';
    return 'event kind';
  }
  if (oursTime !== theirsTime) return 'time';
  if (ours[0] === 'bar') return MODEL_BAR_TYPES.has(theirs[2] as string) ? 'bar type' : 'raw bar type';
  if (ours[2] !== theirs[2]) return 'duration';
  return 'pitch';
}

/** The first difference between `ours` and `theirs`, or null when the tune matches. */
export function firstDifference(ours: TuneModel, theirs: TuneModel): Difference | null {
  if (ours.voices.length !== theirs.voices.length) {
    return {
      category: 'voice count',
      voice: -1,
      event: -1,
      ours: null,
      theirs: null,
      oursVoices: ours.voices.map((voice) => voice.id),
      theirsVoices: theirs.voices.map((voice) => voice.id),
    };
  }
  for (let voice = 0; voice < ours.voices.length; voice++) {
    const a = ours.voices[voice]!.events;
    const b = theirs.voices[voice]!.events;
    for (let event = 0; event < Math.max(a.length, b.length); event++) {
      const x = a[event] ?? null;
      const y = b[event] ?? null;
      if (x !== null && y !== null && sameEvent(x, y)) continue;
      return { category: classify(x, y), voice, event, ours: x, theirs: y };
    }
  }
  return null;
}
