/**
 * @fileoverview Pass 6c, clear voice accidentals (Gould, Behind Bars pp. 86-88 and 361: the
 * accidentals of two parts on one staff at the same time are arranged as those of one chord,
 * left of all the heads; abc2svg sets them so). adjustAccidentals places each note's
 * accidentals left of its own heads, and moveShiftedAccidentals those of a note moved aside left
 * of the other voice's; two notes that share an x keep theirs in the same column, where they
 * overlap when their heads are less than a seventh apart, and an accidental of one voice can lie
 * on the other voice's head when that head stands left of its own (a note moved aside, a
 * displaced head of a second).
 *
 * Here every note of a voice sharing its staff is compared with the notes of the other voices
 * at its time column on that staff: its accidentals move left, together, until they clear the
 * other notes' heads, and, for the lower voice (the upper voice's accidentals stay nearest the
 * heads, as the highest accidental of a chord does), the other notes' accidentals that are less
 * than a seventh away (ACCIDENTAL_CLEAR_STEPS, the rule of adjustAccidentals' columns).
 *
 * After this: no accidental of a note on a shared staff overlaps a head or (within a seventh)
 * an accidental of another voice's note at its time (layout.accidentalShift). Runs before
 * setWidths, which reserves the room the accidentals now take.
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { Accidental } from "../model/tables";
import { glyphAdvance } from "../glyphs/smufl.generated";
import { accidentalGlyph } from "./adjustAccidentals";
import { ACCIDENTAL_CLEAR_STEPS, ACCIDENTAL_GAP, MAX_COLUMN_PARTNERS } from "./constants";
import { anyStaffShared, sharedStem, staffOf } from "./staffPlacement";

/** Rounds of moves per column: each settles the accidentals a move of the round before disturbed. */
const ROUNDS: i32 = 3;

/**
 * Steps between an accidental and a head that do not meet: a sharp or flat reaches about a
 * space and a half above and below its own head's centre, a head half a space; three steps
 * apart their boxes no longer overlap.
 */
const HEAD_CLEAR_STEPS: i32 = 4;

export function clearVoiceAccidentals(ctx: Context): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const members = layout.columnMember;
  // No note has an accidental, or no voice shares its staff (sharedStem is 0 for every note):
  // no columns to walk.
  if (layout.accidentalNotes == 0 || !anyStaffShared(ctx)) return;
  for (let c = 0, n = layout.columnCount; c < n; c++) {
    const first = layout.columnFirst.get(c);
    const last = first + layout.columnSize.get(c);
    if (last - first < 2) continue;
    // A move can bring an accidental next to another it did not meet: settle in a few rounds.
    for (let round = 0; round < ROUNDS; round++) {
      let moved = false;
      for (let i = first; i < last; i++) {
        const id = members.get(i);
        if (symbols.kind.get(id) != SymbolKind.Note || sharedStem(ctx, id) == 0 || !hasAccidental(ctx, id)) continue;
        const move = neededMove(ctx, i, first, last);
        if (move <= 0) continue;
        moved = true;
        const headFirst = symbols.headStart.get(id);
        for (let head = headFirst, end = headFirst + symbols.headCount.get(id); head < end; head++) {
          if (ctx.heads.accidental.get(head) != Accidental.None) layout.accidentalShift.set(head, layout.accidentalShift.get(head) - move);
        }
      }
      if (!moved) break;
    }
  }
}

/**
 * How far left the accidentals of the note at column member `i` (of members [first, last))
 * must move to clear the other voices' notes on its staff.
 */
function neededMove(ctx: Context, i: i32, first: i32, last: i32): f32 {
  const symbols = ctx.symbols;
  const members = ctx.layout.columnMember;
  const id = members.get(i);
  const staff = staffOf(ctx, id);
  const stem = sharedStem(ctx, id);
  const from = i - MAX_COLUMN_PARTNERS > first ? i - MAX_COLUMN_PARTNERS : first;
  const to = i + MAX_COLUMN_PARTNERS < last ? i + MAX_COLUMN_PARTNERS : last;
  let move: f32 = 0;
  for (let k = from; k < to; k++) {
    const other = members.get(k);
    if (k == i || symbols.kind.get(other) != SymbolKind.Note || staffOf(ctx, other) != staff) continue;
    if (symbols.voice.get(other) == symbols.voice.get(id)) continue;
    // The lower voice's accidentals give way to the upper's (the later of two alike).
    const otherStem = sharedStem(ctx, other);
    const yields = stem < otherStem || (stem == otherStem && k < i);
    const needed = overlap(ctx, id, other, yields);
    if (needed > move) move = needed;
  }
  return move;
}

/** Whether a head of note `id` carries an accidental. */
function hasAccidental(ctx: Context, id: i32): bool {
  const first = ctx.symbols.headStart.get(id);
  for (let head = first, end = first + ctx.symbols.headCount.get(id); head < end; head++) {
    if (ctx.heads.accidental.get(head) != Accidental.None) return true;
  }
  return false;
}

/**
 * How far left (sp) the accidentals of note `id` must move to clear the heads of note `other`
 * and, when `id` yields, its accidentals; 0 when they are clear. x is taken from the column's x:
 * a note's own x is the column's plus its voiceShift.
 */
function overlap(ctx: Context, id: i32, other: i32, yields: bool): f32 {
  const layout = ctx.layout;
  const heads = ctx.heads;
  const symbols = ctx.symbols;
  const shift = layout.voiceShift.get(id);
  const otherShift = layout.voiceShift.get(other);
  const headWidth = glyphAdvance(layout.glyph.get(other));
  const otherFirst = symbols.headStart.get(other);
  const otherEnd = otherFirst + symbols.headCount.get(other);
  let needed: f32 = 0;
  for (let head = symbols.headStart.get(id), end = head + symbols.headCount.get(id); head < end; head++) {
    const glyph = accidentalGlyph(heads.accidental.get(head));
    if (glyph == 0) continue;
    const left = shift + layout.accidentalShift.get(head);
    const right = left + glyphAdvance(glyph);
    const position = layout.headPosition.get(head);
    for (let o = otherFirst; o < otherEnd; o++) {
      const distance = layout.headPosition.get(o) - position;
      // The other note's head.
      const headLeft = otherShift + layout.headShift.get(o);
      if (distance < HEAD_CLEAR_STEPS && distance > -HEAD_CLEAR_STEPS && right > headLeft && left < headLeft + headWidth) {
        const move = right + ACCIDENTAL_GAP - headLeft;
        if (move > needed) needed = move;
      }
      // The other note's accidental.
      const otherGlyph = accidentalGlyph(heads.accidental.get(o));
      if (!yields || otherGlyph == 0 || distance >= ACCIDENTAL_CLEAR_STEPS || distance <= -ACCIDENTAL_CLEAR_STEPS) continue;
      const otherLeft = otherShift + layout.accidentalShift.get(o);
      if (right > otherLeft && left < otherLeft + glyphAdvance(otherGlyph)) {
        const move = right + ACCIDENTAL_GAP - otherLeft;
        if (move > needed) needed = move;
      }
    }
  }
  return needed;
}
