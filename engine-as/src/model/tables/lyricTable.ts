/**
 * @fileoverview The music model's table of lyric syllables (w: lines) and the note each is sung on
 * (model/tables.ts says what the model tables share).
 */

import { I32Column } from "../../util/column";

/** Lyric syllables of `w:` lines (ABC 2.1 5.1.1), attached to notes. */
export class LyricTable {
  symbol: I32Column = new I32Column(256);
  /** Verse: 0 for the first w: line under a music line, 1 for the second... */
  verse: I32Column = new I32Column(256);
  /** Source range of the syllable's text (may contain `~` and `\-`, printed as space and -). */
  start: I32Column = new I32Column(256);
  end: I32Column = new I32Column(256);
  /** LyricBits. */
  flags: I32Column = new I32Column(256);
  /** Number of following notes the syllable is held over (`_`), for the extender line. */
  extend: I32Column = new I32Column(256);
  /** Next syllable of the same note (another verse), or -1. */
  nextOnNote: I32Column = new I32Column(256);

  @inline get count(): i32 {
    return this.symbol.length;
  }

  reset(): void {
    this.symbol.reset();
    this.verse.reset();
    this.start.reset();
    this.end.reset();
    this.flags.reset();
    this.extend.reset();
    this.nextOnNote.reset();
  }

  add(symbol: i32, verse: i32, start: i32, end: i32, flags: i32): i32 {
    const id = this.symbol.push(symbol);
    this.verse.push(verse);
    this.start.push(start);
    this.end.push(end);
    this.flags.push(flags);
    this.extend.push(0);
    this.nextOnNote.push(-1);
    return id;
  }
}

export enum LyricBits {
  /** A hyphen follows: the word goes on in the next syllable. */
  HyphenAfter = 1,
}
