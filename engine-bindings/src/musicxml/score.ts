/**
 * @fileoverview The score model between reading MusicXML and writing ABC: what the importer
 * understood, with MusicXML's timing resolved (times and durations as exact fractions of a whole
 * note, measured from the start of their measure) and nothing of ABC yet.
 *
 * The shape follows MusicXML's partwise score: parts, each a list of measures; in a measure,
 * the notes of each MusicXML voice in time order, and the changes (key, meter, clef, tempo,
 * words) that happen at a given time inside it.
 */

import type { Fraction } from './fraction.js';

/** Pitch as MusicXML writes it (`<pitch>`): the written pitch of the staff. */
export interface Pitch {
  /** `A`..`G`. */
  readonly step: string;
  /** Semitones: -1 flat, 1 sharp, 0.5 a quarter-tone sharp (rounded when sounded). */
  readonly alter: number;
  /** Scientific octave: 4 is the octave from middle C. */
  readonly octave: number;
}

/** One notehead of a note or chord. */
export interface NoteHead {
  readonly pitch: Pitch;
  /** MIDI number of the pitch (60 is middle C), alter rounded. */
  readonly midi: number;
  /** The accidental MusicXML shows (`sharp`, `natural`...), if any, and whether it is cautionary. */
  readonly accidental?: { readonly name: string; readonly cautionary: boolean };
  /** A tie starts at this head (`<tie type="start">` or `<tied type="start">`). */
  readonly tieStart: boolean;
  /** A tie ends at this head. */
  readonly tieStop: boolean;
}

/** `<syllabic>`: where the syllable stands in its word (MusicXML 4.0 `syllabic` element). */
export type Syllabic = 'single' | 'begin' | 'middle' | 'end';

/** One `<lyric>` of a note. */
export interface Lyric {
  /** The verse (`number` attribute, default "1"). */
  readonly verse: string;
  readonly syllabic: Syllabic;
  /** The syllable, NFC (several `<text>` elements of one lyric joined, elisions as a space). */
  readonly text: string;
  /** `<extend>` (start or continue): the syllable is held over the following notes. */
  readonly extend: boolean;
}

/** `<time-modification>`: `actual` notes in the time of `normal` notes of `normalType`. */
export interface TimeModification {
  readonly actual: number;
  readonly normal: number;
  /** Written length of the normal note (with `normal-dot`s), whole notes; absent when not given. */
  readonly normalLength?: Fraction;
}

/** A note, chord or rest of one voice. */
export interface NoteEvent {
  readonly kind: 'note' | 'rest';
  /** Onset from the start of the measure, whole notes. */
  readonly start: Fraction;
  /** Sounding duration from `<duration>`, whole notes; zero for grace notes. */
  readonly duration: Fraction;
  /** Written length from `<type>` and `<dot>`s, whole notes, when `<type>` is given. */
  readonly typeLength?: Fraction;
  /** Heads of the note or chord, as written; empty for a rest. */
  readonly heads: NoteHead[];
  /** A grace note (`<grace>`): `slash` for an acciaccatura. */
  readonly grace?: { readonly slash: boolean };
  /** A rest that is not printed (`print-object="no"`) or a gap made by `<forward>`. */
  readonly invisible: boolean;
  readonly timeModification?: TimeModification;
  /** `<tuplet type="start|stop">` notations on this note. */
  readonly tupletStart: boolean;
  readonly tupletStop: boolean;
  readonly lyrics: Lyric[];
  /** The level-1 `<beam>` value: `begin`, `continue`, `end`, or undefined. */
  readonly beam?: string;
  /** Slurs (`<slur>`) starting and ending at this note. */
  readonly slurStarts: number;
  readonly slurStops: number;
  /** The staff of the part the note is on (1-based). */
  readonly staff: number;
  /** Where the note is, for messages: `part P1, measure 3, note 2`. */
  readonly path: string;
}

/** `<key>`: a key signature of `fifths` sharps (negative: flats) in a mode. */
export interface KeySignature {
  readonly fifths: number;
  /** `major`, `minor`, `dorian`...; `none` for no signature shown as atonal. */
  readonly mode: string;
}

/** `<time>`: a meter; `symbol` is `common`, `cut` or undefined; `senza-misura` for none. */
export interface TimeSignature {
  /** `beats` as written (may be `3+2`). */
  readonly beats: string;
  readonly beatType: string;
  readonly symbol?: string;
  readonly senzaMisura: boolean;
}

/** `<clef>`: sign (`G`, `F`, `C`, `percussion`, `TAB`, `none`), staff line, octave change. */
export interface Clef {
  readonly sign: string;
  readonly line?: number;
  readonly octaveChange: number;
}

/** A tempo (`<metronome>` or `<sound tempo>`): `perMinute` beats of `beatUnit` (whole notes). */
export interface Tempo {
  readonly beatUnit: Fraction;
  readonly perMinute: number;
}

/** Something that changes at a time inside a measure. */
export type MeasureChange =
  | { readonly kind: 'key'; readonly offset: Fraction; readonly key: KeySignature }
  | { readonly kind: 'time'; readonly offset: Fraction; readonly time: TimeSignature }
  | { readonly kind: 'clef'; readonly offset: Fraction; readonly staff: number; readonly clef: Clef }
  | { readonly kind: 'tempo'; readonly offset: Fraction; readonly tempo: Tempo }
  | { readonly kind: 'words'; readonly offset: Fraction; readonly staff: number; readonly text: string; readonly below: boolean };

/** A bar line (`<barline>`) at one side of a measure. */
export interface Barline {
  /** `<bar-style>`: `regular`, `light-light`, `light-heavy`, `heavy-light`, `dotted`, `none`... */
  readonly style?: string;
  readonly repeat?: 'forward' | 'backward';
  /** A volta (`<ending>`) starting here: its number text (`1`, `1, 2`). */
  readonly endingStart?: string;
}

/** One measure of a part. */
export interface Measure {
  /** The `number` attribute as written. */
  readonly number: string;
  /** Length: the furthest time any voice reached, whole notes. */
  duration: Fraction;
  readonly changes: MeasureChange[];
  leftBarline?: Barline;
  rightBarline?: Barline;
  /** Notes and rests by MusicXML voice (`<voice>`, "1" when absent), each in time order. */
  readonly voices: Map<string, NoteEvent[]>;
}

/** One `<part>`. */
export interface Part {
  readonly id: string;
  /** `<part-name>` of the part list, '' when absent. */
  readonly name: string;
  readonly measures: Measure[];
}

/** The header texts of the score (`<work>`, `<identification>`, `<credit>`). */
export interface ScoreHeader {
  readonly titles: string[];
  readonly composers: string[];
  readonly lyricists: string[];
  readonly rights: string[];
  /** `<encoding><software>`: what wrote the file. */
  readonly software: string[];
}

export interface Score {
  readonly header: ScoreHeader;
  readonly parts: Part[];
}
