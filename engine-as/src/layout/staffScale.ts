/**
 * @fileoverview Pass 10b, scale staves: a staff drawn smaller or larger with everything on it
 * (V: staffscale=, ABC 2.1 7.2 / abc2svg; 0.3 to 2, parse/voiceParams.ts).
 *
 * As abc2svg 1.22.1 draws it (black-boxed: `V:2 staffscale=0.7` under a normal V:1), the staff's
 * lines stand scale staff spaces apart and its notes, clefs, keys, beams, slurs and texts are
 * drawn at scale times their size, while its notes stay in the time columns of the other staves:
 * the staff is laid out as a normal staff in its own units and drawn through one scaling about
 * the page's left edge and its top line. So, once the columns have their page x
 * (justifySystems), this pass turns every x of the staff's records into its own units (page x /
 * scale); the passes after it place beams, curves and decorations in those units, calcExtents
 * measures the staff in them, paginate stacks the staff at its scaled height, and writePages
 * wraps its drawing in a scaled group (DisplayKind.ScaledGroupStart) and moves the boxes of its
 * elements back to page units.
 */

import { Context } from "../context";
import { STAFF_HEIGHT } from "./constants";

/** The scale a staff is drawn at: V: staffscale= of voice `voice` (VoiceTable.staffScale, thousandths). */
@inline export function voiceStaffScale(ctx: Context, voice: i32): f32 {
  const thousandths = ctx.voices.staffScale.get(voice);
  return thousandths > 0 ? <f32>thousandths / 1000 : 1;
}

/** Whether a voice of the render has a staffscale other than 1 (as voiceScale.ts anyVoiceScaled for scale=). */
function anyStaffScaled(ctx: Context): bool {
  for (let voice = 0, n = ctx.voices.count; voice < n; voice++) {
    if (voiceStaffScale(ctx, voice) != 1) return true;
  }
  return false;
}

/**
 * Gives the records of the system whose records are [system, system + stride) the scale of
 * their staff: the staffscale of the voice that leads it.
 */
export function setSystemScales(ctx: Context, system: i32, stride: i32): void {
  const layout = ctx.layout;
  for (let lead = system; lead < system + stride; lead++) {
    if (layout.systemLeads.get(lead) == 0) continue;
    const scale = voiceStaffScale(ctx, layout.systemVoice.get(lead));
    const staff = layout.systemStaff.get(lead);
    for (let record = system; record < system + stride; record++) {
      if (layout.systemStaff.get(record) == staff) layout.systemScale.set(record, scale);
    }
  }
}

/**
 * Scales the room each symbol of a scaled voice needs beside its x (layout.widthLeft and
 * widthRight, as setWidths, placeGraceNotes and placeAnnotations left them, in sp of the voice's
 * own staff) and its chord symbols' reach (layout.chordSymbolRight, placeAnnotations) by the
 * voice's staffscale: the symbol, its accidentals, lyrics and chord symbols are drawn at that
 * scale, while the time columns the staves share are spaced in page units. Without it the
 * syllables under a staff drawn twice as large overlapped (the lute line of
 * moine-organ-examples/bataille.abc, staffscale=2). The reach is scaled here once rather than
 * by line breaking for every symbol of every line it tries.
 */
export function scaleStaffWidths(ctx: Context): void {
  // Most renders draw every staff at staffscale 1: no symbol's room changes.
  if (!anyStaffScaled(ctx)) return;
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const sequence = layout.sequence;
  for (let i = 0, n = sequence.length; i < n; i++) {
    const id = sequence.get(i);
    const scale = voiceStaffScale(ctx, symbols.voice.get(id));
    if (scale == 1) continue;
    layout.widthLeft.set(id, layout.widthLeft.get(id) * scale);
    layout.widthRight.set(id, layout.widthRight.get(id) * scale);
    layout.chordSymbolRight.set(id, layout.chordSymbolRight.get(id) * scale);
  }
}

/** Turns the x values of every scaled record into its staff's units (see the file overview). */
export function scaleStaves(ctx: Context): void {
  const layout = ctx.layout;
  const sequence = layout.sequence;
  for (let record = 0, count = layout.systemCount; record < count; record++) {
    const scale = layout.systemScale.get(record);
    if (scale == 1) continue;
    const inverse: f32 = 1 / scale;
    for (let i = layout.systemStart.get(record), end = layout.systemEnd.get(record); i < end; i++) {
      const id = sequence.get(i);
      layout.x.set(id, layout.x.get(id) * inverse);
    }
    layout.systemLeft.set(record, layout.systemLeft.get(record) * inverse);
    layout.systemWidth.set(record, layout.systemWidth.get(record) * inverse);
    layout.systemHeaderWidth.set(record, layout.systemHeaderWidth.get(record) * inverse);
  }
}

/** From the top line to the bottom line of `staff` of the system stacked last (sp): STAFF_HEIGHT times its scale. */
@inline export function staffHeight(ctx: Context, staff: i32): f32 {
  return STAFF_HEIGHT * ctx.layout.staffScale.get(staff);
}
