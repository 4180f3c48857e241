import { describe, expect, it } from 'vitest';
import hardTimes from '../../../../../../shared/corpus/goess-stephen-foster/Hard_Times_Come_Again_No_More.abc?raw';
import { readMusicItems, soundingNotes, writtenPitch } from './abcNotes.ts';

describe('readMusicItems', () => {
  it('reads a note with its accidental, octave marks and length as one item', () => {
    const text = 'K:C\n^c\'3/2 z2 [CE]2|';
    const items = readMusicItems(text);
    expect(items.map((item) => [item.kind, text.slice(item.from, item.to)])).toEqual([
      ['key', 'K:C'],
      ['note', "^c'3/2"],
      ['rest', 'z2'],
      ['note', 'C'],
      ['note', 'E'],
      ['chordEnd', ']2'],
      ['bar', '|'],
    ]);
  });

  it('marks grace notes and chord notes', () => {
    const notes = readMusicItems('K:C\n{ag}f [CE]').filter((item) => item.kind === 'note');
    expect(notes.map((note) => [note.pitch.text, note.inGrace, note.inChord])).toEqual([
      ['a', true, false],
      ['g', true, false],
      ['f', false, false],
      ['C', false, true],
      ['E', false, true],
    ]);
  });
});

describe('soundingNotes', () => {
  it('applies the key signature, and an accidental to the end of its bar in its octave only', () => {
    const midi = soundingNotes('K:D\nF ^G G g | G =F F|').map((note) => note.midi);
    // F# G# G# g | G F F
    expect(midi).toEqual([66, 68, 68, 79, 67, 65, 65]);
  });

  it('follows an inline key change and a new tune', () => {
    const midi = soundingNotes('X:1\nK:F\nB [K:G] B F|\nX:2\nK:C\nB F|').map((note) => note.midi);
    expect(midi).toEqual([70, 71, 66, 71, 65]);
  });

  it('reads Hard Times in E flat: its =A is A natural, the other As A flat', () => {
    const notes = soundingNotes(hardTimes);
    const natural = notes.find((note) => note.item.accidental?.text === '=');
    expect(natural?.midi).toBe(69);
    const flats = notes.filter((note) => note.pitch.letter === 'A' && note.item.accidental === null && note.pitch.octave === 0);
    expect(flats.length).toBeGreaterThan(0);
    expect(new Set(flats.map((note) => note.midi))).toEqual(new Set([68]));
  });
});

describe('writtenPitch', () => {
  it('counts octave marks', () => {
    expect(writtenPitch('C,,')).toEqual({ letter: 'C', octave: -2, step: -14 });
    expect(writtenPitch("b'")).toEqual({ letter: 'B', octave: 2, step: 20 });
  });
});
