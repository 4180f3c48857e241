/**
 * @fileoverview Voices of the tune being read: finding or creating a voice by its V: id,
 * creating the default voice, and appending symbols to a voice with their links. Every voice
 * starts with Clef, Key and Meter symbols at time 0 (model/values.ts), so layout can draw the
 * start of any staff from its symbols alone.
 */

import { Model, SymbolKind } from "../abi";
import { Context } from "../context";
import { MeterDisplay } from "../model/values";
import { rangesEqual } from "../text/scan";
import { EIGHTH, VoiceState } from "./parseState";

/** The unit note length a voice gets when no L: was given (engine-spec 9, ABC 2.1 3.1.7). */
export function defaultUnitTicks(meterTicks: i32, meterDisplay: i32): i32 {
  // "1/16 if the meter is under 3/4": a meter shorter than three quarter notes.
  if (meterDisplay != MeterDisplay.None && meterTicks > 0 && meterTicks * 4 < Model.TicksPerWhole * 3) {
    return Model.TicksPerWhole / 16;
  }
  return EIGHTH;
}

/**
 * Finds the voice with id source[idStart, idEnd) in the current tune, or creates it with the
 * header's clef, key, meter and unit length. Returns its index in the parse state's pool.
 */
export function voiceById(ctx: Context, idStart: i32, idEnd: i32): i32 {
  const state = ctx.parse;
  const voices = ctx.voices;
  const tune = state.tune;
  const first = ctx.tunes.firstVoice.get(tune);
  for (let k = 0; k < state.voiceCount; k++) {
    const voice = first + k;
    const start = voices.idStart.get(voice);
    if (start >= 0 && rangesEqual(ctx.source, start, voices.idEnd.get(voice), idStart, idEnd)) return k;
  }
  // A tune's music written before its first V: went to the default voice; when that voice is
  // still empty, the first named voice takes its place (abc2svg does the same).
  if (state.voiceCount == 1 && voices.idStart.get(first) < 0 && voices.first.get(first) < 0) {
    voices.idStart.set(first, idStart);
    voices.idEnd.set(first, idEnd);
    return 0;
  }
  // The default voice is "1": a later V:1 goes on with the music written before any V:
  // (abc2svg 1.22.1; nottingham jigs_part1 X:111).
  if (state.voiceCount > 0 && voices.idStart.get(first) < 0 && idEnd - idStart == 1 && ctx.source.at(idStart) == 49 /* 1 */) return 0;
  return addVoice(ctx, idStart, idEnd);
}

/**
 * The voice that music goes to now, creating the default voice "1" when there is none.
 * Inlined: it was asked for before every character of music (parse/music.ts now asks only
 * when ParseState.current changed), and Binaryen inlines no function that makes a call
 * (addVoice), so it stayed a call per character, about 0.7% of the core; the rare first use
 * stays a call.
 */
@inline export function currentVoice(ctx: Context): VoiceState {
  const state = ctx.parse;
  if (state.current < 0) chooseDefaultVoice(ctx);
  return state.voiceState(state.current);
}

/** Makes the tune's first voice current, creating the default voice "1" when there is none. */
function chooseDefaultVoice(ctx: Context): void {
  const state = ctx.parse;
  state.current = state.voiceCount > 0 ? 0 : addVoice(ctx, -1, -1);
}

/**
 * A new system of staves (%%staves or %%score in the body, engine-spec 3 "staves" symbol):
 * every voice continues from the latest time any voice has reached, and voices met from now
 * on start there (abc2svg behaves so; checked by black-box tests).
 */
export function synchroniseVoices(ctx: Context): void {
  const state = ctx.parse;
  let latest = state.voiceStartTime;
  for (let k = 0; k < state.voiceCount; k++) latest = max(latest, state.voiceState(k).time);
  for (let k = 0; k < state.voiceCount; k++) {
    const voice = state.voiceState(k);
    voice.time = latest;
    voice.measureStart = latest;
  }
  state.voiceStartTime = latest;
}

/**
 * Creates the overlay voice of voice `parentIndex` (pool index) for `&` (ABC 2.1 7.4): a voice
 * of its own in the model, with no starting clef, key or meter of its own (it shares its
 * parent's staff). Returns its pool index.
 */
export function addOverlayVoice(ctx: Context, parentIndex: i32): i32 {
  const state = ctx.parse;
  const parent = state.voiceState(parentIndex);
  const index = addVoice(ctx, -1, -1);
  const child = state.voiceState(index);
  ctx.voices.overlayOf.set(child.voice, parent.voice);
  child.started = true;
  child.overlayParent = parentIndex;
  return index;
}

function addVoice(ctx: Context, idStart: i32, idEnd: i32): i32 {
  const state = ctx.parse;
  const tune = state.tune;
  const voice = ctx.voices.add(tune, idStart, idEnd);
  const index = state.voiceCount;
  ctx.tunes.voiceCount.set(tune, index + 1);
  const voiceState = state.addVoiceState(voice);
  const header = state.header;
  voiceState.takeAttributes(header);
  if (header.unitTicks <= 0) voiceState.unitTicks = defaultUnitTicks(header.meterTicks, header.meterDisplay);
  voiceState.time = state.voiceStartTime;
  voiceState.measureStart = state.voiceStartTime;
  voiceState.pendingDecorations = ctx.decorations.count;
  voiceState.pendingAnnotations = ctx.annotations.count;
  return index;
}

/**
 * Appends a symbol of `kind` at the voice's current time, linked after the voice's last symbol.
 * Writes the voice's starting clef, key and meter first if it has none yet. Returns its id.
 */
export function appendSymbol(ctx: Context, voice: VoiceState, kind: i32, start: i32, end: i32): i32 {
  if (!voice.started) startVoice(ctx, voice, start);
  return linkSymbol(ctx, voice, kind, start, end);
}

/** linkSymbol for startVoice's symbols, a few per voice: one copy of it, not four. */
function link(ctx: Context, voice: VoiceState, kind: i32, start: i32, end: i32): i32 {
  return linkSymbol(ctx, voice, kind, start, end);
}

/**
 * Adds a symbol of `kind` after the voice's last symbol and links it there; returns its id.
 * Inlined into appendSymbol, through which the parsers add every symbol: as a function that
 * startVoice also calls, Binaryen left it a second call per symbol.
 */
@inline function linkSymbol(ctx: Context, voice: VoiceState, kind: i32, start: i32, end: i32): i32 {
  const symbols = ctx.symbols;
  const previous = voice.lastSymbol;
  const id = symbols.add(kind, ctx.parse.tune, voice.voice, voice.time, start, end, previous);
  if (previous >= 0) {
    symbols.next.set(previous, id);
  } else {
    ctx.voices.first.set(voice.voice, id);
  }
  voice.lastSymbol = id;
  return id;
}

/** Writes the starting Clef, Key and Meter (and, for the first voice, Tempo) symbols. */
function startVoice(ctx: Context, voice: VoiceState, at: i32): void {
  voice.started = true;
  const symbols = ctx.symbols;
  const clef = link(ctx, voice, SymbolKind.Clef, at, at);
  symbols.value.set(clef, voice.clef);
  symbols.value2.set(clef, voice.clefOctave);
  const key = link(ctx, voice, SymbolKind.Key, at, at);
  symbols.value.set(key, voice.keySharps);
  symbols.value2.set(key, voice.keyAlterations);
  const meter = link(ctx, voice, SymbolKind.Meter, at, at);
  symbols.value.set(meter, voice.meterTicks);
  symbols.value2.set(meter, voice.meterDisplay);
  const state = ctx.parse;
  if (state.tempoBpm > 0 && voice.voice == ctx.tunes.firstVoice.get(state.tune)) {
    const tempo = link(ctx, voice, SymbolKind.Tempo, state.tempoStart, state.tempoEnd);
    symbols.value.set(tempo, state.tempoBpm);
    symbols.value2.set(tempo, state.tempoBeat);
  }
  ctx.tunes.hasMusic.set(state.tune, 1);
}
