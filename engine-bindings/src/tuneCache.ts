/**
 * @fileoverview A render cache keyed by tune text, for editing a long book: after a keystroke,
 * only the tune whose text changed is engraved again; every other tune's pages, diagnostics,
 * elements and tune record come from the cache, moved to where the tune now stands in the text.
 * The result is the same RenderResult as `Engine.render` of the whole text, value for value
 * (tuneCache.test.ts checks it on real books).
 *
 * How a book is cut (ABC 2.1 section 2.2, "file structure"): the file header is the text before
 * the first line that starts with `X:`; each tune runs from its `X:` line to the next one (the
 * free text and directives after a tune go with it).
 *
 * The rule: a book is engraved tune by tune only when every tune starts on a page of its own:
 * every tune but the last ends with an empty line and a `%%newpage` line (the songbook and
 * editor layout, one song per page). Otherwise the engine flows tunes one after another on shared pages (three short
 * tunes on a page), so a tune's drawing depends on where the tune before it ended and no tune's
 * pages can be reused as they are: such a text is engraved whole (the cache then only helps when
 * the same text comes again). It is engraved whole too when the file header draws something of
 * its own (a text block: it would be drawn once per tune), when a tune's text does not give
 * exactly one tune (an `X:` line inside a text block, say) or when the engine failed inside,
 * and when a tune between the first and the last holds a directive or an `I:`, `U:` or `m:`
 * field (SETTING_LINE): some settings outlive their tune and reach the tunes after it.
 *
 * What a tune's drawing depends on, and so its cache key: the file header (every tune reads its
 * settings), its own text, the layout options, and the first tune: the page size and the scale
 * of staff spaces to pixels are the first tune's for the whole render (engine-as
 * layout/pageGeometry.ts), or the tune's own when it is engraved first. So a tune is engraved as
 * header + the tune when neither it nor the first tune sets anything (SETTING_LINE: the page is
 * then the header's either way), else as header + first tune + the tune, the first tune's pages,
 * elements, tune record and diagnostics being left out when it is placed. An edit elsewhere
 * than in the first tune engraves one tune; an edit in the first tune engraves again the tunes
 * engraved behind it (every tune, when the first tune sets something).
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
 *   group (svg.ts) are rewritten the same way. Text is XML-escaped in the SVG, so those
 *   attribute patterns cannot occur in drawn text.
 *
 * A tune keeps its last placement, so a tune that has not moved since the last render (every
 * tune before the edited one, and every tune after it when the edit kept the text's length and
 * the edited tune's counts of pages and elements) is reused without copying.
 *
 * Usage: `const cache = new TuneCache(engine); cache.render(text)` on every keystroke, with
 * `engine` an `Engine` or anything with its `render`.
 */

import { DiagnosticCode } from '../../engine-as/src/abi.js';
import type { Diagnostic, ElementRef, RenderOptions, RenderResult, TuneInfo } from './types.js';

/**
 * The playback of one tune (types.ts TunePlayback: `RenderResult.events`, one per tune), as far
 * as placing it needs: each event's source range moves with the tune; the rest is kept as is.
 */
interface PlaybackLike {
  events: { sourceStart: number; sourceEnd: number }[];
}

/** A render result with the playback events the engine may give. */
type ResultWithPlayback = RenderResult & { events?: PlaybackLike[] };

/** What the cache renders with: an `Engine`, or the package's `render` wrapped in an object. */
export interface TuneRenderer {
  render(abc: string, options?: RenderOptions): RenderResult;
}

/** Where the tunes of a book start. */
export interface BookParts {
  /** Length of the file header: the text before the first `X:` line (the whole text if none). */
  headerLength: number;
  /** Offset of each tune's `X:` line; a tune runs to the next start or the end of the text. */
  tuneStarts: number[];
}

/** How the last `render` went, for the benchmark and the tests. */
export interface TuneCacheStats {
  /** Tunes in the text. */
  tunes: number;
  /** Tunes (or whole texts, on the fallback) engraved by the engine in this render. */
  engraved: number;
  /** Cached tunes that moved (their positions, element ids or pages) and were copied to their new place. */
  moved: number;
  /** Whether the text was engraved tune by tune (else whole: see the rule above). */
  perTune: boolean;
}

/**
 * One tune engraved on its own, and where it was last placed in a book. A tune after the first is
 * engraved behind the first tune (see the file overview): that prefix's pages, elements, tune
 * record and diagnostics are in `own` and left out when it is placed.
 */
interface CachedTune {
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
interface Shift {
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

interface Placement {
  shift: Shift;
  result: RenderResult;
}

const NEW_PAGE = '%%newpage';

/** `X:` at the start of a line (ABC 2.1 3.1.1: the reference number starts a tune). */
const TUNE_START = /^X:/gm;

/**
 * A line of a tune that may set something for the tunes after it: a `%%` directive (but
 * %%newpage, which the rule itself uses, and %%MIDI, which draws nothing), an `I:`, `U:` or
 * `m:` field, alone or inline. The engine follows abc2svg, some of whose settings outlive the
 * tune that made them (a decoration defined in one hymn and used in the next, staff
 * separations): a book whose middle tunes hold such lines is engraved whole.
 */
const SETTING_LINE = /^(?:%%(?!newpage\b|MIDI\b)|[IUm]:)|\[[IUm]:/m;

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

/** The element group attributes the SVG writer puts on every `<g>` of an element (svg.ts). */
const ELEMENT_ATTRIBUTES = / data-(el|start|end)="(\d+)"/g;

/** Unused tunes kept beyond those of the last render (an undo, a tune cut and pasted back). */
const DEFAULT_SPARE_ENTRIES = 64;

/** Finds the file header and the tunes of `text` (ABC 2.1 2.2). */
export function splitBook(text: string): BookParts {
  const tuneStarts: number[] = [];
  TUNE_START.lastIndex = 0;
  for (let match = TUNE_START.exec(text); match !== null; match = TUNE_START.exec(text)) tuneStarts.push(match.index);
  return { headerLength: tuneStarts.length > 0 ? tuneStarts[0]! : text.length, tuneStarts };
}

/**
 * Whether `chunk` ends with a `%%newpage` line after an empty line: the tune ended at the empty
 * line (ABC 2.1 2.2.1), so the directive stands between tunes and only starts the next tune's
 * page. Inside a tune (no empty line before it) it would also end the tune's last system on a
 * page of its own, which the tune engraved alone would draw as a blank page.
 */
function endsWithNewPage(chunk: string): boolean {
  // Read from the end, not the whole tune: this runs for every tune on every keystroke.
  let end = chunk.length;
  while (end > 0 && isBlank(chunk.charCodeAt(end - 1))) end--;
  let lineStart = end;
  while (lineStart > 0 && !isLineBreak(chunk.charCodeAt(lineStart - 1))) lineStart--;
  const afterName = lineStart + NEW_PAGE.length;
  if (!chunk.startsWith(NEW_PAGE, lineStart) || (afterName < end && /\w/.test(chunk[afterName]!))) return false;
  // The line break before it, then an empty line (spaces and tabs at most).
  let before = lineStart - 1;
  if (before < 0) return false;
  if (chunk.charCodeAt(before) === 10 && chunk.charCodeAt(before - 1) === 13) before--;
  before--;
  while (before >= 0 && (chunk.charCodeAt(before) === 32 || chunk.charCodeAt(before) === 9)) before--;
  return before < 0 || isLineBreak(chunk.charCodeAt(before));
}

function isLineBreak(code: number): boolean {
  return code === 10 || code === 13;
}

/** White space that may end a tune's text: space, tab, line breaks. */
function isBlank(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/** Line breaks in text[start, end), counted as the core counts lines: \r\n, \n, lone \r. */
function countLineBreaks(text: string, start: number, end: number): number {
  let breaks = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 10) breaks++;
    else if (code === 13 && text.charCodeAt(i + 1) !== 10) breaks++;
  }
  return breaks;
}

/** A key for the layout options: a change of any of them empties the cache. */
function optionsKey(options: RenderOptions): string {
  return [options.pageWidth, options.pageHeight, options.leftMargin, options.rightMargin, options.topMargin, options.bottomMargin, options.scale].join(',');
}

function sameShift(a: Shift, b: Shift): boolean {
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
 * Engraves `text` (header + prefix + tune) and checks what placing it relies on: the prefix
 * (header + first tune, or the header alone) holds `prefixTunes` tunes and nothing drawn from the
 * header, its elements come first, and the tune starts on a page of its own. Null when not.
 */
function engraveTune(renderer: TuneRenderer, text: string, options: RenderOptions, headerLength: number, prefixLength: number): CachedTune | null {
  const own = renderer.render(text, options);
  const prefixTunes = prefixLength > headerLength ? 1 : 0;
  const tune = own.tunes[prefixTunes];
  if (own.tunes.length !== prefixTunes + 1 || tune?.start !== prefixLength) return null;
  let prefixElements = 0;
  while (prefixElements < own.elements.length && own.elements[prefixElements]!.start < prefixLength) prefixElements++;
  for (let index = 0; index < own.elements.length; index++) {
    const element = own.elements[index]!;
    // Something drawn from the header (a text block) would be drawn once per tune.
    if (element.start < headerLength) return null;
    if (index >= prefixElements && element.start < prefixLength) return null;
  }
  const prefixPages = prefixTunes > 0 ? tune.firstPage : 0;
  if (prefixTunes > 0 && own.elements.some((element, index) => (index < prefixElements) !== (element.page < prefixPages))) return null;
  return {
    own,
    headerLength,
    prefixLength,
    prefixLines: countLineBreaks(text, headerLength, prefixLength),
    prefixPages,
    prefixElements,
    prefixTunes,
    placed: null,
    lastUse: 0,
  };
}

/**
 * A page's SVG cut at the numbers of its element groups' `data-el`, `data-start` and `data-end`
 * attributes, so that a moved copy is written by joining the pieces with new numbers instead of
 * searching the page again.
 */
interface PageTemplate {
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
function place(entry: CachedTune, shift: Shift): RenderResult {
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
function passOrder(perTune: Diagnostic[][]): Diagnostic[] {
  const byPass: Diagnostic[][] = [[], [], []];
  for (const diagnostics of perTune) {
    for (const diagnostic of diagnostics) byPass[LAYOUT_PASS_OF_CODE.get(diagnostic.code) ?? 0]!.push(diagnostic);
  }
  return ([] as Diagnostic[]).concat(...byPass);
}

/**
 * Renders ABC text like `Engine.render`, engraving again only the tunes whose text changed since
 * an earlier call (see the file overview for the rule and the fallback). Not re-entrant, like
 * the engine it wraps. Results share their unchanged parts (page strings, element objects) with
 * earlier results: treat them as read-only.
 */
export class TuneCache {
  readonly #renderer: TuneRenderer;
  readonly #spareEntries: number;
  /** Cached tunes by the text they were engraved from (header + tune, or header + first tune + tune). */
  #tunes = new Map<string, CachedTune>();
  /** Renders so far: an entry's `lastUse` says how recently it served. */
  #renders = 0;
  /** The last whole-text render (the fallback), by its text. */
  #whole: { text: string; result: RenderResult } | null = null;
  /** The last book engraved tune by tune: its tunes' placements, where each starts, its lists. */
  #lastBook: {
    placements: ResultWithPlayback[];
    offsets: { pages: number; elements: number }[];
    withEvents: boolean;
    result: ResultWithPlayback;
  } | null = null;
  #optionsKey = '';
  #measureText: RenderOptions['measureText'] = undefined;
  #stats: TuneCacheStats = { tunes: 0, engraved: 0, moved: 0, perTune: false };

  /**
   * @param renderer the engine (or anything with its `render`)
   * @param spareEntries tunes kept that the last text no longer holds (default 64)
   */
  constructor(renderer: TuneRenderer, spareEntries = DEFAULT_SPARE_ENTRIES) {
    this.#renderer = renderer;
    this.#spareEntries = Math.max(0, Math.floor(spareEntries));
  }

  /** How the last `render` went: tunes in the text and how many were engraved. */
  get stats(): TuneCacheStats {
    return { ...this.#stats };
  }

  /** Forgets every cached tune. */
  clear(): void {
    this.#tunes.clear();
    this.#whole = null;
    this.#lastBook = null;
  }

  /**
   * Engraves `abc` as `Engine.render(abc, options)` would, reusing every tune engraved before
   * with the same header, tune text and options. Never throws (the engine does not).
   */
  render(abc: string, options: RenderOptions = {}): RenderResult {
    const text = String(abc);
    this.#renders++;
    this.#useOptions(options);
    const parts = splitBook(text);
    this.#stats = { tunes: parts.tuneStarts.length, engraved: 0, moved: 0, perTune: false };
    const perTune = parts.tuneStarts.length >= 2 && this.#pagedPerTune(text, parts);
    const result = perTune ? this.#renderPerTune(text, parts, options) : null;
    if (result) return result;
    return this.#renderWhole(text, options);
  }

  /** Empties the cache when the options differ from the last call's. */
  #useOptions(options: RenderOptions): void {
    const key = optionsKey(options);
    if (key !== this.#optionsKey || options.measureText !== this.#measureText) {
      this.clear();
      this.#optionsKey = key;
      this.#measureText = options.measureText;
    }
  }

  /**
   * The rule, as far as the text shows it: every tune but the last ends with an empty line and
   * %%newpage, and no
   * tune between the first and the last sets anything a later tune could read.
   */
  #pagedPerTune(text: string, parts: BookParts): boolean {
    const { tuneStarts } = parts;
    for (let tune = 0; tune + 1 < tuneStarts.length; tune++) {
      const chunk = text.slice(tuneStarts[tune], tuneStarts[tune + 1]);
      if (!endsWithNewPage(chunk)) return false;
      if (tune > 0 && SETTING_LINE.test(chunk)) return false;
    }
    return true;
  }

  /** A tune's own render, from the cache or the engine (counted when engraved); null: see engraveTune. */
  #tune(text: string, options: RenderOptions, headerLength: number, prefixLength: number): CachedTune | null {
    let entry = this.#tunes.get(text);
    if (!entry) {
      const engraved = engraveTune(this.#renderer, text, options, headerLength, prefixLength);
      this.#stats.engraved++;
      if (!engraved) return null;
      entry = engraved;
      this.#tunes.set(text, entry);
    }
    entry.lastUse = this.#renders;
    return entry;
  }

  /** Tune by tune; null when a tune's own render breaks the rule (then the text is engraved whole). */
  #renderPerTune(text: string, parts: BookParts, options: RenderOptions): RenderResult | null {
    const { headerLength, tuneStarts } = parts;
    const header = text.slice(0, headerLength);
    const firstTune = text.slice(tuneStarts[0], tuneStarts[1]);
    const prefix = header + firstTune;
    // A first tune that sets nothing of its own leaves the page to the header's settings.
    const plainFirstTune = !SETTING_LINE.test(firstTune);
    const placements: ResultWithPlayback[] = new Array(tuneStarts.length);
    let lines = 0;
    let linesCountedTo = headerLength;
    let elements = 0;
    let pages = 0;
    for (let tune = 0; tune < tuneStarts.length; tune++) {
      const start = tuneStarts[tune]!;
      const end = tune + 1 < tuneStarts.length ? tuneStarts[tune + 1]! : text.length;
      const tuneText = text.slice(start, end);
      const entry =
        // The rule already found no setting line in the tunes between the first and the last.
        tune === 0 || (plainFirstTune && (tune + 1 < tuneStarts.length || !SETTING_LINE.test(tuneText)))
          ? this.#tune(header + tuneText, options, headerLength, headerLength)
          : this.#tune(prefix + tuneText, options, headerLength, prefix.length);
      if (!entry) return null;
      lines += countLineBreaks(text, linesCountedTo, start);
      linesCountedTo = start;
      // One tune per tune text (engraveTune checked it), so the tunes before this one are `tune`.
      const shift: Shift = { start, lines, elements, pages, tunes: tune, keepHeaderDiagnostics: tune === 0 };
      if (!entry.placed || !sameShift(entry.placed.shift, shift)) {
        if (entry.placed) this.#stats.moved++;
        entry.placed = { shift, result: place(entry, shift) };
      }
      const placed: ResultWithPlayback = entry.placed.result;
      placements[tune] = placed;
      elements += placed.elements.length;
      pages += placed.pages.length;
    }
    const result = this.#assemble(placements);
    this.#stats.perTune = true;
    this.#evict(tuneStarts.length);
    return result;
  }

  /**
   * The book's lists from its tunes' placements. After an edit that kept every tune's counts of
   * pages and elements (a changed note), the last book's lists are copied and only the changed
   * tunes' stretches written over; otherwise each list is concatenated again.
   */
  #assemble(placements: ResultWithPlayback[]): ResultWithPlayback {
    const diagnostics = passOrder(placements.map((placed) => placed.diagnostics));
    const last = this.#lastBook;
    const withEvents = placements.every((placed) => placed.events?.length === placed.tunes.length);
    let result: ResultWithPlayback | null = null;
    if (last && last.placements.length === placements.length && last.withEvents === withEvents) {
      const changed: number[] = [];
      let sameCounts = true;
      for (let tune = 0; tune < placements.length && sameCounts; tune++) {
        const now = placements[tune]!;
        const before = last.placements[tune]!;
        if (now === before) continue;
        changed.push(tune);
        sameCounts = now.pages.length === before.pages.length && now.elements.length === before.elements.length && now.tunes.length === 1 && before.tunes.length === 1;
      }
      if (sameCounts) {
        result = { pages: last.result.pages.slice(), diagnostics, elements: last.result.elements.slice(), tunes: last.result.tunes.slice() };
        if (withEvents) result.events = last.result.events!.slice();
        for (const tune of changed) {
          const placed = placements[tune]!;
          const { pages: firstPage, elements: firstElement } = last.offsets[tune]!;
          for (let i = 0; i < placed.pages.length; i++) result.pages[firstPage + i] = placed.pages[i]!;
          for (let i = 0; i < placed.elements.length; i++) result.elements[firstElement + i] = placed.elements[i]!;
          result.tunes[tune] = placed.tunes[0]!;
          if (withEvents) result.events![tune] = placed.events![0]!;
        }
      }
    }
    if (!result) {
      // Array concat copies each list in one go, faster than pushing item by item.
      result = {
        pages: ([] as string[]).concat(...placements.map((placed) => placed.pages)),
        diagnostics,
        elements: ([] as ElementRef[]).concat(...placements.map((placed) => placed.elements)),
        tunes: ([] as TuneInfo[]).concat(...placements.map((placed) => placed.tunes)),
      };
      if (placements.some((placed) => placed.events)) {
        result.events = ([] as PlaybackLike[]).concat(...placements.map((placed) => placed.events ?? [])) as ResultWithPlayback['events'];
      }
    }
    const offsets: { pages: number; elements: number }[] = new Array(placements.length);
    let pages = 0;
    let elements = 0;
    for (let tune = 0; tune < placements.length; tune++) {
      offsets[tune] = { pages, elements };
      pages += placements[tune]!.pages.length;
      elements += placements[tune]!.elements.length;
    }
    this.#lastBook = { placements, offsets, withEvents, result };
    return result;
  }

  /** The fallback: one render of the whole text, reused when the same text comes again. */
  #renderWhole(text: string, options: RenderOptions): RenderResult {
    if (this.#whole?.text !== text) {
      this.#whole = { text, result: this.#renderer.render(text, options) };
      this.#stats.engraved++;
    }
    this.#evict(0);
    return this.#whole.result;
  }

  /** Keeps the tunes used last plus `spareEntries` others, dropping the least recently used. */
  #evict(inUse: number): void {
    const excess = this.#tunes.size - inUse - this.#spareEntries;
    if (excess <= 0) return;
    // Rare (a text of many new tunes): sort by last use rather than reorder the map on every hit.
    const oldest = [...this.#tunes].sort((a, b) => a[1].lastUse - b[1].lastUse).slice(0, excess);
    for (const [key] of oldest) this.#tunes.delete(key);
  }
}
