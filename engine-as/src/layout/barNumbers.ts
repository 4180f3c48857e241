/**
 * @fileoverview Bar numbers (engine-spec 1 "measure numbers", 4 "Number bars"; %%measurenb /
 * %%barnumbers and %%setbarnb, as abc2svg 1.22.1 draws them, black-boxed).
 *
 * Numbering, per voice: a bar's number is the number of the measure that follows it. The first
 * measure is 1 (or the value of a %%setbarnb in the tune's header); a bar at the very start of
 * the music, or at the same time as the bar before it (`||` written as two bars), starts no
 * measure; a first measure shorter than the meter (an anacrusis) is not counted, so the bar
 * after it starts measure 1. A %%setbarnb N in the body gives the next bar after it the number
 * N, and counting goes on from there.
 *
 * Drawing (writeBarNumbers, on the system's top staff): with %%measurenb N > 0, the number of
 * every bar inside a system that is a multiple of N, centred over the bar, 10 units above the
 * staff, and the number of the measure that opens each system when it is a multiple of N, over
 * the start of the music; with %%measurenb 0, only the number of the measure that opens each
 * system, at the staff's left end, 16 units above it. Measure 1 is never numbered, as abc2svg.
 *
 * After numberBars: every drawn bar has its number (layout.barNumber).
 */

import { FontId, SymbolKind, TextAnchor } from "../abi";
import { Context } from "../context";
import { FormatEventKind, FormatKey } from "../model/format";
import { barWidth } from "./barLines";

/** Text size of bar numbers (abc2svg's 12-unit sans face, the annotation font). */
const NUMBER_SIZE: f32 = 2.0;
/** Baseline above the staff's top line: over a bar, and at a system's left end (measurenb 0). */
const RAISE_OVER_BAR: f32 = 10.0 / 6.0;
const RAISE_AT_START: f32 = 16.0 / 6.0;

/** The number of the first measure of `tune`: a %%setbarnb in its header, else 1. */
function firstMeasure(ctx: Context, tune: i32): i32 {
  const format = ctx.format;
  const firstSymbol = ctx.tunes.firstSymbol.get(tune);
  let number = 1;
  for (let event = format.eventsFrom(tune), n = format.eventsEnd(tune); event < n; event++) {
    if (isSetBarNumber(ctx, event, tune) && format.eventSymbol.get(event) <= firstSymbol) number = <i32>format.eventValue.get(event);
  }
  return number;
}

@inline function isSetBarNumber(ctx: Context, event: i32, tune: i32): bool {
  return ctx.format.eventTune.get(event) == tune && ctx.format.eventKind.get(event) == FormatEventKind.SetBarNumber;
}

export function numberBars(ctx: Context): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const format = ctx.format;
  layout.barNumber.fill(symbols.count, 0);
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    if (format.get(tune, FormatKey.MeasureNumbers) < 0) continue; // not drawn: not needed
    const first = firstMeasure(ctx, tune);
    const firstSymbol = ctx.tunes.firstSymbol.get(tune);
    const eventsEnd = format.eventsEnd(tune);
    for (let voice = ctx.tunes.firstVoice.get(tune), end = voice + ctx.tunes.voiceCount.get(tune); voice < end; voice++) {
      let measure = first;
      let previousBar = -1;
      let previousTime = 0; // a bar at time 0 starts no measure
      let meter = 0;
      // The body's %%setbarnb, walked with the bars (both in source order): a pending number
      // goes to the next bar.
      let event = format.eventsFrom(tune);
      let pending = -1;
      for (let i = layout.voiceSequenceStart.get(voice), last = layout.voiceSequenceEnd.get(voice); i < last; i++) {
        const id = layout.sequence.get(i);
        const kind = symbols.kind.get(id);
        if (kind == SymbolKind.Meter && previousBar < 0) meter = symbols.value.get(id);
        if (kind != SymbolKind.Bar) continue;
        for (; event < eventsEnd && format.eventSymbol.get(event) <= id; event++) {
          if (isSetBarNumber(ctx, event, tune) && format.eventSymbol.get(event) > firstSymbol) pending = <i32>format.eventValue.get(event);
        }
        const time = symbols.time.get(id);
        if (pending >= 0) {
          measure = pending;
          pending = -1;
        } else if (time > previousTime && !(previousBar < 0 && meter > 0 && time < meter)) {
          measure++;
        }
        layout.barNumber.set(id, measure);
        previousBar = id;
        previousTime = time;
      }
    }
  }
}

/**
 * The number of the measure that opens system record `system`: its voice's last bar before it,
 * else the tune's first measure.
 */
function openingNumber(ctx: Context, system: i32, tune: i32): i32 {
  const layout = ctx.layout;
  const voice = ctx.symbols.voice.get(layout.sequence.get(layout.systemStart.get(system)));
  for (let i = layout.systemStart.get(system) - 1, start = layout.voiceSequenceStart.get(voice); i >= start; i--) {
    const id = layout.sequence.get(i);
    if (ctx.symbols.kind.get(id) == SymbolKind.Bar) return layout.barNumber.get(id);
  }
  return firstMeasure(ctx, tune);
}

/** Draws the bar numbers of system record `system` of `tune`, whose staff's top line is at `top`. */
export function writeBarNumbers(ctx: Context, system: i32, tune: i32, top: f32): void {
  const every = <i32>ctx.format.get(tune, FormatKey.MeasureNumbers);
  const layout = ctx.layout;
  const start = layout.systemStart.get(system);
  const end = layout.systemEnd.get(system);
  if (every < 0 || end <= start) return;
  const display = ctx.display;
  const opening = openingNumber(ctx, system, tune);
  if (opening > 1 && (every == 0 || opening % every == 0)) {
    if (every == 0) {
      display.numberText(-1, FontId.Annotation, TextAnchor.Start, opening, layout.systemLeft.get(system), top - RAISE_AT_START, NUMBER_SIZE);
    } else {
      const x = layout.systemLeft.get(system) + layout.systemHeaderWidth.get(system);
      display.numberText(-1, FontId.Annotation, TextAnchor.Middle, opening, x, top - RAISE_OVER_BAR, NUMBER_SIZE);
    }
  }
  if (every == 0) return;
  // Bars inside the system; the last one's number opens the next system instead.
  for (let i = start; i < end - 1; i++) {
    const id = layout.sequence.get(i);
    if (ctx.symbols.kind.get(id) != SymbolKind.Bar) continue;
    const number = layout.barNumber.get(id);
    const next = layout.sequence.get(i + 1);
    // Two bars at one time (`||` written as two) show one number, over the second.
    if (ctx.symbols.kind.get(next) == SymbolKind.Bar && ctx.symbols.time.get(next) == ctx.symbols.time.get(id)) continue;
    if (number <= 1 || number % every != 0) continue;
    const x = layout.x.get(id) + barWidth(ctx.symbols.value.get(id)) * 0.5;
    display.numberText(-1, FontId.Annotation, TextAnchor.Middle, number, x, top - RAISE_OVER_BAR, NUMBER_SIZE);
  }
}
