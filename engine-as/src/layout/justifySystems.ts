/**
 * @fileoverview Pass 10, justify systems (engine-spec 4 "each line is glued (spread or shrunk)
 * to the available width", 9 "initial stretch factor for glue 1.2"; abc2svg: set_sym_glue;
 * Gould, Behind Bars p. 42: keep the proportions of the spacing when filling the line).
 * Every distance between neighbours is max(minimum, factor * ideal) with one factor per system,
 * found so the system exactly fills the line. A tune's last system that would fill less than
 * STRETCH_LAST_LIMIT of the line keeps the factor of the system before it (INITIAL_STRETCH for a
 * one-system tune) and ends where its music ends.
 *
 * Reads the distances breakLines stored (layout.distanceMinimum / distanceIdeal), so the factor
 * search loops over plain columns.
 *
 * After this: every symbol of every system has its page x (layout.x), every system its final
 * staff length (layout.systemWidth) and factor (layout.systemStretch).
 */

import { Context } from "../context";
import { INITIAL_STRETCH, STRETCH_LAST_LIMIT } from "./constants";
import { idealTrailing, minimumTrailing } from "./spacing";
import { SystemSpacing } from "./scratch";
import { LayoutTables } from "./tables";

/** Iterations of the factor search; each pins more distances to their minimum, so few are needed. */
const MAX_ITERATIONS: i32 = 12;


export function justifySystems(ctx: Context): void {
  const layout = ctx.layout;
  const spacing = ctx.layoutScratch.spacing;
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    const firstSystem = layout.tuneFirstSystem.get(tune);
    const lastSystem = firstSystem + layout.tuneSystemCount.get(tune) - 1;
    let previousFactor: f32 = INITIAL_STRETCH;
    for (let system = firstSystem; system <= lastSystem; system++) {
      spacing.load(ctx, system);
      const available = layout.systemWidth.get(system) - layout.systemHeaderWidth.get(system);
      let factor = fillFactor(layout, spacing, available);
      // A short last line keeps the previous spacing instead of being pulled apart.
      if (system == lastSystem && factor > previousFactor && systemLength(layout, spacing, previousFactor) < available * STRETCH_LAST_LIMIT) {
        factor = previousFactor;
      }
      placeSymbols(layout, spacing, system, factor, available);
      previousFactor = factor;
    }
  }
}

@inline function spread(minimum: f32, ideal: f32, factor: f32): f32 {
  const stretched = ideal * factor;
  return stretched > minimum ? stretched : minimum;
}

/** Length of a system's music (header excluded) at spacing factor `factor`. */
function systemLength(layout: LayoutTables, spacing: SystemSpacing, factor: f32): f32 {
  const sequence = layout.sequence;
  const minimums = layout.distanceMinimum;
  const ideals = layout.distanceIdeal;
  let length = spread(spacing.trailingMinimum, spacing.trailingIdeal, factor);
  for (let i = spacing.start, end = spacing.end; i < end; i++) {
    const id = sequence.get(i);
    length += spread(minimums.get(id), ideals.get(id), factor);
  }
  return length;
}

/**
 * The factor that makes the system exactly `available` long: repeatedly, the distances that
 * the factor would make shorter than their minimum are fixed at it, and the factor is
 * recomputed over the others. Returns 0 when even the minimums overflow.
 */
function fillFactor(layout: LayoutTables, spacing: SystemSpacing, available: f32): f32 {
  if (spacing.ideal <= 0) return 1;
  const sequence = layout.sequence;
  const minimums = layout.distanceMinimum;
  const ideals = layout.distanceIdeal;
  let factor = available / spacing.ideal;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    let fixed: f32 = 0;
    let free: f32 = 0;
    if (spacing.trailingIdeal * factor < spacing.trailingMinimum) fixed += spacing.trailingMinimum;
    else free += spacing.trailingIdeal;
    for (let i = spacing.start, end = spacing.end; i < end; i++) {
      const id = sequence.get(i);
      const minimum = minimums.get(id);
      const ideal = ideals.get(id);
      if (ideal * factor < minimum) fixed += minimum;
      else free += ideal;
    }
    if (free <= 0) return factor > 0 ? factor : 0;
    const next = (available - fixed) / free;
    if (next <= 0) return 0;
    if (Mathf.abs(next - factor) < 1e-4) return next;
    factor = next;
  }
  return factor;
}

/**
 * Sets the page x of the system's symbols at spacing `factor`. When nothing in the system
 * stretches (only bars and clefs), the spare room is shared equally between the gaps so the
 * system still fills its line. A system that ends shorter than the line gets a shorter staff.
 */
function placeSymbols(layout: LayoutTables, spacing: SystemSpacing, system: i32, factor: f32, available: f32): void {
  const sequence = layout.sequence;
  const start = spacing.start;
  const end = spacing.end;
  const length = systemLength(layout, spacing, factor);
  let extra: f32 = 0;
  if (spacing.ideal <= 0 && length < available && end > start) extra = (available - length) / <f32>(end - start);
  let x = layout.systemLeft.get(system) + layout.systemHeaderWidth.get(system);
  for (let i = start; i < end; i++) {
    const id = sequence.get(i);
    x += spread(layout.distanceMinimum.get(id), layout.distanceIdeal.get(id), factor) + extra;
    layout.x.set(id, x);
  }
  layout.systemStretch.set(system, factor);
  const music = length + extra * <f32>(end - start);
  // Lines that fill the width end exactly at its right edge; short last lines end with their music.
  if (music < available - 0.01) layout.systemWidth.set(system, layout.systemHeaderWidth.get(system) + music);
}
