/**
 * @fileoverview The engine: owns one instance of the WebAssembly core and turns ABC text into a
 * RenderResult (DESIGN.md 3.2). Environment-agnostic: no file system, no DOM; index.ts (Node)
 * and browser.ts (Web Worker) load the wasm and create an Engine.
 *
 * One render is one call into the core (STYLE.md 6): write the text's UTF-16 code units, set
 * the options, `render(ctx)`, then read what the result reads at once (results.ts); the
 * element index and the model tables, which the result reads only when its caller asks for its
 * elements or playback events, are copied on that first access (see `#laterTables`). The core
 * never throws on bad ABC; if it traps all the same (an `abort` or a RuntimeError: a bug in the
 * core), the instance is replaced and the render returns an empty result with one fatal
 * "Internal error" diagnostic, so callers never see an exception.
 *
 * Usage examples: engine.test.ts.
 */

import { OptionKey } from '../../engine-as/src/abi.js';
import { internalErrorDiagnostic, readDiagnostics } from './diagnostics.js';
import { readElements } from './elements.js';
import { textFontName } from './fonts.js';
import { buildModelDump } from './model.js';
import { findPages, type PageFrame } from './pages.js';
import { buildPlayback } from './playback.js';
import { laterRenderResult } from './renderResult.js';
import { copyKeptTables, copyModelTablesAt, viewRenderTables, type KeptTables, type Table } from './results.js';
import { readSvgPages } from './svgPages.js';
import { printedText } from './text.js';
import { readTunes } from './tunes.js';
import type { ModelDump, RenderOptions, RenderResult } from './types.js';
import {
  isWasmModule,
  memoryNodeBytes,
  webAssembly,
  type NodeBufferClass,
  type WasmBytes,
  type WasmImports,
  type WasmMemory,
  type WasmModule,
} from './wasm.js';

/** The core's exports (engine-as/src/index.ts), as the host calls them. Addresses are i32. */
interface CoreExports {
  memory: WasmMemory;
  __pin(address: number): number;
  createContext(): number;
  sourceBuffer(context: number, length: number): number;
  setOption(context: number, key: number, value: number): void;
  render(context: number): void;
  resultHeader(context: number): number;
  exportModel(context: number): number;
  writeSvgPages(context: number, firstPage: number, maxBytes: number): number;
}

/** A live instance of the core with its pinned render context. */
interface Core {
  exports: CoreExports;
  context: number;
  /** The core's memory buffer as last read (Engine #buffer). */
  buffer: ArrayBuffer;
}

/** Option defaults in CSS px (engine-as/src/context.ts defaultOption; types.ts RenderOptions). */
const DEFAULTS = {
  pageWidth: 793.7,
  pageHeight: 1122.5,
  leftMargin: 52.9,
  rightMargin: 52.9,
  topMargin: 38,
  bottomMargin: 38,
  scale: 1,
} as const;

/** Staff space in CSS px at scale 1 (RenderOptions.scale: "one staff space is 6 * scale px"). */
const STAFF_SPACE_PX_PER_SCALE = 6;

/** Entries kept per font in the text-width cache before it is emptied. */
const MEASURE_CACHE_LIMIT = 5000;

/** What a render result reads on first access of its elements or events (Engine #laterTables). */
interface LaterTables {
  kept: KeptTables;
  /** The page frames of the render's display list (pages.ts), for the element boxes. */
  frames: (PageFrame | null)[];
}

function emptyTable(): Table {
  return { ints: new Int32Array(0), floats: new Float32Array(0), count: 0 };
}

/** Tables of no element and no tune: what a result reads when its tables cannot be had (see #copyLater). */
function emptyLaterTables(): LaterTables {
  return { kept: { tunes: emptyTable(), voices: emptyTable(), symbols: emptyTable(), heads: emptyTable(), elements: emptyTable() }, frames: [] };
}

/** Raised by the core's `abort` import; caught by the engine, never seen by callers. */
class CoreAbort extends Error {
  override name = 'CoreAbort';
}

/** A non-negative finite size, or the default. */
function sizeOption(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** The options resolved to the values the core receives, indexed by abi OptionKey. */
function resolveOptions(options: RenderOptions): number[] {
  const values: number[] = new Array(OptionKey.Count);
  values[OptionKey.PageWidth] = sizeOption(options.pageWidth, DEFAULTS.pageWidth);
  values[OptionKey.PageHeight] = sizeOption(options.pageHeight, DEFAULTS.pageHeight);
  values[OptionKey.LeftMargin] = sizeOption(options.leftMargin, DEFAULTS.leftMargin);
  values[OptionKey.RightMargin] = sizeOption(options.rightMargin, DEFAULTS.rightMargin);
  values[OptionKey.TopMargin] = sizeOption(options.topMargin, DEFAULTS.topMargin);
  values[OptionKey.BottomMargin] = sizeOption(options.bottomMargin, DEFAULTS.bottomMargin);
  values[OptionKey.Scale] = sizeOption(options.scale, DEFAULTS.scale) || DEFAULTS.scale;
  values[OptionKey.HostTextWidths] = typeof options.measureText === 'function' ? 1 : 0;
  // The model tables are exported when read (`exportModel`): most renders never read them.
  values[OptionKey.ModelExport] = 0;
  return values;
}

/** Reads an AssemblyScript string (UTF-16; its byte length is the u32 before it) from memory. */
function readCoreString(memory: WasmMemory, address: number): string {
  const buffer = memory.buffer;
  if (address < 4 || address % 2 !== 0 || address > buffer.byteLength) return '';
  const byteLength = new DataView(buffer).getUint32(address - 4, true);
  const length = Math.min(byteLength >>> 1, (buffer.byteLength - address) >>> 1, 500);
  return String.fromCharCode(...new Uint16Array(buffer, address, length));
}

const nodeBuffer = (globalThis as { Buffer?: NodeBufferClass }).Buffer;

/**
 * Writes the UTF-16 code units of `source` (lone surrogates included) at byte `address` of
 * `buffer` (the core's memory, little-endian as all WebAssembly memory). Node's Buffer writes them
 * at once (6 µs for the 117,000 units of a 300-tune book, against 300-600 µs a unit at a time);
 * other hosts copy a unit at a time.
 */
function writeCodeUnits(buffer: ArrayBuffer, address: number, source: string): void {
  if (nodeBuffer) {
    memoryNodeBytes(nodeBuffer, buffer).write(source, address, source.length * 2, 'utf16le');
    return;
  }
  const units = new Uint16Array(buffer, address, source.length);
  for (let i = 0; i < source.length; i++) units[i] = source.charCodeAt(i);
}

function errorDetail(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The engraving engine. Create one with `Engine.create(wasm)`; `render` and `model` are
 * synchronous and never throw. An Engine is not re-entrant: call it from one thread (the browser
 * runs it in a Web Worker), and not from inside a `measureText` it was given; reading a result's
 * `elements` or `events` the first time is such a call (it gives empty lists from there).
 */
export class Engine {
  readonly #module: WasmModule;
  readonly #imports: WasmImports;
  #core: Core;
  /** The text and measurer of the render in progress, for the measureText import. */
  #source = '';
  #measureText: RenderOptions['measureText'] = undefined;
  /** Widths from the host measurer, per abi FontId, valid for the measurer they came from. */
  #widthCache: Map<string, number>[] = [];
  #widthCacheOwner: RenderOptions['measureText'] = undefined;
  /** Counts the core's runs (and restarts): a result's tables are in the core while it is its run's. */
  #generation = 0;
  /** Whether the core is rendering (a measureText callback runs inside it). */
  #busy = false;

  private constructor(module: WasmModule, imports: WasmImports, core: Core) {
    this.#module = module;
    this.#imports = imports;
    this.#core = core;
  }

  /**
   * Compiles `wasm` (unless it is a compiled module already) and instantiates the core. Rejects
   * when the bytes are not a valid module or it does not export the core's functions.
   */
  static async create(wasm: WasmBytes | WasmModule): Promise<Engine> {
    const api = webAssembly();
    const module = isWasmModule(wasm) ? wasm : await api.compile(wasm as WasmBytes);
    // The imports call into the engine, which exists only after instantiation: bind it late.
    const binding: { engine?: Engine } = {};
    const imports = Engine.#importsFor(binding);
    const instance = await api.instantiate(module, imports);
    const engine = new Engine(module, imports, Engine.#startCore(instance.exports as CoreExports));
    binding.engine = engine;
    return engine;
  }

  /**
   * Engraves `abc`: one SVG document per page, the diagnostics, the element index (boxes in CSS
   * px of each page), the tunes and their playback events (playback.ts). Never throws: a failure
   * inside the engine gives an empty result whose only diagnostic is a fatal "Internal error: ...".
   */
  render(abc: string, options: RenderOptions = {}): RenderResult {
    const source = String(abc);
    const values = resolveOptions(options ?? {});
    try {
      const measureText = options?.measureText;
      const header = this.#run(source, values, measureText);
      // The buffer is taken after the render: it may have grown memory and detached the old one.
      // Its views are read before the pages are written, which may grow it again.
      const tables = viewRenderTables(this.#buffer(), header);
      const diagnostics = readDiagnostics(tables.diagnostics, source);
      const tunes = readTunes(tables.tunes, source);
      const later = this.#laterTables(source, values, measureText);
      const staffSpacePx = values[OptionKey.Scale]! * STAFF_SPACE_PX_PER_SCALE;
      return laterRenderResult(
        this.#writePages(),
        diagnostics,
        tunes,
        () => readElements(later().kept.elements, later().frames, staffSpacePx),
        () => buildPlayback(later().kept, source),
      );
    } catch (error) {
      this.#restartCore();
      return { pages: [], diagnostics: [internalErrorDiagnostic(errorDetail(error))], elements: [], tunes: [] };
    }
  }

  /**
   * Size in bytes of the core's WebAssembly memory now. It grows while inputs larger than any
   * before arrive and never shrinks; tests use it to check that rendering stops allocating.
   */
  get memoryBytes(): number {
    return this.#buffer().byteLength;
  }

  /**
   * The music model of `abc` as MODEL.md dumps it (layout options do not change it). Never
   * throws: a failure inside the engine gives `{ tunes: [] }`.
   */
  model(abc: string): ModelDump {
    const source = String(abc);
    try {
      this.#run(source, resolveOptions({}), undefined);
      const { exports, context } = this.#core;
      const header = exports.exportModel(context) >>> 0;
      // The buffer is taken after exportModel, which may have grown memory.
      return buildModelDump(copyModelTablesAt(this.#buffer(), header), source);
    } catch {
      this.#restartCore();
      return { tunes: [] };
    }
  }

  /** Runs the core on `source`; returns the address of the result header. */
  #run(source: string, optionValues: number[], measureText: RenderOptions['measureText']): number {
    const { exports, context } = this.#core;
    const length = source.length;
    const address = exports.sourceBuffer(context, length) >>> 0;
    // The buffer is taken after sourceBuffer, which may have grown (and so detached) memory.
    writeCodeUnits(this.#buffer(), address, source);
    // Every option is set on every render: the context keeps them between renders.
    for (let key = 0; key < OptionKey.Count; key++) exports.setOption(context, key, optionValues[key]!);
    this.#source = source;
    this.#measureText = measureText;
    this.#generation++;
    this.#busy = true;
    try {
      exports.render(context);
    } finally {
      this.#measureText = undefined;
      this.#busy = false;
    }
    return exports.resultHeader(context) >>> 0;
  }

  /**
   * What the result of the render just run reads on first access of its elements or events, as
   * a function that copies it then (once: later calls give the same copy, which holds both, so
   * reading one and then the other copies once). While the core still holds that render (no
   * render, `model` or restart since), the tables are copied from its memory (the model export
   * completed by `exportModel`); else the text is rendered again with the same options and
   * measurer, which gives the same tables (the core is deterministic), and copied from that. A
   * caller that reads elements right after each render (the editor) pays one copy; one that never
   * reads them (printing, the benchmark) pays nothing; one that reads an old result pays a render.
   */
  #laterTables(source: string, optionValues: number[], measureText: RenderOptions['measureText']): () => LaterTables {
    const generation = this.#generation;
    let tables: LaterTables | undefined;
    return () => (tables ??= this.#copyLater(generation, source, optionValues, measureText));
  }

  /**
   * The tables of #laterTables for the render of `generation`. Never throws: inside a render (a
   * measureText callback reading a result: the engine is not re-entrant) or when the core traps,
   * it gives tables of no element and no tune.
   */
  #copyLater(generation: number, source: string, optionValues: number[], measureText: RenderOptions['measureText']): LaterTables {
    if (this.#busy) return emptyLaterTables();
    try {
      if (generation !== this.#generation) this.#run(source, optionValues, measureText);
      const { exports, context } = this.#core;
      const header = exports.exportModel(context) >>> 0;
      // The buffer is taken after exportModel, which may have grown memory.
      const { kept, display, pageCount } = copyKeptTables(this.#buffer(), header);
      return { kept, frames: findPages(display, pageCount) };
    } catch {
      this.#restartCore();
      return emptyLaterTables();
    }
  }

  /**
   * The SVG pages of the last render, written by the core into its memory (one SVG document per
   * page: engine-as/src/emit/svg/svgWriter.ts) and decoded into strings (svgPages.ts).
   */
  #writePages(): string[] {
    const { exports, context } = this.#core;
    return readSvgPages((firstPage, maxBytes) => {
      const header = exports.writeSvgPages(context, firstPage, maxBytes) >>> 0;
      // The buffer is taken after the call: writing may have grown memory and detached the old one.
      return { buffer: this.#buffer(), header };
    });
  }

  /**
   * The core's memory buffer now. A call into the core may grow its memory, which detaches the
   * buffer read before (its byteLength is then 0: WebAssembly JS API, "refresh the memory
   * buffer"), so the buffer read last is kept while it is not detached: `memory.buffer` is a call
   * into the host's API, which cost about 200 instructions on Node 20, three times a render.
   */
  #buffer(): ArrayBuffer {
    const core = this.#core;
    if (core.buffer.byteLength === 0) core.buffer = core.exports.memory.buffer;
    return core.buffer;
  }

  /** Replaces a core that trapped (its memory and runtime may be inconsistent) with a new one. */
  #restartCore(): void {
    this.#generation++; // the new core holds no render
    try {
      const instance = new (webAssembly().Instance)(this.#module, this.#imports);
      this.#core = Engine.#startCore(instance.exports as CoreExports);
    } catch {
      // The module instantiated before, so this does not fail in practice; if it does, the
      // next call fails again and reports it as an internal error.
    }
  }

  /**
   * The host side of the core's `measureText(font, start, end)` import: the width in ems of
   * the text the run prints (lyric escapes mapped), from the caller's measurer through a cache,
   * or -1 ("use the built-in tables") when there is no measurer or it fails.
   */
  #measure(font: number, start: number, end: number): number {
    const measureText = this.#measureText;
    if (!measureText) return -1;
    if (this.#widthCacheOwner !== measureText) {
      this.#widthCache = [];
      this.#widthCacheOwner = measureText;
    }
    const text = printedText(this.#source, font, start, end);
    const cache = (this.#widthCache[font] ??= new Map());
    const cached = cache.get(text);
    if (cached !== undefined) return cached;
    let width: number;
    try {
      width = measureText(textFontName(font), text);
    } catch {
      width = -1; // a failing measurer must not unwind through the core
    }
    if (typeof width !== 'number' || !Number.isFinite(width) || width < 0) width = -1;
    if (cache.size >= MEASURE_CACHE_LIMIT) cache.clear();
    cache.set(text, width);
    return width;
  }

  /** The import object: `env.abort` (AssemblyScript's runtime) and `host.measureText` (host.ts). */
  static #importsFor(binding: { engine?: Engine }): WasmImports {
    return {
      env: {
        abort(message: number, fileName: number, line: number, column: number): never {
          const memory = binding.engine ? binding.engine.#core.exports.memory : undefined;
          const text = memory ? readCoreString(memory, message) : '';
          const file = memory ? readCoreString(memory, fileName) : '';
          throw new CoreAbort(`${text || 'abort'} (${file || 'core'}:${line}:${column})`);
        },
      },
      host: {
        measureText(font: number, start: number, end: number): number {
          return binding.engine ? binding.engine.#measure(font, start, end) : -1;
        },
      },
    };
  }

  /** Creates and pins the render context of a fresh instance. */
  static #startCore(exports: CoreExports): Core {
    const context = exports.createContext();
    exports.__pin(context);
    return { exports, context, buffer: exports.memory.buffer };
  }
}
