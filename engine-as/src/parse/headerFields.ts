/**
 * @fileoverview Header fields that are shown as text above the music (ABC 2.1 3.1: T: title,
 * C: composer): their source ranges go into the tune table for layout/titleBlock.ts.
 */

import { Context } from "../context";

/**
 * Records the text field `letter` of the tune header, whose trimmed value is source[start, end).
 * Returns false when `letter` is not a text field, so the caller applies it as a field.
 * A first T: is the title, a second the subtitle; the first C: is the composer.
 */
export function applyHeaderText(ctx: Context, letter: i32, start: i32, end: i32): bool {
  const tune = ctx.parse.tune;
  const tunes = ctx.tunes;
  if (letter == 84 /* T */) {
    if (tunes.titleStart.get(tune) < 0) {
      tunes.titleStart.set(tune, start);
      tunes.titleEnd.set(tune, end);
    } else if (tunes.subtitleStart.get(tune) < 0) {
      tunes.subtitleStart.set(tune, start);
      tunes.subtitleEnd.set(tune, end);
    }
    return true;
  }
  if (letter == 67 /* C */) {
    if (tunes.composerStart.get(tune) < 0) {
      tunes.composerStart.set(tune, start);
      tunes.composerEnd.set(tune, end);
    }
    return true;
  }
  return false;
}
