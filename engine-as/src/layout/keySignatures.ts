/**
 * @fileoverview Key signatures: the standard order and staff positions of sharps and flats
 * (Gould, Behind Bars p. 81; the same pattern as abc2svg's draw_keysig). Sharps: F C G D A E B;
 * flats: B E A D G C F. The positions below are for the treble staff; other clefs move the
 * pattern, the tenor clef's sharps taking their own low shape. A key change inside a system
 * first cancels, with naturals, the old accidentals the new key drops (Gould p. 85).
 *
 * A key is passed around layout as one i32, its "drawn key" (drawnKey): the number of sharps
 * (> 0) or flats (< 0) of a standard signature, or, for a key whose explicit accidentals make it
 * no standard one (ABC 2.1 3.1.14: `K:D Phr ^f` "would give a key signature with two flats and
 * one sharp"), EXPLICIT_KEY with the per-letter alterations packed as model/values.ts
 * packKeyAlterations does. An explicit signature shows its flats in the flat order, then its
 * sharps in the sharp order, each at its standard staff position (Gould p. 83: non-standard key
 * signatures keep the accidentals' usual places); a letter made natural shows nothing.
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { ClefType, keyAlteration } from "../model/values";
import {
  AccidentalDoubleFlat, AccidentalDoubleSharp, AccidentalFlat, AccidentalNatural, AccidentalSharp, glyphAdvance,
} from "../glyphs/smufl.generated";
import { KEY_ACCIDENTAL_GAP, KEY_ACCIDENTAL_STEP } from "./constants";

/** Treble-clef positions (steps above the bottom line) of the sharps F5 C5 G5 D5 A4 E5 B4. */
const TREBLE_SHARPS: StaticArray<i32> = [8, 5, 9, 6, 3, 7, 4];
/** Treble-clef positions of the flats B4 E5 A4 D5 G4 C5 F4. */
const TREBLE_FLATS: StaticArray<i32> = [4, 7, 3, 6, 2, 5, 1];
/** Tenor-clef sharps F3 C4 G3 D4 A3 E4 B3: the treble pattern would climb above the staff. */
const TENOR_SHARPS: StaticArray<i32> = [2, 6, 3, 7, 4, 8, 5];
/** Letters (0 = C .. 6 = B) of the sharps in order: F C G D A E B. */
const SHARP_LETTERS: StaticArray<i32> = [3, 0, 4, 1, 5, 2, 6];
/** Letters of the flats in order: B E A D G C F. */
const FLAT_LETTERS: StaticArray<i32> = [6, 2, 5, 1, 4, 0, 3];

/** Flag of a drawn key holding packed per-letter alterations (an explicit signature). */
export const EXPLICIT_KEY: i32 = 1 << 30;
/** The packed alterations' bits (7 letters of 3 bits). */
const PACKED_MASK: i32 = (1 << 21) - 1;

/** Whether drawn key `key` is an explicit signature (a standard one is -7..7; flats are negative). */
@inline export function isExplicitKey(key: i32): bool {
  return key >= EXPLICIT_KEY;
}

/**
 * The drawn key of Key symbol `id` (see the file's header): its sharps (symbol value) when its
 * alterations (value2) are those of that standard signature, else the explicit signature.
 */
export function drawnKey(ctx: Context, id: i32): i32 {
  const symbols = ctx.symbols;
  const sharps = symbols.value.get(id);
  if (symbols.kind.get(id) != SymbolKind.Key) return sharps;
  const packed = symbols.value2.get(id) & PACKED_MASK;
  // A standard signature counts at most 7 accidentals (keyAccidentalCount).
  const standard = sharps < -7 ? -7 : sharps > 7 ? 7 : sharps;
  return packed == unchecked(STANDARD_KEYS[standard + 7]) ? sharps : EXPLICIT_KEY | packed;
}

/**
 * The packed alterations of each standard signature, from 7 flats to 7 sharps (index sharps +
 * 7), which drawnKey compares a key's with: several passes ask for the drawn key of each Key
 * symbol (65 thousand a corpus render), where comparing the seven letters one by one cost about
 * 360 instructions a call.
 */
const STANDARD_KEYS: StaticArray<i32> = standardKeys();

function standardKeys(): StaticArray<i32> {
  const keys = new StaticArray<i32>(15);
  for (let sharps = -7; sharps <= 7; sharps++) {
    let packed = 0;
    for (let letter = 0; letter < 7; letter++) packed |= (keyLetterAlteration(sharps, letter) + 2) << (3 * letter);
    unchecked((keys[sharps + 7] = packed));
  }
  return keys;
}

/** The alteration (-2..2) drawn key `key` gives `letter` (0 = C .. 6 = B). */
export function keyLetterAlteration(key: i32, letter: i32): i32 {
  if (isExplicitKey(key)) return keyAlteration(key & PACKED_MASK, letter);
  const count = keyAccidentalCount(key);
  const letters = key > 0 ? SHARP_LETTERS : FLAT_LETTERS;
  for (let i = 0; i < count; i++) {
    if (unchecked(letters[i]) == letter) return key > 0 ? 1 : -1;
  }
  return 0;
}

/**
 * Slot of the `index`-th accidental of explicit key `key`: 0..6 the flat order's places, 7..13
 * the sharp order's; -1 past the last.
 */
function explicitSlot(key: i32, index: i32): i32 {
  let seen = 0;
  for (let slot = 0; slot < 14; slot++) {
    const letter = slot < 7 ? unchecked(FLAT_LETTERS[slot]) : unchecked(SHARP_LETTERS[slot - 7]);
    const alteration = keyAlteration(key & PACKED_MASK, letter);
    if (slot < 7 ? alteration < 0 : alteration > 0) {
      if (seen == index) return slot;
      seen++;
    }
  }
  return -1;
}

/** Number of accidentals of drawn key `key`, capped at 7 for a standard one. */
export function keyAccidentalCount(key: i32): i32 {
  if (isExplicitKey(key)) {
    let count = 0;
    for (let letter = 0; letter < 7; letter++) if (keyAlteration(key & PACKED_MASK, letter) != 0) count++;
    return count;
  }
  const count = key < 0 ? -key : key;
  return count > 7 ? 7 : count;
}

/** Glyph of the `index`-th accidental of drawn key `key` (0-based). */
export function keyAccidentalGlyph(key: i32, index: i32 = 0): i32 {
  if (!isExplicitKey(key)) return key < 0 ? AccidentalFlat : AccidentalSharp;
  const slot = explicitSlot(key, index);
  if (slot < 0) return AccidentalSharp;
  const letter = slot < 7 ? unchecked(FLAT_LETTERS[slot]) : unchecked(SHARP_LETTERS[slot - 7]);
  const alteration = keyAlteration(key & PACKED_MASK, letter);
  if (alteration <= -2) return AccidentalDoubleFlat;
  if (alteration >= 2) return AccidentalDoubleSharp;
  return alteration < 0 ? AccidentalFlat : AccidentalSharp;
}

/** Letter (0 = C .. 6 = B) of the `index`-th accidental of drawn key `key`. */
function keyAccidentalLetter(key: i32, index: i32): i32 {
  const i = index < 0 ? 0 : index > 6 ? 6 : index;
  if (!isExplicitKey(key)) return key > 0 ? unchecked(SHARP_LETTERS[i]) : unchecked(FLAT_LETTERS[i]);
  const slot = explicitSlot(key, index);
  if (slot < 0) return 0;
  return slot < 7 ? unchecked(FLAT_LETTERS[slot]) : unchecked(SHARP_LETTERS[slot - 7]);
}

/** Staff position of the `index`-th accidental (0-based) of drawn key `key` under clef `clef`. */
export function keyAccidentalPosition(key: i32, clef: i32, index: i32): i32 {
  let i = index < 0 ? 0 : index > 6 ? 6 : index;
  let sharp = key > 0;
  if (isExplicitKey(key)) {
    const slot = explicitSlot(key, index);
    sharp = slot >= 7;
    i = slot < 0 ? 0 : slot % 7;
  }
  if (sharp) {
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

/** Offset of the `index`-th accidental's origin from the signature's start. */
export function keyAccidentalX(key: i32, index: i32): f32 {
  if (!isExplicitKey(key)) return <f32>index * KEY_ACCIDENTAL_STEP;
  let x: f32 = 0;
  for (let i = 0; i < index && i < 7; i++) {
    const glyph = keyAccidentalGlyph(key, i);
    x += glyphAdvance(glyph) + KEY_ACCIDENTAL_GAP;
    // The flats' bowls lean right, into a sharp a step above them: a little more room there.
    if (isFlat(glyph) && !isFlat(keyAccidentalGlyph(key, i + 1))) x += FLAT_TO_SHARP_GAP;
  }
  return x;
}

/** Extra room between the last flat and the first sharp of an explicit signature. */
const FLAT_TO_SHARP_GAP: f32 = 0.25;

@inline function isFlat(glyph: i32): bool {
  return glyph == AccidentalFlat || glyph == AccidentalDoubleFlat;
}

/**
 * Width of the key signature (0 for C major / A minor): KEY_ACCIDENTAL_STEP per accidental of a
 * standard key (a sharp's last sliver of ink may reach past it, into the gap that follows).
 */
export function keySignatureWidth(key: i32): f32 {
  const count = keyAccidentalCount(key);
  if (count == 0) return 0;
  if (!isExplicitKey(key)) return <f32>count * KEY_ACCIDENTAL_STEP;
  return keyAccidentalX(key, count - 1) + glyphAdvance(keyAccidentalGlyph(key, count - 1));
}

/**
 * Whether a change from drawn key `previous` to `key` cancels the old key's `index`-th
 * accidental with a natural (Gould p. 85): all of them when the new key is C or changes between
 * sharps and flats, else those the new key no longer has (for standard keys, the old key's last
 * ones). An explicit signature cancels the letters it leaves natural.
 */
export function keyCancels(previous: i32, key: i32, index: i32): bool {
  if (index < 0 || index >= keyAccidentalCount(previous)) return false;
  if (isExplicitKey(previous) || isExplicitKey(key)) return keyLetterAlteration(key, keyAccidentalLetter(previous, index)) == 0;
  return index >= keyAccidentalCount(previous) - cancelledCount(previous, key);
}

/**
 * Number of the old key's accidentals that a change from `previous` to `key` cancels with
 * naturals (keyCancels). For standard keys the cancelled ones are the old key's last:
 * indices keyAccidentalCount(previous) - count .. keyAccidentalCount(previous) - 1.
 */
export function cancelledCount(previous: i32, key: i32): i32 {
  const old = keyAccidentalCount(previous);
  if (old == 0) return 0;
  if (isExplicitKey(previous) || isExplicitKey(key)) {
    let count = 0;
    for (let i = 0; i < old; i++) if (keyCancels(previous, key, i)) count++;
    return count;
  }
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
