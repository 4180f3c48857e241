/**
 * @fileoverview Pass 9, break lines (engine-spec 4 "lay out lines"; abc2svg: cut_tune,
 * set_lines). A music line of the tune's first voice (a source line of ABC) becomes a system,
 * and the other voices break at the same time (the time column that ends the line), unless
 * the tune's format ignores source line ends (%%continueall, %%linebreak without <EOL>, or
 * %%barsperstaff, which ends a system after every N bars instead). A directive that acts
 * between systems (%%newpage, %%vskip, %%multicol) always ends the system before it. A line
 * too long for the page is broken automatically before the time column that would overflow
 * the line even at the tightest spacing allowed (%%maxshrink: each distance may shrink that
 * share of the way from its ideal towards its minimum, as abc2svg): the music up to the next
 * forced break is shared out over the lines it needs, each line ending at the bar line nearest
 * to an even share of what is left, counted as abc2svg 1.22.1 counts it (balancedBreak: a later
 * line still pays for the first line's indent and time signature, so it may break a rest that
 * would fit); without a bar line before the overflow, after the last bar line past
 * %%breaklimit of the width, else after the last column that does not end inside a beam group
 * (else, reported as "Line split problem - adjust maxshrink and/or breaklimit", the column
 * before the overflow). As abc2svg draws them: music that a K: field opens after a forced break
 * stays on one line while it fits at its least widths, and a source line that shows no music
 * (bar lines, invisible rests) makes no system of its own (findSystemEnd).
 * Every system holds at least one column, so a page narrower than a clef still terminates.
 *
 * Spacing is by time column (collectSymbols): a column's ideal distance from the one before
 * comes from the time between them (spacing.ts columnIdealDistance); its least distance keeps
 * every member clear of the symbol before it on the same staff, which may lie several columns
 * back (Gould, Behind Bars p. 39: spacing by duration never lets symbols collide).
 *
 * A system of a tune with V voices is V records (layout.systemStride = V), one per voice: each
 * holds its voice's symbols in the system and starts with the clef, key and (on the tune's
 * first system, or where it changes) time signature in force in that voice; clef, key and
 * meter columns at a system's start are drawn there (LayoutBits.InHeader) rather than in the
 * flow, and all records share the widest header. A repeat sign `|:` or `::` that ends a system
 * is split as abc2svg does: the system ends with a plain bar (or `:|`) and the next one opens
 * with `|:` after its header (layout.systemRepeatBar).
 *
 * After this: the system records exist (layout.system*: tune, voice, staff, sequence range,
 * column range, header state and width), every drawn symbol knows its record, every tune knows
 * its records, and no beam group crosses a system break (a group cut by an automatic break
 * becomes two). */

import { BarType, DiagnosticCode, Severity, SymbolKind } from "../abi";
import { Context } from "../context";
import { FormatKey } from "../model/format";
import { MeterDisplay } from "../model/values";
import { clefGlyph } from "./clefs";
import { barWidth } from "./barLines";
import { HEADER_ITEM_GAP } from "./constants";

/** abc2svg's header ends this much (sp) after ours (constants.ts: its first note stands where ours does). */
const BREAK_HEADER_EXTRA: f32 = 0.49;
import { placeFormatEvents, systemMargin } from "./formatEvents";
import { custosRoom } from "./writeCustos";
import { closeGroup } from "./groupBeams";
import { pixelsToStaffSpaces, shareSetting, systemLineWidth, unitsSetting } from "./pageGeometry";
import {
  HANGS_UNDER_LYRIC, columnIdealDistance, lyricDistance, minimumDistance, syllableClearance,
} from "./spacing";
import { tuneStaffCount, tuneVoiceCount } from "./collectSymbols";
import { headerWidth, systemIndent } from "./systemHeader";
import { ColumnBits, LayoutBits, LayoutTables } from "./tables";
import { arrangementOf } from "./staffPlacement";
import { setSystemScales } from "./staffScale";
import { showsMusic } from "./showsMusic";

/** Whether symbol `id` is a bar that opens a repeat (`|:` or `::`). */
function opensRepeat(ctx: Context, id: i32): bool {
  if (ctx.symbols.kind.get(id) != SymbolKind.Bar) return false;
  const type = ctx.symbols.value.get(id);
  return type == BarType.RepeatStart || type == BarType.RepeatBoth;
}

/** Whether `kind` is drawn in a system's header when it comes first. */
@inline function isHeaderKind(kind: i32): bool {
  return kind == SymbolKind.Clef || kind == SymbolKind.Key || kind == SymbolKind.Meter;
}


export function breakLines(ctx: Context): void {
  const layout = ctx.layout;
  const states = ctx.layoutScratch.voices;
  layout.segmentDistance.resize(ctx.symbols.count);
  ctx.layoutScratch.durationSpaces.forgetTune();
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    layout.tuneFirstSystem.set(tune, layout.systemCount);
    placeFormatEvents(ctx, tune);
    const firstVoice = ctx.tunes.firstVoice.get(tune);
    const voices = tuneVoiceCount(ctx, tune);
    states.reset(voices);
    for (let v = 0; v < voices; v++) states.cursor.set(v, layout.voiceSequenceStart.get(firstVoice + v));
    const end = layout.tuneColumnEnd.get(tune);
    let c = layout.tuneColumnStart.get(tune);
    let first = true;
    while (c < end) {
      let showMeter = first;
      // A K: field (key or clef) opening the music after a forced break: see findSystemEnd.
      let opensWithKey = false;
      while (c < end && (layout.columnBits.get(c) & ColumnBits.HeaderOnly) != 0) {
        for (let i = layout.columnFirst.get(c), last = i + layout.columnSize.get(c); i < last; i++) {
          const id = layout.columnMember.get(i);
          const v = ctx.symbols.voice.get(id) - firstVoice;
          const kind = ctx.symbols.kind.get(id);
          // A voice that enters later (a %%staves in the body) brings its meter; it is no change.
          const entering = ctx.symbols.time.get(id) > 0 && states.meterSymbol.get(v) < 0;
          if (kind == SymbolKind.Meter && !entering) showMeter = true;
          if ((kind == SymbolKind.Key || kind == SymbolKind.Clef) && !first) opensWithKey = true;
          states.apply(ctx, v, id);
          layout.setBit(id, LayoutBits.InHeader);
        }
        c++;
      }
      if (c >= end) break; // trailing clef/key/meter changes with no music after them
      const base = layout.systemCount;
      // The margins where the system starts (the body may change them, %%multicol columns), in
      // the tune's own staff spaces (its %%scale, pageGeometry.ts tuneScale).
      const left = pixelsToStaffSpaces(ctx, systemMargin(ctx, tune, c, false), 68, tune);
      const width = systemLineWidth(ctx, left, pixelsToStaffSpaces(ctx, systemMargin(ctx, tune, c, true), 68, tune), tune);
      // %%indent moves a tune's first system right (abc2svg units), never past the line's end.
      // The voices' names (V: name=, subname=) and the staff groups' braces and brackets need
      // room left of the staves (systemHeader.ts).
      let indent: f32 = max<f32>(first ? unitsSetting(ctx, tune, FormatKey.Indent, 0) : 0, systemIndent(ctx, tune, first));
      if (indent > width - 1) indent = width - 1 > 0 ? width - 1 : 0;
      let header: f32 = 0;
      // The header of a system without a time signature (clef and key): abc2svg's unit of what
      // every further line of an automatically broken segment costs.
      let laterHeader: f32 = 0;
      // The staff arrangement of the system: its columns' (collectSymbols starts a system where it changes).
      const arrangement = arrangementOf(ctx, layout.columnMember.get(layout.columnFirst.get(c)));
      for (let v = 0; v < voices; v++) {
        const voice = firstVoice + v;
        const system = layout.addSystem(tune, 0, 0, voice);
        // The voice's header symbols belong to its record but come before its range.
        let cursor = states.cursor.get(v);
        const voiceEnd = layout.voiceSequenceEnd.get(voice);
        while (cursor < voiceEnd && layout.column.get(layout.sequence.get(cursor)) < c) {
          layout.system.set(layout.sequence.get(cursor), system);
          cursor++;
        }
        states.cursor.set(v, cursor);
        layout.systemStart.set(system, cursor);
        layout.systemEnd.set(system, cursor);
        // A voice without a staff in the arrangement keeps an empty record that draws nothing.
        const entry = ctx.arrangements.entry(arrangement, v);
        const staff = entry >= 0 ? ctx.arrangements.entryStaff.get(entry) : -1;
        layout.systemStaff.set(system, staff >= 0 ? staff : 0);
        layout.systemStride.set(system, voices);
        layout.systemLeads.set(system, staff >= 0 ? layout.entryLeads.get(entry) : 0);
        layout.systemArrangement.set(system, arrangement);
        const meter = showMeter ? states.meter.get(v) : MeterDisplay.None;
        layout.systemClef.set(system, states.clef.get(v));
        layout.systemClefOctave.set(system, states.octave.get(v));
        layout.systemKey.set(system, states.key.get(v));
        layout.systemMeter.set(system, meter);
        layout.systemClefSymbol.set(system, states.clefSymbol.get(v));
        layout.systemKeySymbol.set(system, states.keySymbol.get(v));
        layout.systemMeterSymbol.set(system, showMeter ? states.meterSymbol.get(v) : -1);
        layout.systemLeft.set(system, left + indent);
        layout.systemWidth.set(system, width - indent);
        let own = headerWidth(clefGlyph(states.clef.get(v), states.octave.get(v)), states.key.get(v), meter, first);
        // A repeat opened by the bar that ended the previous system is drawn after this header.
        const carried = layout.previousSystemLast(system);
        if (carried >= 0 && opensRepeat(ctx, carried)) {
          layout.systemRepeatBar.set(system, carried);
          own += HEADER_ITEM_GAP + barWidth(BarType.RepeatStart);
        }
        if (own > header && staff >= 0) header = own;
        const plain = headerWidth(clefGlyph(states.clef.get(v), states.octave.get(v)), states.key.get(v), MeterDisplay.None, false);
        if (plain > laterHeader && staff >= 0) laterHeader = plain;
      }
      const systemEnd = findSystemEnd(ctx, tune, c, end, width - custosRoom(ctx, tune), indent + header, laterHeader, opensWithKey);
      // Read once for the walk over every symbol of the system: a get after the store of a
      // symbol's system loads them again.
      const sequence = layout.sequence.data;
      const columnOf = layout.column.data;
      const systemOf = layout.system.data;
      const kinds = ctx.symbols.kind.data;
      for (let v = 0; v < voices; v++) {
        const voice = firstVoice + v;
        const system = base + v;
        layout.systemHeaderWidth.set(system, header);
        layout.systemColumnStart.set(system, c);
        layout.systemColumnEnd.set(system, systemEnd);
        let cursor = states.cursor.get(v);
        const voiceEnd = layout.voiceSequenceEnd.get(voice);
        // The voice's first clef, key or meter in the system (-1: none, as in most systems).
        let change = -1;
        while (cursor < voiceEnd && unchecked(columnOf[unchecked(sequence[cursor])]) < systemEnd) {
          const id = unchecked(sequence[cursor]);
          unchecked((systemOf[id] = system));
          if (change < 0 && isHeaderKind(unchecked(kinds[id]))) change = cursor;
          cursor++;
        }
        // The changes in the system, in order, make the voice's state for the next system's
        // header. Applied in a walk of their own from the first: a call in the walk above made
        // it keep its values on the stack, reloading them for every symbol.
        if (change >= 0) {
          for (let i = change; i < cursor; i++) {
            const id = unchecked(sequence[i]);
            if (isHeaderKind(unchecked(kinds[id]))) states.apply(ctx, v, id);
          }
        }
        states.cursor.set(v, cursor);
        layout.systemEnd.set(system, cursor);
      }
      setSystemScales(ctx, base, voices);
      c = systemEnd;
      first = false;
    }
    layout.tuneSystemCount.set(tune, layout.systemCount - layout.tuneFirstSystem.get(tune));
  }
  splitBeamsAtSystems(ctx);
}

/**
 * staffOf(ctx, id) with its columns' storage read once by the caller: layout.placement's and
 * ctx.arrangements.entryStaff's.
 */
@inline function staffIn(placement: StaticArray<i32>, entryStaff: StaticArray<i32>, id: i32): i32 {
  const entry = unchecked(placement[id]);
  return entry >= 0 ? unchecked(entryStaff[entry]) : 0;
}

/** layout.scratchLyricReach of a staff with no syllable yet in the system. */
const NO_LYRIC: f32 = -f32.MAX_VALUE;

/**
 * End (exclusive column index) of the system that starts at column `start` of `tune`, for
 * `available` sp after the header. Stores each column's distances from the column before
 * (layout.columnMinimum / columnIdeal: a column scanned past the break is scanned again, as
 * the first of the next system, so the values kept are its own system's) and writes each
 * member's x at the tightest spacing into layout.x as scratch (justifySystems sets the real
 * ones). Per staff, layout.scratch holds the last symbol placed and layout.scratchWidth its
 * least position (every distance at its minimum) from the header's end, and
 * layout.scratchLyricReach how far right its last lyric syllable reaches at that spacing.
 */
function findSystemEnd(ctx: Context, tune: i32, start: i32, end: i32, lineWidth: f32, lead: f32, laterHeader: f32, opensWithKey: bool): i32 {
  const layout = ctx.layout;
  const available = lineWidth - lead;
  const staves = tuneStaffCount(ctx, tune);
  const lastSymbol = layout.scratch;
  const lastLeast = layout.scratchWidth;
  const lyricEnd = layout.scratchLyricReach;
  lastSymbol.resize(staves);
  lastLeast.resize(staves);
  lyricEnd.resize(staves);
  const chordSymbolEnd = layout.scratchChordSymbolReach;
  chordSymbolEnd.resize(staves);
  for (let s = 0; s < staves; s++) {
    lastSymbol.set(s, -1);
    lastLeast.set(s, 0);
    lyricEnd.set(s, NO_LYRIC);
    chordSymbolEnd.set(s, NO_LYRIC);
  }
  // The columns the loops below read and write, each read once here: as `layout.x.get(id)` and
  // the like, every access is several dependent loads, made again after each store to memory.
  const columnFirst = layout.columnFirst.data;
  const columnSize = layout.columnSize.data;
  const columnBits = layout.columnBits.data;
  const columnMinimum = layout.columnMinimum.data;
  const columnIdeal = layout.columnIdeal.data;
  const columnSegmentX = layout.columnSegmentX.data;
  const members = layout.columnMember.data;
  const placement = layout.placement.data;
  const entryStaff = ctx.arrangements.entryStaff.data;
  const memberColumn = layout.column.data;
  const widthRight = layout.widthRight.data;
  const chordSymbolRight = layout.chordSymbolRight.data;
  const lyricRights = layout.lyricRight.data;
  const x = layout.x.data;
  const kinds = ctx.symbols.kind.data;
  const durations = ctx.symbols.duration.data;
  const segmentDistances = layout.segmentDistance.data;
  const lastSymbols = lastSymbol.data;
  const lastLeasts = lastLeast.data;
  const lyricEnds = lyricEnd.data;
  const chordSymbolEnds = chordSymbolEnd.data;
  const spaces = ctx.layoutScratch.durationSpaces;
  const maxShrink = shareSetting(ctx, tune, FormatKey.MaxShrink);
  // Source line ends end systems unless the format says otherwise; %%barsperstaff counts bars.
  const format = ctx.format;
  const barsPerStaff = <i32>format.get(tune, FormatKey.BarsPerStaff);
  const breakBits = ColumnBits.DirectiveBreakAfter | ColumnBits.CharacterBreakAfter | (format.breaksAtLineEnds(tune) && barsPerStaff <= 0 ? ColumnBits.BreakAfter : 0);
  let bars = 0;
  let total: f32 = 0;
  let previousLeast: f32 = 0;
  // The first column that does not fit. The first system of a segment (the music up to the next
  // forced break) scans on to the segment's end to learn how much music it holds, so that its
  // lines can be balanced; the later systems of the segment read what is left from that scan
  // and stop at their overflow (scanning to the end each time was quadratic in a long segment).
  let overflow = -1;
  let segmentEnd = end;
  let segmentWidth: f32 = 0;
  // The last column scanned and its trailing distances (see the loop): the segment's width ends
  // with its trailing space.
  let lastColumn = -1;
  let trailingMinimum: f32 = 0;
  let longest = 0;
  const scanned = start < layout.scannedSegmentEnd;
  // Whether a column so far shows music (showsMusic.ts): a source line whose every voice shows
  // none (bar lines, invisible rests) makes no system of its own in abc2svg 1.22.1 but opens
  // the next one (black-boxed: `cdef|cdef|` / `| | | |` / `cdef|` and the same with `x4|x4|`
  // or `$` make 2 systems, the bars at the start of the second; with `z4|z4|` 3).
  let plays = scanned;
  // The columns whose members' least distances the segment's scan stored (see the loop): none
  // on that scan itself.
  const distancesScanned = scanned ? layout.scannedSegmentEnd : start;
  for (let c = start; c < end; c++) {
    const from = unchecked(columnFirst[c]);
    const to = from + unchecked(columnSize[c]);
    let least = previousLeast;
    for (let i = from; i < to; i++) {
      const id = unchecked(members[i]);
      const staff = staffIn(placement, entryStaff, id);
      const before = unchecked(lastSymbols[staff]);
      // minimumDistance depends on the two symbols only, and on a later system of a scanned
      // segment a member whose staff has a symbol before it in the system has the one it had on
      // the segment's scan (the last of its staff in the columns before): that scan's distance
      // is read rather than computed again. The first member of its staff on a system is
      // measured from the header.
      let distance: f32;
      if (before >= 0 && c < distancesScanned) distance = unchecked(segmentDistances[id]);
      else {
        distance = minimumDistance(ctx, before, id);
        if (!scanned) unchecked((segmentDistances[id] = distance));
      }
      let need = (before >= 0 ? unchecked(lastLeasts[staff]) : 0) + distance;
      // The last syllable on the staff keeps this symbol away unless it may stand under it.
      const lyric = unchecked(lyricEnds[staff]);
      if (lyric != NO_LYRIC) {
        const clearance = syllableClearance(ctx, id);
        if (clearance != HANGS_UNDER_LYRIC && lyric + clearance > need) need = lyric + clearance;
      }
      // Chord symbols hang over everything up to the next chord symbol on the staff.
      const chord = unchecked(chordSymbolEnds[staff]);
      if (chord != NO_LYRIC && unchecked(chordSymbolRight[id]) > 0) {
        const clear = chord + lyricDistance(ctx, id);
        if (clear > need) need = clear;
      }
      if (need > least) least = need;
    }
    const minimum = least - previousLeast;
    // A later system of a scanned segment reads the ideal distances the segment's scan stored
    // (they depend on the two columns only); its first column has none.
    const ideal: f32 = c == start ? 0 : scanned ? unchecked(columnIdeal[c]) : columnIdealDistance(ctx, tune, c - 1, c);
    unchecked((columnMinimum[c] = minimum));
    unchecked((columnIdeal[c] = ideal));
    total += shrunk(ideal, minimum, maxShrink);
    lastColumn = c;
    if (!scanned) unchecked((columnSegmentX[c] = total));
    // The column's trailing distances (spacing.ts columnTrailingMinimum and columnTrailingIdeal,
    // gathered in this walk over its members rather than in one of their own): its widest
    // member, and its longest note or rest, whose space is the largest since durationSpace
    // never decreases with the duration (so one look-up per column, not one per member, and
    // only where the trailing space is wanted).
    trailingMinimum = 0;
    longest = 0;
    for (let i = from; i < to; i++) {
      const id = unchecked(members[i]);
      const staff = staffIn(placement, entryStaff, id);
      if (!plays) plays = showsMusic(ctx, id);
      unchecked((x[id] = total));
      // Two voices of a staff in one column: the one reaching further right (its lyric
      // syllable, its dots) keeps the next column away (Gould p. 39: nothing collides).
      const right = unchecked(widthRight[id]);
      const held = unchecked(lastSymbols[staff]);
      if (held < 0 || unchecked(memberColumn[held]) != c || right > unchecked(widthRight[held])) unchecked((lastSymbols[staff] = id));
      unchecked((lastLeasts[staff] = least));
      // Most members have no syllable and no chord symbol: one load each tells (the reaches are
      // 0). The reaches are stored scaled with the staff (spacing.ts lyricReach,
      // staffScale.ts scaleStaffWidths).
      const reach = unchecked(lyricRights[id]);
      if (reach > 0 && least + reach > unchecked(lyricEnds[staff])) unchecked((lyricEnds[staff] = least + reach));
      const chordReach = unchecked(chordSymbolRight[id]);
      if (chordReach > 0 && least + chordReach > unchecked(chordSymbolEnds[staff])) unchecked((chordSymbolEnds[staff] = least + chordReach));
      const width = reach > right ? reach : right;
      if (width > trailingMinimum) trailingMinimum = width;
      // A note or rest (spacing.ts isTimed): its duration sets the trailing space.
      const kind = unchecked(kinds[id]);
      if (kind == SymbolKind.Note || kind == SymbolKind.Rest) {
        const duration = unchecked(durations[id]);
        if (duration > longest) longest = duration;
      }
    }
    // The trailing space only matters while nothing has overflowed yet.
    const overflows = overflow < 0 && c > start && total + shrunk(spaces.ofTune(ctx, tune, longest), trailingMinimum, maxShrink) > available;
    if (overflows) overflow = c;
    previousLeast = least;
    const breaks = unchecked(columnBits[c]) & breakBits;
    if ((breaks & ColumnBits.DirectiveBreakAfter) != 0 || (breaks != 0 && plays) || (barsPerStaff > 0 && unchecked(kinds[unchecked(members[from])]) == SymbolKind.Bar && ++bars >= barsPerStaff)) {
      segmentEnd = c + 1;
      break;
    }
    if (overflows && scanned) break;
  }
  if (overflow < 0 && !scanned) return segmentEnd;
  // idealTrailing of the last column's longest note or rest (0 without one: durationSpace(0) is 0).
  const trailingIdeal = spaces.ofTune(ctx, tune, longest);
  // abc2svg 1.22.1 never breaks a segment that a K: field (a key or clef, changed or not)
  // opens after a forced break: it squeezes the segment onto one line, whatever its length
  // (black-boxed: 8 and 16 measures of 2/4 stay on one line at any page width, "Line too much
  // shrunk" once even their least widths overflow; notes/issue5-lastline.md, Nottingham reelsa-c
  // X:60). Ours follows it while the segment fits at its least widths (justifySystems may then
  // shrink every distance to its minimum) and breaks it as any other segment past that, since
  // a line that runs off the page is no engraving. A clef change alone is drawn before the bar
  // that ends the system before (parse/bodyFields.ts) and is not counted: the organ pieces of
  // moine-organ-examples, whose voices change clef at line ends, break as abc2svg's only then.
  if (opensWithKey && !scanned && previousLeast + shrunk(trailingIdeal, trailingMinimum, 1) <= available) return segmentEnd;
  if (!scanned) {
    if (lastColumn >= 0) segmentWidth = total + shrunk(trailingIdeal, trailingMinimum, maxShrink);
    layout.scannedSegmentEnd = segmentEnd;
    layout.scannedSegmentWidth = segmentWidth;
    layout.scannedSegmentLead = lead + layout.columnSegmentX.get(start);
  }
  // What is left of the segment as abc2svg 1.22.1 counts it: the music from this system's first
  // column to the segment's end, plus what stood before the segment's first column on its first
  // system (indent, header with its time signature, the first column's distance), whichever
  // system this is. A later system is thus charged the first one's indent and time signature.
  const rest = layout.scannedSegmentLead + layout.scannedSegmentWidth - layout.columnSegmentX.get(start);
  const fits = overflow < 0;
  if (fits) {
    if (rest <= lineWidth) return segmentEnd;
    // It would fit, but abc2svg breaks it: any bar line before the segment's last column may end it.
    overflow = segmentEnd - 1;
  }
  const balanced = balancedBreak(ctx, start, overflow, rest, lineWidth, lead, laterHeader, scanned);
  if (balanced >= 0) return balanced + 1;
  return fits ? segmentEnd : chooseBreak(ctx, tune, start, overflow, available) + 1;
}

/**
 * Column after which to break a segment (the music up to the next forced break) at the system
 * that starts at column `start`, with `rest` sp of the segment left as abc2svg counts it
 * (findSystemEnd), on lines `lineWidth` sp wide; only bar lines before column `limit` (the first
 * that overflows) may end the line. -1 when none can.
 *
 * abc2svg 1.22.1, black-boxed (notes/issue5-breaks: N equal measures at page widths of 10 to 40
 * cm, with and without a time signature, keys of 0 to 7 sharps, a voice name indenting the first
 * line; the rule reproduces 1,697 of its 1,782 line sequences from its own one-line drawing, the
 * rest at the edge of a line's capacity): with h the header of a line without a time signature
 * (clef and key; 24 px in C with a treble clef), what is left needs L = ceil((rest - h) /
 * (lineWidth - h)) lines, and this one ends at the bar line nearest to an even share of it: on
 * the segment's first system at h + (rest - h) / L from the line's start, on a later one (rest -
 * h) / L after the bar line that ended the system before (ties: the later bar). So 16 measures of
 * 4/4 at 21 cm are laid out 5 6 5 (L = 3), 17 as 6 6 5, and a first line indented 209 px for a
 * voice name leaves the later lines short (4 7 4 1 at 20.3 cm): they still pay for the indent.
 * Reads each column's tightest x in the segment's one-line scan (layout.columnSegmentX).
 */
function balancedBreak(ctx: Context, start: i32, limit: i32, rest: f32, lineWidth: f32, lead: f32, laterHeader: f32, later: bool): i32 {
  const layout = ctx.layout;
  const h = laterHeader + BREAK_HEADER_EXTRA;
  const room = lineWidth - h;
  if (room <= 0) return -1;
  let lines = Mathf.ceil((rest - h) / room);
  if (lines < 1) lines = 1;
  const share = (rest - h) / lines;
  const target = later ? layout.columnSegmentX.get(start - 1) + share : h + share - lead;
  let best = -1;
  let bestDistance: f32 = f32.MAX_VALUE;
  for (let k = start + 1; k < limit; k++) {
    const head = layout.columnMember.get(layout.columnFirst.get(k));
    if (ctx.symbols.kind.get(head) != SymbolKind.Bar) continue;
    const distance = Mathf.abs(layout.columnSegmentX.get(k) - target);
    if (distance <= bestDistance) {
      best = k;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The tightest distance allowed for a distance of `ideal` with least value `minimum`: shrunk
 * `maxShrink` of the way from the ideal towards the minimum (abc2svg maxshrink), never below it.
 */
@inline function shrunk(ideal: f32, minimum: f32, maxShrink: f32): f32 {
  const tight = ideal - maxShrink * (ideal - minimum);
  return tight > minimum ? tight : minimum;
}

/**
 * Column after which to break a line of `tune` that overflows at column `overflow` (> start):
 * the last bar column past %%breaklimit of the width, else the last column that leaves no beam
 * group open, else the column before the overflow (reported: "Line split problem - adjust
 * maxshrink and/or breaklimit", at the overflowing symbol).
 */
function chooseBreak(ctx: Context, tune: i32, start: i32, overflow: i32, available: f32): i32 {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const breakLimit = shareSetting(ctx, tune, FormatKey.BreakLimit);
  for (let k = overflow - 1; k > start; k--) {
    const head = layout.columnMember.get(layout.columnFirst.get(k));
    if (layout.x.get(head) < available * breakLimit) break;
    if (symbols.kind.get(head) == SymbolKind.Bar) return k;
  }
  for (let k = overflow - 1; k >= start; k--) {
    let open = false;
    for (let i = layout.columnFirst.get(k), last = i + layout.columnSize.get(k); i < last; i++) {
      const id = layout.columnMember.get(i);
      const beam = layout.beam.get(id);
      if (beam >= 0 && layout.beamLast.get(beam) != id) open = true;
    }
    if (!open) return k;
  }
  const head = layout.columnMember.get(layout.columnFirst.get(overflow));
  ctx.diagnostics.report(ctx.source, DiagnosticCode.LineSplitProblem, Severity.Warning, symbols.start.get(head), symbols.end.get(head));
  return overflow - 1;
}

/** Cuts beam groups that an automatic break split, so no group spans two systems. */
function splitBeamsAtSystems(ctx: Context): void {
  const layout = ctx.layout;
  for (let beam = 0, n = layout.beamGroupCount; beam < n; beam++) {
    const start = layout.beamStart.get(beam);
    const end = start + layout.beamCount.get(beam);
    const system = layout.system.get(layout.sequence.get(start));
    // A group lies in one voice's stretch of the sequence, and each system holds a stretch of
    // it: a group whose last note is in its first note's system is not cut.
    if (layout.system.get(layout.beamLast.get(beam)) == system) continue;
    let cut = start + 1;
    while (cut < end && layout.system.get(layout.sequence.get(cut)) == system) cut++;
    if (cut == end) continue;
    shortenGroup(layout, beam, cut - start);
    const stemUp = layout.beamStemUp.get(beam);
    // The rest of the group, system by system.
    let partStart = cut;
    while (partStart < end) {
      const partSystem = layout.system.get(layout.sequence.get(partStart));
      let partEnd = partStart + 1;
      while (partEnd < end && layout.system.get(layout.sequence.get(partEnd)) == partSystem) partEnd++;
      unbeam(layout, partStart, partEnd);
      const before = layout.beamGroupCount;
      closeGroup(ctx, partStart, partEnd);
      if (layout.beamGroupCount > before) layout.beamStemUp.set(before, stemUp);
      partStart = partEnd;
    }
  }
}

/** Keeps the first `count` notes of group `beam`; a group of one note is no group. */
function shortenGroup(layout: LayoutTables, beam: i32, count: i32): void {
  const start = layout.beamStart.get(beam);
  layout.beamCount.set(beam, count);
  layout.beamLast.set(beam, layout.sequence.get(start + count - 1));
  if (count < 2) unbeam(layout, start, start + count);
}

/** Clears the beam marks of sequence[start, end). */
function unbeam(layout: LayoutTables, start: i32, end: i32): void {
  for (let i = start; i < end; i++) {
    const id = layout.sequence.get(i);
    layout.beam.set(id, -1);
    layout.clearBit(id, LayoutBits.Beamed);
  }
}
