/**
 * @fileoverview What SymbolTable.value and value2 mean for each symbol kind: the contract
 * between the parser (which writes them) and the layout passes (which read them).
 *
 * | kind              | value                                  | value2                                   |
 * |-------------------|----------------------------------------|------------------------------------------|
 * | Note              | 0                                      | RepeatSign (packed), 0 unless %%repeat   |
 * | Rest              | 0                                      | RepeatSign (packed), 0 unless %%repeat   |
 * | MultiMeasureRest  | number of measures                     | 0                                        |
 * | Bar               | abi BarType                            | 0                                        |
 * | Clef              | ClefType                               | octave shift (-1 for treble-8, +1 for +8)|
 * | Key               | sharps (> 0) or flats (< 0), -7..7     | packKeyAlterations(): per-letter alters  |
 * | Meter             | measure length in ticks (0 for none)   | packMeterDisplay(): what to draw         |
 * | Tempo             | beats per minute                       | beat length in ticks                     |
 *
 * Every voice starts with a Clef, a Key and a Meter symbol at time 0, so layout can draw the
 * start of a staff from the symbol stream alone; later ones are changes (inline fields).
 */

/** Clefs (ABC 2.1 4.6 / engine-spec 3 "Clef"): which glyph, on which staff line. */
export enum ClefType {
  /** G clef on the second line. */
  Treble = 0,
  /** F clef on the fourth line. */
  Bass = 1,
  /** C clef on the third line. */
  Alto = 2,
  /** C clef on the fourth line. */
  Tenor = 3,
  Percussion = 4,
  /** No clef drawn; notes placed as in treble. */
  None = 5,
}

/** Staff position (steps above the bottom line; lines are even) of the clef's reference line. */
export function clefLine(clef: i32): i32 {
  switch (clef) {
    case ClefType.Bass: return 6;
    case ClefType.Alto: return 4;
    case ClefType.Tenor: return 6;
    default: return 2;
  }
}

/**
 * Diatonic step (model HeadTable.step: C4 = 28) that sits on the bottom line of the staff under
 * `clef` with `octave` shift: treble E4, bass G2, alto F3, tenor D3.
 */
export function clefBottomStep(clef: i32, octave: i32): i32 {
  let step: i32;
  switch (clef) {
    case ClefType.Bass: step = 18; break; // G2
    case ClefType.Alto: step = 24; break; // F3
    case ClefType.Tenor: step = 22; break; // D3
    default: step = 30; // E4
  }
  return step + 7 * octave;
}

/**
 * Packs the alteration of each letter C..B (-2..2) into 3 bits each (bit 3 * letter), as the
 * key signature applies them (ABC 2.1 4.2, 3.1.14).
 */
@inline export function packKeyAlterations(alterations: StaticArray<i32>): i32 {
  let packed = 0;
  for (let letter = 0; letter < 7; letter++) packed |= (unchecked(alterations[letter]) + 2) << (3 * letter);
  return packed;
}

/** The alteration (-2..2) of `letter` (0 = C .. 6 = B) in a packed key. */
@inline export function keyAlteration(packed: i32, letter: i32): i32 {
  return ((packed >> (3 * letter)) & 7) - 2;
}

/** Meter display codes of value2 for the symbols C and C| (ABC 2.1 3.1.6). */
export enum MeterDisplay {
  /** M:none, or no M: field: nothing is drawn. */
  None = 0,
  /** Common time, M:C. */
  Common = -1,
  /** Cut time, M:C|. */
  Cut = -2,
}

/**
 * value2 of a meter drawn as a fraction: parts << 15 | numerator << 8 | denominator, the
 * numerator at most 127 and the denominator below 256. `parts` is 0, or for an additive meter
 * (ABC 2.1 3.1.6 `M:(2+2+3)/8`) its numerator's parts, 4 bits each (1..15), the first lowest,
 * at most 4 (meterPart): drawn as written (Gould, Behind Bars, "Time signatures": an additive
 * signature shows its parts).
 */
@inline export function packMeterDisplay(numerator: i32, denominator: i32, parts: i32 = 0): i32 {
  return ((parts & 0xffff) << 15) | ((numerator & 0x7f) << 8) | (denominator & 0xff);
}

@inline export function meterNumerator(display: i32): i32 {
  return (display >> 8) & 0x7f;
}

/** Part `k` (0-based) of an additive meter's numerator; 0 past the last or for a plain meter. */
@inline export function meterPart(display: i32, k: i32): i32 {
  return k < 0 || k > 3 || display <= 0 ? 0 : (display >> (15 + 4 * k)) & 15;
}

@inline export function meterDenominator(display: i32): i32 {
  return display & 0xff;
}

/**
 * What a note or rest that carries a `%%repeat` sign holds in SymbolTable.value2 (written by
 * parse/measureRepeats.ts): the sign in the low four bits, the number drawn above it (0: none)
 * from bit 4 on.
 */
export enum RepeatSign {
  None = 0,
  /** One measure repeated: SMuFL repeat1Bar, centred in the measure. */
  OneBar = 1,
  /** Two measures repeated: SMuFL repeat2Bars, centred on the bar line between them. */
  TwoBars = 2,
  /** A group of notes repeated inside a measure: SMuFL repeatBarSlash, at the group's first note. */
  Slash = 3,
}
