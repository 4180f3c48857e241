/**
 * @fileoverview Text blocks (engine-spec 3, the "block" symbol type; abc2svg 1.22.1,
 * black-boxed): `%%begintext [mode]` opens a block whose lines are text, not music, up to
 * `%%endtext`; a line of the block may start with `%%`, which is left out (so that a block
 * inside a tune reads as comments to other programs). `%%text line` and `%%center line` are
 * blocks of one line. The mode is the first word after `%%begintext`: obeylines (the default),
 * fill, justify, align (filled and justified), center or skip; abc2svg reads no further word, so
 * `obeylines justify` is obeylines.
 *
 * A block is recorded in ctx.textBlocks with a format event (FormatEventKind.TextBlock) at the
 * parser's position, as %%vskip is: in the file header it stands between tunes, in a tune's body
 * it ends the current system (layout/formatEvents.ts). A blank line inside a block is a blank
 * line of text and does not end the tune. A block still open at the end of the text ends there,
 * with abc2svg's error "No %%endtext after %%begintext".
 */

import { DiagnosticCode, Severity } from "../abi";
import { Context } from "../context";
import { FormatEventKind } from "../model/format";
import { TextBlockMode } from "../model/textBlocks";
import { Source } from "../text/source";
import { matchesWord, skipSpaces, trimEnd, valueEnd, wordEnd } from "../text/scan";
import { ParsePhase } from "./parseState";

/** Whether source[at, wordEnd) is exactly the ASCII `word`, ignoring case. */
function isWord(source: Source, at: i32, end: i32, word: string): bool {
  return wordEnd(source, at, end) - at == word.length && matchesWord(source, at, end, word);
}

/** The TextBlockMode named by source[at, end) (the word after `%%begintext`). */
function readMode(source: Source, at: i32, end: i32): i32 {
  if (isWord(source, at, end, "center")) return TextBlockMode.Center;
  if (isWord(source, at, end, "skip")) return TextBlockMode.Skip;
  if (isWord(source, at, end, "fill")) return TextBlockMode.Fill;
  if (isWord(source, at, end, "justify") || isWord(source, at, end, "align")) return TextBlockMode.Justify;
  return TextBlockMode.ObeyLines;
}

/**
 * Applies the directive line source[start, end) (it begins with `%%`) when it is a text
 * block's: `%%begintext`, `%%text` or `%%center`. Returns false for other directives.
 */
export function applyTextDirective(ctx: Context, start: i32, end: i32): bool {
  const source = ctx.source;
  const name = start + 2;
  if (isWord(source, name, end, "begintext")) {
    const mode = readMode(source, skipSpaces(source, wordEnd(source, name, end), end), end);
    ctx.textBlocks.add(start, mode, ctx.parse.phase == ParsePhase.Header);
    ctx.parse.inTextBlock = true;
    return true;
  }
  const center = isWord(source, name, end, "center");
  if (!center && !isWord(source, name, end, "text")) return false;
  const valueStart = skipSpaces(source, wordEnd(source, name, end), end);
  ctx.textBlocks.add(start, center ? TextBlockMode.Center : TextBlockMode.ObeyLines, ctx.parse.phase == ParsePhase.Header);
  ctx.textBlocks.addLine(valueStart, valueEnd(source, valueStart, end), end);
  recordBlock(ctx, start);
  return true;
}

/**
 * Reads the line source[start, end) inside an open `%%begintext` block: `%%endtext` closes it;
 * any other line is one of its lines, a leading `%%` left out.
 */
export function readTextBlockLine(ctx: Context, start: i32, end: i32): void {
  const source = ctx.source;
  let first = start;
  if (source.at(start) == 37 /* % */ && source.at(start + 1) == 37) {
    if (isWord(source, start + 2, end, "endtext")) {
      closeTextBlock(ctx);
      return;
    }
    first = start + 2;
  }
  ctx.textBlocks.addLine(first, trimEnd(source, first, end), end);
}

/**
 * Closes the open `%%begintext` block at `%%endtext`, or (`atEnd`) at the end of the text, which
 * abc2svg reports as the error "No %%endtext after %%begintext" at the block's directive; the
 * block is drawn all the same.
 */
export function closeTextBlock(ctx: Context, atEnd: bool = false): void {
  if (!ctx.parse.inTextBlock) return;
  ctx.parse.inTextBlock = false;
  const blocks = ctx.textBlocks;
  if (blocks.count <= 0) return;
  const start = blocks.start.get(blocks.count - 1);
  if (atEnd) ctx.diagnostics.report(ctx.source, DiagnosticCode.NoEndText, Severity.Error, start, ctx.source.lineEnd(start));
  recordBlock(ctx, start);
}

/**
 * Records the last block's place in the music: a format event, as parse/pageDirectives.ts does.
 * A skip block too: abc2svg ends the system at it, though it draws nothing.
 */
function recordBlock(ctx: Context, start: i32): void {
  const block = ctx.textBlocks.count - 1;
  const tune = ctx.parse.phase == ParsePhase.BeforeTune ? -1 : ctx.parse.tune;
  ctx.format.addEvent(FormatEventKind.TextBlock, tune, ctx.tunes.count, ctx.symbols.count, <f64>block, start);
}
