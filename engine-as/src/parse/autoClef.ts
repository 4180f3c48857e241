/**
 * @fileoverview The clef of a staff whose voice names none (no clef in K: or V:, or
 * `clef=auto`; engine-spec 3 "Clef: auto flag"): the notes choose treble or bass, and change it
 * where they move to the other range, as abc2svg 1.22.1 does (black-box runs):
 *
 * - the notes of the staff that start together are taken as one chord: one with a head on F3
 *   or below and none on G4 or above needs the bass clef, one with a head on G4 or above and
 *   none on F3 or below the treble clef; any other (all heads from G3 to F4, or heads in both
 *   ranges) keeps the clef in force;
 * - the staff starts with the clef its first note that needs one asks for (treble when none
 *   does);
 * - when a note needs the other clef, the clef changes at the start of that note's measure
 *   (before its bar), or, when the last note that needed the old clef is in the same measure,
 *   right after that note and the rests that follow it.
 *
 * The clef is the staff's: the notes of every voice on it (voices sharing it through %%score
 * parentheses, overlays) are read in time order, and the layout reads every voice of the staff
 * in its first voice's clef (layout/identifyNotes.ts). That voice's first Clef symbol takes the
 * starting clef, and each change is a Clef symbol linked into it. A clef it writes later (an
 * inline K: or V: clef) ends the choice.
 *
 * The staves are those of the tune's first staff arrangement (parse/score.ts): a %%staves in the
 * body that regroups the voices later does not change the choice, and a voice that enters
 * there keeps the treble clef. Runs at the end of each tune, once its voices have their staves
 * (parse/parseText.ts).
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { ClefType } from "../model/values";

/** Highest step (HeadTable.step, C4 = 28) that needs the bass clef: F3. */
const BASS_HIGHEST: i32 = 24;
/** Lowest step that needs the treble clef: G4. */
const TREBLE_LOWEST: i32 = 32;

/**
 * Chooses the clef of every staff of tune `tune` whose first voice names none (see the file
 * overview). Voices are the tune's VoiceTable rows; their VoiceStates (ctx.parse) must still
 * be those of this tune.
 */
export function chooseClefs(ctx: Context, tune: i32): void {
  const state = ctx.parse;
  const voices = ctx.voices;
  const firstVoice = ctx.tunes.firstVoice.get(tune);
  const count = min(ctx.tunes.voiceCount.get(tune), state.voiceCount);
  const staves = ctx.tunes.staffCount.get(tune);
  const arrangement = ctx.tunes.firstArrangement.get(tune);
  for (let staff = 0; staff < staves; staff++) {
    // The staff's first voice of its own carries the staff's clef.
    let owner = -1;
    for (let k = 0; k < count && owner < 0; k++) {
      const voice = firstVoice + k;
      if (ctx.arrangements.staffOf(arrangement, k) == staff && voices.overlayOf.get(voice) < 0) owner = k;
    }
    if (owner < 0 || !state.voiceState(owner).clefAuto) continue;
    chooseStaffClef(ctx, tune, staff, firstVoice + owner);
  }
}

/**
 * Walks the notes of the voices on `staff` in time order (a merge of their symbol lists), the
 * notes that start together taken as one chord, and writes the clefs they choose into `owner`,
 * the staff's first voice: its first Clef symbol, and Clef changes.
 */
function chooseStaffClef(ctx: Context, tune: i32, staff: i32, owner: i32): void {
  const symbols = ctx.symbols;
  const voices = ctx.voices;
  const firstVoice = ctx.tunes.firstVoice.get(tune);
  const count = ctx.tunes.voiceCount.get(tune);
  const startClef = voices.first.get(owner);
  if (startClef < 0 || symbols.kind.get(startClef) != SymbolKind.Clef) return;
  // One cursor per voice of the staff only, not per voice of the tune: every round below walks
  // the cursors twice, and a choir tune's staff holds one or two of its four or more voices.
  const state = ctx.parse;
  const cursors = state.clefCursors;
  cursors.reset();
  const arrangement = ctx.tunes.firstArrangement.get(tune);
  // Whether some note of the staff has a head that can ask for the bass clef, or the treble.
  let anyLow = false;
  let anyHigh = false;
  for (let k = 0; k < count; k++) {
    if (ctx.arrangements.staffOf(arrangement, k) != staff) continue;
    cursors.push(voices.first.get(firstVoice + k));
    const known = k < state.voiceCount;
    anyLow = anyLow || !known || state.voiceState(k).lowestStep <= BASS_HIGHEST;
    anyHigh = anyHigh || !known || state.voiceState(k).highestStep >= TREBLE_LOWEST;
  }
  // No note asks for either clef: the walk below would write nothing.
  if (!anyLow && !anyHigh) return;
  const staffVoices = cursors.length;
  let decided = false;
  let clef = ClefType.Treble;
  // End time of the last notes that needed the clef in force.
  let lastNeedEnd = -1;
  // Where the search for the next change's place starts in the owner (changes come in order).
  let searchFrom = startClef;
  // Each round takes every symbol of the staff that starts at the earliest time left.
  for (let guard = 0, limit = symbols.count; guard <= limit; guard++) {
    let time = -1;
    for (let k = 0; k < staffVoices; k++) {
      const id = cursors.get(k);
      if (id < 0) continue;
      const start = symbols.time.get(id);
      if (time < 0 || start < time) time = start;
    }
    if (time < 0) return;
    let lowest = 1000;
    let highest = -1000;
    let end = time;
    for (let k = 0; k < staffVoices; k++) {
      let id = cursors.get(k);
      while (id >= 0 && symbols.time.get(id) == time) {
        const kind = symbols.kind.get(id);
        // A clef the owner writes itself ends the choice by the notes.
        if (kind == SymbolKind.Clef && id != startClef && symbols.voice.get(id) == owner) return;
        const heads = symbols.headCount.get(id);
        if (kind == SymbolKind.Note && heads > 0) {
          const first = symbols.headStart.get(id);
          lowest = min(lowest, ctx.heads.step.get(first));
          highest = max(highest, ctx.heads.step.get(first + heads - 1));
          end = max(end, time + symbols.duration.get(id));
        }
        id = symbols.next.get(id);
      }
      cursors.set(k, id);
    }
    if (highest < 0) continue;
    const low = lowest <= BASS_HIGHEST;
    const high = highest >= TREBLE_LOWEST;
    if (low == high) continue;
    const needed = low ? ClefType.Bass : ClefType.Treble;
    if (!decided) {
      decided = true;
      symbols.value.set(startClef, needed);
      symbols.value2.set(startClef, 0);
      // When no note can ask for the other clef, none changes it: the rest of the walk would
      // write nothing (most tunes: the staff's first clef is all the walk decides).
      if (!(low ? anyHigh : anyLow)) return;
    } else if (needed != clef) {
      searchFrom = insertClef(ctx, owner, min(lastNeedEnd, time), time, needed, searchFrom);
    }
    clef = needed;
    lastNeedEnd = end;
  }
}

/**
 * Links a Clef symbol of `clef` into voice `voice` where abc2svg puts a change: between the
 * notes that needed the old clef (they end at time `after`) and the note that needs the new one
 * (it starts at `needed`), before the last bar between them, so that the change opens the new
 * note's measure; with no bar between them, right after the old notes and the rests that
 * follow them. The new symbol takes the time of the symbol it precedes and an empty source
 * range there. The search starts at `from`, a symbol of the voice (from the voice's start when
 * `from` is later than `after`), so a tune's changes cost one walk of the voice. Returns where
 * the next search may start: the new symbol, or `from` when none was inserted.
 */
function insertClef(ctx: Context, voice: i32, after: i32, needed: i32, clef: i32, from: i32): i32 {
  const symbols = ctx.symbols;
  const limit = symbols.count;
  // The voice's first symbol at `after` or later (past the clefs already there).
  let start = symbols.time.get(from) <= after ? from : ctx.voices.first.get(voice);
  for (let guard = 0; start >= 0 && guard < limit; guard++) {
    if (symbols.time.get(start) >= after && symbols.kind.get(start) != SymbolKind.Clef) break;
    start = symbols.next.get(start);
  }
  if (start < 0) return from;
  // The last bar up to the note that needs the new clef.
  let bar = -1;
  let scan = start;
  for (let guard = 0; scan >= 0 && guard < limit; guard++) {
    const time = symbols.time.get(scan);
    const kind = symbols.kind.get(scan);
    if (time > needed || (kind == SymbolKind.Note && time >= needed)) break;
    if (kind == SymbolKind.Bar) bar = scan;
    scan = symbols.next.get(scan);
  }
  let before = bar;
  if (before < 0) {
    before = start;
    for (let guard = 0; before >= 0 && guard < limit; guard++) {
      const kind = symbols.kind.get(before);
      if (symbols.time.get(before) >= needed || (kind != SymbolKind.Rest && kind != SymbolKind.MultiMeasureRest && kind != SymbolKind.Space)) break;
      before = symbols.next.get(before);
    }
  }
  const previous = before >= 0 ? symbols.prev.get(before) : -1;
  if (previous < 0) return from;
  const at = symbols.start.get(before);
  const id = symbols.add(SymbolKind.Clef, symbols.tune.get(before), voice, symbols.time.get(before), at, at, previous);
  symbols.staff.set(id, symbols.staff.get(before));
  symbols.arrangement.set(id, symbols.arrangement.get(before));
  symbols.value.set(id, clef);
  symbols.value2.set(id, 0);
  symbols.next.set(id, before);
  symbols.next.set(previous, id);
  symbols.prev.set(before, id);
  return id;
}
