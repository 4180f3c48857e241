/**
 * @fileoverview Writes the grace notes of a system record (placeGraceNotes.ts placed them):
 * each one an ElementKind.Note element with its source range, its records contiguous: black
 * heads, accidentals and ledger lines at cue size (engine-spec 9: 0.7), an up stem, and a flag
 * when it is alone; a group's beams follow its last note. The first note of an acciaccatura
 * `{/...}` gets a slash through its stem (Gould, Behind Bars p. 125).
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

/** x of grace note `g`'s stem centre (page x). */
function stemX(ctx: Context, g: i32, main: i32): f32 {
  return ctx.layout.x.get(main) + ctx.layout.attachments.graceX.get(g) + glyphAnchorX(NoteheadBlack, Anchor.StemUpSE) * GRACE_SCALE - StemThickness * 0.5;
}

/** Writes grace note `g` of main note `main`; returns its element. */
function writeGraceNote(ctx: Context, g: i32, main: i32, page: i32, tune: i32, top: f32, alone: bool): i32 {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const display = ctx.display;
  const box: Box = ctx.layoutScratch.box;
  const element = ctx.elements.add(ElementKind.Note, symbols.start.get(g), symbols.end.get(g), page, g, tune);
  const x = layout.x.get(main) + layout.attachments.graceX.get(g);
  const headWidth = glyphAdvance(NoteheadBlack) * GRACE_SCALE;
  const low = extremeHeadPosition(ctx, g, false);
  const high = extremeHeadPosition(ctx, g, true);
  box.start(x, top + positionY(high), x + headWidth, top + positionY(low));
  const firstHead = symbols.headStart.get(g);
  for (let head = firstHead, end = firstHead + symbols.headCount.get(g); head < end; head++) {
    const y = top + positionY(layout.headPosition.get(head));
    display.glyph(element, NoteheadBlack, x, y, SIZE);
    box.add(x, y - glyphTop(NoteheadBlack) * GRACE_SCALE, x + headWidth, y - glyphBottom(NoteheadBlack) * GRACE_SCALE);
    const accidental = accidentalGlyph(ctx.heads.accidental.get(head));
    if (accidental != 0) {
      const accidentalX = x - ACCIDENTAL_GAP - glyphAdvance(accidental) * GRACE_SCALE;
      display.glyph(element, accidental, accidentalX, y, SIZE);
      box.add(accidentalX, y - glyphTop(accidental) * GRACE_SCALE, x, y - glyphBottom(accidental) * GRACE_SCALE);
    }
  }
  // Ledger lines, at cue size.
  const extension = LegerLineExtension * GRACE_SCALE;
  for (let position = -2; position >= low; position -= 2) {
    const y = top + positionY(position);
    display.line(element, LineRole.LedgerLine, x - extension, y, x + headWidth + extension, y, LegerLineThickness * GRACE_SCALE);
  }
  for (let position = 10; position <= high; position += 2) {
    const y = top + positionY(position);
    display.line(element, LineRole.LedgerLine, x - extension, y, x + headWidth + extension, y, LegerLineThickness * GRACE_SCALE);
  }
  const stem = stemX(ctx, g, main);
  const base = top + positionY(low) - glyphAnchorY(NoteheadBlack, Anchor.StemUpSE) * GRACE_SCALE;
  const tip = top + layout.attachments.graceTip.get(g);
  display.line(element, LineRole.Stem, stem, base, stem, tip, StemThickness);
  box.add(stem - StemThickness, tip, stem + StemThickness, base);
  if (alone) {
    const flag = flagGlyph(graceFlags(ctx, g), true);
    const flagX = stem - StemThickness * 0.5 - glyphAnchorX(flag, Anchor.StemUpNW) * GRACE_SCALE;
    const flagY = tip + glyphAnchorY(flag, Anchor.StemUpNW) * GRACE_SCALE;
    display.glyph(element, flag, flagX, flagY, SIZE);
    box.add(flagX, flagY - glyphTop(flag) * GRACE_SCALE, flagX + glyphRight(flag) * GRACE_SCALE, flagY - glyphBottom(flag) * GRACE_SCALE);
  }
  if (ctx.symbols.hasFlag(g, SymbolBits.Acciaccatura)) {
    // A slash rising through the stem near its end (and through the flag).
    display.line(element, LineRole.Stem, stem - 0.6, tip + 1.5, stem + 0.8, tip + 0.5, StemThickness);
    box.add(stem - 0.6, tip + 0.5, stem + 0.8, tip + 1.5);
  }
  box.store(ctx, element);
  return element;
}

/** The beams over the grace notes `first` to `last` of `main`, written with the last one's element. */
function writeGraceBeams(ctx: Context, element: i32, first: i32, last: i32, main: i32, top: f32): void {
  const x1 = stemX(ctx, first, main) - StemThickness * 0.5;
  const x2 = stemX(ctx, last, main) + StemThickness * 0.5;
  const y = top + ctx.layout.attachments.graceTip.get(first);
  const beams = graceFlags(ctx, first);
  for (let level = 0; level < beams; level++) {
    const beamY = y + <f32>level * BEAM_LEVEL * GRACE_SCALE;
    ctx.display.beam(element, x1, beamY, x2, beamY, BeamThickness * GRACE_SCALE);
  }
}
