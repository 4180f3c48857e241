/**
 * @fileoverview Whole-measure rests (Gould, Behind Bars p. 160; abc2svg draws them so too): a
 * rest that is the only note or rest of its voice between two bar lines fills the measure,
 * whatever the meter, and is drawn as a whole rest centred between the bar lines, so a staff
 * that rests for a measure while other staves play shows it at a glance.
 *
 * markMeasureRests (after identifyNotes) finds them and gives them the whole rest glyph;
 * centreMeasureRests (after justifySystems) moves each one to the middle of its measure in
 * its system. markMeasureRests walks each voice's run of the sequence
 * (layout.voiceSequenceStart/End), centreMeasureRests each system's; each walks nothing when
 * the render has nothing for it (no rest, no whole-measure rest).
 *
 * The signs of `%%repeat` (parse/measureRepeats.ts) are placed the same way, after the rests
 * (placeRepeatSigns): a one-bar repeat sign centred in its measure, a two-bar sign centred on
 * the bar line between its two measures (Gould, Behind Bars p. 238), a beat-repeat slash where
 * the first note of its group stands (p. 237).
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { Repeat1Bar, Repeat2Bars, RestWhole, glyphAdvance } from "../glyphs/smufl.generated";
import { SymbolBits } from "../model/tables";
import { RepeatSign } from "../model/values";
import { barWidth } from "./barLines";
import { voiceRestPosition } from "./noteGeometry";
import { LayoutBits } from "./tables";
import { sharedStem } from "./staffPlacement";

/**
 * Marks every rest alone between two bars of its voice LayoutBits.MeasureRest, as a whole rest,
 * and counts them (LayoutTables.measureRests). Walks nothing when the render has no rest
 * (SymbolTable.rests, counted by the parser): about half of the corpus's tunes.
 */
export function markMeasureRests(ctx: Context): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  layout.measureRests = 0;
  if (symbols.rests == 0) return;
  // The storage of the columns read for every symbol, read once (a measure rest's stores would
  // make each `get` through the tables load them again).
  const sequence = layout.sequence.data;
  const kinds = symbols.kind.data;
  for (let voice = 0, n = ctx.voices.count; voice < n; voice++) {
    const start = layout.voiceSequenceStart.get(voice);
    const end = layout.voiceSequenceEnd.get(voice);
    let sawBar = false; // a bar opened the current measure (not the voice's start)
    let timed = 0; // notes and rests since
    let candidate = -1;
    let measure = 0; // measure length of the meter in force (ticks; 0: none)
    for (let i = start; i < end; i++) {
      const id = unchecked(sequence[i]);
      const kind = unchecked(kinds[id]);
      if (kind == SymbolKind.Meter) measure = symbols.value.get(id);
      if (kind == SymbolKind.Bar) {
        // The first measure counts when the rest fills the meter's measure (not a pickup).
        const full = measure > 0 ? symbols.duration.get(candidate >= 0 ? candidate : id) == measure : sawBar;
        if (timed == 1 && candidate >= 0 && full) {
          layout.setBit(candidate, LayoutBits.MeasureRest);
          layout.measureRests++;
          layout.glyph.set(candidate, RestWhole);
          layout.dots.set(candidate, 0);
          layout.restPosition.set(candidate, voiceRestPosition(RestWhole, sharedStem(ctx, candidate)));
        }
        sawBar = true;
        timed = 0;
        candidate = -1;
      } else if (kind == SymbolKind.Note || kind == SymbolKind.Rest || kind == SymbolKind.MultiMeasureRest) {
        timed++;
        candidate = kind == SymbolKind.Rest ? id : -1;
      }
    }
  }
}

/**
 * Centres every measure rest between the bar before it (or its system's header) and the bar
 * after, then places the signs of `%%repeat`; each walk only when the render has what it places
 * (most renders have neither).
 */
export function centreMeasureRests(ctx: Context): void {
  if (ctx.layout.measureRests > 0) centreRests(ctx);
  // Only the symbols of a %%repeat directive's measures carry a sign (parse/measureRepeats.ts).
  if (ctx.measureRepeats.length > 0) placeRepeatSigns(ctx);
}

/** centreMeasureRests for the measure rests of every system. */
function centreRests(ctx: Context): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  // Read once: the stores to layout.x would make each `get` through the tables load them again.
  const sequence = layout.sequence.data;
  const bits = layout.bits.data;
  for (let system = 0, n = layout.systemCount; system < n; system++) {
    const start = layout.systemStart.get(system);
    const end = layout.systemEnd.get(system);
    for (let i = start; i < end; i++) {
      const id = unchecked(sequence[i]);
      if ((unchecked(bits[id]) & LayoutBits.MeasureRest) == 0 || i + 1 >= end) continue;
      const next = unchecked(sequence[i + 1]);
      if (symbols.kind.get(next) != SymbolKind.Bar) continue;
      let left = layout.systemLeft.get(system) + layout.systemHeaderWidth.get(system);
      if (i > start) {
        const previous = unchecked(sequence[i - 1]);
        left = layout.x.get(previous) + layout.widthRight.get(previous);
      }
      const right = layout.x.get(next);
      const width = glyphAdvance(RestWhole);
      const x = (left + right - width) * 0.5;
      if (x > layout.x.get(id)) layout.x.set(id, x);
    }
  }
}

/**
 * Gives every note or rest that carries a measure-repeat sign the x of the sign's left edge:
 * one-bar signs centred between the end of what stands before the measure (its bar line, or the
 * system's header) and the bar line that ends it (or the system's end); two-bar signs centred on
 * the bar line before the carrier. A beat-repeat slash keeps its note's x.
 */
function placeRepeatSigns(ctx: Context): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const sequence = layout.sequence;
  const flags = symbols.flags.data; // read once: the stores to layout.x would make each `get` load it again
  for (let system = 0, n = layout.systemCount; system < n; system++) {
    const start = layout.systemStart.get(system);
    const end = layout.systemEnd.get(system);
    for (let i = start; i < end; i++) {
      const id = sequence.get(i);
      if ((unchecked(flags[id]) & SymbolBits.Repeated) == 0) continue;
      const sign = symbols.value2.get(id) & 15;
      if (sign == RepeatSign.OneBar) {
        let left = layout.systemLeft.get(system) + layout.systemHeaderWidth.get(system);
        for (let j = i - 1; j >= start; j--) {
          const previous = sequence.get(j);
          if (symbols.hasFlag(previous, SymbolBits.Repeated)) continue;
          left = layout.x.get(previous) + layout.widthRight.get(previous);
          break;
        }
        let right = layout.systemLeft.get(system) + layout.systemWidth.get(system);
        for (let j = i + 1; j < end; j++) {
          const next = sequence.get(j);
          if (symbols.kind.get(next) != SymbolKind.Bar) continue;
          right = layout.x.get(next);
          break;
        }
        layout.x.set(id, (left + right - glyphAdvance(Repeat1Bar)) * 0.5);
      } else if (sign == RepeatSign.TwoBars) {
        for (let j = i - 1; j >= start; j--) {
          const bar = sequence.get(j);
          if (symbols.kind.get(bar) != SymbolKind.Bar) continue;
          const centre = layout.x.get(bar) + barWidth(symbols.value.get(bar)) * 0.5;
          layout.x.set(id, centre - glyphAdvance(Repeat2Bars) * 0.5);
          break;
        }
      }
    }
  }
}
