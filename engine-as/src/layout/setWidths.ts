/**
 * @fileoverview Pass 8, set widths (abc2svg: set_width): the room each drawn symbol needs left
 * and right of its x, which is the least its neighbours may come (Gould, Behind Bars p. 39:
 * spacing by duration never lets symbols collide). A note needs its accidentals on the left
 * and its heads, dots and an up-stem flag on the right. Its lyric syllables' room left and right
 * of it, with the gap after them (Gould p. 446; the room abc2svg 1.22.1 gives them,
 * constants.ts), is kept apart: the spacing (spacing.ts, breakLines) weighs it against its
 * neighbours' syllables and lets a syllable hang over the unsung notes after it.
 *
 * After this: every drawn symbol has layout.widthLeft and layout.widthRight (sp, >= 0), every
 * note its syllables' reach and lead (layout.lyricRight, lyricLeft, in sp of the page: its
 * staff's scale applied, which staffScale.ts applies to the widths later), and every syllable of a
 * drawn note its text width (layout.syllableWidth), measured once here.
 */

import { SymbolKind, FontId } from "../abi";
import { Context } from "../context";
import { AugmentationDot, NoteheadHalf, NoteheadWhole, glyphAdvance } from "../glyphs/smufl.generated";
import { barWidth } from "./barLines";
import { CLEF_CHANGE_SCALE, DOT_GAP, DOT_ROOM_TRIM, DOT_SPACING, HALF_HEAD_ROOM, WHOLE_HEAD_ROOM, LYRIC_SIZE, MULTI_MEASURE_REST_WIDTH } from "./constants";
import { drawnKey, keyChangeWidth } from "./keySignatures";
import { addLeftDecorationRoom } from "./leftDecorations";
import { flagRight } from "./noteGeometry";
import { timeSignatureWidth } from "./timeSignatures";
import { textWidth } from "./textWidth";
import { syllableLeft, syllableReach } from "./verseNumbers";
import { anyVoiceScaled, scaleShift, voiceScale } from "./voiceScale";
import { voiceStaffScale } from "./staffScale";

/**
 * An up-stem flag takes this much less room on its right than its glyph reaches (sp): abc2svg
 * 1.22.1, black-boxed (notes/issue5-lyrics/sl.mts): a measure `C3/ A/ C` of 3/4 needed 0.20 sp
 * more page width in ours than in abc2svg, 0.05 with this (the flag may reach a little under the
 * space of the note after it, never into its head).
 */
const FLAG_ROOM_TRIM: f32 = 0.22;

/** Width of `dots` augmentation dots starting at their first origin. */
export function dotsWidth(dots: i32): f32 {
  return dots <= 0 ? 0 : <f32>(dots - 1) * DOT_SPACING + glyphAdvance(AugmentationDot);
}

export function setWidths(ctx: Context): void {
  const symbols = ctx.symbols;
  const layout = ctx.layout;
  clearSyllableWidths(ctx);
  // The storage of the columns read or written for every symbol, read once: through the tables,
  // each access is several dependent loads, made again after every store (four per symbol).
  const sequence = layout.sequence.data;
  const kinds = symbols.kind.data;
  const glyphs = layout.glyph.data;
  const headShift = layout.headShift.data;
  const accidentalShift = layout.accidentalShift.data;
  const widthLeft = layout.widthLeft.data;
  const widthRight = layout.widthRight.data;
  const headStart = symbols.headStart.data;
  const headCount = symbols.headCount.data;
  const flags = layout.flags.data;
  const dotCount = layout.dots.data;
  const voiceShift = layout.voiceShift.data;
  // Most renders scale no voice (V: scale=): then no note's room is scaled, and the scale of each
  // note's voice is not looked up.
  const scaled = anyVoiceScaled(ctx);
  for (let i = 0, n = layout.sequence.length; i < n; i++) {
    const id = unchecked(sequence[i]);
    let left: f32 = 0;
    let right: f32 = 0;
    const kind = unchecked(kinds[id]);
    switch (kind) {
      case SymbolKind.Note: {
        // One walk over the heads for their left and right edges (noteGeometry headsLeft and
        // headsRight) and their accidentals' reach left (a walk each before, headsRight twice).
        const head = unchecked(glyphs[id]);
        const headWidth = glyphAdvance(head);
        let headsLeft: f32 = 0;
        let headsRight = headWidth;
        let accidentals = -f32.MAX_VALUE;
        const first = unchecked(headStart[id]);
        for (let k = first, last = first + unchecked(headCount[id]); k < last; k++) {
          const edge = unchecked(headShift[k]);
          if (edge < headsLeft) headsLeft = edge;
          if (edge + headWidth > headsRight) headsRight = edge + headWidth;
          const shift = unchecked(accidentalShift[k]);
          if (-shift > accidentals) accidentals = -shift;
        }
        left = -headsLeft;
        if (accidentals > left) left = accidentals;
        right = headsRight;
        // A note without flags (a quarter or longer) has none to reach right (flagRight).
        const flag = unchecked(flags[id]) > 0 ? flagRight(ctx, id) : 0;
        if (flag - FLAG_ROOM_TRIM > right) right = flag - FLAG_ROOM_TRIM;
        // abc2svg 1.22.1 gives open heads and dots other room than their glyphs (constants.ts).
        if (head == NoteheadHalf) right += HALF_HEAD_ROOM;
        else if (head == NoteheadWhole) right += WHOLE_HEAD_ROOM;
        const dots = unchecked(dotCount[id]);
        if (dots > 0) right = headsRight + DOT_GAP + dotsWidth(dots) - DOT_ROOM_TRIM; // noteGeometry dotsX
        // A note moved aside from another voice's (placeVoiceHeads) takes its room with it.
        right += unchecked(voiceShift[id]);
        break;
      }
      case SymbolKind.Rest: {
        right = glyphAdvance(unchecked(glyphs[id]));
        const dots = unchecked(dotCount[id]);
        if (dots > 0) right += DOT_GAP + dotsWidth(dots);
        break;
      }
      case SymbolKind.MultiMeasureRest: right = MULTI_MEASURE_REST_WIDTH; break;
      case SymbolKind.Bar: right = barWidth(symbols.value.get(id)); break;
      case SymbolKind.Clef: right = glyphAdvance(unchecked(glyphs[id])) * CLEF_CHANGE_SCALE; break;
      case SymbolKind.Key: right = keyChangeWidth(layout.previousKey.get(id), drawnKey(ctx, id)); break;
      case SymbolKind.Meter: right = timeSignatureWidth(symbols.value2.get(id)); break;
    }
    // A note or rest of a scaled voice (V: scale=, voiceScale.ts) is drawn scaled about its
    // glyph's centre, so its room left and right of x is scaled about that centre too.
    if (scaled && (kind == SymbolKind.Note || kind == SymbolKind.Rest)) {
      const scale = voiceScale(ctx, id);
      if (scale != 1) {
        const shift = scaleShift(unchecked(glyphs[id]), scale);
        left = max<f32>(0, left * scale - shift);
        right = max<f32>(0, right * scale + shift);
      }
    }
    unchecked((widthLeft[id] = left));
    unchecked((widthRight[id] = right));
  }
  setSyllableRoom(ctx);
  // An arpeggio or a slide takes room left of its note as accidentals do.
  addLeftDecorationRoom(ctx);
}

/**
 * The room of every drawn note's lyric syllables, which stand under its head (verseNumbers.ts),
 * and their text widths (layout.syllableWidth). Their room is kept apart from the note's own
 * (spacing.ts): the part right of the note (layout.lyricRight) needs room only up to the next
 * syllable, hanging over unsung notes; the part left of it (layout.lyricLeft) needs less room
 * from the note or bar line before than from a syllable. Both stay 0 (LayoutTables.sizeFor)
 * for a symbol without syllables. A walk of its own: in setWidths's, its calls (textWidth,
 * syllableLeft) made TurboFan keep that walk's many values on the stack for every symbol.
 */
function setSyllableRoom(ctx: Context): void {
  const layout = ctx.layout;
  const lyrics = ctx.lyrics;
  if (lyrics.count == 0) return;
  const sequence = layout.sequence.data;
  const glyphs = layout.glyph.data;
  const firstSyllable = ctx.symbols.firstSyllable.data;
  for (let i = 0, n = layout.sequence.length; i < n; i++) {
    const id = unchecked(sequence[i]);
    let syllable = unchecked(firstSyllable[id]);
    if (syllable < 0) continue;
    let lyricLeft: f32 = -f32.MAX_VALUE;
    let lyricRight: f32 = 0;
    const centre = glyphAdvance(unchecked(glyphs[id])) * 0.5;
    for (let steps = 0; syllable >= 0 && syllable < lyrics.count && steps < lyrics.count; steps++) {
      const start = lyrics.start.get(syllable);
      const end = lyrics.end.get(syllable);
      const width = textWidth(ctx, FontId.Lyric, start, end) * LYRIC_SIZE;
      layout.syllableWidth.set(syllable, width);
      const syllableLeftRoom = -syllableLeft(ctx, start, end, width, centre);
      const syllableRight = centre + syllableReach(ctx, start, end, width);
      if (syllableLeftRoom > lyricLeft) lyricLeft = syllableLeftRoom;
      if (syllableRight > lyricRight) lyricRight = syllableRight;
      syllable = lyrics.nextOnNote.get(syllable);
    }
    // Stored in sp of the page (the staff's V: staffscale= applied), as line breaking reads them
    // for every sung note of every line it tries.
    if (lyricLeft != -f32.MAX_VALUE) {
      const staffScale = voiceStaffScale(ctx, ctx.symbols.voice.get(id));
      layout.lyricLeft.set(id, lyricLeft * staffScale);
      layout.lyricRight.set(id, lyricRight * staffScale);
    }
  }
}

/** Sizes layout.syllableWidth to the lyric table (syllables of undrawn voices stay 0). */
function clearSyllableWidths(ctx: Context): void {
  const widths = ctx.layout.syllableWidth;
  const count = ctx.lyrics.count;
  widths.resize(count);
  memory.fill(changetype<usize>(widths.data), 0, <usize>count << 2);
}
