/**
 * @fileoverview The values of ABC's information fields that the importer writes, in the header
 * and inline (`[K:...]`, `[M:...]`, `[Q:...]`): meters (ABC 2.1 3.1.6), clefs (4.6), tempos
 * (3.1.8), and the text fields' escaping.
 */

import type { MusicXmlDiagnostic } from './diagnostics.js';
import { fractionText } from './fraction.js';
import type { Clef, Tempo, TimeSignature } from './score.js';

/** The M: value of a meter: `6/4`, `3+2/8`, `C` (common), `C|` (cut), `none` (senza misura). */
export function meterText(time: TimeSignature): string {
  if (time.senzaMisura) return 'none';
  if (time.symbol === 'common' && time.beats === '4' && time.beatType === '4') return 'C';
  if (time.symbol === 'cut' && time.beats === '2' && time.beatType === '2') return 'C|';
  return `${time.beats}/${time.beatType}`;
}

/** ABC's clef names by MusicXML sign and line (ABC 2.1 4.6: a line number after the name moves it). */
const CLEF_NAMES: Readonly<Record<string, string>> = {
  G2: 'treble',
  G1: 'treble1',
  F4: 'bass',
  F3: 'bass3',
  F5: 'bass5',
  C3: 'alto',
  C4: 'tenor',
  C1: 'alto1',
  C2: 'alto2',
  C5: 'alto5',
};

/**
 * The clef= value of a clef: `treble`, `bass`, `alto`, `tenor`, with `-8`/`+8` for an octave
 * clef (`treble-8`), `perc` for percussion, `none` for no clef. A tablature clef, which ABC
 * cannot show, becomes a treble clef with a message.
 */
export function clefText(clef: Clef, path: string, diagnostics: MusicXmlDiagnostic[]): string {
  if (clef.sign === 'percussion') return 'perc';
  if (clef.sign === 'none') return 'none';
  const line = clef.line ?? (clef.sign === 'F' ? 4 : clef.sign === 'C' ? 3 : 2);
  let name = CLEF_NAMES[`${clef.sign}${line}`];
  if (name === undefined) {
    diagnostics.push({ message: `Clef ${clef.sign} on line ${line} has no ABC name: a treble clef is written`, path });
    name = 'treble';
  }
  if (clef.octaveChange === -1) return `${name}-8`;
  if (clef.octaveChange === 1) return `${name}+8`;
  return name;
}

/**
 * The octaves to add to a written MusicXML pitch to write it under `clef` in ABC: an ABC octave
 * clef sounds its notes an octave away (`clef=treble-8` sounds `c` as middle C, black-boxed in
 * both engines), while MusicXML writes the pitch meant under it.
 */
export function clefOctaveShift(clef: Clef): number {
  return clef.octaveChange === -1 || clef.octaveChange === 1 ? -clef.octaveChange : 0;
}

/** The Q: value of a tempo: `1/4=84`, `3/8=60`. */
export function tempoText(tempo: Tempo): string {
  return `${fractionText(tempo.beatUnit)}=${tempo.perMinute}`;
}

/**
 * A text for an information field line (T:, C:, N:, Z:): on one line, with `%` (a comment) and
 * `\` (an escape) written as character references, and `&` as `&amp;`.
 */
export function fieldText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/\\/g, '&#92;').replace(/%/g, '&#37;').replace(/\s+/g, ' ').trim();
}

/** An annotation's text (ABC 2.1 4.19, `"^text"`), with its quote and escapes as references. */
export function annotationText(text: string): string {
  return fieldText(text).replace(/"/g, '&quot;');
}
