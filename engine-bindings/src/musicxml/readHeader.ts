/**
 * @fileoverview The score's header texts: title, composer, lyricist, rights and the software
 * that wrote the file, from `<work>`, `<movement-title>`, `<identification>` and, for what those
 * leave out, the typed `<credit>`s of the first page (MusicXML 4.0 `credit-type`).
 */

import type { ScoreHeader } from './score.js';
import { child, childText, childrenNamed, type XmlElement } from './xml.js';

/** Trims and NFC-normalises a text, folding its inner line breaks and runs of spaces to one space. */
export function cleanText(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

function addUnique(list: string[], text: string | undefined): void {
  if (text === undefined) return;
  const cleaned = cleanText(text);
  if (cleaned !== '' && !list.includes(cleaned)) list.push(cleaned);
}

/** Reads the header texts of a `<score-partwise>` root. Never fails: missing texts are left out. */
export function readHeader(root: XmlElement): ScoreHeader {
  const header: ScoreHeader = { titles: [], composers: [], lyricists: [], rights: [], software: [] };
  addUnique(header.titles, childText(child(root, 'work'), 'work-title'));
  addUnique(header.titles, childText(root, 'movement-title'));
  const identification = child(root, 'identification');
  for (const creator of childrenNamed(identification, 'creator')) {
    const type = creator.attributes['type'] ?? '';
    if (type === 'composer') addUnique(header.composers, creator.text);
    else if (type === 'lyricist' || type === 'poet') addUnique(header.lyricists, creator.text);
  }
  for (const rights of childrenNamed(identification, 'rights')) addUnique(header.rights, rights.text);
  for (const software of childrenNamed(child(identification, 'encoding'), 'software')) addUnique(header.software, software.text);
  // Credits are the printed page's texts; only typed ones say what they are.
  const fromCredits: ScoreHeader = { titles: [], composers: [], lyricists: [], rights: [], software: [] };
  for (const credit of childrenNamed(root, 'credit')) {
    const words = childrenNamed(credit, 'credit-words').map((element) => element.text).join(' ');
    for (const type of childrenNamed(credit, 'credit-type').map((element) => element.text.trim())) {
      if (type === 'title') addUnique(fromCredits.titles, words);
      else if (type === 'composer') addUnique(fromCredits.composers, words);
      else if (type === 'lyricist') addUnique(fromCredits.lyricists, words);
      else if (type === 'rights') addUnique(fromCredits.rights, words);
    }
  }
  if (header.titles.length === 0) header.titles.push(...fromCredits.titles);
  if (header.composers.length === 0) header.composers.push(...fromCredits.composers);
  if (header.lyricists.length === 0) header.lyricists.push(...fromCredits.lyricists);
  if (header.rights.length === 0) header.rights.push(...fromCredits.rights);
  return header;
}
