/**
 * @fileoverview The page strings of a render: the core writes the pages' SVG as ASCII bytes into
 * its memory, a batch of pages of about PAGE_RUN_BYTES at a time (engine-as/src/emit/svg/
 * svgWriter.ts, abi SvgField), and this module makes them strings in one decode per batch.
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
 * makes as small views of the one). So each batch's pages are decoded as one string and each page
 * is a slice of it; a slice keeps the whole string alive, which is how the pages of one render
 * are held anyway. Batches keep the core's output buffer about PAGE_RUN_BYTES for a long book
 * (a 1,000-tune file writes 80 MB of pages).
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

/** Bytes of pages the core writes in one batch (at least one page), decoded as one string. */
export const PAGE_RUN_BYTES = 1 << 22;

const decoder = new TextDecoder();

/**
 * The core's `writeSvgPages` for the render just made: writes the batch of pages from
 * `firstPage` on and returns the core's memory (taken after the call, which may have grown it)
 * and the address of the batch's header (abi SvgField) in it.
 */
export type SvgBatchWriter = (firstPage: number, maxBytes: number) => { buffer: ArrayBuffer; header: number };

/**
 * The page strings of the render, batch by batch from `writeBatch`, in order (an empty page is
 * '').
 */
export function readSvgPages(writeBatch: SvgBatchWriter, host: SvgPagesHost = globalThis as SvgPagesHost): string[] {
  const pages: string[] = [];
  let total = 0;
  do {
    const { buffer, header } = writeBatch(pages.length, PAGE_RUN_BYTES);
    total = new Int32Array(buffer, header, SvgField.Words)[SvgField.TotalPages]!;
    // A batch of no page would never end the loop (only a broken core writes one).
    if (appendBatch(buffer, header, pages, host) === 0) break;
  } while (pages.length < total);
  return pages;
}

/** Appends the pages of the batch whose header is at `header` in `buffer` to `pages`; returns how many. */
function appendBatch(buffer: ArrayBuffer, header: number, pages: string[], host: SvgPagesHost): number {
  const fields = new Int32Array(buffer, header, SvgField.Words);
  const start = fields[SvgField.BytesPtr]! >>> 0;
  const byteCount = fields[SvgField.ByteCount]!;
  const pageCount = fields[SvgField.PageCount]!;
  const ends = new Int32Array(buffer, fields[SvgField.PageEndsPtr]! >>> 0, pageCount);
  const decode = decoderFor(buffer, start, byteCount, host);
  if (pageCount === 1) {
    pages.push(decode(0, ends[0]!));
  } else if (pageCount > 1) {
    const run = decode(0, byteCount);
    let at = 0;
    for (let index = 0; index < pageCount; index++) {
      pages.push(run.slice(at, ends[index]!));
      at = ends[index]!;
    }
  }
  return pageCount;
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
