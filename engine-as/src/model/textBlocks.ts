/**
 * @fileoverview Text blocks (engine-spec 3, the "block" symbol type): `%%begintext [mode]` ...
 * `%%endtext`, `%%text line` and `%%center line`, read by parse/textBlocks.ts. A block is a
 * run of text lines, each a source range (its `%%` prefix, or the `%%text ` / `%%center ` name,
 * already left out), and the mode it is set in. Music vocabulary: where a block is drawn is the
 * layout's (layout/textBlocks.ts), found through the format event that records its place in the
 * music (model/format.ts FormatEventKind.TextBlock, whose value is the block's id).
 *
 * The `%%textfont` directives are kept here in source order too (parse/formatDirectives.ts), with
 * their scope, because a block is set in the text font in force where it stands: a file often
 * changes it from one block to the next, which a tune's one row of settings cannot say.
 */

import { Column, I32Column } from "../util/column";

/** How a block's lines are set (the word after `%%begintext`; abc2svg 1.22.1's names). */
export enum TextBlockMode {
  /** Each source line is a drawn line, left-aligned (the default, and `%%text`). */
  ObeyLines = 0,
  /** Lines filled into paragraphs, parted by blank lines (`fill`; layout/fillText.ts). */
  Fill = 1,
  /** Filled, and every line but a paragraph's last spread over the width (`justify`, `align`). */
  Justify = 2,
  /** Each line centred between the margins (`center`, and `%%center`). */
  Center = 3,
  /** Nothing is drawn (`skip`). */
  Skip = 4,
}

/** The text blocks of the file in source order, and their lines. */
export class TextBlockTable {
  /** Source range of the whole block: from its directive's line to the end of its last line. */
  start: I32Column = new I32Column(8);
  end: I32Column = new I32Column(8);
  /** TextBlockMode. */
  mode: I32Column = new I32Column(8);
  /** Whether the block was read in a tune's header (before K:): drawn above the tune's title. */
  inHeader: I32Column = new I32Column(8);
  /** The block's lines: [firstLine, firstLine + lineCount) of lineStart / lineEnd. */
  firstLine: I32Column = new I32Column(8);
  lineCount: I32Column = new I32Column(8);
  /** Source range of each line's text (empty for a blank line). */
  lineStart: I32Column = new I32Column(32);
  lineEnd: I32Column = new I32Column(32);

  /**
   * The %%textfont directives: source offset, the tune whose own setting it is (-1 for the
   * file's: it holds to the end of the text, a tune's to the end of the tune), size (abc2svg
   * units; 0 keeps the size) and face (abi FontWord face bits; 0 keeps the face).
   */
  fontStart: I32Column = new I32Column(4);
  fontTune: I32Column = new I32Column(4);
  fontSize: Column<f64> = new Column<f64>(4);
  fontFace: I32Column = new I32Column(4);

  @inline get count(): i32 {
    return this.start.length;
  }

  reset(): void {
    this.fontStart.reset();
    this.fontTune.reset();
    this.fontSize.reset();
    this.fontFace.reset();
    this.start.reset();
    this.end.reset();
    this.mode.reset();
    this.inHeader.reset();
    this.firstLine.reset();
    this.lineCount.reset();
    this.lineStart.reset();
    this.lineEnd.reset();
  }

  /** Opens a block whose directive line starts at `start`; returns its id. */
  add(start: i32, mode: i32, inHeader: bool): i32 {
    const id = this.start.push(start);
    this.end.push(start);
    this.mode.push(mode);
    this.inHeader.push(inHeader ? 1 : 0);
    this.firstLine.push(this.lineStart.length);
    this.lineCount.push(0);
    return id;
  }

  /** Adds the line source[start, end) to the last block, which now ends at `lineEnd`. */
  addLine(start: i32, end: i32, lineEnd: i32): void {
    const block = this.count - 1;
    if (block < 0) return;
    this.lineStart.push(start);
    this.lineEnd.push(end);
    this.lineCount.set(block, this.lineCount.get(block) + 1);
    this.end.set(block, lineEnd);
  }

  /** Records a %%textfont at source offset `start` of scope `tune` (-1: the file's). */
  addTextFont(start: i32, tune: i32, size: f64, face: i32): void {
    this.fontStart.push(start);
    this.fontTune.push(tune);
    this.fontSize.push(size);
    this.fontFace.push(face);
  }
}
