/**
 * @fileoverview Sounding pitch of a notehead: the key signature, the accidentals met earlier in
 * the measure, and ties (a tied note keeps its accidental across the bar), as ABC 2.1 4.2 and
 * MODEL.md ("after the key signature, accidentals carried through the measure, ties") ask.
 */

import { Accidental, HeadTable } from "../model/tables";
import { keyAlteration } from "../model/values";
import { VoiceState } from "./parseState";

/** Semitones above C of the letters C D E F G A B. */
const LETTER_SEMITONES: StaticArray<i32> = [0, 2, 4, 5, 7, 9, 11];

/** MIDI pitch of diatonic `step` (C4 = 28) with `alteration` semitones: C4 is 60. */
@inline export function midiOf(step: i32, alteration: i32): i32 {
  const octave = step / 7;
  const letter = step - octave * 7;
  return 12 * (octave + 1) + unchecked(LETTER_SEMITONES[letter]) + alteration;
}

/**
 * The alteration (-2..2) that sounds on `step` written with `accidental` in `voice` now, and
 * records a written accidental for the rest of the measure.
 */
export function soundingAlteration(voice: VoiceState, step: i32, accidental: i32): i32 {
  if (accidental != Accidental.None) {
    const alteration = accidental == Accidental.Natural ? 0 : accidental - 3;
    voice.setMeasureAccidental(step, alteration);
    return alteration;
  }
  const inMeasure = voice.measureAccidental(step);
  if (inMeasure != -99) return inMeasure;
  for (let k = 0; k < voice.tieCount; k++) {
    if (unchecked(voice.tieSteps[k]) == step) return unchecked(voice.tieAlterations[k]);
  }
  return keyAlteration(voice.keyAlterations, ((step % 7) + 7) % 7);
}

/** Remembers the tied heads of a note (ties carry accidentals into the next note). */
export function rememberTies(voice: VoiceState, heads: HeadTable, first: i32, count: i32): void {
  let n = 0;
  for (let k = 0; k < count && n < 16; k++) {
    const head = first + k;
    if (heads.tie.get(head) == 0) continue;
    const step = heads.step.get(head);
    unchecked((voice.tieSteps[n] = step));
    unchecked((voice.tieAlterations[n] = heads.midi.get(head) - midiOf(step, 0) - 12 * voice.clefOctave - voice.midiShift));
    n++;
  }
  voice.tieCount = n;
}
