/**
 * @fileoverview Writes one tempo mark (Q:, ABC 2.1 3.1.8: `Q:"Allegro" 1/4=120 "fast"`) as
 * abc2svg 1.22.1 draws it (black-boxed): left to right, in the order written, each quoted text
 * in the bold tempo font, each beat length as a metronome note (SMuFL "Metronome marks":
 * metNoteQuarterUp..., a dotted one for 3/8, 3/4...), then "=" and the beats per minute, with a
 * space between the parts. The old form `Q:120` draws nothing (tempoIsDrawn).
 *
 * The mark is read again from its Tempo symbol's source range (`Q:...`, or `Q:...` inside
 * `[...]`); the parser has already checked it (parse/fields.ts parseTempo) and reported what
 * is wrong, so what cannot be read here is skipped.
 */

import { ElementKind, FontId, TextAnchor } from "../abi";
import { Context } from "../context";
import {
  MetAugmentationDot, MetNote16thUp, MetNote8thUp, MetNoteHalfUp, MetNoteQuarterUp, MetNoteWhole, glyphAdvance, glyphTop,
} from "../glyphs/smufl.generated";
import { isDigit } from "../text/source";
import { GLYPH_SIZE } from "./constants";
import { TEMPO_SIZE } from "./textFields";
import { textWidth } from "./textWidth";

/** Size of the metronome notes: abc2svg sets them at 0.65 of the music font beside 12-unit text. */
const NOTE_SIZE: f32 = GLYPH_SIZE * 0.65;
/** Space between the parts of the mark, in ems of the tempo font. */
const SPACE: f32 = 0.3;
/** Gap between a metronome note and its dot. */
const DOT_GAP: f32 = 0.15;
/** Highest point of a tempo mark above its baseline (sp): its text's or its metronome notes' stems. */
export function tempoAscent(): f32 {
  return max<f32>(TEMPO_SIZE * TEXT_ASCENT, glyphTop(MetNoteHalfUp) * NOTE_SIZE / GLYPH_SIZE);
}
/** Ascent of the text, as a share of its size (for the element's box). */
const TEXT_ASCENT: f32 = 0.72;

/**
 * The metronome note of a beat of n/d whole notes (1/4 a quarter, 3/8 a dotted quarter), or 0
 * when there is none.
 */
function beatGlyph(denominator: i32): i32 {
  switch (denominator) {
    case 1: return MetNoteWhole;
    case 2: return MetNoteHalfUp;
    case 4: return MetNoteQuarterUp;
    case 8: return MetNote8thUp;
    case 16: return MetNote16thUp;
    default: return 0;
  }
}

/** End of the run of digits from `at` (at most `end`). */
function digitsEnd(ctx: Context, at: i32, end: i32): i32 {
  while (at < end && isDigit(ctx.source.at(at))) at++;
  return at;
}

/** The value of the digits source[start, end) (at most 9 of them are read). */
function digitsValue(ctx: Context, start: i32, end: i32): i32 {
  let value = 0;
  for (let i = start; i < end && i < start + 9; i++) value = value * 10 + ctx.source.at(i) - 48;
  return value;
}

/**
 * Whether the tempo of Tempo symbol `symbol` draws anything: a text or a beat `=` bpm (abc2svg
 * draws nothing for the old form `Q:120`).
 */
export function tempoIsDrawn(ctx: Context, symbol: i32): bool {
  const source = ctx.source;
  for (let i = ctx.symbols.start.get(symbol), end = ctx.symbols.end.get(symbol); i >= 0 && i < end; i++) {
    const c = source.at(i);
    if (c == 37 /* % */) break; // a comment
    if (c == 34 /* " */ || c == 61 /* = */) return true;
  }
  return false;
}

/**
 * Writes the tempo mark of Tempo symbol `symbol` with its left end at page x `x` and its
 * baseline at page y `baseline`, as one element of kind Tempo on page `page`.
 */
export function writeTempoMark(ctx: Context, symbol: i32, tune: i32, page: i32, x: f32, baseline: f32): void {
  const source = ctx.source;
  const display = ctx.display;
  const start = ctx.symbols.start.get(symbol);
  let end = ctx.symbols.end.get(symbol);
  if (start < 0 || end <= start) return;
  if (source.at(end - 1) == 93 /* ] */) end--;
  const element = ctx.elements.add(ElementKind.Tempo, start, end, page, symbol, tune);
  const left = x;
  const space = SPACE * TEMPO_SIZE;
  let i = start;
  while (i < end && source.at(i) != 58 /* : */) i++;
  i++;
  let sawEquals = false;
  while (i < end) {
    const c = source.at(i);
    if (c == 34 /* " */) {
      let close = i + 1;
      while (close < end && source.at(close) != 34) close++;
      if (close > i + 1) {
        display.sourceText(element, FontId.Tempo, TextAnchor.Start, i + 1, close, x, baseline, TEMPO_SIZE);
        x += textWidth(ctx, FontId.Tempo, i + 1, close) * TEMPO_SIZE + space;
      }
      i = close + 1;
    } else if (c == 37 /* % */) {
      break; // a comment ends the field
    } else if (c == 61 /* = */) {
      display.sourceText(element, FontId.Tempo, TextAnchor.Start, i, i + 1, x, baseline, TEMPO_SIZE);
      x += textWidth(ctx, FontId.Tempo, i, i + 1) * TEMPO_SIZE + space;
      sawEquals = true;
      i++;
    } else if (isDigit(c)) {
      const numeratorEnd = digitsEnd(ctx, i, end);
      if (!sawEquals && source.at(numeratorEnd) == 47 /* / */) {
        // A beat length n/d: its metronome note, dotted for 3/(2d).
        const denominatorEnd = digitsEnd(ctx, numeratorEnd + 1, end);
        const numerator = digitsValue(ctx, i, numeratorEnd);
        const denominator = digitsValue(ctx, numeratorEnd + 1, denominatorEnd);
        const dotted = numerator == 3 && denominator >= 2;
        const glyph = beatGlyph(dotted ? denominator / 2 : denominator);
        if (glyph != 0) {
          const scale = NOTE_SIZE / GLYPH_SIZE;
          display.glyph(element, glyph, x, baseline, NOTE_SIZE);
          x += glyphAdvance(glyph) * scale;
          if (dotted) {
            display.glyph(element, MetAugmentationDot, x + DOT_GAP, baseline, NOTE_SIZE);
            x += DOT_GAP + glyphAdvance(MetAugmentationDot) * scale;
          }
          x += space;
        }
        i = denominatorEnd;
      } else if (sawEquals) {
        // The beats per minute.
        display.sourceText(element, FontId.Tempo, TextAnchor.Start, i, numeratorEnd, x, baseline, TEMPO_SIZE);
        x += textWidth(ctx, FontId.Tempo, i, numeratorEnd) * TEMPO_SIZE + space;
        i = numeratorEnd;
      } else {
        i = numeratorEnd; // the old form's number alone: not drawn
      }
    } else {
      i++; // blanks, and "ca." before the number
    }
  }
  const top = baseline - tempoAscent();
  ctx.elements.setBox(element, left, top, max<f32>(0, x - space - left), baseline + TEMPO_SIZE * 0.25 - top);
}
