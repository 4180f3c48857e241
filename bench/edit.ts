/**
 * @fileoverview Edit latency of our engine (issue 5), measured in the benchmark's child process:
 * a book of tunes, each on its own page, rendered through the tune cache
 * (engine-bindings/src/tuneCache.ts), then edited one character at a time; and one song
 * rendered alone.
 *
 * - One-character change: in each of `edits` tunes spread over the book (not the first, whose
 *   edit may engrave the whole book again: tuneCache.ts), one note letter of its first music line
 *   becomes the next letter (C -> D, g -> a). Each edit is made on the original book, so the
 *   tune edited before comes back from the cache.
 * - Typing: `edits` note letters typed one after another into the middle tune's first music line.
 *   Each keystroke moves every later tune by one character, so their pages are written again
 *   with moved source offsets: the cache cannot avoid that.
 * - Each result's page strings are read once (`charCodeAt(0)` flattens a string built by
 *   concatenation), so that the time includes writing them out, not only describing them.
 * - A few edits are checked against a full render of the edited text (`exact`).
 */
import { isDeepStrictEqual } from 'node:util';
import { splitBook, TuneCache, type RenderResult } from 'swaralipi';
import { spreadOf, type Spread } from './stats.js';
import { swaralipiEngine } from './swaralipi.js';

export interface EditJob {
  kind: 'edit';
  /** The only engine this job measures. */
  engine: 'swaralipi';
  /** A book whose tunes each end with %%newpage (texts.ts pagedBookText). */
  book: string;
  /** One song rendered alone. */
  song: string;
  /** Edits of each kind to time. */
  edits: number;
  /** Renders of the song to time. */
  songRenders: number;
}

/** Wall-clock spread of a kind of edit, its median CPU time, and what the cache did per edit. */
export type EditFigures = Spread & { cpuMedianMs: number; engravedMedian: number; movedMedian: number };

export interface EditResult {
  tunes: number;
  /** Whether the cache engraved the book tune by tune (else it fell back to whole renders). */
  perTune: boolean;
  /** Engine.render of the whole book, no cache: median of 3. */
  fullRenderMs: number;
  /** The first cache.render of the book (every tune engraved). */
  coldCacheMs: number;
  /** cache.render of the same text again. */
  unchanged: Spread;
  /** One note letter changed in one tune; `cpuMedianMs`: the process's CPU time per edit. */
  oneCharacter: EditFigures;
  /** One note letter typed (inserted) in the middle tune, keystroke after keystroke. */
  typing: EditFigures;
  /** Every checked edit's result equals Engine.render of the edited text, value for value. */
  exact: boolean;
  checkedEdits: number;
  /** The song rendered alone with Engine.render. */
  song: Spread;
}

/** The next note letter: C -> D ... G -> A, the same for lower case. */
export function nextNoteLetter(letter: string): string {
  const letters = 'CDEFGABC';
  const upper = letter.toUpperCase();
  const next = letters[letters.indexOf(upper) + 1]!;
  return letter === upper ? next : next.toLowerCase();
}

/**
 * Offset of the first note letter of the first music line after `from` (the line after the
 * tune's K: field), outside chord symbols ("..."), decorations (!...!, +...+) and inline fields.
 */
export function firstNoteLetter(text: string, from: number, to: number): number {
  const keyLine = text.indexOf('\nK:', from);
  let line = text.indexOf('\n', keyLine + 1) + 1;
  while (line > 0 && line < to) {
    const end = text.indexOf('\n', line);
    const lineEnd = end < 0 ? to : Math.min(end, to);
    if (!/^([A-Za-z]:|%|\s*$)/.test(text.slice(line, lineEnd))) {
      let closing = '';
      for (let i = line; i < lineEnd; i++) {
        const char = text[i]!;
        if (closing) {
          if (char === closing) closing = '';
        } else if (char === '"' || char === '!' || char === '+') closing = char;
        else if (char === '[' && /[A-Za-z]:/.test(text.slice(i + 1, i + 3))) closing = ']';
        else if (/[A-Ga-g]/.test(char)) return i;
      }
    }
    line = lineEnd + 1;
  }
  return -1;
}

/** Renders through the cache and reads every page once (see the file overview). */
function renderRead(cache: TuneCache, text: string): RenderResult {
  const result = cache.render(text);
  for (const page of result.pages) page.charCodeAt(0);
  return result;
}

/** Runs `work`, timing it in wall-clock and in CPU milliseconds (user + system, this process). */
function timed<T>(work: () => T): { ms: number; cpuMs: number; value: T } {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const value = work();
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000, value };
}

/** Runs an edit job (see the file overview). */
export function measureEdits(job: EditJob): EditResult {
  const engine = swaralipiEngine;
  const { book } = job;
  const { tuneStarts } = splitBook(book);
  const fullRuns = [0, 1, 2].map(() => timed(() => engine.render(book)).ms);

  const cache = new TuneCache(engine);
  const cold = timed(() => renderRead(cache, book));
  const perTune = cache.stats.perTune;
  const unchanged = Array.from({ length: 20 }, () => timed(() => renderRead(cache, book)).ms);

  // One-character changes, in tunes spread over the book, the first left out.
  const checkEvery = Math.max(1, Math.floor(job.edits / 3));
  let exact = true;
  let checkedEdits = 0;
  const change = { ms: [] as number[], cpuMs: [] as number[], engraved: [] as number[], moved: [] as number[] };
  for (let edit = 0; edit < job.edits; edit++) {
    const tune = 1 + Math.floor(((edit + 0.5) * (tuneStarts.length - 1)) / job.edits);
    const position = firstNoteLetter(book, tuneStarts[tune]!, tuneStarts[tune + 1] ?? book.length);
    if (position < 0) continue;
    const edited = book.slice(0, position) + nextNoteLetter(book[position]!) + book.slice(position + 1);
    const run = timed(() => renderRead(cache, edited));
    change.ms.push(run.ms);
    change.cpuMs.push(run.cpuMs);
    change.engraved.push(cache.stats.engraved);
    change.moved.push(cache.stats.moved);
    if (edit % checkEvery === 0) {
      checkedEdits++;
      exact &&= isDeepStrictEqual(run.value, engine.render(edited));
    }
  }
  renderRead(cache, book);

  // Typing into the middle tune.
  const middle = Math.floor(tuneStarts.length / 2);
  const caret = firstNoteLetter(book, tuneStarts[middle]!, tuneStarts[middle + 1] ?? book.length);
  const typing = { ms: [] as number[], cpuMs: [] as number[], engraved: [] as number[], moved: [] as number[] };
  let text = book;
  for (let keystroke = 0; keystroke < job.edits && caret >= 0; keystroke++) {
    text = `${text.slice(0, caret)}c${text.slice(caret)}`;
    const run = timed(() => renderRead(cache, text));
    typing.ms.push(run.ms);
    typing.cpuMs.push(run.cpuMs);
    typing.engraved.push(cache.stats.engraved);
    typing.moved.push(cache.stats.moved);
    if (keystroke === job.edits - 1) {
      checkedEdits++;
      exact &&= isDeepStrictEqual(run.value, engine.render(text));
    }
  }

  // The song alone.
  for (let i = 0; i < 20; i++) engine.render(job.song);
  const songRuns = Array.from({ length: job.songRenders }, () => timed(() => engine.render(job.song)).ms);

  const medianOf = (values: number[]): number => spreadOf(values).medianMs;
  const figuresOf = (edits: { ms: number[]; cpuMs: number[]; engraved: number[]; moved: number[] }): EditFigures => ({
    ...spreadOf(edits.ms),
    cpuMedianMs: medianOf(edits.cpuMs),
    engravedMedian: medianOf(edits.engraved),
    movedMedian: medianOf(edits.moved),
  });
  return {
    tunes: tuneStarts.length,
    perTune,
    fullRenderMs: medianOf(fullRuns),
    coldCacheMs: cold.ms,
    unchanged: spreadOf(unchanged),
    oneCharacter: figuresOf(change),
    typing: figuresOf(typing),
    exact,
    checkedEdits,
    song: spreadOf(songRuns),
  };
}
