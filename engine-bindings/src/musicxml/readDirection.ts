/**
 * @fileoverview `<direction>` and `<sound>`: the tempo (a `<metronome>` mark, else a
 * `<sound tempo>` in quarter notes per minute, MusicXML 4.0) and `<words>` texts. Dynamics,
 * wedges, pedal and the other direction types are not imported.
 */

import { typeLength } from './durations.js';
import { type Fraction, add, frac } from './fraction.js';
import { cleanText } from './readHeader.js';
import type { MeasureChange, Tempo } from './score.js';
import { child, childNumber, childText, childrenNamed, type XmlElement } from './xml.js';

/** The leading number of a text such as `84`, `c. 84` or `84-92`, if any. */
function leadingNumber(text: string | undefined): number | undefined {
  const match = text?.match(/\d+(\.\d+)?/);
  return match ? Number(match[0]) : undefined;
}

function readMetronome(metronome: XmlElement): Tempo | undefined {
  const beatUnit = childText(metronome, 'beat-unit');
  const perMinute = leadingNumber(childText(metronome, 'per-minute'));
  if (beatUnit === undefined || perMinute === undefined || perMinute <= 0) return undefined;
  const unit = typeLength(beatUnit, childrenNamed(metronome, 'beat-unit-dot').length);
  return unit === undefined ? undefined : { beatUnit: unit, perMinute };
}

/** A `<sound tempo>`: quarter notes per minute. */
export function soundTempo(sound: XmlElement | undefined): Tempo | undefined {
  const tempo = Number(sound?.attributes['tempo']);
  return Number.isFinite(tempo) && tempo > 0 ? { beatUnit: frac(1, 4), perMinute: Math.round(tempo * 100) / 100 } : undefined;
}

/**
 * The changes a `<direction>` at `offset` makes: one tempo at most, and its words. `divisions`
 * turns its `<offset>` (in duration units) into whole notes.
 */
export function readDirection(direction: XmlElement, offset: Fraction, divisions: number): MeasureChange[] {
  const at = add(offset, frac(childNumber(direction, 'offset') ?? 0, 4 * divisions));
  const staff = Math.max(1, Math.trunc(childNumber(direction, 'staff') ?? 1));
  const below = direction.attributes['placement'] === 'below';
  const changes: MeasureChange[] = [];
  let tempo: Tempo | undefined;
  const words: string[] = [];
  for (const directionType of childrenNamed(direction, 'direction-type')) {
    const metronome = child(directionType, 'metronome');
    if (metronome !== undefined) tempo ??= readMetronome(metronome);
    for (const element of childrenNamed(directionType, 'words')) {
      const text = cleanText(element.text);
      if (text !== '') words.push(text);
    }
  }
  tempo ??= soundTempo(child(direction, 'sound'));
  if (tempo !== undefined) changes.push({ kind: 'tempo', offset: at, tempo });
  if (words.length > 0) changes.push({ kind: 'words', offset: at, staff, text: words.join(' '), below });
  return changes;
}
