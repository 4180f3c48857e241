/**
 * The proof of the importer on real input (issue 6, "Bengali songs in the demo archive"): the 10
 * songs of shared/corpus/tagore-swaralipi/musicxml (MusicXML 4.0 from music21, Bengali lyrics
 * aligned per note) become ABC that both engines read without a message, with every note
 * (onset, duration, MIDI pitches) and every syllable of the MusicXML in place.
 *
 * The expected side is read from the MusicXML by testing/musicXmlFacts.ts, not by the importer.
 */

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { abc2svgModel } from '../../../tests/differential/abc2svgModel.js';
import { model, render } from '../index.js';
import { musicXmlToAbc } from './index.js';
import { abc2svgLyrics, engineLyrics, engineNotes, wLineSyllables } from './testing/abcFacts.js';
import { musicXmlFacts } from './testing/musicXmlFacts.js';

const FOLDER = new URL('../../../../shared/corpus/tagore-swaralipi/musicxml/', import.meta.url).pathname;
const SONGS = readdirSync(FOLDER).filter((name) => name.endsWith('.musicxml')).sort();

describe('the tagore-swaralipi corpus', () => {
  it('has the 10 songs', () => {
    expect(SONGS).toHaveLength(10);
  });

  describe.each(SONGS)('%s', (song) => {
    const xml = readFileSync(join(FOLDER, song), 'utf8');
    const { abc, diagnostics } = musicXmlToAbc(xml);
    const facts = musicXmlFacts(xml);
    const expectedNotes = facts.flatMap((voice) => voice.notes);
    const expectedSyllables = expectedNotes.flatMap((note) => (note.lyrics.has('1') ? [note.lyrics.get('1')!] : []));

    it('converts without a message', () => {
      expect(diagnostics).toEqual([]);
      expect(abc).toMatch(/^X:1\nT:.+\n/);
      expect(facts).toHaveLength(1); // one part, one voice: the checks below rely on it
    });

    it('renders with our engine without an error', () => {
      const result = render(abc);
      expect(result.diagnostics.filter((diagnostic) => diagnostic.severity >= 1)).toEqual([]);
      expect(result.pages.length).toBeGreaterThan(0);
    });

    it('keeps every note: onset, duration and MIDI pitches', () => {
      const notes = engineNotes(model(abc));
      expect(notes).toHaveLength(1);
      expect(notes[0]!.length).toBe(expectedNotes.length);
      expect(notes[0]).toEqual(expectedNotes.map(({ onset, duration, midi }) => ({ onset, duration, midi })));
    });

    it('writes every syllable, in order, in the w: lines', () => {
      expect(expectedSyllables.length).toBeGreaterThan(50);
      expect(wLineSyllables(abc)).toEqual(expectedSyllables);
    });

    it('draws every syllable under its note in our engine', () => {
      const drawn = engineLyrics(abc, render(abc));
      const expected = expectedNotes.flatMap((note, index) => (note.lyrics.has('1') ? [{ note: index, text: note.lyrics.get('1')! }] : []));
      expect(drawn).toEqual(expected);
    });

    it('is read by abc2svg without a message, with every syllable on its note', () => {
      const theirs = abc2svgModel(abc, { draw: true });
      expect(theirs.messages).toEqual([]);
      expect(theirs.drawError).toBeUndefined();
      const notes = abc2svgLyrics(abc);
      expect(notes.map((note) => note.midi)).toEqual(expectedNotes.map((note) => note.midi));
      expect(notes.map((note) => note.text)).toEqual(expectedNotes.map((note) => note.lyrics.get('1')));
    });
  });
});
