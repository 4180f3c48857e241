/**
 * @fileoverview Pass 2, identify notes (abc2svg: identify_note): how each note and rest is
 * notated, and where each notehead sits on the staff under the clef in force.
 *
 * After this: every drawn note and rest has its glyph (notehead or rest), its number of
 * augmentation dots and of flags (layout.glyph, dots, flags); every drawn clef has its glyph;
 * every drawn symbol has the step of its staff's bottom line (layout.bottomStep); every key
 * knows the key before it (layout.previousKey); every head of
 * a drawn note has its staff position (layout.headPosition: steps above the bottom line,
 * clamped to MIN_POSITION..MAX_POSITION so ledger lines stay finite).
 * Each voice has its own clef and key in force.
 * Rule: Gould, Behind Bars pp. 11-13 (note values, dots); ABC 2.1 4.6 (clefs).
 */

import { SymbolKind } from "../abi";
import { Context } from "../context";
import { ClefType, clefBottomStep } from "../model/values";
import { clefGlyph } from "./clefs";
import { MAX_POSITION, MIN_POSITION } from "./constants";
import { dotCount, flagCount, noteValue, noteheadGlyph, restGlyph } from "./noteValues";

export function identifyNotes(ctx: Context): void {
  const symbols = ctx.symbols;
  const heads = ctx.heads;
  const layout = ctx.layout;
  const sequence = layout.sequence;
  for (let tune = 0, tunes = ctx.tunes.count; tune < tunes; tune++) {
    let bottomStep = clefBottomStep(ClefType.Treble, 0);
    let key = 0;
    let voice = -1;
    for (let i = layout.tuneSequenceStart.get(tune), end = layout.tuneSequenceEnd.get(tune); i < end; i++) {
      const id = sequence.get(i);
      const kind = symbols.kind.get(id);
      // Each voice's run starts with the treble clef and no key until its own say otherwise.
      if (symbols.voice.get(id) != voice) {
        voice = symbols.voice.get(id);
        bottomStep = clefBottomStep(ClefType.Treble, 0);
        key = 0;
      }
      if (kind == SymbolKind.Clef) {
        const clef = symbols.value.get(id);
        const octave = symbols.value2.get(id);
        // Percussion and "none" clefs place notes as the treble clef does (model/values.ts).
        const placed = clef == ClefType.Bass || clef == ClefType.Alto || clef == ClefType.Tenor ? clef : ClefType.Treble;
        bottomStep = clefBottomStep(placed, octave < -4 ? -4 : octave > 4 ? 4 : octave);
        layout.glyph.set(id, clefGlyph(clef, octave));
      }
      if (kind == SymbolKind.Key) {
        layout.previousKey.set(id, key);
        key = symbols.value.get(id);
      }
      layout.bottomStep.set(id, bottomStep);
      if (kind == SymbolKind.Note) {
        const written = symbols.written.get(id);
        const level = noteValue(written);
        layout.glyph.set(id, noteheadGlyph(level));
        layout.dots.set(id, dotCount(written, level));
        layout.flags.set(id, flagCount(level));
        const first = symbols.headStart.get(id);
        for (let head = first, last = first + symbols.headCount.get(id); head < last; head++) {
          let position = heads.step.get(head) - bottomStep;
          position = position < MIN_POSITION ? MIN_POSITION : position > MAX_POSITION ? MAX_POSITION : position;
          layout.headPosition.set(head, position);
        }
      } else if (kind == SymbolKind.Rest) {
        const written = symbols.written.get(id);
        const level = noteValue(written);
        layout.glyph.set(id, restGlyph(level));
        layout.dots.set(id, dotCount(written, level));
      }
    }
  }
}
