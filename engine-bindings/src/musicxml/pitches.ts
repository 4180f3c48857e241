/**
 * @fileoverview Pitches and key signatures: MusicXML's (step, alter, octave) and `<key>`
 * (fifths, mode) in ABC 2.1's terms (section 4.1 notes and octaves, 4.2 accidentals, 3.1.14 K:).
 */

import type { KeySignature, Pitch } from './score.js';

/** Semitones of each step above C. */
const STEP_SEMITONES: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** Whether `step` is one of MusicXML's seven steps. */
export function isStep(step: string): boolean {
  return step in STEP_SEMITONES;
}

/** MIDI number of a pitch: C4 (middle C) is 60; a microtonal alter is rounded to the semitone. */
export function midiOf(pitch: Pitch): number {
  return 12 * (pitch.octave + 1) + (STEP_SEMITONES[pitch.step] ?? 0) + Math.round(pitch.alter);
}

/**
 * The ABC note letter and octave marks of a step in a (written) octave (ABC 2.1 4.1):
 * octave 4 is `C`..`B`, 5 is `c`..`b`, each octave above adds `'`, each below `,`.
 */
export function abcLetter(step: string, octave: number): string {
  if (octave >= 5) return step.toLowerCase() + "'".repeat(octave - 5);
  return step + ','.repeat(4 - octave);
}

/** ABC 2.1 4.2's accidental for an alteration in semitones (rounded): `^`, `^^`, `_`, `__`, `=`. */
export function abcAccidental(alter: number): string {
  const semitones = Math.max(-2, Math.min(2, Math.round(alter)));
  if (semitones > 0) return '^'.repeat(semitones);
  if (semitones < 0) return '_'.repeat(-semitones);
  return '=';
}

/** Order in which a key signature adds sharps; flats come in the reverse order. */
const SHARP_ORDER = 'FCGDAEB';

/** Steps the key signature alters, with their alteration (+1 or -1 each), for fifths -7..7. */
export function keyAlterations(key: KeySignature): Map<string, number> {
  const alterations = new Map<string, number>();
  const fifths = Math.max(-7, Math.min(7, Math.trunc(key.fifths)));
  for (let index = 0; index < Math.abs(fifths); index++) {
    if (fifths > 0) alterations.set(SHARP_ORDER[index]!, 1);
    else alterations.set(SHARP_ORDER[6 - index]!, -1);
  }
  return alterations;
}

/**
 * Fifths from the major key's signature to each mode's tonic: D dorian has C major's signature
 * and D is two fifths above C (MusicXML 4.0 `mode`; ABC 2.1 3.1.14's modes).
 */
const MODE_TONIC_FIFTHS: Readonly<Record<string, { fifths: number; abc: string }>> = {
  major: { fifths: 0, abc: '' },
  ionian: { fifths: 0, abc: '' },
  minor: { fifths: 3, abc: 'm' },
  aeolian: { fifths: 3, abc: 'm' },
  dorian: { fifths: 2, abc: 'dor' },
  phrygian: { fifths: 4, abc: 'phr' },
  lydian: { fifths: -1, abc: 'lyd' },
  mixolydian: { fifths: 1, abc: 'mix' },
  locrian: { fifths: 5, abc: 'loc' },
};

/** Whether ABC can name `mode` (the others are written as their signature's major key). */
export function isKnownMode(mode: string): boolean {
  return mode in MODE_TONIC_FIFTHS || mode === 'none';
}

/** The note name (`C`, `F#`, `Bb`) of the major key with `fifths` sharps (negative: flats). */
function tonicName(fifths: number): string {
  const position = fifths + 1; // F is position 0 on the line of fifths, C position 1
  const letter = SHARP_ORDER[((position % 7) + 7) % 7]!;
  const sharps = Math.floor(position / 7);
  return letter + (sharps > 0 ? '#'.repeat(sharps) : 'b'.repeat(-sharps));
}

/**
 * The K: value of a key signature (ABC 2.1 3.1.14): `C`, `Bb`, `F#m`, `Ddor`; `none` for
 * MusicXML's mode `none`. Unknown modes are written as the major key of the same signature.
 */
export function abcKeyName(key: KeySignature): string {
  if (key.mode === 'none') return 'none';
  const fifths = Math.max(-7, Math.min(7, Math.trunc(key.fifths)));
  const mode = MODE_TONIC_FIFTHS[key.mode] ?? MODE_TONIC_FIFTHS['major']!;
  return tonicName(fifths + mode.fifths) + mode.abc;
}
