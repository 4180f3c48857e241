/**
 * @fileoverview Pass 11b, clear voice rests (Gould, Behind Bars pp. 358-362, two parts on one
 * staff: a rest of one part moves up or down out of the way of the other part's notes; abc2svg
 * moves such rests clear too). identifyNotes already moves the rests of a shared staff two
 * spaces up (the first voice) or down (the others); where the other voice's heads still reach
 * the rest at its x, this pass moves it on, by whole spaces so that it keeps its place on the
 * lines, until it stands REST_CLEARANCE clear of those heads.
 *
 * After this: every drawn rest of a voice sharing its staff is clear of the heads of the other
 * voices' notes its glyph overlaps horizontally in its system (layout.restPosition). Runs after
 * centreMeasureRests (a whole-measure rest's x is final) and before calcExtents (the staff's
 * extent includes the moved rest).
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { glyphAdvance, glyphBottom, glyphTop } from "../glyphs/smufl.generated";
import { SymbolBits } from "../model/tables";
import { positionY } from "./staffPositions";
import { anyStaffShared, sharedStem, staffOf } from "./staffPlacement";

/** Room left between a moved rest and the nearest head of the other voice, in sp. */
const REST_CLEARANCE: f32 = 0.25;

/** At most this many spaces beyond its voice position: bounds the move on absurd input. */
const MAX_SPACES: i32 = 8;

/** Time columns scanned on each side of a rest's own: bounds the work in a dense system. */
const MAX_COLUMNS: i32 = 32;

/**
 * How far right of its column's x a head can reach, in sp: a note moved aside by a head's width
 * (placeVoiceHeads) and its own head, a double whole at most, with room to spare.
 */
const COLUMN_REACH: f32 = 4;

export function clearVoiceRests(ctx: Context): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  // Most renders have no staff that two voices share: no rest has another voice to clear.
  if (!anyStaffShared(ctx)) return;
  const sequence = layout.sequence;
  for (let i = 0, n = sequence.length; i < n; i++) {
    const id = sequence.get(i);
    if (symbols.kind.get(id) != SymbolKind.Rest || symbols.hasFlag(id, SymbolBits.Invisible)) continue;
    const stem = sharedStem(ctx, id);
    const system = layout.system.get(id);
    if (stem == 0 || system < 0 || layout.column.get(id) < 0) continue;
    clearRest(ctx, id, stem, system);
  }
}

/**
 * Moves rest `id` (of a voice whose stems go `stem`: 1 up, -1 down) away from the other
 * voices' heads in system record `system`, in steps of two staff positions.
 */
function clearRest(ctx: Context, id: i32, stem: i32, system: i32): void {
  const layout = ctx.layout;
  const glyph = layout.glyph.get(id);
  const left = layout.x.get(id);
  const right = left + glyphAdvance(glyph);
  const edge = headsReach(ctx, id, stem, system, left, right);
  if (edge == f32.MAX_VALUE) return;
  let position = layout.restPosition.get(id);
  for (let step = 0; step < MAX_SPACES; step++) {
    const y = positionY(position);
    if (stem > 0 ? y - glyphBottom(glyph) + REST_CLEARANCE <= edge : y - glyphTop(glyph) - REST_CLEARANCE >= edge) break;
    position += stem > 0 ? 2 : -2;
  }
  layout.restPosition.set(id, position);
}

/**
 * The edge of the other voices' heads (staff y, sp below the top line) that rest `id` must keep
 * clear of, among the heads on its staff whose box meets [left, right] across: for an upper-voice
 * rest (`stem` 1) the highest head top, for a lower-voice rest the lowest head bottom; f32.MAX_VALUE
 * when no head is near.
 */
function headsReach(ctx: Context, id: i32, stem: i32, system: i32, left: f32, right: f32): f32 {
  const layout = ctx.layout;
  const members = layout.columnMember;
  const own = layout.column.get(id);
  const first = max(layout.systemColumnStart.get(system), own - MAX_COLUMNS);
  const last = min(layout.systemColumnEnd.get(system), own + MAX_COLUMNS + 1);
  let edge = f32.MAX_VALUE;
  // Columns stand left to right. Before the rest's left edge (with room for a member moved aside
  // by placeVoiceHeads and its head: COLUMN_REACH) nothing can meet it, nor past its right edge.
  for (let c = own; c >= first; c--) {
    if (c < own && layout.x.get(members.get(layout.columnFirst.get(c))) + COLUMN_REACH <= left) break;
    edge = columnReach(ctx, id, stem, c, left, right, edge);
  }
  for (let c = own + 1; c < last; c++) {
    if (layout.x.get(members.get(layout.columnFirst.get(c))) >= right) break;
    edge = columnReach(ctx, id, stem, c, left, right, edge);
  }
  return edge;
}

/** `edge` (see headsReach) widened by the heads of column `c` that rest `id` must clear. */
function columnReach(ctx: Context, id: i32, stem: i32, c: i32, left: f32, right: f32, edge: f32): f32 {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const members = layout.columnMember;
  const voice = symbols.voice.get(id);
  const staff = staffOf(ctx, id);
  for (let k = layout.columnFirst.get(c), last = k + layout.columnSize.get(c); k < last; k++) {
    const note = members.get(k);
    if (symbols.kind.get(note) != SymbolKind.Note || symbols.voice.get(note) == voice || staffOf(ctx, note) != staff) continue;
    const head = layout.glyph.get(note);
    const x = layout.x.get(note);
    for (let h = symbols.headStart.get(note), end = h + symbols.headCount.get(note); h < end; h++) {
      const headLeft = x + layout.headShift.get(h);
      if (headLeft >= right || headLeft + glyphAdvance(head) <= left) continue;
      const y = positionY(layout.headPosition.get(h));
      if (stem > 0) {
        const top = y - glyphTop(head);
        if (edge == f32.MAX_VALUE || top < edge) edge = top;
      } else {
        const bottom = y - glyphBottom(head);
        if (edge == f32.MAX_VALUE || bottom > edge) edge = bottom;
      }
    }
  }
  return edge;
}
