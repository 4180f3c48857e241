/**
 * @fileoverview Pass 5b, place voice heads (Gould, Behind Bars pp. 358-362; abc2svg: the
 * shifting of colliding notes of several voices in set_overlap). Two voices on one staff
 * whose notes sound together share the column's x, stems up for the first and down for the
 * second (calcStems). When their heads are a second apart, or the voices cross, the
 * up-stem note moves right by its head's width so neither stem runs through the other's
 * heads. A unison of two single heads of the same kind (glyph and dots) shares one head and
 * stays; any other unison moves as a second does.
 *
 * After this: every drawn note whose heads would collide with another voice's note in its
 * time column has its offset from the column's x (layout.voiceShift); justifySystems adds it.
 *
 * moveShiftedAccidentals (after adjustAccidentals) keeps the accidentals of a moved note left
 * of the whole chord of voices, beyond the other voice's accidentals (Gould p. 361).
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { glyphAdvance } from "../glyphs/smufl.generated";
import { MAX_COLUMN_PARTNERS } from "./constants";
import { anyStaffShared, sharedStem, staffOf } from "./staffPlacement";

export function placeVoiceHeads(ctx: Context): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const members = layout.columnMember;
  layout.shiftedNotes = 0;
  // Most renders have no staff that two voices share: no notes of an up-stem voice to move.
  if (!anyStaffShared(ctx)) return;
  for (let c = 0, n = layout.columnCount; c < n; c++) {
    const first = layout.columnFirst.get(c);
    const last = first + layout.columnSize.get(c);
    if (last - first < 2) continue;
    for (let i = first; i < last; i++) {
      const up = members.get(i);
      if (symbols.kind.get(up) != SymbolKind.Note || sharedStem(ctx, up) <= 0) continue;
      const staff = staffOf(ctx, up);
      const from = i - MAX_COLUMN_PARTNERS > first ? i - MAX_COLUMN_PARTNERS : first;
      const to = i + MAX_COLUMN_PARTNERS < last ? i + MAX_COLUMN_PARTNERS : last;
      for (let k = from; k < to; k++) {
        const down = members.get(k);
        if (k == i || symbols.kind.get(down) != SymbolKind.Note) continue;
        if (sharedStem(ctx, down) >= 0 || staffOf(ctx, down) != staff) continue;
        if (collide(ctx, up, down)) {
          layout.voiceShift.set(up, glyphAdvance(layout.glyph.get(up)));
          layout.shiftedNotes++;
          break;
        }
      }
    }
  }
}

/** Whether the up-stem note `up` and the down-stem note `down` cannot share an x. */
function collide(ctx: Context, up: i32, down: i32): bool {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const upFirst = symbols.headStart.get(up);
  const upCount = symbols.headCount.get(up);
  const downFirst = symbols.headStart.get(down);
  const downCount = symbols.headCount.get(down);
  // Lowest head of the upper voice against the highest of the lower one (heads lowest first).
  const upLow = lowest(ctx, upFirst, upCount);
  const downHigh = highest(ctx, downFirst, downCount);
  const gap = upLow - downHigh;
  if (gap >= 2) return false;
  if (gap == 0 && upCount == 1 && downCount == 1) {
    const same = layout.glyph.get(up) == layout.glyph.get(down) && layout.dots.get(up) == layout.dots.get(down);
    // Whole notes have no stems to clash; other notes share the head when they look alike.
    return !same;
  }
  return true;
}

function lowest(ctx: Context, first: i32, count: i32): i32 {
  let low = ctx.layout.headPosition.get(first);
  for (let head = first + 1; head < first + count; head++) if (ctx.layout.headPosition.get(head) < low) low = ctx.layout.headPosition.get(head);
  return low;
}

function highest(ctx: Context, first: i32, count: i32): i32 {
  let high = ctx.layout.headPosition.get(first);
  for (let head = first + 1; head < first + count; head++) if (ctx.layout.headPosition.get(head) > high) high = ctx.layout.headPosition.get(head);
  return high;
}

/**
 * Moves the accidentals of every note moved aside (layout.voiceShift) back to the left of the
 * column's heads, and further left of the accidentals of the down-stem notes it moved away from.
 */
export function moveShiftedAccidentals(ctx: Context): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const members = layout.columnMember;
  if (layout.shiftedNotes == 0) return; // no note moved aside: no columns to walk
  for (let c = 0, n = layout.columnCount; c < n; c++) {
    const first = layout.columnFirst.get(c);
    const last = first + layout.columnSize.get(c);
    for (let i = first; i < last; i++) {
      const up = members.get(i);
      const shift = layout.voiceShift.get(up);
      if (shift <= 0 || symbols.kind.get(up) != SymbolKind.Note) continue;
      const staff = staffOf(ctx, up);
      // The leftmost accidental edge of the other voices' notes on the staff (relative to the column).
      let partnerLeft: f32 = 0;
      const from = i - MAX_COLUMN_PARTNERS > first ? i - MAX_COLUMN_PARTNERS : first;
      const to = i + MAX_COLUMN_PARTNERS < last ? i + MAX_COLUMN_PARTNERS : last;
      for (let k = from; k < to; k++) {
        const other = members.get(k);
        if (k == i || symbols.kind.get(other) != SymbolKind.Note || staffOf(ctx, other) != staff) continue;
        const otherFirst = symbols.headStart.get(other);
        for (let head = otherFirst, end = otherFirst + symbols.headCount.get(other); head < end; head++) {
          const edge = layout.accidentalShift.get(head) + layout.voiceShift.get(other);
          if (edge < partnerLeft) partnerLeft = edge;
        }
      }
      const headFirst = symbols.headStart.get(up);
      for (let head = headFirst, end = headFirst + symbols.headCount.get(up); head < end; head++) {
        const accidental = layout.accidentalShift.get(head);
        if (accidental >= 0) continue; // no accidental on this head
        layout.accidentalShift.set(head, accidental - shift + partnerLeft);
      }
    }
  }
}
