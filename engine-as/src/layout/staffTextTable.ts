/**
 * @fileoverview The layout table of staff texts (staffTexts.ts): tempo marks, part labels and
 * section titles,
 * each with the drawn symbol it stands over and its baseline.
 */

import { F32Column, I32Column } from "../util/column";

/** What a staff text is. */
export enum StaffTextKind {
  /** A Q: tempo: `source` is the Tempo symbol. */
  Tempo = 0,
  /** A P: part label in the body: `source` is its text field record. */
  Part = 1,
  /** A T: in the body, a section title centred over the system: `source` is its text field record. */
  SectionTitle = 2,
}

/** Staff texts of the render (layout, one record per text). */
export class StaffTextTable {
  kind: I32Column = new I32Column(16);
  source: I32Column = new I32Column(16);
  /** The drawn symbol the text stands over. */
  anchor: I32Column = new I32Column(16);
  /** Baseline, sp below the anchor's staff's top line (negative: above it). */
  baseline: F32Column = new F32Column(16);
  /** The next text whose anchor is in the same system record, or -1 (staffTexts.ts indexStaffTexts). */
  nextInRecord: I32Column = new I32Column(16);
  /** Per system record: its first text, or -1; valid once `indexed`. */
  recordFirst: I32Column = new I32Column(64);
  indexed: bool = false;

  @inline get count(): i32 {
    return this.kind.length;
  }

  reset(): void {
    this.kind.reset();
    this.source.reset();
    this.anchor.reset();
    this.baseline.reset();
    this.nextInRecord.reset();
    this.recordFirst.reset();
    this.indexed = false;
  }

  add(kind: i32, source: i32, anchor: i32): i32 {
    const id = this.kind.push(kind);
    this.source.push(source);
    this.anchor.push(anchor);
    this.baseline.push(0);
    this.nextInRecord.push(-1);
    return id;
  }
}
