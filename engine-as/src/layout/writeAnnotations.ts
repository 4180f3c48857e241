/**
 * @fileoverview Writes a system record's chord symbols and annotations (placeAnnotations.ts
 * placed them): each one a SourceText run (FontId.ChordSymbol for a chord symbol, whose b and #
 * print as flat and sharp signs; FontId.Annotation for the others) and an ElementKind.ChordSymbol
 * element carrying its text's source range and its symbol; then the system's tempo marks and
 * part labels (staffTexts.ts).
 */

import { ElementKind, FontId, TextAnchor } from "../abi";
import { Context } from "../context";
import { writeStaffTexts } from "./staffTexts";
import { ANNOTATION_ASCENT, ANNOTATION_SIZE, annotationBaseline, annotationFont } from "./placeAnnotations";
import { fontWord } from "./textFonts";
import { FontSetting } from "../model/format";

/**
 * Writes the chord symbols and annotations of system record `system`, on page `page` of tune
 * `tune`, its staff's top line at page y `top` (sp).
 */
export function writeAnnotations(ctx: Context, system: i32, page: i32, tune: i32, top: f32): void {
  const layout = ctx.layout;
  const attach = layout.attachments;
  const annotations = ctx.annotations;
  // A tune without chord symbols or annotations (most of the corpus) has no symbols to walk.
  if (annotations.count > 0) {
    for (let i = layout.systemStart.get(system), end = layout.systemEnd.get(system); i < end; i++) {
      const id = layout.sequence.get(i);
      for (let k = attach.firstAnnotation.get(id), n = annotations.count; k >= 0 && k < n && annotations.symbol.get(k) == id; k++) {
        const start = annotations.start.get(k);
        const textEnd = annotations.end.get(k);
        if (textEnd <= start) continue;
        const anchor = attach.annotationAnchor.get(k);
        const x = layout.x.get(id) + attach.annotationX.get(k);
        const y = top + annotationBaseline(ctx, k, system);
        const width = attach.annotationWidth.get(k);
        const element = ctx.elements.add(ElementKind.ChordSymbol, start, textEnd, page, id, tune);
        const role = annotationFont(ctx, k);
        // The face %%gchordfont or %%annotationfont sets (textFonts.ts).
        const font = fontWord(ctx, tune, role == FontId.ChordSymbol ? FontSetting.Gchord : FontSetting.Annotation, role);
        const fifths = annotations.transposeFifths.get(k);
        // A chord symbol of a transposed voice names transposed chords (abc2svg 1.22.1): the host
        // moves its note names; other annotations are printed as written.
        if (role == FontId.ChordSymbol && fifths != 0) ctx.display.transposedText(element, font, anchor, start, textEnd, x, y, ANNOTATION_SIZE, fifths);
        else ctx.display.sourceText(element, font, anchor, start, textEnd, x, y, ANNOTATION_SIZE);
        const left = anchor == TextAnchor.End ? x - width : anchor == TextAnchor.Middle ? x - width * 0.5 : x;
        ctx.elements.setBox(element, left, y - ANNOTATION_SIZE * ANNOTATION_ASCENT, width, ANNOTATION_SIZE);
      }
    }
  }
  writeStaffTexts(ctx, system, page, tune, top);
}
