/**
 * @fileoverview Pass 8b, place grace notes (ABC 2.1 4.12; engine-spec 9: cue size 0.7; Gould,
 * Behind Bars pp. 125-131): the grace notes written just before a note or rest are drawn small,
 * stems up, in a space reserved before their main note. They take no time: they are not in
 * any time column, so they never disturb the alignment of voices; instead their main note's
 * room on the left (layout.widthLeft) grows by their width, which the spacing keeps clear.
 *
 * One grace note gets a flag, several a beam over flat-topped stems (Gould p. 126); the first
 * of an acciaccatura `{/...}` gets a slash through its stem (writeGraceNotes). Heads sit on the
 * staff under the main note's clef; their accidentals go just before them.
 *
 * After this: layout.attachments.graceLink links each drawn note or rest to the first grace
 * note before it and each such grace note to its main note; each of those grace notes has its
 * heads' staff positions (layout.headPosition), its x relative to its main note (graceX) and
 * its stem's tip (graceTip, y below the staff's top line).
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { extremeHeadPosition } from "./noteGeometry";
import { NoteheadBlack, glyphAdvance, glyphRight } from "../glyphs/smufl.generated";
import { accidentalGlyph } from "./adjustAccidentals";
import { clearFloats, clearIndex } from "./attachmentTables";
import { MAX_POSITION, MIN_POSITION } from "./constants";
import { flagCount, flagGlyph, noteValue } from "./noteValues";
import { Extent } from "./scratch";
import { positionY } from "./staffPositions";
import { voiceScale } from "./voiceScale";

/** Cue size (engine-spec 9: grace notes at 0.7 of the normal size). */
export const GRACE_SCALE: f32 = 0.7;
/** Stem length of a grace note, from the head's centre: the normal octave at cue size. */
const GRACE_STEM: f32 = 2.5;
/** Gap between successive grace heads, before an accidental, and before the main note. */
const GRACE_GAP: f32 = 0.35;
const GRACE_ACCIDENTAL_GAP: f32 = 0.1;
const GRACE_NOTE_GAP: f32 = 0.5;

/** The pass: links and places the grace notes before every drawn note and rest (see the file's header). */
export function placeGraceNotes(ctx: Context): void {
  const layout = ctx.layout;
  const attach = layout.attachments;
  const symbols = ctx.symbols;
  const count = symbols.count;
  clearIndex(attach.graceLink, count);
  attach.graceRuns = 0;
  clearFloats(attach.graceX, count);
  clearFloats(attach.graceTip, count);
  // Most renders have no grace notes (SymbolTable.graces, counted by the parser): no runs to
  // look for before each note and rest.
  if (symbols.graces == 0) return;
  const sequence = layout.sequence;
  for (let i = 0, n = sequence.length; i < n; i++) {
    const id = sequence.get(i);
    const kind = symbols.kind.get(id);
    if (kind != SymbolKind.Note && kind != SymbolKind.Rest) continue;
    // The run of grace notes just before the symbol in its voice.
    let first = -1;
    let previous = symbols.prev.get(id);
    for (let steps = 0; previous >= 0 && previous < count && steps < count && isGrace(ctx, previous); steps++) {
      first = previous;
      previous = symbols.prev.get(previous);
    }
    if (first < 0) continue;
    attach.graceLink.set(id, first);
    attach.graceRuns++;
    placeRun(ctx, id, first);
  }
}

/** Whether `id` is a grace note with valid heads. */
function isGrace(ctx: Context, id: i32): bool {
  const symbols = ctx.symbols;
  if (symbols.kind.get(id) != SymbolKind.Grace) return false;
  const first = symbols.headStart.get(id);
  const heads = symbols.headCount.get(id);
  return heads > 0 && first >= 0 && first + heads <= ctx.heads.count;
}

/** Flags (or beams) of grace note `id`, from its written value (at least one). */
export function graceFlags(ctx: Context, id: i32): i32 {
  const flags = flagCount(noteValue(ctx.symbols.written.get(id)));
  return flags > 0 ? flags : 1;
}

/** Places the grace notes from `first` up to main note `main` and widens `main` for them. */
function placeRun(ctx: Context, main: i32, first: i32): void {
  const layout = ctx.layout;
  const attach = layout.attachments;
  const symbols = ctx.symbols;
  const count = symbols.count;
  const bottomStep = layout.bottomStep.get(main);
  const headWidth = glyphAdvance(NoteheadBlack) * GRACE_SCALE;
  let cursor: f32 = 0;
  let notes = 0;
  let last = first;
  let g = first;
  for (let steps = 0; g >= 0 && g < count && g != main && steps < count; steps++) {
    attach.graceLink.set(g, main);
    let accidentalWidth: f32 = 0;
    const firstHead = symbols.headStart.get(g);
    for (let head = firstHead, end = firstHead + symbols.headCount.get(g); head < end; head++) {
      let position = ctx.heads.step.get(head) - bottomStep;
      position = position < MIN_POSITION ? MIN_POSITION : position > MAX_POSITION ? MAX_POSITION : position;
      layout.headPosition.set(head, position);
      const width = glyphAdvance(accidentalGlyph(ctx.heads.accidental.get(head))) * GRACE_SCALE;
      if (width > accidentalWidth) accidentalWidth = width;
    }
    if (accidentalWidth > 0) cursor += accidentalWidth + GRACE_ACCIDENTAL_GAP;
    attach.graceX.set(g, cursor);
    cursor += headWidth + GRACE_GAP;
    notes++;
    last = g;
    g = symbols.next.get(g);
  }
  // A lone grace note's flag sticks out right of its stem.
  if (notes == 1) cursor += glyphRight(flagGlyph(graceFlags(ctx, first), true)) * GRACE_SCALE;
  const total = cursor - GRACE_GAP + GRACE_NOTE_GAP;
  const ownLeft = layout.widthLeft.get(main);
  const shift = -ownLeft - total;
  // Stems: a lone one an octave (at cue size) long, a beamed group's ending on one flat beam.
  let beamY: f32 = 1e9;
  g = first;
  for (let k = 0; k < notes; k++) {
    attach.graceX.set(g, attach.graceX.get(g) + shift);
    const tip = positionY(extremeHeadPosition(ctx, g, true)) - GRACE_STEM;
    attach.graceTip.set(g, tip);
    if (tip < beamY) beamY = tip;
    if (g == last) break;
    g = symbols.next.get(g);
  }
  if (notes > 1) {
    g = first;
    for (let k = 0; k < notes; k++) {
      attach.graceTip.set(g, beamY);
      if (g == last) break;
      g = symbols.next.get(g);
    }
  }
  layout.widthLeft.set(main, ownLeft + total);
}

/** Adds the grace notes of system record `system` to `extent` (called by calcExtents). */
export function addGraceExtents(ctx: Context, extent: Extent, system: i32): void {
  const layout = ctx.layout;
  const attach = layout.attachments;
  const symbols = ctx.symbols;
  const count = symbols.count;
  if (attach.graceRuns == 0) return; // most tunes: no symbols to walk
  for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
    const id = layout.sequence.get(i);
    let g = attach.graceLink.get(id);
    if (g < 0) continue; // most symbols have no grace notes: no scale to look up
    // Half a cue-size head (at the voice's scale) below the lowest head's centre.
    const half: f32 = 0.5 * GRACE_SCALE * voiceScale(ctx, id);
    for (let steps = 0; g >= 0 && g < count && g != id && steps < count; steps++) {
      extent.add(attach.graceTip.get(g), positionY(extremeHeadPosition(ctx, g, false)) + half);
      g = symbols.next.get(g);
    }
  }
}
