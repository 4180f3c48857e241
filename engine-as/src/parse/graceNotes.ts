/**
 * @fileoverview Grace notes and acciaccaturas `{...}` `{/...}` (ABC 2.1 4.12).
 */

import { DiagnosticCode, Model, Severity, SymbolKind } from "../abi";
import { Context } from "../context";
import { SymbolBits } from "../model/tables";
import { isDigit, isSpace } from "../text/source";
import { sortHeads } from "./chords";
import { parseDecoration } from "./decorations";
import { MAX_DURATION, isNoteStart, readAccidental, readLength, readPitch, report, shiftOctaves } from "./noteParts";
import { VoiceState } from "./parseState";
import { midiOf, soundingAlteration } from "./pitch";
import { transposeHead } from "./transpose";
import { parseOpenParenthesis } from "./slursAndTuplets";
import { appendSymbol } from "./voices";

/**
 * A grace-note group `{...}` or acciaccatura `{/...}` (ABC 2.1 4.12): each grace note becomes a
 * Grace symbol (engine-spec 3) at the voice's time, taking no time, with its heads; accidentals
 * of grace notes count for the rest of the measure (abc2svg does so). What may not appear in a
 * group is reported (engine-spec 5): bars, tuplets, broken rhythm. A slur opened in the group
 * starts on the main note that follows, until grace notes are drawn.
 */
export function parseGraceGroup(ctx: Context, voice: VoiceState, start: i32, end: i32): i32 {
  const source = ctx.source;
  const state = ctx.parse;
  let i = start + 1;
  let first = true;
  const acciaccatura = source.at(i) == 47 /* / */;
  if (acciaccatura) i++;
  let graceCount = 0;
  let lastGrace = -1;
  while (i < end) {
    const c = source.at(i);
    if (c == 125 /* } */) {
      if (graceCount == 1) doubleWrittenLength(ctx, lastGrace);
      return i + 1;
    }
    const chord = c == 91 /* [ */;
    if (isNoteStart(c) || chord) {
      // A grace note, or a grace chord `{[ac']}` whose heads share one symbol.
      const noteStart = i;
      const symbol = appendSymbol(ctx, voice, SymbolKind.Grace, noteStart, noteStart + 1);
      const firstHead = ctx.heads.count;
      if (chord) i++;
      let pitchEnd = i;
      while (i < end) {
        const headStart = i;
        const accidental = readAccidental(ctx, i);
        const written = readPitch(ctx, state.cursor, end);
        if (written < 0) {
          if (!chord || source.at(i) != 93 /* ] */) report(ctx, DiagnosticCode.BadGraceNote, headStart, state.cursor + 1, false);
          i = chord && source.at(i) == 93 ? i + 1 : state.cursor + 1;
          break;
        }
        pitchEnd = state.cursor;
        const head = ctx.heads.add(symbol, shiftOctaves(written, voice.octave), accidental, headStart, pitchEnd);
        // The head as drawn: the voice's transposition moves it (parse/transpose.ts).
        transposeHead(ctx, voice, head);
        const step = ctx.heads.step.get(head);
        const alteration = soundingAlteration(voice, step, ctx.heads.accidental.get(head));
        ctx.heads.midi.set(head, midiOf(step, alteration) + 12 * voice.clefOctave + voice.midiShift);
        i = pitchEnd;
        if (!chord) break;
        // Lengths inside a grace chord are read past; the chord's length follows `]`.
        while (i < end && (isDigit(source.at(i)) || source.at(i) == 47)) i++;
      }
      const headCount = ctx.heads.count - firstHead;
      if (headCount == 0) {
        ctx.symbols.kind.set(symbol, SymbolKind.Space);
        continue;
      }
      sortHeads(ctx, firstHead, headCount);
      readLength(ctx, i, end);
      const after = state.cursor;
      ctx.symbols.end.set(symbol, after);
      const symbols = ctx.symbols;
      symbols.setFlag(symbol, SymbolBits.Grace);
      if (first) {
        symbols.setFlag(symbol, SymbolBits.BeamBreakBefore);
        if (acciaccatura) symbols.setFlag(symbol, SymbolBits.Acciaccatura);
        first = false;
      }
      const ticks = (<i64>GRACE_UNIT_TICKS * state.numerator) / state.denominator;
      symbols.written.set(symbol, <i32>max<i64>(1, min<i64>(ticks, MAX_DURATION)));
      graceCount++;
      symbols.graces++;
      lastGrace = symbol;
      symbols.headStart.set(symbol, firstHead);
      symbols.headCount.set(symbol, headCount);
      i = after;
      continue;
    }
    if (c == 124) ctx.diagnostics.report(source, DiagnosticCode.BarInGrace, Severity.Error, i, i + 1);
    else if (c == 40 && isDigit(source.at(i + 1))) ctx.diagnostics.report(source, DiagnosticCode.TupletInGrace, Severity.Error, i, i + 2);
    else if (c == 40 && source.at(i + 1) != 38) {
      i = parseOpenParenthesis(ctx, voice, i, end);
      continue;
    } else if (c == 60 || c == 62) ctx.diagnostics.report(source, DiagnosticCode.BrokenRhythmInGrace, Severity.Error, i, i + 1);
    else if (c == 33 /* ! */) {
      i = parseDecoration(ctx, i, end);
      continue;
    } else if (!isSpace(c) && c != 45 /* - */ && c != 41 /* ) */) {
      report(ctx, DiagnosticCode.BadGraceNote, i, i + 1, false);
    }
    i++;
  }
  ctx.diagnostics.report(source, DiagnosticCode.NoEndOfGraceSequence, Severity.Error, start, end);
  if (graceCount == 1) doubleWrittenLength(ctx, lastGrace);
  return end;
}

/**
 * The written length of a grace note of length 1, whatever L: says: a sixteenth, drawn with two
 * beams in a group (abc2svg 1.22.1, black-boxed: `{ga}` two beams and `{g/a/}` three under
 * L:1/8 and L:1/4 alike, `{g2a2}` one); a lone grace note is drawn twice as long, with one flag
 * (`{g}`), see doubleWrittenLength.
 */
const GRACE_UNIT_TICKS: i32 = Model.TicksPerWhole / 16;

/** A grace note alone in its group is written twice as long (one flag for length 1, as abc2svg). */
function doubleWrittenLength(ctx: Context, symbol: i32): void {
  if (symbol < 0) return;
  const written = ctx.symbols.written.get(symbol);
  ctx.symbols.written.set(symbol, <i32>min<i64>(<i64>written * 2, MAX_DURATION));
}
