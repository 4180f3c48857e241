/**
 * @fileoverview Pass 1, collect symbols: picks what the layout draws, voice by voice, and
 * groups the drawn symbols of all voices into time columns (engine-spec 4, "sort all symbols
 * by time"; Gould, Behind Bars p. 39: notes sounding together are aligned vertically). Grace
 * notes (SymbolKind.Grace) take no time column: placeGraceNotes and writeGraceNotes draw them
 * before their main note. Tempo, part and remark symbols are not drawn yet.
 *
 * Staves: each symbol is placed on its voice's staff in the staff arrangement it was read under
 * (staffPlacement.ts); a symbol whose voice has no staff there is not drawn. A new arrangement
 * (a %%staves in the body) starts a new system.
 *
 * Columns: the tune's drawn symbols in time order (the timeNext chain) are cut into runs of
 * the same start time and the same kind class (clefs, keys, meters, bars, notes and rests),
 * never holding two symbols of one voice; each run shares one x.
 *
 * Each drawn symbol is identified (identifyNotes.ts VoiceNotation: its glyph, dots, flags and
 * staff positions under its voice's clef) as the walk over its voice meets it.
 *
 * After this: the per-symbol and per-head layout columns are sized and cleared; for every tune,
 * layout.sequence[tuneSequenceStart, tuneSequenceEnd) lists its drawn symbols voice after voice
 * (voiceSequenceStart/End), each marked LayoutBits.Drawn, with its staff (staffOf) and time
 * column (layout.column, columns [tuneColumnStart, tuneColumnEnd)); the first voice's music
 * line ends (the model's LineBreakAfter, engine-spec 4 "lay out lines") are marked
 * LayoutBits.BreakAfter on the last drawn symbol at or before each, and ColumnBits.BreakAfter
 * on its column: the other voices break at the same time. Every tune has its spacing unit
 * (layout.tuneSpacingUnit, spacing.ts setSpacingUnit), from its shortest drawn note.
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { SymbolBits } from "../model/tables";
import { placeVoices } from "./staffPlacement";
import { ColumnBits, LayoutBits } from "./tables";
import { drawnKey } from "./keySignatures";
import { startsKeyName } from "../parse/fields";
import { markOttavaShifts } from "./decorationSpans";
import { setSpacingUnit } from "./spacing";

/** No key seen yet in a voice (drawn keys are -7..7 or explicit ones above 1 << 30). */
const NO_KEY: i32 = -1000;

/**
 * Whether model symbol `id`, of kind `kind` with SymbolBits `flags` and placement `placement`
 * (staffPlacement.ts), is of a kind this layout draws.
 */
@inline function isDrawable(ctx: Context, id: i32, kind: i32, flags: i32, placement: i32): bool {
  if (placement < 0) return false; // no staff in its arrangement
  switch (kind) {
    case SymbolKind.Note: {
      if ((flags & SymbolBits.Grace) != 0) return false;
      const first = ctx.symbols.headStart.get(id);
      const count = ctx.symbols.headCount.get(id);
      return count > 0 && first >= 0 && first + count <= ctx.heads.count;
    }
    case SymbolKind.Rest:
    case SymbolKind.MultiMeasureRest:
    case SymbolKind.Bar:
    case SymbolKind.Clef:
    case SymbolKind.Key:
    case SymbolKind.Meter:
      return true;
    default:
      return false;
  }
}

/** Whether Key symbol `id`'s field (`K:...` or `[K:...]`) names a key: a tonic, `none`, HP or Hp. */
function namesKey(ctx: Context, id: i32): bool {
  const source = ctx.source;
  const end = ctx.symbols.end.get(id);
  let i = ctx.symbols.start.get(id);
  if (i < end && source.at(i) == 91 /* [ */) i++;
  if (i + 1 >= end || source.at(i) != 75 /* K */ || source.at(i + 1) != 58 /* : */) return false;
  i += 2;
  while (i < end && (source.at(i) == 32 || source.at(i) == 9)) i++;
  return i < end && startsKeyName(ctx, i, end);
}

/** Kind class of a column: symbols of one class and time share an x. */
function kindClass(kind: i32): i32 {
  switch (kind) {
    case SymbolKind.Clef: return 0;
    case SymbolKind.Key: return 1;
    case SymbolKind.Meter: return 2;
    case SymbolKind.Bar: return 3;
    default: return 4;
  }
}

export function collectSymbols(ctx: Context): void {
  const layout = ctx.layout;
  layout.sizeFor(ctx.symbols.count, ctx.heads.count);
  // Notes under an ottava are drawn 7 or 14 steps off (decorationSpans.ts): known before the
  // walk identifies the notes (identifyNotes.ts VoiceNotation).
  markOttavaShifts(ctx);
  const voiceCount = ctx.voices.count;
  // Voices outside every tune's valid range keep an empty run, not an earlier render's values.
  layout.voiceSequenceStart.fill(voiceCount, 0);
  layout.voiceSequenceEnd.fill(voiceCount, 0);
  layout.voiceColumn.fill(voiceCount, -1);
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    layout.tuneSequenceStart.push(layout.sequence.length);
    assignStaves(ctx, tune);
    const firstVoice = ctx.tunes.firstVoice.get(tune);
    let shortest = i32.MAX_VALUE;
    for (let v = 0, n = tuneVoiceCount(ctx, tune); v < n; v++) shortest = min(shortest, collectVoice(ctx, firstVoice + v, v == 0));
    setSpacingUnit(ctx, tune, shortest);
    layout.tuneSequenceEnd.push(layout.sequence.length);
    layout.tuneColumnStart.push(layout.columnCount);
    buildColumns(ctx, tune);
    layout.tuneColumnEnd.push(layout.columnCount);
    layout.tuneFirstSystem.push(0);
    layout.tuneSystemCount.push(0);
    layout.tuneTitlePage.push(0);
    layout.tuneTitleY.push(0);
    layout.tuneFirstPage.push(0);
  }
}

/** Number of voices of `tune` whose ids are valid (0 when the tune's voice range is broken). */
export function tuneVoiceCount(ctx: Context, tune: i32): i32 {
  const first = ctx.tunes.firstVoice.get(tune);
  const count = ctx.tunes.voiceCount.get(tune);
  if (first < 0 || count <= 0) return 0;
  return first + count <= ctx.voices.count ? count : ctx.voices.count - first;
}

/** Number of staves of `tune`'s systems (at least 1). */
export function tuneStaffCount(ctx: Context, tune: i32): i32 {
  const count = ctx.tunes.staffCount.get(tune);
  return count > 0 ? count : 1;
}

/** Places the voices of `tune` on their staves, arrangement by arrangement (staffPlacement.ts). */
function assignStaves(ctx: Context, tune: i32): void {
  placeVoices(ctx, tune);
  const firstVoice = ctx.tunes.firstVoice.get(tune);
  for (let v = 0, n = tuneVoiceCount(ctx, tune); v < n; v++) ctx.layout.voiceColumn.set(firstVoice + v, -1);
}

/**
 * Appends the drawn symbols of `voice` to the sequence; `first`: the tune's first voice. Returns
 * the duration of the voice's shortest drawn note (i32.MAX_VALUE without one), which sets the
 * tune's spacing unit (spacing.ts setSpacingUnit).
 */
function collectVoice(ctx: Context, voice: i32, first: bool): i32 {
  const symbols = ctx.symbols;
  const layout = ctx.layout;
  const sequence = layout.sequence;
  const symbolCount = symbols.count;
  // The storage of the columns read or written for every symbol, held here: read through the
  // tables each value is four dependent loads, and no store in the walk lets the compiler keep
  // them. None of these grows during the walk (sizeFor sized the layout's; the sequence, which
  // grows, is pushed to as a Column).
  const kinds = symbols.kind.data;
  const symbolFlags = symbols.flags.data;
  const next = symbols.next.data;
  const placement = layout.placement.data;
  const bits = layout.bits.data;
  const order = layout.order.data;
  const durations = symbols.duration.data;
  layout.voiceSequenceStart.set(voice, sequence.length);
  let id = ctx.voices.first.get(voice);
  let lastDrawn = -1;
  let key = NO_KEY; // the voice's drawn key so far
  let shortest = i32.MAX_VALUE;
  // How each drawn symbol is notated (identifyNotes.ts), found in this walk.
  const notation = ctx.layoutScratch.voiceNotation;
  notation.start();
  // The step bound guards against a cycle in the links: the walk ends whatever they hold.
  for (let steps = 0; id >= 0 && id < symbolCount && steps < symbolCount; steps++) {
    // A K: field that names no key (`[K:clef=bass]`: ABC 2.1 3.1.14, the key stays) restates
    // no signature (Gould, Behind Bars p. 85: a signature is shown where the key changes;
    // abc2svg 1.22.1 draws only the clef, black-boxed): its Key symbol is not drawn and takes
    // no room. A named key is drawn even when its signature is the same (`[K:Ador]` after
    // `K:Dmix`, as abc2svg draws it).
    let restated = false;
    const kind = unchecked(kinds[id]);
    const flags = unchecked(symbolFlags[id]);
    if (kind == SymbolKind.Key) {
      const drawn = drawnKey(ctx, id);
      restated = drawn == key && !namesKey(ctx, id);
      key = drawn;
    }
    if (!restated && isDrawable(ctx, id, kind, flags, unchecked(placement[id]))) {
      unchecked((order[id] = sequence.push(id)));
      unchecked((bits[id] |= LayoutBits.Drawn));
      notation.identify(ctx, id, kind);
      lastDrawn = id;
      if (kind == SymbolKind.Note) {
        const duration = unchecked(durations[id]);
        if (duration > 0 && duration < shortest) shortest = duration;
      }
    }
    // The first voice's line ends: a line-break character's also ends the system where source
    // line ends do not (%%linebreak).
    if (first && lastDrawn >= 0 && (flags & (SymbolBits.LineBreakAfter | SymbolBits.ScoreLineBreak)) != 0) {
      const breakBits = (flags & SymbolBits.ScoreLineBreak) != 0 ? LayoutBits.BreakAfter | LayoutBits.ForcedBreakAfter : LayoutBits.BreakAfter;
      unchecked((bits[lastDrawn] |= breakBits));
    }
    id = unchecked(next[id]);
  }
  layout.voiceSequenceEnd.set(voice, sequence.length);
  return shortest;
}

/**
 * How many columns back, at one time, a symbol may look for a column of its class to join (a cap
 * on the work, reached only by long runs of symbols at one time). Runs of empty measures take
 * no time: the k-th bar of each voice's run shares a column, as abc2svg 1.22.1 sets them
 * (black-boxed: 12 bars `| | ...` before the notes of one voice and 10 of another stand 12 px
 * apart, the first 10 of each at the same x). The hymn scores of mxml2abc write a
 * resting part as 16 to 21 such bars; with a cap of 8 each voice's run stood after the
 * previous voice's, and In Bethlehem City 56 took two systems of bar lines only.
 */
const MAX_COLUMN_LOOKBACK: i32 = 256;

/**
 * Cuts the tune's drawn symbols, in time order, into time columns. A symbol joins the earliest
 * column of its time and kind class that comes after its voice's last column (so a bar that
 * the merge put after another voice's key change still aligns with the other bars); else it
 * opens a column. Then the members are laid out column by column in columnMember.
 */
function buildColumns(ctx: Context, tune: i32): void {
  const symbols = ctx.symbols;
  const layout = ctx.layout;
  const symbolCount = symbols.count;
  const firstVoice = ctx.tunes.firstVoice.get(tune);
  const voices = tuneVoiceCount(ctx, tune);
  const tuneStart = layout.columnCount;
  // The columns this walk reads and writes, held here rather than read from the tables again
  // for every symbol (a symbol's step is a dozen reads: each saves one load); the storage
  // itself of those that do not grow in the walk (two loads saved), the columns' tables of
  // those that addColumn appends to.
  const voiceOf = symbols.voice.data;
  const timeNext = symbols.timeNext.data;
  const kinds = symbols.kind.data;
  const times = symbols.time.data;
  const arrangements = symbols.arrangement.data;
  const bits = layout.bits.data;
  const columnOf = layout.column.data;
  const voiceColumn = layout.voiceColumn.data;
  const columnTime = layout.columnTime;
  const columnClass = layout.columnClass;
  const columnSize = layout.columnSize;
  const columnBits = layout.columnBits;
  // The tune's columns end here: held rather than read as layout.columnCount (two loads) three
  // times per symbol; only addColumn changes it.
  let columnCount = tuneStart;
  // A new staff arrangement (a %%staves in the body) starts a new system: its symbols join no
  // column before it, and the column before it ends a system.
  let arrangement = -1;
  let arrangementStart = tuneStart;
  // The symbols given a column, in time order: the members are then laid out from this list
  // rather than by a second walk of the whole timeNext chain (undrawn symbols included).
  const placed = layout.scratch;
  placed.reset();
  let id = ctx.tunes.timeFirst.get(tune);
  for (let steps = 0; id >= 0 && id < symbolCount && steps < symbolCount; steps++) {
    const voice = unchecked(voiceOf[id]);
    const symbolBits = unchecked(bits[id]);
    if ((symbolBits & LayoutBits.Drawn) != 0 && voice >= firstVoice && voice < firstVoice + voices) {
      const kind = unchecked(kinds[id]);
      const time = unchecked(times[id]);
      const kindOf = kindClass(kind);
      const after = unchecked(voiceColumn[voice]);
      // A drawn symbol has a staff in its arrangement (isDrawable): staffPlacement.ts arrangementOf
      // gives its own arrangement, read here without asking again.
      const own = unchecked(arrangements[id]);
      if (own > arrangement) {
        if (arrangement >= 0 && columnCount > tuneStart) {
          const previous = columnCount - 1;
          columnBits.set(previous, columnBits.get(previous) | ColumnBits.CharacterBreakAfter);
          arrangementStart = columnCount;
        }
        arrangement = own;
      }
      let column = -1;
      const last = columnCount - 1;
      for (let c = last; c >= arrangementStart && c > after && c > last - MAX_COLUMN_LOOKBACK && columnTime.get(c) == time; c--) {
        if (columnClass.get(c) == kindOf) column = c;
      }
      if (column < 0) {
        column = layout.addColumn(time, kindOf);
        columnCount = column + 1;
      }
      columnSize.set(column, columnSize.get(column) + 1);
      unchecked((columnOf[id] = column));
      placed.push(id);
      unchecked((voiceColumn[voice] = column));
      let flags = columnBits.get(column);
      if (kindOf > 2) flags &= ~ColumnBits.HeaderOnly;
      if (kind == SymbolKind.Note || kind == SymbolKind.Rest) flags |= ColumnBits.Timed;
      if ((symbolBits & LayoutBits.BreakAfter) != 0) flags |= ColumnBits.BreakAfter;
      // A line-break character ends the system whatever the source line ends do (%%linebreak).
      if ((symbolBits & LayoutBits.ForcedBreakAfter) != 0) flags |= ColumnBits.CharacterBreakAfter;
      columnBits.set(column, flags);
    }
    id = unchecked(timeNext[id]);
  }
  // Members column by column: each column's first slot, then the symbols in time order. The
  // columns are all made: their storage is read once.
  const columnFirst = layout.columnFirst.data;
  const sizes = columnSize.data;
  let slot = layout.columnMember.length;
  for (let c = tuneStart; c < columnCount; c++) {
    unchecked((columnFirst[c] = slot));
    slot += unchecked(sizes[c]);
    unchecked((sizes[c] = 0));
  }
  layout.columnMember.resize(slot);
  const members = layout.columnMember.data;
  const placedIds = placed.data;
  for (let k = 0, count = placed.length; k < count; k++) {
    const member = unchecked(placedIds[k]);
    const column = unchecked(columnOf[member]);
    const size = unchecked(sizes[column]);
    unchecked((members[unchecked(columnFirst[column]) + size] = member));
    unchecked((sizes[column] = size + 1));
  }
}
