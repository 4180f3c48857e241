/**
 * @fileoverview Draws a song's swaralipi (the corpus's `sargam/NAME.txt`) as the PNG of a
 * printed notation page, the demo's stand-in for a scanned source image (issue 6, "Bengali
 * songs in the demo archive"; DESIGN.md 4 "Demo data": drawn in Node, no Chromium).
 *
 * The text: `#` lines are the header (the first is the title, "বাংলা  (Latin)"; the others,
 * such as the taal, are subtitles); `[sthayi]`-style lines name a section; every other line is
 * a row of the notation, swaras (S R G M P D N, Latin letters) above the Bengali syllables, laid
 * out in columns by character count. The columns are kept: each word is drawn at its column
 * times one cell width, and the cell is made wide enough that no word reaches the next word's
 * column, however wide its Bengali glyphs are (they are wider than a Latin letter).
 *
 * Text is drawn with @napi-rs/canvas (Skia with HarfBuzz shaping, so conjuncts such as ক্ষ and
 * vowel signs written before their consonant such as ি come out right) in Noto Serif Bengali
 * from npm (@fontsource/noto-serif-bengali: its Bengali and Latin subsets, WOFF2, which Skia
 * reads), registered under names of our own so no system font is chosen by accident.
 *
 * Usage examples: swaralipiPage.test.ts, importDemo.ts.
 */

import { createRequire } from 'node:module';

import { type Canvas, createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';

/** Family names the fonts are registered under (ours, so they never match a system font). */
const LATIN_FAMILY = 'Swaralipi Demo Latin';
const BENGALI_FAMILY = 'Swaralipi Demo Bengali';
/** Latin first: the Latin subset has no Bengali, so Bengali falls through to the second. */
const FAMILIES = `"${LATIN_FAMILY}", "${BENGALI_FAMILY}"`;

/** The font files of @fontsource/noto-serif-bengali, per family and weight. */
const FONT_FILES: readonly { family: string; file: string }[] = [
  { family: BENGALI_FAMILY, file: 'noto-serif-bengali-bengali-400-normal.woff2' },
  { family: BENGALI_FAMILY, file: 'noto-serif-bengali-bengali-700-normal.woff2' },
  { family: LATIN_FAMILY, file: 'noto-serif-bengali-latin-400-normal.woff2' },
  { family: LATIN_FAMILY, file: 'noto-serif-bengali-latin-700-normal.woff2' },
];

let fontsRegistered = false;

/**
 * Registers the page fonts once per process.
 * @throws Error when a font file is missing or Skia cannot read it (a broken install)
 */
export function registerPageFonts(): void {
  if (fontsRegistered) return;
  const require = createRequire(import.meta.url);
  for (const { family, file } of FONT_FILES) {
    const fontPath = require.resolve(`@fontsource/noto-serif-bengali/files/${file}`);
    if (GlobalFonts.registerFromPath(fontPath, family) === null) throw new Error(`Cannot load the font ${fontPath}`);
  }
  fontsRegistered = true;
}

/** Sizes of the page, in pixels. */
export interface PageStyle {
  /** Size of the notation text. */
  fontSize: number;
  /** Blank border around the text. */
  margin: number;
  /** Background (paper) and text (ink) colours. */
  paper: string;
  ink: string;
  /** A line at the foot of the page (the corpus credit), or '' for none. */
  footer: string;
}

export const DEFAULT_PAGE_STYLE: PageStyle = Object.freeze({
  fontSize: 24,
  margin: 72,
  paper: '#ffffff',
  ink: '#1c1a17',
  footer: '',
});

/** One word of a notation row and the column (in characters) it starts at. */
export interface ColumnWord {
  column: number;
  text: string;
}

/** A line of the page, as read from the text. */
export type PageLine =
  | { kind: 'title'; text: string; subtitle: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'section'; text: string }
  | { kind: 'row'; words: ColumnWord[]; bengali: boolean }
  | { kind: 'blank' };

const BENGALI_LETTER = /[\u0980-\u09FF]/;

/**
 * The words of `line` with their start columns, counted in code points, which is how the
 * corpus's text lines its columns up (a Bengali syllable such as দি is two code points wide).
 */
export function columnWords(line: string): ColumnWord[] {
  const words: ColumnWord[] = [];
  const characters = Array.from(line);
  let column = 0;
  while (column < characters.length) {
    if (/\s/.test(characters[column]!)) {
      column += 1;
      continue;
    }
    const start = column;
    while (column < characters.length && !/\s/.test(characters[column]!)) column += 1;
    words.push({ column: start, text: characters.slice(start, column).join('') });
  }
  return words;
}

/** Reads the corpus's sargam text into page lines (see the file comment for the format). */
export function readSwaralipiText(text: string): PageLine[] {
  const lines: PageLine[] = [];
  let sawTitle = false;
  for (const raw of text.normalize('NFC').split(/\r?\n/)) {
    const line = raw.replace(/\s+$/, '');
    if (line.startsWith('#')) {
      const header = line.replace(/^#+\s*/, '');
      if (!sawTitle) {
        // "যদি তোর ডাক  (Jodi tor dak)": the Bengali title, then its transliteration.
        const split = /^(.*?)\s{2,}\((.*)\)$/.exec(header);
        lines.push({ kind: 'title', text: split?.[1] ?? header, subtitle: split?.[2] ?? '' });
        sawTitle = true;
      } else {
        lines.push({ kind: 'subtitle', text: header });
      }
    } else if (/^\[[^\]]+\]$/.test(line.trim())) {
      lines.push({ kind: 'section', text: line.trim().slice(1, -1) });
    } else if (line.trim() === '') {
      if (lines.length > 0 && lines.at(-1)!.kind !== 'blank') lines.push({ kind: 'blank' });
    } else {
      lines.push({ kind: 'row', words: columnWords(line), bengali: BENGALI_LETTER.test(line) });
    }
  }
  while (lines.at(-1)?.kind === 'blank') lines.pop();
  return lines;
}

/** The text font at `size` pixels. */
function font(size: number, bold = false): string {
  return `${bold ? 'bold ' : ''}${size}px ${FAMILIES}`;
}

/**
 * The narrowest cell (pixels per character column) at which no word of any row reaches the
 * column of the next word in its row with less than `gap` pixels between them; at least the
 * width of a swara letter ("S") so the Latin rows keep their look.
 */
export function cellWidth(context: SKRSContext2D, rows: readonly ColumnWord[][], fontSize: number, gap: number): number {
  context.font = font(fontSize);
  let cell = context.measureText('S').width;
  for (const words of rows) {
    for (let index = 0; index + 1 < words.length; index += 1) {
      const word = words[index]!;
      const span = words[index + 1]!.column - word.column;
      cell = Math.max(cell, (context.measureText(word.text).width + gap) / span);
    }
  }
  return Math.ceil(cell * 4) / 4;
}

/** Vertical advance of each kind of line, in pixels, for a text size of `size`. */
function advanceOf(line: PageLine, size: number, next: PageLine | undefined): number {
  switch (line.kind) {
    case 'title':
      return Math.round(size * (line.subtitle === '' ? 2.2 : 3.3));
    case 'subtitle':
      return Math.round(size * 1.6);
    case 'section':
      return Math.round(size * 1.9);
    case 'blank':
      return Math.round(size * 0.9);
    case 'row':
      // A swara row sits close above its syllables; a pair is set off from the next pair.
      return Math.round(size * (line.bengali && next?.kind === 'row' ? 2.1 : 1.5));
  }
}

/**
 * Draws the sargam `text` as a page and returns it as PNG bytes.
 * @throws Error only when the fonts cannot be loaded (registerPageFonts)
 */
export async function drawSwaralipiPage(text: string, style: PageStyle = DEFAULT_PAGE_STYLE): Promise<Buffer> {
  registerPageFonts();
  const lines = readSwaralipiText(text);
  const size = style.fontSize;
  const rows = lines.flatMap((line) => (line.kind === 'row' ? [line.words] : []));

  const measure = createCanvas(1, 1).getContext('2d');
  const cell = cellWidth(measure, rows, size, size * 0.35);
  let width = 0;
  for (const words of rows) {
    const last = words.at(-1);
    if (last === undefined) continue;
    measure.font = font(size);
    width = Math.max(width, last.column * cell + measure.measureText(last.text).width);
  }
  for (const line of lines) {
    if (line.kind === 'title') {
      measure.font = font(Math.round(size * 1.45), true);
      width = Math.max(width, measure.measureText(line.text).width);
    }
  }
  const footerSize = Math.round(size * 0.55);
  const pageWidth = Math.ceil(width + 2 * style.margin);
  let contentHeight = 0;
  lines.forEach((line, index) => (contentHeight += advanceOf(line, size, lines[index + 1])));
  const footerHeight = style.footer === '' ? 0 : footerSize * 3;
  const pageHeight = Math.ceil(contentHeight + footerHeight + 2 * style.margin);

  const canvas: Canvas = createCanvas(pageWidth, pageHeight);
  const context = canvas.getContext('2d');
  context.fillStyle = style.paper;
  context.fillRect(0, 0, pageWidth, pageHeight);
  context.fillStyle = style.ink;
  context.textBaseline = 'alphabetic';

  let y = style.margin;
  lines.forEach((line, index) => {
    const advance = advanceOf(line, size, lines[index + 1]);
    switch (line.kind) {
      case 'title':
        context.textAlign = 'center';
        context.font = font(Math.round(size * 1.45), true);
        context.fillText(line.text, pageWidth / 2, y + size * 1.45);
        if (line.subtitle !== '') {
          context.font = font(Math.round(size * 0.85));
          context.fillText(`(${line.subtitle})`, pageWidth / 2, y + size * 2.65);
        }
        break;
      case 'subtitle':
        context.textAlign = 'center';
        context.font = font(Math.round(size * 0.8));
        context.fillText(line.text, pageWidth / 2, y + size * 0.9);
        break;
      case 'section':
        context.textAlign = 'left';
        context.font = font(Math.round(size * 0.9), true);
        context.fillText(line.text, style.margin, y + size * 1.3);
        break;
      case 'row':
        context.textAlign = 'left';
        context.font = font(size);
        for (const word of line.words) context.fillText(word.text, style.margin + word.column * cell, y + size);
        break;
      case 'blank':
        break;
    }
    y += advance;
  });

  if (style.footer !== '') {
    context.textAlign = 'center';
    context.font = font(footerSize);
    context.fillText(style.footer, pageWidth / 2, pageHeight - style.margin / 2);
  }
  return canvas.encode('png');
}
