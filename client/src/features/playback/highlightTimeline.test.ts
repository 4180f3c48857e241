import { describe, expect, it } from 'vitest';
import { render } from './testing/engine.ts';
import { buildHighlightTimeline, rangesAt } from './highlightTimeline.ts';

/** The source ranges lit at `time`, as the text they cover. */
function litText(abc: string, time: number): string[] {
  const events = render(abc).events?.[0]?.events ?? [];
  return rangesAt(buildHighlightTimeline(events), time).map((range) => abc.slice(range.start, range.end));
}

describe('highlight timeline', () => {
  const TUNE = 'X:1\nL:1/4\nQ:1/4=120\nK:C\nC D [CEG]2 | z E |\n';

  it('lights each note while it sounds, a chord once, nothing in a rest or after the end', () => {
    expect(litText(TUNE, 0)).toEqual(['C']);
    expect(litText(TUNE, 0.49)).toEqual(['C']);
    expect(litText(TUNE, 0.5)).toEqual(['D']);
    expect(litText(TUNE, 1.2)).toEqual(['[CEG]2']);
    expect(litText(TUNE, 2.1)).toEqual([]);
    expect(litText(TUNE, 2.6)).toEqual(['E']);
    expect(litText(TUNE, 3)).toEqual([]);
    expect(litText(TUNE, -1)).toEqual([]);
  });

  it('lights the notes of every voice that sound together', () => {
    const abc = 'X:1\nL:1/4\nQ:1/4=60\nK:C\nV:1\nc2 d2|\nV:2\nC C C C|\n';
    expect(litText(abc, 0.5)).toEqual(['c2', 'C']);
    expect(litText(abc, 1.5).sort()).toEqual(['C', 'c2']);
    expect(litText(abc, 2.5).sort()).toEqual(['C', 'd2']);
  });

  it('keeps a tied note lit for its whole length and a repeated note lit from pass to pass', () => {
    const tied = 'X:1\nL:1/4\nQ:1/4=60\nK:C\nC2- C D|\n';
    expect(litText(tied, 2.5)).toEqual(['C2']);
    expect(litText(tied, 3.5)).toEqual(['D']);
    const repeated = 'X:1\nL:1/4\nQ:1/4=60\nK:C\n|:C:|\n';
    const events = render(repeated).events?.[0]?.events ?? [];
    const timeline = buildHighlightTimeline(events);
    // C at 0 and again at 1: lit throughout, one step, then the end.
    expect(timeline.map((step) => [step.time, step.ranges.length])).toEqual([[0, 1], [2, 0]]);
  });
});
