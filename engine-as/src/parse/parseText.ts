/**
 * @fileoverview Reads the whole text line by line into tunes (ABC 2.1 2.2; engine-spec 4):
 * the parse states before a tune (0), header (1), after the key line (2) and body (3), the
 * dispatch of each line to the field, lyric or music parsers, and the checks at a tune's end.
 *
 * After this: the model tables hold every tune, voice, symbol, notehead, syllable, tuplet and
 * slur of the text, in source order per voice, with times and durations in ticks; problems
 * are in the diagnostics.
 */

import { DiagnosticCode, Severity } from "../abi";
import { Context } from "../context";
import { isLetter } from "../text/source";
import { skipSpaces, trimEnd, valueEnd } from "../text/scan";
import { applyField } from "./bodyFields";
import { parseKey } from "./fields";
import { parseLyricLine } from "./lyrics";
import { defineMacro } from "./macros";
import { parseMusicLine } from "./music";
import { parseSymbolLine } from "./symbolLines";
import { checkRepeats } from "./measureRepeats";
import { defineUserSymbol } from "./userSymbols";
import { checkCrossStaffStems } from "./crossStaffStems";
import { isIgnoredFieldLetter } from "./fieldLetters";
import { Continuable, continueField, noteContinuable } from "./fieldContinuation";
import { chooseClefs } from "./autoClef";
import { rootVoice } from "./overlays";
import { closeArrangements } from "./arrangements";
import { applyScore } from "./score";
import { applyDirective, applyInstruction } from "./directives";
import { applyBodyText, applyHeaderText, checkBodyTempo } from "./headerFields";
import { ParsePhase } from "./parseState";
import { currentVoice } from "./voices";
import { closeTextBlock, readTextBlockLine } from "./textBlocks";

/** Parses ctx.source into the model tables. */
export function parseText(ctx: Context): void {
  const source = ctx.source;
  const state = ctx.parse;
  const length = source.length;
  // Lines come from the line table (Source.indexLines, built before the parse), not a new scan.
  for (let line = 0, count = source.lineStart.length; line < count; line++) {
    const lineStart = source.lineStart.get(line);
    if (lineStart >= length) break; // the empty line after a final line break
    parseLine(ctx, lineStart, source.lineEndOf(line));
  }
  closeTextBlock(ctx, true);
  if (state.tune >= 0) endTune(ctx, length);
}

function parseLine(ctx: Context, start: i32, end: i32): void {
  const source = ctx.source;
  const state = ctx.parse;
  if (state.inTextBlock) {
    // A text block's lines, a blank one included, are text (parse/textBlocks.ts).
    readTextBlockLine(ctx, start, end);
    return;
  }
  const first = skipSpaces(source, start, end);
  if (first >= end) {
    // A blank line ends the tune (ABC 2.1 2.2.1).
    if (state.tune >= 0) endTune(ctx, start);
    return;
  }
  const c = source.at(start);
  if (c == 37 /* % */) {
    // `%%name value` is a directive (parse/directives.ts); a `%` line is a comment.
    if (source.at(start + 1) == 37) applyDirective(ctx, start, end);
    return;
  }
  if (isFieldLine(ctx, start, end)) {
    parseFieldLine(ctx, start, end);
    return;
  }
  switch (state.phase) {
    case ParsePhase.BeforeTune:
      // Free text between tunes (ABC 2.1 2.2.3).
      return;
    case ParsePhase.Header:
      // Music before any K: line: the tune starts as if K:C had been given.
      ctx.diagnostics.report(source, DiagnosticCode.MissingKey, Severity.Warning, start, end);
      parseKey(ctx, start, start, state.header);
      state.phase = ParsePhase.AfterKey;
      break;
    default:
      break;
  }
  parseMusic(ctx, start, end);
}

/** Whether the line is a field line `X:...` (a letter, or `+`, then a colon). */
function isFieldLine(ctx: Context, start: i32, end: i32): bool {
  const source = ctx.source;
  if (end - start < 2 || source.at(start + 1) != 58 /* : */) return false;
  const c = source.at(start);
  // `|:` is a bar, not a field; `+:` continues a lyric line.
  return isLetter(c) || c == 43;
}

function parseFieldLine(ctx: Context, start: i32, end: i32): void {
  const source = ctx.source;
  const state = ctx.parse;
  const letter = source.at(start);
  const valueStart = start + 2;
  if (letter == 88 /* X */) {
    if (state.tune >= 0) endTune(ctx, start);
    startTune(ctx, start, valueStart, end);
    return;
  }
  if (letter == 43 /* + */) {
    continueField(ctx, start, valueStart, end);
    return;
  }
  if (isIgnoredFieldLetter(letter)) {
    // A letter ABC 2.1 (3, field table) gives no field: abc2svg warns and reads past it.
    ctx.diagnostics.report(source, DiagnosticCode.FieldLineIgnored, Severity.Warning, start, end, start, start + 1);
    return;
  }
  if (letter == 85 /* U */) {
    defineUserSymbol(ctx, start, valueStart, end);
    return;
  }
  if (letter == 73 /* I */) {
    // `I:name value` is `%%name value` (ABC 2.1 3.1.x), in the file header as in a tune.
    applyInstruction(ctx, start, valueStart, end);
    return;
  }
  if (letter == 109 /* m */) {
    // Macros belong to the file or tune header; abc2svg ignores one in the body, with an error.
    if (state.phase <= ParsePhase.Header) defineMacro(ctx, valueStart, end);
    else ctx.diagnostics.report(source, DiagnosticCode.FieldInsideTune, Severity.Error, start, end, start, start + 1);
    return;
  }
  if (state.phase == ParsePhase.BeforeTune) return; // Other file header fields: a later issue.
  if (state.phase == ParsePhase.Header) {
    const stop = valueEnd(source, valueStart, end);
    const valueFirst = skipSpaces(source, valueStart, stop);
    if (applyHeaderText(ctx, letter, valueFirst, stop)) return;
    applyField(ctx, letter, start, valueStart, stop, end, false);
    return;
  }
  // After the key line or in the body: lyric lines and symbol lines, which `+:` may continue
  // (their parsers find their own comments: the value's end is not scanned for them).
  if (letter == 119 /* w */) {
    parseLyricLine(ctx, start, valueStart, end, false);
    noteContinuable(ctx, Continuable.Lyrics);
    return;
  }
  if (letter == 115 /* s */) {
    parseSymbolLine(ctx, start, valueStart, end, false);
    noteContinuable(ctx, Continuable.Symbols);
    return;
  }
  const stop = valueEnd(source, valueStart, end);
  // T: (a section title), P: (a part label) and W: (words) are drawn as text (headerFields.ts).
  if (applyBodyText(ctx, letter, start, skipSpaces(source, valueStart, stop), stop)) return;
  if (letter == 81 /* Q */) checkBodyTempo(ctx, start, skipSpaces(source, valueStart, stop), stop);
  if (state.phase == ParsePhase.AfterKey && (letter == 75 || letter == 77 || letter == 76 || letter == 81 || letter == 86)) {
    // Fields between K: and the music still belong to the tune's start.
    state.phase = ParsePhase.Body;
  }
  applyField(ctx, letter, start, valueStart, stop, end, false);
}

function startTune(ctx: Context, start: i32, valueStart: i32, end: i32): void {
  const source = ctx.source;
  const state = ctx.parse;
  const tune = ctx.tunes.add(start);
  const valueFirst = skipSpaces(source, valueStart, end);
  ctx.tunes.xStart.set(tune, valueFirst);
  ctx.tunes.xEnd.set(tune, valueEnd(source, valueFirst, end));
  ctx.tunes.firstVoice.set(tune, ctx.voices.count);
  ctx.tunes.firstSymbol.set(tune, ctx.symbols.count);
  ctx.tunes.firstDecoration.set(tune, ctx.decorations.count);
  state.startTune(tune);
  state.phase = ParsePhase.Header;
  if (state.fileScoreStart >= 0) applyScore(ctx, state.fileScoreStart, state.fileScoreEnd);
}

/** One music line: marks where each voice's lyrics start, then parses the notes. */
function parseMusic(ctx: Context, start: i32, end: i32): void {
  const state = ctx.parse;
  state.phase = ParsePhase.Body;
  currentVoice(ctx);
  for (let k = 0; k < state.voiceCount; k++) {
    const voice = state.voiceState(k);
    voice.lineMark = voice.lastSymbol;
  }
  state.continued = parseMusicLine(ctx, start, end);
  const symbols = ctx.symbols;
  for (let k = 0; k < state.voiceCount; k++) {
    const voice = state.voiceState(k);
    if (voice.lastSymbol == voice.lineMark) continue;
    if (voice.lyricsDone) {
      voice.lyricsFrom = -1;
      voice.lyricVerse = 0;
      voice.lyricsDone = false;
    }
    if (voice.lyricsFrom < 0) {
      voice.lyricsFrom = voice.lineMark >= 0 ? symbols.next.get(voice.lineMark) : ctx.voices.first.get(voice.voice);
    }
  }
}

/**
 * Closes the tune being read at source offset `end`: the voices' last symbols, open slurs, the
 * voice warning.
 */
function endTune(ctx: Context, end: i32): void {
  const source = ctx.source;
  const state = ctx.parse;
  const tune = state.tune;
  if (tune < 0) return;
  // An overlay (`&`) ends at a bar and may go on over several lines (abc2svg); one still open
  // at the tune's end has no end (engine-spec 4).
  if (state.current >= 0 && state.voiceState(state.current).overlayParent >= 0) {
    ctx.diagnostics.report(source, DiagnosticCode.NoEndOfVoiceOverlay, Severity.Error, end, end);
    state.current = rootVoice(ctx, state.current);
  }
  for (let k = 0; k < state.voiceCount; k++) {
    const voice = state.voiceState(k);
    if (voice.slurDepth > 0) {
      const at = unchecked(voice.slurAt[0]);
      ctx.diagnostics.report(source, DiagnosticCode.LackOfEndingSlurs, Severity.Warning, at, at + 1);
      voice.slurDepth = 0;
    }
  }
  // A `+:` of the next tune continues nothing of this one.
  ctx.fieldContinuation.reset();
  checkRepeats(ctx);
  if (ctx.tunes.hasMusic.get(tune) == 0) {
    // Ours (abc2svg says nothing): ABC 2.1 allows a tune of words alone, but the editor should
    // know why nothing but its title block is drawn. A warning, at the X: line.
    const xStart = ctx.tunes.start.get(tune);
    ctx.diagnostics.report(source, DiagnosticCode.NoMusicInTune, Severity.Warning, xStart, source.lineEnd(xStart));
  }
  closeArrangements(ctx, tune);
  checkCrossStaffStems(ctx, tune);
  // Staves whose voices name no clef: the notes choose it (parse/autoClef.ts).
  chooseClefs(ctx, tune);
  ctx.tunes.end.set(tune, trimEnd(source, ctx.tunes.start.get(tune), end));
  ctx.tunes.endSymbol.set(tune, ctx.symbols.count);
  state.tune = -1;
  state.phase = ParsePhase.BeforeTune;
  state.current = -1;
}
