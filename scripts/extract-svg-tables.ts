/**
 * @fileoverview SVG tables extractor (`npx tsx scripts/extract-svg-tables.ts`): writes
 * engine-as/src/emit/svg/svgTables.generated.ts, the tables the core's SVG writer (emit/svg/)
 * shares with the bindings, from the bindings' own modules, so that there is one source for each:
 *
 * - the presentation attributes of each text font word (engine-bindings/src/fonts.ts
 *   SVG_FONT_ATTRIBUTES) and the family the page's music group sets (SVG_DEFAULT_FONT_FAMILY);
 * - the class of each element kind (elements.ts elementKindName, the public ElementKindName);
 * - the characters printed text maps (textEscapes.ts: the accents of ABC 2.1 2.3.4 composed with
 *   each Latin letter as NFC composes them, the ligature mnemonics, the named character
 *   references; text.ts: the decoration words and the chord symbols' signs).
 *
 * Run it after changing any of those: extract-svg-tables.test.ts fails while the file is stale
 * (and engine-bindings/src/svg.test.ts compares the core's printed text with text.ts).
 */

import { realpathSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ElementKind, FontId, FontWord } from '../engine-as/src/abi.js';
import { elementKindName } from '../engine-bindings/src/elements.js';
import { SVG_DEFAULT_FONT_FAMILY, SVG_FONT_ATTRIBUTES } from '../engine-bindings/src/fonts.js';
import { CHORD_SIGNS, DECORATION_WORDS } from '../engine-bindings/src/text.js';
import { ACCENTS, LIGATURES, NAMED_CHARACTERS } from '../engine-bindings/src/textEscapes.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the tables are written. */
export const SVG_TABLES_PATH = resolve(repoRoot, 'engine-as/src/emit/svg/svgTables.generated.ts');

/** An AssemblyScript string literal of `text`: JSON's escapes, and `\\uXXXX` beyond ASCII. */
const literal = (text: string): string =>
  JSON.stringify(text).replace(/[\u007f-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
const hex = (value: number): string => `0x${value.toString(16).toUpperCase()}`;

/** Bits 9-12 of a font word (abi FontWord: family, bold, italic), the key of a set face. */
const FACE_SHIFT = FontWord.FamilyShift;
const FACE_KEYS = 16;

function fontTables(lines: string[]): void {
  const roleAttributes: string[] = [];
  for (let role = 0; role < FontId.Count; role++) roleAttributes.push(SVG_FONT_ATTRIBUTES[role]!);
  const faceAttributes: string[] = [];
  for (let key = 0; key < FACE_KEYS; key++) faceAttributes.push(SVG_FONT_ATTRIBUTES[FontWord.FaceSet | (key << FACE_SHIFT)]!);
  // The two tables must say what SVG_FONT_ATTRIBUTES says for every font word it has.
  for (let font = 0; font < FontWord.Limit; font++) {
    const expected = SVG_FONT_ATTRIBUTES[font];
    if (expected === undefined) {
      if ((font & FontWord.RoleMask) < FontId.Count) throw new Error(`font word ${font} has no attributes`);
      continue;
    }
    const made = (font & FontWord.FaceSet) !== 0 ? faceAttributes[(font >> FACE_SHIFT) & (FACE_KEYS - 1)] : roleAttributes[font & FontWord.RoleMask];
    if (made !== expected) throw new Error(`font word ${font}: the tables say ${made}, fonts.ts ${expected}`);
  }
  lines.push('/** The font family the music group of a page sets, which text runs inherit (fonts.ts). */');
  lines.push(`export const SVG_DEFAULT_FONT_FAMILY: string = ${literal(SVG_DEFAULT_FONT_FAMILY)};`);
  lines.push('');
  lines.push('/** Presentation attributes of a font word without a set face, by abi FontId. */');
  lines.push('export const ROLE_FONT_ATTRIBUTES: StaticArray<string> = [');
  for (const attributes of roleAttributes) lines.push(`  ${literal(attributes)},`);
  lines.push('];');
  lines.push('');
  lines.push(`/** Presentation attributes of a font word with a set face (FontWord.FaceSet), by its bits ${FACE_SHIFT}-${FACE_SHIFT + 3}. */`);
  lines.push('export const FACE_FONT_ATTRIBUTES: StaticArray<string> = [');
  for (const attributes of faceAttributes) lines.push(`  ${literal(attributes)},`);
  lines.push('];');
  lines.push('');
}

/**
 * Bytes the SVG writer keeps for an element group's class ending `" class="{kind}">`
 * (svgWriter.ts ELEMENT_CLASS_ENDINGS, written as three words of 8): a longer one would be cut.
 */
export const ELEMENT_CLASS_ENDING_ROOM = 24;

/** The class ending the SVG writer writes for the element class `name`; throws when it would not fit. */
export function elementClassEnding(name: string): string {
  const ending = `" class="${name}">`;
  if (ending.length > ELEMENT_CLASS_ENDING_ROOM) {
    throw new Error(`element class ${JSON.stringify(name)}: its ending is ${ending.length} bytes, the SVG writer keeps ${ELEMENT_CLASS_ENDING_ROOM} (svgWriter.ts ELEMENT_CLASS_ENDINGS)`);
  }
  return ending;
}

function elementTables(lines: string[]): void {
  const kinds = Object.values(ElementKind).filter((value): value is number => typeof value === 'number');
  const limit = Math.max(...kinds) + 1;
  for (let kind = 0; kind < limit; kind++) elementClassEnding(elementKindName(kind));
  lines.push('/** The class of each abi ElementKind (the public ElementKindName; an unknown kind is a note). */');
  lines.push('export const ELEMENT_CLASSES: StaticArray<string> = [');
  for (let kind = 0; kind < limit; kind++) lines.push(`  ${literal(elementKindName(kind))},`);
  lines.push('];');
  lines.push('/** The length of ELEMENT_CLASSES, as a constant (svgWriter.ts sizes static memory by it). */');
  lines.push(`export const ELEMENT_CLASS_COUNT: i32 = ${limit};`);
  lines.push('');
}

function textTables(lines: string[]): void {
  const accents = Object.keys(ACCENTS);
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  lines.push('/** The accent characters after `\\` (ABC 2.1 2.3.4), in the order of COMPOSED_LETTERS rows. */');
  lines.push(`export const ACCENT_CHARACTERS: string = ${literal(accents.join(''))};`);
  lines.push('');
  lines.push('/**');
  lines.push(' * The combining mark of each accent, and the letter NFC composes from each Latin letter (A-Z then');
  lines.push(' * a-z) and the accent: row accent * 52 + letter; 0 where NFC leaves the letter and the mark apart.');
  lines.push(' */');
  lines.push('export const ACCENT_MARKS: StaticArray<u16> = [' + accents.map((accent) => hex(ACCENTS[accent]!.charCodeAt(0))).join(', ') + '];');
  lines.push('export const COMPOSED_LETTERS: StaticArray<u16> = [');
  for (const accent of accents) {
    const row = [...letters].map((letter) => {
      const composed = (letter + ACCENTS[accent]!).normalize('NFC');
      return composed.length === 1 ? hex(composed.charCodeAt(0)) : '0';
    });
    lines.push(`  ${row.join(', ')}, // ${literal(accent)}`);
  }
  lines.push('];');
  lines.push('');
  const ligatures = Object.keys(LIGATURES);
  lines.push('/** The two-character mnemonics after `\\` that are letters of their own, and their letters. */');
  lines.push(`export const LIGATURE_MNEMONICS: string = ${literal(ligatures.join(''))};`);
  lines.push(`export const LIGATURE_LETTERS: string = ${literal(ligatures.map((pair) => LIGATURES[pair]).join(''))};`);
  lines.push('');
  const names = [...NAMED_CHARACTERS.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const name of names) if (NAMED_CHARACTERS.get(name)!.length !== 1) throw new Error(`&${name}; is not one code unit`);
  lines.push('/** Names of the named character references, sorted by code units (binary search), and their characters. */');
  lines.push('export const REFERENCE_NAMES: StaticArray<string> = [');
  for (let i = 0; i < names.length; i += 10) lines.push(`  ${names.slice(i, i + 10).map(literal).join(', ')},`);
  lines.push('];');
  lines.push(`export const REFERENCE_CHARACTERS: string = ${literal(names.map((name) => NAMED_CHARACTERS.get(name)).join(''))};`);
  lines.push('');
  const words = Object.keys(DECORATION_WORDS);
  lines.push('/** Decorations printed as words (text.ts DECORATION_WORDS): the name in the source, and the words. */');
  lines.push('export const DECORATION_NAMES: StaticArray<string> = [' + words.map(literal).join(', ') + '];');
  lines.push('export const DECORATION_WORDS: StaticArray<string> = [' + words.map((word) => literal(DECORATION_WORDS[word]!)).join(', ') + '];');
  lines.push('');
  lines.push('/** The signs chord symbols print for `bb`, `##`, `b` and `#` (text.ts CHORD_SIGNS). */');
  for (const [sign, name] of [['bb', 'DOUBLE_FLAT'], ['##', 'DOUBLE_SHARP'], ['b', 'FLAT'], ['#', 'SHARP']] as const) {
    lines.push(`export const CHORD_${name}: string = ${literal(CHORD_SIGNS[sign]!)};`);
  }
  lines.push('');
}

/** The text of svgTables.generated.ts as the bindings' modules give it now. */
export function svgTablesSource(): string {
  const lines: string[] = [
    '// generated by scripts/extract-svg-tables.ts - do not edit (run `npx tsx scripts/extract-svg-tables.ts`).',
    '',
    '/**',
    " * @fileoverview Tables of the core's SVG writer (emit/svg/) taken from the bindings' modules:",
    ' * text fonts, element classes, and the characters printed text maps.',
    ' */',
    '',
  ];
  fontTables(lines);
  elementTables(lines);
  textTables(lines);
  return lines.join('\n');
}

// Run as a script (not when a test imports the module): write the file.
if (process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(SVG_TABLES_PATH, svgTablesSource());
  console.log(`extract-svg-tables: wrote ${SVG_TABLES_PATH}`);
}
