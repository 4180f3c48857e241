/**
 * @fileoverview `!xstem!` (abc2svg's decoration): the note's stem is drawn up to the note
 * sounding with it on the staff above, as one stem across the two staves (keyboard writing,
 * Gould, Behind Bars p. 317). It needs that note: the one played just before it in time order,
 * at the same time, on another staff.
 *
 * Black-boxed from abc2svg 1.22.1: with the symbols of all voices in time order (voices in
 * their order at equal times, model/sortByTime.ts), the symbol before the decorated note must be
 * a note of another staff at the same time; else "Bad !xstem!". A tune of one voice is not
 * checked. abc2svg gives the message no place; ours is the decoration. On a rest or a bar it is
 * "!xstem! must be on a note", in any tune.
 */

import { DiagnosticCode, Severity, SymbolKind } from "../abi";
import { Context } from "../context";

/**
 * Checks every `!xstem!` of tune `tune` (its staves assigned). Walks only the decoration rows read
 * since the tune began: it runs at each tune's end, so walking every row of the text made a
 * songbook's check grow with the square of its length.
 */
export function checkCrossStaffStems(ctx: Context, tune: i32): void {
  const source = ctx.source;
  const decorations = ctx.decorations;
  const symbols = ctx.symbols;
  const firstSymbol = ctx.tunes.firstSymbol.get(tune);
  const oneVoice = ctx.tunes.voiceCount.get(tune) < 2;
  for (let k = ctx.tunes.firstDecoration.get(tune), n = decorations.count; k < n; k++) {
    const note = decorations.symbol.get(k);
    if (note < firstSymbol) continue;
    const nameStart = decorations.nameStart.get(k);
    if (decorations.nameEnd.get(k) - nameStart != 5 || !isXstem(ctx, nameStart)) continue;
    if (symbols.kind.get(note) != SymbolKind.Note) {
      // On a rest or a bar: "!xstem! must be on a note", at that symbol (abc2svg's place).
      ctx.diagnostics.report(source, DiagnosticCode.XstemNotOnNote, Severity.Error, symbols.start.get(note), symbols.end.get(note));
      continue;
    }
    if (!oneVoice && !joinsNoteAbove(ctx, tune, note)) {
      ctx.diagnostics.report(source, DiagnosticCode.BadXstem, Severity.Error, nameStart - 1, nameStart + 6);
    }
  }
}

@inline function isXstem(ctx: Context, at: i32): bool {
  const source = ctx.source;
  return source.at(at) == 120 && source.at(at + 1) == 115 && source.at(at + 2) == 116 && source.at(at + 3) == 101 && source.at(at + 4) == 109;
}

/**
 * Whether the symbol just before `note` in time order is a note of another staff at its time:
 * the note or rest at that time of the nearest earlier voice that has one.
 */
function joinsNoteAbove(ctx: Context, tune: i32, note: i32): bool {
  const symbols = ctx.symbols;
  const voices = ctx.voices;
  const time = symbols.time.get(note);
  const voice = symbols.voice.get(note);
  const first = ctx.tunes.firstVoice.get(tune);
  for (let v = voice - 1; v >= first; v--) {
    const other = timedAt(ctx, v, time);
    if (other < 0) continue;
    return symbols.kind.get(other) == SymbolKind.Note && voices.staff.get(v) != voices.staff.get(voice);
  }
  return false;
}

/** The note or rest of voice `voice` that starts at `time`, or -1. */
function timedAt(ctx: Context, voice: i32, time: i32): i32 {
  const symbols = ctx.symbols;
  let id = ctx.voices.first.get(voice);
  for (let guard = 0; id >= 0 && guard < 1 << 24; guard++) {
    const at = symbols.time.get(id);
    if (at > time) return -1;
    const kind = symbols.kind.get(id);
    if (at == time && (kind == SymbolKind.Note || kind == SymbolKind.Rest || kind == SymbolKind.MultiMeasureRest)) return id;
    id = symbols.next.get(id);
  }
  return -1;
}
