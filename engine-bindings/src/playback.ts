/**
 * @fileoverview Playback events (DESIGN.md 3.1 "builds playback events", 4 "Playback"): for each
 * tune, the notes to sound, with MIDI pitch, start and duration in seconds, voice and the source
 * range that the player highlights, as the client's player needs them.
 *
 * Built from the core's model export tables (abi SymbolField, HeadField, VoiceField, TuneField),
 * whose pitches already hold the key, accidentals, ties, octave clefs and transposition. The rules
 * follow what abc2svg 1.22.1 plays (black-boxed through its player: playback.test.ts):
 * - time: the tune's tempo (playbackTempo.ts: Q:, its changes in the body, 1/4=120 without);
 * - repeats and endings are unfolded as played (playbackRepeats.ts); each played note's event
 *   points to the note's source range, so a repeated note has one event per pass;
 * - a tie (`-`) makes one event of the tied notes of the same pitch that follow each other in the
 *   voice as played, for their whole length, pointing to the first note (a tie into a repeat
 *   sounds on the pass that continues it). abc2svg drops a tie when another voice starts a note
 *   while the tied note sounds (organ pieces); we keep it, as the score shows it;
 * - chords: one event per head, all at the chord's time; rests and spacers are silence; every
 *   voice plays, overlays included; M:none and free meter change nothing (times come from the
 *   notes);
 * - grace notes take their time from the start of the note they precede, which starts later and
 *   sounds shorter: an appoggiatura group `{...}` takes half of a plain note and a third of a
 *   dotted or tuplet one, as abc2svg plays it; an acciaccatura group `{/...}` takes a sixteenth
 *   note (at most half of the note). abc2svg plays the acciaccatura a sixteenth before the rest
 *   of the music instead, which shifts every later note (at the tune's start) or overlaps the
 *   note; we keep the score's time. The group's time is shared equally by its notes. Grace notes
 *   before a rest are not played (abc2svg gives them no time or a time of their own);
 * - an `m:` macro sounds its expansion in place of the note written (the played notes of
 *   SymbolFlag.PlayOnly), as abc2svg does; the grace notes inside an expansion are not played;
 * - staccato and other decorations do not shorten the sound, and there are no dynamics: abc2svg
 *   sounds every note its full length at one velocity;
 * - `P:` parts are played in the order the header's P: gives (playbackParts.ts), each with its
 *   repeats unfolded; a P: in the body also starts a repeat, as `|:` would.
 * Usage examples: playback.test.ts.
 */

import { BarType, HeadField, Model, SymbolField, SymbolFlag, SymbolKind, TuneField } from '../../engine-as/src/abi.js';
import { voiceId } from './model.js';
import { partSpans, type PartStart } from './playbackParts.js';
import { endingPasses, unfoldRepeats, type PlayedSpan, type RepeatBar } from './playbackRepeats.js';
import { TempoMap, type TempoChange } from './playbackTempo.js';
import type { ModelTables } from './results.js';
import { sourceSlice } from './text.js';
import type { PlaybackEvent, TunePlayback } from './types.js';

/** Time an acciaccatura group takes from its note: a sixteenth note, in ticks. */
const ACCIACCATURA_TICKS = Model.TicksPerWhole / 16;

/** Seconds are rounded to microseconds: far below what an ear or a timer can tell apart. */
const SECONDS_PRECISION = 1e6;

/**
 * The notes (and chords) one voice plays, in time order, as symbol records, each with its grace
 * notes: graceSymbols[graceStart[i], graceStart[i] + graceCount[i]). Parallel lists rather than
 * an object per note: a book has hundreds of thousands of notes.
 */
interface VoiceNotes {
  symbols: number[];
  graceStart: number[];
  graceCount: number[];
  graceSymbols: number[];
}

/**
 * The sounds of one voice, as parallel lists: a head (or a tied chain of heads) from
 * (startSpan, startTick) to (endSpan, endTick), spans of the unfolded play order, ticks of score
 * time.
 */
class Sounds {
  readonly midi: number[] = [];
  readonly sourceStart: number[] = [];
  readonly sourceEnd: number[] = [];
  readonly startSpan: number[] = [];
  readonly startTick: number[] = [];
  readonly endSpan: number[] = [];
  readonly endTick: number[] = [];

  get count(): number {
    return this.midi.length;
  }

  /** Adds a sound; returns its index. */
  add(midi: number, sourceStart: number, sourceEnd: number, span: number, startTick: number, endTick: number): number {
    this.midi.push(midi);
    this.sourceStart.push(sourceStart);
    this.sourceEnd.push(sourceEnd);
    this.startSpan.push(span);
    this.startTick.push(startTick);
    this.endSpan.push(span);
    this.endTick.push(endTick);
    return this.midi.length - 1;
  }
}

/** The symbols of one tune that playback reads, sorted by use. */
interface TuneSymbols {
  /** Symbol records per voice record (index into the tables), in the voice's source order. */
  voices: Map<number, number[]>;
  /** Played notes of macros per voice record. */
  macroNotes: Map<number, number[]>;
  bars: RepeatBar[];
  tempos: TempoChange[];
  /** The header's P: value (the order of parts), null without one; the parts of the body. */
  partOrder: string | null;
  parts: PartStart[];
  /** End of the music in ticks: the latest end of a note, rest or bar. */
  end: number;
}

function round(seconds: number): number {
  return Math.round(seconds * SECONDS_PRECISION) / SECONDS_PRECISION;
}

/** Sorts the symbols of every tune by use, in one pass over the symbol table. */
function collectTunes(tables: ModelTables, source: string): TuneSymbols[] {
  const tunes: TuneSymbols[] = [];
  for (let tune = 0; tune < tables.tunes.count; tune++) {
    tunes.push({ voices: new Map(), macroNotes: new Map(), bars: [], tempos: [], partOrder: null, parts: [], end: 0 });
  }
  const s = tables.symbols.ints;
  for (let symbol = 0; symbol < tables.symbols.count; symbol++) {
    const base = symbol * SymbolField.Stride;
    const tune = tunes[s[base + SymbolField.Tune]!];
    if (!tune) continue;
    const kind = s[base + SymbolField.Kind]!;
    const time = s[base + SymbolField.Time]!;
    const flags = s[base + SymbolField.Flags]!;
    const voice = s[base + SymbolField.Voice]!;
    if ((flags & SymbolFlag.Grace) === 0) tune.end = Math.max(tune.end, time + Math.max(0, s[base + SymbolField.Duration]!));
    if (kind === SymbolKind.Part) {
      const text = sourceSlice(source, s[base + SymbolField.Start]!, s[base + SymbolField.End]!);
      if (s[base + SymbolField.Value] !== 1) tune.parts.push({ time, name: text });
      else tune.partOrder ??= text;
    } else if (kind === SymbolKind.Tempo) {
      tune.tempos.push({ time, bpm: s[base + SymbolField.Value]!, beat: s[base + SymbolField.Value2]! });
    } else if (kind === SymbolKind.Bar) {
      const ending = (flags & SymbolFlag.EndingStart) !== 0
        ? endingPasses(sourceSlice(source, s[base + SymbolField.TextStart]!, s[base + SymbolField.TextEnd]!))
        : null;
      tune.bars.push({ time, type: s[base + SymbolField.Value]!, ending });
    } else if (kind === SymbolKind.Note || kind === SymbolKind.Grace || kind === SymbolKind.Rest || kind === SymbolKind.MultiMeasureRest) {
      const lists = (flags & SymbolFlag.PlayOnly) !== 0 ? tune.macroNotes : tune.voices;
      let list = lists.get(voice);
      if (!list) lists.set(voice, (list = []));
      list.push(symbol);
    }
  }
  return tunes;
}

/**
 * The notes a voice plays (its symbol records `symbols`, in source order), with the grace notes
 * before each, where the played notes of a macro (`macroNotes`) replace the note the macro was
 * written on. Grace notes before a rest are not played.
 */
function voiceNotes(s: Int32Array, symbols: readonly number[], macroNotes: readonly number[]): VoiceNotes {
  const notes: VoiceNotes = { symbols: [], graceStart: [], graceCount: [], graceSymbols: [] };
  let graceStart = 0;
  const covered = (symbol: number): boolean => {
    const start = s[symbol * SymbolField.Stride + SymbolField.Start]!;
    const end = s[symbol * SymbolField.Stride + SymbolField.End]!;
    return macroNotes.some((use) => start >= s[use * SymbolField.Stride + SymbolField.Start]! && end <= s[use * SymbolField.Stride + SymbolField.End]!);
  };
  for (const symbol of symbols) {
    const base = symbol * SymbolField.Stride;
    const kind = s[base + SymbolField.Kind]!;
    if (kind === SymbolKind.Grace || (s[base + SymbolField.Flags]! & SymbolFlag.Grace) !== 0) {
      notes.graceSymbols.push(symbol);
      continue;
    }
    if (kind === SymbolKind.Note && s[base + SymbolField.Duration]! > 0 && (macroNotes.length === 0 || !covered(symbol))) {
      notes.symbols.push(symbol);
      notes.graceStart.push(graceStart);
      notes.graceCount.push(notes.graceSymbols.length - graceStart);
    }
    graceStart = notes.graceSymbols.length;
  }
  if (macroNotes.length === 0) return notes;
  for (const symbol of macroNotes) {
    notes.symbols.push(symbol);
    notes.graceStart.push(graceStart);
    notes.graceCount.push(0);
  }
  // Macro notes slot in by time; the sort is stable, and a voice's own notes are in time order.
  const order = notes.symbols.map((_, i) => i).sort((a, b) => s[notes.symbols[a]! * SymbolField.Stride + SymbolField.Time]! - s[notes.symbols[b]! * SymbolField.Stride + SymbolField.Time]!);
  return {
    symbols: order.map((i) => notes.symbols[i]!),
    graceStart: order.map((i) => notes.graceStart[i]!),
    graceCount: order.map((i) => notes.graceCount[i]!),
    graceSymbols: notes.graceSymbols,
  };
}

/** Index of the first note whose time is at or after `tick` (notes in time order). */
function firstNoteAt(s: Int32Array, notes: readonly number[], tick: number): number {
  let low = 0;
  let high = notes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (s[notes[middle]! * SymbolField.Stride + SymbolField.Time]! < tick) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Time an appoggiatura group takes from a note of `duration` ticks, as abc2svg plays it: half of
 * a plain note (a whole, a half, a quarter...), a third of any other (dotted, tuplet, `5/8`).
 */
function appoggiaturaTicks(duration: number): number {
  const ratio = duration / Model.TicksPerWhole;
  return Number.isInteger(Math.log2(ratio)) ? duration / 2 : duration / 3;
}

/**
 * The sounds of one voice as played through `spans`: grace notes before their notes, tied heads
 * joined. `spanStarts[i]` is where span i starts in unfolded ticks.
 */
function voiceSounds(tables: ModelTables, notes: VoiceNotes, spans: readonly PlayedSpan[], spanStarts: readonly number[]): Sounds {
  const s = tables.symbols.ints;
  const h = tables.heads.ints;
  const headCount = tables.heads.count;
  const sounds = new Sounds();
  // The ties the last note opened, by MIDI pitch: the sound to extend, which ends at openEnd
  // (unfolded ticks); nextTies collects the current note's. A tie only reaches the next note.
  let openTies = new Map<number, number>();
  let nextTies = new Map<number, number>();
  let openEnd = -1;
  for (let span = 0; span < spans.length; span++) {
    const { from, to } = spans[span]!;
    const shift = spanStarts[span]! - from;
    for (let n = firstNoteAt(s, notes.symbols, from); n < notes.symbols.length; n++) {
      const base = notes.symbols[n]! * SymbolField.Stride;
      const time = s[base + SymbolField.Time]!;
      if (time >= to) break;
      const duration = s[base + SymbolField.Duration]!;
      const sourceStart = s[base + SymbolField.Start]!;
      const sourceEnd = s[base + SymbolField.End]!;
      const firstHead = Math.max(0, s[base + SymbolField.HeadStart]!);
      const lastHead = Math.min(firstHead + s[base + SymbolField.HeadCount]!, headCount);
      // A tie goes on only into a note that starts where the tied notes end.
      if (openTies.size > 0 && openEnd !== time + shift) openTies.clear();
      let tiedInto = false;
      for (let head = firstHead; head < lastHead && openTies.size > 0; head++) tiedInto ||= openTies.has(h[head * HeadField.Stride + HeadField.Midi]!);
      // A grace group takes its time from the start of the note (see the file's rules).
      let graceTicks = 0;
      const graceCount = notes.graceCount[n]!;
      if (graceCount > 0 && !tiedInto) {
        const first = notes.graceSymbols[notes.graceStart[n]!]!;
        const acciaccatura = (s[first * SymbolField.Stride + SymbolField.Flags]! & SymbolFlag.Acciaccatura) !== 0;
        graceTicks = acciaccatura ? Math.min(ACCIACCATURA_TICKS, duration / 2) : appoggiaturaTicks(duration);
        const each = graceTicks / graceCount;
        for (let g = 0; g < graceCount; g++) {
          const grace = notes.graceSymbols[notes.graceStart[n]! + g]! * SymbolField.Stride;
          const graceFirst = Math.max(0, s[grace + SymbolField.HeadStart]!);
          const graceLast = Math.min(graceFirst + s[grace + SymbolField.HeadCount]!, headCount);
          for (let head = graceFirst; head < graceLast; head++) {
            sounds.add(h[head * HeadField.Stride + HeadField.Midi]!, s[grace + SymbolField.Start]!, s[grace + SymbolField.End]!, span, time + g * each, time + (g + 1) * each);
          }
        }
      }
      const end = time + duration;
      for (let head = firstHead; head < lastHead; head++) {
        const midi = h[head * HeadField.Stride + HeadField.Midi]!;
        let sound = openTies.size > 0 ? openTies.get(midi) : undefined;
        if (sound !== undefined) {
          sounds.endSpan[sound] = span;
          sounds.endTick[sound] = end;
        } else {
          sound = sounds.add(midi, sourceStart, sourceEnd, span, time + graceTicks, end);
        }
        if (h[head * HeadField.Stride + HeadField.Tie] !== 0) nextTies.set(midi, sound);
      }
      if (openTies.size > 0 || nextTies.size > 0) {
        const used = openTies;
        openTies = nextTies;
        nextTies = used;
        nextTies.clear();
      }
      openEnd = end + shift;
    }
  }
  return sounds;
}

/** Events by start, then voice, then pitch. */
function comparePlayOrder(a: PlaybackEvent, b: PlaybackEvent): number {
  return a.start - b.start || a.voice - b.voice || a.midi - b.midi;
}

function inPlayOrder(events: readonly PlaybackEvent[]): boolean {
  for (let i = 1; i < events.length; i++) if (comparePlayOrder(events[i - 1]!, events[i]!) > 0) return false;
  return true;
}

/** The playback of one tune with music. */
function tunePlayback(tables: ModelTables, tune: number, symbols: TuneSymbols, source: string): TunePlayback {
  const tempo = new TempoMap(symbols.tempos);
  // A part starts a section: a `:|` in it goes back no further than its P:, as abc2svg plays.
  const sections: RepeatBar[] = symbols.parts.map((part) => ({ time: part.time, type: BarType.RepeatStart, ending: null }));
  const bars = sections.length > 0 ? [...symbols.bars, ...sections] : symbols.bars;
  const spans = partSpans(symbols.partOrder, symbols.parts, symbols.end).flatMap((part) => unfoldRepeats(bars, part.from, part.to));
  // Where each span starts: in unfolded ticks, in seconds as played, in seconds of score time.
  const spanStarts: number[] = [];
  const spanSeconds: number[] = [];
  const spanScoreSeconds: number[] = [];
  let ticks = 0;
  let seconds = 0;
  for (const { from, to } of spans) {
    spanStarts.push(ticks);
    spanSeconds.push(seconds);
    const fromSeconds = tempo.secondsAt(from);
    spanScoreSeconds.push(fromSeconds);
    ticks += to - from;
    seconds += tempo.secondsAt(to) - fromSeconds;
  }
  const secondsAt = (span: number, tick: number): number => spanSeconds[span]! + tempo.secondsAt(tick) - spanScoreSeconds[span]!;

  const s = tables.symbols.ints;
  const firstVoice = Math.max(0, tables.tunes.ints[tune * TuneField.Stride + TuneField.VoiceStart]!);
  const events: PlaybackEvent[] = [];
  for (const [voice, list] of symbols.voices) {
    if (voice < 0 || voice >= tables.voices.count) continue;
    const notes = voiceNotes(s, list, symbols.macroNotes.get(voice) ?? []);
    if (notes.symbols.length === 0) continue;
    const id = voiceId(tables.voices.ints, voice, source);
    const sounds = voiceSounds(tables, notes, spans, spanStarts);
    for (let i = 0; i < sounds.count; i++) {
      const midi = sounds.midi[i]!;
      if (midi < 0 || midi > 127) continue;
      const start = secondsAt(sounds.startSpan[i]!, sounds.startTick[i]!);
      events.push({
        midi,
        start: round(start),
        duration: round(secondsAt(sounds.endSpan[i]!, sounds.endTick[i]!) - start),
        voice: voice - firstVoice,
        voiceId: id,
        sourceStart: sounds.sourceStart[i]!,
        sourceEnd: sounds.sourceEnd[i]!,
      });
    }
  }
  // Each voice's events are mostly in order already (a one-voice tune often wholly): sort only
  // when needed, and then the sort merges the voices' runs.
  if (!inPlayOrder(events)) events.sort(comparePlayOrder);
  return { events, duration: round(seconds) };
}

/**
 * The playback of every tune of the render whose model tables are `tables`, for `source` (the
 * text rendered): one entry per tune record, in file order (the indices of RenderResult.tunes);
 * a tune without music has no events and duration 0.
 */
export function buildPlayback(tables: ModelTables, source: string): TunePlayback[] {
  const tunes = collectTunes(tables, source);
  return tunes.map((symbols, tune) =>
    tables.tunes.ints[tune * TuneField.Stride + TuneField.HasMusic] === 1
      ? tunePlayback(tables, tune, symbols, source)
      : { events: [], duration: 0 },
  );
}
