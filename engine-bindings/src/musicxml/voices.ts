/**
 * @fileoverview Which ABC voices a score becomes, and on which staves they stand.
 *
 * Each MusicXML voice of each part becomes one ABC voice (ABC 2.1 section 7, V:), in score
 * order: parts in document order, and inside a part its voices by number. A voice stands on the
 * staff of its first note. When a staff carries several voices, or a part several staves, a
 * `%%score` directive (ABC 2.1 section 8.2 / abc2svg) groups them: voices of one staff in
 * parentheses, the staves of one part in braces.
 */

import type { Part, Score } from './score.js';

/** One ABC voice. */
export interface AbcVoice {
  /** The ABC voice id (`1`, `2`...). */
  readonly id: string;
  readonly partIndex: number;
  /** The MusicXML `<voice>` it comes from. */
  readonly musicXmlVoice: string;
  /** The part's staff it stands on (1-based). */
  readonly staff: number;
  /** The first voice of its part: it carries the part's name and its words directions. */
  readonly firstOfPart: boolean;
}

function voicesOfPart(part: Part): { voice: string; staff: number }[] {
  const staffOf = new Map<string, number>();
  for (const measure of part.measures) {
    for (const [voice, events] of measure.voices) {
      if (!staffOf.has(voice) && events.length > 0) staffOf.set(voice, events[0]!.staff);
    }
  }
  const byNumber = (a: string, b: string): number => {
    const difference = Number(a) - Number(b);
    return Number.isNaN(difference) ? a.localeCompare(b) : difference;
  };
  const voices = [...staffOf.keys()].sort(byNumber).map((voice) => ({ voice, staff: staffOf.get(voice)! }));
  // A part without notes still gets a voice (its measures are written as invisible rests).
  return voices.length > 0 ? voices : [{ voice: '1', staff: 1 }];
}

/** The ABC voices of a score, in score order. */
export function layoutVoices(score: Score): AbcVoice[] {
  const voices: AbcVoice[] = [];
  score.parts.forEach((part, partIndex) => {
    voicesOfPart(part)
      .sort((a, b) => a.staff - b.staff)
      .forEach(({ voice, staff }, index) => {
        voices.push({ id: String(voices.length + 1), partIndex, musicXmlVoice: voice, staff, firstOfPart: index === 0 });
      });
  });
  return voices;
}

/**
 * The `%%score` value that places `voices` on their staves, or undefined when every voice has a
 * staff of its own and no part has several (ABC's default then draws the same).
 */
export function scoreDirective(voices: readonly AbcVoice[]): string | undefined {
  const groups: string[] = [];
  let needed = false;
  const partIndices = [...new Set(voices.map((voice) => voice.partIndex))];
  for (const partIndex of partIndices) {
    const partVoices = voices.filter((voice) => voice.partIndex === partIndex);
    const staves = [...new Set(partVoices.map((voice) => voice.staff))];
    const staffTexts = staves.map((staff) => {
      const ids = partVoices.filter((voice) => voice.staff === staff).map((voice) => voice.id);
      if (ids.length > 1) needed = true;
      return ids.length > 1 ? `(${ids.join(' ')})` : ids[0]!;
    });
    if (staves.length > 1) needed = true;
    groups.push(staves.length > 1 ? `{${staffTexts.join(' | ')}}` : staffTexts[0]!);
  }
  return needed ? groups.join(' ') : undefined;
}
