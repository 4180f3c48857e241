/**
 * @fileoverview Links the symbols of each tune in time order across its voices (engine-spec 4,
 * generation step 2: "sort all symbols by time"; abc2svg: sort_all).
 *
 * After this: for every tune, tunes.timeFirst is its earliest symbol and symbols.timeNext
 * chains all of its symbols by start time. Each voice keeps its own order (a k-way merge
 * never reorders within a voice); between voices, at equal times, symbols without duration
 * come before notes and rests (clef, key, meter, bar, tempo, then the rest), then the voice
 * declared first; but the symbols read before a %%staves in the body come before those after it.
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";

/** Order between voices of symbols at the same time: lower first. */
function rank(kind: i32): i32 {
  switch (kind) {
    case SymbolKind.Clef: return 0;
    case SymbolKind.Key: return 1;
    case SymbolKind.Meter: return 2;
    case SymbolKind.Bar: return 3;
    case SymbolKind.Tempo: return 4;
    case SymbolKind.Note:
    case SymbolKind.Rest:
    case SymbolKind.MultiMeasureRest: return 6;
    default: return 5;
  }
}

export function sortByTime(ctx: Context): void {
  const tunes = ctx.tunes;
  const voices = ctx.voices;
  const symbols = ctx.symbols;
  const cursors = ctx.sortCursors;
  for (let tune = 0; tune < tunes.count; tune++) {
    const firstVoice = tunes.firstVoice.get(tune);
    const voiceCount = tunes.voiceCount.get(tune);
    cursors.resize(voiceCount);
    for (let v = 0; v < voiceCount; v++) cursors.set(v, voices.first.get(firstVoice + v));
    let previous = -1;
    while (true) {
      let best = -1;
      let bestVoice = -1;
      for (let v = 0; v < voiceCount; v++) {
        const candidate = cursors.get(v);
        if (candidate < 0) continue;
        if (best < 0 || earlier(ctx, candidate, best)) {
          best = candidate;
          bestVoice = v;
        }
      }
      if (best < 0) break;
      if (previous < 0) tunes.timeFirst.set(tune, best);
      else symbols.timeNext.set(previous, best);
      previous = best;
      cursors.set(bestVoice, symbols.next.get(best));
    }
  }
}

/** Whether symbol `a` comes before `b` of another voice (b's voice was declared first on ties). */
@inline function earlier(ctx: Context, a: i32, b: i32): bool {
  const symbols = ctx.symbols;
  const timeA = symbols.time.get(a);
  const timeB = symbols.time.get(b);
  if (timeA != timeB) return timeA < timeB;
  // The music before a %%staves in the body comes before the music after it (the new staff
  // arrangement starts a system there).
  const arrangementA = symbols.arrangement.get(a);
  const arrangementB = symbols.arrangement.get(b);
  if (arrangementA != arrangementB) return arrangementA < arrangementB;
  return rank(symbols.kind.get(a)) < rank(symbols.kind.get(b));
}
