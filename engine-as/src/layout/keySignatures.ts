/**
 * @fileoverview Key signatures: the standard order and staff positions of sharps and flats
 * (Gould, Behind Bars p. 81; the same pattern as abc2svg's draw_keysig). Sharps: F C G D A E B;
 * flats: B E A D G C F. The positions below are for the treble staff; other clefs move the
 * pattern, the tenor clef's sharps taking their own low shape. A key change inside a system
 * first cancels, with naturals, the old accidentals the new key drops (Gould p. 85).
 */

import { ClefType } from "../model/values";
import { AccidentalFlat, AccidentalNatural, AccidentalSharp, glyphAdvance } from "../glyphs/smufl.generated";
import { KEY_ACCIDENTAL_GAP } from "./constants";

/** Treble-clef positions (steps above the bottom line) of the sharps F5 C5 G5 D5 A4 E5 B4. */
const TREBLE_SHARPS: StaticArray<i32> = [8, 5, 9, 6, 3, 7, 4];
/** Treble-clef positions of the flats B4 E5 A4 D5 G4 C5 F4. */
const TREBLE_FLATS: StaticArray<i32> = [4, 7, 3, 6, 2, 5, 1];
/** Tenor-clef sharps F3 C4 G3 D4 A3 E4 B3: the treble pattern would climb above the staff. */
const TENOR_SHARPS: StaticArray<i32> = [2, 6, 3, 7, 4, 8, 5];

/** Number of accidentals of key `key` (sharps > 0, flats < 0), capped at 7. */
@inline export function keyAccidentalCount(key: i32): i32 {
  const count = key < 0 ? -key : key;
  return count > 7 ? 7 : count;
}

/** Glyph of the key's accidentals. */
@inline export function keyAccidentalGlyph(key: i32): i32 {
  return key < 0 ? AccidentalFlat : AccidentalSharp;
}

/** Staff position of the `index`-th accidental (0-based) of key `key` under clef `clef`. */
export function keyAccidentalPosition(key: i32, clef: i32, index: i32): i32 {
  const i = index < 0 ? 0 : index > 6 ? 6 : index;
  if (key > 0) {
    if (clef == ClefType.Tenor) return unchecked(TENOR_SHARPS[i]);
    return unchecked(TREBLE_SHARPS[i]) + clefShift(clef);
  }
  return unchecked(TREBLE_FLATS[i]) + clefShift(clef);
}

/** How far a clef moves the treble pattern: bass two steps down, alto one, tenor one up (flats). */
function clefShift(clef: i32): i32 {
  switch (clef) {
    case ClefType.Bass: return -2;
    case ClefType.Alto: return -1;
    case ClefType.Tenor: return 1;
    default: return 0;
  }
}

/** Distance from one key accidental's origin to the next one's. */
@inline export function keyAccidentalStep(key: i32): f32 {
  return glyphAdvance(keyAccidentalGlyph(key)) + KEY_ACCIDENTAL_GAP;
}

/** Width of the key signature (0 for C major / A minor). */
export function keySignatureWidth(key: i32): f32 {
  const count = keyAccidentalCount(key);
  if (count == 0) return 0;
  return <f32>(count - 1) * keyAccidentalStep(key) + glyphAdvance(keyAccidentalGlyph(key));
}

/**
 * Number of the old key's accidentals that a change from `previous` to `key` cancels with
 * naturals (Gould p. 85): all of them when the new key is C or changes between sharps and
 * flats, else those the new key no longer has. Cancelled accidentals are the old key's last
 * ones: indices keyAccidentalCount(previous) - count .. keyAccidentalCount(previous) - 1.
 */
export function cancelledCount(previous: i32, key: i32): i32 {
  const old = keyAccidentalCount(previous);
  if (old == 0) return 0;
  if (key == 0 || (previous > 0) != (key > 0)) return old;
  const kept = keyAccidentalCount(key);
  return kept < old ? old - kept : 0;
}

/** Distance between the origins of two cancelling naturals. */
@inline export function naturalStep(): f32 {
  return glyphAdvance(AccidentalNatural) + KEY_ACCIDENTAL_GAP;
}

/** Width of a key change from `previous` to `key`: the cancelling naturals, then the new key. */
export function keyChangeWidth(previous: i32, key: i32): f32 {
  const naturals = cancelledCount(previous, key);
  const width = keySignatureWidth(key);
  if (naturals == 0) return width;
  const naturalsWidth = <f32>(naturals - 1) * naturalStep() + glyphAdvance(AccidentalNatural);
  return width > 0 ? naturalsWidth + KEY_ACCIDENTAL_GAP * 2 + width : naturalsWidth;
}
