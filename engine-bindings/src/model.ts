/**
 * @fileoverview The music model dump of MODEL.md (`swaralipi model`): what the engine understood
 * of each tune, voice by voice, in the form the differential test compares with abc2svg.
 *
 * Built from the core's model export tables (abi TuneField, VoiceField, SymbolField, HeadField):
 * one entry per tune with music, its voices in table order, each voice's notes, rests and bars
 * in symbol order (the core exports a voice's symbols in source order), grace notes left out.
 * The played notes of `m:` macros (SymbolFlag.PlayOnly) go to the voice's play voice `ID-p`,
 * listed after the tune's voices, as abc2svg 1.22.1's model has them.
 * Usage examples: model.test.ts.
 */

import { BarType, HeadField, Model, SymbolField, SymbolFlag, SymbolKind, TuneField, VoiceField } from '../../engine-as/src/abi.js';
import type { ModelTables } from './results.js';
import { fieldText, sourceSlice } from './text.js';
import type { ModelDump, ModelEvent } from './types.js';

/** MODEL.md's bar types, by abi BarType. */
const BAR_TYPES: readonly string[] = ['|', '||', '|]', '[|', '|:', ':|', '::', '.|', '[|]'];

function greatestCommonDivisor(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * A time or duration in ticks (abi Model.TicksPerWhole per whole note) as MODEL.md writes it:
 * a reduced fraction of a whole note, `"0"`, `"1/8"`, `"3/2"`, `"7"`, `"-1/4"`.
 */
export function wholeNoteFraction(ticks: number): string {
  if (ticks === 0) return '0';
  const divisor = greatestCommonDivisor(Math.abs(ticks), Model.TicksPerWhole);
  const numerator = ticks / divisor;
  const denominator = Model.TicksPerWhole / divisor;
  return denominator === 1 ? String(numerator) : `${numerator}/${denominator}`;
}

/** MODEL.md's string for abi BarType `type` (`|` for a value it does not know). */
export function barTypeString(type: number): string {
  return BAR_TYPES[type] ?? BAR_TYPES[BarType.Single]!;
}

/**
 * The bar type of the bar symbol at `base` as abc2svg gives it (MODEL.md): dotted and invisible
 * bars by their type; any other bar as written in `source` (abc2svg keeps `||]` or `|]|]`),
 * followed by `:` when the core merged it with a `|:` after it, with `:|:` and `:||:` written
 * `::`.
 */
function barText(symbols: Int32Array, base: number, source: string): string {
  const type = symbols[base + SymbolField.Value];
  if (type === BarType.Dotted || type === BarType.Invisible) return barTypeString(type);
  let text = sourceSlice(source, symbols[base + SymbolField.Start], symbols[base + SymbolField.End]);
  if ((symbols[base + SymbolField.Flags] & SymbolFlag.MergedRepeat) !== 0) text += ':';
  if (text === ':|:' || text === ':||:') return '::';
  return text === '' ? barTypeString(type) : text;
}

/** The event of symbol `base` (its first word), or null for a symbol the dump leaves out. */
function symbolEvent(symbols: Int32Array, heads: Int32Array, headCount: number, base: number, source: string): ModelEvent | null {
  if ((symbols[base + SymbolField.Flags] & SymbolFlag.Grace) !== 0) return null;
  const time = wholeNoteFraction(symbols[base + SymbolField.Time]);
  const duration = symbols[base + SymbolField.Duration];
  switch (symbols[base + SymbolField.Kind]) {
    case SymbolKind.Note: {
      const first = symbols[base + SymbolField.HeadStart];
      const last = Math.min(first + symbols[base + SymbolField.HeadCount], headCount);
      const midi: number[] = [];
      for (let head = Math.max(first, 0); head < last; head++) midi.push(heads[head * HeadField.Stride + HeadField.Midi]);
      midi.sort((a, b) => a - b);
      return ['note', time, wholeNoteFraction(duration), midi];
    }
    case SymbolKind.Rest:
    case SymbolKind.MultiMeasureRest:
      return ['rest', time, wholeNoteFraction(duration)];
    case SymbolKind.Space:
      // MODEL.md: "spacers with a duration" are rests; a spacer without one (`y`) is not an event.
      return duration > 0 ? ['rest', time, wholeNoteFraction(duration)] : null;
    case SymbolKind.Bar:
      return ['bar', time, barText(symbols, base, source)];
    default:
      return null;
  }
}

/**
 * The id of voice record `voice`: its V: id, "1" for a tune's default voice, and for a voice
 * overlay its parent's id followed by "o" (abc2svg's voice_tb ids: "1o", "2oo").
 */
export function voiceId(voices: Int32Array, voice: number, source: string): string {
  let suffix = '';
  let current = voice;
  for (let depth = 0; depth < 64; depth++) {
    const parent = voices[current * VoiceField.Stride + VoiceField.OverlayOf];
    // A parent is always an earlier voice record; anything else ends the walk (no cycles).
    if (parent === undefined || parent < 0 || parent >= current) break;
    suffix += 'o';
    current = parent;
  }
  const idStart = voices[current * VoiceField.Stride + VoiceField.IdStart];
  const idEnd = voices[current * VoiceField.Stride + VoiceField.IdEnd];
  return (idStart < 0 ? '1' : sourceSlice(source, idStart, idEnd)) + suffix;
}

/** The play voices (`ID-p`) of voices firstVoice..lastVoice-1 that have played notes, by first use. */
function playVoicesByFirstUse(
  symbols: ModelTables['symbols'],
  playEvents: ModelEvent[][],
  firstVoice: number,
  lastVoice: number,
  source: string,
  voiceInts: Int32Array,
): { firstUse: number; voice: ModelDump['tunes'][number]['voices'][number] }[] {
  const firstUse = new Map<number, number>();
  for (let symbol = 0; symbol < symbols.count; symbol++) {
    const base = symbol * SymbolField.Stride;
    if ((symbols.ints[base + SymbolField.Flags] & SymbolFlag.PlayOnly) === 0) continue;
    const voice = symbols.ints[base + SymbolField.Voice];
    if (voice >= firstVoice && voice < lastVoice && !firstUse.has(voice)) firstUse.set(voice, symbols.ints[base + SymbolField.Start]);
  }
  return [...firstUse]
    .filter(([voice]) => playEvents[voice]!.length > 0)
    .sort((a, b) => a[1] - b[1])
    .map(([voice, start]) => ({ firstUse: start, voice: { id: `${voiceId(voiceInts, voice, source)}-p`, events: playEvents[voice]! } }));
}

/**
 * Builds the MODEL.md dump of the render whose model tables are `tables`, for `source` (the text
 * rendered: tune fields and voice ids are slices of it). A voice without a V: id is "1".
 */
export function buildModelDump(tables: ModelTables, source: string): ModelDump {
  const { tunes, voices, symbols, heads } = tables;

  // Events of every voice and of its play voice, filled in one pass over the symbols.
  const voiceEvents: ModelEvent[][] = [];
  const playEvents: ModelEvent[][] = [];
  for (let voice = 0; voice < voices.count; voice++) {
    voiceEvents.push([]);
    playEvents.push([]);
  }
  for (let symbol = 0; symbol < symbols.count; symbol++) {
    const base = symbol * SymbolField.Stride;
    const voice = symbols.ints[base + SymbolField.Voice];
    if (voice < 0 || voice >= voices.count) continue;
    const event = symbolEvent(symbols.ints, heads.ints, heads.count, base, source);
    if (!event) continue;
    const playOnly = (symbols.ints[base + SymbolField.Flags] & SymbolFlag.PlayOnly) !== 0;
    (playOnly ? playEvents : voiceEvents)[voice]!.push(event);
  }

  const dump: ModelDump = { tunes: [] };
  for (let tune = 0; tune < tunes.count; tune++) {
    const base = tune * TuneField.Stride;
    const t = tunes.ints;
    if (t[base + TuneField.HasMusic] !== 1) continue;
    const firstVoice = Math.max(0, t[base + TuneField.VoiceStart]);
    const lastVoice = Math.min(voices.count, firstVoice + t[base + TuneField.VoiceCount]);
    const tuneVoices: ModelDump['tunes'][number]['voices'] = [];
    // abc2svg makes a play voice when a voice first uses a macro, so it comes after the voices
    // defined before that use: before the first voice whose V: id comes later in the source.
    const playVoices = playVoicesByFirstUse(symbols, playEvents, firstVoice, lastVoice, source, voices.ints);
    for (let voice = firstVoice; voice < lastVoice; voice++) {
      const idStart = voices.ints[voice * VoiceField.Stride + VoiceField.IdStart];
      while (playVoices.length > 0 && idStart >= 0 && playVoices[0]!.firstUse < idStart) tuneVoices.push(playVoices.shift()!.voice);
      tuneVoices.push({ id: voiceId(voices.ints, voice, source), events: voiceEvents[voice]! });
    }
    for (const play of playVoices) tuneVoices.push(play.voice);
    dump.tunes.push({
      x: fieldText(source, t[base + TuneField.XStart], t[base + TuneField.XEnd]),
      title: fieldText(source, t[base + TuneField.TitleStart], t[base + TuneField.TitleEnd]),
      voices: tuneVoices,
    });
  }
  return dump;
}

/**
 * The dump as JSON text for the CLI: the structure of MODEL.md's example, with each event on one
 * line (a voice of a long tune stays readable and diffs line by line).
 */
export function formatModelDump(dump: ModelDump): string {
  const list = (items: string[], indent: string): string =>
    items.length === 0 ? '[]' : `[\n${items.join(',\n')}\n${indent}]`;
  const tunes = dump.tunes.map((tune) => {
    const voices = tune.voices.map((voice) => {
      const events = voice.events.map((event) => '          ' + JSON.stringify(event));
      return `      { "id": ${JSON.stringify(voice.id)},\n        "events": ${list(events, '        ')} }`;
    });
    return `  { "x": ${JSON.stringify(tune.x)},\n    "title": ${JSON.stringify(tune.title)},\n    "voices": ${list(voices, '    ')} }`;
  });
  return `{ "tunes": ${list(tunes, '')} }\n`;
}
