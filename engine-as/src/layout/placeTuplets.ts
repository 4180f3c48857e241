/**
 * @fileoverview Pass 12, place tuplets (ABC 2.1 4.13; Gould, Behind Bars pp. 200-208). A
 * tuplet's number goes on the stem side of its notes (above when at least half of the stems
 * point up, and above for rests only), centred over the notes, TUPLET_CLEARANCE beyond the
 * farthest stem, beam, head or rest. A bracket is added unless the notes are exactly one beam
 * group (the beam already shows what the number covers). The first value of %%tuplets (abc2svg,
 * black-boxed) changes that: 1 draws no tuplet mark at all, 2 a bracket over every tuplet.
 *
 * In a voice drawn smaller or larger (V: scale=, voiceScale.ts) the number and bracket keep
 * their size and stand clear of the notes as drawn, spanning their drawn heads (abc2svg 1.22.1,
 * black-boxed at scale 0.5: the number in the same font, nearer the shorter stems).
 *
 * After this: every tuplet whose notes lie in one drawn system has its system (layout
 * tupletSystem, linked from systemFirstTuplet), span, number baseline, side and bracket flag;
 * others (other voices, cut by a line break) have system -1 and are not drawn.
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { FormatKey } from "../model/format";
import { glyphAdvance } from "../glyphs/smufl.generated";
import { TUPLET_CLEARANCE } from "./constants";
import { LayoutBits } from "./tables";
import { drawnBottom, drawnTop, drawnX } from "./voiceScale";

/**
 * Where abc2svg 1.22.1 sets a tuplet number (black-boxed, notes/issue5-nottingham/vp/block.mts,
 * its SVG of a middle system): above, without a bracket, its baseline 4.9 px over the beam
 * (`(3ABA`: TUPLET_CLEARANCE, 4.8); with one, 2.9 px over the notes (`(3ABAGA`: the bracket's
 * line 7.5 px over the beam, the number across it); below, 12.1 px under the notes with a
 * bracket or without (`(3ccc`, `(3cBc`, `fA(3AAA`, `f(3cBcf`): TUPLET_CLEARANCE and
 * NUMBER_BELOW_HEIGHT (7.3 px, where the glyph's height, 9 px, set ours 1.7 px lower: a block
 * 1 px taller under Nottingham's `fA(3AAA` hornpipes).
 */
const BRACKET_NUMBER_CLEARANCE: f32 = 2.9 / 6.0;
const NUMBER_BELOW_HEIGHT: f32 = 7.3 / 6.0;

/** %%tuplets first values: no tuplet mark, and a bracket even over one beam group. */
const TUPLETS_NEVER: i32 = 1;
const TUPLETS_ALWAYS_BRACKET: i32 = 2;

/** The pass: places the number and bracket of every drawn tuplet (see the file's header). */
export function placeTuplets(ctx: Context): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const tuplets = ctx.tuplets;
  const count = tuplets.count;
  layout.tupletSystem.resize(count);
  layout.tupletNext.resize(count);
  layout.tupletLeft.resize(count);
  layout.tupletRight.resize(count);
  layout.tupletY.resize(count);
  layout.tupletAbove.resize(count);
  layout.tupletBracket.resize(count);
  for (let tuplet = 0; tuplet < count; tuplet++) {
    layout.tupletSystem.set(tuplet, -1);
    layout.tupletNext.set(tuplet, -1);
    const first = tuplets.first.get(tuplet);
    const last = tuplets.last.get(tuplet);
    if (first < 0 || last < 0 || first >= symbols.count || last >= symbols.count) continue;
    if (!layout.hasBit(first, LayoutBits.Drawn) || !layout.hasBit(last, LayoutBits.Drawn)) continue;
    const system = layout.system.get(first);
    const start = layout.order.get(first);
    const end = layout.order.get(last) + 1;
    if (system < 0 || system != layout.system.get(last) || end <= start) continue;
    const when = <i32>ctx.format.get(ctx.voices.tune.get(symbols.voice.get(first)), FormatKey.TupletsWhen);
    if (when == TUPLETS_NEVER) continue;

    let notes = 0;
    let up = 0;
    let rests = 0;
    let top: f32 = 0; // the top line at least: numbers stay clear of the staff's top
    let bottom: f32 = 4;
    let beam = layout.beam.get(first);
    for (let i = start; i < end; i++) {
      const id = layout.sequence.get(i);
      const kind = symbols.kind.get(id);
      if (kind == SymbolKind.Note) {
        notes++;
        if (layout.hasBit(id, LayoutBits.StemUp)) up++;
      } else if (kind == SymbolKind.Rest) {
        rests++;
      } else {
        continue;
      }
      if (layout.beam.get(id) != beam) beam = -1;
      const symbolUpper = drawnTop(ctx, id);
      const symbolLower = drawnBottom(ctx, id);
      if (symbolUpper < top) top = symbolUpper;
      if (symbolLower > bottom) bottom = symbolLower;
    }
    const above = notes == 0 || up * 2 >= notes;
    const oneBeam = rests == 0 && beam >= 0 && layout.beamFirst.get(beam) == first && layout.beamLast.get(beam) == last;
    layout.tupletSystem.set(tuplet, system);
    layout.tupletNext.set(tuplet, layout.systemFirstTuplet.get(system));
    layout.systemFirstTuplet.set(system, tuplet);
    layout.tupletLeft.set(tuplet, drawnX(ctx, first, 0));
    layout.tupletRight.set(tuplet, drawnX(ctx, last, glyphAdvance(layout.glyph.get(last))));
    const bracket = !(oneBeam && when != TUPLETS_ALWAYS_BRACKET);
    // A number alone on its beam's side stands off the beam where it is drawn, at its middle,
    // not off the group's farthest end (abc2svg 1.22.1, black-boxed with vp/block.mts: the
    // number under hpps X:42's sloped `(3ABc` stands 12.4 px under the beam at the number,
    // 10.2 under its A end).
    if (!bracket && beam >= 0 && (layout.beamStemUp.get(beam) != 0) == above) {
      const middle = (layout.tupletLeft.get(tuplet) + layout.tupletRight.get(tuplet)) * 0.5;
      const atNumber = layout.beamY.get(beam) + layout.beamSlope.get(beam) * (middle - layout.beamX.get(beam));
      if (above) top = min<f32>(0, atNumber);
      else bottom = max<f32>(4, atNumber);
    }
    // The number's baseline; writeTuplets draws a bracket through the number's middle.
    const y = above ? top - (bracket ? BRACKET_NUMBER_CLEARANCE : TUPLET_CLEARANCE) : bottom + TUPLET_CLEARANCE + NUMBER_BELOW_HEIGHT;
    layout.tupletY.set(tuplet, y);
    layout.tupletAbove.set(tuplet, above ? 1 : 0);
    layout.tupletBracket.set(tuplet, bracket ? 1 : 0);
  }
}
