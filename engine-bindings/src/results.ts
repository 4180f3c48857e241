/**
 * @fileoverview Copies the core's result tables out of WebAssembly memory after a render
 * (STYLE.md 6: "the WASM boundary is ... one copy").
 *
 * The core leaves a header of i32 words (abi ResultField) giving each table's address and size.
 * A table is read or copied before any other call into the core: a later call may grow memory,
 * which detaches the old `ArrayBuffer`, and the next render overwrites the tables. What every
 * result reads while the render runs (the diagnostics and the tune records, made into objects at
 * once) is read through views of the core's memory (viewRenderTables), with no copy: a copy is a
 * buffer per render that the collector must track. The tables a result reads only when its caller
 * asks for its element index or playback events (KeptTables: the element index and the model
 * tables, about 30 KB a corpus tune) are copied then, into one fresh buffer for all of them
 * (copyKeptTables; engine.ts decides when the core still holds them). A table's i32 and f32 views
 * (abi.ts: "words hold either an i32 or an f32") share bytes with each other only.
 */

import {
  DiagnosticField,
  ElementField,
  HeadField,
  ResultField,
  SymbolField,
  TuneField,
  VoiceField,
} from '../../engine-as/src/abi.js';
import { memoryWords } from './wasm.js';

/** One table copied out of the core: the same bytes read as i32 and as f32. */
export interface Table {
  ints: Int32Array;
  floats: Float32Array;
  /** Number of records (for the display list: number of words). */
  count: number;
}

/** The model export tables (abi SymbolField, HeadField, VoiceField, TuneField). */
export interface ModelTables {
  tunes: Table;
  voices: Table;
  symbols: Table;
  heads: Table;
}

/** The tables a render result reads when its element index or playback events are asked for. */
export interface KeptTables extends ModelTables {
  /** The element index (abi ElementField records). */
  elements: Table;
}

/**
 * A table whose words are all i32 (no f32 view): `count` records from word `offset` of `ints`
 * on (0 when not given: a table that `ints` holds alone).
 */
export interface IntTable {
  ints: Int32Array;
  offset?: number;
  count: number;
}

/**
 * The tables every render result reads at once, as views of the core's memory: valid until the
 * next call into the core.
 */
export interface RenderTables {
  /** Diagnostics (abi DiagnosticField records). */
  diagnostics: IntTable;
  /** The tune records (abi TuneField). */
  tunes: IntTable;
}

/** Raised when the header describes a table outside memory: a broken core, never bad ABC. */
export class ResultHeaderError extends Error {
  override name = 'ResultHeaderError';
}

/** Reads the header at `address` (abi ResultField.Words i32 words). */
function readHeader(buffer: ArrayBuffer, address: number): Int32Array {
  if (address <= 0 || address % 4 !== 0 || address + ResultField.Words * 4 > buffer.byteLength) {
    throw new ResultHeaderError(`result header at ${address} is outside memory`);
  }
  return new Int32Array(buffer, address, ResultField.Words);
}

/**
 * The view of a table of no record, shared: it holds nothing to read or change, and a fresh
 * `new Int32Array(0)` costs about 180 ns on Node 20 (it allocates a buffer of its own), a tenth
 * of the bindings' work on a render of no diagnostic (most renders).
 */
const NO_WORDS = new Int32Array(0);

/**
 * A view of the table whose address is header[pointerField] and whose size is header[countField]
 * records of `stride` words, in `buffer` (wasm memory). Throws ResultHeaderError outside memory.
 */
function tableView(buffer: ArrayBuffer, header: Int32Array, pointerField: number, countField: number, stride: number): Int32Array {
  const address = header[pointerField]! >>> 0;
  const count = header[countField]!;
  const words = count * stride;
  if (count < 0 || (words > 0 && (address % 4 !== 0 || address + words * 4 > buffer.byteLength))) {
    throw new ResultHeaderError(`table at ${address} of ${count} records is outside memory`);
  }
  return words > 0 ? new Int32Array(buffer, address, words) : NO_WORDS;
}

/**
 * Copies `views` (each `counts[i]` records) into one fresh buffer (one allocation per render
 * rather than one per table: the collector tracks every buffer), each table a view of its part.
 */
function copyTogether(views: readonly Int32Array[], counts: readonly number[]): Table[] {
  let words = 0;
  for (const view of views) words += view.length;
  const copy = new Int32Array(words);
  const floats = new Float32Array(copy.buffer);
  const tables: Table[] = [];
  let offset = 0;
  views.forEach((view, index) => {
    copy.set(view, offset);
    const end = offset + view.length;
    tables.push({ ints: copy.subarray(offset, end), floats: floats.subarray(offset, end), count: counts[index]! });
    offset = end;
  });
  return tables;
}

/** A table of `count` records over `view` itself (a view of the core's memory): its words, read as i32 and as f32. */
function memoryTable(view: Int32Array, count: number): Table {
  return { ints: view, floats: new Float32Array(view.buffer, view.byteOffset, view.length), count };
}

/** The views of the model tables in `buffer` and their record counts, in ModelTables order. */
function modelViews(buffer: ArrayBuffer, header: Int32Array): { views: Int32Array[]; counts: number[] } {
  return {
    views: [
      tableView(buffer, header, ResultField.TunesPtr, ResultField.TuneCount, TuneField.Stride),
      tableView(buffer, header, ResultField.VoicesPtr, ResultField.VoiceCount, VoiceField.Stride),
      tableView(buffer, header, ResultField.SymbolsPtr, ResultField.SymbolCount, SymbolField.Stride),
      tableView(buffer, header, ResultField.HeadsPtr, ResultField.HeadCount, HeadField.Stride),
    ],
    counts: [header[ResultField.TuneCount]!, header[ResultField.VoiceCount]!, header[ResultField.SymbolCount]!, header[ResultField.HeadCount]!],
  };
}

/**
 * The tables every result of the render whose header is at `address` in `buffer` (the memory's
 * current buffer, taken after the render returned) reads at once, as the words of `buffer`
 * (wasm.ts memoryWords: no view is made per table): valid until the next call into the core.
 * Throws ResultHeaderError when the header or a table is outside memory.
 */
export function viewRenderTables(buffer: ArrayBuffer, address: number): RenderTables {
  if (address <= 0 || address % 4 !== 0 || address + ResultField.Words * 4 > buffer.byteLength) {
    throw new ResultHeaderError(`result header at ${address} is outside memory`);
  }
  const words = memoryWords(buffer);
  const header = address >>> 2;
  return {
    diagnostics: wordsTable(words, header, ResultField.DiagnosticsPtr, ResultField.DiagnosticCount, DiagnosticField.Stride),
    tunes: wordsTable(words, header, ResultField.TunesPtr, ResultField.TuneCount, TuneField.Stride),
  };
}

/**
 * The table whose address is words[header + pointerField] and whose size is
 * words[header + countField] records of `stride` words, as a part of `words` (the memory's).
 * Throws ResultHeaderError outside memory.
 */
function wordsTable(words: Int32Array, header: number, pointerField: number, countField: number, stride: number): IntTable {
  const address = words[header + pointerField]! >>> 0;
  const count = words[header + countField]!;
  const size = count * stride;
  if (count < 0 || (size > 0 && (address % 4 !== 0 || (address >>> 2) + size > words.length))) {
    throw new ResultHeaderError(`table at ${address} of ${count} records is outside memory`);
  }
  return { ints: words, offset: address >>> 2, count };
}

/**
 * Copies the model tables and the element index of the render whose header is at `address` in
 * `buffer` into one fresh buffer, the model export complete (index.ts `exportModel`); and gives
 * the render's display list as a view of `buffer`, not a copy, valid until the next call into
 * the core, with its page count (pages.ts findPages). Throws ResultHeaderError when the header
 * points outside memory.
 */
export function copyKeptTables(buffer: ArrayBuffer, address: number): { kept: KeptTables; display: Table; pageCount: number } {
  const header = readHeader(buffer, address);
  const { views, counts } = modelViews(buffer, header);
  views.push(tableView(buffer, header, ResultField.ElementsPtr, ResultField.ElementCount, ElementField.Stride));
  counts.push(header[ResultField.ElementCount]!);
  const [tunes, voices, symbols, heads, elements] = copyTogether(views, counts) as [Table, Table, Table, Table, Table];
  return {
    kept: { tunes, voices, symbols, heads, elements },
    display: memoryTable(tableView(buffer, header, ResultField.DisplayListPtr, ResultField.DisplayListWords, 1), header[ResultField.DisplayListWords]!),
    pageCount: Math.max(0, header[ResultField.PageCount]!),
  };
}

/** Copies only the model export tables (what `model()` needs), the model export complete. */
export function copyModelTablesAt(buffer: ArrayBuffer, address: number): ModelTables {
  const { views, counts } = modelViews(buffer, readHeader(buffer, address));
  const [tunes, voices, symbols, heads] = copyTogether(views, counts) as [Table, Table, Table, Table];
  return { tunes, voices, symbols, heads };
}
