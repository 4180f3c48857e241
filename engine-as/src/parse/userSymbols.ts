/**
 * @fileoverview Redefinable symbols: `U:` fields and the `%%user` directive (ABC 2.1 4.16;
 * abc2svg 1.22.1). `U: T = !trill!` makes the character T, met in the music, stand for the
 * decoration trill (`"..."` for an annotation).
 *
 * Checks, black-boxed from abc2svg 1.22.1, each reported at the field's start:
 * - the character may not be one the music already uses: the note letters A-G a-g, the rests
 *   x X y z Z, and | : [ ] ( ) { } < > & - _ ^ = $ " ("Bad user character '$1'");
 * - what it stands for must be a whole `!name!` or `"text"` ("Lack of starting [, ! or \" in
 *   U: / %%user": abc2svg's words name `[` too, but it refuses a value that starts with it).
 * A definition with an error defines nothing. Only the letters H-W, h-w and `~` are kept for
 * the music (parse/decorations.ts userSymbolBit); others abc2svg accepts (digits, `.`, `#`...)
 * are accepted and not used.
 */

import { DiagnosticCode, Severity } from "../abi";
import { Context } from "../context";
import { skipSpaces, valueEnd } from "../text/scan";
import { userSymbolBit } from "./decorations";
import { ParsePhase } from "./parseState";

/** Whether `c` is a character of the music that U: may not redefine (abc2svg 1.22.1). */
function isReservedCharacter(c: i32): bool {
  if ((c >= 65 && c <= 71) || (c >= 97 && c <= 103)) return true; // A-G a-g
  switch (c) {
    case 120: case 121: case 122: case 88: case 90: // x y z X Z
    case 124: case 58: case 91: case 93: case 40: case 41: // | : [ ] ( )
    case 123: case 125: case 60: case 62: case 38: // { } < > &
    case 45: case 95: case 94: case 61: case 36: case 34: // - _ ^ = $ "
      return true;
    default:
      return false;
  }
}

/**
 * Defines the user symbol written at source[valueStart, end) by the `U:` field or `%%user`
 * directive that starts at `fieldStart`: in the file header for every tune, else for the
 * tune being read.
 */
export function defineUserSymbol(ctx: Context, fieldStart: i32, valueStart: i32, end: i32): void {
  const source = ctx.source;
  const state = ctx.parse;
  const stop = valueEnd(source, valueStart, end);
  const at = skipSpaces(source, valueStart, stop);
  const c = source.at(at);
  if (at < stop && c > 127) {
    ctx.diagnostics.report(source, DiagnosticCode.NotAsciiInMusic, Severity.Error, fieldStart, end);
    return;
  }
  if (at < stop && isReservedCharacter(c)) {
    ctx.diagnostics.report(source, DiagnosticCode.BadUserCharacter, Severity.Error, fieldStart, end, at, at + 1);
    return;
  }
  // What it stands for: `U: w = !wedge!` (the `=` may be left out).
  let i = skipSpaces(source, at + 1, stop);
  if (source.at(i) == 61 /* = */) i = skipSpaces(source, i + 1, stop);
  const mark = source.at(i);
  if (at >= stop || i >= stop || (mark != 33 /* ! */ && mark != 34 /* " */) || stop - i < 2 || source.at(stop - 1) != mark) {
    ctx.diagnostics.report(source, DiagnosticCode.UserSymbolLacksStart, Severity.Error, fieldStart, end);
    return;
  }
  const bit = userSymbolBit(c);
  if (bit < 0) return;
  if (bit < 52) {
    if (state.phase == ParsePhase.BeforeTune) state.fileUserSymbols |= (<u64>1) << bit;
    state.userSymbols |= (<u64>1) << bit;
  }
  // A decoration is named without its `!`s; an annotation keeps its quotes.
  const nameStart = mark == 33 ? i + 1 : i;
  const nameEnd = mark == 33 ? stop - 1 : stop;
  if (nameEnd > nameStart) {
    state.userSymbolStart.set(bit, nameStart);
    state.userSymbolEnd.set(bit, nameEnd);
  }
}
