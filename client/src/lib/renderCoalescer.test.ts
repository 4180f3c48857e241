import { describe, expect, it } from 'vitest';
import { RenderCoalescer } from './renderCoalescer.ts';

/** A host with a manual animation-frame clock and a log of what was sent. */
function harness() {
  const frames: (() => void)[] = [];
  const sent: { id: number; text: string }[] = [];
  const coalescer = new RenderCoalescer({
    requestFrame: (callback) => frames.push(callback),
    send: (id, text) => sent.push({ id, text }),
  });
  /** Runs the callbacks of one animation frame. */
  const frame = () => {
    for (const callback of frames.splice(0)) callback();
  };
  return { coalescer, frames, sent, frame };
}

describe('RenderCoalescer', () => {
  it('renders on the next animation frame, not at once', () => {
    const { coalescer, sent, frame } = harness();
    coalescer.request('X:1');
    expect(sent).toEqual([]);
    frame();
    expect(sent).toEqual([{ id: 1, text: 'X:1' }]);
  });

  it('renders only the last of several texts typed within one frame', () => {
    const { coalescer, frames, sent, frame } = harness();
    coalescer.request('C');
    coalescer.request('CD');
    coalescer.request('CDE');
    expect(frames).toHaveLength(1);
    frame();
    expect(sent.map((request) => request.text)).toEqual(['CDE']);
  });

  it('keeps one render in flight and only the newest text pending', () => {
    const { coalescer, sent, frame } = harness();
    coalescer.request('a');
    frame();
    coalescer.request('ab');
    coalescer.request('abc');
    frame();
    // Still busy with 'a': nothing more was sent.
    expect(sent.map((request) => request.text)).toEqual(['a']);
    coalescer.settle(1);
    expect(sent).toHaveLength(1);
    frame();
    expect(sent.map((request) => request.text)).toEqual(['a', 'abc']);
    expect(coalescer.hasPending).toBe(false);
  });

  it('starts no frame when a render ends with nothing pending', () => {
    const { coalescer, frames, frame } = harness();
    coalescer.request('a');
    frame();
    coalescer.settle(1);
    expect(frames).toHaveLength(0);
    expect(coalescer.busy).toBe(false);
  });

  it('ignores the end of a render that is not the one in flight', () => {
    const { coalescer, sent, frame } = harness();
    coalescer.request('a');
    frame();
    coalescer.request('b');
    coalescer.settle(99);
    frame();
    expect(sent.map((request) => request.text)).toEqual(['a']);
    expect(coalescer.busy).toBe(true);
  });

  it('renders at once on requestNow when idle, and right after the render in flight when busy', () => {
    const { coalescer, sent, frame } = harness();
    coalescer.requestNow('show me');
    expect(sent.map((request) => request.text)).toEqual(['show me']);
    coalescer.requestNow('show me again');
    expect(sent).toHaveLength(1);
    coalescer.settle(1);
    frame();
    expect(sent.map((request) => request.text)).toEqual(['show me', 'show me again']);
  });
});
