/**
 * Helpers of the layout specs: render ABC text through the whole core (parser included) and
 * read the display list, element index and layout tables back. Not a spec itself.
 */

import { DisplayKind, ElementField, ElementKind, OptionKey, SymbolKind } from "../../abi";
import { Context } from "../../context";
import { render } from "../../index";

/** Renders `text` in `ctx`, with an optional page width and height in CSS px. */
export function renderAbc(ctx: Context, text: string, pageWidth: f64 = 793.7, pageHeight: f64 = 1122.5): void {
  const address = ctx.source.prepare(text.length);
  for (let i = 0; i < text.length; i++) store<u16>(address + (<usize>i << 1), <u16>text.charCodeAt(i));
  ctx.options[OptionKey.PageWidth] = pageWidth;
  ctx.options[OptionKey.PageHeight] = pageHeight;
  render(ctx);
}

/** The `n`-th (0-based) symbol of kind `kind` in the drawing order, or -1. */
export function nthDrawn(ctx: Context, kind: i32, n: i32): i32 {
  const sequence = ctx.layout.sequence;
  let seen = 0;
  for (let i = 0; i < sequence.length; i++) {
    const id = sequence.get(i);
    if (ctx.symbols.kind.get(id) != kind) continue;
    if (seen == n) return id;
    seen++;
  }
  return -1;
}

/** Number of drawn symbols of kind `kind`. */
export function countDrawn(ctx: Context, kind: i32): i32 {
  let count = 0;
  for (let i = 0; i < ctx.layout.sequence.length; i++) if (ctx.symbols.kind.get(ctx.layout.sequence.get(i)) == kind) count++;
  return count;
}

/** The n-th note's id (shorthand). */
export function note(ctx: Context, n: i32): i32 {
  return nthDrawn(ctx, SymbolKind.Note, n);
}

/**
 * Number of display records of `kind` (a DisplayKind) whose first typed field is `role`: the
 * line role of a Line, the code point of a Glyph (-1: any); of element `element` (-2: any).
 */
export function countRecords(ctx: Context, kind: i32, role: i32 = -1, element: i32 = -2): i32 {
  return recordsOf(ctx, kind, role, element).length;
}

/**
 * Word indices of the display records of `kind`, in drawing order: only those whose third word
 * is `role` (a Line's LineRole, a Glyph's code point) unless -1, and whose element is `element`
 * unless -2. The record's fields are the words after the index (abi DisplayKind).
 */
export function recordsOf(ctx: Context, kind: i32, role: i32 = -1, element: i32 = -2): i32[] {
  const words = ctx.display.words;
  const found: i32[] = [];
  let i = 0;
  while (i < words.length) {
    const head = words.get(i);
    const size = head >> 8;
    if (size <= 0) break;
    if ((head & 0xff) == kind && (role < 0 || words.get(i + 2) == role) && (element == -2 || (kind != DisplayKind.Page && words.get(i + 1) == element))) {
      found.push(i);
    }
    i += size;
  }
  return found;
}

/** Word `offset` of the display record at word index `record`, as the f32 it holds. */
export function recordFloat(ctx: Context, record: i32, offset: i32): f32 {
  return reinterpret<f32>(ctx.display.words.get(record + offset));
}

/** Word `offset` of the display record at word index `record`, as an i32. */
export function recordInt(ctx: Context, record: i32, offset: i32): i32 {
  return ctx.display.words.get(record + offset);
}

/** Number of Glyph records drawing `codepoint` (SMuFL). */
export function countGlyphs(ctx: Context, codepoint: i32): i32 {
  return countRecords(ctx, DisplayKind.Glyph, codepoint);
}

/** Element id of the note, rest or bar `symbol`, or -1. */
export function elementOf(ctx: Context, symbol: i32): i32 {
  const records = ctx.elements.records;
  for (let element = 0, n = ctx.elements.count; element < n; element++) {
    if (records.get(element * ElementField.Stride + ElementField.Symbol) == symbol) return element;
  }
  return -1;
}

/** A field of an element record, as a float (X, Y, Width, Height) or int. */
export function elementFloat(ctx: Context, element: i32, field: i32): f32 {
  return reinterpret<f32>(ctx.elements.records.get(element * ElementField.Stride + field));
}

export function elementInt(ctx: Context, element: i32, field: i32): i32 {
  return ctx.elements.records.get(element * ElementField.Stride + field);
}

/** Whether the display records that name each note or rest element form one contiguous run. */
export function noteRecordsAreContiguous(ctx: Context): bool {
  const words = ctx.display.words;
  const count = ctx.elements.count;
  const closed = new StaticArray<bool>(count + 1);
  let current = -1;
  let i = 0;
  while (i < words.length) {
    const head = words.get(i);
    const size = head >> 8;
    if (size <= 0) return false;
    if ((head & 0xff) != DisplayKind.Page) {
      const element = words.get(i + 1);
      if (element != current) {
        if (current >= 0 && current < count) closed[current] = true;
        if (element >= 0 && element < count && closed[element]) {
          const kind = elementInt(ctx, element, ElementField.Kind);
          if (kind == ElementKind.Note || kind == ElementKind.Rest) return false;
        }
        current = element;
      }
    }
    i += size;
  }
  return true;
}

/** The `n`-th element (0-based) of ElementKind `kind` in the element index, or -1. */
export function nthElement(ctx: Context, kind: i32, n: i32): i32 {
  for (let element = 0, count = ctx.elements.count; element < count; element++) {
    if (elementInt(ctx, element, ElementField.Kind) == kind && n-- == 0) return element;
  }
  return -1;
}

/** Number of elements of ElementKind `kind`. */
export function countElements(ctx: Context, kind: i32): i32 {
  let count = 0;
  for (let element = 0, n = ctx.elements.count; element < n; element++) {
    if (elementInt(ctx, element, ElementField.Kind) == kind) count++;
  }
  return count;
}

/** The source text `text`[start, end) of element `element`. */
export function elementText(ctx: Context, text: string, element: i32): string {
  return text.substring(elementInt(ctx, element, ElementField.Start), elementInt(ctx, element, ElementField.End));
}
