/**
 * @fileoverview The RenderResult object `Engine.render` returns (types.ts): pages, diagnostics
 * and tunes as values, and the element index and playback events built on first access only.
 *
 * Why later: a corpus render makes about 350 elements per tune, and the events cost about an
 * eighth of a render (the corpus: 256 ms of 2035 ms), which a caller printing pages never reads,
 * and most renders (every keystroke in the editor, print, check) never play. Both are own
 * enumerable accessor properties, so JSON, spreads and structured clone (postMessage) see plain
 * values, in the result's key order (pages, diagnostics, elements, tunes, events); assigning one
 * replaces its value.
 *
 * How: every result has the same two accessors (shared getter and setter functions, defined with
 * one descriptor each) and keeps what they build from in a non-enumerable symbol-keyed property,
 * which JSON, spreads and structured clone leave out. A getter closure per result, defined on a
 * property first made a data property, cost 3.8 µs per result and left the object in V8's slow
 * dictionary mode; this costs about 1 µs and keeps it a fast object (measured on Node 20).
 */

import { internalErrorDiagnostic } from './diagnostics.js';
import type { ElementRef, RenderResult, TunePlayback } from './types.js';

/** What a result's later parts are built from, and what was built. */
interface LaterParts {
  buildElements: () => ElementRef[];
  buildEvents: () => TunePlayback[];
  elements: ElementRef[] | undefined;
  events: TunePlayback[] | undefined;
}

const LATER = Symbol('later parts');

type LaterResult = RenderResult & { [LATER]: LaterParts };

/**
 * `build()`, or none when it throws. Never throws: a getter that threw would break a caller that
 * only reads (JSON, structured clone), so the failure is told as a fatal "Internal error: ..."
 * diagnostic appended to the result's diagnostics, as `Engine.render` tells its own failures.
 */
function buildOrReport<T>(result: LaterResult, what: string, build: () => T[]): T[] {
  try {
    return build();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    result.diagnostics.push(internalErrorDiagnostic(`building the ${what} failed: ${detail}`));
    return [];
  }
}

/** Never throws: a failure while building the element index gives none (see buildOrReport). */
function getElements(this: LaterResult): ElementRef[] {
  const parts = this[LATER];
  return (parts.elements ??= buildOrReport(this, 'element index', parts.buildElements));
}

function setElements(this: LaterResult, value: ElementRef[]): void {
  this[LATER].elements = value;
}

/** Never throws: a failure while building the events gives none (see buildOrReport). */
function getEvents(this: LaterResult): TunePlayback[] {
  const parts = this[LATER];
  return (parts.events ??= buildOrReport(this, 'playback events', parts.buildEvents));
}

function setEvents(this: LaterResult, value: TunePlayback[]): void {
  this[LATER].events = value;
}

const ELEMENTS: PropertyDescriptor = { enumerable: true, configurable: true, get: getElements, set: setElements };
const EVENTS: PropertyDescriptor = { enumerable: true, configurable: true, get: getEvents, set: setEvents };

/**
 * A RenderResult of `pages`, `diagnostics` and `tunes`, whose `elements` and `events` are built
 * by `buildElements` and `buildEvents` on their first access (each called at most once).
 */
export function laterRenderResult(
  pages: string[],
  diagnostics: RenderResult['diagnostics'],
  tunes: RenderResult['tunes'],
  buildElements: () => ElementRef[],
  buildEvents: () => TunePlayback[],
): RenderResult {
  const result = { pages, diagnostics } as LaterResult;
  Object.defineProperty(result, 'elements', ELEMENTS);
  result.tunes = tunes;
  Object.defineProperty(result, 'events', EVENTS);
  const parts: LaterParts = { buildElements, buildEvents, elements: undefined, events: undefined };
  Object.defineProperty(result, LATER, { value: parts });
  return result;
}
