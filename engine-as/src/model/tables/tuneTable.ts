/**
 * @fileoverview The music model's table of tunes: each X: tune of the text, its header state and
 * its ranges in the other tables (model/tables.ts says what the model tables share).
 */

import { I32Column } from "../../util/column";

/** Tunes (X: fields). Text fields are source ranges, -1 when absent. */
export class TuneTable {
  start: I32Column = new I32Column(16);
  end: I32Column = new I32Column(16);
  xStart: I32Column = new I32Column(16);
  xEnd: I32Column = new I32Column(16);
  titleStart: I32Column = new I32Column(16);
  titleEnd: I32Column = new I32Column(16);
  /** Second T: line, drawn as a subtitle. */
  subtitleStart: I32Column = new I32Column(16);
  subtitleEnd: I32Column = new I32Column(16);
  composerStart: I32Column = new I32Column(16);
  composerEnd: I32Column = new I32Column(16);
  firstVoice: I32Column = new I32Column(16);
  voiceCount: I32Column = new I32Column(16);
  firstSymbol: I32Column = new I32Column(16);
  /** Number of staves of the tune's systems: the most any of its staff arrangements uses. */
  staffCount: I32Column = new I32Column(16);
  /** The tune's staff arrangements, StaffArrangementTable rows [firstArrangement, + count). */
  firstArrangement: I32Column = new I32Column(16);
  arrangementCount: I32Column = new I32Column(16);
  /** One past the last symbol of the tune. */
  endSymbol: I32Column = new I32Column(16);
  /** First symbol in time order (head of the timeNext chain), or -1. */
  timeFirst: I32Column = new I32Column(16);
  hasMusic: I32Column = new I32Column(16);
  /** The first DecorationTable row read in the tune: rows before it belong to earlier tunes. */
  firstDecoration: I32Column = new I32Column(16);

  @inline get count(): i32 {
    return this.start.length;
  }

  reset(): void {
    this.start.reset();
    this.end.reset();
    this.xStart.reset();
    this.xEnd.reset();
    this.titleStart.reset();
    this.titleEnd.reset();
    this.subtitleStart.reset();
    this.subtitleEnd.reset();
    this.composerStart.reset();
    this.composerEnd.reset();
    this.firstVoice.reset();
    this.voiceCount.reset();
    this.firstSymbol.reset();
    this.staffCount.reset();
    this.firstArrangement.reset();
    this.arrangementCount.reset();
    this.endSymbol.reset();
    this.timeFirst.reset();
    this.hasMusic.reset();
    this.firstDecoration.reset();
  }

  add(start: i32): i32 {
    const id = this.start.push(start);
    this.end.push(start);
    this.xStart.push(-1);
    this.xEnd.push(-1);
    this.titleStart.push(-1);
    this.titleEnd.push(-1);
    this.subtitleStart.push(-1);
    this.subtitleEnd.push(-1);
    this.composerStart.push(-1);
    this.composerEnd.push(-1);
    this.firstVoice.push(0);
    this.voiceCount.push(0);
    this.firstSymbol.push(0);
    this.staffCount.push(0);
    this.firstArrangement.push(0);
    this.arrangementCount.push(0);
    this.endSymbol.push(0);
    this.timeFirst.push(-1);
    this.hasMusic.push(0);
    this.firstDecoration.push(0);
    return id;
  }
}
