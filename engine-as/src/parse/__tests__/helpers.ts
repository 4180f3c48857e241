/**
 * @fileoverview Test helpers: parse an ABC text into a fresh context, and find symbols.
 */

import { DiagnosticField, SymbolKind } from "../../abi";
import { Context } from "../../context";
import { parseText } from "../parseText";

/** Parses `text` (written into the context's source as UTF-16) and returns the context. */
export function parse(text: string): Context {
  const ctx = new Context();
  ctx.reset();
  const pointer = ctx.source.prepare(text.length);
  for (let i = 0; i < text.length; i++) store<u16>(pointer + (<usize>i << 1), text.charCodeAt(i));
  ctx.source.indexLines();
  parseText(ctx);
  return ctx;
}

/** Id of the n-th (0-based) symbol of `kind`, or -1. */
export function nth(ctx: Context, kind: i32, n: i32): i32 {
  let seen = 0;
  for (let id = 0; id < ctx.symbols.count; id++) {
    if (ctx.symbols.kind.get(id) != kind) continue;
    if (seen == n) return id;
    seen++;
  }
  return -1;
}

/** MIDI pitch of the lowest head of the n-th note. */
export function midiOfNote(ctx: Context, n: i32): i32 {
  const note = nth(ctx, SymbolKind.Note, n);
  return ctx.heads.midi.get(ctx.symbols.headStart.get(note));
}

/** Played duration of the n-th note, in sixteenths... of a whole note: ticks * 64 / whole. */
export function noteDuration(ctx: Context, n: i32): i32 {
  return ctx.symbols.duration.get(nth(ctx, SymbolKind.Note, n));
}

/** Diagnostic code of the n-th diagnostic, or -1. */
export function diagnosticCode(ctx: Context, n: i32): i32 {
  if (n >= ctx.diagnostics.count) return -1;
  return ctx.diagnostics.records.get(n * DiagnosticField.Stride + DiagnosticField.Code);
}

/** Whether a diagnostic with `code` was reported. */
export function hasDiagnostic(ctx: Context, code: i32): bool {
  for (let n = 0; n < ctx.diagnostics.count; n++) if (diagnosticCode(ctx, n) == code) return true;
  return false;
}
