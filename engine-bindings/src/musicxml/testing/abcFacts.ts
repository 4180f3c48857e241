/**
 * @fileoverview Test helper: what the engines made of an ABC text, for comparison with
 * musicXmlFacts.ts.
 *
 * - `engineNotes`: our engine's music model (MODEL.md dump): each voice's notes.
 * - `engineLyrics`: the syllables our engine drew, each with the index of the note it stands
 *   under: the lyric element's text (from its SVG `<text>`), and the note element (grace notes
 *   left out) whose centre is nearest, on the same page, in the staff just above it. Note
 *   elements in source order are the model's notes in order (a one-voice tune).
 * - `abc2svgLyrics`: abc2svg 1.22.1's syllables (`a_ly`) on its notes, with their MIDI pitches.
 * - `wLineSyllables`: the syllables written in the `w:` lines, unescaped, in order.
 */

import { createRequire } from 'node:module';
import type { ModelDump, RenderResult } from '../../types.js';
import { descendants, parseXml } from '../../testing/xml.js';

export interface EngineNote {
  onset: string;
  duration: string;
  midi: number[];
}

/** The notes of each voice of the first tune of a model dump. */
export function engineNotes(dump: ModelDump): EngineNote[][] {
  return (dump.tunes[0]?.voices ?? []).map((voice) =>
    voice.events.filter((event) => event[0] === 'note').map((event) => ({ onset: event[1], duration: event[2], midi: [...(event[3] as number[])].sort((a, b) => a - b) })),
  );
}

/** Prints what abc2svg and our engine print for a lyric: a no-break space as a space. */
function printed(text: string): string {
  return text.replace(/\u00a0/g, ' ').normalize('NFC');
}

/** Source ranges of the grace groups `{...}` of an ABC text. */
function graceRanges(abc: string): [number, number][] {
  return [...abc.matchAll(/\{[^}]*\}/g)].map((match) => [match.index!, match.index! + match[0].length]);
}

/** Our engine's drawn syllables of a one-voice tune, each with the index of its note. */
export function engineLyrics(abc: string, result: RenderResult): { note: number; text: string }[] {
  const graces = graceRanges(abc);
  const notes = result.elements
    .filter((element) => element.kind === 'note' && !graces.some(([start, end]) => element.start >= start && element.start < end))
    .sort((a, b) => a.start - b.start);
  const texts = new Map<number, string>();
  result.pages.forEach((svg) => {
    for (const node of descendants(parseXml(svg))) {
      if (node.attributes['class'] !== 'lyric') continue;
      const words = descendants(node)
        .filter((child) => child.name === 'text')
        .map((child) => child.text + descendants(child).filter((inner) => inner !== child).map((inner) => inner.text).join(''))
        .join('');
      texts.set(Number(node.attributes['data-el']), printed(words));
    }
  });
  return result.elements
    .filter((element) => element.kind === 'lyric')
    .map((lyric) => {
      const centre = lyric.x + lyric.width / 2;
      let best = -1;
      let bestDistance = Infinity;
      notes.forEach((note, index) => {
        const above = lyric.y - note.y;
        if (note.page !== lyric.page || above < 0 || above > 90) return;
        const distance = Math.abs(note.x + note.width / 2 - centre) + above / 1000;
        if (distance < bestDistance) {
          bestDistance = distance;
          best = index;
        }
      });
      return { note: best, text: texts.get(lyric.id) ?? '' };
    });
}

interface Abc2svgSymbol {
  type: number;
  next?: Abc2svgSymbol;
  notes?: { midi: number }[];
  a_ly?: ({ t: string } | null)[];
}

const require = createRequire(import.meta.url);
const { Abc } = require('abc2svg/abc2svg-1.js') as {
  Abc: new (user: Record<string, unknown>) => { tosvg: (name: string, text: string) => void };
};

/** abc2svg's notes (symbol type 8) of the first voice with their MIDI pitches and first-verse syllable. */
export function abc2svgLyrics(abc: string): { midi: number[]; text: string | undefined }[] {
  const notes: { midi: number[]; text: string | undefined }[] = [];
  new Abc({
    read_file: () => null,
    errmsg: () => undefined,
    get_abcmodel: (_first: unknown, voices: { sym?: Abc2svgSymbol }[]) => {
      for (let symbol = voices[0]?.sym; symbol; symbol = symbol.next) {
        if (symbol.type !== 8) continue;
        const first = symbol.a_ly?.[0];
        // abc2svg keeps a syllable's character references for the browser: decode the numeric ones.
        const decoded = first?.t
          .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
          .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
          .replace(/&amp;/g, '&');
        notes.push({ midi: (symbol.notes ?? []).map((head) => head.midi).sort((a, b) => a - b), text: decoded === undefined ? undefined : printed(decoded) });
      }
    },
  }).tosvg('import', abc);
  return notes;
}

/** Undoes lyrics.ts's escapes in one w: token. */
function unescapeToken(token: string): string {
  return token
    .replace(/\\-/g, '-')
    .replace(/~/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

/** The syllables of the `w:` lines of `abc` in order (`*` and `_` are not syllables). */
export function wLineSyllables(abc: string): string[] {
  const syllables: string[] = [];
  for (const line of abc.split('\n')) {
    if (!line.startsWith('w:')) continue;
    // Tokens end at a space or at a hyphen that is not escaped.
    for (const token of line.slice(2).split(/ |(?<=[^\\])-/)) {
      if (token === '' || token === '*' || token === '_') continue;
      syllables.push(unescapeToken(token));
    }
  }
  return syllables;
}
