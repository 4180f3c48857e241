/**
 * @fileoverview `<attributes>`: divisions, key, time and clef (MusicXML 4.0), as changes of
 * the score model. What ABC cannot say (a non-traditional key, a composite meter of several beat
 * types, a transposing part) is reported and replaced by the nearest thing it can.
 */

import type { MusicXmlDiagnostic } from './diagnostics.js';
import type { Fraction } from './fraction.js';
import { isKnownMode } from './pitches.js';
import type { Clef, KeySignature, MeasureChange, TimeSignature } from './score.js';
import { child, childNumber, childText, childrenNamed, type XmlElement } from './xml.js';

/** What one `<attributes>` element sets. */
export interface AttributesRead {
  /** `<divisions>`: MusicXML duration units per quarter note. */
  divisions?: number;
  changes: MeasureChange[];
}

function readKey(element: XmlElement, path: string, diagnostics: MusicXmlDiagnostic[]): KeySignature {
  const fifths = childNumber(element, 'fifths');
  if (fifths === undefined) {
    diagnostics.push({ message: 'Key without <fifths> (a non-traditional key signature): written as C major', path });
    return { fifths: 0, mode: 'major' };
  }
  const mode = (childText(element, 'mode') ?? 'major').toLowerCase();
  if (!isKnownMode(mode)) diagnostics.push({ message: `Unknown key mode '${mode}': written as the major key of the signature`, path });
  if (Math.abs(fifths) > 7) diagnostics.push({ message: `Key of ${fifths} fifths: at most 7 sharps or flats are written`, path });
  return { fifths, mode: isKnownMode(mode) ? mode : 'major' };
}

function readTime(element: XmlElement, path: string, diagnostics: MusicXmlDiagnostic[]): TimeSignature {
  const beats = childrenNamed(element, 'beats').map((beat) => beat.text.trim());
  const beatTypes = childrenNamed(element, 'beat-type').map((beatType) => beatType.text.trim());
  const symbol = element.attributes['symbol'];
  if (child(element, 'senza-misura') !== undefined || beats.length === 0 || beatTypes.length === 0) {
    return { beats: '', beatType: '', senzaMisura: true };
  }
  if (beats.length > 1 && new Set(beatTypes).size > 1) {
    diagnostics.push({ message: `Composite meter ${beats.map((beat, index) => `${beat}/${beatTypes[index] ?? ''}`).join('+')}: only its first part is written`, path });
    return { beats: beats[0]!, beatType: beatTypes[0]!, symbol, senzaMisura: false };
  }
  return { beats: beats.join('+'), beatType: beatTypes[0]!, symbol, senzaMisura: false };
}

function readClef(element: XmlElement): Clef {
  return {
    sign: childText(element, 'sign') ?? 'G',
    line: childNumber(element, 'line'),
    octaveChange: childNumber(element, 'clef-octave-change') ?? 0,
  };
}

/**
 * Reads an `<attributes>` element found at `offset` in its measure. `path` names the measure
 * for messages.
 */
export function readAttributes(element: XmlElement, offset: Fraction, path: string, diagnostics: MusicXmlDiagnostic[]): AttributesRead {
  const read: AttributesRead = { changes: [] };
  const divisions = childNumber(element, 'divisions');
  if (divisions !== undefined) {
    if (divisions > 0) read.divisions = divisions;
    else diagnostics.push({ message: `Divisions must be positive, not ${divisions}: ignored`, path });
  }
  const keys = childrenNamed(element, 'key');
  // A key per staff (`number`) is rare and ABC has one key per voice: the first one is used.
  if (keys.length > 0) read.changes.push({ kind: 'key', offset, key: readKey(keys[0]!, path, diagnostics) });
  const times = childrenNamed(element, 'time');
  if (times.length > 0) read.changes.push({ kind: 'time', offset, time: readTime(times[0]!, path, diagnostics) });
  for (const clef of childrenNamed(element, 'clef')) {
    const staff = Number(clef.attributes['number'] ?? '1');
    read.changes.push({ kind: 'clef', offset, staff: Number.isInteger(staff) && staff > 0 ? staff : 1, clef: readClef(clef) });
  }
  if (child(element, 'transpose') !== undefined) {
    diagnostics.push({ message: 'Transposing part: its written pitches are kept (ABC sounds them as written)', path });
  }
  return read;
}
