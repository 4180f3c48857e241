/**
 * @fileoverview Format settings read from `%%name value` and `I:name value` (engine-spec 3
 * "Format settings"; ABC 2.1 11 and 3.1.x: `I:name value` is `%%name value`): page size,
 * margins, scale and pagescale, staff separations, spacing (notespacingfactor, maxshrink,
 * breaklimit, stretchlast, graceslurs, musicspace, indent, titlespace, subtitlespace, composerspace,
 * infospace, partsspace), line breaking
 * (linebreak, continueall, barsperstaff), stem height, title format and written fields,
 * tuplets, custos, bar numbers, and the fonts (`%%titlefont Helvetica-Bold 20`...; ABC 2.1
 * 11.3). Values go to the file's settings before the first tune and
 * between tunes, to the tune's own inside it (model/format.ts); a margin set in a tune's body
 * is positional instead (it holds from the next system on, as %%multicol columns need).
 *
 * Values are read as abc2svg 1.22.1 reads them (black-boxed): a length is a number with an
 * optional unit written right after it, `cm` (37.8 px), `in` (96 px), `pt` (0.75 px, as abc2svg
 * counts it) or `px`, in any case; anything else is "Bad value in %%name" and the setting keeps
 * its value. An integer is the leading integer of the value ("Bad integer value" without one).
 * A boolean is true when absent, `1`, `true`, `yes` or `on`.
 */

import { DiagnosticCode, FontFamily, FontWord, Severity } from "../abi";
import { Context } from "../context";
import { FontSetting, FormatEventKind, FormatKey, LineBreak, writeFieldBit } from "../model/format";
import { matchesWord, skipSpaces, wordEnd } from "../text/scan";
import { isDigit, isSpace, lower } from "../text/source";
import { ParsePhase } from "./parseState";

/** CSS pixels per unit, as abc2svg 1.22.1 converts them. */
const PIXELS_PER_CM: f64 = 37.8;
const PIXELS_PER_INCH: f64 = 96;
const PIXELS_PER_POINT: f64 = 0.75;
/**
 * abc2svg's default %%scale (black-boxed: a tune without %%scale is laid out exactly as one with
 * `%%scale 0.75`, and `%%scale 1` draws it a third larger). Our scale 1 draws the same 6 px staff
 * space, so a %%scale value is divided by it.
 */
const ABC2SVG_DEFAULT_SCALE: f64 = 0.75;

/** Whether source[start, end) is exactly the ASCII `word`, ignoring case. */
export function isName(ctx: Context, start: i32, end: i32, word: string): bool {
  return end - start == word.length && matchesWord(ctx.source, start, end, word);
}

/**
 * Reads a decimal number (optional sign, digits, optional fraction) at `from`; leaves the
 * offset after it in ctx.parse.numberCursor[0]. NaN when there is no digit.
 */
export function readDecimal(ctx: Context, from: i32, end: i32): f64 {
  const source = ctx.source;
  let i = from;
  let negative = false;
  const sign = source.at(i);
  if (i < end && (sign == 45 /* - */ || sign == 43 /* + */)) {
    negative = sign == 45;
    i++;
  }
  let value: f64 = 0;
  let digits = 0;
  while (i < end && isDigit(source.at(i))) {
    if (digits < 15) value = value * 10 + <f64>(source.at(i) - 48);
    digits++;
    i++;
  }
  // Fraction digits go into the integer, then one division: 0.3 reads as 3 / 10, exactly rounded.
  let divisor: f64 = 1;
  if (i < end && source.at(i) == 46 /* . */) {
    i++;
    while (i < end && isDigit(source.at(i))) {
      if (divisor < 1e15) {
        value = value * 10 + <f64>(source.at(i) - 48);
        divisor *= 10;
      }
      digits++;
      i++;
    }
  }
  unchecked((ctx.parse.numberCursor[0] = i));
  if (digits == 0) return NaN;
  value /= divisor;
  return negative ? -value : value;
}

/** A length with its unit (cm, in, pt, px, or none for px), in px; NaN when malformed. */
export function readLength(ctx: Context, from: i32, end: i32): f64 {
  const value = readDecimal(ctx, from, end);
  if (isNaN(value)) return NaN;
  const unit = unchecked(ctx.parse.numberCursor[0]);
  const stop = wordEnd(ctx.source, unit, end);
  if (skipSpaces(ctx.source, stop, end) < end) return NaN; // something after the length
  if (stop == unit || isName(ctx, unit, stop, "px")) return value;
  if (isName(ctx, unit, stop, "cm")) return value * PIXELS_PER_CM;
  if (isName(ctx, unit, stop, "in")) return value * PIXELS_PER_INCH;
  if (isName(ctx, unit, stop, "pt")) return value * PIXELS_PER_POINT;
  return NaN;
}

/** A plain number with nothing after it; NaN when malformed. */
function readPlainNumber(ctx: Context, from: i32, end: i32): f64 {
  const value = readDecimal(ctx, from, end);
  if (isNaN(value)) return NaN;
  return skipSpaces(ctx.source, unchecked(ctx.parse.numberCursor[0]), end) < end ? NaN : value;
}

/** A boolean: true when absent or 1 / true / yes / on; false for anything else. */
export function readBoolean(ctx: Context, from: i32, end: i32): bool {
  if (from >= end) return true;
  const c = lower(ctx.source.at(from));
  return c == 49 /* 1 */ || c == 116 /* t */ || c == 121 /* y */ || (c == 111 /* o */ && lower(ctx.source.at(from + 1)) == 110 /* n */);
}

/** Writes `key` to the tune being read, or to the file's settings outside a tune. */
export function setFormat(ctx: Context, key: i32, value: f64): void {
  const tune = ctx.parse.tune;
  if (ctx.parse.phase == ParsePhase.BeforeTune || tune < 0) ctx.format.setFile(ctx.tunes.count, key, value);
  else ctx.format.setTune(tune, key, value);
}

/** The current value of `key` where the parser is. */
export function currentFormat(ctx: Context, key: i32): f64 {
  const tune = ctx.parse.tune;
  return ctx.format.get(ctx.parse.phase == ParsePhase.BeforeTune ? -1 : tune, key);
}

/** The FormatKey of a setting that takes a length (with units), or -1. */
function lengthKey(ctx: Context, start: i32, end: i32): i32 {
  if (isName(ctx, start, end, "pagewidth")) return FormatKey.PageWidth;
  if (isName(ctx, start, end, "pageheight")) return FormatKey.PageHeight;
  if (isName(ctx, start, end, "leftmargin")) return FormatKey.LeftMargin;
  if (isName(ctx, start, end, "rightmargin")) return FormatKey.RightMargin;
  if (isName(ctx, start, end, "topmargin")) return FormatKey.TopMargin;
  if (isName(ctx, start, end, "botmargin")) return FormatKey.BottomMargin;
  if (isName(ctx, start, end, "staffsep")) return FormatKey.StaffSeparation;
  if (isName(ctx, start, end, "sysstaffsep")) return FormatKey.SystemStaffSeparation;
  if (isName(ctx, start, end, "stemheight")) return FormatKey.StemHeight;
  if (isName(ctx, start, end, "musicspace")) return FormatKey.MusicSpace;
  if (isName(ctx, start, end, "indent")) return FormatKey.Indent;
  if (isName(ctx, start, end, "titlespace")) return FormatKey.TitleSpace;
  if (isName(ctx, start, end, "composerspace")) return FormatKey.ComposerSpace;
  if (isName(ctx, start, end, "subtitlespace")) return FormatKey.SubtitleSpace;
  if (isName(ctx, start, end, "infospace")) return FormatKey.InfoSpace;
  if (isName(ctx, start, end, "partsspace")) return FormatKey.PartsSpace;
  return -1;
}

/** The FormatKey of a setting that takes a plain number, or -1. */
function numberKey(ctx: Context, start: i32, end: i32): i32 {
  if (isName(ctx, start, end, "scale")) return FormatKey.Scale;
  if (isName(ctx, start, end, "pagescale")) return FormatKey.PageScale;
  if (isName(ctx, start, end, "notespacingfactor")) return FormatKey.NoteSpacingFactor;
  if (isName(ctx, start, end, "maxshrink")) return FormatKey.MaxShrink;
  if (isName(ctx, start, end, "breaklimit")) return FormatKey.BreakLimit;
  return -1;
}

/** The FormatKey of a setting that takes an integer, or -1. */
function integerKey(ctx: Context, start: i32, end: i32): i32 {
  if (isName(ctx, start, end, "barsperstaff")) return FormatKey.BarsPerStaff;
  if (isName(ctx, start, end, "measurenb") || isName(ctx, start, end, "barnumbers")) return FormatKey.MeasureNumbers;
  return -1;
}

/**
 * Applies the format setting named source[nameStart, nameEnd) with the value
 * source[valueStart, end) (trimmed, comment removed); the directive's line starts at
 * `lineStart` (where a bad value is reported, as abc2svg does). Returns false when the name is
 * not a format setting.
 */
export function applyFormatSetting(ctx: Context, lineStart: i32, nameStart: i32, nameEnd: i32, valueStart: i32, end: i32): bool {
  let key = lengthKey(ctx, nameStart, nameEnd);
  if (key >= 0) {
    const length = readLength(ctx, valueStart, end);
    if (ctx.parse.phase == ParsePhase.Body && (key == FormatKey.LeftMargin || key == FormatKey.RightMargin) && !isNaN(length)) {
      // In the body a margin holds from the next system on (%%multicol columns are made so).
      const kind = key == FormatKey.LeftMargin ? FormatEventKind.LeftMargin : FormatEventKind.RightMargin;
      ctx.format.addEvent(kind, ctx.parse.tune, ctx.tunes.count, ctx.symbols.count, length, lineStart);
      return true;
    }
    setChecked(ctx, key, length, lineStart, nameEnd, end);
    return true;
  }
  key = numberKey(ctx, nameStart, nameEnd);
  if (key >= 0) {
    let value = readPlainNumber(ctx, valueStart, end);
    // abc2svg takes a note spacing factor from 1 to 2 only.
    if (key == FormatKey.NoteSpacingFactor && !(value >= 1 && value <= 2)) value = NaN;
    // %%scale is abc2svg's: its default 0.75 draws the staff space 6 px, as our scale 1 does.
    if (key == FormatKey.Scale) value /= ABC2SVG_DEFAULT_SCALE;
    setChecked(ctx, key, value, lineStart, nameEnd, end);
    return true;
  }
  key = integerKey(ctx, nameStart, nameEnd);
  if (key >= 0) {
    // As abc2svg reads integers: a leading (signed) integer, what follows it ignored.
    const value = readDecimal(ctx, valueStart, end);
    if (isNaN(value)) ctx.diagnostics.report(ctx.source, DiagnosticCode.BadIntegerValue, Severity.Error, lineStart, end);
    else setFormat(ctx, key, value < 0 ? Math.ceil(value) : Math.floor(value));
    return true;
  }
  if (isName(ctx, nameStart, nameEnd, "stretchlast")) {
    // A last line is stretched when its natural length reaches (1 - value) of the line
    // (black-boxed: 1 stretches every last line, 0 none); abc2svg 1.22.1 reads a bare
    // `%%stretchlast` as 0 and a word (even `false`) as 1.
    let share = readPlainNumber(ctx, valueStart, end);
    if (isNaN(share)) share = valueStart < end ? 1 : 0;
    setFormat(ctx, FormatKey.StretchLast, share < 0 ? 0 : share > 1 ? 1 : share);
    return true;
  }
  if (isName(ctx, nameStart, nameEnd, "continueall")) {
    setFormat(ctx, FormatKey.ContinueAll, readBoolean(ctx, valueStart, end) ? 1 : 0);
    return true;
  }
  if (isName(ctx, nameStart, nameEnd, "graceslurs")) {
    setFormat(ctx, FormatKey.GraceSlurs, readBoolean(ctx, valueStart, end) ? 1 : 0);
    return true;
  }
  if (isName(ctx, nameStart, nameEnd, "custos")) {
    setFormat(ctx, FormatKey.Custos, readBoolean(ctx, valueStart, end) ? 1 : 0);
    return true;
  }
  if (isName(ctx, nameStart, nameEnd, "linebreak")) {
    applyLineBreak(ctx, lineStart, valueStart, end);
    return true;
  }
  if (isName(ctx, nameStart, nameEnd, "tuplets")) {
    applyTuplets(ctx, valueStart, end);
    return true;
  }
  if (isName(ctx, nameStart, nameEnd, "titleformat")) {
    setFormat(ctx, FormatKey.TitleFormatStart, <f64>valueStart);
    setFormat(ctx, FormatKey.TitleFormatEnd, <f64>end);
    return true;
  }
  // The page header and footer: their text, drawn on every page (layout/pageHeaders.ts).
  if (isName(ctx, nameStart, nameEnd, "header") || isName(ctx, nameStart, nameEnd, "footer")) {
    const header = isName(ctx, nameStart, nameEnd, "header");
    setFormat(ctx, header ? FormatKey.HeaderStart : FormatKey.FooterStart, <f64>valueStart);
    setFormat(ctx, header ? FormatKey.HeaderEnd : FormatKey.FooterEnd, <f64>end);
    return true;
  }
  if (isName(ctx, nameStart, nameEnd, "writefields")) {
    applyWriteFields(ctx, valueStart, end);
    return true;
  }
  const font = fontSetting(ctx, nameStart, nameEnd);
  if (font >= 0) {
    applyFont(ctx, font, valueStart, end);
    return true;
  }
  return false;
}

/** The FontSetting a `%%xxxfont` directive sets, or -1. */
function fontSetting(ctx: Context, start: i32, end: i32): i32 {
  if (isName(ctx, start, end, "textfont")) return FontSetting.Text;
  if (isName(ctx, start, end, "titlefont")) return FontSetting.Title;
  if (isName(ctx, start, end, "subtitlefont")) return FontSetting.Subtitle;
  if (isName(ctx, start, end, "composerfont")) return FontSetting.Composer;
  if (isName(ctx, start, end, "partsfont")) return FontSetting.Parts;
  if (isName(ctx, start, end, "tempofont")) return FontSetting.Tempo;
  if (isName(ctx, start, end, "vocalfont")) return FontSetting.Vocal;
  if (isName(ctx, start, end, "gchordfont")) return FontSetting.Gchord;
  if (isName(ctx, start, end, "annotationfont")) return FontSetting.Annotation;
  if (isName(ctx, start, end, "wordsfont")) return FontSetting.Words;
  if (isName(ctx, start, end, "historyfont")) return FontSetting.History;
  if (isName(ctx, start, end, "infofont")) return FontSetting.Info;
  if (isName(ctx, start, end, "footerfont")) return FontSetting.Footer;
  if (isName(ctx, start, end, "headerfont")) return FontSetting.Header;
  return -1;
}

/**
 * `%%xxxfont name [size] [box]` (ABC 2.1 11.3), as abc2svg 1.22.1 reads it (black-boxed): the
 * last word is the size when it is a number (`*` or none keeps the size), the words before it
 * the font's name (`*` keeps the face). The name is a PostScript font name whose family gives
 * the generic family (Times serif, Helvetica and Arial sans-serif, Courier monospace; others,
 * which abc2svg passes to the browser as they are, serif here) and whose suffix after `-` the
 * weight and style (`Bold`, `Italic`, `Oblique`, `BoldItalic`...; `Roman` is regular). abc2svg
 * reports nothing for a font it cannot read, and neither do we: a size of 0 or less is not one.
 */
function applyFont(ctx: Context, setting: i32, valueStart: i32, end: i32): void {
  let nameEnd = end;
  // Drop a trailing `box` (a frame around the text, not drawn here), then read the size.
  let lastStart = lastWordStart(ctx, valueStart, nameEnd);
  if (isName(ctx, lastStart, nameEnd, "box")) {
    nameEnd = trimTrailingSpaces(ctx, valueStart, lastStart);
    lastStart = lastWordStart(ctx, valueStart, nameEnd);
  }
  let size = readPlainNumber(ctx, lastStart, nameEnd);
  if (!isNaN(size) || isName(ctx, lastStart, nameEnd, "*")) {
    nameEnd = trimTrailingSpaces(ctx, valueStart, lastStart);
  }
  if (!(size > 0)) size = 0;
  const face = nameEnd <= valueStart || isName(ctx, valueStart, nameEnd, "*") ? 0 : fontFace(ctx, valueStart, nameEnd);
  if (size > 0) setFormat(ctx, FormatKey.FontSize + setting, size);
  if (face != 0) setFormat(ctx, FormatKey.FontFace + setting, <f64>face);
  // Text blocks take the text font in force where each stands (model/textBlocks.ts).
  if (setting == FontSetting.Text) {
    const tune = ctx.parse.phase == ParsePhase.BeforeTune ? -1 : ctx.parse.tune;
    ctx.textBlocks.addTextFont(valueStart, tune, size, face);
  }
}

/** Start of the last space-separated word of source[start, end). */
function lastWordStart(ctx: Context, start: i32, end: i32): i32 {
  let i = end;
  while (i > start && !isSpace(ctx.source.at(i - 1))) i--;
  return i;
}

/** End of source[start, end) without its trailing spaces. */
function trimTrailingSpaces(ctx: Context, start: i32, end: i32): i32 {
  let i = end;
  while (i > start && isSpace(ctx.source.at(i - 1))) i--;
  return i;
}

/** Whether source[start, end) contains the ASCII `word`, ignoring case. */
function containsWord(ctx: Context, start: i32, end: i32, word: string): bool {
  for (let i = start; i + word.length <= end; i++) {
    if (matchesWord(ctx.source, i, i + word.length, word)) return true;
  }
  return false;
}

/** The face bits (abi FontWord) of the PostScript font name source[start, end). */
function fontFace(ctx: Context, start: i32, end: i32): i32 {
  let family = FontFamily.Serif;
  if (startsWithWord(ctx, start, end, "helvetica") || startsWithWord(ctx, start, end, "arial") || startsWithWord(ctx, start, end, "sans")) family = FontFamily.Sans;
  else if (startsWithWord(ctx, start, end, "courier") || startsWithWord(ctx, start, end, "mono")) family = FontFamily.Mono;
  let face = FontWord.FaceSet | (family << FontWord.FamilyShift);
  // The weight and style follow the family's name after a `-` (Times-BoldItalic).
  let dash = end;
  while (dash > start && ctx.source.at(dash - 1) != 45 /* - */) dash--;
  if (dash > start) {
    if (containsWord(ctx, dash, end, "bold")) face |= FontWord.Bold;
    if (containsWord(ctx, dash, end, "italic") || containsWord(ctx, dash, end, "oblique")) face |= FontWord.Italic;
  }
  return face;
}

/** Whether source[start, end) starts with the ASCII `word`, ignoring case. */
@inline function startsWithWord(ctx: Context, start: i32, end: i32, word: string): bool {
  return start + word.length <= end && matchesWord(ctx.source, start, start + word.length, word);
}

/** Sets `key` to `value`, or reports "Bad value in %%name" (the line up to the name's end). */
function setChecked(ctx: Context, key: i32, value: f64, lineStart: i32, nameEnd: i32, end: i32): void {
  if (isNaN(value) || !isFinite(value)) {
    ctx.diagnostics.report(ctx.source, DiagnosticCode.BadValue, Severity.Error, lineStart, end, lineStart, nameEnd);
    return;
  }
  setFormat(ctx, key, value);
}

/**
 * `%%linebreak` (ABC 2.1 6.1.1; engine-spec 5): a list of `!` `$` `*` `;` `?` `@` `<EOL>`
 * `<none>`, the characters that end a music line. A value outside the list is reported ("Bad
 * value '$1' in %%linebreak - ignored") and skipped; the others still count.
 */
function applyLineBreak(ctx: Context, lineStart: i32, valueStart: i32, end: i32): void {
  const source = ctx.source;
  let mask = 0;
  let i = skipSpaces(source, valueStart, end);
  while (i < end) {
    const stop = wordEnd(source, i, end);
    const bit = lineBreakBit(ctx, i, stop);
    if (bit < 0) {
      ctx.diagnostics.report(source, DiagnosticCode.BadLinebreakValue, Severity.Error, lineStart, end, i, stop);
    } else {
      mask |= bit;
    }
    i = skipSpaces(source, stop, end);
  }
  setFormat(ctx, FormatKey.LineBreak, <f64>mask);
}

/** The LineBreak bit of one %%linebreak value, 0 for <none>, -1 for a bad one. */
function lineBreakBit(ctx: Context, start: i32, end: i32): i32 {
  if (isName(ctx, start, end, "<EOL>")) return LineBreak.Eol;
  if (isName(ctx, start, end, "<none>")) return 0;
  if (end - start != 1) return -1;
  switch (ctx.source.at(start)) {
    case 36: return LineBreak.Dollar;
    case 33: return LineBreak.Exclamation;
    case 42: return LineBreak.Star;
    case 59: return LineBreak.Semicolon;
    case 63: return LineBreak.Question;
    case 64: return LineBreak.At;
    default: return -1;
  }
}

/** `%%tuplets when shape number [where]`: up to four integers; missing ones keep their value. */
function applyTuplets(ctx: Context, valueStart: i32, end: i32): void {
  const source = ctx.source;
  let i = skipSpaces(source, valueStart, end);
  for (let k = 0; k < 4 && i < end; k++) {
    const value = readDecimal(ctx, i, end);
    const stop = unchecked(ctx.parse.numberCursor[0]);
    if (isNaN(value) || (stop < end && !isSpace(source.at(stop)))) return;
    setFormat(ctx, FormatKey.TupletsWhen + k, value);
    i = skipSpaces(source, stop, end);
  }
}

/**
 * `%%writefields letters [bool]`: the header fields written (true, the default) or not as text.
 */
function applyWriteFields(ctx: Context, valueStart: i32, end: i32): void {
  const source = ctx.source;
  const lettersEnd = wordEnd(source, valueStart, end);
  const on = readBoolean(ctx, skipSpaces(source, lettersEnd, end), end);
  let mask = <u64>currentFormat(ctx, FormatKey.WriteFields);
  for (let i = valueStart; i < lettersEnd; i++) {
    const bit = writeFieldBit(source.at(i));
    if (bit < 0) continue;
    if (on) mask |= (<u64>1) << <u64>bit;
    else mask &= ~((<u64>1) << <u64>bit);
  }
  setFormat(ctx, FormatKey.WriteFields, <f64>mask);
}
