/**
 * @fileoverview The tune table as the public API gives it (types.ts TuneInfo): what the engine
 * found out about each tune (X: field) of the text, header fields as trimmed source slices with
 * their escapes decoded.
 */

import { TuneField } from '../../engine-as/src/abi.js';
import type { IntTable } from './results.js';
import { fieldText } from './text.js';
import { decodeAbcText } from './textEscapes.js';
import type { TuneInfo } from './types.js';

/** Converts the core's tune records (abi TuneField) into TuneInfos, in file order. */
export function readTunes(tunes: IntTable, source: string): TuneInfo[] {
  const { ints, offset = 0, count } = tunes;
  const infos: TuneInfo[] = new Array(count);
  for (let tune = 0; tune < count; tune++) {
    const base = offset + tune * TuneField.Stride;
    infos[tune] = {
      x: fieldText(source, ints[base + TuneField.XStart], ints[base + TuneField.XEnd]),
      // As printed: `Caf\'e` is Café (ABC 2.1 2.3.4), `&amp;` is & (textEscapes.ts).
      title: decodeAbcText(fieldText(source, ints[base + TuneField.TitleStart], ints[base + TuneField.TitleEnd])),
      composer: decodeAbcText(fieldText(source, ints[base + TuneField.ComposerStart], ints[base + TuneField.ComposerEnd])),
      start: ints[base + TuneField.Start],
      end: ints[base + TuneField.End],
      firstPage: ints[base + TuneField.FirstPage],
      systems: ints[base + TuneField.Systems],
    };
  }
  return infos;
}
