/**
 * @fileoverview ABC syntax colouring for the source editor: a CodeMirror StreamLanguage that reads
 * ABC 2.1 one line at a time and names each token by its ABC term (field label, note, accidental,
 * note length, rest, bar line, repeat, decoration, chord symbol, annotation, grace note, tuplet,
 * slur, lyric syllable, ...). The names map to highlight tags in `ABC_TAGS`; abcHighlight.ts gives
 * them colours. It colours; it decides nothing about the music (the engine does that).
 *
 * Line kinds (ABC 2.1 section 2.2): a line that starts with `%%` is a directive (stylesheet
 * directive, section 11), `%` a comment, `X:` ... (a letter or `+` and a colon) an information
 * field (section 3), among them `w:` aligned lyrics (section 5.1) and `W:` words after the tune;
 * every other line is music (section 4). See abcLanguage.test.ts for real tunes read by it.
 */

import { StreamLanguage, StringStream, type StreamParser } from '@codemirror/language';
import { Tag, tags } from '@lezer/highlight';

/** Highlight tags of the ABC tokens; each derives from a standard tag, so other themes still colour them. */
export const ABC_TAGS = {
  fieldLabel: Tag.define('abcFieldLabel', tags.keyword),
  fieldValue: Tag.define('abcFieldValue', tags.string),
  title: Tag.define('abcTitle', tags.heading),
  directive: Tag.define('abcDirective', tags.processingInstruction),
  directiveArgument: Tag.define('abcDirectiveArgument', tags.attributeValue),
  comment: Tag.define('abcComment', tags.lineComment),
  note: Tag.define('abcNote', tags.variableName),
  accidental: Tag.define('abcAccidental', tags.modifier),
  length: Tag.define('abcLength', tags.number),
  rest: Tag.define('abcRest', tags.atom),
  bar: Tag.define('abcBar', tags.separator),
  repeat: Tag.define('abcRepeat', tags.controlKeyword),
  decoration: Tag.define('abcDecoration', tags.attributeName),
  chordSymbol: Tag.define('abcChordSymbol', tags.labelName),
  annotation: Tag.define('abcAnnotation', tags.docString),
  chordBracket: Tag.define('abcChordBracket', tags.squareBracket),
  inlineField: Tag.define('abcInlineField', tags.meta),
  grace: Tag.define('abcGrace', tags.brace),
  tuplet: Tag.define('abcTuplet', tags.number),
  slur: Tag.define('abcSlur', tags.paren),
  brokenRhythm: Tag.define('abcBrokenRhythm', tags.operator),
  lyric: Tag.define('abcLyric', tags.content),
  lyricSeparator: Tag.define('abcLyricSeparator', tags.punctuation),
  words: Tag.define('abcWords', tags.content),
  continuation: Tag.define('abcContinuation', tags.escape),
  invalid: Tag.define('abcInvalid', tags.invalid),
} as const;

/** The name of an ABC token, as the tokenizer returns it. */
export type AbcTokenName = keyof typeof ABC_TAGS;

/** What kind of line the tokenizer is in (set at the start of each line). */
type LineKind = 'music' | 'field' | 'title' | 'lyrics' | 'words' | 'directive';

export interface AbcTokenizerState {
  line: LineKind;
  /** Inside `%%begintext` ... `%%endtext` (or ps, svg, ...): the name of the block, else ''. */
  block: string;
  /** After a blank line that ended a tune, until the next X:: free text (ABC 2.1 section 2.2.4). */
  betweenTunes: boolean;
  /** Whether an X: field has been read: before one, every line may be music (a song without X:). */
  sawTune: boolean;
}

/**
 * Single-character decorations (ABC 2.1 section 4.14): `.` staccato, `~` roll, `T` trill, `H`
 * fermata, ... and the letters H-W and h-w that a U: field may redefine (section 4.16).
 */
const DECORATION_LETTERS = '.~HIJKLMNOPQRSTUVWhijklmnopqrstuvw';
const NOTE_LETTER = /^[A-Ga-g][,']*/;
const REST = /^[zZxXy]/;
const LENGTH = /^(?:\d+\/*\d*|\/+\d*)/;
/** A bar line with its repeat signs and ending numbers: | || |] [| |: :| :: :|: |1 :|2 (section 4.8). */
const BAR_LINE = /^(?:\[\||:*\|+\]?:*|:{2,}|:+)(?:\d+(?:[,-]\d+)*)?/;
/** `[1` `[2,3`: the start of a numbered ending without a bar line. */
const ENDING = /^\[\d+(?:[,-]\d+)*/;
/** An inline field `[K:D]` (section 3, "inline"). */
const INLINE_FIELD = /^\[[A-Za-z]:[^\]\n%]*\]?/;
/** A tuplet `(3`, `(3:2`, `(3:2:3` (section 4.13). */
const TUPLET = /^\(\d+(?::\d*){0,2}/;

function readMusic(stream: StringStream): AbcTokenName | null {
  if (stream.eatSpace()) return null;
  // A `\` at the end of a music line continues it on the next line (section 4.20).
  if (stream.match(/^\\\s*$/)) return 'continuation';
  const next = stream.peek() ?? '';
  if (next === '%') {
    stream.skipToEnd();
    return 'comment';
  }
  if (next === '"') {
    stream.next();
    const kind: AbcTokenName = /[\^_<>@]/.test(stream.peek() ?? '') ? 'annotation' : 'chordSymbol';
    // To the closing quote, or to the end of the line when it is missing.
    if (!stream.skipTo('"')) stream.skipToEnd();
    else stream.next();
    return kind;
  }
  if (next === '!' || next === '+') {
    // !trill! or the older +trill+; a lone `!` (an old line break) is read as a bar-like mark.
    if (stream.match(next === '!' ? /^![^!\s]*!/ : /^\+[^+\s]*\+/)) return 'decoration';
    stream.next();
    return next === '!' ? 'bar' : 'invalid';
  }
  if (stream.match(INLINE_FIELD)) return 'inlineField';
  if (stream.match(ENDING)) return 'repeat';
  if (stream.match(BAR_LINE)) return /[:\d]/.test(stream.current()) ? 'repeat' : 'bar';
  if (next === '[' || next === ']') {
    stream.next();
    return 'chordBracket';
  }
  if (next === '{') {
    stream.next();
    stream.eat('/'); // {/ acciaccatura
    return 'grace';
  }
  if (next === '}') {
    stream.next();
    return 'grace';
  }
  if (stream.match(TUPLET)) return 'tuplet';
  if (next === '(' || next === ')' || next === '-') {
    stream.next();
    return 'slur';
  }
  if (stream.match(/^(?:\^\^|__|\^|_|=)(?:\d*\/\d*)?/)) return 'accidental';
  if (stream.match(NOTE_LETTER)) return 'note';
  if (stream.match(REST)) return 'rest';
  if (stream.match(LENGTH)) return 'length';
  if (DECORATION_LETTERS.includes(next)) {
    stream.next();
    return 'decoration';
  }
  if (stream.match(/^[<>]+/)) return 'brokenRhythm';
  // Voice overlay `&`, beam joiner backtick, score line break `$`: structure, not ink.
  if (stream.match(/^[&`$]/)) return 'bar';
  stream.next();
  return 'invalid';
}

/** The text of a field or `W:` line up to a comment (`\%` is a literal percent sign). */
function readToComment(stream: StringStream, token: AbcTokenName): AbcTokenName | null {
  if (stream.eatSpace()) return null;
  if (stream.peek() === '%') {
    stream.skipToEnd();
    return 'comment';
  }
  stream.match(/^(?:\\%|[^%])*/);
  // Trailing spaces are not part of the value.
  const trailing = /\s+$/.exec(stream.current());
  if (trailing !== null) stream.backUp(trailing[0].length);
  return token;
}

/** One token of a `w:` line: a syllable or a separator (section 5.1: - _ * ~ \- |). */
function readLyrics(stream: StringStream): AbcTokenName | null {
  if (stream.eatSpace()) return null;
  if (stream.peek() === '%') {
    stream.skipToEnd();
    return 'comment';
  }
  if (stream.match(/^\\\s*$/)) return 'continuation';
  if (stream.match(/^[-_*~|]/)) return 'lyricSeparator';
  // A syllable: anything up to a separator or space; `\-` is a hyphen inside it.
  if (stream.match(/^(?:\\-|\\(?!\s*$)|[^\s\-_*~|%\\])+/)) return 'lyric';
  stream.next();
  return 'lyric';
}

/** The tokenizer: CodeMirror calls `token` repeatedly on each line, with the state of the line before. */
export const abcStreamParser: StreamParser<AbcTokenizerState> = {
  name: 'abc',
  startState: () => ({ line: 'music', block: '', betweenTunes: false, sawTune: false }),
  blankLine(state) {
    if (state.sawTune && state.block === '') state.betweenTunes = true;
  },
  token(stream, state) {
    if (stream.sol()) {
      // A block's lines are its own (text, PostScript, SVG) up to its %%end line (section 11).
      if (state.block !== '') {
        if (stream.match(new RegExp(`^%%end${state.block}\\b`))) {
          state.block = '';
          state.line = 'directive';
          return 'directive';
        }
        stream.skipToEnd();
        return state.block === 'text' ? 'words' : 'directiveArgument';
      }
      const begin = stream.match(/^%%begin(\w+)/) as RegExpMatchArray | null;
      if (begin !== null) {
        state.block = begin[1];
        state.line = 'directive';
        return 'directive';
      }
      if (stream.match(/^%%\S*/)) {
        state.line = 'directive';
        return 'directive';
      }
      // A line of spaces is a blank line too.
      if (stream.match(/^\s+$/)) {
        abcStreamParser.blankLine!(state, 2);
        return null;
      }
      if (stream.peek() === '%') {
        stream.skipToEnd();
        state.line = 'music';
        return 'comment';
      }
      const label = stream.match(/^([A-Za-z+]):/) as RegExpMatchArray | null;
      if (label !== null) {
        const letter = label[1];
        if (letter === 'X') {
          state.sawTune = true;
          state.betweenTunes = false;
        }
        state.line = letter === 'w' ? 'lyrics' : letter === 'W' ? 'words' : letter === 'T' ? 'title' : 'field';
        return 'fieldLabel';
      }
      state.line = state.betweenTunes ? 'words' : 'music';
    }
    switch (state.line) {
      case 'directive':
        return readToComment(stream, 'directiveArgument');
      case 'field':
        return readToComment(stream, 'fieldValue');
      case 'title':
        return readToComment(stream, 'title');
      case 'words':
        return readToComment(stream, 'words');
      case 'lyrics':
        return readLyrics(stream);
      case 'music':
        return readMusic(stream);
    }
  },
  languageData: { commentTokens: { line: '%' } },
  tokenTable: ABC_TAGS,
};

/** The ABC language for CodeMirror. */
export const abcLanguage = StreamLanguage.define(abcStreamParser);

/** One token of `tokenizeAbc`: its text, name, 0-based line and offset in the whole text. */
export interface AbcToken {
  text: string;
  token: AbcTokenName;
  line: number;
  from: number;
}

/**
 * Reads `text` as the editor does and lists its tokens in order (whitespace left out). For tests
 * and for tools that want the tokens without an editor.
 *
 * @throws Error if the tokenizer makes no progress on a line (a bug: the editor would hang)
 */
export function tokenizeAbc(text: string): AbcToken[] {
  const state = abcStreamParser.startState!(2);
  const tokens: AbcToken[] = [];
  // Lines end at \n, \r\n or \r, as in a CodeMirror document (corpus files have CRLF).
  const breaks = /\r\n?|\n/g;
  let lineStart = 0;
  for (let lineIndex = 0; lineStart <= text.length; lineIndex++) {
    const lineBreak = breaks.exec(text);
    const lineEnd = lineBreak === null ? text.length : lineBreak.index;
    const line = text.slice(lineStart, lineEnd);
    if (line === '') abcStreamParser.blankLine?.(state, 2);
    const stream = new StringStream(line, 4, 2);
    while (!stream.eol()) {
      stream.start = stream.pos;
      const token = abcStreamParser.token(stream, state) as AbcTokenName | null;
      if (stream.pos <= stream.start) throw new Error(`the ABC tokenizer made no progress at line ${lineIndex + 1}`);
      if (token !== null) tokens.push({ text: stream.current(), token, line: lineIndex, from: lineStart + stream.start });
    }
    if (lineBreak === null) break;
    lineStart = lineEnd + lineBreak[0].length;
  }
  return tokens;
}
