/**
 * @fileoverview Pass 14, calculate extents (abc2svg: the staff's ymin/ymax and set_lyrics):
 * how far each system's contents stick out above and below its staff, so systems can be
 * stacked without collisions (Gould, Behind Bars p. 483: systems must not overlap). Counted:
 * clefs, accidentals, heads and stems (beams lie on stem ends), rests, tuplet numbers, ties and
 * slurs, repeat-ending brackets, and the lyric lines, which hang below everything else
 * (Gould p. 445: lyrics below the staff, clear of the lowest notes), one line per verse.
 *
 * Each system record (one voice) is measured on its own; paginate merges the records of a staff.
 * What the line of chord symbols and the ending brackets clear is musicTops.ts.
 *
 * After this: every system record has systemAbove / systemBelow (sp beyond the top and bottom lines),
 * the same for the stacking of a system's staves (systemStaff* without stems, systemBody* without
 * the line's clef and key, systemHeader* those alone), systemEndingY (where its ending brackets go), systemVerses and systemLyricBaseline.
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { SymbolBits } from "../model/tables";
import { ClefType } from "../model/values";
import { AccidentalDoubleSharp, AccidentalSharp, Tuplet0, glyphBottom, glyphTop } from "../glyphs/smufl.generated";
import { accidentalGlyph } from "./adjustAccidentals";
import { clefGlyph, clefOriginPosition } from "./clefs";
import {
  CLEF_CHANGE_SCALE, ENDING_SIZE, LYRIC_CLEARANCE, LYRIC_LINE_HEIGHT, LYRIC_SIZE, STAFF_HEIGHT, TOP_LINE,
} from "./constants";
import { drawnKey, keyAccidentalCount, keyAccidentalGlyph, keyAccidentalPosition } from "./keySignatures";
import { addAnnotationLines } from "./placeAnnotations";
import { placeStaffTexts } from "./staffTexts";
import { addDecorationExtents } from "./placeDecorations";
import { addGraceExtents } from "./placeGraceNotes";
import { Extent, MusicExtents } from "./scratch";
import { tuneStaffCount } from "./collectSymbols";
import { positionY } from "./staffPositions";
import { LayoutBits } from "./tables";
import {
  NOTE_MARGIN, STEM_MARGIN, chordLineTop, clearEndingLabels, endingSpanTop, firstNoteTop, headsTop, notesUnderText, opensEnding,
} from "./musicTops";

/** The descent of a tuplet number under the staff (see addTuplets). */
const TUPLET_NUMBER_DESCENT: f32 = 2.9 / 6.0;
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
/**
 * What a clef at a line's start takes between two staves of a system beyond its glyph, as abc2svg
 * 1.22.1 counts it (black-boxed, notes/issue5-vertical/hymn-pages.md, gap2.mts: the gap between
 * a staff with no clef and the clef of the staff under it is 2 px plus 12 px for a treble clef,
 * 4 for bass and alto, 9 for tenor, where the glyphs reach 8.4, 0.3, 0.1 and 6.1 px over the top
 * line; under a staff, 10 px for a treble clef (its glyph 9.8), 3 for bass and alto (0 and 0.1)).
 */
const CLEF_MARGIN_ABOVE: f32 = 3.6 / 6.0;
const CLEF_FLOOR_BELOW: f32 = 3.0 / 6.0;


export function calcExtents(ctx: Context): void {
  const layout = ctx.layout;
  const music = ctx.layoutScratch.music;
  layout.systemStaffAbove.fill(layout.systemCount, 0);
  layout.systemStaffBelow.fill(layout.systemCount, 0);
  layout.systemBodyAbove.fill(layout.systemCount, 0);
  layout.systemBodyBelow.fill(layout.systemCount, 0);
  layout.systemHeaderAbove.fill(layout.systemCount, 0);
  layout.systemHeaderBelow.fill(layout.systemCount, 0);
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
  let annotated = false;
  // Set by a clef or key change, or a bar that may open an ending: measured in a walk of their
  // own (measureChanges), which most records do not need, so that this walk holds no call (a
  // call in it made V8 keep the walk's values on the stack and reload them for every symbol).
  let changes = false;
  // The storage of the columns read for every symbol, read once: through the tables, each read
  // is several dependent loads, made again after every store (the extents are in memory).
  const sequence = layout.sequence.data;
  const kinds = symbols.kind.data;
  const flags = symbols.flags.data;
  const firstAnnotation = layout.attachments.firstAnnotation.data;
  const firstSyllable = symbols.firstSyllable.data;
  const headStarts = symbols.headStart.data;
  const headCounts = symbols.headCount.data;
  const positions = layout.headPosition.data;
  const accidentals = ctx.heads.accidental.data;
  const glyphs = layout.glyph.data;
  const bits = layout.bits.data;
  const stemTips = layout.stemTip.data;
  const restPositions = layout.restPosition.data;
  const lyrics = ctx.lyrics;
  const syllables = lyrics.count;
  const verseOf = lyrics.verse.data;
  const nextOnNote = lyrics.nextOnNote.data;
  for (let i = start; i < end; i++) {
    const id = unchecked(sequence[i]);
    const kind = unchecked(kinds[id]);
    if (unchecked(firstAnnotation[id]) >= 0) annotated = true;
    if (kind == SymbolKind.Note) {
      // Added to `stemmed` (with STEM_MARGIN over an up-stem's tip, STEM_MARGIN_BELOW under a
      // down-stem's) and to `bare` (NOTE_MARGIN round its heads only): musicTop with and
      // without the stems, and the same below. Its heads are walked once for all of it
      // (symbolTop, symbolBottom, headsTop and the accidentals each walked them), its
      // accidentals going to `shared`.
      const first = unchecked(headStarts[id]);
      let high = unchecked(positions[first]);
      let low = high;
      for (let head = first, last = first + unchecked(headCounts[id]); head < last; head++) {
        const position = unchecked(positions[head]);
        if (position > high) high = position;
        if (position < low) low = position;
        const accidental = accidentalGlyph(unchecked(accidentals[head]));
        if (accidental != 0) shared.addGlyph(accidental, positionY(position));
      }
      const glyph = unchecked(glyphs[id]);
      const headTop = positionY(high) - glyphTop(glyph);
      const headBottom = positionY(low) - glyphBottom(glyph);
      const stem = unchecked(bits[id]) & (LayoutBits.StemUp | LayoutBits.Stemless);
      const tip = unchecked(stemTips[id]);
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
    } else if (kind == SymbolKind.Rest) {
      // symbolTop and symbolBottom of a rest, with NOTE_MARGIN, in both.
      const glyph = unchecked(glyphs[id]);
      const y = positionY(unchecked(restPositions[id]));
      const top = (y - glyphTop(glyph)) - NOTE_MARGIN;
      const bottom = (y - glyphBottom(glyph)) + NOTE_MARGIN;
      stemmed.add(top, bottom);
      bare.add(top, bottom);
    } else if (kind == SymbolKind.Clef || kind == SymbolKind.Key) {
      changes = true;
    } else if (kind == SymbolKind.Bar && (unchecked(flags[id]) & SymbolBits.EndingStart) != 0) {
      changes = true;
    }
    let syllable = unchecked(firstSyllable[id]);
    for (let steps = 0; syllable >= 0 && syllable < syllables && steps < syllables; steps++) {
      let verse = unchecked(verseOf[syllable]);
      verse = verse < 0 ? 0 : verse >= MAX_VERSES ? MAX_VERSES - 1 : verse;
      if (verse + 1 > verses) verses = verse + 1;
      syllable = unchecked(nextOnNote[syllable]);
    }
  }
  music.hasEnding = hasEnding;
  music.labelTop = labelTop;
  music.bareLabelTop = bareLabelTop;
  if (changes) measureChanges(ctx, system, music);
  addTuplets(ctx, shared, system);
  addCurves(ctx, shared, system);
  addGraceExtents(ctx, shared, system);
  // An extent is the least top and greatest bottom of what was added, so adding the shared
  // one to each gives what adding each item to both would.
  stemmed.add(shared.top, shared.bottom);
  bare.add(shared.top, shared.bottom);
  music.verses = verses;
  music.annotated = annotated;
  if (annotated) music.tupletsUnderText = notesUnderText(ctx, system, music.underText);
}

/**
 * The clef and key changes of system record `system` (into `music.shared`) and the endings its
 * bars open (`music.hasEnding`, with the highest first notes under their labels): the part of
 * measureMusic's walk that calls out, walked only when that walk met a clef, a key or a bar
 * that starts an ending. The clef in force is followed here, where the clefs are.
 */
function measureChanges(ctx: Context, system: i32, music: MusicExtents): void {
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const shared = music.shared;
  const end = layout.systemEnd.get(system);
  let clefInForce = layout.systemClef.get(system);
  for (let i = layout.systemStart.get(system); i < end; i++) {
    const id = layout.sequence.get(i);
    const kind = symbols.kind.get(id);
    if (kind == SymbolKind.Clef) {
      clefInForce = symbols.value.get(id);
      const glyph = layout.glyph.get(id);
      if (glyph != 0) {
        const y = positionY(clefOriginPosition(clefInForce));
        shared.add(y - glyphTop(glyph) * CLEF_CHANGE_SCALE, y - glyphBottom(glyph) * CLEF_CHANGE_SCALE);
      }
    } else if (kind == SymbolKind.Key) {
      addKey(shared, drawnKey(ctx, id), clefInForce);
    } else if (kind == SymbolKind.Bar && opensEnding(ctx, id, system) && !layout.endsSystemBeforeAnother(id)) {
      // An ending opens here. opensEnding is asked first: few bars open an ending, and
      // endsSystemBeforeAnother reads six columns (asked first of every bar, calcExtents took
      // 4% longer).
      music.hasEnding = true;
      music.labelTop = min(music.labelTop, firstNoteTop(ctx, i + 1, end, true));
      music.bareLabelTop = min(music.bareLabelTop, firstNoteTop(ctx, i + 1, end, false));
    }
  }
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
    // A record without chord symbols or annotations has no lines of them to place (nor are its
    // lines' baselines ever read): its symbols are not walked for them, twice.
    if (music.annotated) addAnnotationLines(ctx, extent, system, chordLineTop(ctx, music.underText, music.tupletsUnderText, stems));
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
    // The clef and key at the line's start, measured apart: between the staves of a system they
    // meet only the other staff's clef and key, which stand at the same x, never its music
    // (abc2svg 1.22.1, black-boxed: a whole B4 on a treble staff over a whole D4 on a bass staff,
    // %%sysstaffsep 0, puts them 15 px apart, 2 px under the treble staff and the D4's 13 over
    // the bass staff, not the treble clef's 9.8 px under it plus 13). Not in the measure without
    // stems.
    const bodyTop = extent.top;
    const bodyBottom = extent.bottom;
    const header = music.header;
    header.reset();
    const clef = clefGlyph(layout.systemClef.get(system), layout.systemClefOctave.get(system));
    if (clef != 0 && stems) header.addGlyph(clef, positionY(clefOriginPosition(layout.systemClef.get(system))));
    if (stems) addKey(header, layout.systemKey.get(system), layout.systemClef.get(system));
    extent.add(header.top, header.bottom);
    // Lyric lines below everything else.
    layout.systemVerses.set(system, verses);
    const baseline = extent.bottom + LYRIC_CLEARANCE + LYRIC_SIZE * LYRIC_ASCENT;
    layout.systemLyricBaseline.set(system, baseline);
    if (verses > 0) extent.add(0, baseline + <f32>(verses - 1) * LYRIC_LINE_HEIGHT + LYRIC_SIZE * LYRIC_DESCENT);
    layout.systemAbove.set(system, -extent.top);
    layout.systemBelow.set(system, extent.bottom - STAFF_HEIGHT);
    if (stems) {
      // The music with its stems and lyrics, without the header; the header with its margins.
      layout.systemBodyAbove.set(system, -bodyTop);
      layout.systemBodyBelow.set(system, (verses > 0 ? extent.bottom : bodyBottom) - STAFF_HEIGHT);
      layout.systemHeaderAbove.set(system, clef != 0 ? -header.top + CLEF_MARGIN_ABOVE : 0);
      layout.systemHeaderBelow.set(system, clef != 0 ? max(header.bottom - STAFF_HEIGHT, CLEF_FLOOR_BELOW) : 0);
    }
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
        if (bottom > layout.systemBodyBelow.get(record)) layout.systemBodyBelow.set(record, bottom);
      }
    }
  }
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
