/**
 * @fileoverview Whole-measure rests (Gould, Behind Bars p. 160; abc2svg draws them so too): a
 * rest that is the only note or rest of its voice between two bar lines fills the measure,
 * whatever the meter, and is drawn as a whole rest centred between the bar lines, so a staff
 * that rests for a measure while other staves play shows it at a glance.
 *
 * markMeasureRests (after identifyNotes) finds them and gives them the whole rest glyph;
 * centreMeasureRests (after justifySystems) moves each one to the middle of its measure in
 * its system. Both walk each voice's run of the sequence (layout.voiceSequenceStart/End).
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { RestWhole, glyphAdvance } from "../glyphs/smufl.generated";
import { voiceRestPosition } from "./noteGeometry";
import { LayoutBits } from "./tables";

/** Whether symbol `id` is a note or rest (something that takes time in the measure). */
@inline function isTimed(ctx: Context, id: i32): bool {
  const kind = ctx.symbols.kind.get(id);
  return kind == SymbolKind.Note || kind == SymbolKind.Rest || kind == SymbolKind.MultiMeasureRest;
}

/** Marks every rest alone between two bars of its voice LayoutBits.MeasureRest, as a whole rest. */
export function markMeasureRests(ctx: Context): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const sequence = layout.sequence;
  for (let voice = 0, n = ctx.voices.count; voice < n; voice++) {
    const start = layout.voiceSequenceStart.get(voice);
    const end = layout.voiceSequenceEnd.get(voice);
    let sawBar = false; // a bar opened the current measure (not the voice's start)
    let timed = 0; // notes and rests since
    let candidate = -1;
    let measure = 0; // measure length of the meter in force (ticks; 0: none)
    for (let i = start; i < end; i++) {
      const id = sequence.get(i);
      const kind = symbols.kind.get(id);
      if (kind == SymbolKind.Meter) measure = symbols.value.get(id);
      if (kind == SymbolKind.Bar) {
        // The first measure counts when the rest fills the meter's measure (not a pickup).
        const full = measure > 0 ? symbols.duration.get(candidate >= 0 ? candidate : id) == measure : sawBar;
        if (timed == 1 && candidate >= 0 && full) {
          layout.setBit(candidate, LayoutBits.MeasureRest);
          layout.glyph.set(candidate, RestWhole);
          layout.dots.set(candidate, 0);
          layout.restPosition.set(candidate, voiceRestPosition(RestWhole, layout.voiceStem.get(voice)));
        }
        sawBar = true;
        timed = 0;
        candidate = -1;
      } else if (isTimed(ctx, id)) {
        timed++;
        candidate = kind == SymbolKind.Rest ? id : -1;
      }
    }
  }
}

/** Centres every measure rest between the bar before it (or its system's header) and the bar after. */
export function centreMeasureRests(ctx: Context): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const sequence = layout.sequence;
  for (let system = 0, n = layout.systemCount; system < n; system++) {
    const start = layout.systemStart.get(system);
    const end = layout.systemEnd.get(system);
    for (let i = start; i < end; i++) {
      const id = sequence.get(i);
      if (!layout.hasBit(id, LayoutBits.MeasureRest) || i + 1 >= end) continue;
      const next = sequence.get(i + 1);
      if (symbols.kind.get(next) != SymbolKind.Bar) continue;
      let left = layout.systemLeft.get(system) + layout.systemHeaderWidth.get(system);
      if (i > start) {
        const previous = sequence.get(i - 1);
        left = layout.x.get(previous) + layout.widthRight.get(previous);
      }
      const right = layout.x.get(next);
      const width = glyphAdvance(RestWhole);
      const x = (left + right - width) * 0.5;
      if (x > layout.x.get(id)) layout.x.set(id, x);
    }
  }
}
