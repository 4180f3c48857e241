/**
 * @fileoverview Pass 2, identify notes (abc2svg: identify_note): how each note and rest is
 * notated, and where each notehead sits on the staff under the clef in force.
 *
 * After this: every drawn note and rest has its glyph (notehead or rest), its number of
 * augmentation dots and of flags (layout.glyph, dots, flags); every drawn clef has its glyph;
 * every drawn rest its staff position (layout.restPosition);
 * every drawn symbol has the step of its staff's bottom line (layout.bottomStep); every key
 * knows the key before it (layout.previousKey); every head of
 * a drawn note has its staff position (layout.headPosition: steps above the bottom line,
 * clamped to MIN_POSITION..MAX_POSITION so ledger lines stay finite).
 * Each voice has its own clef and key in force; a voice sharing a staff reads the staff's clef.
 * collectSymbols identifies each symbol as it collects it (VoiceNotation), in its walk over the
 * voice; this pass then reads the voices that share a staff in the staff's clef.
 * Rule: Gould, Behind Bars pp. 11-13 (note values, dots); ABC 2.1 4.6 (clefs).
 */

import { SymbolKind } from "../abi";
import { tuneStaffCount } from "./collectSymbols";
import { Context } from "../context";
import { ClefType, clefBottomStep } from "../model/values";
import { clefGlyph } from "./clefs";
import { drawnKey } from "./keySignatures";
import { BOTTOM_LINE, MAX_POSITION, MIN_POSITION, TOP_LINE } from "./constants";
import { voiceRestPosition } from "./noteGeometry";
import { dotCount, flagCount, noteValue, noteheadGlyph, restGlyph } from "./noteValues";
import { leadsStaff, sharedStem, staffOf } from "./staffPlacement";

/** Slots of VoiceNotation's memo of note notations: a power of two, well above the lengths one tune uses. */
const NOTATION_SLOTS: i32 = 32;
/** log2(NOTATION_SLOTS): the bits of the multiplicative hash that pick a slot. */
const NOTATION_SLOT_BITS: u32 = 5;

/** A memo column of NOTATION_SLOTS slots, each holding `value` (the notation of length 0). */
function notationSlots(value: i32): StaticArray<i32> {
  const slots = new StaticArray<i32>(NOTATION_SLOTS);
  for (let i = 0; i < NOTATION_SLOTS; i++) slots[i] = value;
  return slots;
}

/**
 * The clef and key in force in one voice as collectSymbols walks it (collectVoice), which
 * identifies each symbol it draws here rather than in a walk of its own over the symbols. Owned
 * by the render context (LayoutScratch.voiceNotation): a render allocates nothing.
 */
export class VoiceNotation {
  /** Step of the staff's bottom line under the clef in force. */
  private bottomStep: i32 = 0;
  /** The voice's drawn key so far (keySignatures.ts drawnKey). */
  private key: i32 = 0;
  /**
   * How notes of a written length are notated (their notehead, dots and flags), remembered per
   * length: a tune uses a handful of lengths, and working the notation out (noteValues.ts) for
   * every note whose length differs from the note before's took half the notes of the corpus. A
   * slot holds one length (direct-mapped by a Fibonacci hash of the ticks; length 0 and its
   * notation until a note replaces it) and its notation, which depends on the length alone, so
   * what a slot holds stays true from render to render.
   */
  private noteWritten: StaticArray<i32> = new StaticArray<i32>(NOTATION_SLOTS);
  private noteGlyph: StaticArray<i32> = notationSlots(noteheadGlyph(noteValue(0)));
  private noteDots: StaticArray<i32> = notationSlots(dotCount(0, noteValue(0)));
  private noteFlags: StaticArray<i32> = notationSlots(flagCount(noteValue(0)));

  /** Starts a voice: the treble clef and no key until its own symbols say otherwise. */
  start(): void {
    this.bottomStep = clefBottomStep(ClefType.Treble, 0);
    this.key = 0;
  }

  /** Identifies drawn symbol `id` of kind `kind`, the voice's next drawn symbol. */
  identify(ctx: Context, id: i32, kind: i32): void {
    const symbols = ctx.symbols;
    const layout = ctx.layout;
    if (kind == SymbolKind.Clef) {
      this.bottomStep = clefStep(ctx, id);
      layout.glyph.set(id, clefGlyph(symbols.value.get(id), symbols.value2.get(id)));
    }
    if (kind == SymbolKind.Key) {
      layout.previousKey.set(id, this.key);
      this.key = drawnKey(ctx, id);
    }
    const bottomStep = this.bottomStep;
    layout.bottomStep.set(id, bottomStep);
    if (kind == SymbolKind.Note) {
      const written = symbols.written.get(id);
      // The top bits of written * 2^32 / golden ratio: NOTATION_SLOT_BITS bits, so < NOTATION_SLOTS.
      const slot = <i32>((<u32>written * 0x9E3779B1) >>> (32 - NOTATION_SLOT_BITS));
      if (unchecked(this.noteWritten[slot]) != written) {
        const level = noteValue(written);
        unchecked((this.noteWritten[slot] = written));
        unchecked((this.noteGlyph[slot] = noteheadGlyph(level)));
        unchecked((this.noteDots[slot] = dotCount(written, level)));
        unchecked((this.noteFlags[slot] = flagCount(level)));
      }
      layout.glyph.set(id, unchecked(this.noteGlyph[slot]));
      layout.dots.set(id, unchecked(this.noteDots[slot]));
      layout.flags.set(id, unchecked(this.noteFlags[slot]));
      placeHeads(ctx, id, bottomStep);
    } else if (kind == SymbolKind.Rest) {
      const written = symbols.written.get(id);
      const level = noteValue(written);
      layout.glyph.set(id, restGlyph(level));
      layout.dots.set(id, dotCount(written, level));
      layout.restPosition.set(id, voiceRestPosition(restGlyph(level), sharedStem(ctx, id)));
    }
  }
}

/**
 * The part of the pass that needs the time columns: the voices that share a staff read its
 * clef (useStaffClefs), tune by tune. Runs after collectSymbols.
 */
export function identifyNotes(ctx: Context): void {
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) useStaffClefs(ctx, tune);
}

/**
 * Sets the staff position of every head of note `id` on a staff whose bottom line is
 * `bottomStep`, and the sides of the staff its heads need ledger lines on (layout.ledgerSides).
 */
function placeHeads(ctx: Context, id: i32, bottomStep: i32): void {
  const layout = ctx.layout;
  const first = ctx.symbols.headStart.get(id);
  // Read once: each store of a position would make `get`s through the tables load them again.
  const steps = ctx.heads.step.data;
  const positions = layout.headPosition.data;
  const shift = layout.ottavaShift.get(id) - bottomStep;
  let sides = 0;
  for (let head = first, last = first + ctx.symbols.headCount.get(id); head < last; head++) {
    let position = unchecked(steps[head]) + shift;
    position = position < MIN_POSITION ? MIN_POSITION : position > MAX_POSITION ? MAX_POSITION : position;
    unchecked((positions[head] = position));
    if (position <= BOTTOM_LINE - 2) sides |= 1;
    if (position >= TOP_LINE + 2) sides |= 2;
  }
  layout.ledgerSides.set(id, sides);
}

/**
 * Bottom-line step of clef symbol `id` (percussion and "none" place notes as treble). An octave
 * clef (treble-8) places the written notes as its plain clef does: the 8 only says they sound an
 * octave off (ABC 2.1 4.6; abc2svg draws a tenor's written c in the third space).
 */
function clefStep(ctx: Context, id: i32): i32 {
  const clef = ctx.symbols.value.get(id);
  const placed = clef == ClefType.Bass || clef == ClefType.Alto || clef == ClefType.Tenor ? clef : ClefType.Treble;
  return clefBottomStep(placed, 0);
}

/**
 * A voice that shares a staff is read in the staff's clef, the clef of the staff's first voice
 * at that time (abc2svg set_clefs / set_pitch: a secondary voice's clefs are dropped). Walks
 * the tune's time columns with the clef of each staff in force (layout.scratch, per staff) and
 * places the heads of the other voices' notes under it; their own clefs draw nothing.
 */
function useStaffClefs(ctx: Context, tune: i32): void {
  // Most tunes give each voice a staff of its own: every voice leads its staff, reads its own
  // clefs, and the walk below would change nothing.
  if (!sharesStaff(ctx, tune)) return;
  const layout = ctx.layout;
  const symbols = ctx.symbols;
  const staves = tuneStaffCount(ctx, tune);
  const staffStep = layout.scratch;
  staffStep.resize(staves);
  for (let s = 0; s < staves; s++) staffStep.set(s, clefBottomStep(ClefType.Treble, 0));
  const members = layout.columnMember;
  const from = layout.tuneColumnStart.get(tune);
  const to = layout.tuneColumnEnd.get(tune);
  if (to <= from) return;
  for (let i = layout.columnFirst.get(from), end = layout.columnFirst.get(to - 1) + layout.columnSize.get(to - 1); i < end; i++) {
    const id = members.get(i);
    const staff = staffOf(ctx, id);
    const kind = symbols.kind.get(id);
    if (leadsStaff(ctx, id)) {
      // Every drawn symbol of the staff's first voice says its clef in force, not only its Clef
      // symbols: after a %%staves in the body a staff may get a new first voice, whose clef
      // (set before) then holds for the voices sharing its staff (abc2svg 1.22.1, black-boxed:
      // (S3V1 S3V2) moved from the third staff to the second reads S3V2 in S3V1's bass clef).
      if (kind == SymbolKind.Clef || layout.placement.get(id) >= 0) staffStep.set(staff, layout.bottomStep.get(id));
      continue;
    }
    const step = staffStep.get(staff);
    layout.bottomStep.set(id, step);
    if (kind == SymbolKind.Note) placeHeads(ctx, id, step);
    else if (kind == SymbolKind.Clef) layout.glyph.set(id, 0);
  }
}

/**
 * Whether two or more voices share a staff in one of `tune`'s staff arrangements, that is
 * whether some voice there does not lead its staff (staffPlacement.ts: entryStem is 0 exactly
 * for a voice alone on its staff).
 */
function sharesStaff(ctx: Context, tune: i32): bool {
  const arrangements = ctx.arrangements;
  const entryStem = ctx.layout.entryStem;
  const first = ctx.tunes.firstArrangement.get(tune);
  for (let a = first, end = first + ctx.tunes.arrangementCount.get(tune); a < end; a++) {
    const firstEntry = arrangements.firstEntry.get(a);
    for (let e = firstEntry, last = firstEntry + arrangements.entryCount.get(a); e < last; e++) {
      if (entryStem.get(e) != 0) return true;
    }
  }
  return false;
}
