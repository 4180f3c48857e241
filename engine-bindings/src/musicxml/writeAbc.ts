/**
 * @fileoverview Writes the score model as one ABC 2.1 tune: the header (X:, T:, C:, Z:, N:,
 * %%score, M:, L:, Q:, V:, K:), then the music in lines of a few measures, each voice's line
 * followed by its `w:` lines, one per verse (ABC 2.1 section 5.1).
 *
 * The header takes the first part's key, meter, tempo and clefs at the start of the score;
 * every later change (and a part that starts differently) is an inline field in the voice.
 */

import { barBetween, openingBar } from './bars.js';
import type { MusicXmlDiagnostic } from './diagnostics.js';
import { clefText, fieldText, meterText, tempoText } from './fields.js';
import { type Fraction, ZERO, compare, frac, toNumber } from './fraction.js';
import { type VerseState, lyricLine, verseOrder } from './lyrics.js';
import { abcKeyName } from './pitches.js';
import type { Clef, KeySignature, Measure, MeasureChange, NoteEvent, Score } from './score.js';
import { type AbcVoice, layoutVoices, scoreDirective } from './voices.js';
import { initialVoiceState, writeMeasure } from './writeMeasure.js';

/** How to write the ABC. */
export interface AbcWriteOptions {
  /** The unit note length L: as a fraction of a whole note. Default 1/8 (the archive's default). */
  unitNoteLength?: Fraction;
  /** Measures per music line; default: about three whole notes of music per line. */
  measuresPerLine?: number;
  /** The X: reference number. Default 1. */
  referenceNumber?: number;
  /** A title for a score that names none (T:). */
  fallbackTitle?: string;
}

const DEFAULT_CLEF: Clef = { sign: 'G', line: 2, octaveChange: 0 };
const DEFAULT_KEY: KeySignature = { fifths: 0, mode: 'major' };

function changeAtStart<K extends MeasureChange['kind']>(measure: Measure | undefined, kind: K, staff = 1): Extract<MeasureChange, { kind: K }> | undefined {
  return measure?.changes.find(
    (change): change is Extract<MeasureChange, { kind: K }> => change.kind === kind && compare(change.offset, ZERO) === 0 && (change.kind !== 'clef' || change.staff === staff),
  );
}

/** Measures per line: about three whole notes of music, at least one measure (12/4 gives one). */
function defaultMeasuresPerLine(score: Score): number {
  const lengths = score.parts[0]?.measures.map((measure) => toNumber(measure.duration)).filter((length) => length > 0) ?? [];
  if (lengths.length === 0) return 4;
  const typical = [...lengths].sort((a, b) => a - b)[Math.floor(lengths.length / 2)]!;
  return Math.max(1, Math.min(8, Math.round(3 / typical)));
}

/** The changes of a measure that a voice writes: key and meter for all, clefs of its staff, tempo for the first voice, words for the first voice of their staff. */
function changesOfVoice(measure: Measure, voice: AbcVoice, firstOnStaff: boolean): MeasureChange[] {
  return measure.changes.filter((change) => {
    switch (change.kind) {
      case 'key':
      case 'time':
        return true;
      case 'clef':
        return change.staff === voice.staff;
      case 'tempo':
        return voice.id === '1';
      case 'words':
        return firstOnStaff && change.staff === voice.staff;
    }
  });
}

/** Writes `score` as ABC. Messages about what could not be written go to `diagnostics`. */
export function writeAbc(score: Score, options: AbcWriteOptions, diagnostics: MusicXmlDiagnostic[]): string {
  const unit = options.unitNoteLength ?? frac(1, 8);
  const voices = layoutVoices(score);
  const firstMeasure = score.parts[0]?.measures[0];
  const key = changeAtStart(firstMeasure, 'key')?.key ?? DEFAULT_KEY;
  const time = changeAtStart(firstMeasure, 'time')?.time;
  const meter = time ? meterText(time) : 'none';
  const tempoChange = changeAtStart(firstMeasure, 'tempo');
  const tempo = tempoChange ? tempoText(tempoChange.tempo) : '';
  const several = voices.length > 1;

  const lines: string[] = [`X:${options.referenceNumber ?? 1}`];
  const { header } = score;
  const titles = header.titles.length > 0 ? header.titles : options.fallbackTitle ? [options.fallbackTitle] : [];
  for (const title of titles) lines.push(`T:${fieldText(title)}`);
  for (const composer of header.composers) lines.push(`C:${fieldText(composer)}`);
  for (const lyricist of header.lyricists) {
    // Our engine draws C: lines but not A:; "Words:" says which credit this one is.
    if (!header.composers.includes(lyricist)) lines.push(`C:Words: ${fieldText(lyricist)}`);
  }
  for (const rights of header.rights) lines.push(`N:${fieldText(rights)}`);
  for (const software of header.software) lines.push(`Z:MusicXML from ${fieldText(software)}`);
  const directive = scoreDirective(voices);
  if (directive !== undefined) lines.push(`%%score ${directive}`);
  lines.push(`M:${meter}`, `L:${unit.n}/${unit.d}`);
  if (tempo !== '') lines.push(`Q:${tempo}`);

  const voiceClefs = voices.map((voice) => changeAtStart(score.parts[voice.partIndex]?.measures[0], 'clef', voice.staff)?.clef ?? DEFAULT_CLEF);
  if (several) {
    voices.forEach((voice, index) => {
      const part = score.parts[voice.partIndex]!;
      const name = voice.firstOfPart && part.name !== '' ? ` name="${fieldText(part.name).replace(/"/g, '&quot;')}"` : '';
      lines.push(`V:${voice.id}${name} clef=${clefText(voiceClefs[index]!, `part ${part.id}`, diagnostics)}`);
    });
    lines.push(`K:${abcKeyName(key)}`);
  } else {
    const clef = clefText(voiceClefs[0] ?? DEFAULT_CLEF, 'score', diagnostics);
    lines.push(`K:${abcKeyName(key)}${clef === 'treble' ? '' : ` clef=${clef}`}`);
  }

  const states = voices.map((_, index) => initialVoiceState(key, voiceClefs[index]!, meter, tempo, diagnostics));
  const verses = voices.map((voice) => {
    const names: string[] = [];
    for (const measure of score.parts[voice.partIndex]!.measures) {
      for (const event of measure.voices.get(voice.musicXmlVoice) ?? []) for (const lyric of event.lyrics) names.push(lyric.verse);
    }
    return verseOrder(names);
  });
  const verseStates = verses.map((names) => new Map<string, VerseState>(names.map((name) => [name, { melisma: false }])));
  const firstOnStaff = voices.map((voice, index) => voices.findIndex((other) => other.partIndex === voice.partIndex && other.staff === voice.staff) === index);

  const measureCount = Math.max(0, ...score.parts.map((part) => part.measures.length));
  const perLine = Math.max(1, Math.trunc(options.measuresPerLine ?? defaultMeasuresPerLine(score)));
  for (let lineStart = 0; lineStart < measureCount; lineStart += perLine) {
    voices.forEach((voice, voiceIndex) => {
      const part = score.parts[voice.partIndex]!;
      const state = states[voiceIndex]!;
      let music = lineStart === 0 ? openingBar(part.measures[0]?.leftBarline) : '';
      const lyricNotes: NoteEvent[] = [];
      for (let index = lineStart; index < Math.min(lineStart + perLine, part.measures.length); index++) {
        const measure = part.measures[index]!;
        const path = `part ${part.id}, measure ${measure.number || index + 1}`;
        const events = measure.voices.get(voice.musicXmlVoice) ?? [];
        const written = writeMeasure(events, measure.duration, changesOfVoice(measure, voice, firstOnStaff[voiceIndex]!), state, unit, path, diagnostics);
        lyricNotes.push(...written.lyricNotes);
        const bar = barBetween(measure.rightBarline, part.measures[index + 1]?.leftBarline);
        music += `${music === '' ? '' : ' '}${written.music} ${bar}`;
      }
      if (music === '') return;
      if (several) lines.push(`V:${voice.id}`);
      lines.push(music.trim());
      const lyricLines = verses[voiceIndex]!.map((verse) =>
        lyricLine(
          lyricNotes.map((note) => ({ lyric: note.lyrics.find((lyric) => lyric.verse === verse) })),
          verseStates[voiceIndex]!.get(verse)!,
        ),
      );
      // Every verse up to the last one with words gets its line, so that w: lines keep their verse.
      let last = lyricLines.length - 1;
      while (last >= 0 && lyricLines[last] === '') last--;
      for (let verse = 0; verse <= last; verse++) lines.push(`w:${lyricLines[verse] === '' ? '*' : lyricLines[verse]}`);
    });
  }
  return lines.join('\n') + '\n';
}
