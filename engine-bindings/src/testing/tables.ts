/**
 * @fileoverview Test helpers: builds result tables the way the core lays them out (abi.ts), so
 * the SVG writer, the element index, the diagnostics and the model dump can be tested on
 * synthetic input, independent of what the core draws yet. Not part of the built package.
 */

import { DisplayKind, ElementField } from '../../../engine-as/src/abi.js';
import type { Table } from '../results.js';

/** A word to write: an i32, or an f32 stored bit for bit (the core's `reinterpret`). */
type Word = { int: number } | { float: number };

/** Packs words into a Table: one buffer viewed as Int32Array and Float32Array. */
export function tableOf(words: Word[], count: number): Table {
  const ints = new Int32Array(words.length);
  const floats = new Float32Array(ints.buffer);
  words.forEach((word, index) => {
    if ('int' in word) ints[index] = word.int;
    else floats[index] = word.float;
  });
  return { ints, floats, count };
}

/** A table of integer records (diagnostics, tunes, voices, symbols, heads). */
export function intTable(records: number[][]): Table {
  return tableOf(
    records.flat().map((int) => ({ int })),
    records.length,
  );
}

const i = (int: number): Word => ({ int });
const f = (float: number): Word => ({ float });

/** Writes a display list record by record, as engine-as/src/emit/displayList.ts does. */
export class DisplayListBuilder {
  readonly words: Word[] = [];

  /**
   * Appends a record whose head gives its real length (head and fields). That is abi
   * DisplaySize for every kind but NumberText, whose DisplaySize (9) exceeds its 8 words.
   */
  #record(kind: DisplayKind, fields: Word[]): this {
    this.words.push(i(kind | ((fields.length + 1) << 8)), ...fields);
    return this;
  }

  page(index: number, widthSp: number, heightSp: number, staffSpacePx: number): this {
    return this.#record(DisplayKind.Page, [i(index), f(widthSp), f(heightSp), f(staffSpacePx)]);
  }

  glyph(element: number, codepoint: number, x: number, y: number, size = 4): this {
    return this.#record(DisplayKind.Glyph, [i(element), i(codepoint), f(x), f(y), f(size)]);
  }

  turnedGlyph(element: number, codepoint: number, x: number, y: number, size = 4): this {
    return this.#record(DisplayKind.TurnedGlyph, [i(element), i(codepoint), f(x), f(y), f(size)]);
  }

  scaledGroupStart(y: number, scale: number): this {
    return this.#record(DisplayKind.ScaledGroupStart, [f(y), f(scale)]);
  }

  scaledGroupEnd(): this {
    return this.#record(DisplayKind.ScaledGroupEnd, []);
  }

  line(element: number, role: number, x1: number, y1: number, x2: number, y2: number, thickness: number): this {
    return this.#record(DisplayKind.Line, [i(element), i(role), f(x1), f(y1), f(x2), f(y2), f(thickness)]);
  }

  beam(element: number, x1: number, y1: number, x2: number, y2: number, thickness: number): this {
    return this.#record(DisplayKind.Beam, [i(element), f(x1), f(y1), f(x2), f(y2), f(thickness)]);
  }

  curve(element: number, role: number, points: [number, number, number, number, number, number, number, number], thickness: number): this {
    return this.#record(DisplayKind.Curve, [i(element), i(role), ...points.map(f), f(thickness)]);
  }

  sourceText(element: number, font: number, anchor: number, start: number, end: number, x: number, y: number, size: number): this {
    return this.#record(DisplayKind.SourceText, [i(element), i(font), i(anchor), i(start), i(end), f(x), f(y), f(size)]);
  }

  numberText(element: number, font: number, anchor: number, value: number, x: number, y: number, size: number): this {
    return this.#record(DisplayKind.NumberText, [i(element), i(font), i(anchor), i(value), f(x), f(y), f(size)]);
  }

  /** Appends raw words (for malformed records). */
  raw(...ints: number[]): this {
    this.words.push(...ints.map(i));
    return this;
  }

  table(): Table {
    return tableOf(this.words, this.words.length);
  }
}

/** One element-index record (abi ElementField), box in sp. */
export interface ElementRecord {
  kind: number;
  start: number;
  end: number;
  page?: number;
  box?: [number, number, number, number];
  symbol?: number;
  tune?: number;
}

/** The element index of `records`. */
export function elementTable(records: ElementRecord[]): Table {
  const words: Word[] = [];
  for (const record of records) {
    const [x, y, width, height] = record.box ?? [0, 0, 0, 0];
    const fields: Word[] = new Array(ElementField.Stride);
    fields[ElementField.Kind] = i(record.kind);
    fields[ElementField.Start] = i(record.start);
    fields[ElementField.End] = i(record.end);
    fields[ElementField.Page] = i(record.page ?? 0);
    fields[ElementField.X] = f(x);
    fields[ElementField.Y] = f(y);
    fields[ElementField.Width] = f(width);
    fields[ElementField.Height] = f(height);
    fields[ElementField.Symbol] = i(record.symbol ?? -1);
    fields[ElementField.Tune] = i(record.tune ?? 0);
    words.push(...fields);
  }
  return tableOf(words, records.length);
}
