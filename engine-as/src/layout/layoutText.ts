/**
 * @fileoverview Lays out every tune of the text: the ordered list of layout passes, from the
 * music model (model/tables.ts) to the display list and element index (like Verovio's
 * Page::LayOut or abc2svg's output_music). Each pass is one file whose header states what holds
 * after it and the engraving rule it follows; the passes share the layout tables
 * (layout/tables.ts) and nothing else. A pass that needs only one symbol at a time runs inside
 * another's walk over the symbols rather than in a walk of its own (each walk reads the same
 * columns again): identifyNotes' notation of each symbol in collectSymbols', placeChordHeads,
 * adjustDots and adjustAccidentals in calcStems'.
 *
 * Every voice of a tune is drawn, on its staff, aligned by time with the others. Usage
 * examples: the specs in layout/__tests__/.
 */

import { Context } from "../context";
import { breakLines } from "./breakLines";
import { calcBeams } from "./calcBeams";
import { calcExtents } from "./calcExtents";
import { calcStems } from "./calcStems";
import { centreMeasureRests, markMeasureRests } from "./centreMeasureRests";
import { clearVoiceAccidentals } from "./clearVoiceAccidentals";
import { clearVoiceRests } from "./clearVoiceRests";
import { collectSymbols } from "./collectSymbols";
import { groupBeams } from "./groupBeams";
import { identifyNotes } from "./identifyNotes";
import { justifySystems } from "./justifySystems";
import { paginate } from "./paginate";
import { placeAnnotations } from "./placeAnnotations";
import { placeCurves } from "./placeCurves";
import { placeDecorations } from "./placeDecorations";
import { placeGraceNotes } from "./placeGraceNotes";
import { placeTuplets } from "./placeTuplets";
import { moveShiftedAccidentals, placeVoiceHeads } from "./placeVoiceHeads";
import { setWidths } from "./setWidths";
import { scaleStaffWidths, scaleStaves } from "./staffScale";
import { writePages } from "./writePages";

export function layoutText(ctx: Context): void {
  // Drawable symbols of every voice, staves, time columns, music-line ends; noteheads, rests,
  // dots, flags, staff positions (identifyNotes.ts VoiceNotation).
  collectSymbols(ctx);
  identifyNotes(ctx); // a shared staff's voices in its clef
  markMeasureRests(ctx); // rests alone in their measure become whole-measure rests
  groupBeams(ctx); // beam groups as written
  calcStems(ctx); // stem directions and natural lengths; seconds in chords, dots in spaces, accidental columns
  placeVoiceHeads(ctx); // notes of two voices on a staff moved apart
  moveShiftedAccidentals(ctx); // accidentals of notes moved aside, left of the other voice's
  clearVoiceAccidentals(ctx); // accidentals of two voices at one time, clear of each other's
  setWidths(ctx); // room each symbol needs (lyrics included)
  placeGraceNotes(ctx); // grace notes: cue-size heads in room reserved before their main note
  placeAnnotations(ctx); // chord symbols and annotations: texts measured, their notes widened
  scaleStaffWidths(ctx); // the room of a scaled staff's symbols in page units
  breakLines(ctx); // systems, headers, automatic breaks
  justifySystems(ctx); // x of every time column and its symbols
  scaleStaves(ctx); // the x of a staff drawn scaled (V: staffscale=) in its own units
  centreMeasureRests(ctx); // whole-measure rests centred between their bar lines
  clearVoiceRests(ctx); // rests of a shared staff moved clear of the other voice's heads
  calcBeams(ctx); // beam slopes, stems to the beams
  placeTuplets(ctx); // tuplet numbers and brackets
  placeCurves(ctx); // ties and slurs
  placeDecorations(ctx); // articulations, fermatas, ornaments, dynamics
  calcExtents(ctx); // what sticks out of each staff, lyric lines
  paginate(ctx); // systems and titles on pages
  writePages(ctx); // display list and element index
}
