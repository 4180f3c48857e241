/**
 * @fileoverview The page strings of a render: the core writes every page's SVG as ASCII bytes into
 * its memory (engine-as/src/emit/svg/svgWriter.ts, abi SvgField), and this module makes them
 * strings in one decode per run of pages.
 *
 * The bytes are ASCII (the core writes text beyond it as character references), so Latin-1 and
 * UTF-8 read them alike and every page is a one-byte string. Node's `Buffer#latin1Slice` makes
 * one from bytes at about memcpy speed (Node 20's `TextDecoder` took 8 times as long on ASCII:
 * 57 against 7 µs for 55 kB); other hosts use `TextDecoder` (browsers decode ASCII quickly).
 *
 * Pages as slices: a render's pages live together until the render returns, and a 300-tune book
 * writes 12 MB of them. Made one string each (100 KB), they sat in V8's young generation, whose
 * collector copied every live one at each collection (measured: 121 strings of 98 KB made and
 * held cost 15.5 ms of CPU, against 3.2 ms for one string of 12 MB cut into 121 slices, which V8
 * makes as small views of the one). So the pages of up to PAGE_RUN_BYTES are decoded as one
 * string and each page is a slice of it; a slice keeps the whole string alive, which is how the
 * pages of one render are held anyway.
 */

import { SvgField } from '../../engine-as/src/abi.js';

/** The part of Node's Buffer this module calls, found on `globalThis` (no `node:` import). */
interface NodeBufferClass {
  from(buffer: ArrayBuffer, byteOffset: number, length: number): NodeBufferView;
}

interface NodeBufferView {
  latin1Slice?(start: number, end: number): string;
  toString(encoding: 'latin1', start: number, end: number): string;
}

/** Where this module looks for Node's Buffer (tests pass `{}` to take the path of other hosts). */
export interface SvgPagesHost {
  Buffer?: NodeBufferClass;
}

/** Bytes of pages decoded as one string at most (a book's pages are slices of such strings). */
const PAGE_RUN_BYTES = 1 << 22;

const decoder = new TextDecoder();

/**
 * The page strings whose header (abi SvgField) is at `header` in the core's memory `buffer`.
 * Pages are returned in order; an empty page is ''.
 */
export function readSvgPages(buffer: ArrayBuffer, header: number, host: SvgPagesHost = globalThis as SvgPagesHost): string[] {
  const fields = new Int32Array(buffer, header, SvgField.Words);
  const start = fields[SvgField.BytesPtr]! >>> 0;
  const byteCount = fields[SvgField.ByteCount]!;
  const pageCount = fields[SvgField.PageCount]!;
  const ends = new Int32Array(buffer, fields[SvgField.PageEndsPtr]! >>> 0, pageCount);
  const decode = decoderFor(buffer, start, byteCount, host);
  const pages: string[] = new Array(pageCount);
  let page = 0;
  let pageStart = 0;
  while (page < pageCount) {
    // The run of pages from `page` that fits PAGE_RUN_BYTES (at least one page).
    let last = page;
    while (last + 1 < pageCount && ends[last + 1]! - pageStart <= PAGE_RUN_BYTES) last++;
    const runEnd = ends[last]!;
    if (last === page) {
      pages[page] = decode(pageStart, runEnd);
    } else {
      const run = decode(pageStart, runEnd);
      let at = pageStart;
      for (let index = page; index <= last; index++) {
        pages[index] = run.slice(at - pageStart, ends[index]! - pageStart);
        at = ends[index]!;
      }
    }
    pageStart = runEnd;
    page = last + 1;
  }
  return pages;
}

/** A function that decodes bytes [from, to) (offsets from `start`) of `buffer` as a string. */
function decoderFor(buffer: ArrayBuffer, start: number, byteCount: number, host: SvgPagesHost): (from: number, to: number) => string {
  const nodeBuffer = host.Buffer;
  if (nodeBuffer) {
    const view = nodeBuffer.from(buffer, start, byteCount);
    if (typeof view.latin1Slice === 'function') return (from, to) => (to > from ? view.latin1Slice!(from, to) : '');
    return (from, to) => (to > from ? view.toString('latin1', from, to) : '');
  }
  return (from, to) => (to > from ? decoder.decode(new Uint8Array(buffer, start + from, to - from)) : '');
}
