/**
 * @fileoverview Fields met in the tune body, as lines (`K:G`) or inline (`[K:G]`): key, meter,
 * unit length, tempo and voice changes write symbols or change the current voice (ABC 2.1 3.2,
 * 7.2). Fields that only carry text (P:, N:, R:, I:, r:...) are read past for now.
 */

import { DiagnosticCode, Severity, SymbolKind } from "../abi";
import { Context } from "../context";
import { matchesWord, skipSpaces, wordEnd } from "../text/scan";
import { applyInstruction } from "./directives";
import { parseKey, parseMeter, parseTempo, parseUnitLength } from "./fields";
import { applyBodyText, checkBodyTempo } from "./headerFields";
import { updateTransposition } from "./transpose";
import { readParameters } from "./voiceParams";
import { ParsePhase, VoiceState } from "./parseState";
import { appendSymbol, currentVoice, defaultUnitTicks, voiceById } from "./voices";

/**
 * Applies the field `letter` whose value is source[valueStart, stop) (valueEnd: its comment and
 * trailing blanks left out, which the caller has found) and which ends at `end` (the `X:` starts
 * at fieldStart). Fields in the header set the tune's defaults; in the body they change the
 * current voice and write the symbols a change needs.
 */
export function applyField(ctx: Context, letter: i32, fieldStart: i32, valueStart: i32, stop: i32, end: i32, inline: bool): void {
  const source = ctx.source;
  const state = ctx.parse;
  const inHeader = state.phase == ParsePhase.Header;
  if (inline) {
    // What the line forms of parseText do before applying a field: [I:name value] is an
    // instruction, [T:] [P:] [W:] are texts, [Q:] is checked for a tempo before the music.
    if (letter == 73 /* I */) {
      applyInstruction(ctx, fieldStart, valueStart, stop);
      return;
    }
    if (applyBodyText(ctx, letter, fieldStart, skipSpaces(source, valueStart, stop), stop)) return;
    if (letter == 81 /* Q */) checkBodyTempo(ctx, fieldStart, skipSpaces(source, valueStart, stop), stop);
  }
  switch (letter) {
    case 75: { // K:
      if (inHeader) {
        parseKey(ctx, valueStart, stop, state.header);
        applyHeaderToVoices(ctx);
        state.phase = ParsePhase.AfterKey;
      } else {
        const voice = currentVoice(ctx);
        const clef = voice.clef;
        const octave = voice.clefOctave;
        parseKey(ctx, valueStart, stop, voice);
        if (voice.started) {
          const key = appendSymbol(ctx, voice, SymbolKind.Key, fieldStart, end);
          ctx.symbols.value.set(key, voice.keySharps);
          ctx.symbols.value2.set(key, voice.keyAlterations);
          // A voice whose notes chose its clef gets the clef named even when it seems unchanged.
          if (voice.clef != clef || voice.clefOctave != octave || (voice.clefAuto && state.clefNamed)) writeClef(ctx, voice, fieldStart, end);
        }
      }
      break;
    }
    case 77: { // M:
      if (inHeader) {
        parseMeter(ctx, valueStart, stop, state.header);
      } else {
        const voice = currentVoice(ctx);
        parseMeter(ctx, valueStart, stop, voice);
        if (voice.started) {
          const meter = appendSymbol(ctx, voice, SymbolKind.Meter, fieldStart, end);
          ctx.symbols.value.set(meter, voice.meterTicks);
          ctx.symbols.value2.set(meter, voice.meterDisplay);
        }
      }
      break;
    }
    case 76: { // L:
      parseUnitLength(ctx, valueStart, stop, inHeader ? state.header : currentVoice(ctx));
      break;
    }
    case 81: { // Q:
      const bpmBefore = state.tempoBpm;
      const beatBefore = state.tempoBeat;
      parseTempo(ctx, valueStart, stop);
      if (inHeader) {
        state.tempoStart = fieldStart;
        state.tempoEnd = stop;
      } else if (state.tempoBpm != bpmBefore || state.tempoBeat != beatBefore) {
        const voice = currentVoice(ctx);
        const tempo = appendSymbol(ctx, voice, SymbolKind.Tempo, fieldStart, end);
        ctx.symbols.value.set(tempo, state.tempoBpm);
        ctx.symbols.value2.set(tempo, state.tempoBeat);
      }
      break;
    }
    case 86: { // V:
      applyVoiceField(ctx, fieldStart, valueStart, stop);
      break;
    }
    default:
      // T: P: N: R: I: r: m: U: W: s: and the other text fields: read past (a later issue
      // draws titles of parts, W: words and s: symbol lines, and applies I: and U:).
      break;
  }
}

/**
 * V:id params (ABC 2.1 7.2): selects (creating if new) the voice and applies its parameters
 * (parse/voiceParams.ts); a started voice gets a Clef or Key symbol where they change its clef
 * or drawn key. `V:*` (parameters for every voice) belongs to the header only.
 */
function applyVoiceField(ctx: Context, fieldStart: i32, valueStart: i32, end: i32): void {
  const source = ctx.source;
  const state = ctx.parse;
  const idStart = skipSpaces(source, valueStart, end);
  const idEnd = wordEnd(source, idStart, end);
  if (idStart >= idEnd) return;
  if (matchesWord(source, idStart, idEnd, "*") && idEnd - idStart == 1) {
    if (state.phase != ParsePhase.Header) ctx.diagnostics.report(source, DiagnosticCode.VoiceStarInBody, Severity.Error, fieldStart, end);
    else applyToEveryVoice(ctx, idEnd, end);
    return;
  }
  state.current = voiceById(ctx, idStart, idEnd);
  const voice = state.voiceState(state.current);
  const clef = voice.clef;
  const octave = voice.clefOctave;
  const sharps = voice.keySharps;
  const alterations = voice.keyAlterations;
  if (readParameters(ctx, idEnd, end, voice)) {
    voice.clefExplicit = true;
    if (voice.started && (voice.clef != clef || voice.clefOctave != octave || voice.clefAuto)) writeClef(ctx, voice, fieldStart, end);
  }
  if (voice.started && (voice.keySharps != sharps || voice.keyAlterations != alterations)) {
    const key = appendSymbol(ctx, voice, SymbolKind.Key, fieldStart, end);
    ctx.symbols.value.set(key, voice.keySharps);
    ctx.symbols.value2.set(key, voice.keyAlterations);
  }
}

/**
 * `V:* params` in the tune header: the parameters go to the header (every voice met later takes
 * them) and to the voices already defined (abc2svg does the same): their clef and transposition.
 */
function applyToEveryVoice(ctx: Context, from: i32, end: i32): void {
  const state = ctx.parse;
  const header = state.header;
  // What the line changes is what the voices take: compare the header before and after.
  const octave = header.octave;
  const drawn = header.drawnSemitones;
  const steps = header.drawnSteps;
  const midiShift = header.midiShift;
  const clefNamed = readParameters(ctx, from, end, header);
  const transposed = header.drawnSemitones != drawn || header.drawnSteps != steps || header.midiShift != midiShift;
  for (let k = 0; k < state.voiceCount; k++) {
    const voice = state.voiceState(k);
    if (clefNamed) {
      voice.clef = header.clef;
      voice.clefOctave = header.clefOctave;
      voice.clefAuto = header.clefAuto;
    }
    if (header.octave != octave) voice.octave = header.octave;
    if (transposed) {
      voice.copyTransposition(header);
      updateTransposition(ctx, voice);
    }
  }
}

/**
 * Writes a clef change. One written right after a bar line stands before it, at the end of the
 * measure before (Gould, Behind Bars p. 42: a clef change at a bar line precedes it; abc2svg
 * draws it there too, and at the end of a system it warns of the next one).
 */
function writeClef(ctx: Context, voice: VoiceState, start: i32, end: i32): void {
  const symbol = appendSymbol(ctx, voice, SymbolKind.Clef, start, end);
  const symbols = ctx.symbols;
  symbols.value.set(symbol, voice.clef);
  symbols.value2.set(symbol, voice.clefOctave);
  // The bar, past the key or meter change the same field wrote before the clef.
  const time = symbols.time.get(symbol);
  const last = symbols.prev.get(symbol);
  let bar = last;
  while (bar >= 0 && symbols.time.get(bar) == time && (symbols.kind.get(bar) == SymbolKind.Key || symbols.kind.get(bar) == SymbolKind.Meter)) bar = symbols.prev.get(bar);
  if (bar < 0 || symbols.kind.get(bar) != SymbolKind.Bar || symbols.time.get(bar) != time) return;
  // A bar read under the staff arrangement before a body %%staves ends that arrangement's last
  // system: a clef given at the start of the new arrangement stays in it (moved before the bar,
  // it would carry the new arrangement into the old one's system).
  // (Symbols take their arrangement by id at the tune's end: parse/arrangements.ts.)
  if (bar < ctx.parse.arrangementFirstSymbol) return;
  const before = symbols.prev.get(bar);
  if (before < 0) return;
  // before -> bar ... last -> clef becomes before -> clef -> bar ... last.
  symbols.next.set(last, -1);
  symbols.next.set(before, symbol);
  symbols.prev.set(symbol, before);
  symbols.next.set(symbol, bar);
  symbols.prev.set(bar, symbol);
  voice.lastSymbol = last;
}

/**
 * At the header's K: line: voices defined earlier in the header (V: before K:) take the
 * tune's key, meter and unit length, its clef unless they named their own, and its octave=
 * unless they gave their own (abc2svg does the same).
 */
function applyHeaderToVoices(ctx: Context): void {
  const state = ctx.parse;
  const header = state.header;
  for (let k = 0; k < state.voiceCount; k++) {
    const voice = state.voiceState(k);
    if (voice.started) continue;
    voice.sourceKeySharps = header.sourceKeySharps;
    voice.sourceKeyAlterations = header.sourceKeyAlterations;
    voice.keyNone = header.keyNone;
    // The key as drawn: the header's and the voice's own transposition (parse/transpose.ts).
    updateTransposition(ctx, voice);
    voice.meterTicks = header.meterTicks;
    voice.meterDisplay = header.meterDisplay;
    voice.unitTicks = header.unitTicks > 0 ? header.unitTicks : defaultUnitTicks(header.meterTicks, header.meterDisplay);
    if (!voice.clefExplicit) {
      voice.clef = header.clef;
      voice.clefOctave = header.clefOctave;
      voice.clefAuto = header.clefAuto;
    }
    if (!voice.octaveExplicit) voice.octave = header.octave;
  }
}
