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

import { Context } from "../context";

/**
 * The rank of every SymbolKind (its order between voices at the same time: lower first), three
 * bits per kind, kind k in bits 3k..3k+2: Clef 0, Key 1, Meter 2, Bar 3, Tempo 4, Note, Rest and
 * MultiMeasureRest 6, every other kind 5. A shift and a mask instead of a switch, which compiled
 * to a jump table whose branch the kinds' mix mispredicts.
 */
const RANKS: i64 = 0x5b6db6c443db5;

/** Order between voices of symbols of kind `kind` at the same time: lower first (RANKS). */
@inline function rank(kind: i32): i32 {
  return <i32>(RANKS >> (3 * kind)) & 7;
}

export function sortByTime(ctx: Context): void {
  const tunes = ctx.tunes;
  const voices = ctx.voices;
  const symbols = ctx.symbols;
  const cursors = ctx.sortCursors;
  const keys = ctx.sortKeys;
  for (let tune = 0; tune < tunes.count; tune++) {
    const firstVoice = tunes.firstVoice.get(tune);
    const voiceCount = tunes.voiceCount.get(tune);
    // The storage of the columns read or written for every symbol, held here: read through the
    // tables each value is four dependent loads, which the stores to timeNext keep the compiler
    // from sharing.
    const nextOf = symbols.next.data;
    const timeNext = symbols.timeNext.data;
    if (voiceCount == 1) {
      // One voice (most tunes): its own order is the time order, so the merge below would only
      // copy `next` into `timeNext`, at the cost of a key per symbol; copy it directly.
      let id = voices.first.get(firstVoice);
      tunes.timeFirst.set(tune, id);
      while (id >= 0) {
        const next = unchecked(nextOf[id]);
        unchecked((timeNext[id] = next));
        id = next;
      }
      continue;
    }
    cursors.resize(voiceCount);
    keys.resize(voiceCount);
    const cursorOf = cursors.data;
    const keyOf = keys.data;
    const times = symbols.time.data;
    const arrangementOf = symbols.arrangement.data;
    const kinds = symbols.kind.data;
    for (let v = 0; v < voiceCount; v++) {
      const first = voices.first.get(firstVoice + v);
      unchecked((cursorOf[v] = first));
      unchecked((keyOf[v] = sortKey(times, arrangementOf, kinds, first)));
    }
    let previous = -1;
    while (true) {
      // The voice whose next symbol comes first; on equal keys the one declared first.
      let bestVoice = -1;
      let bestKey = NO_SYMBOL;
      for (let v = 0; v < voiceCount; v++) {
        const key = unchecked(keyOf[v]);
        if (key < bestKey) {
          bestKey = key;
          bestVoice = v;
        }
      }
      if (bestVoice < 0) break;
      const best = unchecked(cursorOf[bestVoice]);
      if (previous < 0) tunes.timeFirst.set(tune, best);
      else unchecked((timeNext[previous] = best));
      previous = best;
      const next = unchecked(nextOf[best]);
      unchecked((cursorOf[bestVoice] = next));
      unchecked((keyOf[bestVoice] = sortKey(times, arrangementOf, kinds, next)));
    }
  }
}

/** The key of a voice with no symbol left: after every symbol's key. */
const NO_SYMBOL: i64 = i64.MAX_VALUE;

/**
 * Symbol `id`'s place in time order as one number, so the merge compares one key per voice
 * instead of three fields: the time in the high 32 bits (signed), then the staff arrangement
 * (a row index, >= 0) and the rank of its kind in the low bits. Keys compare in the order the
 * file overview describes; NO_SYMBOL when `id` < 0. Reads the storage of the symbols' time,
 * arrangement and kind columns, which the merge holds.
 */
@inline function sortKey(times: StaticArray<i32>, arrangements: StaticArray<i32>, kinds: StaticArray<i32>, id: i32): i64 {
  if (id < 0) return NO_SYMBOL;
  return (<i64>unchecked(times[id]) << 32) | (<i64>unchecked(arrangements[id]) << 3) | <i64>rank(unchecked(kinds[id]));
}
