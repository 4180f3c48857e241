/**
 * @fileoverview Finding the %%deco definition a decoration uses (model DecoDefinitionTable):
 * the parser reports what is wrong with it, and layout draws it.
 */

import { Context } from "../context";

/**
 * The last %%deco definition of the name source[start, end) made before source offset `before`
 * (definitions are in source order), or -1.
 */
export function findDecoDefinition(ctx: Context, start: i32, end: i32, before: i32): i32 {
  const definitions = ctx.decoDefinitions;
  const source = ctx.source;
  const length = end - start;
  for (let d = definitions.count - 1; d >= 0; d--) {
    const nameStart = definitions.nameStart.get(d);
    if (nameStart >= before || definitions.nameEnd.get(d) - nameStart != length) continue;
    let same = true;
    for (let j = 0; j < length && same; j++) same = source.at(nameStart + j) == source.at(start + j);
    if (same) return d;
  }
  return -1;
}

/**
 * Glyph and text-style names abc2svg 1.22.1 defines for %%deco (black-boxed: any other name
 * draws nothing and is reported "no definition of NAME"): text styles (crdc italic, pf bold
 * italic, dacs, sfz) and glyphs.
 */
const KNOWN_GLYPHS: StaticArray<string> = [
  "crdc", "pf", "dacs", "sfz", "stc", "hld", "emb", "trl", "ped", "pedoff", "accent", "marcato", "dplus",
  "lphr", "mphr", "sphr", "sgno", "coda", "dcap", "dsgn", "turn", "turnx", "lmrd", "umrd", "brth", "upb",
  "dnb", "opend", "snap", "thumb", "wedge", "sld", "ghd", "fng", "pfthd", "ltr", "custos",
];

/** Whether definition `d` names a glyph or text style that abc2svg 1.22.1 defines. */
export function hasKnownGlyph(ctx: Context, d: i32): bool {
  const source = ctx.source;
  const start = ctx.decoDefinitions.glyphStart.get(d);
  const length = ctx.decoDefinitions.glyphEnd.get(d) - start;
  for (let k = 0, n = KNOWN_GLYPHS.length; k < n; k++) {
    const name = unchecked(KNOWN_GLYPHS[k]);
    if (name.length != length) continue;
    let same = true;
    for (let j = 0; j < length && same; j++) same = source.at(start + j) == <i32>name.charCodeAt(j);
    if (same) return true;
  }
  return false;
}

/** Whether definition `d`'s glyph is a text style (its text is drawn, in italics or bold italics). */
export function isTextStyle(ctx: Context, d: i32): bool {
  const source = ctx.source;
  const start = ctx.decoDefinitions.glyphStart.get(d);
  const length = ctx.decoDefinitions.glyphEnd.get(d) - start;
  const c = source.at(start);
  if (length == 4 && c == 99 && source.at(start + 1) == 114) return true; // crdc
  if (length == 2 && c == 112 && source.at(start + 1) == 102) return true; // pf
  if (length == 4 && c == 100 && source.at(start + 1) == 97 && source.at(start + 2) == 99) return true; // dacs
  return length == 3 && c == 115 && source.at(start + 1) == 102 && source.at(start + 2) == 122; // sfz
}
