/**
 * @fileoverview Pass 10, justify systems (engine-spec 4 "each line is glued (spread or shrunk)
 * to the available width", 9 "initial stretch factor for glue 1.2"; abc2svg: set_sym_glue;
 * Gould, Behind Bars p. 42: keep the proportions of the spacing when filling the line).
 * Every distance between neighbours is max(minimum, factor * ideal) with one factor per system,
 * found so the system exactly fills the line. A tune's last system that would fill less than
 * STRETCH_LAST_LIMIT of the line keeps the factor of the system before it (INITIAL_STRETCH for a
 * one-system tune) and ends where its music ends.
 *
 * After this: every symbol of every system has its page x (layout.x), every system its final
 * staff length (layout.systemWidth) and factor (layout.systemStretch).
 */

import { Context } from "../context";
import { INITIAL_STRETCH, STRETCH_LAST_LIMIT } from "./constants";
import { idealDistance, idealTrailing, minimumDistance, minimumTrailing } from "./spacing";

/** Iterations of the factor search; each pins more distances to their minimum, so few are needed. */
const MAX_ITERATIONS: i32 = 12;

export function justifySystems(ctx: Context): void {
  const layout = ctx.layout;
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    const firstSystem = layout.tuneFirstSystem.get(tune);
    const lastSystem = firstSystem + layout.tuneSystemCount.get(tune) - 1;
    let previousFactor: f32 = INITIAL_STRETCH;
    for (let system = firstSystem; system <= lastSystem; system++) {
      const available = layout.systemWidth.get(system) - layout.systemHeaderWidth.get(system);
      let factor = fillFactor(ctx, system, available);
      if (system == lastSystem && factor > previousFactor) {
        // A short last line keeps the previous spacing instead of being pulled apart.
        if (systemLength(ctx, system, previousFactor) < available * STRETCH_LAST_LIMIT) factor = previousFactor;
      }
      placeSymbols(ctx, system, factor, available);
      previousFactor = factor;
    }
  }
}

/** Length of system `system`'s music (header excluded) at spacing factor `factor`. */
export function systemLength(ctx: Context, system: i32, factor: f32): f32 {
  const layout = ctx.layout;
  const sequence = layout.sequence;
  let length: f32 = 0;
  let previous = -1;
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
    const id = sequence.get(i);
    length += spread(minimumDistance(ctx, previous, id), idealDistance(ctx, previous, id), factor);
    previous = id;
  }
  if (previous >= 0) length += spread(minimumTrailing(ctx, previous), idealTrailing(ctx, previous), factor);
  return length;
}

@inline function spread(minimum: f32, ideal: f32, factor: f32): f32 {
  const stretched = ideal * factor;
  return stretched > minimum ? stretched : minimum;
}

/**
 * The factor that makes system `system` exactly `available` long: repeatedly, the distances
 * that the factor would make shorter than their minimum are fixed at it, and the factor is
 * recomputed over the others. Returns 0 when even the minimums overflow.
 */
function fillFactor(ctx: Context, system: i32, available: f32): f32 {
  let ideal = sumIdeal(ctx, system);
  if (ideal <= 0) return 1;
  let factor = available / ideal;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    let fixed: f32 = 0;
    let free: f32 = 0;
    const layout = ctx.layout;
    const sequence = layout.sequence;
    let previous = -1;
    for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i <= end; i++) {
      let minimum: f32;
      let distance: f32;
      if (i < end) {
        const id = sequence.get(i);
        minimum = minimumDistance(ctx, previous, id);
        distance = idealDistance(ctx, previous, id);
        previous = id;
      } else {
        if (previous < 0) break;
        minimum = minimumTrailing(ctx, previous);
        distance = idealTrailing(ctx, previous);
      }
      if (distance * factor < minimum) fixed += minimum;
      else free += distance;
    }
    if (free <= 0) return factor > 0 ? factor : 0;
    const next = (available - fixed) / free;
    if (next <= 0) return 0;
    if (Mathf.abs(next - factor) < 1e-4) return next;
    factor = next;
  }
  return factor;
}

function sumIdeal(ctx: Context, system: i32): f32 {
  const layout = ctx.layout;
  const sequence = layout.sequence;
  let total: f32 = 0;
  let previous = -1;
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
    const id = sequence.get(i);
    total += idealDistance(ctx, previous, id);
    previous = id;
  }
  if (previous >= 0) total += idealTrailing(ctx, previous);
  return total;
}

/**
 * Sets the page x of the system's symbols at spacing `factor`. When nothing in the system
 * stretches (only bars and clefs), the spare room is shared equally between the gaps so the
 * system still fills its line. A system that ends shorter than the line gets a shorter staff.
 */
function placeSymbols(ctx: Context, system: i32, factor: f32, available: f32): void {
  const layout = ctx.layout;
  const sequence = layout.sequence;
  const start = layout.systemStart.get(system);
  const end = layout.systemEnd.get(system);
  const length = systemLength(ctx, system, factor);
  let extra: f32 = 0;
  if (sumIdeal(ctx, system) <= 0 && length < available && end > start) extra = (available - length) / <f32>(end - start);
  let x = layout.systemLeft.get(system) + layout.systemHeaderWidth.get(system);
  let previous = -1;
  for (let i = start; i < end; i++) {
    const id = sequence.get(i);
    x += spread(minimumDistance(ctx, previous, id), idealDistance(ctx, previous, id), factor) + extra;
    layout.x.set(id, x);
    previous = id;
  }
  layout.systemStretch.set(system, factor);
  const music = length + extra * <f32>(end - start);
  // Lines that fill the width end exactly at its right edge; short last lines end with their music.
  if (music < available - 0.01) layout.systemWidth.set(system, layout.systemHeaderWidth.get(system) + music);
}
