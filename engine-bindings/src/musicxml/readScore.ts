/**
 * @fileoverview Reads a MusicXML document (its root element) into the score model: each part's
 * measures, with MusicXML's time cursor (`<note>` advances it, `<backup>` and `<forward>` move it,
 * `<chord/>` notes share the previous note's onset) turned into onsets and durations in whole
 * notes (MusicXML 4.0, "duration" and "divisions").
 *
 * `score-timewise` documents are read by regrouping their measures by part first. Anything the
 * reader cannot place is reported and left out; it never throws.
 */

import type { MusicXmlDiagnostic } from './diagnostics.js';
import { type Fraction, ZERO, add, compare, frac, max, sub } from './fraction.js';
import { readAttributes } from './readAttributes.js';
import { readDirection, soundTempo } from './readDirection.js';
import { cleanText, readHeader } from './readHeader.js';
import { readNote } from './readNote.js';
import type { Barline, Measure, NoteEvent, Part, Score, TimeSignature } from './score.js';
import { child, childNumber, childText, childrenNamed, type XmlElement } from './xml.js';

/** Most measures read per part: far above real scores, it bounds the work on hostile input. */
const MAX_MEASURES = 20_000;

function readBarline(element: XmlElement): Barline {
  const repeat = child(element, 'repeat')?.attributes['direction'];
  const ending = child(element, 'ending');
  const endingNumber = ending !== undefined && ending.attributes['type'] === 'start' ? (ending.attributes['number'] ?? '1').trim() : undefined;
  return {
    ...(childText(element, 'bar-style') !== undefined ? { style: childText(element, 'bar-style') } : {}),
    ...(repeat === 'forward' || repeat === 'backward' ? { repeat } : {}),
    ...(endingNumber ? { endingStart: endingNumber } : {}),
  };
}

/** The length of a measure of `time`, whole notes; undefined for no meter. */
function meterLength(time: TimeSignature | undefined): Fraction | undefined {
  if (time === undefined || time.senzaMisura) return undefined;
  const beats = time.beats.split('+').reduce((sum, beat) => sum + Number(beat), 0);
  const beatType = Number(time.beatType);
  return Number.isFinite(beats) && beats > 0 && Number.isFinite(beatType) && beatType > 0 ? frac(beats, beatType) : undefined;
}

/** What carries from one measure of a part to the next. */
interface PartState {
  divisions: number;
  time?: TimeSignature;
  warnedDivisions: boolean;
}

function readMeasure(element: XmlElement, path: string, state: PartState, diagnostics: MusicXmlDiagnostic[]): Measure {
  const measure: Measure = { number: element.attributes['number'] ?? '', duration: ZERO, changes: [], voices: new Map() };
  let cursor = ZERO;
  let furthest = ZERO;
  let previous: NoteEvent | undefined;
  let noteIndex = 0;
  for (const item of element.children) {
    switch (item.name) {
      case 'attributes': {
        const read = readAttributes(item, cursor, path, diagnostics);
        if (read.divisions !== undefined) state.divisions = read.divisions;
        for (const change of read.changes) if (change.kind === 'time') state.time = change.time;
        measure.changes.push(...read.changes);
        break;
      }
      case 'note': {
        noteIndex++;
        const notePath = `${path}, note ${noteIndex}`;
        if (state.divisions <= 0 && !state.warnedDivisions) {
          diagnostics.push({ message: 'No <divisions> before the first note: 1 per quarter note assumed', path: notePath });
          state.warnedDivisions = true;
        }
        const { event, chord, voice } = readNote(item, cursor, Math.max(1, state.divisions), notePath, diagnostics);
        if (chord && previous !== undefined && event.kind === 'note' && previous.kind === 'note') {
          // A further head of the previous note: same onset and duration, its own tie and lyrics.
          previous.heads.push(...event.heads);
          for (const lyric of event.lyrics) if (!previous.lyrics.some((known) => known.verse === lyric.verse)) previous.lyrics.push(lyric);
          break;
        }
        if (chord) diagnostics.push({ message: '<chord/> without a note before it: read as a note of its own', path: notePath });
        if (event.grace === undefined && event.duration.n === 0) {
          if (childNumber(item, 'duration') !== undefined) diagnostics.push({ message: 'Note of zero duration: left out', path: notePath });
          break;
        }
        const events = measure.voices.get(voice) ?? [];
        measure.voices.set(voice, events);
        events.push(event);
        previous = event;
        cursor = add(cursor, event.duration);
        furthest = max(furthest, cursor);
        break;
      }
      case 'backup':
      case 'forward': {
        const units = childNumber(item, 'duration') ?? 0;
        const amount = frac(Math.max(0, units), 4 * Math.max(1, state.divisions));
        cursor = item.name === 'forward' ? add(cursor, amount) : sub(cursor, amount);
        if (compare(cursor, ZERO) < 0) {
          diagnostics.push({ message: '<backup> goes before the start of the measure: moved to its start', path });
          cursor = ZERO;
        }
        furthest = max(furthest, cursor);
        previous = undefined;
        break;
      }
      case 'direction':
        measure.changes.push(...readDirection(item, cursor, Math.max(1, state.divisions)));
        break;
      case 'sound': {
        const tempo = soundTempo(item);
        if (tempo !== undefined) measure.changes.push({ kind: 'tempo', offset: cursor, tempo });
        break;
      }
      case 'barline': {
        const barline = readBarline(item);
        if ((item.attributes['location'] ?? 'right') === 'left') measure.leftBarline = barline;
        else if (item.attributes['location'] !== 'middle') measure.rightBarline = barline;
        break;
      }
      default:
        break;
    }
  }
  for (const [voice, events] of measure.voices) {
    // Stable: a grace note stays before the note of the same onset that follows it.
    measure.voices.set(voice, [...events].sort((a, b) => compare(a.start, b.start)));
  }
  measure.duration = furthest;
  if (furthest.n === 0) measure.duration = meterLength(state.time) ?? ZERO;
  return measure;
}

function partNames(root: XmlElement): Map<string, string> {
  const names = new Map<string, string>();
  for (const scorePart of childrenNamed(child(root, 'part-list'), 'score-part')) {
    const id = scorePart.attributes['id'];
    if (id !== undefined) names.set(id, cleanText(childText(scorePart, 'part-name') ?? ''));
  }
  return names;
}

/** A timewise score's measures regrouped by part, as the partwise `<part>` elements they make. */
function partsOfTimewise(root: XmlElement): XmlElement[] {
  const byPart = new Map<string, XmlElement[]>();
  for (const measure of childrenNamed(root, 'measure')) {
    for (const part of childrenNamed(measure, 'part')) {
      const id = part.attributes['id'] ?? '';
      const measures = byPart.get(id) ?? [];
      byPart.set(id, measures);
      measures.push({ name: 'measure', attributes: measure.attributes, children: part.children, text: '' });
    }
  }
  return [...byPart].map(([id, measures]) => ({ name: 'part', attributes: { id }, children: measures, text: '' }));
}

/**
 * Reads a MusicXML root element. Returns null (with a message) when it is not a score; a score
 * without parts is returned empty, with a message.
 */
export function readScore(root: XmlElement, diagnostics: MusicXmlDiagnostic[]): Score | null {
  if (root.name !== 'score-partwise' && root.name !== 'score-timewise') {
    diagnostics.push({ message: `Not a MusicXML score: the root element is <${root.name}>, not <score-partwise>`, path: root.name });
    return null;
  }
  const names = partNames(root);
  const partElements = root.name === 'score-partwise' ? childrenNamed(root, 'part') : partsOfTimewise(root);
  if (partElements.length === 0) diagnostics.push({ message: 'The score has no <part>', path: root.name });
  const parts: Part[] = partElements.map((element, index) => {
    const id = element.attributes['id'] ?? `P${index + 1}`;
    const state: PartState = { divisions: 0, warnedDivisions: false };
    const measureElements = childrenNamed(element, 'measure');
    if (measureElements.length > MAX_MEASURES) {
      diagnostics.push({ message: `More than ${MAX_MEASURES} measures: the rest are left out`, path: `part ${id}` });
    }
    const measures = measureElements
      .slice(0, MAX_MEASURES)
      .map((measure, measureIndex) => readMeasure(measure, `part ${id}, measure ${measure.attributes['number'] ?? measureIndex + 1}`, state, diagnostics));
    return { id, name: names.get(id) ?? '', measures };
  });
  return { header: readHeader(root), parts };
}
