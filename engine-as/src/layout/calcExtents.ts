/**
 * @fileoverview Pass 14, calculate extents (abc2svg: the staff's ymin/ymax and set_lyrics):
 * how far each system's contents stick out above and below its staff, so systems can be
 * stacked without collisions (Gould, Behind Bars p. 483: systems must not overlap). Counted:
 * clefs, accidentals, heads and stems (beams lie on stem ends), rests, tuplet numbers, ties and
 * slurs, repeat-ending brackets, and the lyric lines, which hang below everything else
 * (Gould p. 445: lyrics below the staff, clear of the lowest notes), one line per verse.
 *
 * Each system record (one voice) is measured on its own; paginate merges the records of a staff.
 *
 * After this: every system record has systemAbove / systemBelow (sp beyond the top and bottom lines),
 * systemEndingY (where its ending brackets go), systemVerses and systemLyricBaseline.
 */

import { BarType, FontId, SymbolKind } from "../abi";
import { Context } from "../context";
import { AnnotationPlacement, SymbolBits } from "../model/tables";
import { ClefType } from "../model/values";
import { AccidentalDoubleSharp, AccidentalSharp, Tuplet0, glyphAdvance, glyphBottom, glyphTop } from "../glyphs/smufl.generated";
import { accidentalGlyph } from "./adjustAccidentals";
import { clefGlyph, clefOriginPosition } from "./clefs";
import {
  CLEF_CHANGE_SCALE, ENDING_SIZE, LYRIC_CLEARANCE, LYRIC_LINE_HEIGHT, LYRIC_SIZE, STAFF_HEIGHT, TOP_LINE,
} from "./constants";
import { drawnKey, keyAccidentalCount, keyAccidentalGlyph, keyAccidentalPosition } from "./keySignatures";
import { extremeHeadPosition, symbolBottom, symbolTop } from "./noteGeometry";
import { aboveLineTop, addAnnotationLines, hasTextAbove } from "./placeAnnotations";
import { placeStaffTexts } from "./staffTexts";
import { addDecorationExtents, decorationsTop } from "./placeDecorations";
import { addGraceExtents } from "./placeGraceNotes";
import { Extent, MusicExtents } from "./scratch";
import { tuneStaffCount } from "./collectSymbols";
import { positionY } from "./staffPositions";
import { textWidth } from "./textWidth";
import { barWidth } from "./barLines";
import { drawnBarType } from "./writeBars";
import { LayoutBits } from "./tables";

/**
 * Room kept beyond a note's or rest's head and stem (1 px): measured against abc2svg 1.22.1,
 * whose block over a whole note g'' holds 28 px over the top line (its head's top 27 px), over
 * b'' 34 px, and under a C 10 px (its head's bottom 9 px).
 */
const NOTE_MARGIN: f32 = 1.0 / 6.0;
/**
 * Room kept beyond a stem's tip (3 px): measured against abc2svg 1.22.1, whose block over the
 * beamed eighths `Dd` holds 15.7 px over the top line, 2.5 px over its beam, which stands
 * 1.2 px over ours; under `gG` 16 px, ours 12.7 px without it.
 */
const STEM_MARGIN: f32 = 3.0 / 6.0;
/** Where an ending's label starts right of its bar (writeBars.ts LABEL_INSET), and the gap kept after it. */
const ENDING_LABEL_INSET: f32 = 0.5;
const ENDING_LABEL_GAP: f32 = 0.3;
/** The descent of a tuplet number under the staff (see addTuplets). */
const TUPLET_NUMBER_DESCENT: f32 = 2.9 / 6.0;
/** Room a line of chord symbols keeps over a tuplet bracket under it, besides its gap (see tupletNumbersTop). */
const TUPLET_BRACKET_MARGIN: f32 = 2.0 / 6.0;
/** Room a line of chord symbols keeps over a beam under it, besides its gap (see textClearTop). */
const BEAM_TEXT_MARGIN: f32 = 1.5 / 6.0;
/** Symbols looked at on either side of a chord symbol's note for what stands under its text (chordLineTop). */
const MAX_UNDER: i32 = 16;
/**
 * How far a chord symbol's text reaches over the notes beside its own, as abc2svg 1.22.1 sets
 * its line (black-boxed, notes/issue5-nottingham/bins.mts: "NAME" on a g with a b'' beside it,
 * the line justified to put the b'' at 140 distances): a note stands under the text when its
 * head reaches within UNDER_GAP (2 px) of the text's start on the left, or its head's left edge
 * stands within UNDER_GAP right of the note's centre plus the text's width: the text's lead
 * (0.4 of its width, 8 px at most) is not taken off on the right. The last b'' raising the line
 * stood 10.4, 12.7, 17.2, 22.6, 27.6 and 35.5 px right of the start of "ii", "E", "iii", "iiii",
 * "Em" and "WW" (1.4 width + 2 px for the short texts, width + 8 + 2 for "WW"); on the left,
 * within 9.5 px of the start (a head's width and 2 px). Was a head's width (7.2 px) past either
 * end of the text.
 */
const UNDER_GAP: f32 = 2.0 / 6.0;
/** Most verse lines laid out under one system (further verses overprint the last). */
export const MAX_VERSES: i32 = 64;
/**
 * Ascent of lyric text, and the room kept under the last lyric line's baseline, as shares of
 * the font size: abc2svg 1.22.1 (black-boxed, notes/issue5-openhymnal/lyb2.mts) ends a block's
 * lyric room 6.7 px under the last baseline at its default vocal font of 13 px (0.3 em + 2.8 px
 * for %%vocalfont 10 to 24); was 0.25 em (3.25 px).
 */
const LYRIC_ASCENT: f32 = 0.72;
const LYRIC_DESCENT: f32 = 6.7 / 13.0;
/**
 * Room kept under a down-stem's tip when lyrics or another staff follow (2 px): abc2svg 1.22.1's
 * block under quarters D D D D of a lower voice, stems down, ends 35.7 px under the top line,
 * 2 px under the tips (notes/issue5-openhymnal/ostems.mts); STEM_MARGIN (3 px) stays over up-stems.
 */
const STEM_MARGIN_BELOW: f32 = 2.0 / 6.0;
/**
 * An ending bracket's line, as abc2svg 1.22.1 sets it (measured against its SVG: the block over
 * `|1 CDEF` holds 17 px over the top line, over `|1 "A"CDEF` 20 px, 4 px over the chord
 * symbol's 16; the block reserves ENDING_SIZE * 0.2 over the line): ENDING_CLEARANCE over the
 * music and chord symbols under it, at least ENDING_FLOOR over the top line.
 */
const ENDING_CLEARANCE: f32 = 4.0 / 6.0 - ENDING_SIZE * 0.2;
const ENDING_FLOOR: f32 = 17.0 / 6.0 - ENDING_SIZE * 0.2;
/**
 * The ending's label stands under its line over the first note of the ending: the line keeps
 * 11 px over that note (measured against abc2svg 1.22.1: over `[1 c'ge` the block holds 27 px,
 * the c'' head's top at 16 px with NOTE_MARGIN; over `|1 abc'd'` 23 px).
 */
const ENDING_LABEL_CLEARANCE: f32 = 11.0 / 6.0 - ENDING_SIZE * 0.2;
/** Where a key's sharp on the top line reaches under a staff text (8 px), and how much higher per step over it (4 px): see keyTop. */
const KEY_SHARP_REACH: f32 = 8.0 / 6.0;
const KEY_SHARP_STEP: f32 = 4.0 / 6.0;


export function calcExtents(ctx: Context): void {
  const layout = ctx.layout;
  const music = ctx.layoutScratch.music;
  layout.systemStaffAbove.fill(layout.systemCount, 0);
  layout.systemStaffBelow.fill(layout.systemCount, 0);
  for (let system = 0, n = layout.systemCount; system < n; system++) {
    measureMusic(ctx, system, music);
    // First without the stems, for the distance between the staves of a system; then whole.
    measureSystem(ctx, system, music, false);
    layout.systemStaffAbove.set(system, layout.systemAbove.get(system));
    layout.systemStaffBelow.set(system, layout.systemBelow.get(system));
    measureSystem(ctx, system, music, true);
  }
  stackSharedLyrics(ctx);
}

/**
 * Measures the music of system record `system` into `music`, with its stems and without (the
 * two measures of measureSystem): notes, rests and their accidentals, clef and key changes,
 * tuplet numbers, ties and slurs, grace notes, the verses sung and the endings opened. Once for
 * both measures, since none of it moves between them (what does move, the decorations and the
 * lines of texts, is measured by measureSystem each time): measuring all of it twice made the
 * core about 6% slower (bench/profile-render.ts --core-only --against, paired CPU ratio 1.062).
 */
function measureMusic(ctx: Context, system: i32, music: MusicExtents): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const stemmed = music.stemmed;
  const bare = music.bare;
  const shared = music.shared;
  stemmed.reset();
  bare.reset();
  shared.reset();
  const start = layout.systemStart.get(system);
  const end = layout.systemEnd.get(system);
  // An ending opened by the previous system's last bar is drawn from this system's start
  // (writePages), so its bracket counts here: chord symbols go above it as anywhere else.
  const carried = layout.previousSystemLast(system);
  let hasEnding = carried >= 0 && opensEnding(ctx, carried, system);
  let verses = 0;
  // The highest first note under an ending's label (the system's first when it carries one).
  let labelTop: f32 = hasEnding ? firstNoteTop(ctx, start, end, true) : 0;
  let bareLabelTop: f32 = hasEnding ? firstNoteTop(ctx, start, end, false) : 0;
  let clefInForce = layout.systemClef.get(system);
  let annotated = false;
  const firstAnnotation = layout.attachments.firstAnnotation;
  for (let i = start; i < end; i++) {
    const id = layout.sequence.get(i);
    const kind = symbols.kind.get(id);
    if (firstAnnotation.get(id) >= 0) annotated = true;
    if (kind == SymbolKind.Note || kind == SymbolKind.Rest) {
      addNoteOrRest(ctx, id, stemmed, bare, shared);
    } else if (kind == SymbolKind.Clef) {
      clefInForce = symbols.value.get(id);
      const glyph = layout.glyph.get(id);
      if (glyph != 0) {
        const y = positionY(clefOriginPosition(clefInForce));
        shared.add(y - glyphTop(glyph) * CLEF_CHANGE_SCALE, y - glyphBottom(glyph) * CLEF_CHANGE_SCALE);
      }
    } else if (kind == SymbolKind.Key) {
      addKey(shared, drawnKey(ctx, id), clefInForce);
    } else if (kind == SymbolKind.Bar && !layout.endsSystemBeforeAnother(id) && opensEnding(ctx, id, system)) {
      hasEnding = true;
      labelTop = min(labelTop, firstNoteTop(ctx, i + 1, end, true));
      bareLabelTop = min(bareLabelTop, firstNoteTop(ctx, i + 1, end, false));
    }
    let syllable = symbols.firstSyllable.get(id);
    for (let steps = 0; syllable >= 0 && syllable < ctx.lyrics.count && steps < ctx.lyrics.count; steps++) {
      let verse = ctx.lyrics.verse.get(syllable);
      verse = verse < 0 ? 0 : verse >= MAX_VERSES ? MAX_VERSES - 1 : verse;
      if (verse + 1 > verses) verses = verse + 1;
      syllable = ctx.lyrics.nextOnNote.get(syllable);
    }
  }
  addTuplets(ctx, shared, system);
  addCurves(ctx, shared, system);
  addGraceExtents(ctx, shared, system);
  // An extent is the least top and greatest bottom of what was added, so adding the shared
  // one to each gives what adding each item to both would.
  stemmed.add(shared.top, shared.bottom);
  bare.add(shared.top, shared.bottom);
  music.verses = verses;
  music.annotated = annotated;
  music.hasEnding = hasEnding;
  music.labelTop = labelTop;
  music.bareLabelTop = bareLabelTop;
}

/**
 * Adds note or rest `id` to `stemmed` (with STEM_MARGIN over an up-stem's tip,
 * STEM_MARGIN_BELOW under a down-stem's) and to `bare` (NOTE_MARGIN round its heads only): musicTop with and without the
 * stems, and the same below. A note's heads are walked once for all of it (symbolTop,
 * symbolBottom, headsTop and the accidentals each walked them), its accidentals going to
 * `shared`.
 */
function addNoteOrRest(ctx: Context, id: i32, stemmed: Extent, bare: Extent, shared: Extent): void {
  const layout = ctx.layout;
  if (ctx.symbols.kind.get(id) != SymbolKind.Note) {
    const top = symbolTop(ctx, id) - NOTE_MARGIN;
    const bottom = symbolBottom(ctx, id) + NOTE_MARGIN;
    stemmed.add(top, bottom);
    bare.add(top, bottom);
    return;
  }
  const first = ctx.symbols.headStart.get(id);
  let high = layout.headPosition.get(first);
  let low = high;
  for (let head = first, last = first + ctx.symbols.headCount.get(id); head < last; head++) {
    const position = layout.headPosition.get(head);
    if (position > high) high = position;
    if (position < low) low = position;
    const accidental = accidentalGlyph(ctx.heads.accidental.get(head));
    if (accidental != 0) shared.addGlyph(accidental, positionY(position));
  }
  const glyph = layout.glyph.get(id);
  const headTop = positionY(high) - glyphTop(glyph);
  const headBottom = positionY(low) - glyphBottom(glyph);
  const stem = layout.bits.get(id) & (LayoutBits.StemUp | LayoutBits.Stemless);
  const tip = layout.stemTip.get(id);
  // symbolTop and symbolBottom: the heads, or an up-stem's tip above them, a down-stem's below.
  let top = headTop;
  if (stem == LayoutBits.StemUp && tip < top) top = tip;
  let bottom = headBottom;
  if (stem == 0 && tip > bottom) bottom = tip;
  // musicTop and its like below, with the stem and without.
  let stemmedTop = top - NOTE_MARGIN;
  let bareTop = stemmedTop;
  if (stem == LayoutBits.StemUp && tip <= top) {
    stemmedTop = top - STEM_MARGIN;
    bareTop = headTop - NOTE_MARGIN;
  }
  let stemmedBottom = bottom + NOTE_MARGIN;
  let bareBottom = stemmedBottom;
  if (stem == 0 && tip >= bottom) {
    stemmedBottom = bottom + STEM_MARGIN_BELOW;
    bareBottom = headBottom + NOTE_MARGIN;
  }
  stemmed.add(stemmedTop, stemmedBottom);
  bare.add(bareTop, bareBottom);
}

/**
 * Measures system record `system` (see the file's header) from its music measured by
 * measureMusic: its extents, lines of texts, endings and lyric baseline, counting the stems
 * (`stems`) or not. The staves of a system are stacked by what sticks out of them with their
 * stems left out: abc2svg 1.22.1 (black-boxed) lets the down-stems of an alto and the up-stems
 * of a tenor pass each other between the staves of a hymn set with %%sysstaffsep 0 (their
 * stems stand on either side of the heads), 26 px apart where the stems would need 54; between
 * systems every stem counts.
 */
function measureSystem(ctx: Context, system: i32, music: MusicExtents, stems: bool): void {
  const layout = ctx.layout;
  const extent = ctx.layoutScratch.extent;
  {
    extent.reset();
    const measured = stems ? music.stemmed : music.bare;
    extent.add(measured.top, measured.bottom);
    const hasEnding = music.hasEnding;
    const verses = music.verses;
    const labelTop = stems ? music.labelTop : music.bareLabelTop;
    addDecorationExtents(ctx, extent, system);
    // Chord symbols above the notes under them, annotations below the notes (lyrics go under
    // them). The clef and key at the system's start stand under none of them: they are counted
    // after (abc2svg 1.22.1, black-boxed: a chord symbol over a note in the staff stands as low
    // whatever the clef, and as low whatever the notes of other measures).
    // (A record without chord symbols or annotations has no text over notes to clear.)
    addAnnotationLines(ctx, extent, system, music.annotated ? chordLineTop(ctx, system, stems) : 0);
    if (hasEnding && stems) clearEndingLabels(ctx, system);
    // Ending brackets over the music and the chord symbols under them (endingSpanTop).
    let endingY: f32 = -ENDING_FLOOR;
    if (hasEnding) {
      const spanTop = endingSpanTop(ctx, system, stems);
      if (spanTop - ENDING_CLEARANCE < endingY) endingY = spanTop - ENDING_CLEARANCE;
    }
    if (labelTop - ENDING_LABEL_CLEARANCE < endingY) endingY = labelTop - ENDING_LABEL_CLEARANCE;
    layout.systemEndingY.set(system, endingY);
    if (hasEnding) extent.add(endingY - ENDING_SIZE * 0.2, 0);
    // Part labels and tempo marks go above everything else (staffTexts.ts).
    // A staff text over the first note clears the key signature's highest sharp (keyTop),
    // unless a time signature stands between them.
    const sharpsTop = layout.systemMeterSymbol.get(system) < 0 ? keyTop(layout.systemKey.get(system)) : 0;
    placeStaffTexts(ctx, extent, system, sharpsTop);
    // (Not in the measure without stems: the header's clef and key meet only the other
    // staff's header, which stands inside its staff.)
    const clef = clefGlyph(layout.systemClef.get(system), layout.systemClefOctave.get(system));
    if (clef != 0 && stems) extent.addGlyph(clef, positionY(clefOriginPosition(layout.systemClef.get(system))));
    if (stems) addKey(extent, layout.systemKey.get(system), layout.systemClef.get(system));
    // Lyric lines below everything else.
    layout.systemVerses.set(system, verses);
    const baseline = extent.bottom + LYRIC_CLEARANCE + LYRIC_SIZE * LYRIC_ASCENT;
    layout.systemLyricBaseline.set(system, baseline);
    if (verses > 0) extent.add(0, baseline + <f32>(verses - 1) * LYRIC_LINE_HEIGHT + LYRIC_SIZE * LYRIC_DESCENT);
    layout.systemAbove.set(system, -extent.top);
    layout.systemBelow.set(system, extent.bottom - STAFF_HEIGHT);
  }
}

/**
 * Voices sharing a staff put their lyric lines under all of the staff's notes, those of the
 * voices without lyrics too, one voice's verses after the other's in voice order (each record
 * measured its own baseline above; the staff's lowest is taken). Per staff of the system, layout.scratchWidth holds the baseline of
 * the next free lyric line (0: none yet).
 */
function stackSharedLyrics(ctx: Context): void {
  const layout = ctx.layout;
  const next = layout.scratchWidth;
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    const records = layout.tuneSystemCount.get(tune);
    if (records <= 0) continue;
    const firstSystem = layout.tuneFirstSystem.get(tune);
    const stride = layout.systemStride.get(firstSystem);
    if (stride < 2) continue;
    const staves = tuneStaffCount(ctx, tune);
    next.resize(staves);
    for (let system = firstSystem; system < firstSystem + records; system += stride) {
      for (let s = 0; s < staves; s++) next.set(s, 0);
      // The lowest baseline any voice of the staff asks for, with lyrics or not: the lyrics
      // stand under every voice's notes and stems (abc2svg; Gould p. 445).
      for (let record = system; record < system + stride; record++) {
        const staff = layout.systemStaff.get(record);
        if (layout.systemLyricBaseline.get(record) > next.get(staff)) {
          next.set(staff, layout.systemLyricBaseline.get(record));
        }
      }
      for (let record = system; record < system + stride; record++) {
        const verses = layout.systemVerses.get(record);
        if (verses == 0) continue;
        const staff = layout.systemStaff.get(record);
        const baseline = next.get(staff);
        layout.systemLyricBaseline.set(record, baseline);
        next.set(staff, baseline + <f32>verses * LYRIC_LINE_HEIGHT);
        const bottom = baseline + <f32>(verses - 1) * LYRIC_LINE_HEIGHT + LYRIC_SIZE * LYRIC_DESCENT - STAFF_HEIGHT;
        if (bottom > layout.systemBelow.get(record)) layout.systemBelow.set(record, bottom);
        if (bottom > layout.systemStaffBelow.get(record)) layout.systemStaffBelow.set(record, bottom);
      }
    }
  }
}

/**
 * Top of note or rest `id` with the room abc2svg keeps over it: NOTE_MARGIN over a head,
 * STEM_MARGIN over an up-stem's tip (and its beam); with `stems` false, over its heads only.
 * (addNoteOrRest computes the same for the notes of a whole system.)
 */
function musicTop(ctx: Context, id: i32, stems: bool): f32 {
  const top = symbolTop(ctx, id);
  const layout = ctx.layout;
  const stemUp = (layout.bits.get(id) & (LayoutBits.StemUp | LayoutBits.Stemless)) == LayoutBits.StemUp;
  if (ctx.symbols.kind.get(id) == SymbolKind.Note && stemUp && layout.stemTip.get(id) <= top) {
    return stems ? top - STEM_MARGIN : headsTop(ctx, id) - NOTE_MARGIN;
  }
  return top - NOTE_MARGIN;
}

/** Top of note `id`'s heads (y below the top line), its stem left out. */
function headsTop(ctx: Context, id: i32): f32 {
  return positionY(extremeHeadPosition(ctx, id, true)) - glyphTop(ctx.layout.glyph.get(id));
}

/** clearEndingLabel for every ending system record `system` opens. */
function clearEndingLabels(ctx: Context, system: i32): void {
  const layout = ctx.layout;
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
    const id = layout.sequence.get(i);
    if (ctx.symbols.kind.get(id) == SymbolKind.Bar && !layout.endsSystemBeforeAnother(id) && opensEnding(ctx, id, system)) clearEndingLabel(ctx, id, i + 1, end);
  }
}

/**
 * Moves the chord symbols over the first note of the ending that bar `bar` opens (sequence
 * [from, to)) right of the ending's label, which stands beside them under the bracket's line
 * (abc2svg 1.22.1 draws `|1 "A"Ace` with the "A" right of the "1"): a text that would start
 * before the label's end plus ENDING_LABEL_GAP starts there. Called once the line of chord
 * symbols is placed: the text stands as high as where it was written.
 */
function clearEndingLabel(ctx: Context, bar: i32, from: i32, to: i32): void {
  const layout = ctx.layout;
  const attach = layout.attachments;
  const symbols = ctx.symbols;
  const labelStart = symbols.textStart.get(bar);
  const labelEnd = symbols.textEnd.get(bar);
  if (labelStart < 0 || labelEnd <= labelStart) return;
  const labelRight = layout.x.get(bar) + barWidth(drawnBarType(ctx, bar)) + ENDING_LABEL_INSET + textWidth(ctx, FontId.Ending, labelStart, labelEnd) * ENDING_SIZE + ENDING_LABEL_GAP;
  for (let i = from; i < to; i++) {
    const id = layout.sequence.get(i);
    const kind = symbols.kind.get(id);
    if (kind != SymbolKind.Note && kind != SymbolKind.Rest) continue;
    for (let k = attach.firstAnnotation.get(id), n = ctx.annotations.count; k >= 0 && k < n && ctx.annotations.symbol.get(k) == id; k++) {
      if (attach.annotationLine.get(k) < 0 || ctx.annotations.placement.get(k) == AnnotationPlacement.Below) continue;
      const left = layout.x.get(id) + attach.annotationX.get(k);
      if (left < labelRight) attach.annotationX.set(k, attach.annotationX.get(k) + labelRight - left);
    }
    return;
  }
}

/**
 * Top (y below the top line, with NOTE_MARGIN) of the first note or rest of sequence [from, to),
 * 0 when none; its stem counted when `stems`.
 */
function firstNoteTop(ctx: Context, from: i32, to: i32, stems: bool): f32 {
  for (let i = from; i < to; i++) {
    const id = ctx.layout.sequence.get(i);
    const kind = ctx.symbols.kind.get(id);
    if (kind == SymbolKind.Note || kind == SymbolKind.Rest) return min<f32>(0, musicTop(ctx, id, stems));
  }
  return 0;
}

/**
 * The highest top (y below the top line, 0 at most) of the notes and rests of system record
 * `system` that stand under one of its chord symbols or annotations on the line above the
 * staff (their heads, stems and decorations), over the text's width: the line clears those,
 * as abc2svg 1.22.1 sets its chord symbols (black-boxed: "A" on a C in one measure stands as
 * low with a c'' in the next). Symbols within MAX_UNDER of a text's note on either side are
 * looked at. Their stems count when `stems`.
 */
function chordLineTop(ctx: Context, system: i32, stems: bool): f32 {
  const layout = ctx.layout;
  const attach = layout.attachments;
  const annotations = ctx.annotations;
  const from = layout.systemStart.get(system);
  const to = layout.systemEnd.get(system);
  let top: f32 = 0;
  for (let i = from; i < to; i++) {
    const id = layout.sequence.get(i);
    for (let k = attach.firstAnnotation.get(id), n = annotations.count; k >= 0 && k < n && annotations.symbol.get(k) == id; k++) {
      if (attach.annotationLine.get(k) < 0 || annotations.placement.get(k) == AnnotationPlacement.Below) continue;
      // The text reaches from its start to its note's centre plus its width (reachRight).
      const left = layout.x.get(id) + attach.annotationX.get(k);
      const right = layout.x.get(id) + centreOffset(ctx, id) + attach.annotationWidth.get(k);
      for (let j = max(from, i - MAX_UNDER), last = min(to, i + MAX_UNDER + 1); j < last; j++) {
        const other = layout.sequence.get(j);
        const kind = ctx.symbols.kind.get(other);
        if (kind != SymbolKind.Note && kind != SymbolKind.Rest) continue;
        const x = layout.x.get(other);
        if (x + glyphAdvance(layout.glyph.get(other)) < left - UNDER_GAP || x > right + UNDER_GAP) continue;
        top = decorationsTop(ctx, other, min(top, textClearTop(ctx, other, stems)));
      }
      top = min(top, tupletNumbersTop(ctx, system, left - UNDER_GAP, right + UNDER_GAP));
    }
  }
  return top;
}

/**
 * Top (y below the top line, 0 at most) of the tuplet numbers and brackets above the staff of
 * system record `system` that stand between x `left` and `right`: a line of chord symbols clears
 * them as it clears a head, by its gap. abc2svg 1.22.1 (black-boxed, vp/tuplet.mts and
 * chordy.mts): over `(3A"G"BA` its "G" stands 24.1 px over the top line, the number's baseline
 * 12.1 px, so 3.4 px over the number's top (0.72 of its 12 px); ours stood on the beam, at 10.9.
 * A text on the first note reaches a bracket (its line 14.7 px high under `(3ABAGA`, 16 under
 * `(3A2B2A2`; "G" on the first note 20.1 and 21.4 px high: 5.4 px over the line, so
 * TUPLET_BRACKET_MARGIN and the gap) but not a number alone (`(3"G"ABA`: 12.1 px).
 * Nottingham's hornpipes write `(3"G"ABAGA` often (hpps X:3: "G" 20.1 px high, ours 11.1).
 */
function tupletNumbersTop(ctx: Context, system: i32, left: f32, right: f32): f32 {
  const layout = ctx.layout;
  const height = glyphTop(Tuplet0);
  const half = glyphAdvance(Tuplet0) * 0.5;
  let top: f32 = 0;
  let tuplet = layout.systemFirstTuplet.get(system);
  for (let steps = 0, n = ctx.tuplets.count; tuplet >= 0 && steps < n; steps++) {
    const centre = (layout.tupletLeft.get(tuplet) + layout.tupletRight.get(tuplet)) * 0.5;
    // A bracket reaches from the first note to the last, a number alone over the middle.
    const bracket = layout.tupletBracket.get(tuplet) != 0;
    const from = bracket ? layout.tupletLeft.get(tuplet) : centre - half;
    const to = bracket ? layout.tupletRight.get(tuplet) : centre + half;
    if (layout.tupletAbove.get(tuplet) != 0 && to >= left && from <= right) {
      // A bracket's line is drawn through the number's middle (writeTuplets).
      const y = layout.tupletY.get(tuplet);
      top = min(top, bracket ? y - height * 0.5 - TUPLET_BRACKET_MARGIN : y - height);
    }
    tuplet = layout.tupletNext.get(tuplet);
  }
  return top;
}

/**
 * Top (y below the top line) of note or rest `id` that the line of chord symbols clears by
 * its gap (placeAnnotations CHORD_LINE_GAP, 3.4 px): its head's top; the tip of its up-stem,
 * NOTE_MARGIN (1 px) over it; a beam over it, BEAM_TEXT_MARGIN (1.5 px) over it. abc2svg 1.22.1
 * (black-boxed, notes/issue5-nottingham/chordy.mts): "G" over G, G/2, G/4, G2, G3/2 stands
 * 7.4 px over the top line, over A and A2 10.4 px: 4.4 px over the stem's tip (ours stood
 * 5.4 px over it, with STEM_MARGIN); over the flat beams of G/2G/2 7.9 px and A/2A/2 10.9,
 * 4.9 px over them, and "D7" over the sloped beam of c/2B/2A/2G/2 in The White Cockade
 * (reelsu-z X:20) 15.8 px, 4.9 over its 10.9 at the c (vp/beamline.mts; ours 5.4 over it).
 */
function textClearTop(ctx: Context, id: i32, stems: bool): f32 {
  const top = musicTop(ctx, id, stems) + NOTE_MARGIN;
  if (!stems || ctx.symbols.kind.get(id) != SymbolKind.Note) return top;
  return max(top, symbolTop(ctx, id) - (ctx.layout.beam.get(id) >= 0 ? BEAM_TEXT_MARGIN : NOTE_MARGIN));
}

/** x of note or rest `id`'s centre right of its x (its head's middle; 0 for other symbols), where its texts are anchored. */
function centreOffset(ctx: Context, id: i32): f32 {
  const kind = ctx.symbols.kind.get(id);
  return kind == SymbolKind.Note || kind == SymbolKind.Rest ? glyphAdvance(ctx.layout.glyph.get(id)) * 0.5 : 0;
}

/**
 * Top (y below the top line, 0 at most) of what stands under the ending brackets of system
 * record `system`: the notes and rests from each bar opening an ending (or the system's start,
 * for an ending carried from the previous system) to the bar closing it or the system's end, as
 * writeBars.writeEnding draws the bracket, and the line of chord symbols when one of those notes
 * has a text on it. abc2svg 1.22.1 (black-boxed, notes/issue5-nottingham/chordy.mts) sets its
 * brackets over those only: over `[1D3 D2:|` the bracket stands 15 px over the top line whether
 * c'' notes or chord symbols 13.4 px high stand before it in the system or not (ours stood 17.6
 * and 22.6 px high), and 18 px over `[1"Dm"D3` (the chord symbol's 6.4 px, as before). All the
 * brackets of a system share one line (abc2svg: `[1ABA:|[2c'3` both 25 px high).
 */
function endingSpanTop(ctx: Context, system: i32, stems: bool): f32 {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const carried = layout.previousSystemLast(system);
  let under = carried >= 0 && opensEnding(ctx, carried, system);
  let top: f32 = 0;
  let text = false;
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
    const id = layout.sequence.get(i);
    const kind = symbols.kind.get(id);
    if (kind == SymbolKind.Note || kind == SymbolKind.Rest) {
      if (!under) continue;
      top = decorationsTop(ctx, id, min(top, musicTop(ctx, id, stems)));
      if (!text && hasTextAbove(ctx, id)) text = true;
    } else if (kind == SymbolKind.Bar) {
      if (under && closesEnding(ctx, id)) under = false;
      if (!layout.endsSystemBeforeAnother(id) && opensEnding(ctx, id, system)) under = true;
    }
  }
  if (text) top = min(top, aboveLineTop(ctx, system));
  return top;
}

/** Whether bar `bar` closes the ending running over it (writeBars.writeEnding draws the bracket up to it). */
function closesEnding(ctx: Context, bar: i32): bool {
  const type = ctx.symbols.value.get(bar);
  return ctx.symbols.hasFlag(bar, SymbolBits.EndingStart) || type == BarType.RepeatEnd || type == BarType.RepeatBoth ||
    type == BarType.RepeatStart || type == BarType.Double || type == BarType.Final || type == BarType.Heavy;
}

/**
 * Whether bar `bar` opens an ending drawn over system record `system`: endings are drawn over
 * the system's top staff only (the first staff: a good guess before paginate knows which
 * staves are drawn).
 */
function opensEnding(ctx: Context, bar: i32, system: i32): bool {
  const layout = ctx.layout;
  return ctx.symbols.kind.get(bar) == SymbolKind.Bar && ctx.symbols.hasFlag(bar, SymbolBits.EndingStart) &&
    layout.systemStaff.get(system) == 0 && layout.systemLeads.get(system) != 0;
}

/**
 * How high a key signature at a line's start reaches under a part label or tempo mark over the
 * first note (y below the top line, 0 at most; placeStaffTexts clears it as it clears a note's
 * top). abc2svg 1.22.1 (black-boxed, notes/issue5-nottingham/vp/part.mts: `P:B` over a whole C
 * after a line break) keeps 23 px over the top line (its floor) under C major and every flat
 * key (F, Bb, Eb, Ab, Cb: a flat never counts), 25 px in G and D, 29 in A, E, B and C#, under
 * the treble, bass and alto clefs alike: it clears the key's highest sharp at its treble place,
 * f'' on the top line (G, D) or g'' over it (A and more), 4 px higher per step. KEY_SHARP_REACH
 * gives those 25 and 29 px with placeStaffTexts' part label clearance, descent and ascent (17 px).
 * (Ours cleared the last accidental where the clef puts it: 2.2 px too high in G, 5 px too low
 * in E, too high in Bb.)
 */
function keyTop(key: i32): f32 {
  let highest = -1;
  for (let i = 0, n = keyAccidentalCount(key); i < n; i++) {
    const glyph = keyAccidentalGlyph(key, i);
    if (glyph != AccidentalSharp && glyph != AccidentalDoubleSharp) continue;
    const position = keyAccidentalPosition(key, ClefType.Treble, i);
    if (position > highest) highest = position;
  }
  if (highest < TOP_LINE) return 0;
  return -(KEY_SHARP_REACH + <f32>(highest - TOP_LINE) * KEY_SHARP_STEP);
}

function addKey(extent: Extent, key: i32, clef: i32): void {
  for (let i = 0, n = keyAccidentalCount(key); i < n; i++) extent.addGlyph(keyAccidentalGlyph(key, i), positionY(keyAccidentalPosition(key, clef, i)));
}

/**
 * Adds the tuplet numbers of system record `system` to `extent`: the digit's height over its
 * baseline, and, under the staff without a bracket, TUPLET_NUMBER_DESCENT under it. abc2svg
 * 1.22.1 (black-boxed, vp/block.mts) ends the block of Nottingham's `(3ABc|"D"dcdA...` (hpps
 * X:42) 2.9 px under the number's baseline (21.1 px under the bottom line; its text's descent);
 * under `fA(3AAA`, bracketed, at its floor of 23 px though the number's baseline is 22.3.
 */
function addTuplets(ctx: Context, extent: Extent, system: i32): void {
  const layout = ctx.layout;
  const height = glyphTop(Tuplet0);
  let tuplet = layout.systemFirstTuplet.get(system);
  for (let steps = 0, n = ctx.tuplets.count; tuplet >= 0 && steps < n; steps++) {
    const y = layout.tupletY.get(tuplet);
    const below = layout.tupletAbove.get(tuplet) == 0 && layout.tupletBracket.get(tuplet) == 0;
    extent.add(y - height, below ? y + TUPLET_NUMBER_DESCENT : y);
    tuplet = layout.tupletNext.get(tuplet);
  }
}

function addCurves(ctx: Context, extent: Extent, system: i32): void {
  const layout = ctx.layout;
  let curve = layout.systemFirstCurve.get(system);
  for (let steps = 0, n = layout.curveCount; curve >= 0 && steps < n; steps++) {
    const y0 = layout.curveY0.get(curve);
    const y3 = layout.curveY3.get(curve);
    // The Bézier's middle point: its extreme for the symmetric arcs placeCurves makes.
    const middle = (y0 + 3 * layout.curveC1Y.get(curve) + 3 * layout.curveC2Y.get(curve) + y3) * 0.125;
    const top = min(middle, min(y0, y3));
    const bottom = max(middle, max(y0, y3));
    extent.add(top, bottom);
    curve = layout.curveNext.get(curve);
  }
}
