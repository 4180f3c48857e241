/**
 * @fileoverview Voice overlays (ABC 2.1 7.4): `&` overlays the measure so far in an overlay
 * voice until the bar; `(& ... & ... &)` overlays from the `(&` over several measures. Each
 * overlay is a voice of its own in the model (abc2svg's "1o", "1oo"), on its parent's staff.
 */

import { DiagnosticCode, Severity } from "../abi";
import { Context } from "../context";
import { VoiceState } from "./parseState";
import { addOverlayVoice } from "./voices";

/**
 * `&` at source offset `at` (ABC 2.1 7.4): the music up to the next bar overlays the measure so
 * far, in the voice's overlay voice (abc2svg: "1o"; an `&` inside an overlay opens the overlay's
 * own, "1oo"). The overlay starts at the measure's start and must end where the overlaid voice
 * is now. Before the voice's first note or rest there is nothing to overlay: "No note in voice
 * overlay" after the `&`, which is ignored (abc2svg 1.22.1).
 */
export function startOverlay(ctx: Context, voice: VoiceState, at: i32): void {
  const state = ctx.parse;
  if (voice.lastNote < 0) {
    ctx.diagnostics.report(ctx.source, DiagnosticCode.NoNoteInOverlay, Severity.Error, at + 1, at + 2);
    return;
  }
  const parentIndex = state.current;
  // Inside `(& ... &)`, each `&` overlays from the `(&` and keeps its own bar lines.
  const root = state.voiceState(rootVoice(ctx, parentIndex));
  const span = root.spanOpen;
  let childIndex = voice.overlayChild;
  if (childIndex < 0) {
    childIndex = addOverlayVoice(ctx, parentIndex);
    voice.overlayChild = childIndex;
  }
  const child = state.voiceState(childIndex);
  child.time = span ? root.spanStart : voice.measureStart;
  child.measureStart = child.time;
  child.overlayTarget = voice.time;
  child.inSpan = span;
  child.takeAttributes(voice);
  child.clearMeasure();
  child.tieCount = 0;
  child.brokenDenominator = 0;
  child.beamBreak = true;
  state.current = childIndex;
}

/**
 * At a bar, the overlays open in `voice` end: each must have filled its measure (else "Wrong
 * duration in voice overlay"), and the music goes back to the overlaid voice, which takes the
 * bar. An overlay longer than its measure moves that bar, and the overlaid voice, to where the
 * overlay ends (abc2svg 1.22.1 does so). Returns the overlaid voice.
 */
export function endOverlays(ctx: Context, voice: VoiceState, at: i32): VoiceState {
  const state = ctx.parse;
  if (voice.overlayParent < 0) return voice;
  // The voices of a `(& ... &)` keep their own bars until `&)`.
  if (voice.inSpan) return voice;
  let index = state.current;
  let latest = 0;
  for (let depth = 0; depth < 64; depth++) {
    const overlay = state.voiceState(index);
    if (overlay.overlayParent < 0) break;
    if (overlay.time != overlay.overlayTarget) {
      ctx.diagnostics.report(ctx.source, DiagnosticCode.WrongOverlayDuration, Severity.Error, at, at + 1);
    }
    latest = max(latest, overlay.time);
    index = overlay.overlayParent;
  }
  state.current = index;
  const overlaid = state.voiceState(index);
  if (latest > overlaid.time) {
    overlaid.time = latest;
    overlaid.beamBreak = true;
  }
  return overlaid;
}

/**
 * `(&` at source offset `at`: a multi-measure overlay starts here (ABC 2.1 7.4). One already
 * open is not nested: "Voice overlay already started" at the `&`, and the `(&` is ignored.
 */
export function startOverlaySpan(ctx: Context, at: i32): void {
  const root = ctx.parse.voiceState(rootVoice(ctx, ctx.parse.current));
  if (root.spanOpen) {
    ctx.diagnostics.report(ctx.source, DiagnosticCode.VoiceOverlayAlreadyStarted, Severity.Error, at + 1, at + 2);
    return;
  }
  root.spanOpen = true;
  root.spanStart = root.time;
}

/**
 * `&)` at source offset `at`: the end of a multi-measure overlay; the music goes back to the
 * overlaid voice. With no `(&` open it ends nothing: "Erroneous end of voice overlay" at the `)`.
 */
export function endOverlaySpan(ctx: Context, at: i32): void {
  const state = ctx.parse;
  const index = rootVoice(ctx, state.current);
  if (!state.voiceState(index).spanOpen) {
    ctx.diagnostics.report(ctx.source, DiagnosticCode.ErroneousEndOfOverlay, Severity.Error, at + 1, at + 2);
    return;
  }
  state.voiceState(index).spanOpen = false;
  state.current = index;
}

/** The voice (pool index) that the overlay voice `index` belongs to, following its parents. */
export function rootVoice(ctx: Context, index: i32): i32 {
  const state = ctx.parse;
  let current = index;
  for (let depth = 0; depth < 64 && state.voiceState(current).overlayParent >= 0; depth++) {
    current = state.voiceState(current).overlayParent;
  }
  return current;
}
