/**
 * @fileoverview The custos (%%custos; engine-spec 3, 9 "Custos reserved width 12"; Gould,
 * Behind Bars p. 584, "a small note at the end of a line shows the pitch that begins the
 * next"): at the right end of each system but a tune's last, in the room CUSTOS_WIDTH that
 * breakLines and justifySystems keep free after the music, a small notehead with a short
 * stem at the pitch of the first note of the voice's next system. The font has no custos
 * glyph in our extracted set, so it is drawn as a cue-size black notehead and a stem.
 */

import { LineRole, SymbolKind } from "../abi";
import { Context } from "../context";
import { FormatKey } from "../model/format";
import { NoteheadBlack, StemThickness, glyphAdvance } from "../glyphs/smufl.generated";
import { GLYPH_SIZE, MIDDLE_LINE } from "./constants";
import { positionY } from "./staffPositions";

/** Room kept for the custos at a system's end (abc2svg's 12 units). */
export const CUSTOS_WIDTH: f32 = 2.0;
/** Size of the custos head (a share of a normal head) and the length of its stem. */
const CUSTOS_SCALE: f32 = 0.6;
const CUSTOS_STEM: f32 = 1.5;

/** The room (sp) kept at the end of `tune`'s systems that another follows: 0 without %%custos. */
export function custosRoom(ctx: Context, tune: i32): f32 {
  return ctx.format.get(tune, FormatKey.Custos) != 0 ? CUSTOS_WIDTH : 0;
}

/**
 * Draws the custos of system record `system` of `tune` (its staff's top line at `top`), when the
 * tune has %%custos and the voice has a note in its next system.
 */
export function writeCustos(ctx: Context, system: i32, tune: i32, top: f32): void {
  if (custosRoom(ctx, tune) <= 0) return;
  const layout = ctx.layout;
  const next = system + layout.systemStride.get(system);
  if (next >= layout.systemCount || layout.systemTune.get(next) != tune) return;
  let note = -1;
  for (let i = layout.systemStart.get(next), end = layout.systemEnd.get(next); i < end; i++) {
    const id = layout.sequence.get(i);
    if (ctx.symbols.kind.get(id) == SymbolKind.Note) {
      note = id;
      break;
    }
  }
  if (note < 0) return;
  const position = layout.headPosition.get(ctx.symbols.headStart.get(note));
  const size = GLYPH_SIZE * CUSTOS_SCALE;
  const width = glyphAdvance(NoteheadBlack) * CUSTOS_SCALE;
  const x = layout.systemLeft.get(system) + layout.systemWidth.get(system) - CUSTOS_WIDTH * 0.5 - width * 0.5;
  const y = top + positionY(position);
  ctx.display.glyph(-1, NoteheadBlack, x, y, size);
  // The stem points towards the middle of the staff, as a note's would.
  const up = position < MIDDLE_LINE;
  const stemX = up ? x + width - StemThickness * 0.5 : x + StemThickness * 0.5;
  ctx.display.line(-1, LineRole.Stem, stemX, y, stemX, up ? y - CUSTOS_STEM : y + CUSTOS_STEM, StemThickness);
}
