/**
 * @fileoverview The Margins tool (app-spec 2.2: "a default of 100, steps of 20, and a left or
 * right direction"): sets the score's left or right page margin by writing `%%leftmargin N` or
 * `%%rightmargin N` into the source.
 *
 * Why in the source and not only in the preview: the margin is part of how the song is engraved,
 * and the same source is engraved by the browser, by the server for print and by the command line
 * (DESIGN.md 6: "the same layout"); a preview-only margin would be lost on save and differ in
 * print. Units: a number without a unit is in CSS pixels in our engine as in abc2svg (96 per
 * inch; the default margin is 52.9, 1.4 cm), so the tool's default of 100 is about 2.6 cm.
 *
 * The directive goes in the tune header, on the line after X: (ABC 2.1 section 11: a format
 * directive in the header holds for that tune); an existing one in the header is changed in place.
 * Usage examples: marginDirective.test.ts.
 */

import type { TextChange } from './externalChange.ts';

export type MarginSide = 'left' | 'right';

/** The tool's starting value and step, in CSS pixels (app-spec 2.2). */
export const DEFAULT_MARGIN = 100;
export const MARGIN_STEP = 20;
/** The widest margin the tool writes: half an A4 page (793.7 px) leaves no room for music. */
export const MAX_MARGIN = 380;

/** `value` as a margin the tool writes: a whole number of pixels from 0 to MAX_MARGIN. */
export function clampMargin(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_MARGIN;
  return Math.max(0, Math.min(MAX_MARGIN, Math.round(value)));
}

const directiveName = (side: MarginSide) => (side === 'left' ? 'leftmargin' : 'rightmargin');

/** The header of the first tune: [start, end) from its X: line (or the text's start) to K:. */
function headerRange(text: string): { start: number; end: number; afterX: number } {
  const x = /^X:.*$/m.exec(text);
  const start = x?.index ?? 0;
  const afterX = x === null ? 0 : Math.min(text.length, x.index + x[0].length + 1);
  const key = /^K:.*$/m.exec(text.slice(start));
  return { start, end: key === null ? text.length : start + key.index, afterX };
}

/** The `%%leftmargin`/`%%rightmargin` line of the first tune's header: its range and value. */
function findDirective(text: string, side: MarginSide): { from: number; to: number; value: string } | null {
  const { start, end } = headerRange(text);
  const pattern = new RegExp(`^%%${directiveName(side)}[ \\t]+([^\\n%]*?)[ \\t]*(?:%.*)?$`, 'gm');
  pattern.lastIndex = start;
  const match = pattern.exec(text);
  if (match === null || match.index >= end) return null;
  return { from: match.index, to: match.index + match[0].length, value: match[1] };
}

/**
 * The margin the first tune's header sets on `side`, in CSS pixels; null when it sets none or
 * gives it in units the tool does not write (`1.4cm`: the tool leaves those alone until changed).
 */
export function readMargin(text: string, side: MarginSide): number | null {
  const directive = findDirective(text, side);
  if (directive === null || !/^\d+(?:\.\d+)?$/.test(directive.value)) return null;
  return Number(directive.value);
}

/** The change that sets the `side` margin of the first tune to `pixels`. */
export function setMargin(text: string, side: MarginSide, pixels: number): TextChange {
  const line = `%%${directiveName(side)} ${clampMargin(pixels)}`;
  const directive = findDirective(text, side);
  if (directive !== null) return { from: directive.from, to: directive.to, insert: line };
  const { afterX } = headerRange(text);
  // After X: (or at the very start of a text without X:), on a line of its own.
  const needsBreak = afterX > 0 && text[afterX - 1] !== '\n';
  return { from: afterX, to: afterX, insert: `${needsBreak ? '\n' : ''}${line}\n` };
}

/** The change that removes the `side` margin directive of the first tune, or null if it has none. */
export function removeMargin(text: string, side: MarginSide): TextChange | null {
  const directive = findDirective(text, side);
  if (directive === null) return null;
  const to = text[directive.to] === '\n' ? directive.to + 1 : directive.to;
  return { from: directive.from, to, insert: '' };
}
