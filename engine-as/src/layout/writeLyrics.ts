/**
 * @fileoverview Writes a system's lyrics (ABC 2.1 5.1.1 w:; Gould, Behind Bars pp. 445-453):
 * each syllable under its notehead (verseNumbers.ts: a little left of centre) on its verse's
 * line, as source text (escapes such as `~` are the host's to print); a hyphen
 * (LineRole.LyricHyphen) centred in the gap between two syllables of a word, or just after the
 * last syllable of a system when the word goes on in the next; an extender line
 * (LineRole.LyricExtender) from a word's last syllable held over following notes (`_`) to the
 * end of the last of them, or to the end of the staff.
 */

import { ElementKind, FontId, LineRole, SymbolKind, TextAnchor } from "../abi";
import { Context } from "../context";
import { LyricBits } from "../model/tables";
import { FontSetting } from "../model/format";
import { LyricLineThickness, glyphAdvance } from "../glyphs/smufl.generated";
import { MAX_VERSES } from "./calcExtents";
import { LYRIC_HYPHEN_LENGTH, LYRIC_HYPHEN_RAISE, LYRIC_LINE_HEIGHT, LYRIC_SIZE } from "./constants";
import { fontWord } from "./textFonts";
import { syllableLeft } from "./verseNumbers";

/** Text ascent, for the syllable's box. */
const ASCENT: f32 = 0.72;
/** Clear space between a syllable and its extender line, and a hyphen's start after a syllable. */
const EXTENDER_GAP: f32 = 0.2;
const TRAILING_HYPHEN_GAP: f32 = 0.3;

export function writeLyrics(ctx: Context, system: i32, page: i32, tune: i32, top: f32): void {
  const layout = ctx.layout;
  const verses = layout.systemVerses.get(system);
  if (verses == 0) return;
  const symbols = ctx.symbols;
  const lyrics = ctx.lyrics;
  // Per verse: the right end of a syllable waiting for a hyphen (NaN: none) and its element.
  const pendingX = layout.scratchWidth;
  const pendingElement = layout.scratch;
  // calcExtents counted the verses (at most MAX_VERSES) of this system.
  pendingX.resize(verses);
  pendingElement.resize(verses);
  for (let verse = 0; verse < verses; verse++) pendingX.set(verse, NaN);
  const baseline = top + layout.systemLyricBaseline.get(system);
  // The face %%vocalfont sets (textFonts.ts); its size is the spacing's (setWidths, calcExtents).
  const lyricFont = fontWord(ctx, tune, FontSetting.Vocal, FontId.Lyric);
  const start = layout.systemStart.get(system);
  const end = layout.systemEnd.get(system);
  const staffEnd = layout.systemLeft.get(system) + layout.systemWidth.get(system);
  for (let i = start; i < end; i++) {
    const id = layout.sequence.get(i);
    let syllable = symbols.firstSyllable.get(id);
    for (let steps = 0; syllable >= 0 && syllable < lyrics.count && steps < lyrics.count; steps++) {
      let verse = lyrics.verse.get(syllable);
      verse = verse < 0 ? 0 : verse >= MAX_VERSES ? MAX_VERSES - 1 : verse;
      const y = baseline + <f32>verse * LYRIC_LINE_HEIGHT;
      const textStart = lyrics.start.get(syllable);
      const textEnd = lyrics.end.get(syllable);
      const width = layout.syllableWidth.get(syllable);
      const centre = layout.x.get(id) + glyphAdvance(layout.glyph.get(id)) * 0.5;
      const left = syllableLeft(ctx, textStart, textEnd, width, centre);
      const right = left + width;
      const waiting = pendingX.get(verse);
      if (waiting == waiting) writeHyphen(ctx, pendingElement.get(verse), waiting, left, y);
      const element = ctx.elements.add(ElementKind.Lyric, textStart, textEnd, page, id, tune);
      ctx.display.sourceText(element, lyricFont, TextAnchor.Middle, textStart, textEnd, (left + right) * 0.5, y, LYRIC_SIZE);
      ctx.elements.setBox(element, left, y - LYRIC_SIZE * ASCENT, width, LYRIC_SIZE);
      if ((lyrics.flags.get(syllable) & LyricBits.HyphenAfter) != 0) {
        pendingX.set(verse, right);
        pendingElement.set(verse, element);
      } else {
        pendingX.set(verse, NaN);
      }
      // A syllable held over notes inside a word is followed by its hyphen, not a line (Gould p. 451).
      const extend = lyrics.extend.get(syllable);
      if (extend > 0 && (lyrics.flags.get(syllable) & LyricBits.HyphenAfter) == 0) {
        const lineEnd = extenderEnd(ctx, i, end, extend, staffEnd);
        if (lineEnd > right + EXTENDER_GAP) {
          ctx.display.line(element, LineRole.LyricExtender, right + EXTENDER_GAP, y, lineEnd, y, LyricLineThickness);
        }
      }
      syllable = lyrics.nextOnNote.get(syllable);
    }
  }
  // Words that go on in the next system end this one with a hyphen.
  for (let verse = 0; verse < verses; verse++) {
    const waiting = pendingX.get(verse);
    if (waiting != waiting) continue;
    const from = waiting + TRAILING_HYPHEN_GAP;
    writeHyphen(ctx, pendingElement.get(verse), from, from + LYRIC_HYPHEN_LENGTH * 1.5, baseline + <f32>verse * LYRIC_LINE_HEIGHT);
  }
}

/** A hyphen centred between x `from` and `to` on the line whose baseline is `y`. */
function writeHyphen(ctx: Context, element: i32, from: f32, to: f32, y: f32): void {
  let length = LYRIC_HYPHEN_LENGTH;
  if (to - from < length * 1.5) length = (to - from) * 0.6;
  if (length <= 0.05) return;
  const centre = (from + to) * 0.5;
  const raised = y - LYRIC_HYPHEN_RAISE;
  ctx.display.line(element, LineRole.LyricHyphen, centre - length * 0.5, raised, centre + length * 0.5, raised, LyricLineThickness);
}

/** Right end of the head of the `count`-th note after sequence index `index`, or the staff's end. */
function extenderEnd(ctx: Context, index: i32, end: i32, count: i32, staffEnd: f32): f32 {
  const layout = ctx.layout;
  let remaining = count;
  for (let i = index + 1; i < end; i++) {
    const id = layout.sequence.get(i);
    if (ctx.symbols.kind.get(id) != SymbolKind.Note) continue;
    if (--remaining == 0) return layout.x.get(id) + glyphAdvance(layout.glyph.get(id));
  }
  return staffEnd;
}
