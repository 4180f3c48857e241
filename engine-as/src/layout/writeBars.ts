/**
 * @fileoverview Writes bar lines and repeat endings (ABC 2.1 4.8, 4.9; Gould, Behind Bars
 * pp. 231-238). A bar's parts (barLines.ts) are drawn left to right: thin and thick lines the
 * height of the staff, repeat dots in the second and third spaces. An ending (volta) bracket
 * starts at a bar marked SymbolBits.EndingStart, at the system's ending height, with its label
 * (the bar's text) inside, and runs to the next repeat, double or final bar, to the next
 * ending, or to the end of the system; a hook closes it where it ends at a bar.
 */

import { BarType, ElementKind, FontId, LineRole, SymbolKind, TextAnchor } from "../abi";
import { Context } from "../context";
import { SymbolBits } from "../model/tables";
import { RepeatDot, RepeatEndingLineThickness } from "../glyphs/smufl.generated";
import { BarPart, barParts, barWidth, partGap, partWidth } from "./barLines";
import { ENDING_HOOK, ENDING_SIZE, GLYPH_SIZE, STAFF_HEIGHT } from "./constants";
import { positionY } from "./staffPositions";
import { textWidth } from "./textWidth";

/** Inset of an ending's label from its left hook, and the label's baseline under the bracket. */
const LABEL_INSET: f32 = 0.5;
const LABEL_DROP: f32 = 0.85;
/** Gap between an ending's end and the bar line that closes it. */
const ENDING_END_GAP: f32 = 0.3;

/**
 * The bar type drawn for bar `id`: a repeat that opens at the end of a system is split, the
 * opening sign moving to the next system (breakLines), so `|:` ends the system as `|` and `::`
 * as `:|`.
 */
export function drawnBarType(ctx: Context, id: i32): i32 {
  const type = ctx.symbols.value.get(id);
  if ((type == BarType.RepeatStart || type == BarType.RepeatBoth) && ctx.layout.endsSystemBeforeAnother(id)) {
    return type == BarType.RepeatStart ? BarType.Single : BarType.RepeatEnd;
  }
  return type;
}

/**
 * Writes bar `id` on the staff whose top line is at `top`, its lines `height` long (more than
 * the staff's height to reach the staff below); invisible bars draw nothing.
 */
export function writeBar(ctx: Context, id: i32, page: i32, tune: i32, top: f32, height: f32 = STAFF_HEIGHT): void {
  const symbols = ctx.symbols;
  const type = drawnBarType(ctx, id);
  if (barParts(type) == 0 || symbols.hasFlag(id, SymbolBits.Invisible)) return;
  const element = ctx.elements.add(ElementKind.Bar, symbols.start.get(id), symbols.end.get(id), page, id, tune);
  // A split repeat keeps the right edge the full sign was spaced for.
  const x = ctx.layout.x.get(id) + barWidth(symbols.value.get(id)) - barWidth(type);
  writeBarLines(ctx, element, type, x, top, height);
}

/**
 * Draws the parts of bar type `type` from x under `element`, lines `height` long from `top`,
 * and sets the element's box.
 */
export function writeBarLines(ctx: Context, element: i32, type: i32, x: f32, top: f32, height: f32 = STAFF_HEIGHT): void {
  const display = ctx.display;
  let parts = barParts(type);
  let cursor = x;
  let previous = BarPart.End;
  while (parts != 0) {
    const part = parts & 3;
    if (previous != BarPart.End) cursor += partGap(previous, part);
    const width = partWidth(part);
    if (part == BarPart.Dots) {
      display.glyph(element, RepeatDot, cursor, top + positionY(5), GLYPH_SIZE);
      display.glyph(element, RepeatDot, cursor, top + positionY(3), GLYPH_SIZE);
    } else {
      const centre = cursor + width * 0.5;
      display.line(element, part == BarPart.Thick ? LineRole.ThickBarline : LineRole.ThinBarline, centre, top, centre, top + height, width);
    }
    cursor += width;
    previous = part;
    parts >>= 2;
  }
  ctx.elements.setBox(element, x, top, cursor - x, height);
}

/** Whether a bar of `type` ends a repeat ending that runs up to it. */
@inline function endsEnding(type: i32): bool {
  return type == BarType.RepeatEnd || type == BarType.RepeatBoth || type == BarType.RepeatStart ||
    type == BarType.Double || type == BarType.Final || type == BarType.Heavy;
}

/**
 * Writes the ending whose label is bar `id`'s, starting at page x `start` in system `system`
 * (staff top line at `top`) and running over its symbols from sequence index `from`. A bar that
 * opens an ending at the very end of a system carries it to the next system (writePages).
 */
export function writeEnding(ctx: Context, id: i32, start: f32, from: i32, system: i32, page: i32, tune: i32, top: f32): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const display = ctx.display;
  let end = layout.systemLeft.get(system) + layout.systemWidth.get(system);
  let closed = false;
  for (let i = from, last = layout.systemEnd.get(system); i < last; i++) {
    const other = layout.sequence.get(i);
    if (other == id || symbols.kind.get(other) != SymbolKind.Bar) continue;
    if (endsEnding(symbols.value.get(other)) || symbols.hasFlag(other, SymbolBits.EndingStart)) {
      end = layout.x.get(other) - ENDING_END_GAP;
      closed = true;
      break;
    }
  }
  if (end < start + 1) end = start + 1;
  const labelStart = symbols.textStart.get(id);
  const labelEnd = symbols.textEnd.get(id);
  const hasLabel = labelStart >= 0 && labelEnd > labelStart;
  const element = ctx.elements.add(ElementKind.Ending, hasLabel ? labelStart : symbols.start.get(id), hasLabel ? labelEnd : symbols.end.get(id), page, id, tune);
  const y = top + layout.systemEndingY.get(system);
  const thickness = RepeatEndingLineThickness;
  display.line(element, LineRole.EndingBracket, start, y + ENDING_HOOK, start, y, thickness);
  display.line(element, LineRole.EndingBracket, start, y, end, y, thickness);
  if (closed) display.line(element, LineRole.EndingBracket, end, y, end, y + ENDING_HOOK, thickness);
  let right = end;
  if (hasLabel) {
    display.sourceText(element, FontId.Ending, TextAnchor.Start, labelStart, labelEnd, start + LABEL_INSET, y + ENDING_SIZE * LABEL_DROP, ENDING_SIZE);
    const width = textWidth(ctx, FontId.Ending, labelStart, labelEnd) * ENDING_SIZE;
    if (start + LABEL_INSET + width > right) right = start + LABEL_INSET + width;
  }
  ctx.elements.setBox(element, start, y, right - start, ENDING_HOOK);
}
