/**
 * @fileoverview Copies the core's result tables out of WebAssembly memory after a render
 * (STYLE.md 6: "the WASM boundary is ... one copy").
 *
 * The core leaves a header of i32 words (abi ResultField) giving each table's address and size.
 * Every table is copied with `slice()` at once, before any other call into the core: a later
 * call may grow memory, which detaches the old `ArrayBuffer` and may move the tables. Each copy
 * owns a fresh buffer, so its i32 and f32 views (abi.ts: "words hold either an i32 or an f32")
 * share bytes with each other and with nothing else.
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

/** Every table of one render. */
export interface RenderTables extends ModelTables {
  pageCount: number;
  /** The display list, in words (abi DisplayKind records). */
  display: Table;
  /** The element index (abi ElementField records). */
  elements: Table;
  /** Diagnostics (abi DiagnosticField records). */
  diagnostics: Table;
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
 * Copies the table whose address is header[pointerField] and whose size is header[countField]
 * records of `stride` words.
 */
function copyTable(buffer: ArrayBuffer, header: Int32Array, pointerField: number, countField: number, stride: number): Table {
  const address = header[pointerField] >>> 0;
  const count = header[countField];
  const words = count * stride;
  if (count < 0 || (words > 0 && (address % 4 !== 0 || address + words * 4 > buffer.byteLength))) {
    throw new ResultHeaderError(`table at ${address} of ${count} records is outside memory`);
  }
  const ints = words > 0 ? new Int32Array(buffer, address, words).slice() : new Int32Array(0);
  return { ints, floats: new Float32Array(ints.buffer), count };
}

function copyModelTables(buffer: ArrayBuffer, header: Int32Array): ModelTables {
  return {
    tunes: copyTable(buffer, header, ResultField.TunesPtr, ResultField.TuneCount, TuneField.Stride),
    voices: copyTable(buffer, header, ResultField.VoicesPtr, ResultField.VoiceCount, VoiceField.Stride),
    symbols: copyTable(buffer, header, ResultField.SymbolsPtr, ResultField.SymbolCount, SymbolField.Stride),
    heads: copyTable(buffer, header, ResultField.HeadsPtr, ResultField.HeadCount, HeadField.Stride),
  };
}

/**
 * Copies every table of the render whose header is at `address` in `buffer` (the memory's
 * current buffer, taken after the render returned). Throws ResultHeaderError when the header
 * points outside memory.
 */
export function copyRenderTables(buffer: ArrayBuffer, address: number): RenderTables {
  const header = readHeader(buffer, address);
  return {
    pageCount: Math.max(0, header[ResultField.PageCount]),
    display: copyTable(buffer, header, ResultField.DisplayListPtr, ResultField.DisplayListWords, 1),
    elements: copyTable(buffer, header, ResultField.ElementsPtr, ResultField.ElementCount, ElementField.Stride),
    diagnostics: copyTable(buffer, header, ResultField.DiagnosticsPtr, ResultField.DiagnosticCount, DiagnosticField.Stride),
    ...copyModelTables(buffer, header),
  };
}

/** Copies only the model export tables (what `model()` needs). */
export function copyModelTablesAt(buffer: ArrayBuffer, address: number): ModelTables {
  return copyModelTables(buffer, readHeader(buffer, address));
}
