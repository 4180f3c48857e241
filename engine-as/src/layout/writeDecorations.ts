/**
 * @fileoverview Writes the decorations of a system record's symbols (placeDecorations.ts
 * placed them) as SMuFL glyphs at normal size (those that belong to the note at its voice's
 * scale, V: scale=; placeDecorations decorationScale), a dynamic as its letters side by side, a %%deco
 * text in italics, each an
 * element of kind Decoration carrying the decoration's source range (`!name!` with its marks,
 * or the shorthand character); then the record's hairpins, ottava and trill lines
 * (decorationSpans.ts). A decoration's records follow its note's, whose records stay
 * contiguous.
 */

import { ElementKind, FontId, TextAnchor } from "../abi";
import { Context } from "../context";
import { WiggleArpeggiatoUp, glyphAdvance, glyphLeft, glyphRight } from "../glyphs/smufl.generated";
import { GLYPH_SIZE } from "./constants";
import { DECO_TEXT, DYNAMIC, NAME_TEXT, dynamicLetterGlyph } from "./decorationGlyphs";
import { DECO_TEXT_SIZE, decorationScale } from "./placeDecorations";
import { findDecoDefinition } from "../model/decoDefinitions";
import { textWidth } from "./textWidth";
import { writeSpans } from "./decorationSpans";
import { writeArpeggio } from "./leftDecorations";

/** Source range start of decoration `k`: its opening `!` or `+` when it has one. */
function decorationStart(ctx: Context, k: i32): i32 {
  const start = ctx.decorations.nameStart.get(k);
  const mark = ctx.source.at(start - 1);
  return start > 0 && (mark == 33 || mark == 43) ? start - 1 : start;
}

/** Source range end of decoration `k`: after its closing `!` or `+` when it has one. */
function decorationEnd(ctx: Context, k: i32): i32 {
  const end = ctx.decorations.nameEnd.get(k);
  const mark = ctx.source.at(end);
  return end < ctx.source.length && (mark == 33 || mark == 43) ? end + 1 : end;
}

/**
 * Writes the text of %%deco decoration `k` (its definition's text, in italics) at (x, baseline)
 * as part of `element`, whose box goes from `boxTop`, `boxHeight` high.
 */
function writeDecoText(ctx: Context, k: i32, element: i32, x: f32, baseline: f32, boxTop: f32, boxHeight: f32): void {
  const decorations = ctx.decorations;
  const nameStart = decorations.nameStart.get(k);
  const d = findDecoDefinition(ctx, nameStart, decorations.nameEnd.get(k), nameStart);
  if (d < 0) return;
  const start = ctx.decoDefinitions.textStart.get(d);
  const end = ctx.decoDefinitions.textEnd.get(d);
  ctx.display.sourceText(element, FontId.Composer, TextAnchor.Start, start, end, x, baseline, DECO_TEXT_SIZE);
  ctx.elements.setBox(element, x, boxTop, textWidth(ctx, FontId.Composer, start, end) * DECO_TEXT_SIZE, boxHeight);
}

/** Writes the decorations of system record `system`, its staff's top line at page y `top` (sp). */
export function writeDecorations(ctx: Context, system: i32, top: f32): void {
  const layout = ctx.layout;
  const attach = layout.attachments;
  const decorations = ctx.decorations;
  const page = layout.systemPage.get(system);
  const tune = layout.systemTune.get(system);
  // A tune without decorations (most of the corpus) has no symbols to walk.
  if (decorations.count > 0) {
    for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
      const id = layout.sequence.get(i);
      for (let k = attach.firstDecoration.get(id), n = decorations.count; k >= 0 && k < n && decorations.symbol.get(k) == id; k++) {
        const glyph = attach.decorationGlyph.get(k);
        if (glyph == 0) continue;
        let x = layout.x.get(id) + attach.decorationX.get(k);
        const y = top + attach.decorationY.get(k);
        const element = ctx.elements.add(ElementKind.Decoration, decorationStart(ctx, k), decorationEnd(ctx, k), page, id, tune);
        const boxTop = top + attach.decorationTop.get(k);
        const boxHeight = attach.decorationBottom.get(k) - attach.decorationTop.get(k);
        if (glyph == NAME_TEXT) {
          const start = decorations.nameStart.get(k);
          const nameEnd = decorations.nameEnd.get(k);
          const width = textWidth(ctx, FontId.DecorationText, start, nameEnd) * DECO_TEXT_SIZE;
          ctx.display.sourceText(element, FontId.DecorationText, TextAnchor.Middle, start, nameEnd, x, y, DECO_TEXT_SIZE);
          ctx.elements.setBox(element, x - width * 0.5, boxTop, width, boxHeight);
          continue;
        }
        if (glyph == DECO_TEXT) {
          writeDecoText(ctx, k, element, x, y, boxTop, boxHeight);
          continue;
        }
        if (glyph != DYNAMIC) {
          const scale = decorationScale(ctx, id, glyph);
          if (glyph == WiggleArpeggiatoUp) {
            writeArpeggio(ctx, k, element, x, y, scale, GLYPH_SIZE * scale);
            continue;
          }
          ctx.display.glyph(element, glyph, x, y, GLYPH_SIZE * scale);
          ctx.elements.setBox(element, x + glyphLeft(glyph) * scale, boxTop, (glyphRight(glyph) - glyphLeft(glyph)) * scale, boxHeight);
          continue;
        }
        const left = x;
        for (let c = decorations.nameStart.get(k), nameEnd = decorations.nameEnd.get(k); c < nameEnd; c++) {
          const letter = dynamicLetterGlyph(ctx.source.at(c));
          if (letter == 0) continue;
          ctx.display.glyph(element, letter, x, y, GLYPH_SIZE);
          x += glyphAdvance(letter);
        }
        ctx.elements.setBox(element, left, boxTop, x - left, boxHeight);
      }
    }
  }
  writeSpans(ctx, system, page, tune, top);
}
