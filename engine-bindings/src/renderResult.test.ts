/** renderResult.ts: a result's later parts are built once, on first access, and read as plain values. */
import { describe, expect, it } from 'vitest';
import { laterRenderResult } from './renderResult.js';
import type { ElementRef, TunePlayback } from './types.js';

const ELEMENT: ElementRef = { id: 0, kind: 'note', start: 10, end: 11, page: 0, x: 1, y: 2, width: 3, height: 4, tune: 0 };
const PLAYBACK: TunePlayback = { events: [], duration: 0 };

function counted<T>(value: () => T): { build: () => T; calls: () => number } {
  let calls = 0;
  return {
    build: () => {
      calls++;
      return value();
    },
    calls: () => calls,
  };
}

describe('laterRenderResult', () => {
  it('builds elements and events on first access only, once each', () => {
    const elements = counted(() => [ELEMENT]);
    const events = counted(() => [PLAYBACK]);
    const result = laterRenderResult(['<svg/>'], [], [], elements.build, events.build);
    expect(elements.calls() + events.calls()).toBe(0);
    expect(result.elements).toEqual([ELEMENT]);
    expect(result.elements).toBe(result.elements);
    expect(result.events).toEqual([PLAYBACK]);
    expect(result.events).toBe(result.events);
    expect([elements.calls(), events.calls()]).toEqual([1, 1]);
  });

  it('reads as a plain object: keys in order, JSON, spread and structured clone carry the values', () => {
    const result = laterRenderResult(['<svg/>'], [], [], () => [ELEMENT], () => [PLAYBACK]);
    const plain = { pages: ['<svg/>'], diagnostics: [], elements: [ELEMENT], tunes: [], events: [PLAYBACK] };
    expect(Object.keys(result)).toEqual(['pages', 'diagnostics', 'elements', 'tunes', 'events']);
    expect(JSON.parse(JSON.stringify(result))).toEqual(plain);
    expect(structuredClone(result)).toEqual(plain);
    expect(Reflect.ownKeys({ ...result })).toEqual(['pages', 'diagnostics', 'elements', 'tunes', 'events']);
  });

  it('lets a caller replace elements and events', () => {
    const result = laterRenderResult([], [], [], () => [ELEMENT], () => [PLAYBACK]);
    result.events = [];
    expect(result.events).toEqual([]);
    result.elements = [];
    expect(result.elements).toEqual([]);
  });

  it('gives no elements or events when building them fails, and tells it as an internal error', () => {
    const result = laterRenderResult([], [], [], () => {
      throw new Error('broken element table');
    }, () => {
      throw new Error('broken event table');
    });
    expect(result.events).toEqual([]);
    expect(result.elements).toEqual([]);
    expect(result.diagnostics.map((d) => [d.severity, d.code, d.message])).toEqual([
      [2, 0, 'Internal error: building the playback events failed: broken event table'],
      [2, 0, 'Internal error: building the element index failed: broken element table'],
    ]);
    // Built once: a second read neither rebuilds nor reports again.
    expect([result.events, result.elements, result.diagnostics.length]).toEqual([[], [], 2]);
  });

  it('keeps each result its own parts', () => {
    const first = laterRenderResult([], [], [], () => [ELEMENT], () => []);
    const second = laterRenderResult([], [], [], () => [], () => [PLAYBACK]);
    expect([first.elements, second.elements]).toEqual([[ELEMENT], []]);
    expect([first.events, second.events]).toEqual([[], [PLAYBACK]]);
  });
});
