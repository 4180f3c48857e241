/**
 * @fileoverview Whether a symbol shows music: what abc2svg 1.22.1 counts when it decides that a
 * staff takes part in a system (paginate.ts stackStaves) and that a source line makes a system
 * of its own (breakLines.ts). Bar lines, invisible rests (`x`, `X`) and what stands on them
 * (chord symbols, decorations, key changes) show none; notes, visible rests and measure rests,
 * and grace notes (even before an invisible rest) do.
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { SymbolBits } from "../model/tables";

/** Whether symbol `id` shows music (see the file overview). */
export function showsMusic(ctx: Context, id: i32): bool {
  const symbols = ctx.symbols;
  const kind = symbols.kind.get(id);
  if (kind == SymbolKind.Note) return true;
  if (kind != SymbolKind.Rest && kind != SymbolKind.MultiMeasureRest) return false;
  if (!symbols.hasFlag(id, SymbolBits.Invisible)) return true;
  // Grace notes are drawn before the symbol they lead to (collectSymbols leaves them out of
  // the sequence): an invisible rest after grace notes shows them.
  const before = symbols.prev.get(id);
  return before >= 0 && symbols.kind.get(before) == SymbolKind.Grace;
}
