/**
 * @fileoverview Directives: `%%name value` lines (engine-spec 3 "Format settings"; ABC 2.1
 * 11). Each is dispatched by its name; a name this engine does not know is ignored, as ABC 2.1
 * 11 asks of unknown directives.
 */

import { Context } from "../context";
import { matchesWord } from "../text/scan";
import { defineDecoration } from "./decorations";
import { ParsePhase } from "./parseState";
import { applyScore } from "./score";
import { synchroniseVoices } from "./voices";

/**
 * Applies the directive line source[start, end), which begins with `%%`.
 * `%%begintext` opens a block of text lines (typeset by a later issue) that must not be read
 * as music.
 */
export function applyDirective(ctx: Context, start: i32, end: i32): void {
  const source = ctx.source;
  const name = start + 2;
  if (matchesWord(source, name, end, "begintext")) ctx.parse.inTextBlock = true;
  else if (matchesWord(source, name, end, "deco ") || matchesWord(source, name, end, "deco\t")) defineDecoration(ctx, start + 7, end);
  else if (matchesWord(source, name, end, "staves") || matchesWord(source, name, end, "score")) scoreDirective(ctx, start, end);
}

/**
 * `%%score` / `%%staves` (parse/score.ts): in the file header it is kept for every tune; in a
 * tune's body it first brings the voices to one time (a new system starts there).
 */
function scoreDirective(ctx: Context, start: i32, end: i32): void {
  const source = ctx.source;
  const state = ctx.parse;
  const valueStart = source.at(start + 3) == 99 /* %%score */ ? start + 7 : start + 8;
  if (state.phase == ParsePhase.BeforeTune) {
    state.fileScoreStart = valueStart;
    state.fileScoreEnd = end;
    return;
  }
  if (state.phase == ParsePhase.Body) synchroniseVoices(ctx);
  applyScore(ctx, valueStart, end);
}

