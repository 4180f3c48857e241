/**
 * @fileoverview The core's exports: the whole surface the host sees (STYLE.md 6).
 *
 * The host creates one Context (and pins it: `__pin`), writes the text's UTF-16 code units at
 * `sourceBuffer(ctx, length)`, sets options, calls `render(ctx)` once, and reads every result
 * table through the header at `resultHeader(ctx)` (abi ResultField), copying them out at once
 * because a later call may grow memory and move them. A host that renders with
 * OptionKey.ModelExport 0 calls `exportModel(ctx)` for the model tables, before the next render.
 */

import { OptionKey, ResultField, SymbolField, HeadField, VoiceField, TuneField, DiagnosticField, ElementField } from "./abi";
import { Context } from "./context";
import { parseText } from "./parse/parseText";
import { sortByTime } from "./model/sortByTime";
import { layoutText } from "./layout/layoutText";

/** Creates a render context. The host must pin it (`__pin`) for as long as it uses it. */
export function createContext(): Context {
  return new Context();
}

/** Returns the address where the host writes `length` UTF-16 code units of the text. */
export function sourceBuffer(ctx: Context, length: i32): usize {
  return ctx.source.prepare(length < 0 ? 0 : length);
}

/** Sets option `key` (abi OptionKey) for the following renders. */
export function setOption(ctx: Context, key: i32, value: f64): void {
  if (key >= 0 && key < ctx.options.length) ctx.options[key] = value;
}

/**
 * Renders the text last written at `sourceBuffer`: parse, model, layout, display list.
 * Never fails on bad input: problems become diagnostics (engine-spec 8).
 */
export function render(ctx: Context): void {
  ctx.reset();
  ctx.source.indexLines();
  parseText(ctx);
  sortByTime(ctx);
  layoutText(ctx);
  ctx.layout.countTuneSystems();
  ctx.modelExport.buildTunes(ctx.tunes, ctx.layout.tuneFirstPage, ctx.layout.tuneSystems);
  if (ctx.option(OptionKey.ModelExport) != 0) buildModelMusic(ctx);
  writeResultHeader(ctx);
}

/**
 * Completes the model export of the last render (voices, symbols, heads: abi OptionKey.ModelExport)
 * when the render left it out, and returns the address of the result header, now naming it.
 * Valid until the next render; calling it again changes nothing.
 */
export function exportModel(ctx: Context): usize {
  buildModelMusic(ctx);
  writeResultHeader(ctx);
  return changetype<usize>(ctx.result);
}

function buildModelMusic(ctx: Context): void {
  ctx.modelExport.buildMusic(ctx.voices, ctx.symbols, ctx.heads, ctx.macroNotes, ctx.textFields);
}

/** Address of the result header (abi ResultField), valid until the next render. */
export function resultHeader(ctx: Context): usize {
  return changetype<usize>(ctx.result);
}

/**
 * Fills the result header. Its fields are abi ResultField indices below ResultField.Words, the
 * header's length: stored unchecked (checked, each store was a call).
 */
function writeResultHeader(ctx: Context): void {
  const result = ctx.result;
  const model = ctx.modelExport;
  unchecked((result[ResultField.PageCount] = ctx.pageCount));
  unchecked((result[ResultField.DisplayListPtr] = <i32>ctx.display.words.pointer()));
  unchecked((result[ResultField.DisplayListWords] = ctx.display.words.length));
  unchecked((result[ResultField.ElementsPtr] = <i32>ctx.elements.records.pointer()));
  unchecked((result[ResultField.ElementCount] = ctx.elements.records.length / ElementField.Stride));
  unchecked((result[ResultField.DiagnosticsPtr] = <i32>ctx.diagnostics.records.pointer()));
  unchecked((result[ResultField.DiagnosticCount] = ctx.diagnostics.records.length / DiagnosticField.Stride));
  unchecked((result[ResultField.TunesPtr] = <i32>model.tunes.pointer()));
  unchecked((result[ResultField.TuneCount] = model.tunes.length / TuneField.Stride));
  unchecked((result[ResultField.VoicesPtr] = <i32>model.voices.pointer()));
  unchecked((result[ResultField.VoiceCount] = model.voices.length / VoiceField.Stride));
  unchecked((result[ResultField.SymbolsPtr] = <i32>model.symbols.pointer()));
  unchecked((result[ResultField.SymbolCount] = model.symbols.length / SymbolField.Stride));
  unchecked((result[ResultField.HeadsPtr] = <i32>model.heads.pointer()));
  unchecked((result[ResultField.HeadCount] = model.heads.length / HeadField.Stride));
}

/**
 * Writes the SVG pages of the last render's display list from page `firstPage` on
 * (emit/svg/svgWriter.ts), until the batch holds `maxBytes` bytes or more (at least one page),
 * and returns the address of the batch's header (abi SvgField), valid until the next call: the
 * pages' ASCII bytes one after another and where each ends, which the host decodes into the page
 * strings before asking for the next batch. Batches keep the output buffer small for a long book.
 */
export function writeSvgPages(ctx: Context, firstPage: i32, maxBytes: i32): usize {
  ctx.svg.write(ctx, firstPage, maxBytes);
  return changetype<usize>(ctx.svg.header);
}

/**
 * Makes the display list `words` words long and sets the page count, for a host that writes a
 * display list of its own at the returned address and then calls `writeSvgPages`: how the SVG
 * writer is tested on synthetic records (engine-bindings/src/svg.test.ts). A render replaces it.
 */
export function displayListBuffer(ctx: Context, words: i32, pageCount: i32): usize {
  ctx.display.words.resize(words < 0 ? 0 : words);
  // The writer finds the pages and their glyphs by walking the records.
  ctx.display.pagesKnown = false;
  ctx.pageCount = pageCount < 0 ? 0 : pageCount;
  return ctx.display.words.pointer();
}

/** Makes the element index `count` records long (abi ElementField) and returns where the host writes them; see displayListBuffer. */
export function elementIndexBuffer(ctx: Context, count: i32): usize {
  ctx.elements.records.resize((count < 0 ? 0 : count) * ElementField.Stride);
  return ctx.elements.records.pointer();
}
