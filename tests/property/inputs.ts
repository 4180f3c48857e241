/**
 * @fileoverview fast-check arbitraries of hostile ABC text for the property test (issue 4,
 * "Diagnostics": the engine never throws and never hangs on any input):
 *
 * - corpus tunes mutated by inserting, deleting and replacing characters from an ABC-ish
 *   alphabet, and splices of two tunes;
 * - random text: ABC tokens mixed with non-ASCII (Bengali), lone surrogates, CR/LF mixes, very
 *   long lines and deep nesting (`(`, `[`, `{`, `!`, `"` repeated up to a few hundred times);
 * - random bytes, decoded as the CLI decodes a file (UTF-8 when valid, else Latin-1).
 *
 * Every arbitrary shrinks: a failure is reported with a small input.
 */
import fc from 'fast-check';
import { decodeAbcBytes } from '../../engine-bindings/src/decode.js';

/** Characters that mean something in ABC music and headers (ABC 2.1 sections 3 and 4). */
const ABC_CHARACTERS = 'ABCDEFGabcdefgzxyZX,\'^_=/0123456789|:[](){}<>!+"-.~&%\\ \t\nKLMQVTwWPIUms$*#;@';

/** Whole tokens that make the parser change state: fields, decorations, tuplets, overlays. */
const ABC_TOKENS = [
  'X:1\n', 'K:C\n', 'K:none\n', 'K:HP\n', 'K:Bb exp ^f\n', 'M:C|\n', 'M:2+3/8\n', 'M:none\n', 'L:1/16\n', 'L:0\n', 'Q:"Allegro" 1/4=120\n',
  'V:1 clef=bass transpose=-2\n', 'V:2 name="x"\n', '%%score (1 2) {3 4}\n', '%%staves [1 | 2]\n', 'P:A\n', 'w:ly-rics_ * ~ \\- |\n',
  '+: more\n', 's:!f! * |\n', 'W:words\n', 'U:H=!fermata!\n', 'm:~n2=(3o/n/m/\n', 'I:linebreak $\n', '%%transpose 3\n',
  '%%setbarnb 10\n', '%%repeat 2\n', '[K:D]', '[M:3/4]', '[V:2]', '[L:1/4]', '[I:foo]', '(3', '(5:4:7', '(3::2', '{/g}', '{ag}',
  '!trill!', '!8va(!', '!8va)!', '+fermata+', '"^text"', '"@1,2 t"', '"Am7"', 'Z4', 'Z', 'x2', 'y', '|:', ':|', '::', '[1', '[2"text"',
  ':|][|:', '|]', '[|]', '.|', '&', '(&', '&)', '>', '<<', '-', '[CEG]', '[C-E]', '^^c', '__B,,', "c''", 'C3/2', 'D//', 'E0', 'F/0',
  '$', '\\\n', '%comment\n', 'T:title\n',
  // Format directives at hostile values: pages that cannot hold a staff, negative skips, no breaks.
  '%%multicol start\n', '%%multicol new\n', '%%multicol end\n', '%%vskip -1cm\n', '%%vskip 99in\n', '%%newpage\n', '%%continueall 1\n',
  '%%linebreak ! <none>\n', '%%linebreak x\n', '%%barsperstaff 1\n', '%%maxshrink 0\n', '%%breaklimit 0.01\n', '%%stretchlast 1\n',
  '%%pagewidth 2cm\n', '%%pageheight 1cm\n', '%%scale 0.01\n', '%%scale 50\n', '%%leftmargin 30cm\n', '%%staffsep -5\n',
  '%%stemheight 99\n', '%%measurenb 1\n', '%%setbarnb 0\n', '%%staff +9\n', '%%titleformat T C O P\n', '%%writefields Q 0\n',
  // Transposition, voice parameters, macros, measure repeats, spans.
  'V:1 shift=CG score=Ab sound=Fb\n', 'K:C transpose=40\n', 'V:3 stafflines=|.-[ staffscale=3 scale=0.1 middle=d stem=up\n',
  '%%repeat 1 2\n', 'm:~G3=G{A}G{F}G\n', 'm:~n=nnnnnnnnnnnn\n', '~G3', '!xstem!', '!<(!', '!<)!', '!crescendo(!', '!trill(!',
  '%%deco foo 99 bar 0 0 0\n', 'Q:1/8 3/8=60 "a"\n', '[P:B]', '[Q:1/2=40]',
];

/** Non-ASCII text: Bengali (the archive's lyrics), combining marks, emoji, a BOM. */
const NON_ASCII = ['আমার সোনার বাংলা', 'রবীন্দ্রনাথ', '\u09cd\u09bf', 'é', 'ß', '😀', '\ufeff', '\u0000', '\u00a0', '\u2028'];

/** A lone surrogate code unit (high or low), which no well-formed string holds. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));

/** Line ends in every mix. */
const lineEnd = fc.constantFrom('\n', '\r\n', '\r', '\n\r', '\r\r\n');

/** A construct nested `depth` deep: `((((`, `[[[[`, `{{{{`, `!!!!`, `""""`, or balanced. */
const deepNesting = fc
  .record({ open: fc.constantFrom('(', '[', '{', '!', '"', '+', '(&', '[V:'), depth: fc.integer({ min: 50, max: 400 }), balanced: fc.boolean() })
  .map(({ open, depth, balanced }) => {
    const close = { '(': ')', '[': ']', '{': '}', '!': '!', '"': '"', '+': '+', '(&': '&)', '[V:': ']' }[open]!;
    return open.repeat(depth) + 'c' + (balanced ? close.repeat(depth) : '');
  });

/** A very long line: one token repeated thousands of times. */
const longLine = fc
  .record({ token: fc.constantFrom('c', 'c|', '"a"', '!f!', 'z', '-', '(', 'w:a ', '%', ' '), times: fc.integer({ min: 1000, max: 20000 }) })
  .map(({ token, times }) => token.repeat(times));

/** One piece of random text. */
const piece = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ABC_TOKENS) },
  { weight: 4, arbitrary: fc.string({ unit: fc.constantFrom(...ABC_CHARACTERS), maxLength: 12 }) },
  { weight: 2, arbitrary: fc.constantFrom(...NON_ASCII) },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 2, arbitrary: lineEnd },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: longLine },
);

/** Random text made of ABC tokens and hostile pieces, behind a tune header or not. */
export const randomText: fc.Arbitrary<string> = fc
  .record({ header: fc.constantFrom('', 'X:1\nK:C\n', 'X:1\nT:t\nM:4/4\nL:1/8\nK:G\n', 'X:1\r\nK:C\r\n'), pieces: fc.array(piece, { maxLength: 40 }) })
  .map(({ header, pieces }) => header + pieces.join(''));

/** Random bytes decoded as a file is (`decodeAbcBytes`: UTF-8 when valid, else Latin-1). */
export const randomBytesText: fc.Arbitrary<string> = fc.uint8Array({ maxLength: 400 }).map((bytes) => decodeAbcBytes(bytes));

/** One edit of a text, at a position given as a fraction of its length (so edits shrink well). */
type Edit =
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'replace'; at: number; text: string };

const editText = fc.oneof(fc.string({ unit: fc.constantFrom(...ABC_CHARACTERS), minLength: 1, maxLength: 4 }), piece);
const position = fc.double({ min: 0, max: 1, noNaN: true });
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: position, text: editText }),
  fc.record({ kind: fc.constant('delete' as const), at: position, length: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('replace' as const), at: position, text: editText }),
);

/** `text` with `edits` applied in order. */
export function applyEdits(text: string, edits: Edit[]): string {
  let result = text;
  for (const change of edits) {
    const at = Math.min(result.length, Math.floor(change.at * result.length));
    if (change.kind === 'insert') result = result.slice(0, at) + change.text + result.slice(at);
    else if (change.kind === 'delete') result = result.slice(0, at) + result.slice(at + change.length);
    else result = result.slice(0, at) + change.text + result.slice(at + change.text.length);
  }
  return result;
}

/**
 * Corpus tunes (`tunes`: header + tune texts) mutated by up to 12 edits, or the start of one tune
 * spliced to the end of another.
 */
export function mutatedTune(tunes: string[]): fc.Arbitrary<string> {
  const tune = fc.constantFrom(...tunes);
  const mutated = fc.record({ text: tune, edits: fc.array(edit, { minLength: 1, maxLength: 12 }) }).map(({ text, edits }) => applyEdits(text, edits));
  const spliced = fc
    .record({ first: tune, second: tune, cutFirst: position, cutSecond: position })
    .map(({ first, second, cutFirst, cutSecond }) => first.slice(0, Math.floor(cutFirst * first.length)) + second.slice(Math.floor(cutSecond * second.length)));
  return fc.oneof({ weight: 3, arbitrary: mutated }, { weight: 1, arbitrary: spliced });
}

/** All hostile inputs: mutated and spliced corpus tunes, random text and random bytes. */
export function hostileInput(tunes: string[]): fc.Arbitrary<string> {
  return fc.oneof({ weight: 4, arbitrary: mutatedTune(tunes) }, { weight: 3, arbitrary: randomText }, { weight: 1, arbitrary: randomBytesText });
}
