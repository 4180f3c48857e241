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
