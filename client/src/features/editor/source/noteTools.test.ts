import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import hardTimes from '../../../../../../shared/corpus/goess-stephen-foster/Hard_Times_Come_Again_No_More.abc?raw';
import ohSusanna from '../../../../../../shared/corpus/goess-stephen-foster/Oh__Susanna.abc?raw';
import { readMusicItems, soundingNotes } from './abcNotes.ts';
import { applyChanges } from './externalChange.ts';
import { formatLength, parseLength, scaleLengths, toggleGrace, transposeChordSymbol, transposeSelection, type TextRange, type ToolResult } from './noteTools.ts';

/** `text` after `result` (which must have changes). */
function after(text: string, result: ToolResult): string {
  expect('reason' in result ? result.reason : '').toBe('');
  return applyChanges(text, result.changes);
}

/** The range of the first `needle` in `text`, searched from `from`. */
function rangeOf(text: string, needle: string, from = 0): TextRange {
  const start = text.indexOf(needle, from);
  if (start < 0) throw new Error(`"${needle}" is not in the text`);
  return { from: start, to: start + needle.length };
}

/** The tune body of a corpus file: from the line after K: to the first W: line. */
function bodyOf(text: string): TextRange {
  const from = text.indexOf('\n', text.indexOf('\nK:') + 1) + 1;
  const words = text.indexOf('\nW:');
  return { from, to: words < 0 ? text.length : words };
}

describe('toggleGrace', () => {
  const text = 'X:1\nK:G\nGAB c2|\n';

  it('makes the selected notes grace notes and takes the braces away again', () => {
    const grace = after(text, toggleGrace(text, rangeOf(text, 'GA')));
    expect(grace).toBe('X:1\nK:G\n{GA}B c2|\n');
    expect(after(grace, toggleGrace(grace, rangeOf(grace, 'A')))).toBe(text);
  });

  it('removes an acciaccatura slash with its braces: the grace note becomes a note', () => {
    const acciaccatura = 'K:C\n{/g}A B|';
    expect(after(acciaccatura, toggleGrace(acciaccatura, rangeOf(acciaccatura, 'g')))).toBe('K:C\ngA B|');
  });

  it('refuses chords and groups across a bar line, saying why', () => {
    const chord = 'K:C\n[CE]2 G|A B|';
    const chordResult = toggleGrace(chord, rangeOf(chord, '[CE]2 G'));
    expect(chordResult.changes).toEqual([]);
    expect('reason' in chordResult && chordResult.reason).toMatch(/Chords/);
    const acrossBar = toggleGrace(chord, rangeOf(chord, 'G|A'));
    expect('reason' in acrossBar && acrossBar.reason).toMatch(/one bar/);
  });

  it('says why when no note is selected', () => {
    const result = toggleGrace(text, rangeOf(text, 'X:1'));
    expect(result.changes).toEqual([]);
    expect('reason' in result && result.reason).toMatch(/Select/);
  });
});

describe('transposeSelection', () => {
  it('moves notes a semitone up in C with sharps, and down with flats', () => {
    const text = 'K:C\nC E B c|';
    expect(after(text, transposeSelection(text, bodyOf(text), 1))).toBe('K:C\n^C F c ^c|');
    // The last B needs a natural: the B flat before it in the bar would hold.
    expect(after(text, transposeSelection(text, bodyOf(text), -1))).toBe('K:C\nB, _E _B =B|');
  });

  it('uses the key signature: in D a G up a semitone is G#, an E up is F (sharp in the key)', () => {
    const text = 'K:D\nE G|';
    expect(after(text, transposeSelection(text, bodyOf(text), 1))).toBe('K:D\n=F ^G|');
  });

  it('keeps the rest of the bar sounding: an F after a sharpened F that moved gets its own sharp', () => {
    const text = 'K:C\n^F F|F';
    const result = transposeSelection(text, rangeOf(text, '^F'), 1);
    expect(after(text, result)).toBe('K:C\nG ^F|F');
  });

  it('moves Oh! Susanna an octave up and back down to the same text', () => {
    const body = bodyOf(ohSusanna);
    const up = after(ohSusanna, transposeSelection(ohSusanna, body, 12));
    expect(up).not.toBe(ohSusanna);
    const upBody = bodyOf(up);
    expect(after(up, transposeSelection(up, upBody, -12))).toBe(ohSusanna);
  });

  it('moves every note of Hard Times (E flat, with a natural) a semitone up, and nothing else', () => {
    const body = bodyOf(hardTimes);
    const before = soundingNotes(hardTimes);
    const transposed = after(hardTimes, transposeSelection(hardTimes, body, 1));
    const notesAfter = soundingNotes(transposed);
    expect(notesAfter.length).toBe(before.length);
    expect(notesAfter.map((note) => note.midi)).toEqual(before.map((note) => note.midi + 1));
    // The lyrics are untouched; the chord symbols move with the notes.
    expect(transposed.match(/^w:.*$/gm)).toEqual(hardTimes.match(/^w:.*$/gm));
    const chords = (text: string) => text.match(/"[^"]*"/g) ?? [];
    expect(new Set(chords(hardTimes))).toEqual(new Set(['"Eb"', '"Bb"', '"Ab"', '"Bb7"', '"(Ebdim)"', '"(Ab)"', '"F7"']));
    const moved: Record<string, string> = { '"Eb"': '"E"', '"Bb"': '"B"', '"Ab"': '"A"', '"Bb7"': '"B7"', '"(Ebdim)"': '"(Edim)"', '"(Ab)"': '"(A)"', '"F7"': '"Gb7"' };
    expect(chords(transposed)).toEqual(chords(hardTimes).map((chord) => moved[chord]));
  });

  it('moves only the selected bar of Hard Times and keeps the others sounding', () => {
    const bar = rangeOf(hardTimes, 'GB2G', hardTimes.indexOf('K:Eb'));
    const before = soundingNotes(hardTimes);
    const transposed = after(hardTimes, transposeSelection(hardTimes, bar, -1));
    const notesAfter = soundingNotes(transposed);
    const moved = before.map((note, index) => notesAfter[index].midi - note.midi);
    expect(moved.filter((step) => step !== 0)).toEqual([-1, -1, -1]);
  });
});

describe('transposeChordSymbol', () => {
  it('moves the root and the bass note and keeps the quality, spelled for the key', () => {
    expect(transposeChordSymbol('"G7"', 1, {})).toBe('"G#7"');
    expect(transposeChordSymbol('"G7"', 1, { B: -1 })).toBe('"Ab7"');
    expect(transposeChordSymbol('"C/E"', -1, {})).toBe('"B/Eb"');
    expect(transposeChordSymbol('"F#m7b5"', 1, { F: 1 })).toBe('"Gm7b5"');
  });

  it('leaves annotations and texts that are not chords alone', () => {
    expect(transposeChordSymbol('"^above"', 1, {})).toBeNull();
    expect(transposeChordSymbol('"N.C."', 1, {})).toBeNull();
  });

  it('is not applied by octave moves', () => {
    const text = 'K:C\n"G" G2|';
    expect(after(text, transposeSelection(text, { from: 4, to: text.length }, 12))).toBe('K:C\n"G" g2|');
  });
});

describe('lengths', () => {
  it('reads and writes ABC lengths', () => {
    expect(['', '2', '/', '//', '/4', '3/2', '3/', '3//'].map((text) => parseLength(text))).toEqual([
      { numerator: 1, denominator: 1 },
      { numerator: 2, denominator: 1 },
      { numerator: 1, denominator: 2 },
      { numerator: 1, denominator: 4 },
      { numerator: 1, denominator: 4 },
      { numerator: 3, denominator: 2 },
      { numerator: 3, denominator: 2 },
      { numerator: 3, denominator: 4 },
    ]);
    expect(formatLength({ numerator: 4, denominator: 2 })).toBe('2');
    expect(formatLength({ numerator: 2, denominator: 4 })).toBe('/');
    expect(formatLength({ numerator: 1, denominator: 8 })).toBe('/8');
    expect(formatLength({ numerator: 3, denominator: 4 })).toBe('3/4');
  });

  it('halves and doubles notes, rests and chords, but not the notes inside a chord', () => {
    const text = 'K:C\nC2 D z/ [CE]2 F3/2|';
    expect(after(text, scaleLengths(text, bodyOf(text), 0.5))).toBe('K:C\nC D/ z/4 [CE] F3/4|');
    expect(after(text, scaleLengths(text, bodyOf(text), 2))).toBe('K:C\nC4 D2 z [CE]4 F3|');
  });

  it('halves Oh! Susanna and doubles it back to the same text, each note half as long between', () => {
    const body = bodyOf(ohSusanna);
    const halved = after(ohSusanna, scaleLengths(ohSusanna, body, 0.5));
    const lengths = (text: string) =>
      readMusicItems(text)
        .filter((item) => item.kind === 'note' || item.kind === 'rest')
        .map((item) => parseLength(item.length?.text ?? ''))
        .map((length) => length.numerator / length.denominator);
    expect(lengths(halved)).toEqual(lengths(ohSusanna).map((length) => length / 2));
    expect(after(halved, scaleLengths(halved, bodyOf(halved), 2))).toBe(ohSusanna);
  });
});

describe('the Gr/Note tools on any text', () => {
  // Texts made of ABC's own characters in any order, so that odd and broken notation comes up.
  const abcText = fc.string({ unit: fc.constantFrom(...'ABCDEFGabcdefgzx^_=,\'/23[]{}()|:!"K\n %-.~Tw'.split('')), maxLength: 60 });
  const tools = [
    (text: string, range: TextRange) => toggleGrace(text, range),
    (text: string, range: TextRange) => transposeSelection(text, range, 1),
    (text: string, range: TextRange) => transposeSelection(text, range, -12),
    (text: string, range: TextRange) => scaleLengths(text, range, 0.5),
    (text: string, range: TextRange) => scaleLengths(text, range, 2),
  ];

  it('never throw, and give changes inside the text that do not overlap', () => {
    fc.assert(
      fc.property(abcText, fc.nat(), fc.nat(), fc.integer({ min: 0, max: tools.length - 1 }), (body, a, b, toolIndex) => {
        const text = `X:1\nK:D\n${body}`;
        const range = { from: Math.min(a, b) % (text.length + 1), to: Math.max(a, b) % (text.length + 1) };
        if (range.to < range.from) [range.from, range.to] = [range.to, range.from];
        const { changes } = tools[toolIndex](text, range);
        const sorted = [...changes].sort((x, y) => x.from - y.from);
        for (let index = 0; index < sorted.length; index++) {
          expect(sorted[index].from).toBeGreaterThanOrEqual(0);
          expect(sorted[index].to).toBeLessThanOrEqual(text.length);
          expect(sorted[index].from).toBeLessThanOrEqual(sorted[index].to);
          if (index > 0) expect(sorted[index].from).toBeGreaterThanOrEqual(sorted[index - 1].to);
        }
      }),
      { numRuns: 400 },
    );
  });
});
