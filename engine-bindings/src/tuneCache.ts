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
 * Where each cached tune goes in the book, and how its render is moved there: tunePlacement.ts;
 * how the text is cut into tunes: bookText.ts.
 *
 * Usage: `const cache = new TuneCache(engine); cache.render(text)` on every keystroke, with
 * `engine` an `Engine` or anything with its `render`.
 */

import { countLineBreaks, endsWithNewPage, SETTING_LINE, splitBook, type BookParts } from './bookText.js';
import { passOrder, place, sameShift, type CachedTune, type PlaybackLike, type ResultWithPlayback, type Shift } from './tunePlacement.js';
import type { ElementRef, RenderOptions, RenderResult, TuneInfo } from './types.js';

export { splitBook, type BookParts } from './bookText.js';

/** What the cache renders with: an `Engine`, or the package's `render` wrapped in an object. */
export interface TuneRenderer {
  render(abc: string, options?: RenderOptions): RenderResult;
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

/** Unused tunes kept beyond those of the last render (an undo, a tune cut and pasted back). */
const DEFAULT_SPARE_ENTRIES = 64;

/** A key for the layout options: a change of any of them empties the cache. */
function optionsKey(options: RenderOptions): string {
  return [options.pageWidth, options.pageHeight, options.leftMargin, options.rightMargin, options.topMargin, options.bottomMargin, options.scale].join(',');
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
