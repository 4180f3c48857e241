/**
 * @fileoverview Bar lines between measures (ABC 2.1 4.8 bar lines, 4.9 first and second
 * repeats) from MusicXML's `<barline>`s: the right bar line of one measure and the left one of
 * the next meet in one ABC bar.
 */

import type { Barline } from './score.js';

/** ABC's bar for a MusicXML bar style at the end of a measure. */
function rightBar(barline: Barline | undefined): string {
  if (barline?.repeat === 'backward') return ':|';
  switch (barline?.style) {
    case 'light-heavy':
      return '|]';
    case 'light-light':
    case 'heavy-heavy':
      return '||';
    case 'heavy-light':
      return '[|';
    case 'dotted':
    case 'dashed':
      return '.|';
    case 'none':
      return '[|]';
    default:
      return '|';
  }
}

/**
 * The ABC bar between a measure ending with `right` and one starting with `left` (either may be
 * absent), with the volta the next measure starts (`[1`, `[2`). A forward repeat makes `|:`,
 * or `::` after a backward one.
 */
export function barBetween(right: Barline | undefined, left: Barline | undefined): string {
  let bar = rightBar(right);
  if (left?.repeat === 'forward') bar = bar === ':|' ? '::' : '|:';
  else if (left?.style === 'heavy-light' && bar === '|') bar = '[|';
  const ending = left?.endingStart;
  // ABC 2.1 4.9: `[1,2` for an ending played on several passes; spaces are not allowed in it.
  return ending === undefined ? bar : `${bar}[${ending.replace(/\s+/g, '')}`;
}

/** The bar before the first measure: `|:` when it opens a repeat, else nothing. */
export function openingBar(left: Barline | undefined): string {
  if (left?.repeat === 'forward') return left.endingStart ? `|:[${left.endingStart.replace(/\s+/g, '')}` : '|:';
  return left?.endingStart ? `[${left.endingStart.replace(/\s+/g, '')}` : '';
}
