/**
 * @fileoverview The text being rendered: UTF-16 code units in linear memory, and its line table.
 *
 * The host writes the JS string's code units (`charCodeAt`) into `units`, so every offset the
 * engine reports is a JS string index (DESIGN.md 3.1). Lines end at LF, CR or CRLF (the corpus
 * has all three, see shared/corpus/README.md); `lineStart` holds the offset of each line's first
 * unit, so a position's line and column come from one binary search.
 */

import { I32Column } from "../util/column";

export class Source {
  units: StaticArray<u16> = new StaticArray<u16>(4096);
  length: i32 = 0;
  /** Offset of the first unit of each line; lineStart[0] == 0. */
  lineStart: I32Column = new I32Column(1024);

  /** Makes room for `length` code units and returns where the host must write them. */
  prepare(length: i32): usize {
    if (length > this.units.length) {
      let capacity = this.units.length;
      while (capacity < length) capacity <<= 1;
      this.units = new StaticArray<u16>(capacity);
    }
    this.length = length;
    return changetype<usize>(this.units);
  }

  /**
   * Builds the line table; call once after the host has written the text.
   *
   * Reads four code units at a time (one u64) and steps over the four when none can be a line
   * break, looking at units one by one only near a break (or a tab): every render scans its
   * whole text here, and unit by unit (12 instructions a unit, the loop's bound spilled in
   * render, where Binaryen inlines this) it was a third of render's own instructions.
   */
  indexLines(): void {
    const lines = this.lineStart;
    lines.reset();
    lines.push(0);
    const units = changetype<usize>(this.units);
    const n = this.length;
    let i = 0;
    while (i < n) {
      if (i + 4 <= n && !hasUnitBelow14(load<u64>(units + (<usize>i << 1)))) {
        i += 4;
        continue;
      }
      const c = <i32>load<u16>(units + (<usize>i << 1));
      if (c == 10) {
        lines.push(i + 1);
      } else if (c == 13) {
        if (i + 1 < n && load<u16>(units + (<usize>(i + 1) << 1)) == 10) i++;
        lines.push(i + 1);
      }
      i++;
    }
  }

  /** Code unit at `offset`, or 0 past the end (so scanners can look ahead without checks). */
  @inline at(offset: i32): i32 {
    // One unsigned comparison for both bounds: a negative offset is a large unsigned one.
    return <u32>offset < <u32>this.length ? <i32>unchecked(this.units[offset]) : 0;
  }

  /** 0-based line index of `offset`. */
  lineIndex(offset: i32): i32 {
    const lines = this.lineStart;
    let low = 0;
    let high = lines.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lines.get(mid) <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  /**
   * End of line `line` of the line table (the offset of its CR or LF, or the text end), read
   * from the table, without scanning the line: the next line starts after this one's break.
   */
  lineEndOf(line: i32): i32 {
    const lines = this.lineStart;
    if (line + 1 >= lines.length) return this.length;
    let end = lines.get(line + 1) - 1; // the LF, or a CR alone
    if (end > lines.get(line) && unchecked(this.units[end]) == 10 && unchecked(this.units[end - 1]) == 13) end--;
    return end;
  }

  /** End of the line that starts at `lineStart` (the offset of its CR or LF, or the text end). */
  lineEnd(offset: i32): i32 {
    const n = this.length;
    let i = offset;
    while (i < n) {
      const c = unchecked(this.units[i]);
      if (c == 10 || c == 13) break;
      i++;
    }
    return i;
  }
}

/**
 * Whether one of the four UTF-16 code units in `units` is below 14, as LF (10) and CR (13) are
 * (a tab, 9, is too: the caller looks at such units one by one). The test of "Bit Twiddling
 * Hacks" (hasless): a unit below 14 borrows in the subtraction and sets its top bit, which a
 * unit of 0x8000 or more, whose own top bit is masked out by `~units`, cannot fake; the answer
 * for the word is exact, though not which unit it is.
 */
@inline function hasUnitBelow14(units: u64): bool {
  return ((units - 0x000e000e000e000e) & ~units & 0x8000800080008000) != 0;
}

/** ASCII character classes used by the scanners. */
@inline export function isDigit(c: i32): bool {
  return c >= 48 && c <= 57;
}

@inline export function isSpace(c: i32): bool {
  return c == 32 || c == 9;
}

@inline export function isLetter(c: i32): bool {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

@inline export function isLineEnd(c: i32): bool {
  return c == 10 || c == 13 || c == 0;
}

/** Lower-cases an ASCII letter; leaves other units alone. */
@inline export function lower(c: i32): i32 {
  return c >= 65 && c <= 90 ? c + 32 : c;
}
