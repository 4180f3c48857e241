/**
 * @fileoverview The slice of the JavaScript WebAssembly API that the bindings use, typed here
 * because the Node side compiles without the DOM library (tsconfig.json `lib: ["ES2023"]`),
 * which is where TypeScript declares `WebAssembly`. Node 20 and every browser provide the
 * object at run time; this module only names its shape, so the bindings stay
 * environment-agnostic (no DOM types, no `node:` imports).
 */

/** A compiled WebAssembly module (`WebAssembly.Module`): opaque to the bindings. */
export type WasmModule = object;

/** Bytes of a `.wasm` file: what `WebAssembly.compile` accepts. */
export type WasmBytes = ArrayBuffer | ArrayBufferView;

/** `WebAssembly.Memory`: only its buffer is read. */
export interface WasmMemory {
  readonly buffer: ArrayBuffer;
}

/** The import object given to instantiation: module name -> field name -> function. */
export type WasmImports = Record<string, Record<string, (...args: number[]) => number | void>>;

/** `WebAssembly.Instance`: its exports are typed by the caller. */
export interface WasmInstance {
  readonly exports: unknown;
}

/** The constructors and functions of the global `WebAssembly` object that the bindings call. */
interface WebAssemblyApi {
  Module: new (bytes: WasmBytes) => WasmModule;
  Instance: new (module: WasmModule, imports: WasmImports) => WasmInstance;
  RuntimeError: new (message?: string) => Error;
  compile(bytes: WasmBytes): Promise<WasmModule>;
  compileStreaming?(source: Response | Promise<Response>): Promise<WasmModule>;
  instantiate(module: WasmModule, imports: WasmImports): Promise<WasmInstance>;
}

/** The host's `WebAssembly` object (throws a clear error on a host without one). */
export function webAssembly(): WebAssemblyApi {
  const api = (globalThis as unknown as { WebAssembly?: WebAssemblyApi }).WebAssembly;
  if (!api) throw new Error('This JavaScript host has no WebAssembly support');
  return api;
}

/** Whether `value` is a compiled `WebAssembly.Module` (rather than the bytes of one). */
export function isWasmModule(value: unknown): value is WasmModule {
  return value instanceof webAssembly().Module;
}

/** The part of Node's Buffer the bindings call, found on `globalThis` (no `node:` import). */
export interface NodeBufferClass {
  from(buffer: ArrayBuffer, byteOffset?: number, length?: number): NodeBytes;
}

/** A Node Buffer: bytes of an ArrayBuffer that it writes and decodes as strings. */
export interface NodeBytes {
  latin1Slice?(start: number, end: number): string;
  toString(encoding: 'latin1', start: number, end: number): string;
  write(text: string, offset: number, length: number, encoding: 'utf16le'): number;
}

/** The views of one memory buffer that the bindings have made (see `viewsOf`). */
interface BufferViews {
  words?: Int32Array;
  bytes?: NodeBytes;
  bytesClass?: NodeBufferClass;
}

/**
 * Views of the whole of each memory buffer read, each made on first use. The bindings read the
 * core's memory at several places a render (the result header, the tune records, each batch of
 * pages; the text is written into it): a typed array made for each costs about 200
 * instructions and a buffer for the collector to track (Node 20), a tenth of what the bindings
 * spend on a render of a small tune, and a core's memory only changes buffers when it grows.
 * Keyed weakly by the buffer itself, so each Engine's memory has views of its own (two engines
 * used in turn do not displace each other's) and a dropped engine's memory is not kept alive.
 */
const buffersViews = new WeakMap<ArrayBuffer, BufferViews>();

function viewsOf(buffer: ArrayBuffer): BufferViews {
  let views = buffersViews.get(buffer);
  if (!views) buffersViews.set(buffer, (views = {}));
  return views;
}

/** The i32 words of `buffer` (WebAssembly memory is little-endian), word i at byte 4 * i. */
export function memoryWords(buffer: ArrayBuffer): Int32Array {
  const views = viewsOf(buffer);
  return (views.words ??= new Int32Array(buffer, 0, buffer.byteLength >>> 2));
}

/** The bytes of `buffer` as a Buffer of `nodeBuffer` (Node's Buffer), byte i at offset i. */
export function memoryNodeBytes(nodeBuffer: NodeBufferClass, buffer: ArrayBuffer): NodeBytes {
  const views = viewsOf(buffer);
  if (views.bytesClass !== nodeBuffer) {
    views.bytesClass = nodeBuffer;
    views.bytes = nodeBuffer.from(buffer);
  }
  return views.bytes!;
}
