/**
 * @fileoverview Writes notes and rests to the display list, each as one element whose records
 * are contiguous (heads, accidentals, dots, ledger lines, stem, flag), so the SVG writer can
 * group them under the note's source range. Ledger lines extend legerLineExtension beyond the
 * heads (SMuFL; Gould, Behind Bars p. 14); flags hang from the stem's end by their SMuFL anchors
 * (stemUpNW / stemDownSW). All positions were decided by the layout passes.
 */

import { DisplaySize, ElementKind, LineRole, SymbolKind } from "../abi";
import { Context } from "../context";
import { SymbolBits } from "../model/tables";
import {
  Anchor, AugmentationDot, LegerLineExtension, LegerLineThickness, Repeat1Bar, Repeat2Bars, RepeatBarSlash, RestHalf, RestHBar, RestWhole,
  StemThickness, TimeSig0,
  glyphAdvance, glyphAnchorX, glyphAnchorY, glyphBottom, glyphRight, glyphTop,
} from "../glyphs/smufl.generated";
import { RepeatSign } from "../model/values";
import { accidentalGlyph } from "./adjustAccidentals";
import { BOTTOM_LINE, DOT_GAP, DOT_SPACING, GLYPH_SIZE, MIDDLE_LINE, MULTI_MEASURE_REST_WIDTH, TOP_LINE } from "./constants";
import { restPosition, stemXAt } from "./noteGeometry";
import { flagGlyph } from "./noteValues";
import { positionY } from "./staffPositions";
import { Box } from "./scratch";
import { LayoutBits } from "./tables";
import { numberWidth } from "./timeSignatures";
import { scaleShift, stemScale } from "./voiceScale";
import { writeDigits } from "./writeStaves";


/**
 * Writes note `id` of `tune` on the staff whose top line is at page y `top`; `scale` is its
 * voice's (voiceScale), looked up once for the system record's notes and rests.
 */
export function writeNote(ctx: Context, id: i32, page: i32, tune: i32, top: f32, box: Box, scale: f32): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const display = ctx.display;
  // The note's symbol flags and layout bits are each read once here (every read of a column
  // after a record is written loads the table, the column and its storage again).
  const symbolFlags = symbols.flags.get(id);
  // !invisible! (parse/timing.ts): spaced and sung, not drawn.
  if ((symbolFlags & SymbolBits.Invisible) != 0) return;
  if ((symbolFlags & SymbolBits.Repeated) != 0) {
    writeRepeatSign(ctx, id, ElementKind.Note, page, tune, top, box);
    return;
  }
  const element = ctx.elements.add(ElementKind.Note, symbols.start.get(id), symbols.end.get(id), page, id, tune);
  const glyph = layout.glyph.get(id);
  const head = headGlyph;
  head.load(glyph);
  const bits = layout.bits.get(id);
  // V: scale= (voiceScale.ts): offsets from the note's x are scaled about its head's centre;
  // at scale 1 `x` is the note's x and `scale` multiplies nothing (voiceScale scaleShift).
  const shift = head.advance * 0.5 * (1 - scale);
  const noteX = layout.x.get(id);
  const x = noteX + shift;
  const size = GLYPH_SIZE * scale;
  const first = symbols.headStart.get(id);
  const last = first + symbols.headCount.get(id);
  const dots = layout.dots.get(id);
  // Room for the heads' records (each head, an accidental and the dots of each) and the stem
  // and flag; the writes then check for none. A reservation counts from the list's length when
  // it is made, so it covers what is written before the next one only: a note with ledger
  // lines (few) reserves again for them and the stem and flag after them (writeLedgerLines),
  // and the others, most notes, reserve once.
  display.reserve((last - first) * (2 + dots) * DisplaySize.Glyph + STEM_AND_FLAG_SIZE);
  // The outermost heads: the lowest and highest positions, the least and most shifted.
  let low = layout.headPosition.get(first);
  let high = low;
  let leftShift = layout.headShift.get(first);
  let rightShift = leftShift;
  // The box is what is drawn (heads, accidentals, dots, stem, flag), from nothing: a point at
  // the middle line would stretch a low stem-down note's box up to it (FINDINGS 17).
  box.empty();
  for (let k = first; k < last; k++) {
    const position = layout.headPosition.get(k);
    if (position < low) low = position;
    if (position > high) high = position;
    const headShift = layout.headShift.get(k);
    if (headShift < leftShift) leftShift = headShift;
    if (headShift > rightShift) rightShift = headShift;
    const headX = x + headShift * scale;
    const y = top + positionY(position);
    display.glyphInRoom(element, glyph, headX, y, size);
    const accidental = accidentalGlyph(ctx.heads.accidental.get(k));
    if (accidental != 0) {
      const accidentalX = x + layout.accidentalShift.get(k) * scale;
      display.glyphInRoom(element, accidental, accidentalX, y, size);
      box.addScaledGlyph(accidental, accidentalX, y, scale);
    }
  }
  // The heads' box, from the outermost heads: every head is the same glyph, and each side of
  // its box moves the same way as its x or y, so the box of all of them is the one the heads
  // added one by one would give.
  box.add(
    x + leftShift * scale, top + positionY(high) - head.top * scale,
    x + rightShift * scale + head.right * scale, top + positionY(low) - head.bottom * scale,
  );
  // The heads' left and right edges from x (noteGeometry headsLeft and headsRight).
  const width = head.advance;
  const left: f32 = leftShift < 0 ? leftShift : 0;
  const right = rightShift + width > width ? rightShift + width : width;
  if (dots > 0) {
    const dotX = x + (right + DOT_GAP) * scale; // noteGeometry dotsX
    for (let k = first; k < last; k++) {
      const y = top + positionY(layout.dotPosition.get(k));
      for (let dot = 0; dot < dots; dot++) {
        const thisX = dotX + <f32>dot * DOT_SPACING * scale;
        display.glyphInRoom(element, AugmentationDot, thisX, y, size);
        box.addScaledGlyph(AugmentationDot, thisX, y, scale);
      }
    }
  }
  // Most notes lie on the staff: their ledger lines' ends and thickness are not worked out.
  if (low <= FIRST_LEDGER_BELOW || high >= FIRST_LEDGER_ABOVE) {
    writeLedgerLines(ctx, element, x + left * scale, x + right * scale, top, low, high, scale);
  }
  if ((bits & LayoutBits.Stemless) == 0) {
    const thickness = StemThickness * scale;
    const up = (bits & LayoutBits.StemUp) != 0;
    const stem = noteX + (shift + (up ? head.stemUpX : head.stemDownX) * scale); // writeBeams drawnStemX
    // noteGeometry stemBaseY: where the stem leaves the head farthest from its end.
    const base = top + (up ? positionY(low) - head.stemUpY : positionY(high) - head.stemDownY);
    let tip = top + layout.stemTip.get(id);
    // A beamed stem keeps its length to meet the beam (writeBeams draws beams at full size).
    const beamed = (bits & LayoutBits.Beamed) != 0;
    if (!beamed) tip = base + (tip - base) * stemScale(scale);
    display.lineInRoom(element, LineRole.Stem, stem, base, stem, tip, thickness);
    box.add(stem - thickness * 0.5, min(base, tip), stem + thickness * 0.5, max(base, tip));
    const flag = beamed ? 0 : flagGlyph(layout.flags.get(id), up);
    if (flag != 0) {
      const anchor = up ? Anchor.StemUpNW : Anchor.StemDownSW;
      // The flag's anchor meets the stem's outer corner at its end.
      const flagX = stem - thickness * 0.5 - glyphAnchorX(flag, anchor) * scale;
      const flagY = tip + glyphAnchorY(flag, anchor) * scale;
      display.glyphInRoom(element, flag, flagX, flagY, size);
      box.addScaledGlyph(flag, flagX, flagY, scale);
    }
  }
  box.store(ctx, element);
}

/**
 * The metrics of a notehead glyph that writeNote reads for every note: its advance and box, and
 * where its stem stands (noteGeometry stemXAt) and leaves it (the y of the anchors stemBaseAt
 * subtracts). Looked up in the glyph tables when a note's head differs from the note's before
 * (most notes in a row have the same head) rather than for every note: each lookup (a range
 * test, the index table, the value) cost about ten instructions, and a note made eight. Inlined
 * whole, so writeNote holds no call for it. Module state: a glyph's metrics never change.
 */
class HeadGlyph {
  glyph: i32 = -1;
  advance: f32 = 0;
  top: f32 = 0;
  right: f32 = 0;
  bottom: f32 = 0;
  stemUpX: f32 = 0;
  stemDownX: f32 = 0;
  stemUpY: f32 = 0;
  stemDownY: f32 = 0;

  /** Makes the metrics those of `glyph`. */
  @inline load(glyph: i32): void {
    if (glyph == this.glyph) return;
    this.glyph = glyph;
    this.advance = glyphAdvance(glyph);
    this.top = glyphTop(glyph);
    this.right = glyphRight(glyph);
    this.bottom = glyphBottom(glyph);
    this.stemUpX = stemXAt(glyph, true);
    this.stemDownX = stemXAt(glyph, false);
    this.stemUpY = glyphAnchorY(glyph, Anchor.StemUpSE);
    this.stemDownY = glyphAnchorY(glyph, Anchor.StemDownNW);
  }
}

const headGlyph = new HeadGlyph();

/** Words of a note's stem and flag records. */
const STEM_AND_FLAG_SIZE: i32 = DisplaySize.Line + DisplaySize.Glyph;

/** Staff positions of the first ledger line below the staff and the first above it. */
const FIRST_LEDGER_BELOW: i32 = BOTTOM_LINE - 2;
const FIRST_LEDGER_ABOVE: i32 = TOP_LINE + 2;

/**
 * Ledger lines for heads from position `low` to `high`, spanning left..right plus the extension,
 * which (with the thickness) is `scale`d with a scaled voice's notes. Reserves room for them and
 * for the note's stem and flag, which writeNote writes after them.
 */
function writeLedgerLines(ctx: Context, element: i32, left: f32, right: f32, top: f32, low: i32, high: i32, scale: f32): void {
  const x1 = left - LegerLineExtension * scale;
  const x2 = right + LegerLineExtension * scale;
  const thickness = LegerLineThickness * scale;
  const display = ctx.display;
  const below = low <= FIRST_LEDGER_BELOW ? ((FIRST_LEDGER_BELOW - low) >> 1) + 1 : 0;
  const above = high >= FIRST_LEDGER_ABOVE ? ((high - FIRST_LEDGER_ABOVE) >> 1) + 1 : 0;
  display.reserve((below + above) * DisplaySize.Line + STEM_AND_FLAG_SIZE);
  for (let position = FIRST_LEDGER_BELOW; position >= low; position -= 2) {
    const y = top + positionY(position);
    display.lineInRoom(element, LineRole.LedgerLine, x1, y, x2, y, thickness);
  }
  for (let position = FIRST_LEDGER_ABOVE; position <= high; position += 2) {
    const y = top + positionY(position);
    display.lineInRoom(element, LineRole.LedgerLine, x1, y, x2, y, thickness);
  }
}

/**
 * Writes rest `id` (or a multi-measure rest), its voice's scale `scale` as for writeNote;
 * invisible rests draw nothing and get no element.
 */
export function writeRest(ctx: Context, id: i32, page: i32, tune: i32, top: f32, box: Box, scale: f32): void {
  const symbols = ctx.symbols;
  const symbolFlags = symbols.flags.get(id); // read once, as in writeNote
  if ((symbolFlags & SymbolBits.Invisible) != 0) return;
  if ((symbolFlags & SymbolBits.Repeated) != 0) {
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
  // V: scale= (voiceScale.ts): the rest and its dots scaled about the rest's centre.
  const restX = x + scaleShift(glyph, scale);
  const size = GLYPH_SIZE * scale;
  display.glyph(element, glyph, restX, y, size);
  box.start(restX, y, restX, y);
  box.addScaledGlyph(glyph, restX, y, scale);
  // A whole or half rest moved off the staff (clearVoiceRests) hangs from or sits on a ledger
  // line, as SMuFL's restWholeLegerLine and restHalfLegerLine draw it: its line is not a staff line.
  if ((glyph == RestWhole || glyph == RestHalf) && (position < 0 || position > TOP_LINE)) {
    const extension = LegerLineExtension * scale;
    const ledgerRight = restX + glyphAdvance(glyph) * scale + extension;
    display.line(element, LineRole.LedgerLine, restX - extension, y, ledgerRight, y, LegerLineThickness * scale);
    box.add(restX - extension, y, ledgerRight, y);
  }
  const dots = layout.dots.get(id);
  // Dots sit in the third space, moved with the rest on a shared staff.
  const dotY = top + positionY(MIDDLE_LINE + 1 + position - restPosition(glyph));
  for (let dot = 0; dot < dots; dot++) {
    const dotX = restX + (glyphAdvance(glyph) + DOT_GAP + <f32>dot * DOT_SPACING) * scale;
    display.glyph(element, AugmentationDot, dotX, dotY, size);
    box.addScaledGlyph(AugmentationDot, dotX, dotY, scale);
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
