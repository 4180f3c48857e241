/**
 * @fileoverview Places a note or rest in time (broken rhythm waiting from the previous note,
 * the open tuplet, slurs waiting for their first note, pending decorations), and sounds its
 * heads (key signature, measure accidentals, ties).
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { SymbolBits } from "../model/tables";
import { attachWaiting, hasPending, hasPendingDecoration } from "./decorations";
import { VoiceState } from "./parseState";
import { midiOf, soundingAlteration } from "./pitch";
import { transposeHead } from "./transpose";

/**
 * Gives a new note or rest its length: broken rhythm pending from the previous note, the open
 * tuplet, the slurs waiting for their first note; advances the voice's time. The symbol's start
 * time is the voice's time, which appendSymbol gave it when the parser made it just before.
 */
export function placeTimed(ctx: Context, voice: VoiceState, symbol: i32, written: i32): void {
  const symbols = ctx.symbols;
  let duration = written;
  if (voice.brokenDenominator > 0) {
    written = <i32>((<i64>written * voice.brokenNumerator) / voice.brokenDenominator);
    duration = written;
    voice.brokenDenominator = 0;
  }
  if (voice.tuplet >= 0) {
    duration = <i32>((<i64>written * voice.tupletQ) / voice.tupletP);
    const tuplets = ctx.tuplets;
    if (tuplets.first.get(voice.tuplet) < 0) tuplets.first.set(voice.tuplet, symbol);
    tuplets.last.set(voice.tuplet, symbol);
    symbols.tuplet.set(symbol, voice.tuplet);
    if (--voice.tupletRemaining <= 0) voice.tuplet = -1;
  }
  symbols.written.set(symbol, written);
  symbols.duration.set(symbol, duration);
  voice.time += duration;
  if (voice.beamBreak) symbols.setFlag(symbol, SymbolBits.BeamBreakBefore);
  voice.beamBreak = false;
  voice.lastNote = symbol;
  // The decorations and annotations written since the voice's last symbol go on this one: one
  // test of the tables' counts for both that and !invisible!, which few notes have.
  if (hasPending(ctx, voice)) {
    // !invisible! on a note (ABC 2.1 4.14): it keeps its time, space and lyrics but draws
    // nothing, as abc2svg 1.22.1 draws it (black-boxed); the model is unchanged.
    if (symbols.kind.get(symbol) == SymbolKind.Note && hasPendingDecoration(ctx, voice, "invisible")) {
      symbols.setFlag(symbol, SymbolBits.Invisible);
    }
    attachWaiting(ctx, voice, symbol);
  }
  for (let k = 0; k < voice.slurDepth; k++) {
    if (unchecked(voice.slurFirst[k]) < 0) {
      unchecked((voice.slurFirst[k] = symbol));
      symbols.setFlag(symbol, SymbolBits.SlurStart);
    }
  }
}

/**
 * Computes the MIDI pitch of a note's heads and whether a tie ends on it; widens the voice's
 * range of steps (VoiceState.lowestStep, highestStep).
 */
export function soundHeads(ctx: Context, voice: VoiceState, symbol: i32): void {
  const first = ctx.symbols.headStart.get(symbol);
  const count = ctx.symbols.headCount.get(symbol);
  for (let head = first, last = first + count; head < last; head++) soundHead(ctx, voice, symbol, head);
  voice.tieCount = 0;
}

/**
 * soundHeads of a note of one head, `head`, which its parser has just added with `step` and
 * `accidental` (a note outside a chord, most notes): the note's head range is not read back,
 * nor, unless the voice is transposed, the head's step and accidental, and no loop is run.
 */
export function soundOneHead(ctx: Context, voice: VoiceState, symbol: i32, head: i32, step: i32, accidental: i32): void {
  if (transposeHead(ctx, voice, head)) {
    step = ctx.heads.step.get(head);
    accidental = ctx.heads.accidental.get(head);
  }
  soundDrawnHead(ctx, voice, symbol, head, step, accidental);
  voice.tieCount = 0;
}

/** Sounds head `head` of note `symbol` (soundHeads), the ties of the note before still in `voice`. */
@inline function soundHead(ctx: Context, voice: VoiceState, symbol: i32, head: i32): void {
  const heads = ctx.heads;
  // The head as drawn: the voice's transposition moves it (parse/transpose.ts).
  transposeHead(ctx, voice, head);
  soundDrawnHead(ctx, voice, symbol, head, heads.step.get(head), heads.accidental.get(head));
}

/** soundHead of head `head`, drawn at `step` with `accidental` (transposed already). */
@inline function soundDrawnHead(ctx: Context, voice: VoiceState, symbol: i32, head: i32, step: i32, accidental: i32): void {
  voice.lowestStep = min(voice.lowestStep, step);
  voice.highestStep = max(voice.highestStep, step);
  for (let t = 0; t < voice.tieCount; t++) {
    if (unchecked(voice.tieSteps[t]) == step) ctx.symbols.setFlag(symbol, SymbolBits.TieEnd);
  }
  // An octave clef (treble-8) sounds an octave from where its notes are written.
  ctx.heads.midi.set(head, midiOf(step, soundingAlteration(voice, step, accidental)) + 12 * voice.clefOctave + voice.midiShift);
}
