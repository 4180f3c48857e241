/**
 * @fileoverview The voice scale of V: `scale=` (ABC 2.1 7.2; engine-spec 9; stored in
 * thousandths by parse/voiceParams.ts in VoiceTable.scale): a voice's notes and rests drawn
 * that much bigger or smaller. Black-boxing abc2svg 1.22.1 (`V:1 scale=0.7`) shows how: each
 * note keeps its place (its head's centre stays on the note's x, each head on its staff
 * position) while everything drawn around it (heads, accidentals, dots, ledger lines, stem
 * length, flag) is scaled about that centre, and the note's room shrinks with it. Only the
 * stem is scaled less: halfway (stemScale). Cue-sized
 * notes are the usual use (Gould, Behind Bars p. 568: cue notes about two thirds of full size).
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { glyphAdvance, glyphBottom, glyphTop } from "../glyphs/smufl.generated";
import { extremeHeadPosition, stemBaseY, symbolBottom, symbolTop } from "./noteGeometry";
import { positionY } from "./staffPositions";
import { LayoutBits } from "./tables";

/** The `scale=` of symbol `id`'s voice (1 for a symbol outside any voice). */
export function voiceScale(ctx: Context, id: i32): f32 {
  const voice = ctx.symbols.voice.get(id);
  if (voice < 0 || voice >= ctx.voices.count) return 1;
  return scaleOfVoice(ctx, voice);
}

/**
 * Whether a voice of the render has a scale other than 1: in most renders none has, and a pass
 * over every note (setWidths) then looks up no note's voiceScale.
 */
export function anyVoiceScaled(ctx: Context): bool {
  for (let voice = 0, n = ctx.voices.count; voice < n; voice++) {
    if (scaleOfVoice(ctx, voice) != 1) return true;
  }
  return false;
}

/** The `scale=` of voice `voice`, a row of VoiceTable (stored in thousandths). */
@inline export function scaleOfVoice(ctx: Context, voice: i32): f32 {
  return <f32>ctx.voices.scale.get(voice) * 0.001;
}

/**
 * The x shift that scales a symbol about the centre of its glyph `glyph` drawn at the
 * symbol's x: an offset `o` from x (sp, at full size) is drawn at x + shift + o * scale.
 */
export function scaleShift(glyph: i32, scale: f32): f32 {
  return glyphAdvance(glyph) * 0.5 * (1 - scale);
}

/**
 * The factor of an unbeamed stem's length at voice scale `scale`: (1 + scale) / 2, so a stem
 * changes half as much as the heads. Black-boxed from abc2svg 1.22.1: a half note's 21-unit
 * stem is 17.85 units at scale 0.7, 15.75 at 0.5 and 26.25 at 1.5.
 */
export function stemScale(scale: f32): f32 {
  return (1 + scale) * 0.5;
}

/**
 * Page x where the full-size offset `offset` (sp, from the note's x, as noteGeometry gives it)
 * of note or rest `id` is drawn at its voice's scale: scaled about its glyph's centre.
 */
export function drawnX(ctx: Context, id: i32, offset: f32): f32 {
  const scale = voiceScale(ctx, id);
  return ctx.layout.x.get(id) + scaleShift(ctx.layout.glyph.get(id), scale) + offset * scale;
}

/**
 * The end of note `id`'s stem as drawn (y, sp below the staff's top line): an unbeamed stem of
 * a scaled voice is stemScale times its full length from where it leaves the heads; a beamed
 * one keeps its end on the beam (as writeNotes draws them).
 */
export function drawnStemTip(ctx: Context, id: i32): f32 {
  const layout = ctx.layout;
  const tip = layout.stemTip.get(id);
  const scale = voiceScale(ctx, id);
  if (scale == 1 || layout.hasBit(id, LayoutBits.Beamed)) return tip;
  const base = stemBaseY(ctx, id);
  return base + (tip - base) * stemScale(scale);
}

/**
 * Top of note or rest `id` as drawn at its voice's scale (y below the staff's top line): its
 * highest head's scaled glyph or its up stem's drawn end; a rest's scaled glyph. At scale 1,
 * and for other symbols, noteGeometry's symbolTop.
 */
export function drawnTop(ctx: Context, id: i32): f32 {
  const scale = voiceScale(ctx, id);
  if (scale == 1) return symbolTop(ctx, id);
  const layout = ctx.layout;
  const glyph = layout.glyph.get(id);
  const kind = ctx.symbols.kind.get(id);
  if (kind == SymbolKind.Rest) return positionY(layout.restPosition.get(id)) - glyphTop(glyph) * scale;
  if (kind != SymbolKind.Note) return symbolTop(ctx, id);
  let top = positionY(extremeHeadPosition(ctx, id, true)) - glyphTop(glyph) * scale;
  if ((layout.bits.get(id) & (LayoutBits.StemUp | LayoutBits.Stemless)) == LayoutBits.StemUp) {
    const tip = drawnStemTip(ctx, id);
    if (tip < top) top = tip;
  }
  return top;
}

/** Bottom of note or rest `id` as drawn at its voice's scale (see drawnTop). */
export function drawnBottom(ctx: Context, id: i32): f32 {
  const scale = voiceScale(ctx, id);
  if (scale == 1) return symbolBottom(ctx, id);
  const layout = ctx.layout;
  const glyph = layout.glyph.get(id);
  const kind = ctx.symbols.kind.get(id);
  if (kind == SymbolKind.Rest) return positionY(layout.restPosition.get(id)) - glyphBottom(glyph) * scale;
  if (kind != SymbolKind.Note) return symbolBottom(ctx, id);
  let bottom = positionY(extremeHeadPosition(ctx, id, false)) - glyphBottom(glyph) * scale;
  if ((layout.bits.get(id) & (LayoutBits.StemUp | LayoutBits.Stemless)) == 0) {
    const tip = drawnStemTip(ctx, id);
    if (tip > bottom) bottom = tip;
  }
  return bottom;
}
