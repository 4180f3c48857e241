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
 * How a batch becomes strings depends on its size, because V8 makes a string in one of two ways
 * (measured on Node 20 with Buffer#latin1Slice, nothing else allocating):
 * - up to YOUNG_STRING_BYTES it takes the string from its young generation, where allocating is
 *   a pointer bump into memory used before: 10-15 GB/s;
 * - above, it maps fresh memory for the string alone (its "large object space") and the kernel
 *   zeroes every page of it on first touch: 1.1-1.4 GB/s from 140 KB to 800 KB (165 µs for one
 *   string of 200 KB, 18 µs for the same bytes in two), a fixed cost that a string of several
 *   MB spreads thin (5-7 GB/s at 1.6 MB and more).
 * A corpus tune of several pages writes 131 KB-4 MB (252 of the 3,126 corpus tunes, 22 of them
 * 1 MB or more), so a batch of that size is decoded in pieces of whole pages each at most
 * YOUNG_STRING_BYTES (a page alone when it is larger), and each page is a slice of its piece.
 * Large strings also count against the old generation's limit and bring on its full collections
 * (mark-compact, about 15 ms each): with tunes of 1-4 MB decoded whole, a pass over the corpus
 * made 1 to 5 of them; in pieces, none (node --trace-gc).
 * A full batch of WHOLE_BATCH_BYTES (a book: a 300-tune book writes 12 MB of pages in 4 MB
 * batches) is decoded as one string cut into slices, as are batches that fit one young string:
 * pages held in the young generation are copied by its collector at each collection while they
 * live (121 strings of 98 KB made and held cost 15.5 ms of CPU, against 3.2 ms for one string of
 * 12 MB cut into 121 slices, which V8 makes as small views of the one), and a book's pages live
 * until its render returns. A slice keeps its whole string alive, which is how the pages of one
 * render are held anyway. Batches keep the core's output buffer about PAGE_RUN_BYTES for a long
 * book (a 1,000-tune file writes 80 MB of pages).
 */

import { SvgField } from '../../engine-as/src/abi.js';
import { memoryNodeBytes, memoryWords, type NodeBufferClass } from './wasm.js';

/** Where this module looks for Node's Buffer (tests pass `{}` to take the path of other hosts). */
export interface SvgPagesHost {
  Buffer?: NodeBufferClass;
}

/** Bytes of pages the core writes in one batch (at least one page). */
export const PAGE_RUN_BYTES = 1 << 22;

/**
 * The longest one-byte string V8 (Node 20) allocates in its young generation: a regular object is
 * at most 128 KiB (kMaxRegularHeapObjectSize), the string's header included; measured: 131,000
 * bytes decode at young-generation speed, 140,000 at large-object speed.
 */
export const YOUNG_STRING_BYTES = 131_000;

/**
 * Bytes of a batch from which it is decoded as one string (see the file overview): a full batch,
 * which only a text of several batches (a book) writes.
 */
export const WHOLE_BATCH_BYTES = PAGE_RUN_BYTES;

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
    const words = memoryWords(buffer);
    const fields = header >>> 2;
    total = words[fields + SvgField.TotalPages]!;
    // A batch of no page would never end the loop (only a broken core writes one).
    if (appendBatch(buffer, words, fields, pages, host) === 0) break;
  } while (pages.length < total);
  return pages;
}

/**
 * Appends the pages of the batch whose header (abi SvgField) is words[fields...] of `buffer` to
 * `pages`; returns how many.
 */
function appendBatch(buffer: ArrayBuffer, words: Int32Array, fields: number, pages: string[], host: SvgPagesHost): number {
  const start = words[fields + SvgField.BytesPtr]! >>> 0;
  const byteCount = words[fields + SvgField.ByteCount]!;
  const pageCount = words[fields + SvgField.PageCount]!;
  if (pageCount <= 0) return 0;
  const ends = (words[fields + SvgField.PageEndsPtr]! >>> 0) >>> 2;
  const decode = decoderFor(buffer, start, host);
  if (byteCount <= YOUNG_STRING_BYTES || byteCount >= WHOLE_BATCH_BYTES) {
    appendSlices(decode, words, ends, 0, pageCount, 0, pages);
    return pageCount;
  }
  // Pieces of whole pages, each one young string (a page longer than that alone).
  for (let first = 0, from = 0; first < pageCount; ) {
    let end = first + 1;
    while (end < pageCount && words[ends + end]! - from <= YOUNG_STRING_BYTES) end++;
    appendSlices(decode, words, ends, first, end, from, pages);
    from = words[ends + end - 1]!;
    first = end;
  }
  return pageCount;
}

/**
 * Appends pages [first, end) of a batch (words[ends + i]: where page i ends, in bytes from the
 * batch's start; page `first` starts at byte `from`), decoded as one string and sliced into pages.
 */
function appendSlices(decode: (from: number, to: number) => string, words: Int32Array, ends: number, first: number, end: number, from: number, pages: string[]): void {
  if (end - first === 1) {
    pages.push(decode(from, words[ends + first]!));
    return;
  }
  const run = decode(from, words[ends + end - 1]!);
  let at = from;
  for (let index = first; index < end; index++) {
    pages.push(run.slice(at - from, words[ends + index]! - from));
    at = words[ends + index]!;
  }
}

/** A function that decodes bytes [from, to) (offsets from `start`) of `buffer` as a string. */
function decoderFor(buffer: ArrayBuffer, start: number, host: SvgPagesHost): (from: number, to: number) => string {
  const nodeBuffer = host.Buffer;
  if (nodeBuffer) {
    const bytes = memoryNodeBytes(nodeBuffer, buffer);
    if (typeof bytes.latin1Slice === 'function') return (from, to) => (to > from ? bytes.latin1Slice!(start + from, start + to) : '');
    return (from, to) => (to > from ? bytes.toString('latin1', start + from, start + to) : '');
  }
  return (from, to) => (to > from ? decoder.decode(new Uint8Array(buffer, start + from, to - from)) : '');
}
