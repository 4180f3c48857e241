/**
 * @fileoverview Reading the text fields of the model (ctx.textFields, parse/headerFields.ts) in
 * layout: a tune's first record, and the sizes of the texts drawn from them (abc2svg 1.22.1's
 * default fonts, in its units / 6: partsfont 15, wordsfont 16, tempofont 12).
 */

import { Context } from "../context";

/** Font size (em, sp) of part labels and of the header P:. */
export const PARTS_SIZE: f32 = 2.5;
/** Font size of the words after the tune (W:). */
export const WORDS_SIZE: f32 = 2.667;
/** Font size of the tempo's texts and number (Q:). */
export const TEMPO_SIZE: f32 = 2.0;

/**
 * Index of the first text field of tune `tune` (records are in tune order), or the record
 * count when it has none.
 */
export function firstTextField(ctx: Context, tune: i32): i32 {
  const tunes = ctx.textFields.tune;
  let low = 0;
  let high = tunes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (tunes.get(middle) < tune) low = middle + 1;
    else high = middle;
  }
  return low;
}
