/**
 * @fileoverview Pass 1, collect symbols: picks what the layout draws. Only each tune's first
 * voice is drawn yet (issue 3; the parser warns about the others). Grace notes, tempo, part and
 * remark symbols are not drawn by this skeleton.
 *
 * After this: the per-symbol and per-head layout columns are sized and cleared; for every tune,
 * layout.sequence[tuneSequenceStart, tuneSequenceEnd) lists the drawn symbols of its first voice
 * in voice order, each marked LayoutBits.Drawn; a music line's end (the model's LineBreakAfter,
 * engine-spec 4 "lay out lines") is marked LayoutBits.BreakAfter on the last drawn symbol at or
 * before it.
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { SymbolBits } from "../model/tables";
import { LayoutBits } from "./tables";

/** Whether model symbol `id` is of a kind this layout draws. */
function isDrawable(ctx: Context, id: i32): bool {
  const symbols = ctx.symbols;
  switch (symbols.kind.get(id)) {
    case SymbolKind.Note: {
      if (symbols.hasFlag(id, SymbolBits.Grace)) return false;
      const first = symbols.headStart.get(id);
      const count = symbols.headCount.get(id);
      return count > 0 && first >= 0 && first + count <= ctx.heads.count;
    }
    case SymbolKind.Rest:
    case SymbolKind.MultiMeasureRest:
    case SymbolKind.Bar:
    case SymbolKind.Clef:
    case SymbolKind.Key:
    case SymbolKind.Meter:
      return true;
    default:
      return false;
  }
}

export function collectSymbols(ctx: Context): void {
  const symbols = ctx.symbols;
  const layout = ctx.layout;
  const symbolCount = symbols.count;
  layout.sizeFor(symbolCount, ctx.heads.count);
  const sequence = layout.sequence;
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    layout.tuneSequenceStart.push(sequence.length);
    const voice = ctx.tunes.firstVoice.get(tune);
    if (ctx.tunes.voiceCount.get(tune) > 0 && voice >= 0 && voice < ctx.voices.count) {
      let id = ctx.voices.first.get(voice);
      let lastDrawn = -1;
      // The step bound guards against a cycle in the links: the walk ends whatever they hold.
      for (let steps = 0; id >= 0 && id < symbolCount && steps < symbolCount; steps++) {
        if (isDrawable(ctx, id)) {
          layout.order.set(id, sequence.push(id));
          layout.setBit(id, LayoutBits.Drawn);
          lastDrawn = id;
        }
        if (lastDrawn >= 0 && symbols.hasFlag(id, SymbolBits.LineBreakAfter)) layout.setBit(lastDrawn, LayoutBits.BreakAfter);
        id = symbols.next.get(id);
      }
    }
    layout.tuneSequenceEnd.push(sequence.length);
    layout.tuneFirstSystem.push(0);
    layout.tuneSystemCount.push(0);
    layout.tuneTitlePage.push(0);
    layout.tuneTitleY.push(0);
    layout.tuneFirstPage.push(0);
  }
}
