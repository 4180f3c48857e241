/**
 * @fileoverview One measure of one voice as ABC music (ABC 2.1 section 4): the voice's notes,
 * chords and rests in time order, with the inline fields of the changes inside the measure,
 * invisible rests (`x`) where the voice is silent, tuplet prefixes, grace groups, ties, slurs and
 * the words of `<words>` directions as annotations. Notes that are beamed in MusicXML are
 * written without a space between them (ABC 2.1 4.7: that beams them).
 *
 * Accidentals (ABC 2.1 4.2: an accidental holds to the end of the measure, for that pitch in that
 * octave): one is written where the pitch differs from what the key signature and the measure's
 * earlier accidentals give, and where MusicXML shows one that says something (a cautionary one,
 * or one that differs from the signature). MusicXML's redundant naturals (music21 marks every
 * natural it wrote) are not drawn. The note a tie continues gets none: the tie carries the pitch
 * over the bar line in both engines.
 */

import type { MusicXmlDiagnostic } from './diagnostics.js';
import { abcLength } from './durations.js';
import { annotationText, clefOctaveShift, clefText, meterText, tempoText } from './fields.js';
import { type Fraction, ZERO, add, compare, div, frac, isDyadic, mul, sub, toNumber } from './fraction.js';
import { abcAccidental, abcKeyName, abcLetter, keyAlterations } from './pitches.js';
import type { Clef, KeySignature, MeasureChange, NoteEvent, NoteHead } from './score.js';
import { type TupletGroup, tupletGroups, tupletPrefix } from './tuplets.js';

/** What carries from one measure of a voice to the next. */
export interface VoiceState {
  key: KeySignature;
  keyAlterations: Map<string, number>;
  /** The K:, M:, clef= and Q: values in force (inline fields are written only when they change). */
  keyText: string;
  meterText: string;
  clefText: string;
  tempoText: string;
  /** Octaves added to written pitches under the current clef (clefOctaveShift). */
  octaveShift: number;
  /** MIDI pitches of the previous note's heads that start a tie. */
  tiedMidis: Set<number>;
}

/** A fresh voice state for `key` and `clef`. */
export function initialVoiceState(key: KeySignature, clef: Clef, meter: string, tempo: string, diagnostics: MusicXmlDiagnostic[]): VoiceState {
  return {
    key,
    keyAlterations: keyAlterations(key),
    keyText: abcKeyName(key),
    meterText: meter,
    clefText: clefText(clef, 'score', diagnostics),
    tempoText: tempo,
    octaveShift: clefOctaveShift(clef),
    tiedMidis: new Set(),
  };
}

/** What one measure of a voice became. */
export interface MeasureWritten {
  /** The music, without the bar line that ends it. */
  music: string;
  /** The notes that can carry a syllable (not rests, not grace notes), in order. */
  lyricNotes: NoteEvent[];
}

/** Smallest length an `x` gap rest or a note is rounded to when MusicXML's time is not dyadic. */
const ROUNDING = frac(1, 256);

function roundDyadic(length: Fraction): Fraction {
  return frac(Math.max(1, Math.round(toNumber(length) * ROUNDING.d)), ROUNDING.d);
}

/** The ABC inline field for a change, or '' when it changes nothing in this voice. */
function inlineField(change: MeasureChange, state: VoiceState, diagnostics: MusicXmlDiagnostic[], path: string): string {
  switch (change.kind) {
    case 'key': {
      state.key = change.key;
      state.keyAlterations = keyAlterations(change.key);
      const text = abcKeyName(change.key);
      if (text === state.keyText) return '';
      state.keyText = text;
      return `[K:${text}]`;
    }
    case 'time': {
      const text = meterText(change.time);
      if (text === state.meterText) return '';
      state.meterText = text;
      return `[M:${text}]`;
    }
    case 'clef': {
      const text = clefText(change.clef, path, diagnostics);
      state.octaveShift = clefOctaveShift(change.clef);
      if (text === state.clefText) return '';
      state.clefText = text;
      return `[K:clef=${text}]`;
    }
    case 'tempo': {
      const text = tempoText(change.tempo);
      if (text === state.tempoText) return '';
      state.tempoText = text;
      return `[Q:${text}]`;
    }
    case 'words':
      return '';
  }
}

/** Accidental bookkeeping of one measure of one voice. */
class MeasureAccidentals {
  /** Alteration in force for `step + octave`, set by accidentals written earlier in the measure. */
  private readonly written = new Map<string, number>();

  constructor(private readonly state: VoiceState) {}

  /** The accidental to write before `head` ('' for none), recording it for the rest of the measure. */
  accidentalFor(head: NoteHead, writtenOctave: number, continuesTie: boolean): string {
    const { step, alter } = head.pitch;
    const place = `${step}${writtenOctave}`;
    const signature = this.state.keyAlterations.get(step) ?? 0;
    const inForce = this.written.get(place) ?? signature;
    // A tie carries its pitch over the bar line, but does not set the measure's accidental.
    if (continuesTie) return '';
    const needed = Math.round(alter) !== Math.round(inForce);
    const shown =
      head.accidental !== undefined &&
      (head.accidental.cautionary ||
        Math.round(alter) !== signature ||
        [...this.written].some(([otherPlace, otherAlter]) => otherPlace.startsWith(step) && otherAlter !== Math.round(alter)));
    if (!needed && !shown) return '';
    this.written.set(place, Math.round(alter));
    return abcAccidental(alter);
  }
}

/**
 * Writes `events` (one voice's notes and rests in one measure, in time order) over a measure of
 * `duration`, with the voice's `changes` placed at their times (the caller gives each voice the
 * changes that concern it: words only to the first voice of their staff). `unit` is the L: length.
 */
export function writeMeasure(
  events: readonly NoteEvent[],
  duration: Fraction,
  changes: readonly MeasureChange[],
  state: VoiceState,
  unit: Fraction,
  path: string,
  diagnostics: MusicXmlDiagnostic[],
): MeasureWritten {
  const accidentals = new MeasureAccidentals(state);
  const pending = [...changes].sort((a, b) => compare(a.offset, b.offset));
  const lyricNotes: NoteEvent[] = [];
  const tokens: string[] = [];
  /** Whether the token before may beam with the next one (no space between them). */
  let cursor: Fraction = ZERO;
  /** Grace notes waiting for their note, and whether the group is slashed (acciaccatura). */
  let graces = '';
  let graceSlash = false;
  /** Annotations (`"^words"`) waiting for the next note or rest. */
  let annotations = '';
  let previousBeamOpen = false;

  const playable = events.filter((event) => event.grace === undefined);
  const writtenLength = (event: NoteEvent): Fraction => {
    const modification = event.timeModification;
    if (modification === undefined) return event.duration;
    return event.typeLength ?? div(mul(event.duration, frac(modification.actual)), frac(modification.normal));
  };
  const groupAt = new Map<NoteEvent, TupletGroup>(tupletGroups(playable, writtenLength).map((group) => [playable[group.first]!, group]));

  /** Appends a token; `beamed` joins it to the previous one without a space. */
  const push = (token: string, beamed: boolean): void => {
    if (tokens.length > 0 && !beamed) tokens.push(' ');
    tokens.push(token);
  };
  /** Writes the changes before `time` (and at it, when `inclusive`). */
  const flushChanges = (time: Fraction | undefined, inclusive: boolean): void => {
    while (pending.length > 0) {
      const order = time === undefined ? -1 : compare(pending[0]!.offset, time);
      if (order > 0 || (order === 0 && !inclusive)) break;
      const change = pending.shift()!;
      if (change.kind === 'words') {
        annotations += `"${change.below ? '_' : '^'}${annotationText(change.text)}"`;
        continue;
      }
      const field = inlineField(change, state, diagnostics, path);
      if (field !== '') push(field, false);
    }
  };
  const lengthText = (length: Fraction, what: string): string => {
    if (isDyadic(length)) return abcLength(length, unit);
    diagnostics.push({ message: `${what} of ${length.n}/${length.d} of a whole note cannot be written in ABC: rounded`, path });
    return abcLength(roundDyadic(length), unit);
  };
  /** Fills the silence up to `time` with an invisible rest. */
  const fillTo = (time: Fraction): void => {
    const gap = sub(time, cursor);
    if (gap.n <= 0) return;
    // An annotation waiting for a note goes on the invisible rest rather than being lost.
    push(`${annotations}x${lengthText(gap, 'A silence')}`, false);
    annotations = '';
    cursor = time;
  };

  for (const event of events) {
    if (compare(event.start, cursor) < 0 && event.grace === undefined) {
      diagnostics.push({ message: 'A note starts before the previous note of its voice ends: left out', path: event.path });
      continue;
    }
    flushChanges(event.start, true);
    fillTo(event.start);
    if (event.grace !== undefined) {
      if (event.kind === 'note') {
        graces += noteText(event, '', state, accidentals, unit, true);
        graceSlash ||= event.grace.slash;
      }
      continue;
    }
    const group = groupAt.get(event);
    const written = writtenLength(event);
    let body: string;
    if (event.kind === 'rest') {
      if (graces !== '') diagnostics.push({ message: 'Grace notes before a rest: left out (ABC puts grace notes on a note)', path: event.path });
      body = `${event.invisible ? 'x' : 'z'}${lengthText(written, 'A rest')}`;
      state.tiedMidis = new Set();
    } else {
      const graceGroup = graces === '' ? '' : `{${graceSlash ? '/' : ''}${graces}}`;
      body = graceGroup + annotations + noteText(event, lengthText(written, 'A note'), state, accidentals, unit, false);
      annotations = '';
      lyricNotes.push(event);
    }
    graces = '';
    graceSlash = false;
    // ABC 2.1 4.20's order: tuplet, slur, grace notes, annotations, note, ties, slur ends.
    const token = `${group ? tupletPrefix(group) : ''}${'('.repeat(event.slurStarts)}${annotations}${body}${')'.repeat(event.slurStops)}`;
    annotations = '';
    const beamed = previousBeamOpen && event.kind === 'note' && (event.beam === 'continue' || event.beam === 'end');
    push(token, beamed);
    previousBeamOpen = event.kind === 'note' && (event.beam === 'begin' || event.beam === 'continue');
    cursor = add(event.start, event.duration);
  }
  if (graces !== '') diagnostics.push({ message: 'Grace notes at the end of a measure: left out (no note follows them)', path });
  flushChanges(duration, false);
  fillTo(duration);
  flushChanges(undefined, true);
  // Words after the last note stand on an invisible, timeless spacer (ABC 2.1 4.19: y).
  if (annotations !== '') push(`${annotations}y`, false);
  return { music: tokens.join(''), lyricNotes };
}

/**
 * A note or chord: accidentals, letters with octave marks, `length` and ties (ABC 2.1 4.1-4.11).
 * Grace notes are written at their own written length (their `<type>`), without ties.
 */
function noteText(event: NoteEvent, length: string, state: VoiceState, accidentals: MeasureAccidentals, unit: Fraction, grace: boolean): string {
  const heads = [...event.heads].sort((a, b) => a.midi - b.midi);
  const allTied = !grace && heads.length > 0 && heads.every((head) => head.tieStart);
  const headTexts = heads.map((head) => {
    const octave = head.pitch.octave + state.octaveShift;
    const continuesTie = !grace && head.tieStop && state.tiedMidis.has(head.midi);
    const tie = !grace && head.tieStart && !allTied ? '-' : '';
    return accidentals.accidentalFor(head, octave, continuesTie) + abcLetter(head.pitch.step, octave) + tie;
  });
  if (!grace) state.tiedMidis = new Set(heads.filter((head) => head.tieStart).map((head) => head.midi));
  const chord = headTexts.length > 1 ? `[${headTexts.join('')}]` : headTexts[0]!;
  const graceLength = event.typeLength !== undefined && isDyadic(event.typeLength) ? abcLength(event.typeLength, unit) : '';
  return chord + (grace ? graceLength : length) + (allTied ? '-' : '');
}
