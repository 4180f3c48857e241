/**
 * @fileoverview Lyric lines `w:` and their continuations `+:` (ABC 2.1 5.1.1): splits the line
 * into syllables and attaches each to the next note of the music line(s) the lyrics follow.
 *
 * Alignment rules (ABC 2.1 5.1.1): blanks separate words; `-` separates syllables of a word
 * (a second `-` leaves a note without a syllable); `_` holds the previous syllable over one
 * more note; `*` skips a note; `~` joins words under one note (printed as a space); `\-` is a
 * printed hyphen; `|` moves to the first note after the next bar. Rests take no syllable.
 */

import { DiagnosticCode, Severity } from "../abi";
import { Context } from "../context";
import { LyricBits } from "../model/tables";
import { isSpace } from "../text/source";
import { afterNextBar, noteAtOrAfter } from "./musicCursor";
import { ParsePhase } from "./parseState";

/** Symbol after the first note at or after `from` (skipping one note), or -1. */
function afterOneNote(ctx: Context, from: i32): i32 {
  const note = noteAtOrAfter(ctx, from);
  return note < 0 ? -1 : ctx.symbols.next.get(note);
}

/**
 * Parses the lyric line source[start, end) (after `w:` or `+:`). A `+:` line continues the
 * previous w: line's verse from where it stopped.
 */
export function parseLyricLine(ctx: Context, fieldStart: i32, start: i32, end: i32, continuation: bool): void {
  const source = ctx.source;
  const state = ctx.parse;
  // A `+:` after a w: line that had no music has none either (abc2svg: "+: lyric without music").
  const code = continuation ? DiagnosticCode.LyricContinuationWithoutMusic : DiagnosticCode.LyricsWithoutMusic;
  if (state.phase != ParsePhase.Body || state.current < 0) {
    ctx.diagnostics.report(source, code, Severity.Error, fieldStart, end);
    return;
  }
  const voice = state.voiceState(state.current);
  if (continuation && voice.lyricsFrom < 0 && voice.lyricCursor < 0 && voice.lastSyllable < 0) {
    ctx.diagnostics.report(source, code, Severity.Error, fieldStart, end);
    return;
  }
  let cursor: i32;
  let verse: i32;
  let lastSyllable = -1;
  if (continuation) {
    cursor = voice.lyricCursor;
    verse = voice.lyricCursorVerse;
    lastSyllable = voice.lastSyllable;
  } else {
    if (voice.lyricsFrom < 0) {
      ctx.diagnostics.report(source, DiagnosticCode.LyricsWithoutMusic, Severity.Error, fieldStart, end);
      return;
    }
    cursor = voice.lyricsFrom;
    verse = voice.lyricVerse++;
    voice.lyricsDone = true;
  }
  const symbols = ctx.symbols;
  const lyrics = ctx.lyrics;
  let afterHyphen = false;
  let tooMany = false;
  let i = start;
  while (i < end) {
    const c = source.at(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c == 37 /* % */) break;
    if (c == 45 /* - */) {
      if (afterHyphen || lastSyllable < 0) cursor = afterOneNote(ctx, cursor);
      else lyrics.flags.set(lastSyllable, lyrics.flags.get(lastSyllable) | LyricBits.HyphenAfter);
      afterHyphen = true;
      i++;
      continue;
    }
    afterHyphen = false;
    if (c == 95 /* _ */) {
      if (lastSyllable >= 0 && noteAtOrAfter(ctx, cursor) >= 0) lyrics.extend.set(lastSyllable, lyrics.extend.get(lastSyllable) + 1);
      cursor = afterOneNote(ctx, cursor);
      i++;
      continue;
    }
    if (c == 42 /* * */) {
      cursor = afterOneNote(ctx, cursor);
      i++;
      continue;
    }
    if (c == 124 /* | */) {
      const next = afterNextBar(ctx, cursor);
      if (next == -2) {
        ctx.diagnostics.report(source, DiagnosticCode.NotEnoughBars, Severity.Error, i, i + 1);
        break;
      }
      cursor = next;
      i++;
      continue;
    }
    // A syllable: up to a blank, an unescaped '-', '_', '*', '|' or a comment. A backslash
    // escapes the character after it (`\-`, `\*`, `\|` print their sign, `\'e` is an accent:
    // ABC 2.1 2.3.4, 4.20), as abc2svg 1.22.1 reads them.
    let j = i;
    while (j < end) {
      const d = source.at(j);
      if (d == 92 /* \ */ && j + 1 < end && !isSpace(source.at(j + 1))) { j += 2; continue; }
      if (isSpace(d) || d == 45 || d == 95 || d == 42 || d == 124 || d == 37) break;
      j++;
    }
    const note = noteAtOrAfter(ctx, cursor);
    if (note < 0) {
      if (!tooMany) ctx.diagnostics.report(source, DiagnosticCode.TooManyWords, Severity.Error, i, end);
      tooMany = true;
      break;
    }
    const syllable = lyrics.add(note, verse, i, j);
    attachSyllable(ctx, note, syllable);
    lastSyllable = syllable;
    cursor = symbols.next.get(note);
    i = j;
  }
  voice.lyricCursor = cursor;
  voice.lyricCursorVerse = verse;
  voice.lastSyllable = lastSyllable;
}

/** Appends `syllable` to the chain of syllables (one per verse) under `note`. */
function attachSyllable(ctx: Context, note: i32, syllable: i32): void {
  const symbols = ctx.symbols;
  const lyrics = ctx.lyrics;
  let last = symbols.firstSyllable.get(note);
  if (last < 0) {
    symbols.firstSyllable.set(note, syllable);
    return;
  }
  let guard = 0;
  while (lyrics.nextOnNote.get(last) >= 0 && guard++ < 1000) last = lyrics.nextOnNote.get(last);
  lyrics.nextOnNote.set(last, syllable);
}
