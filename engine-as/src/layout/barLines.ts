/**
 * @fileoverview Bar lines (ABC 2.1 4.8; Gould, Behind Bars pp. 231-234; SMuFL engraving
 * defaults): each bar type as a left-to-right sequence of parts (thin line, thick line, repeat
 * dots) with SMuFL's thicknesses and separations between them.
 */

import { BarType } from "../abi";
import {
  BarlineSeparation, RepeatBarlineDotSeparation, RepeatDot, ThickBarlineThickness,
  ThinBarlineThickness, ThinThickBarlineSeparation, glyphAdvance,
} from "../glyphs/smufl.generated";

/** Parts of a bar line, packed 2 bits each from the left (0 ends the sequence). */
export enum BarPart {
  End = 0,
  Thin = 1,
  Thick = 2,
  Dots = 3,
}

@inline function pack(a: i32, b: i32 = 0, c: i32 = 0, d: i32 = 0, e: i32 = 0): i32 {
  return a | (b << 2) | (c << 4) | (d << 6) | (e << 8);
}

/** The parts of bar type `type`, packed (see BarPart); 0 for an invisible bar. */
export function barParts(type: i32): i32 {
  switch (type) {
    case BarType.Double: return pack(BarPart.Thin, BarPart.Thin);
    case BarType.Final: return pack(BarPart.Thin, BarPart.Thick);
    case BarType.Heavy: return pack(BarPart.Thick, BarPart.Thin);
    case BarType.RepeatStart: return pack(BarPart.Thick, BarPart.Thin, BarPart.Dots);
    case BarType.RepeatEnd: return pack(BarPart.Dots, BarPart.Thin, BarPart.Thick);
    case BarType.RepeatBoth: return pack(BarPart.Dots, BarPart.Thin, BarPart.Thick, BarPart.Thin, BarPart.Dots);
    case BarType.Invisible: return 0;
    default: return pack(BarPart.Thin);
  }
}

/** Width of one part. */
export function partWidth(part: i32): f32 {
  switch (part) {
    case BarPart.Thin: return ThinBarlineThickness;
    case BarPart.Thick: return ThickBarlineThickness;
    case BarPart.Dots: return glyphAdvance(RepeatDot);
    default: return 0;
  }
}

/** Clear space between two neighbouring parts. */
export function partGap(left: i32, right: i32): f32 {
  if (left == BarPart.Dots || right == BarPart.Dots) return RepeatBarlineDotSeparation;
  if (left == BarPart.Thick || right == BarPart.Thick) return ThinThickBarlineSeparation;
  return BarlineSeparation;
}

/**
 * Total width of bar type `type`, from BAR_WIDTHS: every bar asks for it in several passes
 * (spacing, line breaking, writing: twice per bar drawn), and working it out part by part took
 * a loop over the parts with a switch for each.
 */
export function barWidth(type: i32): f32 {
  // barParts draws any other type as a single bar.
  return unchecked(BAR_WIDTHS[<u32>type < <u32>BAR_TYPES ? type : BarType.Single]);
}

/** Bar types (abi BarType: Single to Invisible). */
const BAR_TYPES: i32 = BarType.Invisible + 1;

/** The width of each bar type, by BarType (partsWidth), worked out once. */
const BAR_WIDTHS: StaticArray<f32> = barWidths();

function barWidths(): StaticArray<f32> {
  const widths = new StaticArray<f32>(BAR_TYPES);
  for (let type = 0; type < BAR_TYPES; type++) widths[type] = partsWidth(type);
  return widths;
}

/** Total width of bar type `type`, part by part. */
function partsWidth(type: i32): f32 {
  let parts = barParts(type);
  let width: f32 = 0;
  let previous = BarPart.End;
  while (parts != 0) {
    const part = parts & 3;
    if (previous != BarPart.End) width += partGap(previous, part);
    width += partWidth(part);
    previous = part;
    parts >>= 2;
  }
  return width;
}
