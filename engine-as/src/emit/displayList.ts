/**
 * @fileoverview The display list: the flat drawing records that layout writes and the bindings'
 * SVG writer serialises without deciding anything (STYLE.md 4, "draw is rote").
 *
 * Records are variable-length runs of 32-bit words; the first word is kind | (length << 8), and
 * fields are laid out as abi.ts DisplayKind documents. Floats are stored bit for bit
 * (reinterpret), so the host reads one buffer through an Int32Array and a Float32Array.
 * All coordinates are staff spaces from the page's top-left corner.
 */

import { DisplayKind, DisplaySize } from "../abi";
import { I32Column } from "../util/column";

export class DisplayList {
  words: I32Column = new I32Column(16384);

  reset(): void {
    this.words.reset();
  }

  @inline private head(kind: i32, size: i32): void {
    this.words.push(kind | (size << 8));
  }

  @inline private float(value: f32): void {
    this.words.push(reinterpret<i32>(value));
  }

  /** Starts page `index`, `width` x `height` sp, at `staffSpacePx` CSS pixels per sp. */
  page(index: i32, width: f32, height: f32, staffSpacePx: f32): void {
    this.head(DisplayKind.Page, DisplaySize.Page);
    this.words.push(index);
    this.float(width);
    this.float(height);
    this.float(staffSpacePx);
  }

  /** A SMuFL glyph with its origin at (x, y); `size` is the em in sp (4 at normal size). */
  glyph(element: i32, codepoint: i32, x: f32, y: f32, size: f32): void {
    this.head(DisplayKind.Glyph, DisplaySize.Glyph);
    this.words.push(element);
    this.words.push(codepoint);
    this.float(x);
    this.float(y);
    this.float(size);
  }

  /**
   * SMuFL glyph `codepoint` turned a quarter turn counter-clockwise about its origin (x, y), its
   * baseline running upwards; `size` as for `glyph` (abi DisplayKind.TurnedGlyph).
   */
  turnedGlyph(element: i32, codepoint: i32, x: f32, y: f32, size: f32): void {
    this.head(DisplayKind.TurnedGlyph, DisplaySize.TurnedGlyph);
    this.words.push(element);
    this.words.push(codepoint);
    this.float(x);
    this.float(y);
    this.float(size);
  }

  /**
   * Opens a group drawn scaled by `scale` about the page's left edge with its origin at page
   * y `y` (abi DisplayKind.ScaledGroupStart); close it with scaledGroupEnd.
   */
  scaledGroupStart(y: f32, scale: f32): void {
    this.head(DisplayKind.ScaledGroupStart, DisplaySize.ScaledGroupStart);
    this.float(y);
    this.float(scale);
  }

  /** Closes the group scaledGroupStart opened. */
  scaledGroupEnd(): void {
    this.head(DisplayKind.ScaledGroupEnd, DisplaySize.ScaledGroupEnd);
  }

  /** A straight stroke of `thickness` sp from (x1, y1) to (x2, y2); `role` is a LineRole. */
  line(element: i32, role: i32, x1: f32, y1: f32, x2: f32, y2: f32, thickness: f32): void {
    this.head(DisplayKind.Line, DisplaySize.Line);
    this.words.push(element);
    this.words.push(role);
    this.float(x1);
    this.float(y1);
    this.float(x2);
    this.float(y2);
    this.float(thickness);
  }

  /** A beam: the parallelogram over (x1, y1)-(x2, y2) extending `thickness` sp downwards. */
  beam(element: i32, x1: f32, y1: f32, x2: f32, y2: f32, thickness: f32): void {
    this.head(DisplayKind.Beam, DisplaySize.Beam);
    this.words.push(element);
    this.float(x1);
    this.float(y1);
    this.float(x2);
    this.float(y2);
    this.float(thickness);
  }

  /**
   * A slur or tie from (x0, y0) to (x3, y3) with control points (c1x, c1y), (c2x, c2y) on its
   * middle line; the writer fills a crescent `thickness` sp thick at its middle.
   */
  curve(element: i32, role: i32, x0: f32, y0: f32, c1x: f32, c1y: f32, c2x: f32, c2y: f32, x3: f32, y3: f32, thickness: f32): void {
    this.head(DisplayKind.Curve, DisplaySize.Curve);
    this.words.push(element);
    this.words.push(role);
    this.float(x0);
    this.float(y0);
    this.float(c1x);
    this.float(c1y);
    this.float(c2x);
    this.float(c2y);
    this.float(x3);
    this.float(y3);
    this.float(thickness);
  }

  /** Text copied from source[start, end), its baseline at y, aligned at x by `anchor`. */
  sourceText(element: i32, font: i32, anchor: i32, start: i32, end: i32, x: f32, y: f32, size: f32): void {
    this.head(DisplayKind.SourceText, DisplaySize.SourceText);
    this.textRun(element, font, anchor, start, end, x, y, size);
  }

  /** A chord symbol whose note names the host moves by `fifths` (abi DisplayKind.TransposedText). */
  transposedText(element: i32, font: i32, anchor: i32, start: i32, end: i32, x: f32, y: f32, size: f32, fifths: i32): void {
    this.head(DisplayKind.TransposedText, DisplaySize.TransposedText);
    this.textRun(element, font, anchor, start, end, x, y, size);
    this.words.push(fifths);
  }

  /** The words a SourceText and a TransposedText record share, after the head. */
  private textRun(element: i32, font: i32, anchor: i32, start: i32, end: i32, x: f32, y: f32, size: f32): void {
    this.words.push(element);
    this.words.push(font);
    this.words.push(anchor);
    this.words.push(start);
    this.words.push(end);
    this.float(x);
    this.float(y);
    this.float(size);
  }

  /** A decimal number printed as text (bar numbers). */
  numberText(element: i32, font: i32, anchor: i32, value: i32, x: f32, y: f32, size: f32): void {
    this.head(DisplayKind.NumberText, DisplaySize.NumberText);
    this.words.push(element);
    this.words.push(font);
    this.words.push(anchor);
    this.words.push(value);
    this.float(x);
    this.float(y);
    this.float(size);
  }
}
