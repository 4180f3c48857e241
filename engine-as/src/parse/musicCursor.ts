/**
 * @fileoverview Walking a voice's music from a symbol, for the lines that are aligned to it
 * (ABC 2.1 5: `w:` lyrics and `s:` symbol lines): the next note, and the music after the next
 * bar (their `|` moves on to the next measure).
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";

/** First note at or after symbol `from` in its voice, or -1. */
export function noteAtOrAfter(ctx: Context, from: i32): i32 {
  const symbols = ctx.symbols;
  let id = from;
  while (id >= 0 && symbols.kind.get(id) != SymbolKind.Note) id = symbols.next.get(id);
  return id;
}

/** The symbol after the next bar at or after `from`, or -2 when there is no bar. */
export function afterNextBar(ctx: Context, from: i32): i32 {
  const symbols = ctx.symbols;
  let id = from;
  while (id >= 0 && symbols.kind.get(id) != SymbolKind.Bar) id = symbols.next.get(id);
  return id < 0 ? -2 : symbols.next.get(id);
}
