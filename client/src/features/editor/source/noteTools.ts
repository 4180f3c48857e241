/**
 * @fileoverview The Gr/Note tools of the Editor tab (app-spec 2.2) as pure functions over ABC
 * text: each takes the text and the selected range and returns the changes to make (offsets in
 * the text as it was), which the tab applies to the editor as one undoable step.
 *
 * - `toggleGrace`: the selected notes become grace notes `{...}` (ABC 2.1 section 4.12), or the
 *   braces of the grace group the selection is in are taken away.
 * - `transposeSelection`: the selected notes move by semitones (+1, -1) or octaves (+12, -12) and
 *   keep sounding as written elsewhere: the new note gets the accidental it needs against the key
 *   signature and the bar (section 4.2), and a later note of the same bar that an accidental of
 *   the selection used to alter gets its own. Chord symbols in the selection move with the notes
 *   by semitones ("G7" to "Ab7", "C/E" to "Db/F"); octaves leave them as they are.
 * - `scaleLengths`: the lengths of the selected notes, rests and chords are halved or doubled
 *   (section 4.3), written the shortest way (`C/` rather than `C1/2`).
 *
 * A note belongs to the selection when its range overlaps it. Usage examples: noteTools.test.ts.
 */

import type { TextChange } from './externalChange.ts';
import { BarAccidentals, midiOf, pitchText, readMusicItems, walkSoundingNotes, writtenPitch, type MusicItem, type WrittenPitch } from './abcNotes.ts';
import type { KeyAlterations } from './keySignature.ts';

/** A range of the text: the editor's selection. */
export interface TextRange {
  from: number;
  to: number;
}

/** What a tool does: the changes, or why it did nothing. */
export type ToolResult = { changes: TextChange[] } | { changes: []; reason: string };

const NOTHING_SELECTED = 'Select one or more notes in the ABC source first.';

/** Whether `item` lies in `range`; an empty range (a caret) takes the item it touches. */
function inRange(item: { from: number; to: number }, range: TextRange): boolean {
  if (range.from === range.to) return item.from <= range.from && range.from <= item.to;
  return item.from < range.to && item.to > range.from;
}

// ---------------------------------------------------------------------------------------------
// Grace notes

/**
 * Makes the notes of `range` grace notes (`{` before the first, `}` after the last), or, when the
 * range is inside or on a grace group, removes that group's braces (and the acciaccatura slash).
 */
export function toggleGrace(text: string, range: TextRange): ToolResult {
  const group = graceGroupAround(text, range);
  if (group !== null) {
    return {
      changes: [
        { from: group.open, to: group.bodyStart, insert: '' },
        { from: group.close, to: group.close + 1, insert: '' },
      ],
    };
  }
  const items = readMusicItems(text);
  const notes = items.filter((item) => item.kind === 'note' && !item.inGrace && inRange(item, range));
  if (notes.length === 0) return { changes: [], reason: NOTHING_SELECTED };
  const first = notes[0];
  const last = notes[notes.length - 1];
  // A grace group is a run of single notes before a note of the same bar (ABC 2.1 section 4.12).
  if (notes.some((note) => note.kind === 'note' && note.inChord)) return { changes: [], reason: 'Chords cannot become grace notes: select single notes.' };
  if (items.some((item) => item.kind === 'bar' && item.from >= first.to && item.to <= last.from)) {
    return { changes: [], reason: 'Grace notes must stay within one bar.' };
  }
  if (text.slice(first.from, last.to).includes('\n')) return { changes: [], reason: 'Grace notes must stay on one line of music.' };
  return {
    changes: [
      { from: first.from, to: first.from, insert: '{' },
      { from: last.to, to: last.to, insert: '}' },
    ],
  };
}

/** The `{...}` group (on one line) that holds `range`, or null. */
function graceGroupAround(text: string, range: TextRange): { open: number; bodyStart: number; close: number } | null {
  const lineStart = text.lastIndexOf('\n', range.from - 1) + 1;
  const open = text.lastIndexOf('{', range.from);
  if (open < lineStart) return null;
  const close = text.indexOf('}', open);
  const lineEnd = text.indexOf('\n', open);
  if (close < 0 || (lineEnd >= 0 && close > lineEnd) || close + 1 < range.to) return null;
  return { open, bodyStart: text[open + 1] === '/' ? open + 2 : open + 1, close };
}

// ---------------------------------------------------------------------------------------------
// Transposition

const LETTERS = 'CDEFGAB';
const NATURAL_PITCH_CLASSES: Record<number, string> = { 0: 'C', 2: 'D', 4: 'E', 5: 'F', 7: 'G', 9: 'A', 11: 'B' };
const ACCIDENTAL_SIGNS: Record<number, string> = { [-2]: '__', [-1]: '_', 0: '=', 1: '^', 2: '^^' };

/** The letter and alteration to write a pitch class with, in `key`, moving in `direction`. */
function spell(pitchClass: number, key: KeyAlterations, direction: number): { letter: string; alteration: number } {
  // The key's own note for it, when the key has one (Bb in F major, F# in D major).
  for (const letter of LETTERS) {
    const alteration = key[letter] ?? 0;
    if (alteration !== 0 && (midiOf(letter, 0, alteration) % 12 + 12) % 12 === pitchClass) return { letter, alteration };
  }
  const natural = NATURAL_PITCH_CLASSES[pitchClass];
  if (natural !== undefined) return { letter: natural, alteration: 0 };
  const flatKey = Object.values(key).some((alteration) => (alteration ?? 0) < 0);
  const sharpKey = Object.values(key).some((alteration) => (alteration ?? 0) > 0);
  const useSharp = sharpKey || (!flatKey && direction > 0);
  return useSharp
    ? { letter: NATURAL_PITCH_CLASSES[pitchClass - 1], alteration: 1 }
    : { letter: NATURAL_PITCH_CLASSES[(pitchClass + 1) % 12], alteration: -1 };
}

/** Where a note goes: octaves keep letter and alteration, other steps are spelled anew. */
function transposed(
  pitch: WrittenPitch,
  alteration: number,
  midi: number,
  semitones: number,
  key: KeyAlterations,
): { pitch: WrittenPitch; alteration: number } {
  if (semitones % 12 === 0) return { pitch: writtenPitch(pitchText(pitch.letter, pitch.octave + semitones / 12)), alteration };
  const target = midi + semitones;
  const spelled = spell(((target % 12) + 12) % 12, key, semitones);
  const octave = Math.floor((target - spelled.alteration - midiOf(spelled.letter, 0, 0)) / 12);
  return { pitch: writtenPitch(pitchText(spelled.letter, octave)), alteration: spelled.alteration };
}

/**
 * Moves the notes of `range` by `semitones` (±1 a semitone, ±12 an octave; any whole number
 * works). Octaves keep each note's letter and accidental; other steps spell the new pitch from
 * the key signature (its own sharp or flat when it has one, else a natural, else a sharp in sharp
 * keys and going up, a flat otherwise).
 */
export function transposeSelection(text: string, range: TextRange, semitones: number): ToolResult {
  const items = readMusicItems(text);
  if (!items.some((item) => item.kind === 'note' && inRange(item, range))) return { changes: [], reason: NOTHING_SELECTED };
  const changes: TextChange[] = [];
  // The accidentals of the bar as it will be written (the walk knows them as it is written).
  const written = new BarAccidentals();
  walkSoundingNotes(items, (note, item: MusicItem, key) => {
    if (item.kind === 'bar' || item.kind === 'key' || item.kind === 'tune') written.clear();
    if (item.kind === 'chordSymbol' && semitones % 12 !== 0 && inRange(item, range)) {
      const moved = transposeChordSymbol(item.text, semitones, key);
      if (moved !== null && moved !== item.text) changes.push({ from: item.from, to: item.to, insert: moved });
    }
    if (note === null || item.kind !== 'note') return;
    const selected = inRange(item, range);
    const target = selected
      ? transposed(note.pitch, note.alteration, note.midi, semitones, key)
      : { pitch: note.pitch, alteration: note.alteration };
    // A note gets an accidental where the text would otherwise sound another pitch (the selected
    // note itself, or a later F of the bar after a selected ^F became G). Accidentals written on
    // notes left alone stay, and so do those of notes moved by octaves (a courtesy sign too).
    const keepsSign = item.accidental !== null && (!selected || semitones % 12 === 0);
    const needsSign = keepsSign || written.implied(target.pitch, key) !== target.alteration;
    if (needsSign) written.hold(target.pitch, target.alteration);
    const newText = (needsSign ? ACCIDENTAL_SIGNS[target.alteration] : '') + pitchText(target.pitch.letter, target.pitch.octave);
    const from = item.accidental?.from ?? item.pitch.from;
    if (newText !== text.slice(from, item.pitch.to)) changes.push({ from, to: item.pitch.to, insert: newText });
  });
  return { changes };
}

const LETTER_SEMITONES: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** A chord root or bass note (`Eb`, `F#`) moved by `semitones`, spelled for `key`. */
function transposeChordNote(letter: string, sign: string, semitones: number, key: KeyAlterations): string {
  const alteration = sign === '#' ? 1 : sign === 'b' ? -1 : 0;
  const pitchClass = (((LETTER_SEMITONES[letter] + alteration + semitones) % 12) + 12) % 12;
  const spelled = spell(pitchClass, key, semitones);
  return spelled.letter + (spelled.alteration > 0 ? '#' : spelled.alteration < 0 ? 'b' : '');
}

/**
 * A chord symbol (with its quotes) moved by `semitones`: its root and its bass note after `/`,
 * spelled for `key`, the quality kept ("Bb7" + 1 in E flat is "B7", "(Ebdim)" + 1 is "(Edim)").
 * Null when the text is not a chord symbol with a root A-G.
 */
export function transposeChordSymbol(text: string, semitones: number, key: KeyAlterations): string | null {
  const match = /^"(\(?)([A-G])([#b]?)([^"/]*?)(?:\/([A-G])([#b]?))?(\)?)"$/.exec(text);
  if (match === null) return null;
  const [, open, root, rootSign, quality, bass, bassSign, close] = match;
  const movedBass = bass === undefined ? '' : `/${transposeChordNote(bass, bassSign, semitones, key)}`;
  return `"${open}${transposeChordNote(root, rootSign, semitones, key)}${quality}${movedBass}${close ?? ''}"`;
}

// ---------------------------------------------------------------------------------------------
// Lengths

/** A note length as a fraction of the unit note length L:. */
export interface Fraction {
  numerator: number;
  denominator: number;
}

/** The fraction a length is written as: '' 1, '2' 2, '/' 1/2, '//' 1/4, '3/2', '3/' 3/2, '/4' 1/4. */
export function parseLength(text: string): Fraction {
  const match = /^(\d*)(\/*)(\d*)$/.exec(text);
  if (match === null) return { numerator: 1, denominator: 1 };
  const [, top, slashes, bottom] = match;
  const numerator = top === '' ? 1 : Number(top);
  if (slashes === '') return { numerator, denominator: 1 };
  const denominator = bottom === '' ? 2 ** slashes.length : Number(bottom) * 2 ** (slashes.length - 1);
  return { numerator, denominator };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The shortest way to write a length: 1 '', 2 '2', 1/2 '/', 1/4 '/4', 3/2 '3/2'. */
export function formatLength({ numerator, denominator }: Fraction): string {
  const divisor = gcd(numerator, denominator);
  const top = numerator / divisor;
  const bottom = denominator / divisor;
  if (bottom === 1) return top === 1 ? '' : String(top);
  if (top === 1) return bottom === 2 ? '/' : `/${bottom}`;
  return `${top}/${bottom}`;
}

/**
 * Multiplies the lengths of the notes, rests and chords of `range` by `factor` (2 doubles, 0.5
 * halves). Notes inside a chord keep their own lengths; the chord's length after `]` changes.
 */
export function scaleLengths(text: string, range: TextRange, factor: 2 | 0.5): ToolResult {
  const changes: TextChange[] = [];
  for (const item of readMusicItems(text)) {
    if (!inRange(item, range)) continue;
    if (item.kind === 'note' && item.inChord) continue;
    if (item.kind !== 'note' && item.kind !== 'rest' && item.kind !== 'chordEnd') continue;
    const at = item.kind === 'note' ? item.pitch.to : item.kind === 'rest' ? item.symbol.to : item.bracket.to;
    const length = parseLength(item.length?.text ?? '');
    const scaled = formatLength(
      factor === 2
        ? { numerator: length.numerator * 2, denominator: length.denominator }
        : { numerator: length.numerator, denominator: length.denominator * 2 },
    );
    if (scaled !== (item.length?.text ?? '')) changes.push({ from: at, to: item.length?.to ?? at, insert: scaled });
  }
  return changes.length === 0 ? { changes: [], reason: NOTHING_SELECTED } : { changes };
}
