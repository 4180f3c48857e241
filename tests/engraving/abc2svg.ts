/**
 * @fileoverview abc2svg 1.22.1 (npm `abc2svg`, the reference engine of DESIGN.md 3.4) as the
 * engraving tests see it, black-boxed through its public callbacks: the SVG blocks it writes
 * (`img_out`, one per music line or text block) and the boxes of the symbols it draws
 * (`anno_start`, called once per drawn symbol with its type, source range and box).
 *
 * What the boxes are (observed, tests/engraving/FINDINGS.md "abc2svg's boxes"): `lyrics` and
 * `annot` (chord symbols and annotations alike: abc2svg reports no separate `gchord` type) are
 * the text's box; a `note` box spans the head and stem vertically but horizontally the room the
 * note takes in the spacing, so adjacent note boxes overlap whenever notes are close.
 * The callback's own y is not in one frame for all types (a note's includes its staff's offset
 * in the music line, a lyric's does not), so each box is written into the SVG as a comment
 * through abc2svg's `out_sxsy` (which turns a symbol's x, y into the SVG's coordinates, as
 * abc2svg's editor does to draw its selection rectangles) and read back from the block through
 * the `<g transform>` groups around it (lyrics are drawn in a translated group): coordinates are
 * the block's SVG units, y downward, the box's top-left corner.
 */
import { createRequire } from 'node:module';
import { applyTransform, IDENTITY, type Frame } from './svgFrame.js';

/** One box abc2svg reported, in its block's SVG coordinates (y downward, top-left corner). */
export interface Abc2svgBox {
  /** abc2svg's symbol type: `note`, `rest`, `lyrics`, `annot`, `bar`, `clef`, `deco`, ... */
  type: string;
  /** Source range [start, end) in the text. */
  start: number;
  end: number;
  /** Index of the SVG block (music line) the symbol was drawn in. */
  block: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What abc2svg drew for one text. */
export interface Abc2svgDrawing {
  /** The SVG blocks in output order. */
  svgs: string[];
  boxes: Abc2svgBox[];
  /** The error abc2svg threw, if it did (the blocks before it are kept). */
  error?: string;
}

interface Abc2svgUser {
  img_out: (svg: string) => void;
  read_file: (name: string) => string | null;
  errbld: (severity: string, message: string) => void;
  anno_stop: (type: string, start: number, stop: number, x: number, y: number, w: number, h: number) => void;
}

interface Abc2svgInstance {
  tosvg: (fileName: string, text: string) => void;
  /** Appends raw text to the SVG being written. */
  out_svg: (text: string) => void;
  /** Appends `x`, `separator`, `y` in the SVG's coordinates. */
  out_sxsy: (x: number, separator: string, y: number) => void;
  /** A height in the SVG's units. */
  sh: (height: number) => number;
}

interface Abc2svgModule {
  Abc: new (user: Abc2svgUser) => Abc2svgInstance;
}

/** The comment each box is written as: `<!--box INDEX X Y W H-->`. */
const BOX_COMMENT = /^<!--box (\d+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+)-->$/;
/** What changes the frame while reading a block: group starts and ends, and the box comments. */
const FRAME_TOKENS = /<g\b[^>]*>|<\/g>|<!--box [^>]*-->/g;

const require = createRequire(import.meta.url);
const { Abc } = require('abc2svg/abc2svg-1.js') as Abc2svgModule;

/**
 * Draws `text` with a fresh abc2svg instance and collects its SVG blocks and symbol boxes.
 * abc2svg hangs on a few inputs (DESIGN.md 3.4): call it only on texts known to be safe (the
 * engraving cases and corpus tunes it is known to draw).
 */
export function drawWithAbc2svg(text: string): Abc2svgDrawing {
  const drawing: Abc2svgDrawing = { svgs: [], boxes: [] };
  const symbols: { type: string; start: number; end: number }[] = [];
  const abc: Abc2svgInstance = new Abc({
    img_out: (svg) => {
      drawing.svgs.push(svg);
    },
    read_file: () => null,
    errbld: () => undefined,
    anno_stop: (type, start, stop, x, y, w, h) => {
      abc.out_svg(`<!--box ${symbols.length} `);
      abc.out_sxsy(x, ' ', y);
      abc.out_svg(` ${w.toFixed(2)} ${abc.sh(h).toFixed(2)}-->`);
      symbols.push({ type, start, end: stop });
    },
  });
  try {
    abc.tosvg('engraving', text);
  } catch (error) {
    drawing.error = error instanceof Error ? error.message : String(error);
  }
  drawing.svgs.forEach((svg, block) => {
    const frames: Frame[] = [IDENTITY];
    for (const [token] of svg.matchAll(FRAME_TOKENS)) {
      const frame = frames[frames.length - 1]!;
      if (token.startsWith('</g')) {
        if (frames.length > 1) frames.pop();
        continue;
      }
      if (token.startsWith('<g')) {
        const transform = /transform="([^"]*)"/.exec(token)?.[1];
        frames.push(transform === undefined ? frame : applyTransform(frame, transform));
        continue;
      }
      const match = BOX_COMMENT.exec(token);
      const symbol = match === null ? undefined : symbols[Number(match[1])];
      if (match === null || symbol === undefined) continue;
      drawing.boxes.push({
        ...symbol,
        block,
        x: frame.a * Number(match[2]) + frame.e,
        y: frame.d * Number(match[3]) + frame.f,
        width: frame.a * Number(match[4]),
        height: frame.d * Number(match[5]),
      });
    }
  });
  return drawing;
}
