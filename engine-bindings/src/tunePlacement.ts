/**
 * @fileoverview Places a tune engraved on its own (tuneCache.ts) in a book: its render, made
 * from header (+ first tune) + the tune, moved to where the tune stands in the book.
 *
 * Moving a cached tune to its place in the text (positions are UTF-16 offsets, types.ts):
 * - a source position in the tune moves by (tune start in the book - its start in the text it
 *   was engraved from); a position inside the header stays;
 * - a diagnostic's line moves likewise by the line breaks before it (\r\n, \n and a lone \r
 *   each end a line, as the core counts them); the header's diagnostics are kept once, from the
 *   first tune; the layout's diagnostics go after every tune's parser diagnostics, pass by
 *   pass, as in a whole text's render (LAYOUT_PASS_OF_CODE);
 * - element ids, page indices and tune indices move by the elements, pages and tunes before it;
 * - playback events (`events`, one entry per tune, when the engine gives them) move their
 *   source ranges with the tune;
 * - in the SVG pages, the `data-el`, `data-start` and `data-end` attributes of each element
 *   group (engine-as/src/emit/svg/svgWriter.ts) are rewritten the same way. Text is
 *   XML-escaped in the SVG, so those attribute patterns cannot occur in drawn text.
 *
 * A tune keeps its last placement, so a tune that has not moved since the last render (every
 * tune before the edited one, and every tune after it when the edit kept the text's length and
 * the edited tune's counts of pages and elements) is reused without copying.
 */

import { DiagnosticCode } from '../../engine-as/src/abi.js';
import type { Diagnostic, ElementRef, RenderResult, TuneInfo } from './types.js';

/**
 * The playback of one tune (types.ts TunePlayback: `RenderResult.events`, one per tune), as far
 * as placing it needs: each event's source range moves with the tune; the rest is kept as is.
 */
export interface PlaybackLike {
  events: { sourceStart: number; sourceEnd: number }[];
}

/** A render result with the playback events the engine may give. */
export type ResultWithPlayback = RenderResult & { events?: PlaybackLike[] };

/**
 * One tune engraved on its own, and where it was last placed in a book. A tune after the first is
 * engraved behind the first tune (see the file overview): that prefix's pages, elements, tune
 * record and diagnostics are in `own` and left out when it is placed.
 */
export interface CachedTune {
  /** The render of header (+ first tune) + tune text, positions relative to that text. */
  own: RenderResult;
  /** Length of the file header at the start of the text engraved. */
  headerLength: number;
  /** Length of header + first tune (the prefix) before this tune's text; = headerLength for the first tune. */
  prefixLength: number;
  /** Line breaks in the prefix after the header. */
  prefixLines: number;
  /** Pages, elements and tunes of the prefix at the start of `own`'s lists. */
  prefixPages: number;
  prefixElements: number;
  prefixTunes: number;
  /** The last placement: its shifts and the moved copy of `own`. */
  placed: Placement | null;
  /** The tune's pages cut for moving (made at its first move). */
  templates?: PageTemplate[];
  /** The number of the last render that used it (TuneCache's #renders), for eviction. */
  lastUse: number;
}

/** Where a cached tune goes in a book. */
export interface Shift {
  /** Offset of the tune's `X:` line in the book. */
  start: number;
  /** Line breaks in the book between the header's end and the tune's start. */
  lines: number;
  /** Elements, pages and tunes of the book before this tune. */
  elements: number;
  pages: number;
  tunes: number;
  /** Whether the header's diagnostics are kept (the first tune only). */
  keepHeaderDiagnostics: boolean;
}

export interface Placement {
  shift: Shift;
  result: RenderResult;
}

/**
 * The diagnostics the layout reports, by the pass that reports them (engine-as
 * layout/layoutText.ts runs each pass over every tune before the next pass: breakLines, then
 * justifySystems). A whole text's diagnostics are the parser's, tune after tune, then each
 * layout pass's, tune after tune; the per-tune lists are put back in that order (passOrder).
 */
const LAYOUT_PASS_OF_CODE: ReadonlyMap<number, number> = new Map([
  [DiagnosticCode.LineSplitProblem, 1],
  [DiagnosticCode.LineTooMuchShrunk, 2],
]);

/** The element group attributes the SVG writer puts on every `<g>` of an element (engine-as/src/emit/svg/svgWriter.ts). */
const ELEMENT_ATTRIBUTES = / data-(el|start|end)="(\d+)"/g;

export function sameShift(a: Shift, b: Shift): boolean {
  return (
    a.start === b.start &&
    a.lines === b.lines &&
    a.elements === b.elements &&
    a.pages === b.pages &&
    a.tunes === b.tunes &&
    a.keepHeaderDiagnostics === b.keepHeaderDiagnostics
  );
}

/**
 * A page's SVG cut at the numbers of its element groups' `data-el`, `data-start` and `data-end`
 * attributes, so that a moved copy is written by joining the pieces with new numbers instead of
 * searching the page again.
 */
export interface PageTemplate {
  /** Text between the numbers: pieces.length = numbers.length + 1. */
  pieces: string[];
  numbers: number[];
  /** Whether numbers[i] is an element id (else a source position). */
  isElement: boolean[];
}

function pageTemplate(svg: string): PageTemplate {
  const template: PageTemplate = { pieces: [], numbers: [], isElement: [] };
  let from = 0;
  ELEMENT_ATTRIBUTES.lastIndex = 0;
  for (let match = ELEMENT_ATTRIBUTES.exec(svg); match !== null; match = ELEMENT_ATTRIBUTES.exec(svg)) {
    const numberStart = match.index + match[0].length - 1 - match[2]!.length;
    template.pieces.push(svg.slice(from, numberStart));
    template.numbers.push(Number(match[2]));
    template.isElement.push(match[1] === 'el');
    from = numberStart + match[2]!.length;
  }
  template.pieces.push(svg.slice(from));
  return template;
}

/**
 * Writes a template's page with element ids moved by `elementShift` and source positions at or
 * after `prefixLength` moved by `positionShift`.
 */
function fillTemplate(template: PageTemplate, elementShift: number, prefixLength: number, positionShift: number): string {
  const { pieces, numbers, isElement } = template;
  // One join of all the pieces: faster than concatenating them one by one, which builds a
  // string of thousands of parts that the first reader must then copy out.
  const parts: (string | number)[] = new Array(pieces.length + numbers.length);
  parts[0] = pieces[0]!;
  for (let i = 0; i < numbers.length; i++) {
    const number = numbers[i]!;
    parts[2 * i + 1] = isElement[i] ? number + elementShift : number >= prefixLength ? number + positionShift : number;
    parts[2 * i + 2] = pieces[i + 1]!;
  }
  return parts.join('');
}

/** Moves one tune's own render to its place in the book (see the file overview). */
export function place(entry: CachedTune, shift: Shift): RenderResult {
  const { own, headerLength, prefixLength } = entry;
  const positionShift = shift.start - prefixLength;
  const lineShift = shift.lines - entry.prefixLines;
  const elementShift = shift.elements - entry.prefixElements;
  const pageShift = shift.pages - entry.prefixPages;
  const tuneShift = shift.tunes - entry.prefixTunes;
  let pages: string[];
  if (positionShift === 0 && elementShift === 0) {
    pages = entry.prefixPages > 0 ? own.pages.slice(entry.prefixPages) : own.pages;
  } else {
    entry.templates ??= own.pages.slice(entry.prefixPages).map(pageTemplate);
    pages = entry.templates.map((template) => fillTemplate(template, elementShift, prefixLength, positionShift));
  }
  const diagnostics: Diagnostic[] = [];
  for (const diagnostic of own.diagnostics) {
    if (diagnostic.start < headerLength) {
      if (shift.keepHeaderDiagnostics) diagnostics.push(diagnostic);
    } else if (diagnostic.start >= prefixLength) {
      diagnostics.push({
        severity: diagnostic.severity,
        code: diagnostic.code,
        message: diagnostic.message,
        line: diagnostic.line + lineShift,
        column: diagnostic.column,
        start: diagnostic.start + positionShift,
        end: diagnostic.end + positionShift,
      });
    }
  }
  const elements: ElementRef[] = new Array(own.elements.length - entry.prefixElements);
  for (let index = entry.prefixElements; index < own.elements.length; index++) {
    const element = own.elements[index]!;
    // Every element of the tune starts in it (engraveTune checked), so its positions all move.
    elements[index - entry.prefixElements] = {
      id: element.id + elementShift,
      kind: element.kind,
      start: element.start + positionShift,
      end: element.end + positionShift,
      page: element.page + pageShift,
      x: element.x,
      y: element.y,
      width: element.width,
      height: element.height,
      tune: element.tune >= 0 ? element.tune + tuneShift : element.tune,
    };
  }
  const tunes: TuneInfo[] = own.tunes.slice(entry.prefixTunes).map((tune) => ({
    ...tune,
    start: tune.start + positionShift,
    end: tune.end + positionShift,
    firstPage: tune.firstPage + pageShift,
  }));
  const placed: ResultWithPlayback = { pages, diagnostics, elements, tunes };
  const playback = (own as ResultWithPlayback).events;
  if (playback) {
    placed.events = playback.slice(entry.prefixTunes).map((tune) =>
      positionShift === 0
        ? tune
        : {
            ...tune,
            events: tune.events.map((event) => ({ ...event, sourceStart: event.sourceStart + positionShift, sourceEnd: event.sourceEnd + positionShift })),
          },
    );
  }
  return placed;
}

/** The tunes' diagnostics, concatenated tune by tune, in the order of a whole text's (LAYOUT_PASS_OF_CODE). */
export function passOrder(perTune: Diagnostic[][]): Diagnostic[] {
  const byPass: Diagnostic[][] = [[], [], []];
  for (const diagnostics of perTune) {
    for (const diagnostic of diagnostics) byPass[LAYOUT_PASS_OF_CODE.get(diagnostic.code) ?? 0]!.push(diagnostic);
  }
  return ([] as Diagnostic[]).concat(...byPass);
}
