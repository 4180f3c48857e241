/**
 * @fileoverview Clefs (ABC 2.1 4.6; SMuFL "Clefs" range): which glyph a model clef draws and on
 * which staff position its origin sits. SMuFL puts a clef's origin on the line it names (the G
 * clef's curl on the G line, the F clef's dots around the F line, the C clef's centre on C).
 */

import { ClefType, clefLine } from "../model/values";
import {
  CClef, FClef, FClef8vb, GClef, GClef8va, GClef8vb, UnpitchedPercussionClef1,
} from "../glyphs/smufl.generated";
import { MIDDLE_LINE } from "./constants";

/** The clef's glyph (0 when nothing is drawn); `octave` -1 or +1 picks the 8vb / 8va forms. */
export function clefGlyph(clef: i32, octave: i32): i32 {
  switch (clef) {
    case ClefType.Treble: return octave < 0 ? GClef8vb : octave > 0 ? GClef8va : GClef;
    case ClefType.Bass: return octave < 0 ? FClef8vb : FClef;
    case ClefType.Alto:
    case ClefType.Tenor: return CClef;
    case ClefType.Percussion: return UnpitchedPercussionClef1;
    default: return 0;
  }
}

/** Staff position of the clef glyph's origin. */
export function clefOriginPosition(clef: i32): i32 {
  return clef == ClefType.Percussion ? MIDDLE_LINE : clefLine(clef);
}
