/**
 * @fileoverview Splits the display list into pages: finds each Page record (abi DisplayKind.Page)
 * and the run of records that follows it. The SVG writer draws each run; the element index
 * converts boxes with the page's staff-space size.
 *
 * A record starts with the word kind | (length << 8) (abi DisplayKind); walking by that length
 * skips record kinds this version does not know, so the core may add kinds before the writer
 * draws them.
 */

import { DisplayKind, DisplaySize } from '../../engine-as/src/abi.js';
import type { Table } from './results.js';

/** One page of the display list. Sizes in staff spaces (sp); staffSpacePx converts to CSS px. */
export interface PageFrame {
  index: number;
  widthSp: number;
  heightSp: number;
  /** CSS pixels per staff space on this page. */
  staffSpacePx: number;
  /** Word range [firstWord, endWord) of the page's records, after its Page record. */
  firstWord: number;
  endWord: number;
}

/** Kind of a record's head word. */
export function recordKind(head: number): number {
  return head & 0xff;
}

/** Length in words (head included) of a record's head word. */
export function recordLength(head: number): number {
  return head >>> 8;
}

/**
 * Finds the pages of `display` (a display list copied out of the core). Returns one entry per
 * page index from 0 to max(pageCount, highest Page record + 1) - 1; an index with no Page
 * record is `null` (the writer draws it blank). Records before the first Page record belong to
 * no page and are ignored; a record whose length runs past the end stops the walk.
 */
export function findPages(display: Table, pageCount: number): (PageFrame | null)[] {
  const { ints, floats } = display;
  const end = display.count;
  const frames: (PageFrame | null)[] = [];
  let current: PageFrame | null = null;
  let position = 0;
  while (position < end) {
    const head = ints[position];
    const length = recordLength(head);
    if (length < 1 || position + length > end) break;
    if (recordKind(head) === DisplayKind.Page && length >= DisplaySize.Page) {
      if (current) current.endWord = position;
      const index = ints[position + 1];
      const staffSpacePx = floats[position + 4];
      current = {
        index,
        widthSp: finiteOr(floats[position + 2], 0),
        heightSp: finiteOr(floats[position + 3], 0),
        staffSpacePx: staffSpacePx > 0 && Number.isFinite(staffSpacePx) ? staffSpacePx : 1,
        firstWord: position + length,
        endWord: end,
      };
      // A page index the core already used, or an absurd one, is not allowed to grow the array.
      if (index >= 0 && index < end && !frames[index]) {
        while (frames.length < index) frames.push(null);
        frames[index] = current;
      }
    }
    position += length;
  }
  if (current) current.endWord = position;
  while (frames.length < pageCount) frames.push(null);
  return frames;
}

function finiteOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? value : fallback;
}
