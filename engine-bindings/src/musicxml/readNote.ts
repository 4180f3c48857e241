/**
 * @fileoverview One `<note>` (MusicXML 4.0): pitch or rest, duration, grace, chord membership,
 * ties, tuplet, beam, slurs and lyrics, as a NoteEvent of the score model.
 */

import type { MusicXmlDiagnostic } from './diagnostics.js';
import { type Fraction, ZERO, frac } from './fraction.js';
import { typeLength } from './durations.js';
import { isStep, midiOf } from './pitches.js';
import type { Lyric, NoteEvent, NoteHead, Pitch, Syllabic, TimeModification } from './score.js';
import { child, childNumber, childText, childrenNamed, type XmlElement } from './xml.js';

/** A note as read, before the measure places it. */
export interface NoteRead {
  event: NoteEvent;
  /** `<chord/>`: the note is a further head of the previous note. */
  chord: boolean;
  /** `<voice>`, "1" when absent. */
  voice: string;
}

const SYLLABICS: ReadonlySet<string> = new Set(['single', 'begin', 'middle', 'end']);

function readPitch(note: XmlElement): Pitch | undefined {
  const pitch = child(note, 'pitch');
  if (pitch !== undefined) {
    return { step: (childText(pitch, 'step') ?? '').toUpperCase(), alter: childNumber(pitch, 'alter') ?? 0, octave: childNumber(pitch, 'octave') ?? 4 };
  }
  // Percussion: the unpitched note's staff position stands for its pitch.
  const unpitched = child(note, 'unpitched');
  if (unpitched !== undefined) {
    return { step: (childText(unpitched, 'display-step') ?? 'B').toUpperCase(), alter: 0, octave: childNumber(unpitched, 'display-octave') ?? 4 };
  }
  return undefined;
}

/** Reads a `<lyric>`; undefined when it carries neither text nor an extend line. */
function readLyric(lyric: XmlElement): Lyric | undefined {
  const texts = childrenNamed(lyric, 'text').map((text) => text.text);
  const extend = child(lyric, 'extend');
  const extendType = extend?.attributes['type'];
  const isExtend = extend !== undefined && extendType !== 'stop';
  // Elided syllables (`<elision>` between two `<text>`s) share the note: joined by a space.
  const text = texts.join(' ').normalize('NFC').replace(/\s+/g, ' ').trim();
  if (text === '' && !isExtend) return undefined;
  const syllabic = childText(lyric, 'syllabic') ?? 'single';
  return {
    verse: (lyric.attributes['number'] ?? '1').trim() || '1',
    syllabic: (SYLLABICS.has(syllabic) ? syllabic : 'single') as Syllabic,
    text,
    extend: isExtend,
  };
}

function readTimeModification(note: XmlElement): TimeModification | undefined {
  const element = child(note, 'time-modification');
  if (element === undefined) return undefined;
  const actual = childNumber(element, 'actual-notes');
  const normal = childNumber(element, 'normal-notes');
  if (actual === undefined || normal === undefined || actual <= 0 || normal <= 0 || !Number.isInteger(actual) || !Number.isInteger(normal)) return undefined;
  if (actual === normal) return undefined;
  const normalType = childText(element, 'normal-type');
  const normalLength = normalType === undefined ? undefined : typeLength(normalType, childrenNamed(element, 'normal-dot').length);
  return normalLength === undefined ? { actual, normal } : { actual, normal, normalLength };
}

/**
 * Reads `note` at `start` in its measure, `divisions` units to the quarter. A note without a
 * pitch and without `<rest>` (or with a step MusicXML does not have) is read as a rest, with a
 * message.
 */
export function readNote(note: XmlElement, start: Fraction, divisions: number, path: string, diagnostics: MusicXmlDiagnostic[]): NoteRead {
  const graceElement = child(note, 'grace');
  const grace = graceElement === undefined ? undefined : { slash: graceElement.attributes['slash'] === 'yes' };
  const rest = child(note, 'rest');
  let pitch = rest === undefined ? readPitch(note) : undefined;
  if (pitch !== undefined && !isStep(pitch.step)) {
    diagnostics.push({ message: `Unknown step '${pitch.step}': read as a rest`, path });
    pitch = undefined;
  } else if (pitch === undefined && rest === undefined) {
    diagnostics.push({ message: 'Note without <pitch>, <unpitched> or <rest>: read as a rest', path });
  }
  if (pitch !== undefined && !Number.isInteger(pitch.alter)) {
    diagnostics.push({ message: `Microtonal alter ${pitch.alter}: rounded to the nearest semitone`, path });
  }
  const type = childText(note, 'type');
  const dots = childrenNamed(note, 'dot').length;
  const typeLengthValue = type === undefined ? undefined : typeLength(type, dots);
  if (type !== undefined && typeLengthValue === undefined) diagnostics.push({ message: `Unknown note type '${type}'`, path });
  const timeModification = readTimeModification(note);

  let duration = ZERO;
  const durationUnits = childNumber(note, 'duration');
  if (grace === undefined) {
    if (durationUnits !== undefined && durationUnits >= 0) {
      duration = frac(durationUnits, 4 * divisions);
    } else if (typeLengthValue !== undefined) {
      diagnostics.push({ message: 'Note without <duration>: its <type> gives its length', path });
      duration = timeModification ? frac(typeLengthValue.n * timeModification.normal, typeLengthValue.d * timeModification.actual) : typeLengthValue;
    } else {
      diagnostics.push({ message: 'Note without <duration> or <type>: left out', path });
    }
  }

  const notations = childrenNamed(note, 'notations');
  const notationChildren = notations.flatMap((element) => element.children);
  const ties = [...childrenNamed(note, 'tie'), ...notationChildren.filter((element) => element.name === 'tied')].map((element) => element.attributes['type']);
  const accidentalElement = child(note, 'accidental');
  const accidental =
    accidentalElement === undefined
      ? undefined
      : {
          name: accidentalElement.text.trim(),
          cautionary: accidentalElement.attributes['cautionary'] === 'yes' || accidentalElement.attributes['editorial'] === 'yes' || accidentalElement.attributes['parentheses'] === 'yes',
        };
  const heads: NoteHead[] =
    pitch === undefined
      ? []
      : [{ pitch, midi: midiOf(pitch), ...(accidental ? { accidental } : {}), tieStart: ties.includes('start'), tieStop: ties.includes('stop') }];
  const tuplets = notationChildren.filter((element) => element.name === 'tuplet').map((element) => element.attributes['type']);
  const slurs = notationChildren.filter((element) => element.name === 'slur').map((element) => element.attributes['type']);
  const beam = childrenNamed(note, 'beam').find((element) => (element.attributes['number'] ?? '1') === '1');
  const lyrics = childrenNamed(note, 'lyric')
    .map(readLyric)
    .filter((lyric): lyric is Lyric => lyric !== undefined);

  const event: NoteEvent = {
    kind: pitch === undefined ? 'rest' : 'note',
    start,
    duration,
    ...(typeLengthValue ? { typeLength: typeLengthValue } : {}),
    heads,
    ...(grace ? { grace } : {}),
    invisible: note.attributes['print-object'] === 'no' && pitch === undefined,
    ...(timeModification ? { timeModification } : {}),
    tupletStart: tuplets.includes('start'),
    tupletStop: tuplets.includes('stop'),
    lyrics,
    ...(beam ? { beam: beam.text.trim() } : {}),
    slurStarts: slurs.filter((slur) => slur === 'start').length,
    slurStops: slurs.filter((slur) => slur === 'stop').length,
    staff: Math.max(1, Math.trunc(childNumber(note, 'staff') ?? 1)),
    path,
  };
  return { event, chord: child(note, 'chord') !== undefined, voice: (childText(note, 'voice') ?? '1') || '1' };
}
