/**
 * @fileoverview The start of every system (Gould, Behind Bars pp. 33-36, 80, 153): clef, then
 * key signature, then (on the first system, or where it changes) the time signature, each
 * separated by a small gap. Offsets are from the staff's left end.
 */

import { glyphAdvance } from "../glyphs/smufl.generated";
import { CLEF_INDENT, HEADER_ITEM_GAP } from "./constants";
import { keySignatureWidth } from "./keySignatures";
import { timeSignatureWidth } from "./timeSignatures";

/** Offset of the clef glyph's origin. */
@inline export function headerClefX(): f32 {
  return CLEF_INDENT;
}

/** Offset of the key signature (after the clef glyph `clefGlyph`, 0 when none is drawn). */
export function headerKeyX(clefGlyph: i32): f32 {
  return clefGlyph != 0 ? CLEF_INDENT + glyphAdvance(clefGlyph) + HEADER_ITEM_GAP : CLEF_INDENT;
}

/** Offset of the time signature. */
export function headerMeterX(clefGlyph: i32, key: i32): f32 {
  const keyWidth = keySignatureWidth(key);
  return headerKeyX(clefGlyph) + (keyWidth > 0 ? keyWidth + HEADER_ITEM_GAP : 0);
}

/** Width of the whole header, up to the end of its last item. */
export function headerWidth(clefGlyph: i32, key: i32, meter: i32): f32 {
  const meterWidth = timeSignatureWidth(meter);
  if (meterWidth > 0) return headerMeterX(clefGlyph, key) + meterWidth;
  const keyWidth = keySignatureWidth(key);
  if (keyWidth > 0) return headerKeyX(clefGlyph) + keyWidth;
  return clefGlyph != 0 ? CLEF_INDENT + glyphAdvance(clefGlyph) : CLEF_INDENT;
}
