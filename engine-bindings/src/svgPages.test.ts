/**
 * svgPages.ts on batches laid out as the core lays them out (abi SvgField): the page strings are
 * the batch's bytes cut at the page ends, whatever way the batch is decoded (one string, pieces
 * of whole pages, a page alone), with Node's Buffer and with TextDecoder (other hosts).
 */
import { describe, expect, it } from 'vitest';
import { SvgField } from '../../engine-as/src/abi.js';
import { readSvgPages, WHOLE_BATCH_BYTES, YOUNG_STRING_BYTES, type SvgBatchWriter, type SvgPagesHost } from './svgPages.js';

/** A page of `bytes` ASCII characters, told apart from the others by its number. */
function page(number: number, bytes: number): string {
  const head = `<svg n="${number}">`;
  return (head + 'x'.repeat(Math.max(0, bytes - head.length - 6)) + '</svg>').slice(0, bytes);
}

/**
 * A writer that serves `pages` in batches of `perBatch` pages each, as the core's writeSvgPages
 * does: the header, the page ends and the bytes in one buffer, with the total page count.
 */
function batchWriter(pages: string[], perBatch: number): SvgBatchWriter {
  return (firstPage) => {
    const batch = pages.slice(firstPage, firstPage + perBatch);
    const bytes = batch.reduce((sum, svg) => sum + svg.length, 0);
    const endsAt = 64;
    const bytesAt = endsAt + 4 * Math.max(1, batch.length);
    const buffer = new ArrayBuffer(bytesAt + bytes);
    const header = new Int32Array(buffer, 0, SvgField.Words);
    header[SvgField.BytesPtr] = bytesAt;
    header[SvgField.ByteCount] = bytes;
    header[SvgField.PageCount] = batch.length;
    header[SvgField.PageEndsPtr] = endsAt;
    header[SvgField.TotalPages] = pages.length;
    const ends = new Int32Array(buffer, endsAt, batch.length);
    const out = new Uint8Array(buffer, bytesAt, bytes);
    let at = 0;
    batch.forEach((svg, index) => {
      for (let i = 0; i < svg.length; i++) out[at + i] = svg.charCodeAt(i);
      at += svg.length;
      ends[index] = at;
    });
    return { buffer, header: 0 };
  };
}

const HOSTS: [string, SvgPagesHost | undefined][] = [
  ['Node Buffer', undefined],
  ['TextDecoder', {}],
];

describe('readSvgPages', () => {
  const cases: [string, number[]][] = [
    ['one small page', [5_000]],
    ['pages that fit one young string', [40_000, 50_000, 30_000]],
    // Between a young string and a whole batch: decoded in pieces of whole pages.
    ['a tune of several pages', [60_000, 60_000, 60_000, 60_000, 10_000]],
    ['pieces around a page longer than a young string', [50_000, YOUNG_STRING_BYTES + 5_000, 20_000, 90_000, 45_000]],
    ['a piece filled to the byte', [YOUNG_STRING_BYTES - 1_000, 1_000, 1]],
    ['a batch decoded whole', Array.from({ length: Math.ceil(WHOLE_BATCH_BYTES / 90_000) + 1 }, () => 90_000)],
    ['empty pages', [0, 70_000, 0, 80_000, 0]],
  ];
  for (const [hostName, host] of HOSTS) {
    for (const [name, sizes] of cases) {
      it(`gives each page's bytes: ${name} (${hostName})`, () => {
        const pages = sizes.map((bytes, index) => page(index, bytes));
        expect(readSvgPages(batchWriter(pages, pages.length), host)).toEqual(pages);
        expect(readSvgPages(batchWriter(pages, 2), host)).toEqual(pages);
      });
    }
  }

  it('gives no page for a render of none', () => {
    expect(readSvgPages(batchWriter([], 1))).toEqual([]);
  });
});
