/**
 * @fileoverview Staff positions: the vertical vocabulary of one five-line staff. A position is
 * counted in steps (half staff spaces) above the bottom line, so lines are even (0 bottom,
 * 4 middle, 8 top) and spaces odd. Layout stores y relative to the top line, down positive.
 */

import { TOP_LINE } from "./constants";

/** y of staff position `position`, in sp below the staff's top line (negative above it). */
@inline export function positionY(position: i32): f32 {
  return <f32>(TOP_LINE - position) * 0.5;
}

/** Whether `position` lies on a line (rather than in a space). */
@inline export function isOnLine(position: i32): bool {
  return (position & 1) == 0;
}
