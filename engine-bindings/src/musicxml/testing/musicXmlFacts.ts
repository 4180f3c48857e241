/**
 * @fileoverview Test helper: what a MusicXML file says, read independently of the importer (its
 * own small walk over fast-xml-parser's ordered output), so that the tests compare the ABC with
 * the MusicXML and not with the importer's own reading of it.
 *
 * Per part and `<voice>`: every sounding note or chord (grace notes left out, `<chord/>` notes
 * joined to the note before them) with its onset from the start of the score and its duration,
 * as reduced fractions of a whole note (MODEL.md's form: `"3/8"`), its MIDI pitches, and its
 * lyrics. The onset follows MusicXML's cursor: `<duration>` of notes, `<backup>`, `<forward>`;
 * a measure lasts as far as its cursor went.
 */

import { XMLParser } from 'fast-xml-parser';

export interface NoteFact {
  onset: string;
  duration: string;
  /** Ascending. */
  midi: number[];
  /** `<lyric>` texts by verse number, NFC, trimmed. */
  lyrics: Map<string, string>;
}

export interface VoiceFacts {
  part: string;
  voice: string;
  notes: NoteFact[];
}

type Node = Record<string, unknown>;

const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', parseTagValue: false, trimValues: false, htmlEntities: true });

function nameOf(node: Node): string {
  return Object.keys(node).find((key) => key !== ':@') ?? '';
}
function kids(node: Node): Node[] {
  const value = node[nameOf(node)];
  return Array.isArray(value) ? (value as Node[]) : [];
}
function attr(node: Node, name: string): string | undefined {
  return (node[':@'] as Record<string, string> | undefined)?.[name];
}
function text(node: Node): string {
  return kids(node)
    .map((child) => (typeof child['#text'] === 'string' || typeof child['#text'] === 'number' ? String(child['#text']) : ''))
    .join('');
}
function find(node: Node | undefined, name: string): Node | undefined {
  return node === undefined ? undefined : kids(node).find((child) => nameOf(child) === name);
}
function all(node: Node | undefined, name: string): Node[] {
  return node === undefined ? [] : kids(node).filter((child) => nameOf(child) === name);
}
function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}
/** units/(4 * divisions) of a whole note, reduced, as MODEL.md writes it. */
function wholeNotes(units: number, divisions: number): string {
  const d = 4 * divisions;
  const g = gcd(units, d) || 1;
  return units === 0 ? '0' : d / g === 1 ? String(units / g) : `${units / g}/${d / g}`;
}
const STEPS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/**
 * The notes of every part and voice of a partwise MusicXML file, in score order (parts in
 * document order, voices by first appearance). Times are exact while `<divisions>` stays the
 * same in the file (true of the corpus: one value per file).
 */
export function musicXmlFacts(xml: string): VoiceFacts[] {
  const root = (parser.parse(xml) as Node[]).find((node) => nameOf(node) === 'score-partwise');
  if (root === undefined) throw new Error('not a partwise score');
  const voices: VoiceFacts[] = [];
  for (const part of all(root, 'part')) {
    const byVoice = new Map<string, VoiceFacts>();
    let divisions = 1;
    let measureStart = 0;
    for (const measure of all(part, 'measure')) {
      let cursor = 0;
      let furthest = 0;
      let last: NoteFact | undefined;
      for (const item of kids(measure)) {
        const name = nameOf(item);
        if (name === 'attributes') {
          const value = find(item, 'divisions');
          if (value) divisions = Number(text(value));
        } else if (name === 'backup' || name === 'forward') {
          const units = Number(text(find(item, 'duration')!));
          cursor += name === 'backup' ? -units : units;
          furthest = Math.max(furthest, cursor);
        } else if (name === 'note') {
          if (find(item, 'grace')) continue;
          const pitch = find(item, 'pitch');
          const midi = pitch
            ? [12 * (Number(text(find(pitch, 'octave')!)) + 1) + STEPS[text(find(pitch, 'step')!).trim()]! + Math.round(Number(find(pitch, 'alter') ? text(find(pitch, 'alter')!) : '0'))]
            : [];
          const lyrics = new Map<string, string>();
          for (const lyric of all(item, 'lyric')) {
            const words = all(lyric, 'text').map(text).join(' ').normalize('NFC').replace(/\s+/g, ' ').trim();
            if (words !== '') lyrics.set(attr(lyric, 'number') ?? '1', words);
          }
          if (find(item, 'chord') && last) {
            last.midi.push(...midi);
            last.midi.sort((a, b) => a - b);
            for (const [verse, words] of lyrics) if (!last.lyrics.has(verse)) last.lyrics.set(verse, words);
            continue;
          }
          const units = Number(text(find(item, 'duration')!));
          const voiceId = find(item, 'voice') ? text(find(item, 'voice')!).trim() : '1';
          const voice = byVoice.get(voiceId) ?? { part: attr(part, 'id') ?? '', voice: voiceId, notes: [] };
          byVoice.set(voiceId, voice);
          last = { onset: wholeNotes(measureStart + cursor, divisions), duration: wholeNotes(units, divisions), midi, lyrics };
          // Rests are kept out of the notes (the lyric and pitch checks are about notes).
          if (midi.length > 0) voice.notes.push(last);
          else last = undefined;
          cursor += units;
          furthest = Math.max(furthest, cursor);
        }
      }
      measureStart += furthest;
    }
    voices.push(...byVoice.values());
  }
  return voices;
}
