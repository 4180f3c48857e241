/**
 * @fileoverview Fields that are drawn as text rather than music (ABC 2.1 3.1): their trimmed
 * values go into ctx.textFields for the layout (layout/titleBlock.ts, staffTexts.ts,
 * wordsBlock.ts). The first T: and C: also go into the tune table, for the model dump and the
 * host's tune list.
 *
 * abc2svg 1.22.1 draws, with its default format: every T: (the first as the title, the others
 * as subtitles; a T: in the body as a section title), every C: (right-aligned), O: (after the
 * last composer, in parentheses), the header P: (the order of parts, at the left), a P: in the
 * body (a part label over the staff) and W: (words after the tune). R: A: B: S: N: H: Z: D:
 * are kept for %%writefields but not drawn.
 */

import { DiagnosticCode, Severity } from "../abi";
import { Context } from "../context";

/** Whether field `letter` (a character code) is one of the text fields of the tune header. */
function isHeaderText(letter: i32): bool {
  switch (letter) {
    case 84: // T: title
    case 67: // C: composer
    case 79: // O: origin
    case 80: // P: parts
    case 87: // W: words
    case 82: // R: rhythm
    case 65: // A: area
    case 66: // B: book
    case 83: // S: source
    case 78: // N: notes
    case 72: // H: history
    case 90: // Z: transcription
    case 68: // D: discography
      return true;
    default:
      return false;
  }
}

/**
 * Records the text field `letter` of the tune header, whose trimmed value is source[start, end).
 * Returns false when `letter` is not a text field, so the caller applies it as a field.
 * A first T: is the title, a second the subtitle; the first C: is the composer.
 */
export function applyHeaderText(ctx: Context, letter: i32, start: i32, end: i32): bool {
  if (letter == 81 /* Q */) {
    // Kept so that a Q: in the music knows the tune had a tempo (checkBodyTempo); the caller
    // still applies it.
    ctx.textFields.add(ctx.parse.tune, letter, start, end, -1, -1);
    return false;
  }
  if (!isHeaderText(letter)) return false;
  const tune = ctx.parse.tune;
  const tunes = ctx.tunes;
  if (letter == 84 /* T */) {
    if (tunes.titleStart.get(tune) < 0) {
      tunes.titleStart.set(tune, start);
      tunes.titleEnd.set(tune, end);
    } else if (tunes.subtitleStart.get(tune) < 0) {
      tunes.subtitleStart.set(tune, start);
      tunes.subtitleEnd.set(tune, end);
    }
  } else if (letter == 67 /* C */ && tunes.composerStart.get(tune) < 0) {
    tunes.composerStart.set(tune, start);
    tunes.composerEnd.set(tune, end);
  }
  ctx.textFields.add(tune, letter, start, end, -1, -1);
  return true;
}

/**
 * A Q: line after the tune's header (`fieldStart`, value source[start, end)): before the music
 * it is the tune's tempo, and is kept as such; once the music has started, abc2svg 1.22.1 warns
 * "No previous tempo" when the tune had no tempo before its music (black-boxed: every such Q:
 * warns, the line form and the inline [Q:] alike). The caller still applies the field.
 */
export function checkBodyTempo(ctx: Context, fieldStart: i32, start: i32, end: i32): void {
  const tune = ctx.parse.tune;
  if (tune < 0) return;
  if (ctx.symbols.count <= ctx.tunes.firstSymbol.get(tune)) {
    ctx.textFields.add(tune, 81, start, end, -2, -1);
    return;
  }
  const fields = ctx.textFields;
  for (let k = fields.count - 1; k >= 0 && fields.tune.get(k) == tune; k--) {
    if (fields.letter.get(k) == 81) return;
  }
  ctx.diagnostics.report(ctx.source, DiagnosticCode.NoPreviousTempo, Severity.Warning, fieldStart, end);
}

/** Whether field `letter` belongs to the tune header only (abc2svg: "inside tune - ignored"). */
function isHeaderOnly(letter: i32): bool {
  switch (letter) {
    case 65: case 66: case 67: case 68: case 72: case 78: case 79: case 83: case 90: // A B C D H N O S Z
      return true;
    default:
      return false;
  }
}

/**
 * Records the text field `letter` met in the tune body (T: a section title, P: a part label,
 * W: words after the tune), whose trimmed value is source[start, end), in the current voice
 * after its last symbol. A header-only text field (C: O: A: B: D: H: N: S: Z:) is reported
 * with abc2svg 1.22.1's words ("C: inside tune - ignored", at the field's start `fieldStart`)
 * and dropped. Returns false when `letter` is none of these, so the caller applies it as a field.
 */
export function applyBodyText(ctx: Context, letter: i32, fieldStart: i32, start: i32, end: i32): bool {
  if (isHeaderOnly(letter)) {
    ctx.diagnostics.report(ctx.source, DiagnosticCode.FieldInsideTune, Severity.Error, fieldStart, end, fieldStart, fieldStart + 1);
    return true;
  }
  if (letter != 84 /* T */ && letter != 80 /* P */ && letter != 87 /* W */) return false;
  const state = ctx.parse;
  // Before the first music line there is no current voice yet: -2 (the body, no voice).
  let voice = -2;
  let after = -1;
  if (state.current >= 0) {
    const current = state.voiceState(state.current);
    voice = current.voice;
    after = current.lastSymbol;
  }
  ctx.textFields.add(state.tune, letter, start, end, voice, after);
  return true;
}
