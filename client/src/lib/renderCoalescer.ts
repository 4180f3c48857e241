/**
 * @fileoverview Decides when the engine renders, so that typing never waits for it (DESIGN.md 6,
 * STYLE.md 10: "render at most once per animation frame"):
 * - at most one render is in flight; text typed meanwhile waits as the one pending text, and each
 *   newer text replaces it, so only the latest text is ever rendered (coalescing);
 * - a render starts on an animation frame, never more than one per frame;
 * - when a render finishes and text is pending, the next render starts on the next frame.
 *
 * The host (lib/engineClient.ts) gives the frame scheduler and the transport, so the logic is
 * tested without a browser (renderCoalescer.test.ts).
 */

export interface CoalescerHost {
  /** Runs `callback` once on the next animation frame (`requestAnimationFrame`). */
  requestFrame(callback: () => void): void;
  /** Starts rendering `text`; the host calls `settle(id)` when that render ends, however. */
  send(id: number, text: string): void;
}

export class RenderCoalescer {
  private pendingText: string | null = null;
  private inFlightId: number | null = null;
  private frameRequested = false;
  private lastId = 0;

  constructor(private readonly host: CoalescerHost) {}

  /** Asks for `text` to be rendered; replaces any text still waiting. */
  request(text: string): void {
    this.pendingText = text;
    this.requestFrameIfIdle();
  }

  /**
   * Renders `text` as soon as possible: at once when nothing is in flight (the Show button),
   * otherwise right after the render in flight.
   */
  requestNow(text: string): void {
    this.pendingText = text;
    if (this.inFlightId === null) this.sendPending();
  }

  /** Marks render `id` finished (result, failure or timeout); stale ids are ignored. */
  settle(id: number): void {
    if (id !== this.inFlightId) return;
    this.inFlightId = null;
    this.requestFrameIfIdle();
  }

  /** Whether a render is running now. */
  get busy(): boolean {
    return this.inFlightId !== null;
  }

  /** Whether text is waiting to be rendered. */
  get hasPending(): boolean {
    return this.pendingText !== null;
  }

  private requestFrameIfIdle(): void {
    if (this.frameRequested || this.inFlightId !== null || this.pendingText === null) return;
    this.frameRequested = true;
    this.host.requestFrame(() => {
      this.frameRequested = false;
      if (this.inFlightId === null) this.sendPending();
    });
  }

  private sendPending(): void {
    const text = this.pendingText;
    if (text === null) return;
    this.pendingText = null;
    this.lastId += 1;
    this.inFlightId = this.lastId;
    this.host.send(this.lastId, text);
  }
}
