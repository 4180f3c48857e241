/**
 * @fileoverview Test helper: the bytes of a tiny WebAssembly module with the core's imports and
 * exports (engine-as/src/index.ts, host.ts) whose `render` misbehaves on purpose, so the
 * engine's trap recovery and the measureText import can be tested deterministically.
 *
 * What `render` does depends on the length n of the text written at `sourceBuffer`:
 * - n = 1: executes `unreachable` (a RuntimeError, as a core bug would);
 * - n = 2: calls `env.abort` (as a failed assertion of the core would);
 * - otherwise: calls `host.measureText(3, 0, n)` (font 3 is FontId.Lyric) and returns normally.
 * `resultHeader`, `exportModel` and `writeSvgPages` point at zeroed memory: every table is empty,
 * and no page is written.
 *
 * Encoded by hand from the WebAssembly binary format (core spec, chapter 5).
 */

const I32 = 0x7f;
const F32 = 0x7d;
const F64 = 0x7c;

function unsigned(value: number): number[] {
  const bytes: number[] = [];
  do {
    let byte = value & 0x7f;
    value >>>= 7;
    if (value !== 0) byte |= 0x80;
    bytes.push(byte);
  } while (value !== 0);
  return bytes;
}

/** Signed LEB128 for small non-negative constants (below 64, one byte). */
function smallSigned(value: number): number[] {
  if (value < 0 || value >= 64) throw new Error('smallSigned: out of range');
  return [value];
}

function vector(items: number[][]): number[] {
  return [...unsigned(items.length), ...items.flat()];
}

function name(text: string): number[] {
  const bytes = [...new TextEncoder().encode(text)];
  return [...unsigned(bytes.length), ...bytes];
}

function section(id: number, content: number[]): number[] {
  return [id, ...unsigned(content.length), ...content];
}

function functionType(params: number[], results: number[]): number[] {
  return [0x60, ...vector(params.map((type) => [type])), ...vector(results.map((type) => [type]))];
}

function body(instructions: number[]): number[] {
  const content = [0x00 /* no locals */, ...instructions, 0x0b /* end */];
  return [...unsigned(content.length), ...content];
}

const op = {
  unreachable: 0x00,
  if: 0x04,
  void: 0x40,
  end: 0x0b,
  call: 0x10,
  drop: 0x1a,
  localGet: 0x20,
  globalGet: 0x23,
  globalSet: 0x24,
  i32Const: 0x41,
  i32Eq: 0x46,
};

/** The fake core's bytes (see the file overview for what `render` does). */
export function fakeCoreBytes(): Uint8Array {
  const types = section(
    1,
    vector([
      functionType([I32, I32, I32, I32], []), // 0: env.abort
      functionType([I32, I32, I32], [F32]), // 1: host.measureText
      functionType([], [I32]), // 2: createContext
      functionType([I32], [I32]), // 3: __pin, resultHeader
      functionType([I32, I32], [I32]), // 4: sourceBuffer
      functionType([I32, I32, F64], []), // 5: setOption
      functionType([I32], []), // 6: render
      functionType([I32, I32, I32], [I32]), // 7: writeSvgPages
    ]),
  );
  const imports = section(
    2,
    vector([
      [...name('env'), ...name('abort'), 0x00, 0],
      [...name('host'), ...name('measureText'), 0x00, 1],
    ]),
  );
  // Functions 2..8: createContext, __pin, sourceBuffer, setOption, render, resultHeader, writeSvgPages.
  const functions = section(3, vector([[2], [3], [4], [5], [6], [3], [7]]));
  const memory = section(5, vector([[0x00, 1]])); // one page, no maximum
  const globals = section(6, vector([[I32, 0x01, op.i32Const, 0, op.end]])); // mutable text length
  const exports = section(
    7,
    vector([
      [...name('memory'), 0x02, 0],
      [...name('createContext'), 0x00, 2],
      [...name('__pin'), 0x00, 3],
      [...name('sourceBuffer'), 0x00, 4],
      [...name('setOption'), 0x00, 5],
      [...name('render'), 0x00, 6],
      [...name('resultHeader'), 0x00, 7],
      [...name('exportModel'), 0x00, 7], // the same function: the header, every table empty
      [...name('writeSvgPages'), 0x00, 8],
    ]),
  );
  const code = section(
    10,
    vector([
      body([op.i32Const, ...smallSigned(32)]), // createContext: a context "at" 32
      body([op.localGet, 0]), // __pin: returns its argument
      body([op.localGet, 1, op.globalSet, 0, op.i32Const, 0x80, 0x08]), // sourceBuffer: text at 1024
      body([]), // setOption: ignored
      body([
        op.globalGet, 0, op.i32Const, 1, op.i32Eq, op.if, op.void, op.unreachable, op.end,
        op.globalGet, 0, op.i32Const, 2, op.i32Eq, op.if, op.void,
        op.i32Const, 0, op.i32Const, 0, op.i32Const, 7, op.i32Const, 9, op.call, 0,
        op.end,
        op.i32Const, 3, op.i32Const, 0, op.globalGet, 0, op.call, 1, op.drop,
      ]),
      body([op.i32Const, 0x80, 0x01]), // resultHeader: zeroed words at 128
      body([op.i32Const, 0x80, 0x01]), // writeSvgPages: the same zeroed words (no page)
    ]),
  );
  return new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, ...types, ...imports, ...functions, ...memory, ...globals, ...exports, ...code]);
}
