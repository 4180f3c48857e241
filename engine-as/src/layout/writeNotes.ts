/**
 * @fileoverview Writes notes and rests to the display list, each as one element whose records
 * are contiguous (heads, accidentals, dots, ledger lines, stem, flag), so the SVG writer can
 * group them under the note's source range. Ledger lines extend legerLineExtension beyond the
 * heads (SMuFL; Gould, Behind Bars p. 14); flags hang from the stem's end by their SMuFL anchors
 * (stemUpNW / stemDownSW). All positions were decided by the layout passes.
 */

import { ElementKind, LineRole, SymbolKind } from "../abi";
import { Context } from "../context";
import { SymbolBits } from "../model/tables";
import {
  Anchor, AugmentationDot, LegerLineExtension, LegerLineThickness, Repeat1Bar, Repeat2Bars, RepeatBarSlash, RestHBar,
  StemThickness, TimeSig0,
  glyphAdvance, glyphAnchorX, glyphAnchorY, glyphBottom, glyphRight, glyphTop,
} from "../glyphs/smufl.generated";
import { RepeatSign } from "../model/values";
import { accidentalGlyph } from "./adjustAccidentals";
import { DOT_GAP, DOT_SPACING, GLYPH_SIZE, MIDDLE_LINE, MULTI_MEASURE_REST_WIDTH } from "./constants";
import { dotsX, headsLeft, headsRight, noteFlagGlyph, restPosition, stemBaseY, stemX } from "./noteGeometry";
import { positionY } from "./staffPositions";
import { Box } from "./scratch";
import { LayoutBits } from "./tables";
import { numberWidth } from "./timeSignatures";
import { writeDigits } from "./writeStaves";


/** Writes note `id` of `tune` on the staff whose top line is at page y `top`. */
export function writeNote(ctx: Context, id: i32, page: i32, tune: i32, top: f32, box: Box): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const display = ctx.display;
  if (symbols.hasFlag(id, SymbolBits.Repeated)) {
    writeRepeatSign(ctx, id, ElementKind.Note, page, tune, top, box);
    return;
  }
  const element = ctx.elements.add(ElementKind.Note, symbols.start.get(id), symbols.end.get(id), page, id, tune);
  const x = layout.x.get(id);
  const glyph = layout.glyph.get(id);
  const first = symbols.headStart.get(id);
  const last = first + symbols.headCount.get(id);
  let low = layout.headPosition.get(first);
  let high = low;
  box.start(x, top + 2, x, top + 2);
  for (let head = first; head < last; head++) {
    const position = layout.headPosition.get(head);
    if (position < low) low = position;
    if (position > high) high = position;
    const headX = x + layout.headShift.get(head);
    const y = top + positionY(position);
    display.glyph(element, glyph, headX, y, GLYPH_SIZE);
    box.addGlyph(glyph, headX, y);
    const accidental = accidentalGlyph(ctx.heads.accidental.get(head));
    if (accidental != 0) {
      const accidentalX = x + layout.accidentalShift.get(head);
      display.glyph(element, accidental, accidentalX, y, GLYPH_SIZE);
      box.addGlyph(accidental, accidentalX, y);
    }
  }
  const dots = layout.dots.get(id);
  if (dots > 0) {
    const dotX = x + dotsX(ctx, id);
    for (let head = first; head < last; head++) {
      const y = top + positionY(layout.dotPosition.get(head));
      for (let dot = 0; dot < dots; dot++) {
        display.glyph(element, AugmentationDot, dotX + <f32>dot * DOT_SPACING, y, GLYPH_SIZE);
        box.addGlyph(AugmentationDot, dotX + <f32>dot * DOT_SPACING, y);
      }
    }
  }
  writeLedgerLines(ctx, element, x + headsLeft(ctx, id), x + headsRight(ctx, id), top, low, high);
  if (!layout.hasBit(id, LayoutBits.Stemless)) {
    const stem = x + stemX(ctx, id);
    const base = top + stemBaseY(ctx, id);
    const tip = top + layout.stemTip.get(id);
    display.line(element, LineRole.Stem, stem, base, stem, tip, StemThickness);
    box.add(stem - StemThickness * 0.5, min(base, tip), stem + StemThickness * 0.5, max(base, tip));
    const flag = noteFlagGlyph(ctx, id);
    if (flag != 0) {
      const up = layout.hasBit(id, LayoutBits.StemUp);
      const anchor = up ? Anchor.StemUpNW : Anchor.StemDownSW;
      // The flag's anchor meets the stem's outer corner at its end.
      const flagX = stem - StemThickness * 0.5 - glyphAnchorX(flag, anchor);
      const flagY = tip + glyphAnchorY(flag, anchor);
      display.glyph(element, flag, flagX, flagY, GLYPH_SIZE);
      box.addGlyph(flag, flagX, flagY);
    }
  }
  box.store(ctx, element);
}

/** Ledger lines for heads from position `low` to `high`, spanning left..right plus the extension. */
function writeLedgerLines(ctx: Context, element: i32, left: f32, right: f32, top: f32, low: i32, high: i32): void {
  const x1 = left - LegerLineExtension;
  const x2 = right + LegerLineExtension;
  for (let position = -2; position >= low; position -= 2) {
    const y = top + positionY(position);
    ctx.display.line(element, LineRole.LedgerLine, x1, y, x2, y, LegerLineThickness);
  }
  for (let position = 10; position <= high; position += 2) {
    const y = top + positionY(position);
    ctx.display.line(element, LineRole.LedgerLine, x1, y, x2, y, LegerLineThickness);
  }
}

/** Writes rest `id` (or a multi-measure rest); invisible rests draw nothing and get no element. */
export function writeRest(ctx: Context, id: i32, page: i32, tune: i32, top: f32, box: Box): void {
  const symbols = ctx.symbols;
  if (symbols.hasFlag(id, SymbolBits.Invisible)) return;
  if (symbols.hasFlag(id, SymbolBits.Repeated)) {
    writeRepeatSign(ctx, id, ElementKind.Rest, page, tune, top, box);
    return;
  }
  const layout = ctx.layout;
  const display = ctx.display;
  const element = ctx.elements.add(ElementKind.Rest, symbols.start.get(id), symbols.end.get(id), page, id, tune);
  const x = layout.x.get(id);
  if (symbols.kind.get(id) == SymbolKind.MultiMeasureRest) {
    // Gould p. 566: an H-bar centred in the measure, the number of measures above the staff.
    const barX = x + (MULTI_MEASURE_REST_WIDTH - glyphAdvance(RestHBar)) * 0.5;
    const y = top + positionY(MIDDLE_LINE);
    display.glyph(element, RestHBar, barX, y, GLYPH_SIZE);
    box.start(barX, y, barX, y);
    box.addGlyph(RestHBar, barX, y);
    const measures = symbols.value.get(id);
    const numberX = x + (MULTI_MEASURE_REST_WIDTH - numberWidth(measures)) * 0.5;
    const numberY = top - 1.5;
    writeDigits(ctx, element, measures, numberX, numberY);
    box.add(numberX, numberY - glyphTop(TimeSig0), numberX + numberWidth(measures), numberY);
    box.store(ctx, element);
    return;
  }
  const glyph = layout.glyph.get(id);
  const position = layout.restPosition.get(id);
  const y = top + positionY(position);
  display.glyph(element, glyph, x, y, GLYPH_SIZE);
  box.start(x, y, x, y);
  box.addGlyph(glyph, x, y);
  const dots = layout.dots.get(id);
  // Dots sit in the third space, moved with the rest on a shared staff.
  const dotY = top + positionY(MIDDLE_LINE + 1 + position - restPosition(glyph));
  for (let dot = 0; dot < dots; dot++) {
    const dotX = x + glyphAdvance(glyph) + DOT_GAP + <f32>dot * DOT_SPACING;
    display.glyph(element, AugmentationDot, dotX, dotY, GLYPH_SIZE);
    box.addGlyph(AugmentationDot, dotX, dotY);
  }
  box.store(ctx, element);
}

/**
 * A note or rest of music a `%%repeat` repeats: nothing, or, when it carries one (value2,
 * parse/measureRepeats.ts RepeatSign), the repeat sign at its x (placed by centreMeasureRests),
 * centred on the middle line, with its number centred above the staff as a multi-measure rest's
 * (Gould pp. 237-238). The sign is the symbol's element, so it selects the repeated music.
 */
function writeRepeatSign(ctx: Context, id: i32, kind: i32, page: i32, tune: i32, top: f32, box: Box): void {
  const symbols = ctx.symbols;
  const packed = symbols.value2.get(id);
  const sign = packed & 15;
  if (sign == RepeatSign.None) return;
  const glyph = sign == RepeatSign.OneBar ? Repeat1Bar : sign == RepeatSign.TwoBars ? Repeat2Bars : RepeatBarSlash;
  const element = ctx.elements.add(kind, symbols.start.get(id), symbols.end.get(id), page, id, tune);
  const x = ctx.layout.x.get(id);
  // The glyph's middle (between its top and bottom) on the middle line.
  const y = top + positionY(MIDDLE_LINE) + (glyphTop(glyph) + glyphBottom(glyph)) * 0.5;
  ctx.display.glyph(element, glyph, x, y, GLYPH_SIZE);
  box.start(x, y, x, y);
  box.addGlyph(glyph, x, y);
  const number = packed >> 4;
  if (number > 0) {
    const numberX = x + (glyphAdvance(glyph) - numberWidth(number)) * 0.5;
    const numberY = top - 1.5;
    writeDigits(ctx, element, number, numberX, numberY);
    box.add(numberX, numberY - glyphTop(TimeSig0), numberX + numberWidth(number), numberY);
  }
  box.store(ctx, element);
}
