/**
 * @fileoverview Horizontal spacing rules shared by line breaking and justification (Gould,
 * Behind Bars pp. 39-45; abc2svg: time2space, set_space). Each pair of neighbouring time
 * columns (collectSymbols) has an ideal distance, which grows with the time between them, and
 * a minimum distance, which keeps the boxes (layout.widthLeft / widthRight) of neighbouring
 * symbols on each staff apart. Justification sets each distance to max(minimum, factor *
 * ideal) with one factor for the whole system.
 */

import { Model, SymbolKind } from "../abi";
import { Context } from "../context";
import { FormatKey } from "../model/format";
import { ColumnBits } from "./tables";
import {
  BAR_SPACE_FACTOR, BAR_SPACE_REDUCTION, BEAMED_SPACE_FACTOR, GAP_AFTER_BAR, GAP_AFTER_CLEF_CHANGE, GAP_AFTER_HEADER, GAP_BEFORE_BAR, GAP_BETWEEN_BARS,
  HEADER_ITEM_GAP, LEDGER_PAIR_GAP, NOTE_GAP, LYRIC_AFTER_BAR, LYRIC_BEFORE_BAR, LYRIC_NOTE_CLEARANCE, LYRIC_UNDER_HEADER, LYRIC_UNDER_NOTE, MIN_GAP, QUARTER_SPACE,
} from "./constants";
import { glyphAdvance } from "../glyphs/smufl.generated";

/** Longest duration the spacing tells apart (16 whole notes): beyond it the space stays the same. */
const LONGEST: f32 = 64.0;

/** Ticks of a quarter note. */
const QUARTER: i32 = Model.TicksPerWhole / 4;

/**
 * abc2svg 1.22.1's spacing factor per doubling of duration when no %%notespacingfactor is given:
 * 1.3 (black-boxed: a tune without the directive is spaced exactly as one with
 * `%%notespacingfactor 1.3`, not as one with 1.414). Gould p. 40 gives about 1.4 for the ratio
 * as a guide; the narrower ratio keeps lines of mixed values as abc2svg's.
 */
export const DEFAULT_SPACING_FACTOR: f32 = 1.3;

/**
 * Ideal space after a note or rest lasting `ticks`: QUARTER_SPACE for `unit` ticks (a quarter
 * unless the tune's shortest note is longer: tuneSpacingUnit), times `factor` per doubling
 * (%%notespacingfactor). 0 for no duration. Never decreases as `ticks` grows (the factor is
 * at least 1), so the longest of several durations has the largest space (breakLines).
 */
export function durationSpace(ticks: i32, factor: f32 = DEFAULT_SPACING_FACTOR, unit: i32 = QUARTER): f32 {
  if (ticks <= 0) return 0;
  let units = <f32>ticks / <f32>unit;
  if (units > LONGEST) units = LONGEST;
  if (factor == Mathf.SQRT2) return QUARTER_SPACE * Mathf.sqrt(units);
  return QUARTER_SPACE * Mathf.pow(units, Mathf.log2(factor));
}

/** Slots of a DurationSpaces memo: a power of two, well above the durations one tune uses. */
const SPACE_SLOTS: i32 = 64;
/** log2(SPACE_SLOTS): the bits of the multiplicative hash that pick a slot. */
const SPACE_SLOT_BITS: u32 = 6;

/**
 * durationSpace remembered per duration, for one spacing factor and unit at a time: line
 * breaking asks for the space of every column and of every member of a column (its trailing
 * space), and durationSpace raises to a power each time, while a tune uses a handful of
 * durations. Bench (bench/profile-render.ts --core-only --against, paired CPU ratio 1.056): the
 * core renders the corpus about 5% faster. A slot holds one duration (direct-mapped by a Fibonacci
 * hash of the ticks); a miss computes and replaces it, so the values are durationSpace's own.
 * Owned by the render context (LayoutScratch.durationSpaces): a render allocates nothing.
 */
export class DurationSpaces {
  /** The factor and unit the remembered spaces were computed with. */
  private factor: f32 = DEFAULT_SPACING_FACTOR;
  private unit: i32 = QUARTER;
  /** The tune whose %%notespacingfactor and spacing unit `factor` and `unit` are (-1: none). */
  private tune: i32 = -1;
  /** Per slot, the ticks whose space it holds (0: empty; durationSpace(0) needs no memo). */
  private ticks: StaticArray<i32> = new StaticArray<i32>(SPACE_SLOTS);
  private space: StaticArray<f32> = new StaticArray<f32>(SPACE_SLOTS);

  /**
   * Forgets which tune's settings are held (breakLines, as a render starts spacing its tunes:
   * tune indices start again with every render). The spaces stay while the settings are alike.
   */
  forgetTune(): void {
    this.tune = -1;
  }

  /**
   * durationSpace of `ticks` in symbol `id`'s tune (tuneSpacingFactor, tuneSpacingUnit), whose
   * settings are looked up once while the tune's columns are spaced, not for every distance.
   */
  ofSymbol(ctx: Context, id: i32, ticks: i32): f32 {
    return this.ofTune(ctx, ctx.voices.tune.get(ctx.symbols.voice.get(id)), ticks);
  }

  /**
   * durationSpace of `ticks` in tune `tune` (ofSymbol, for a caller that knows the tune). Inlined
   * up to the memo's answer: line breaking asks it of every column it scans, and nearly every
   * answer is remembered.
   */
  @inline ofTune(ctx: Context, tune: i32, ticks: i32): f32 {
    if (tune != this.tune || tune < 0) this.useTune(ctx, tune);
    if (ticks <= 0) return 0;
    // The top bits of ticks * 2^32 / golden ratio: SPACE_SLOT_BITS bits, so always < SPACE_SLOTS.
    const slot = <i32>((<u32>ticks * 0x9E3779B1) >>> (32 - SPACE_SLOT_BITS));
    if (unchecked(this.ticks[slot]) == ticks) return unchecked(this.space[slot]);
    return this.remember(ticks, slot);
  }

  /** Takes tune `tune`'s spacing factor and unit; what is remembered stays if they are alike. */
  private useTune(ctx: Context, tune: i32): void {
    this.tune = tune;
    const factor = tuneSpacingFactor(ctx, tune);
    const unit = tuneSpacingUnit(ctx, tune);
    if (factor != this.factor || unit != this.unit) {
      // Another tune's spacing: what is remembered no longer holds.
      for (let i = 0; i < SPACE_SLOTS; i++) unchecked((this.ticks[i] = 0));
      this.factor = factor;
      this.unit = unit;
    }
  }

  /** durationSpace of `ticks` (> 0), which the memo does not hold: computed and kept in `slot`. */
  private remember(ticks: i32, slot: i32): f32 {
    const space = durationSpace(ticks, this.factor, this.unit);
    unchecked((this.ticks[slot] = ticks));
    unchecked((this.space[slot] = space));
    return space;
  }
}

/**
 * The space factor per doubling of duration for tune `tune`: %%notespacingfactor (kept
 * between 1 and 2), or DEFAULT_SPACING_FACTOR when the tune does not set it. The format table
 * holds abc2svg's nominal default 1.414 for a tune without the directive (model/format.ts, read
 * by the model dump), so that value stands for "not set" here.
 */
function tuneSpacingFactor(ctx: Context, tune: i32): f32 {
  const factor = <f32>ctx.format.get(tune, FormatKey.NoteSpacingFactor);
  if (!(factor >= 1 && factor <= 2) || Mathf.abs(factor - NOMINAL_SPACING_FACTOR) < 0.001) return DEFAULT_SPACING_FACTOR;
  return factor;
}

/** The %%notespacingfactor a tune without the directive reads (model/format.ts). */
const NOMINAL_SPACING_FACTOR: f32 = 1.414;

/**
 * The duration (ticks) that gets QUARTER_SPACE in `tune`: a quarter, or, when the tune's
 * shortest note is longer, the longest power-of-two multiple of a quarter that is not longer
 * than it (Gould p. 39: the spacing is set by the shortest value in use, so a hymn in half
 * and whole notes is spaced like one in quarters and halves; abc2svg 1.22.1 does so over the
 * whole tune, black-boxed: rests and grace notes do not count). `shortest` is the duration of
 * the tune's shortest drawn note (i32.MAX_VALUE without one), which collectSymbols finds in its
 * walk over the tune's symbols, rather than in a walk of its own. Called for the tunes in
 * order; stored in layout.tuneSpacingUnit, read by the spacing of every column of the tune.
 */
export function setSpacingUnit(ctx: Context, tune: i32, shortest: i32): void {
  let unit = QUARTER;
  // Doubling stops below 64 wholes, so a tune of long notes cannot overflow.
  while (unit * 2 <= shortest && unit < Model.TicksPerWhole * 64) unit *= 2;
  const units = ctx.layout.tuneSpacingUnit;
  while (units.length <= tune) units.push(QUARTER);
  units.set(tune, unit);
}

/** The spacing unit of tune `tune` (setSpacingUnit; a quarter before it ran). */
function tuneSpacingUnit(ctx: Context, tune: i32): i32 {
  return tune < ctx.layout.tuneSpacingUnit.length ? ctx.layout.tuneSpacingUnit.get(tune) : QUARTER;
}

/** Whether symbol `id` is a note or rest whose duration sets the space after it. */
@inline export function isTimed(ctx: Context, id: i32): bool {
  const kind = ctx.symbols.kind.get(id);
  return kind == SymbolKind.Note || kind == SymbolKind.Rest;
}

/**
 * Least distance from `previous`'s x to `next`'s x: their boxes plus a clear gap, and room for
 * `next`'s lyric syllables where they start left of it: a syllable may reach LYRIC_UNDER_NOTE
 * into the gap after a note or a clef, key or meter, LYRIC_UNDER_HEADER into the gap after the
 * system header, and starts LYRIC_AFTER_BAR after a bar line (abc2svg 1.22.1, black-boxed:
 * constants.ts). The syllables of `previous` are weighed in
 * breakLines (lyricReach, syllableClearance).
 */
export function minimumDistance(ctx: Context, previous: i32, next: i32): f32 {
  const layout = ctx.layout;
  const left = layout.widthLeft.get(next);
  const sung = ctx.symbols.firstSyllable.get(next) >= 0;
  if (previous < 0) {
    const lead = sung ? lyricLead(ctx, next) - LYRIC_UNDER_HEADER : 0;
    return GAP_AFTER_HEADER + (lead > left ? lead : left);
  }
  const kinds = ctx.symbols.kind;
  const previousKind = kinds.get(previous);
  const nextKind = kinds.get(next);
  const gap = unchecked(KIND_GAPS[((previousKind & KIND_MASK) << KIND_BITS) | (nextKind & KIND_MASK)]);
  const previousRight = layout.widthRight.get(previous);
  let distance = previousRight + gap + left;
  if (previousKind == SymbolKind.Note && nextKind == SymbolKind.Note && (layout.ledgerSides.get(previous) & layout.ledgerSides.get(next)) != 0) distance += LEDGER_PAIR_GAP;
  if (sung) {
    const lead = lyricLead(ctx, next);
    const clear = previousKind == SymbolKind.Bar ? lead + LYRIC_AFTER_BAR : previousRight + gap + lead - LYRIC_UNDER_NOTE;
    if (clear > distance) distance = clear;
  }
  return distance;
}

/**
 * The clear gap between the boxes of a symbol of kind `previous` and the next one on its staff,
 * of kind `next` (minimumDistance, through KIND_GAPS).
 */
function kindGap(previous: i32, next: i32): f32 {
  const previousTimed = previous == SymbolKind.Note || previous == SymbolKind.Rest;
  const nextTimed = next == SymbolKind.Note || next == SymbolKind.Rest;
  if (next == SymbolKind.Bar) return previous == SymbolKind.Bar ? GAP_BETWEEN_BARS : GAP_BEFORE_BAR;
  if (previous == SymbolKind.Bar) return GAP_AFTER_BAR;
  if (previous == SymbolKind.Clef && nextTimed) return GAP_AFTER_CLEF_CHANGE;
  if (previous == SymbolKind.Clef || previous == SymbolKind.Key || previous == SymbolKind.Meter) return HEADER_ITEM_GAP;
  return previousTimed && nextTimed ? NOTE_GAP : MIN_GAP;
}

/** Bits of a symbol kind in an index of KIND_GAPS (SymbolKind values are below 2^KIND_BITS). */
const KIND_BITS: i32 = 5;
const KIND_MASK: i32 = (1 << KIND_BITS) - 1;

/**
 * kindGap of every pair of kinds, at (previous << KIND_BITS) | next, computed once as the core
 * starts: minimumDistance runs for every member of every time column line breaking scans, and
 * kindGap's chain of tests on the two kinds cost more than one load.
 */
const KIND_GAPS: StaticArray<f32> = kindGaps();

function kindGaps(): StaticArray<f32> {
  const gaps = new StaticArray<f32>(1 << (2 * KIND_BITS));
  for (let previous = 0; previous <= KIND_MASK; previous++) {
    for (let next = 0; next <= KIND_MASK; next++) gaps[(previous << KIND_BITS) | next] = kindGap(previous, next);
  }
  return gaps;
}

/**
 * How far left of symbol `id`'s x its farthest-leading lyric syllable starts (sp of the page;
 * 0 without one), scaled with its staff like lyricReach (setWidths).
 */
@inline export function lyricLead(ctx: Context, id: i32): f32 {
  return ctx.layout.lyricLeft.get(id);
}

/**
 * How far right of symbol `id`'s x its widest lyric syllable reaches (sp of the page; 0 without
 * one), scaled with its staff (setWidths; staffScale.ts scales widthLeft / widthRight alike).
 */
@inline export function lyricReach(ctx: Context, id: i32): f32 {
  return ctx.layout.lyricRight.get(id);
}

/**
 * How much nearer than LYRIC_BEFORE_BAR a bar line may come to the gap of the syllable before it
 * when the line is at its tightest (sp). abc2svg 1.22.1, black-boxed at %%maxshrink 1
 * (notes/issue5-lyrics/tight.mts, `CDEF|` under `* mmm mmm *`): from the note under the second
 * word to the bar it takes 4.61 sp, ours took 5.00; a measure of quarters under words needed
 * 0.19 sp more page width than abc2svg's at the default %%maxshrink, 0.30 at 1, none at 0
 * (sl.mts: `hap- py new year`, `Beth- le- hem`, `sing- ing`), within 0.06 with this. Systems
 * per tune 2,887 -> 2,923 of 3,081 with this alone (hymns 1,556 -> 1,588: ours was about 1.5%
 * wider on one line than abc2svg on lyric hymns).
 */
const LYRIC_BAR_SHORTFALL: f32 = 0.39;

/** syllableClearance of a symbol that may stand under the syllable before it. */
export const HANGS_UNDER_LYRIC: f32 = -f32.MAX_VALUE;

/**
 * Least distance from the right end of a syllable, its gap included (lyricReach), to symbol
 * `next`'s x (abc2svg 1.22.1, black-boxed: constants.ts): a bar line LYRIC_BEFORE_BAR after it,
 * a sung note's head LYRIC_NOTE_CLEARANCE after it and the note's own syllables clear of it;
 * anything else but a note or rest keeps the gap a note keeps. HANGS_UNDER_LYRIC for a note or
 * rest that carries no syllable (skipped with `*`, held under `_`, or unsung): it may stand
 * under the part of the syllable that reaches past its note, since a syllable needs room only
 * up to the next syllable, a bar line or a clef, key or meter (Gould, Behind Bars p. 445: a
 * syllable lasts until the next one; abc2svg 1.22.1 black-boxed: a long syllable hangs over the
 * skipped notes after it without widening them).
 */
export function syllableClearance(ctx: Context, next: i32): f32 {
  const left = ctx.layout.widthLeft.get(next);
  const kind = ctx.symbols.kind.get(next);
  if (kind == SymbolKind.Bar) return LYRIC_BEFORE_BAR - LYRIC_BAR_SHORTFALL + left;
  if (ctx.symbols.firstSyllable.get(next) >= 0) {
    const lead = lyricLead(ctx, next);
    const head = LYRIC_NOTE_CLEARANCE + left;
    return lead > head ? lead : head;
  }
  if (kind == SymbolKind.Note || kind == SymbolKind.Rest) return HANGS_UNDER_LYRIC;
  return MIN_GAP + left;
}

/**
 * Least distance from the right end of a chord symbol or annotation (layout.chordSymbolRight) to
 * symbol `next`'s x: the gap a note keeps from what follows, and `next`'s room on its left.
 */
export function lyricDistance(ctx: Context, next: i32): f32 {
  const gap = ctx.symbols.kind.get(next) == SymbolKind.Bar ? GAP_BEFORE_BAR : MIN_GAP;
  const left = ctx.layout.widthLeft.get(next);
  const lead = ctx.layout.chordSymbolLeft.get(next);
  return gap + (lead > left ? lead : left);
}

/**
 * A distance of least value `minimum` and ideal value `ideal` at spacing factor `factor`:
 * max(minimum, factor * ideal) (justifySystems).
 */
@inline export function spreadDistance(minimum: f32, ideal: f32, factor: f32): f32 {
  const stretched = ideal * factor;
  return stretched > minimum ? stretched : minimum;
}

/** Ideal distance from the last symbol's x to the end of the staff. */
export function idealTrailing(ctx: Context, last: i32): f32 {
  return isTimed(ctx, last) ? ctx.layoutScratch.durationSpaces.ofSymbol(ctx, last, ctx.symbols.duration.get(last)) : 0;
}

/** Least distance from the last symbol's x to the end of the staff. */
@inline export function minimumTrailing(ctx: Context, last: i32): f32 {
  const right = ctx.layout.widthRight.get(last);
  const reach = lyricReach(ctx, last);
  return reach > right ? reach : right;
}

/**
 * Ideal distance from time column `previous` to the next column `column` of tune `tune`: the
 * space of the time between them when a note or rest sounds in `previous` (Gould p. 39: the
 * shortest duration sounding at each time sets the space; another voice's note starting sooner
 * cuts it), with a bar line a little closer (abc2svg set_space).
 */
export function columnIdealDistance(ctx: Context, tune: i32, previous: i32, column: i32): f32 {
  const layout = ctx.layout;
  if (previous < 0 || (layout.columnBits.get(previous) & ColumnBits.Timed) == 0) return 0;
  const head = layout.columnMember.get(layout.columnFirst.get(column));
  let space = ctx.layoutScratch.durationSpaces.ofTune(ctx, tune, layout.columnTime.get(column) - layout.columnTime.get(previous));
  if (ctx.symbols.kind.get(head) == SymbolKind.Bar) space = space * BAR_SPACE_FACTOR - BAR_SPACE_REDUCTION + headCentre(ctx, previous);
  else if (continuesBeam(ctx, previous, layout.columnTime.get(column))) space *= BEAMED_SPACE_FACTOR;
  return space > 0 ? space : 0;
}

/**
 * How far right of its x the centre of the first note or rest of column `column` stands (sp):
 * abc2svg 1.22.1 measures the space before a bar line from the centre of the note before it,
 * while our x is the head's left edge (black-boxed: on a stretched line of quarters its bar line
 * stands 5.42 sp after the centre of the note before, 1.039 times the 5.2 of a quarter's space
 * shortened for the bar, where ours stood half a head nearer and the notes took the rest).
 */
function headCentre(ctx: Context, column: i32): f32 {
  const layout = ctx.layout;
  for (let i = layout.columnFirst.get(column), end = i + layout.columnSize.get(column); i < end; i++) {
    const id = layout.columnMember.get(i);
    if (isTimed(ctx, id)) return glyphAdvance(layout.glyph.get(id)) * 0.5;
  }
  return 0;
}

/**
 * Whether a note of column `previous` that ends at `until` (so sets the space to the next
 * column) is inside a beam group, not its last note: notes under one beam stand a little closer
 * (abc2svg 1.22.1, black-boxed: eight beamed eighths take 0.9 of the space of eight flagged ones).
 */
function continuesBeam(ctx: Context, previous: i32, until: i32): bool {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  for (let i = layout.columnFirst.get(previous), end = i + layout.columnSize.get(previous); i < end; i++) {
    const id = layout.columnMember.get(i);
    if (symbols.kind.get(id) != SymbolKind.Note || symbols.time.get(id) + symbols.duration.get(id) != until) continue;
    const beam = layout.beam.get(id);
    if (beam >= 0 && layout.beamLast.get(beam) != id) return true;
  }
  return false;
}

/** Ideal distance from the last column's x to the end of the staff: its longest note's space. */
export function columnTrailingIdeal(ctx: Context, column: i32): f32 {
  const layout = ctx.layout;
  let trailing: f32 = 0;
  for (let i = layout.columnFirst.get(column), end = i + layout.columnSize.get(column); i < end; i++) {
    const space = idealTrailing(ctx, layout.columnMember.get(i));
    if (space > trailing) trailing = space;
  }
  return trailing;
}

/** Least distance from the last column's x to the end of the staff: its widest member. */
export function columnTrailingMinimum(ctx: Context, column: i32): f32 {
  const layout = ctx.layout;
  let trailing: f32 = 0;
  for (let i = layout.columnFirst.get(column), end = i + layout.columnSize.get(column); i < end; i++) {
    const width = minimumTrailing(ctx, layout.columnMember.get(i));
    if (width > trailing) trailing = width;
  }
  return trailing;
}
