/**
 * @fileoverview Writes the grace notes of a system record (placeGraceNotes.ts placed them):
 * each one an ElementKind.Note element with its source range, its records contiguous: black
 * heads, accidentals and ledger lines at cue size (engine-spec 9: 0.7), an up stem, and a flag
 * when it is alone; a group's beams follow its last note. The first note of an acciaccatura
 * `{/...}` gets a slash through its stem (Gould, Behind Bars p. 125).
 *
 * In a voice drawn smaller or larger (V: scale=, voiceScale.ts) the grace notes' heads,
 * accidentals, ledger lines, flags, slashes and stem thickness are scaled too, each note about
 * its head's centre; their places, stem ends and beams stay where placeGraceNotes put them, as
 * abc2svg 1.22.1 draws them (black-boxed at scale 0.5: cue heads at half their size on stems
 * and beams of the normal cue length and thickness).
 */

import { ElementKind, LineRole } from "../abi";
import { Context } from "../context";
import { SymbolBits } from "../model/tables";
import {
  Anchor, BeamThickness, LegerLineExtension, LegerLineThickness, NoteheadBlack, StemThickness, glyphAdvance,
  glyphAnchorX, glyphAnchorY, glyphBottom, glyphRight, glyphTop,
} from "../glyphs/smufl.generated";
import { accidentalGlyph } from "./adjustAccidentals";
import { BEAM_LEVEL, GLYPH_SIZE } from "./constants";
import { flagGlyph } from "./noteValues";
import { extremeHeadPosition } from "./noteGeometry";
import { GRACE_SCALE, graceFlags } from "./placeGraceNotes";
import { Box } from "./scratch";
import { positionY } from "./staffPositions";
import { voiceScale } from "./voiceScale";

const SIZE: f32 = GLYPH_SIZE * GRACE_SCALE;
/** Gap between a grace note's accidental and its head. */
const ACCIDENTAL_GAP: f32 = 0.1;

/**
 * Writes the grace notes before the notes and rests of system record `system`, on page `page`
 * of tune `tune`, its staff's top line at page y `top` (sp).
 */
export function writeGraceNotes(ctx: Context, system: i32, page: i32, tune: i32, top: f32): void {
  const layout = ctx.layout;
  const attach = layout.attachments;
  const symbols = ctx.symbols;
  const count = symbols.count;
  if (attach.graceRuns == 0) return; // most tunes: no symbols to walk
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
    const main = layout.sequence.get(i);
    const first = attach.graceLink.get(main);
    if (first < 0) continue;
    // The run's length, then its notes.
    let notes = 0;
    for (let g = first, steps = 0; g >= 0 && g < count && g != main && steps < count; steps++) {
      notes++;
      g = symbols.next.get(g);
    }
    let g = first;
    for (let k = 0; k < notes; k++) {
      const element = writeGraceNote(ctx, g, main, page, tune, top, notes == 1);
      if (k == notes - 1 && notes > 1) writeGraceBeams(ctx, element, first, g, main, top);
      g = symbols.next.get(g);
    }
  }
}

/**
 * Page x of grace note `g`'s head, drawn at voice scale `scale` about the centre of the
 * cue-size head placeGraceNotes placed.
 */
function headX(ctx: Context, g: i32, main: i32, scale: f32): f32 {
  const width = glyphAdvance(NoteheadBlack) * GRACE_SCALE;
  return ctx.layout.x.get(main) + ctx.layout.attachments.graceX.get(g) + width * (1 - scale) * 0.5;
}

/** x of grace note `g`'s stem centre (page x) at voice scale `scale`. */
function stemX(ctx: Context, g: i32, main: i32, scale: f32): f32 {
  return headX(ctx, g, main, scale) + (glyphAnchorX(NoteheadBlack, Anchor.StemUpSE) * GRACE_SCALE - StemThickness * 0.5) * scale;
}

/** Writes grace note `g` of main note `main`; returns its element. */
function writeGraceNote(ctx: Context, g: i32, main: i32, page: i32, tune: i32, top: f32, alone: bool): i32 {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const display = ctx.display;
  const box: Box = ctx.layoutScratch.box;
  const element = ctx.elements.add(ElementKind.Note, symbols.start.get(g), symbols.end.get(g), page, g, tune);
  // Cue size, times the voice's scale (V: scale=); at scale 1 `scale` multiplies nothing.
  const scale = voiceScale(ctx, main);
  const size = GRACE_SCALE * scale;
  const x = headX(ctx, g, main, scale);
  const headWidth = glyphAdvance(NoteheadBlack) * size;
  const low = extremeHeadPosition(ctx, g, false);
  const high = extremeHeadPosition(ctx, g, true);
  box.start(x, top + positionY(high), x + headWidth, top + positionY(low));
  const firstHead = symbols.headStart.get(g);
  for (let head = firstHead, end = firstHead + symbols.headCount.get(g); head < end; head++) {
    const y = top + positionY(layout.headPosition.get(head));
    display.glyph(element, NoteheadBlack, x, y, SIZE * scale);
    box.add(x, y - glyphTop(NoteheadBlack) * size, x + headWidth, y - glyphBottom(NoteheadBlack) * size);
    const accidental = accidentalGlyph(ctx.heads.accidental.get(head));
    if (accidental != 0) {
      const accidentalX = x - ACCIDENTAL_GAP * scale - glyphAdvance(accidental) * size;
      display.glyph(element, accidental, accidentalX, y, SIZE * scale);
      box.add(accidentalX, y - glyphTop(accidental) * size, x, y - glyphBottom(accidental) * size);
    }
  }
  // Ledger lines, at cue size.
  const extension = LegerLineExtension * size;
  const ledgerThickness = LegerLineThickness * size;
  for (let position = -2; position >= low; position -= 2) {
    const y = top + positionY(position);
    display.line(element, LineRole.LedgerLine, x - extension, y, x + headWidth + extension, y, ledgerThickness);
  }
  for (let position = 10; position <= high; position += 2) {
    const y = top + positionY(position);
    display.line(element, LineRole.LedgerLine, x - extension, y, x + headWidth + extension, y, ledgerThickness);
  }
  const stem = stemX(ctx, g, main, scale);
  const stemThickness = StemThickness * scale;
  const base = top + positionY(low) - glyphAnchorY(NoteheadBlack, Anchor.StemUpSE) * size;
  const tip = top + layout.attachments.graceTip.get(g);
  display.line(element, LineRole.Stem, stem, base, stem, tip, stemThickness);
  box.add(stem - stemThickness, tip, stem + stemThickness, base);
  if (alone) {
    const flag = flagGlyph(graceFlags(ctx, g), true);
    const flagX = stem - stemThickness * 0.5 - glyphAnchorX(flag, Anchor.StemUpNW) * size;
    const flagY = tip + glyphAnchorY(flag, Anchor.StemUpNW) * size;
    display.glyph(element, flag, flagX, flagY, SIZE * scale);
    box.add(flagX, flagY - glyphTop(flag) * size, flagX + glyphRight(flag) * size, flagY - glyphBottom(flag) * size);
  }
  if (ctx.symbols.hasFlag(g, SymbolBits.Acciaccatura)) {
    // A slash rising through the stem near its end (and through the flag).
    const left = stem - 0.6 * scale;
    const right = stem + 0.8 * scale;
    display.line(element, LineRole.Stem, left, tip + 1.5 * scale, right, tip + 0.5 * scale, stemThickness);
    box.add(left, tip + 0.5 * scale, right, tip + 1.5 * scale);
  }
  box.store(ctx, element);
  return element;
}

/** The beams over the grace notes `first` to `last` of `main`, written with the last one's element. */
function writeGraceBeams(ctx: Context, element: i32, first: i32, last: i32, main: i32, top: f32): void {
  // The beams meet the scaled stems but keep their cue thickness (abc2svg, black-boxed).
  const scale = voiceScale(ctx, main);
  const half = StemThickness * scale * 0.5;
  const x1 = stemX(ctx, first, main, scale) - half;
  const x2 = stemX(ctx, last, main, scale) + half;
  const y = top + ctx.layout.attachments.graceTip.get(first);
  const beams = graceFlags(ctx, first);
  for (let level = 0; level < beams; level++) {
    const beamY = y + <f32>level * BEAM_LEVEL * GRACE_SCALE;
    ctx.display.beam(element, x1, beamY, x2, beamY, BeamThickness * GRACE_SCALE);
  }
}
