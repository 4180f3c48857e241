/**
 * @fileoverview MusicXML import (DESIGN.md 6, "MusicXML import into a new transcription"):
 * `musicXmlToAbc` turns a MusicXML 4.0 score (partwise or timewise, uncompressed) into one
 * ABC 2.1 tune, for the wizard's 'open file' and the demo archive's import of the tagore songs.
 *
 * The steps, one module each: xml.ts reads the XML into an element tree (fast-xml-parser);
 * readScore.ts builds the score model (score.ts) with exact times; writeAbc.ts writes it, with
 * writeMeasure.ts for the music of one measure of one voice and lyrics.ts for the `w:` lines.
 * Pure (no I/O, no globals), environment-agnostic (Node and browsers).
 */

import type { MusicXmlDiagnostic } from './diagnostics.js';
import { frac } from './fraction.js';
import { readScore } from './readScore.js';
import { type AbcWriteOptions, writeAbc } from './writeAbc.js';
import { parseXml } from './xml.js';

export type { MusicXmlDiagnostic } from './diagnostics.js';

/** Options of `musicXmlToAbc`. */
export interface MusicXmlImportOptions {
  /** L: as `1/8`, `1/16`... (a power of two). Default `1/8`. */
  unitNoteLength?: string;
  /** Measures per music line; default: about three whole notes of music per line. */
  measuresPerLine?: number;
  /** The X: number. Default 1. */
  referenceNumber?: number;
  /** T: for a score without a title (for instance the file name). */
  fallbackTitle?: string;
}

/** The ABC of an import, and what could not be converted. */
export interface MusicXmlImportResult {
  /** One ABC 2.1 tune ('' when nothing could be read). */
  abc: string;
  /** What was wrong with the input or left out of the ABC, each with where it is. */
  diagnostics: MusicXmlDiagnostic[];
}

/** `1/8` as a fraction, or undefined when it is not 1/n with n a power of two (ABC 2.1 3.1.7). */
function parseUnit(text: string | undefined): ReturnType<typeof frac> | undefined {
  const match = text?.match(/^\s*1\/(\d+)\s*$/);
  if (!match) return undefined;
  const denominator = Number(match[1]);
  return denominator >= 1 && denominator <= 512 && (denominator & (denominator - 1)) === 0 ? frac(1, denominator) : undefined;
}

/**
 * Converts a MusicXML document to ABC. Never throws: malformed XML, a document that is not a
 * score, and anything ABC cannot say are reported in `diagnostics`, and whatever could be read
 * is converted. Compressed `.mxl` files (ZIP) are not read: unzip them first.
 */
export function musicXmlToAbc(xml: string, options: MusicXmlImportOptions = {}): MusicXmlImportResult {
  const diagnostics: MusicXmlDiagnostic[] = [];
  try {
    if (typeof xml !== 'string') {
      return { abc: '', diagnostics: [{ message: 'The input is not text', path: 'input' }] };
    }
    if (xml.startsWith('PK\u0003\u0004')) {
      return { abc: '', diagnostics: [{ message: 'Compressed MusicXML (.mxl) is not supported: unzip it and import the .musicxml file inside', path: 'input' }] };
    }
    const text = xml.replace(/^\uFEFF/, '');
    if (text.trim() === '') return { abc: '', diagnostics: [{ message: 'The input is empty', path: 'input' }] };
    const unit = parseUnit(options.unitNoteLength);
    if (options.unitNoteLength !== undefined && unit === undefined) {
      diagnostics.push({ message: `Bad unit note length '${options.unitNoteLength}': 1/8 is used`, path: 'options.unitNoteLength' });
    }
    const root = parseXml(text, diagnostics);
    if (root === null) {
      if (diagnostics.length === 0) diagnostics.push({ message: 'No XML element found', path: 'input' });
      return { abc: '', diagnostics };
    }
    const score = readScore(root, diagnostics);
    if (score === null) return { abc: '', diagnostics };
    const writeOptions: AbcWriteOptions = {
      ...(unit ? { unitNoteLength: unit } : {}),
      ...(options.measuresPerLine !== undefined ? { measuresPerLine: options.measuresPerLine } : {}),
      ...(options.referenceNumber !== undefined ? { referenceNumber: options.referenceNumber } : {}),
      ...(options.fallbackTitle !== undefined ? { fallbackTitle: options.fallbackTitle } : {}),
    };
    return { abc: writeAbc(score, writeOptions, diagnostics), diagnostics };
  } catch (error) {
    // A bug, not bad input: still reported as a message, never thrown at the caller.
    diagnostics.push({ message: `Internal error of the MusicXML import: ${error instanceof Error ? error.message : String(error)}`, path: 'input' });
    return { abc: '', diagnostics };
  }
}
