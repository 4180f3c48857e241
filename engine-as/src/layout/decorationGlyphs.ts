/**
 * @fileoverview Decoration names (ABC 2.1 4.14, the shorthands `.~HLMOPSTuv`, abc2svg 1.22.1's
 * additions) and what each draws: its SMuFL glyph and where it goes (Gould, Behind Bars
 * pp. 115-123, 103, 239, 494, 628):
 * - articulations (staccato, accent, tenuto, staccatissimo, marcato) on the notehead side
 *   opposite the stem, close to the head;
 * - fermata, ornaments, bowings, fingerings, segno and coda above the staff and the note;
 * - dynamics, the inverted fermata and pedal marks below them;
 * - the breath mark above the staff, after the note.
 *
 * Names that draw a line over several notes (hairpins `crescendo(` `<(`, ottava, `trill(`)
 * are drawn by decorationSpans.ts, names defined by %%deco by placeDecorations (DECO_TEXT);
 * D.S. and D.C. are SMuFL glyphs, fine, dacoda and dacapo words (NAME_TEXT), all above the
 * staff; phrase marks as the barline glyphs abc2svg uses (tick, short, single) after the
 * note; the arpeggio (a vertical line of SMuFL wiggleArpeggiatoUp segments) and the slide (SMuFL
 * brassScoop) left of the note (leftDecorations.ts); beam and stem controls draw nothing.
 */

import {
  ArticAccentAbove, ArticAccentBelow, ArticMarcatoAbove, ArticMarcatoBelow, ArticStaccatissimoAbove,
  ArticStaccatissimoBelow, ArticStaccatoAbove, BarlineShort, BarlineSingle, BarlineTick, ArticStaccatoBelow, ArticTenutoAbove, ArticTenutoBelow,
  BreathMarkComma, Coda, DynamicForte, DynamicMezzo, DynamicPiano, DynamicRinforzando, DynamicSforzando,
  DynamicZ, FermataAbove, FermataBelow, Fingering0, Fingering1, Fingering2, Fingering3, Fingering4,
  Fingering5, KeyboardPedalPed, KeyboardPedalUp, OrnamentMordent, OrnamentShortTrill, OrnamentTrill,
  OrnamentTurn, OrnamentTurnInverted, OrnamentTurnSlash, PluckedLeftHandPizzicato, PluckedSnapPizzicatoAbove, Segno,
  StringsDownBow, StringsHarmonic, StringsThumbPosition, StringsUpBow, DaCapo, DalSegno, BrassScoop,
  WiggleArpeggiatoUp,
} from "../glyphs/smufl.generated";
import { Source } from "../text/source";

/** Where a decoration goes relative to its note. */
export enum DecorationPlace {
  /** Not drawn. */
  None = 0,
  /** On the notehead side opposite the stem, next to the head (inside the staff only in a space). */
  Articulation = 1,
  /** Above the staff and the note. */
  Above = 2,
  /** Below the staff and the note. */
  Below = 3,
  /** Above the top line, right of the note. */
  After = 4,
  /** A phrase mark: a barline glyph standing on the bottom line, between the note and the next. */
  Phrase = 5,
  /** An arpeggio: a wavy line left of the chord (and its accidentals), as tall as its heads. */
  Arpeggio = 6,
  /** A slide: a scoop rising into the note from its lower left. */
  Slide = 7,
}

/** Glyph `DYNAMIC_LETTERS` stands for: the letters of a dynamic are drawn one glyph each. */
export const DYNAMIC: i32 = -1;
/** Glyph value of a %%deco text (its definition's text is drawn in italics). */
export const DECO_TEXT: i32 = -2;
/**
 * Glyph value of a decoration drawn as words (`!fine!` "Fine", `!dacoda!` "Da Coda", `!dacapo!`
 * "Da Capo", as abc2svg prints them): its name in FontId.DecorationText, which the host prints
 * as those words.
 */
export const NAME_TEXT: i32 = -3;

/** Decoration names and what they draw, in three parallel tables. */
const NAMES: StaticArray<string> = [
  ".", "staccato", "dot", "L", ">", "accent", "emphasis", "tenuto", "wedge", "marcato", "^",
  "H", "fermata", "invertedfermata", "T", "trill", "M", "lowermordent", "mordent", "P", "uppermordent",
  "pralltriller", "~", "roll", "turn", "invertedturn", "u", "upbow", "v", "downbow", "S", "segno",
  "O", "coda", "breath", "0", "1", "2", "3", "4", "5", "+", "plus", "ped", "ped-up",
  "p", "pp", "ppp", "pppp", "mp", "mf", "f", "ff", "fff", "ffff", "sfz", "sf", "sfp", "fp", "rfz",
  "D.S.", "D.C.", "turnx", "snap", "thumb", "open", "fine", "dacoda", "dacapo",
  "shortphrase", "mediumphrase", "longphrase", "arpeggio", "slide",
];

const PLACES: StaticArray<u8> = [
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  2, 2, 3, 2, 2, 2, 2, 2, 2, 2,
  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  2, 2, 4, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3,
  3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
  2, 2, 2, 2, 2, 2, 2, 2, 2,
  5, 5, 5, 6, 7,
];

/** The glyph drawn above the note (or the only one); articulations below use belowGlyph. */
const GLYPHS: StaticArray<i32> = [
  ArticStaccatoAbove, ArticStaccatoAbove, ArticStaccatoAbove, ArticAccentAbove, ArticAccentAbove, ArticAccentAbove,
  ArticAccentAbove, ArticTenutoAbove, ArticStaccatissimoAbove, ArticMarcatoAbove, ArticMarcatoAbove,
  FermataAbove, FermataAbove, FermataBelow, OrnamentTrill, OrnamentTrill, OrnamentMordent, OrnamentMordent,
  OrnamentMordent, OrnamentShortTrill, OrnamentShortTrill,
  // pralltriller; then the Irish roll `~`, which has no SMuFL glyph of its own (abc2svg draws
  // a turn-like arc): the turn.
  OrnamentShortTrill, OrnamentTurn, OrnamentTurn, OrnamentTurn, OrnamentTurnInverted, StringsUpBow, StringsUpBow,
  StringsDownBow, StringsDownBow, Segno, Segno,
  Coda, Coda, BreathMarkComma, Fingering0, Fingering1, Fingering2, Fingering3, Fingering4, Fingering5,
  PluckedLeftHandPizzicato, PluckedLeftHandPizzicato, KeyboardPedalPed, KeyboardPedalUp,
  DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC,
  DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC,
  DalSegno, DaCapo, OrnamentTurnSlash, PluckedSnapPizzicatoAbove, StringsThumbPosition, StringsHarmonic,
  NAME_TEXT, NAME_TEXT, NAME_TEXT,
  BarlineTick, BarlineShort, BarlineSingle, WiggleArpeggiatoUp, BrassScoop,
];

/** Index of the decoration named source[start, end) in the tables, or -1 when it draws nothing. */
export function decorationIndex(source: Source, start: i32, end: i32): i32 {
  const length = end - start;
  if (length <= 0) return -1;
  for (let k = 0, n = NAMES.length; k < n; k++) {
    const name = unchecked(NAMES[k]);
    if (name.length != length) continue;
    let same = true;
    for (let j = 0; j < length && same; j++) same = source.at(start + j) == <i32>name.charCodeAt(j);
    if (same) return k;
  }
  return -1;
}

/** DecorationPlace of table entry `index` (None for -1). */
export function decorationPlace(index: i32): i32 {
  return index < 0 || index >= PLACES.length ? DecorationPlace.None : <i32>unchecked(PLACES[index]);
}

/** Glyph of table entry `index` drawn above its note (DYNAMIC for dynamics), or 0. */
export function decorationGlyph(index: i32): i32 {
  return index < 0 || index >= GLYPHS.length ? 0 : unchecked(GLYPHS[index]);
}

/** The below-the-note form of articulation glyph `glyph`. */
export function belowGlyph(glyph: i32): i32 {
  switch (glyph) {
    case ArticStaccatoAbove: return ArticStaccatoBelow;
    case ArticAccentAbove: return ArticAccentBelow;
    case ArticTenutoAbove: return ArticTenutoBelow;
    case ArticStaccatissimoAbove: return ArticStaccatissimoBelow;
    case ArticMarcatoAbove: return ArticMarcatoBelow;
    default: return glyph;
  }
}

/**
 * Whether decoration glyph `glyph` (as placed: a code point, DYNAMIC, DECO_TEXT or NAME_TEXT)
 * is drawn at its note's voice scale (V: scale=, voiceScale.ts). abc2svg 1.22.1 (black-boxed at
 * scale 0.5) draws the marks that belong to the note in the voice's scale (articulations,
 * fermatas, ornaments, bowings, fingerings, phrase marks, the arpeggio and the slide) and the
 * ones that belong to the staff at full size: dynamics, pedal marks, the breath mark, segno,
 * coda, D.S., D.C. and words.
 */
export function followsVoiceScale(glyph: i32): bool {
  if (glyph <= 0) return false;
  switch (glyph) {
    case Segno: case Coda: case DalSegno: case DaCapo: case BreathMarkComma:
    case KeyboardPedalPed: case KeyboardPedalUp:
      return false;
    default:
      return true;
  }
}

/** Glyph of dynamic letter `c` (p m f s z r), or 0 for another character. */
export function dynamicLetterGlyph(c: i32): i32 {
  switch (c) {
    case 112: return DynamicPiano; // p
    case 109: return DynamicMezzo; // m
    case 102: return DynamicForte; // f
    case 115: return DynamicSforzando; // s
    case 122: return DynamicZ; // z
    case 114: return DynamicRinforzando; // r
    default: return 0;
  }
}
