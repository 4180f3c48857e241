/**
 * @fileoverview The layout table of decorations that span notes (decorationSpans.ts): hairpins,
 * ottava and trill lines, each from its start decoration's symbol to its end's.
 */

import { F32Column, I32Column } from "../util/column";

/** What a span draws. */
export enum SpanKind {
  /** `!<(!` / `!crescendo(!`: a hairpin opening towards its end. */
  Crescendo = 0,
  /** `!>(!` / `!diminuendo(!`: a hairpin closing. */
  Diminuendo = 1,
  /** `!8va(!`: 8va above the staff. */
  OttavaAlta = 2,
  /** `!8vb(!`: 8vb below the staff. */
  OttavaBassa = 3,
  /** `!15ma(!`: 15 above the staff. */
  QuindicesimaAlta = 4,
  /** `!15mb(!`: 15mb below the staff. */
  QuindicesimaBassa = 5,
  /** `!trill(!`: tr and a wavy line. */
  Trill = 6,
}

/** Spans of the render, one record per paired start and end. */
export class SpanTable {
  kind: I32Column = new I32Column(16);
  startSymbol: I32Column = new I32Column(16);
  endSymbol: I32Column = new I32Column(16);
  /** The start and end decorations (model DecorationTable ids). */
  startDeco: I32Column = new I32Column(16);
  endDeco: I32Column = new I32Column(16);
  /** y of the line on the start's system record and on the end's (sp below the top line). */
  yStart: F32Column = new F32Column(16);
  yEnd: F32Column = new F32Column(16);

  @inline get count(): i32 {
    return this.kind.length;
  }

  reset(): void {
    this.kind.reset();
    this.startSymbol.reset();
    this.endSymbol.reset();
    this.startDeco.reset();
    this.endDeco.reset();
    this.yStart.reset();
    this.yEnd.reset();
  }

  add(kind: i32, startSymbol: i32, endSymbol: i32, startDeco: i32, endDeco: i32): i32 {
    const id = this.kind.push(kind);
    this.startSymbol.push(startSymbol);
    this.endSymbol.push(endSymbol);
    this.startDeco.push(startDeco);
    this.endDeco.push(endDeco);
    this.yStart.push(0);
    this.yEnd.push(0);
    return id;
  }
}
