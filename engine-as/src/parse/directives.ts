/**
 * @fileoverview Directives: `%%name value` lines and `I:name value` fields (engine-spec 3
 * "Format settings"; ABC 2.1 11, and 3.1.x: `I:` carries the same instructions). Each is
 * dispatched by its name: format settings (formatDirectives.ts), directives that act at one
 * point (pageDirectives.ts), `%%repeat` (measureRepeats.ts), `%%user` (userSymbols.ts, the same
 * as U:), `%%deco`, `%%score` / `%%staves`.
 * A name this engine does not know is ignored, as ABC 2.1 11 asks of unknown directives.
 */

import { Context } from "../context";
import { matchesWord, skipSpaces, valueEnd, wordEnd } from "../text/scan";
import { defineDecoration } from "./decorations";
import { applyFormatSetting, isName } from "./formatDirectives";
import { applyRepeatDirective } from "./measureRepeats";
import { applyPageDirective } from "./pageDirectives";
import { ParsePhase } from "./parseState";
import { applyScore } from "./score";
import { applyTransposeDirective } from "./transpose";
import { defineUserSymbol } from "./userSymbols";
import { synchroniseVoices } from "./voices";
import { applyTextDirective } from "./textBlocks";

/**
 * Applies the directive line source[start, end), which begins with `%%`. `%%begintext`,
 * `%%text` and `%%center` are text blocks (parse/textBlocks.ts).
 */
export function applyDirective(ctx: Context, start: i32, end: i32): void {
  const source = ctx.source;
  const name = start + 2;
  if (applyTextDirective(ctx, start, end)) return;
  if (matchesWord(source, name, end, "deco ") || matchesWord(source, name, end, "deco\t")) defineDecoration(ctx, start + 7, end);
  else if (matchesWord(source, name, end, "staves") || matchesWord(source, name, end, "score")) scoreDirective(ctx, start, end);
  else applyInstruction(ctx, start, name, end);
}

/**
 * Applies the instruction `name value` in source[nameStart, end) (of a `%%` line or an `I:`
 * field whose line starts at `lineStart`): `%%repeat`, a format setting or a positional
 * directive. The value ends at a `%` comment.
 */
export function applyInstruction(ctx: Context, lineStart: i32, nameStart: i32, end: i32): void {
  const source = ctx.source;
  const first = skipSpaces(source, nameStart, end);
  const nameEnd = wordEnd(source, first, end);
  const valueStart = skipSpaces(source, nameEnd, end);
  const stop = valueEnd(source, valueStart, end);
  if (isName(ctx, first, nameEnd, "repeat")) applyRepeatDirective(ctx, valueStart, stop);
  else if (isName(ctx, first, nameEnd, "user")) defineUserSymbol(ctx, lineStart, valueStart, end);
  else if (isName(ctx, first, nameEnd, "transpose")) applyTransposeDirective(ctx, lineStart, valueStart, stop);
  else if (!applyFormatSetting(ctx, lineStart, first, nameEnd, valueStart, stop)) applyPageDirective(ctx, lineStart, first, nameEnd, valueStart, stop);
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

