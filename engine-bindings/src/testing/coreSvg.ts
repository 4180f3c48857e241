/**
 * @fileoverview Test helper: the core's SVG writer (engine-as/src/emit/svg/) on a synthetic
 * display list. Loads build/engine.wasm, writes the records (testing/tables.ts
 * DisplayListBuilder), the element index and the source text into the core's tables through its
 * exports `displayListBuffer`, `elementIndexBuffer` and `sourceBuffer`, and returns the pages
 * `writeSvgPages` writes, as the engine decodes them (svgPages.ts). Not part of the built package.
 */

import { readFileSync } from 'node:fs';
import { webAssembly, type WasmMemory } from '../wasm.js';
import { readSvgPages, type SvgPagesHost } from '../svgPages.js';
import type { Table } from '../results.js';

interface CoreExports {
  memory: WasmMemory;
  __pin(address: number): number;
  createContext(): number;
  sourceBuffer(context: number, length: number): number;
  displayListBuffer(context: number, words: number, pageCount: number): number;
  elementIndexBuffer(context: number, count: number): number;
  writeSvgPages(context: number, firstPage: number, maxBytes: number): number;
}

const WASM = new URL('../../../build/engine.wasm', import.meta.url);

/** One core instance for a test file (the writer resets its tables on every call). */
export class CoreSvgWriter {
  readonly #exports: CoreExports;
  readonly #context: number;

  constructor() {
    const api = webAssembly();
    const imports = {
      env: {
        abort(): never {
          throw new Error('the core aborted');
        },
      },
      host: { measureText: (): number => -1 },
    };
    const instance = new api.Instance(new api.Module(readFileSync(WASM)), imports);
    this.#exports = instance.exports as unknown as CoreExports;
    this.#context = this.#exports.createContext();
    this.#exports.__pin(this.#context);
  }

  /**
   * The pages the core writes for `display` (its words: Table.count), with `elements` as the
   * element index, `source` as the text, and `pageCount` pages reported by layout; in batches of
   * `batchBytes` (svgPages.ts PAGE_RUN_BYTES when not given).
   */
  write(display: Table, elements: Table, source: string, pageCount: number, host?: SvgPagesHost, batchBytes?: number): string[] {
    const exports = this.#exports;
    const context = this.#context;
    // Each call may grow memory: the buffer is taken after it.
    const sourceAt = exports.sourceBuffer(context, source.length) >>> 0;
    const units = new Uint16Array(exports.memory.buffer, sourceAt, source.length);
    for (let i = 0; i < source.length; i++) units[i] = source.charCodeAt(i);
    const displayAt = exports.displayListBuffer(context, display.count, pageCount) >>> 0;
    new Int32Array(exports.memory.buffer, displayAt, display.count).set(display.ints.subarray(0, display.count));
    const elementWords = elements.ints.length;
    const elementsAt = exports.elementIndexBuffer(context, elements.count) >>> 0;
    new Int32Array(exports.memory.buffer, elementsAt, elementWords).set(elements.ints);
    return readSvgPages((firstPage, maxBytes) => {
      const header = exports.writeSvgPages(context, firstPage, batchBytes ?? maxBytes) >>> 0;
      return { buffer: exports.memory.buffer, header };
    }, host);
  }
}
