/**
 * @fileoverview Staff arrangements (model StaffArrangementTable): which staff each voice of a
 * tune is drawn on, arrangement by arrangement. parse/score.ts reads %%score and %%staves into
 * VoiceTable.staff, which holds the arrangement being read; a %%staves in the body after music
 * ends it (closeArrangement) and starts a new one, and the tune's end writes the last one and
 * gives every symbol its arrangement and staff (closeArrangements). The layout places the
 * symbols by them (layout/staffPlacement.ts).
 */

import { Context } from "../context";

/**
 * VoiceTable.staff of a voice that a %%staves in the body left out: not drawn from there on
 * (-1 is "no staff given yet": the voice takes the next free staff).
 */
const HIDDEN_STAFF: i32 = -2;

/**
 * Marks the voices of `tune` that the %%staves just read (ParseState.scoreNamed) did not name:
 * not drawn from there on (overlays follow their parent).
 */
export function hideVoicesNotNamed(ctx: Context, tune: i32): void {
  const voices = ctx.voices;
  const named = ctx.parse.scoreNamed;
  for (let v = ctx.tunes.firstVoice.get(tune), end = voices.count; v < end; v++) {
    if (voices.overlayOf.get(v) >= 0) continue;
    let isNamed = false;
    for (let k = 0; k < named.length; k++) if (named.get(k) == v) isNamed = true;
    if (!isNamed) voices.staff.set(v, HIDDEN_STAFF);
  }
}

/**
 * Writes the arrangement being read of the tune being read as a StaffArrangementTable row, one
 * entry per voice declared so far: a %%score / %%staves staff as given, an overlay on its
 * parent's staff, a voice left out by a %%staves in the body on none (-1), and any other voice
 * on the next free staff in voice order. Raises the tune's staff count to what it uses.
 */
export function closeArrangement(ctx: Context, tune: i32): void {
  const state = ctx.parse;
  const voices = ctx.voices;
  const arrangements = ctx.arrangements;
  const tunes = ctx.tunes;
  const first = tunes.firstVoice.get(tune);
  const count = min(tunes.voiceCount.get(tune), voices.count - first);
  const firstSymbol = state.arrangementFirstSymbol >= 0 ? state.arrangementFirstSymbol : tunes.firstSymbol.get(tune);
  const row = arrangements.add(tune, firstSymbol, state.arrangementStartTime);
  if (state.arrangement == 0) tunes.firstArrangement.set(tune, row);
  tunes.arrangementCount.set(tune, row - tunes.firstArrangement.get(tune) + 1);
  let staves = 0;
  for (let v = first; v < first + count; v++) staves = max(staves, voices.staff.get(v) + 1);
  for (let v = first; v < first + count; v++) {
    let staff = voices.staff.get(v);
    const parent = voices.overlayOf.get(v);
    if (parent >= first && parent < v) staff = arrangements.staffOf(row, parent - first);
    else if (staff == HIDDEN_STAFF) staff = -1;
    else if (staff < 0) staff = staves++;
    arrangements.addEntry(staff, voices.barsJoinBelow.get(v));
  }
  tunes.staffCount.set(tune, max(tunes.staffCount.get(tune), staves));
}

/**
 * Ends the staff arrangements of the tune being read (at its end): writes the last one and
 * gives every symbol the arrangement it was read under and its voice's staff there (-1: not
 * drawn). A symbol added later copies them from its neighbour (autoClef.ts).
 */
export function closeArrangements(ctx: Context, tune: i32): void {
  closeArrangement(ctx, tune);
  const arrangements = ctx.arrangements;
  const symbols = ctx.symbols;
  const firstVoice = ctx.tunes.firstVoice.get(tune);
  const first = ctx.tunes.firstArrangement.get(tune);
  const last = first + ctx.tunes.arrangementCount.get(tune) - 1;
  // The storage of the columns read and written for every symbol, held here: read through the
  // tables each value is four dependent loads, which the stores keep the compiler from sharing.
  const voiceOf = symbols.voice.data;
  const arrangementOf = symbols.arrangement.data;
  const staffOf = symbols.staff.data;
  const entryStaff = arrangements.entryStaff.data;
  let id = ctx.tunes.firstSymbol.get(tune);
  const count = symbols.count;
  for (let arrangement = first; id < count; arrangement++) {
    // The symbols read under this arrangement: those before the next one's first symbol.
    const end = arrangement < last ? min(arrangements.firstSymbol.get(arrangement + 1), count) : count;
    const firstEntry = arrangements.firstEntry.get(arrangement);
    const entries = arrangements.entryCount.get(arrangement);
    for (; id < end; id++) {
      // The voice's entry (StaffArrangementTable.staffOf): a voice declared later has none.
      const index = unchecked(voiceOf[id]) - firstVoice;
      unchecked((arrangementOf[id] = arrangement));
      unchecked((staffOf[id] = <u32>index < <u32>entries ? unchecked(entryStaff[firstEntry + index]) : -1));
    }
  }
}
