/**
 * @fileoverview Pass 9, break lines (engine-spec 4 "lay out lines"; abc2svg: cut_tune,
 * set_lines). A music line (a source line of ABC) becomes a system; a line too long for the
 * page is broken automatically: before the symbol that would overflow the line even at the
 * tightest spacing allowed (MAX_SHRINK_FACTOR of the ideal, never below minimum widths),
 * preferably after the last bar line past BREAK_LIMIT of the width, else after the last symbol
 * that does not end inside a beam group. Every system holds at least one symbol, so a page
 * narrower than a clef still terminates (each symbol then overflows on its own system).
 *
 * Each system starts with the clef, key and (on a tune's first system, or where it changes)
 * time signature in force; clef, key and meter symbols at a system's start are drawn there
 * (LayoutBits.InHeader) rather than in the flow. A repeat sign `|:` or `::` that ends a system
 * is split as abc2svg does: the system ends with a plain bar (or `:|`) and the next one opens
 * with `|:` after its header (layout.systemRepeatBar).
 *
 * After this: the systems exist (layout.system*: tune, sequence range, header state and width),
 * every drawn symbol knows its system, every tune knows its systems, and no beam group crosses
 * a system break (a group cut by an automatic break becomes two).
 */

import { BarType, SymbolKind } from "../abi";
import { Context } from "../context";
import { ClefType, MeterDisplay } from "../model/values";
import { clefGlyph } from "./clefs";
import { barWidth } from "./barLines";
import { BREAK_LIMIT, HEADER_ITEM_GAP, MAX_SHRINK_FACTOR } from "./constants";
import { closeGroup } from "./groupBeams";
import { lineWidth, leftMargin } from "./pageGeometry";
import { idealDistance, idealTrailing, minimumDistance, minimumTrailing } from "./spacing";
import { StaffState } from "./scratch";
import { headerWidth } from "./systemHeader";
import { LayoutBits, LayoutTables } from "./tables";

/** Whether symbol `id` is a bar that opens a repeat (`|:` or `::`). */
function opensRepeat(ctx: Context, id: i32): bool {
  if (ctx.symbols.kind.get(id) != SymbolKind.Bar) return false;
  const type = ctx.symbols.value.get(id);
  return type == BarType.RepeatStart || type == BarType.RepeatBoth;
}

/** Whether `kind` is drawn in a system's header when it comes first. */
@inline function isHeaderKind(kind: i32): bool {
  return kind == SymbolKind.Clef || kind == SymbolKind.Key || kind == SymbolKind.Meter;
}


export function breakLines(ctx: Context): void {
  const layout = ctx.layout;
  const width = lineWidth(ctx);
  const left = leftMargin(ctx);
  const state = ctx.layoutScratch.staff;
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    state.reset();
    layout.tuneFirstSystem.set(tune, layout.systemCount);
    const end = layout.tuneSequenceEnd.get(tune);
    let i = layout.tuneSequenceStart.get(tune);
    let first = true;
    while (i < end) {
      const headerStart = i;
      let showMeter = first;
      while (i < end && isHeaderKind(ctx.symbols.kind.get(layout.sequence.get(i)))) {
        const id = layout.sequence.get(i);
        state.apply(ctx, id);
        if (ctx.symbols.kind.get(id) == SymbolKind.Meter) showMeter = true;
        layout.setBit(id, LayoutBits.InHeader);
        i++;
      }
      if (i >= end) break; // trailing clef/key/meter changes with no music after them
      const system = layout.addSystem(tune, i, i);
      const meter = showMeter ? state.meter : MeterDisplay.None;
      let header = headerWidth(clefGlyph(state.clef, state.octave), state.key, meter);
      // A repeat opened by the bar that ended the previous system is drawn after this header.
      const carried = layout.previousSystemLast(system);
      if (carried >= 0 && opensRepeat(ctx, carried)) {
        layout.systemRepeatBar.set(system, carried);
        header += HEADER_ITEM_GAP + barWidth(BarType.RepeatStart);
      }
      layout.systemClef.set(system, state.clef);
      layout.systemClefOctave.set(system, state.octave);
      layout.systemKey.set(system, state.key);
      layout.systemMeter.set(system, meter);
      layout.systemClefSymbol.set(system, state.clefSymbol);
      layout.systemKeySymbol.set(system, state.keySymbol);
      layout.systemMeterSymbol.set(system, showMeter ? state.meterSymbol : -1);
      layout.systemLeft.set(system, left);
      layout.systemWidth.set(system, width);
      layout.systemHeaderWidth.set(system, header);
      const systemEnd = findSystemEnd(ctx, i, end, width - header);
      layout.systemEnd.set(system, systemEnd);
      for (let k = headerStart; k < systemEnd; k++) {
        const id = layout.sequence.get(k);
        layout.system.set(id, system);
        if (k >= i && isHeaderKind(ctx.symbols.kind.get(id))) state.apply(ctx, id);
      }
      i = systemEnd;
      first = false;
    }
    layout.tuneSystemCount.set(tune, layout.systemCount - layout.tuneFirstSystem.get(tune));
  }
  splitBeamsAtSystems(ctx);
}

/**
 * End (exclusive sequence index) of the system that starts at sequence index `start`, for
 * `available` sp after the header. Writes each symbol's x at the tightest spacing into
 * layout.x as scratch (justifySystems sets the real ones), and its distances from the symbol
 * before it (layout.distanceMinimum / distanceIdeal): a symbol scanned past the break is
 * scanned again, as the first of the next system, so the values kept are its own system's.
 */
function findSystemEnd(ctx: Context, start: i32, end: i32, available: f32): i32 {
  const layout = ctx.layout;
  const sequence = layout.sequence;
  let total: f32 = 0;
  let previous = -1;
  for (let j = start; j < end; j++) {
    const id = sequence.get(j);
    const minimum = minimumDistance(ctx, previous, id);
    const ideal = idealDistance(ctx, previous, id);
    layout.distanceMinimum.set(id, minimum);
    layout.distanceIdeal.set(id, ideal);
    const tight = ideal * MAX_SHRINK_FACTOR;
    const distance = tight > minimum ? tight : minimum;
    const trailingTight = idealTrailing(ctx, id) * MAX_SHRINK_FACTOR;
    const trailingMinimum = minimumTrailing(ctx, id);
    const trailing = trailingTight > trailingMinimum ? trailingTight : trailingMinimum;
    if (j > start && total + distance + trailing > available) return chooseBreak(ctx, start, j, available) + 1;
    total += distance;
    layout.x.set(id, total);
    previous = id;
    if (layout.hasBit(id, LayoutBits.BreakAfter)) return j + 1;
  }
  return end;
}

/**
 * Sequence index after which to break a line that overflows at `overflow` (> start): the last
 * bar line past BREAK_LIMIT of the width, else the last symbol that does not leave a beam group
 * open, else the symbol before the overflow.
 */
function chooseBreak(ctx: Context, start: i32, overflow: i32, available: f32): i32 {
  const layout = ctx.layout;
  const sequence = layout.sequence;
  const symbols = ctx.symbols;
  for (let k = overflow - 1; k > start; k--) {
    const id = sequence.get(k);
    if (layout.x.get(id) < available * BREAK_LIMIT) break;
    if (symbols.kind.get(id) == SymbolKind.Bar) return k;
  }
  for (let k = overflow - 1; k >= start; k--) {
    const id = sequence.get(k);
    const beam = layout.beam.get(id);
    if (beam < 0 || layout.beamLast.get(beam) == id) return k;
  }
  return overflow - 1;
}

/** Cuts beam groups that an automatic break split, so no group spans two systems. */
function splitBeamsAtSystems(ctx: Context): void {
  const layout = ctx.layout;
  for (let beam = 0, n = layout.beamGroupCount; beam < n; beam++) {
    const start = layout.beamStart.get(beam);
    const end = start + layout.beamCount.get(beam);
    const system = layout.system.get(layout.sequence.get(start));
    let cut = start + 1;
    while (cut < end && layout.system.get(layout.sequence.get(cut)) == system) cut++;
    if (cut == end) continue;
    shortenGroup(layout, beam, cut - start);
    const stemUp = layout.beamStemUp.get(beam);
    // The rest of the group, system by system.
    let partStart = cut;
    while (partStart < end) {
      const partSystem = layout.system.get(layout.sequence.get(partStart));
      let partEnd = partStart + 1;
      while (partEnd < end && layout.system.get(layout.sequence.get(partEnd)) == partSystem) partEnd++;
      unbeam(layout, partStart, partEnd);
      const before = layout.beamGroupCount;
      closeGroup(ctx, partStart, partEnd);
      if (layout.beamGroupCount > before) layout.beamStemUp.set(before, stemUp);
      partStart = partEnd;
    }
  }
}

/** Keeps the first `count` notes of group `beam`; a group of one note is no group. */
function shortenGroup(layout: LayoutTables, beam: i32, count: i32): void {
  const start = layout.beamStart.get(beam);
  layout.beamCount.set(beam, count);
  layout.beamLast.set(beam, layout.sequence.get(start + count - 1));
  if (count < 2) unbeam(layout, start, start + count);
}

/** Clears the beam marks of sequence[start, end). */
function unbeam(layout: LayoutTables, start: i32, end: i32): void {
  for (let i = start; i < end; i++) {
    const id = layout.sequence.get(i);
    layout.beam.set(id, -1);
    layout.clearBit(id, LayoutBits.Beamed);
  }
}
