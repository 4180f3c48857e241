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

/** Writes bar `id` on the staff whose top line is at `top`; invisible bars draw nothing. */
export function writeBar(ctx: Context, id: i32, page: i32, tune: i32, top: f32): void {
  const symbols = ctx.symbols;
  const type = symbols.value.get(id);
  let parts = barParts(type);
  if (parts == 0 || symbols.hasFlag(id, SymbolBits.Invisible)) return;
  const element = ctx.elements.add(ElementKind.Bar, symbols.start.get(id), symbols.end.get(id), page, id, tune);
  const display = ctx.display;
  const x = ctx.layout.x.get(id);
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
      display.line(element, part == BarPart.Thick ? LineRole.ThickBarline : LineRole.ThinBarline, centre, top, centre, top + STAFF_HEIGHT, width);
    }
    cursor += width;
    previous = part;
    parts >>= 2;
  }
  ctx.elements.setBox(element, x, top, cursor - x, STAFF_HEIGHT);
}

/** Whether a bar of `type` ends a repeat ending that runs up to it. */
@inline function endsEnding(type: i32): bool {
  return type == BarType.RepeatEnd || type == BarType.RepeatBoth || type == BarType.RepeatStart ||
    type == BarType.Double || type == BarType.Final || type == BarType.Heavy;
}

/**
 * Writes the ending that starts at bar `id` (sequence index `index`) in system `system`, whose
 * staff's top line is at `top`.
 */
export function writeEnding(ctx: Context, id: i32, index: i32, system: i32, page: i32, tune: i32, top: f32): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const display = ctx.display;
  const start = layout.x.get(id) + barWidth(symbols.value.get(id));
  let end = layout.systemLeft.get(system) + layout.systemWidth.get(system);
  let closed = false;
  for (let i = index + 1, last = layout.systemEnd.get(system); i < last; i++) {
    const other = layout.sequence.get(i);
    if (symbols.kind.get(other) != SymbolKind.Bar) continue;
    if (endsEnding(symbols.value.get(other)) || symbols.hasFlag(other, SymbolBits.EndingStart)) {
      end = layout.x.get(other) - ENDING_END_GAP;
      closed = true;
      break;
    }
  }
  if (end < start + 1) end = start + 1;
  const labelStart = symbols.textStart.get(id);
  const labelEnd = symbols.textEnd.get(id);
  const element = ctx.elements.add(ElementKind.Ending, labelStart >= 0 ? labelStart : symbols.start.get(id), labelStart >= 0 ? labelEnd : symbols.end.get(id), page, id, tune);
  const y = top + layout.systemEndingY.get(system);
  const thickness = RepeatEndingLineThickness;
  display.line(element, LineRole.EndingBracket, start, y + ENDING_HOOK, start, y, thickness);
  display.line(element, LineRole.EndingBracket, start, y, end, y, thickness);
  if (closed) display.line(element, LineRole.EndingBracket, end, y, end, y + ENDING_HOOK, thickness);
  if (labelStart >= 0 && labelEnd > labelStart) {
    display.sourceText(element, FontId.Ending, TextAnchor.Start, labelStart, labelEnd, start + LABEL_INSET, y + ENDING_SIZE * LABEL_DROP, ENDING_SIZE);
    const width = textWidth(ctx, FontId.Ending, labelStart, labelEnd) * ENDING_SIZE;
    if (start + LABEL_INSET + width > end) end = start + LABEL_INSET + width;
  }
  ctx.elements.setBox(element, start, y, end - start, ENDING_HOOK);
}
