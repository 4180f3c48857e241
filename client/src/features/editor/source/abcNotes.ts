/**
 * @fileoverview The notes, rests, chords, bar lines and key changes of an ABC text, with their
 * source ranges, read from the syntax tokens (abcLanguage.ts) for the Gr/Note tools: a note is an
 * optional accidental, a letter with its octave marks, and an optional length, written together
 * (ABC 2.1 section 4.1-4.5); a rest is `z` `x` `Z` or `y` with its length; a chord is `[...]`
 * followed by its length.
 *
 * `soundingNotes` follows the key signature and the accidentals within each bar (section 4.2:
 * an accidental holds for the same pitch to the end of the measure) to give each note its pitch.
 */

import { tokenizeAbc, type AbcToken } from './abcLanguage.ts';
import { accidentalValue, keyAlterations, type KeyAlterations } from './keySignature.ts';

/** A range of the text and what is written there. */
export interface Span {
  from: number;
  to: number;
  text: string;
}

export type MusicItem =
  | {
      kind: 'note';
      from: number;
      to: number;
      accidental: Span | null;
      /** The letter with its octave marks, e.g. `c''` or `G,`. */
      pitch: Span;
      length: Span | null;
      inGrace: boolean;
      inChord: boolean;
    }
  | { kind: 'rest'; from: number; to: number; symbol: Span; length: Span | null }
  /** The `]` that closes a chord, with the chord's length after it. */
  | { kind: 'chordEnd'; from: number; to: number; bracket: Span; length: Span | null }
  | { kind: 'bar'; from: number; to: number }
  /** A key change: a K: field or an inline [K:...]; `value` is the key as written. */
  | { kind: 'key'; from: number; to: number; value: string }
  /** An X: field: a new tune starts (the key goes back to C). */
  | { kind: 'tune'; from: number; to: number }
  /** A chord symbol such as "Am7" or "G/B", quotes included (section 4.18). */
  | { kind: 'chordSymbol'; from: number; to: number; text: string };

const span = (token: AbcToken): Span => ({ from: token.from, to: token.from + token.text.length, text: token.text });

/** The music items of `text`, in order. */
export function readMusicItems(text: string): MusicItem[] {
  const tokens = tokenizeAbc(text);
  const items: MusicItem[] = [];
  let inGrace = false;
  let inChord = false;
  const lengthAt = (index: number, position: number): Span | null => {
    const next = tokens[index];
    return next !== undefined && next.token === 'length' && next.from === position ? span(next) : null;
  };
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    const end = token.from + token.text.length;
    switch (token.token) {
      case 'fieldLabel': {
        const value = tokens[index + 1];
        const hasValue = value !== undefined && value.line === token.line && value.token === 'fieldValue';
        if (token.text === 'K:') items.push({ kind: 'key', from: token.from, to: hasValue ? value.from + value.text.length : end, value: hasValue ? value.text : '' });
        if (token.text === 'X:') items.push({ kind: 'tune', from: token.from, to: end });
        break;
      }
      case 'chordSymbol':
        items.push({ kind: 'chordSymbol', from: token.from, to: end, text: token.text });
        break;
      case 'inlineField':
        if (/^\[K:/.test(token.text)) items.push({ kind: 'key', from: token.from, to: end, value: token.text.slice(3).replace(/\]$/, '') });
        break;
      case 'grace':
        inGrace = token.text.startsWith('{');
        break;
      case 'chordBracket':
        if (token.text === '[') inChord = true;
        else if (inChord) {
          inChord = false;
          const length = lengthAt(index + 1, end);
          if (length !== null) index++;
          items.push({ kind: 'chordEnd', from: token.from, to: length?.to ?? end, bracket: span(token), length });
        }
        break;
      case 'bar':
      case 'repeat':
        inChord = false;
        items.push({ kind: 'bar', from: token.from, to: end });
        break;
      case 'rest': {
        const length = lengthAt(index + 1, end);
        if (length !== null) index++;
        items.push({ kind: 'rest', from: token.from, to: length?.to ?? end, symbol: span(token), length });
        break;
      }
      case 'accidental':
      case 'note': {
        let accidental: Span | null = null;
        let pitchToken = token;
        if (token.token === 'accidental') {
          const next = tokens[index + 1];
          // An accidental without its letter right after it is left alone.
          if (next === undefined || next.token !== 'note' || next.from !== end) break;
          accidental = span(token);
          pitchToken = next;
          index++;
        }
        const pitch = span(pitchToken);
        const length = lengthAt(index + 1, pitch.to);
        if (length !== null) index++;
        items.push({ kind: 'note', from: accidental?.from ?? pitch.from, to: length?.to ?? pitch.to, accidental, pitch, length, inGrace, inChord });
        break;
      }
      default:
        break;
    }
  }
  return items;
}

/** Semitones of each natural letter above C. */
const NATURAL_SEMITONES: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const LETTERS = 'CDEFGAB';

/** A written pitch: a letter (upper case), its octave (0 for C..B, 1 for c..b) and its diatonic step. */
export interface WrittenPitch {
  letter: string;
  octave: number;
  /** octave * 7 + the letter's index in C D E F G A B: one number per staff position. */
  step: number;
}

/** The written pitch of a letter with octave marks (`C,` `c` `c''`). */
export function writtenPitch(text: string): WrittenPitch {
  const letter = text[0].toUpperCase();
  let octave = text[0] === letter ? 0 : 1;
  for (const mark of text.slice(1)) octave += mark === "'" ? 1 : mark === ',' ? -1 : 0;
  return { letter, octave, step: octave * 7 + LETTERS.indexOf(letter) };
}

/** The letter with octave marks of a letter and octave (the inverse of `writtenPitch`). */
export function pitchText(letter: string, octave: number): string {
  return octave >= 1 ? letter.toLowerCase() + "'".repeat(octave - 1) : letter + ','.repeat(-octave);
}

/** MIDI number of a letter, octave and alteration: C (octave 0) is middle C, 60. */
export function midiOf(letter: string, octave: number, alteration: number): number {
  return 60 + 12 * octave + NATURAL_SEMITONES[letter] + alteration;
}

/** What a note of the text sounds like, and why. */
export interface SoundingNote {
  item: Extract<MusicItem, { kind: 'note' }>;
  pitch: WrittenPitch;
  /** Semitones from the natural letter: from its accidental, the bar, or the key signature. */
  alteration: number;
  midi: number;
  /** The key signature in force. */
  key: KeyAlterations;
}

/**
 * Tracks the alterations of one bar (section 4.2): an accidental holds for the same letter in the
 * same octave until the bar line.
 */
export class BarAccidentals {
  private readonly held = new Map<number, number>();

  /** The alteration a note at `step` without an accidental gets: held in this bar, or the key's. */
  implied(pitch: WrittenPitch, key: KeyAlterations): number {
    return this.held.get(pitch.step) ?? key[pitch.letter] ?? 0;
  }

  hold(pitch: WrittenPitch, alteration: number): void {
    this.held.set(pitch.step, alteration);
  }

  clear(): void {
    this.held.clear();
  }
}

/**
 * Walks `items` with the key and bar accidentals in force and calls `visit` for each note with
 * what it sounds like. Notes with an accidental that is not one of ^ ^^ _ __ = (a microtone) get
 * alteration null and are not held.
 */
export function walkSoundingNotes(
  items: readonly MusicItem[],
  visit: (note: SoundingNote | null, item: MusicItem, key: KeyAlterations) => void,
): void {
  let key: KeyAlterations = {};
  const bar = new BarAccidentals();
  for (const item of items) {
    if (item.kind === 'tune') key = {};
    if (item.kind === 'key') key = keyAlterations(item.value);
    if (item.kind === 'bar' || item.kind === 'key' || item.kind === 'tune') bar.clear();
    if (item.kind !== 'note') {
      visit(null, item, key);
      continue;
    }
    const pitch = writtenPitch(item.pitch.text);
    const explicit = item.accidental === null ? null : accidentalValue(item.accidental.text);
    if (item.accidental !== null && explicit === null) {
      visit(null, item, key);
      continue;
    }
    if (explicit !== null) bar.hold(pitch, explicit);
    const alteration = explicit ?? bar.implied(pitch, key);
    visit({ item, pitch, alteration, midi: midiOf(pitch.letter, pitch.octave, alteration), key }, item, key);
  }
}

/** Every note of `text` with what it sounds like (grace notes and chord notes included). */
export function soundingNotes(text: string): SoundingNote[] {
  const notes: SoundingNote[] = [];
  walkSoundingNotes(readMusicItems(text), (note) => {
    if (note !== null) notes.push(note);
  });
  return notes;
}
