/**
 * @fileoverview Where each voice is drawn, arrangement by arrangement (part of pass 1, collect
 * symbols). A tune's staff arrangements (model StaffArrangementTable: its header's %%score or
 * %%staves, then one per %%staves in its body, parse/score.ts) give each voice a staff or none.
 * Under each arrangement, the first voice on a staff leads it: it draws the staff's lines and
 * header; voices sharing a staff get forced stem directions, up for the first and down for the
 * others (Gould, Behind Bars pp. 358-362).
 *
 * A symbol is placed by the arrangement it was read under (layout.placement, its entry), so the
 * passes before the line breaking already know its staff; breakLines starts a system where the
 * arrangement changes (collectSymbols marks the break), so a system has one arrangement.
 */

import { Context } from "../context";

/**
 * Computes entryLeads and entryStem of every arrangement of `tune`, and the placement of each of
 * its symbols (-1 for a symbol whose voice has no staff in its arrangement: it is not drawn).
 */
export function placeVoices(ctx: Context, tune: i32): void {
  const arrangements = ctx.arrangements;
  const layout = ctx.layout;
  const entries = arrangements.entryStaff.length;
  if (layout.entryLeads.length < entries) {
    layout.entryLeads.fill(entries, 0);
    layout.entryStem.fill(entries, 0);
  }
  const first = ctx.tunes.firstArrangement.get(tune);
  const count = ctx.tunes.arrangementCount.get(tune);
  for (let a = first; a < first + count; a++) placeArrangement(ctx, a);
  placeSymbols(ctx, tune);
}

/** Leads and forced stems of arrangement `a`'s voices (layout.scratch counts per staff). */
function placeArrangement(ctx: Context, a: i32): void {
  const arrangements = ctx.arrangements;
  const layout = ctx.layout;
  const firstEntry = arrangements.firstEntry.get(a);
  const entryCount = arrangements.entryCount.get(a);
  let staves = 0;
  for (let e = firstEntry; e < firstEntry + entryCount; e++) staves = max(staves, arrangements.entryStaff.get(e) + 1);
  // Voices per staff (scratch[staff]) and voices met so far (scratch[staves + staff]).
  const counts = layout.scratch;
  counts.fill(2 * staves, 0);
  for (let e = firstEntry; e < firstEntry + entryCount; e++) {
    const staff = arrangements.entryStaff.get(e);
    if (staff >= 0) counts.set(staff, counts.get(staff) + 1);
  }
  for (let e = firstEntry; e < firstEntry + entryCount; e++) {
    const staff = arrangements.entryStaff.get(e);
    if (staff < 0) {
      layout.entryLeads.set(e, 0);
      layout.entryStem.set(e, 0);
      continue;
    }
    const before = counts.get(staves + staff);
    counts.set(staves + staff, before + 1);
    layout.entryLeads.set(e, before == 0 ? 1 : 0);
    layout.entryStem.set(e, counts.get(staff) < 2 ? 0 : before == 0 ? 1 : -1);
  }
}

/**
 * Gives each symbol of `tune` its entry in the arrangement it was read under. The symbols come
 * in runs of one arrangement (a %%staves in the body starts the next), so the arrangement's
 * entries are read once per run, not per symbol (StaffArrangementTable.entry, per symbol, was
 * a dozen loads).
 */
function placeSymbols(ctx: Context, tune: i32): void {
  const arrangements = ctx.arrangements;
  const symbols = ctx.symbols;
  const firstVoice = ctx.tunes.firstVoice.get(tune);
  // The storage of the columns read and written for every symbol, held here: read through the
  // tables each value is four dependent loads, which the stores keep the compiler from sharing.
  const arrangementOf = symbols.arrangement.data;
  const voiceOf = symbols.voice.data;
  const entryStaff = arrangements.entryStaff.data;
  const placement = ctx.layout.placement.data;
  // The arrangement of the run and its entries [firstEntry, firstEntry + entries); none (-1,
  // or a row the table lacks) has no entries.
  let arrangement = -1;
  let firstEntry = 0;
  let entries = 0;
  for (let id = ctx.tunes.firstSymbol.get(tune), end = min(ctx.tunes.endSymbol.get(tune), symbols.count); id < end; id++) {
    const own = unchecked(arrangementOf[id]);
    if (own != arrangement) {
      arrangement = own;
      const known = own >= 0 && own < arrangements.count;
      firstEntry = known ? arrangements.firstEntry.get(own) : 0;
      entries = known ? arrangements.entryCount.get(own) : 0;
    }
    // The voice's entry: a voice declared later has none; one not drawn there has staff -1.
    const index = unchecked(voiceOf[id]) - firstVoice;
    const entry = firstEntry + index;
    unchecked((placement[id] = <u32>index < <u32>entries && unchecked(entryStaff[entry]) >= 0 ? entry : -1));
  }
}

/** The staff (0 = top) symbol `id` is drawn on, 0 when it is not drawn. */
@inline export function staffOf(ctx: Context, id: i32): i32 {
  const entry = ctx.layout.placement.get(id);
  return entry >= 0 ? ctx.arrangements.entryStaff.get(entry) : 0;
}

/** Whether `id`'s voice leads its staff (draws its lines, header and clef changes) where `id` is. */
@inline export function leadsStaff(ctx: Context, id: i32): bool {
  const entry = ctx.layout.placement.get(id);
  return entry < 0 || ctx.layout.entryLeads.get(entry) != 0;
}

/**
 * The stem direction the staff forces on `id`'s voice where `id` is: 1 up (the staff's first
 * voice), -1 down (the others), 0 free (the voice is alone on its staff).
 */
@inline export function sharedStem(ctx: Context, id: i32): i32 {
  const entry = ctx.layout.placement.get(id);
  return entry >= 0 ? ctx.layout.entryStem.get(entry) : 0;
}

/**
 * Whether two or more voices share a staff in a staff arrangement of the render, that is
 * whether some voice does not have its staff to itself (entryStem is 0 exactly for a voice
 * alone on its staff, so sharedStem is 0 for every symbol when none is). Passes that move one
 * voice's notes or rests away from another's (placeVoiceHeads, clearVoiceRests) skip their
 * walks when it is false, as in most renders.
 */
export function anyStaffShared(ctx: Context): bool {
  const entryStem = ctx.layout.entryStem;
  for (let e = 0, n = entryStem.length; e < n; e++) {
    if (entryStem.get(e) != 0) return true;
  }
  return false;
}

/** The arrangement symbol `id` was read under (a StaffArrangementTable row), or -1 when not drawn. */
@inline export function arrangementOf(ctx: Context, id: i32): i32 {
  return ctx.layout.placement.get(id) >= 0 ? ctx.symbols.arrangement.get(id) : -1;
}
