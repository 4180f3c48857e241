/**
 * Synthetic cases of the MusicXML import, one feature each: tuplets, ties, chords, voices and
 * staves, key, meter and clef changes, repeats, grace notes, lyrics (syllables, melismas, skipped
 * notes, verses, escapes, NFC), header texts and malformed input. Each converted score is read
 * back by our engine and by abc2svg 1.22.1 and compared with the MusicXML (musicXmlFacts.ts).
 */

import { describe, expect, it } from 'vitest';
import { abc2svgModel } from '../../../tests/differential/abc2svgModel.js';
import { model, render } from '../index.js';
import { musicXmlToAbc } from './index.js';
import { abc2svgLyrics, engineLyrics, engineNotes, wLineSyllables } from './testing/abcFacts.js';
import { attributes, lyric, note, score } from './testing/build.js';
import { musicXmlFacts } from './testing/musicXmlFacts.js';

/**
 * Converts `xml`, checks that nothing was reported, that both engines read the ABC without a
 * message and that our engine's notes (per voice) are the MusicXML's; returns the ABC.
 */
function convertFaithfully(xml: string): string {
  const { abc, diagnostics } = musicXmlToAbc(xml);
  expect(diagnostics).toEqual([]);
  expect(render(abc).diagnostics).toEqual([]);
  expect(abc2svgModel(abc, { draw: true }).messages).toEqual([]);
  const expected = musicXmlFacts(xml).map((voice) => voice.notes.map(({ onset, duration, midi }) => ({ onset, duration, midi })));
  expect(engineNotes(model(abc))).toEqual(expected);
  return abc;
}

/** The body of the ABC: its lines after K:. */
function body(abc: string): string {
  return abc.slice(abc.search(/^K:.*$/m)).split('\n').slice(1).join('\n');
}

describe('musicXmlToAbc: notes and time', () => {
  it('writes a triplet marked with <tuplet> as (3', () => {
    const triplet = ['C5', 'D5', 'E5'].map((pitch, index) =>
      note(pitch, 2, `<type>eighth</type><time-modification><actual-notes>3</actual-notes><normal-notes>2</normal-notes></time-modification>${index === 0 ? '<notations><tuplet type="start"/></notations>' : index === 2 ? '<notations><tuplet type="stop"/></notations>' : ''}`),
    );
    const abc = convertFaithfully(score([[attributes({ divisions: 6, beats: 2 }) + triplet.join('') + note('F5', 6, '<type>quarter</type>')]]));
    expect(body(abc)).toBe('(3c d e f2 |\n');
  });

  it('groups an unmarked quintuplet by the notes that fill it, as (5:4', () => {
    const quintuplet = Array.from({ length: 5 }, () => note('G4', 4, '<type>16th</type><time-modification><actual-notes>5</actual-notes><normal-notes>4</normal-notes><normal-type>16th</normal-type></time-modification>'));
    const abc = convertFaithfully(score([[attributes({ divisions: 20, beats: 2 }) + quintuplet.join('') + note('A4', 20, '<type>quarter</type>')]]));
    expect(body(abc)).toBe('(5:4G/ G/ G/ G/ G/ A2 |\n');
  });

  it('keeps the accidental of a tied note across the bar line without writing it again', () => {
    const abc = convertFaithfully(score([[attributes() + note('C#5', 8, '<tie type="start"/>'), note('C#5', 4, '<tie type="stop"/>') + note('C5', 4)]]));
    // The tie carries C sharp into measure 2; the C after it is natural again (both engines).
    expect(body(abc)).toBe('^c8- | c4 c4 |\n');
  });

  it('writes chords, a tie on one head, and drops redundant naturals', () => {
    const chord = note('C4', 4, '<accidental>natural</accidental>') + note('E4', 4, '<chord/><tie type="start"/>') + note('G4', 4, '<chord/>');
    const abc = convertFaithfully(score([[attributes() + chord + note('E4', 4, '<tie type="stop"/>')]]));
    expect(body(abc)).toBe('[CE-G]4 E4 |\n');
  });

  it('writes key and meter changes inline, and sounds the new key', () => {
    const abc = convertFaithfully(
      score([[attributes() + note('F4', 8), '<attributes><key><fifths>2</fifths></key><time><beats>3</beats><beat-type>4</beat-type></time></attributes>' + note('F#4', 6)]]),
    );
    expect(abc).toContain('M:4/4\nL:1/8\nK:C\n');
    expect(body(abc)).toBe('F8 | [K:D] [M:3/4] F6 |\n');
    expect(engineNotes(model(abc))[0]!.map((n) => n.midi)).toEqual([[65], [66]]);
  });

  it('writes a mid-measure clef change and an octave clef', () => {
    const abc = convertFaithfully(
      score([[attributes({ clef: '<clef><sign>G</sign><line>2</line><clef-octave-change>-1</clef-octave-change></clef>' }) + note('C4', 4) + '<attributes><clef><sign>F</sign><line>4</line></clef></attributes>' + note('C3', 4)]]),
    );
    expect(abc).toContain('K:C clef=treble-8\n');
    expect(body(abc)).toBe('c4 [K:clef=bass] C,4 |\n');
  });

  it('writes rests, a whole-measure rest and grace notes', () => {
    const grace = '<note><grace slash="yes"/><pitch><step>D</step><octave>5</octave></pitch><type>eighth</type></note>';
    const abc = convertFaithfully(score([[attributes() + note('rest', 2) + grace + note('C5', 6), note('rest', 8, '<type>whole</type>')]]));
    expect(body(abc)).toBe('z2 {/d}c6 | z8 |\n');
  });

  it('writes repeats and endings', () => {
    const forward = '<barline location="left"><repeat direction="forward"/></barline>';
    const backward = '<barline location="right"><bar-style>light-heavy</bar-style><repeat direction="backward"/></barline>';
    const ending = (number: string) => `<barline location="left"><ending number="${number}" type="start"/></barline>`;
    const abc = convertFaithfully(score([[attributes() + forward + note('C5', 8), ending('1') + note('D5', 8) + backward, ending('2') + note('E5', 8) + '<barline location="right"><bar-style>light-heavy</bar-style></barline>']]));
    expect(body(abc)).toBe('|: c8 |[1 d8 :|[2 e8 |]\n');
    expect(model(abc).tunes[0]!.voices[0]!.events.filter((event) => event[0] === 'bar').map((event) => event[2])).toEqual(['|:', '|', ':|', '|]']);
  });

  it('places two voices of one staff with %%score and fills their silences with invisible rests', () => {
    const voice1 = note('E5', 4, '<voice>1</voice>') + note('F5', 4, '<voice>1</voice>');
    const voice2 = note('C4', 4, '<voice>2</voice>');
    const abc = convertFaithfully(score([[attributes() + voice1 + '<backup><duration>8</duration></backup><forward><duration>4</duration><voice>2</voice></forward>' + voice2]]));
    expect(abc).toContain('%%score (1 2)\n');
    expect(body(abc)).toBe('V:1\ne4 f4 |\nV:2\nx4 C4 |\n');
  });

  it('places the two staves of a piano part in braces, with their clefs', () => {
    const clefs = '<clef number="1"><sign>G</sign><line>2</line></clef><clef number="2"><sign>F</sign><line>4</line></clef>';
    const abc = convertFaithfully(
      score([[attributes({ staves: 2, clef: clefs }) + note('C5', 8, '<voice>1</voice><staff>1</staff>') + '<backup><duration>8</duration></backup>' + note('C3', 8, '<voice>5</voice><staff>2</staff>')]]),
    );
    expect(abc).toContain('%%score {1 | 2}\n');
    expect(abc).toContain('V:1 name="Part 1" clef=treble\nV:2 clef=bass\n');
  });

  it('keeps two parts as two voices with their names', () => {
    const abc = convertFaithfully(score([[attributes() + note('G4', 8)], [attributes({ clef: '<clef><sign>F</sign><line>4</line></clef>' }) + note('G2', 8)]]));
    expect(abc).toContain('V:1 name="Part 1" clef=treble\nV:2 name="Part 2" clef=bass\n');
    expect(abc).not.toContain('%%score');
  });

  it('writes the tempo and the words directions', () => {
    const direction = '<direction placement="above"><direction-type><metronome><beat-unit>quarter</beat-unit><beat-unit-dot/><per-minute>60</per-minute></metronome></direction-type><direction-type><words>free rhythm</words></direction-type></direction>';
    const abc = convertFaithfully(score([[attributes() + direction + note('C5', 8)]]));
    expect(abc).toContain('Q:3/8=60\n');
    expect(body(abc)).toBe('"^free rhythm"c8 |\n');
  });
});

describe('musicXmlToAbc: lyrics', () => {
  const words = (texts: [string, string, boolean?][], verse = 1): string[] => texts.map(([text, syllabic, extend]) => lyric(text, syllabic, verse, extend ?? false));

  it('joins the syllables of a word with hyphens, holds a melisma with _ and skips with *', () => {
    const lyrics = words([
      ['সো', 'begin'],
      ['নার', 'middle'],
      ['তরী', 'end', true],
    ]);
    const measure = note('C5', 2, lyrics[0]) + note('D5', 2, lyrics[1]) + note('E5', 2, lyrics[2]) + note('F5', 2) + note('G5', 2) + note('A5', 2, lyric('এ')) + note('B5', 2) + note('C6', 2, lyric('ধা'));
    const abc = convertFaithfully(score([[attributes({ divisions: 4 }) + measure]]));
    expect(abc).toContain('\nw:সো-নার-তরী _ _ এ * ধা\n');
    const drawn = engineLyrics(abc, render(abc));
    expect(drawn.filter((syllable) => syllable.text !== '')).toEqual([
      { note: 0, text: 'সো' },
      { note: 1, text: 'নার' },
      { note: 2, text: 'তরী' },
      { note: 5, text: 'এ' },
      { note: 7, text: 'ধা' },
    ]);
    // abc2svg keeps a melisma's continuation as the syllable '_'.
    expect(abc2svgLyrics(abc).map((syllable) => syllable.text)).toEqual(['সো', 'নার', 'তরী', '_', '_', 'এ', undefined, 'ধা']);
  });

  it('writes each verse on its own w: line', () => {
    const measure = note('C5', 4, lyric('one') + lyric('uno', 'single', 2)) + note('D5', 4, lyric('two', 'single', 2));
    const abc = convertFaithfully(score([[attributes() + measure]]));
    expect(abc).toContain('c4 d4 |\nw:one\nw:uno two\n');
  });

  it("escapes w: lines' special characters so that both engines print them", () => {
    const texts = ['a-b', 'c_d', 'e*f', 'g|h', 'i\\j', '50%', 'x&amp;y', 'two words'];
    const measure = texts.map((text) => note('C5', 1, lyric(text))).join('');
    const abc = convertFaithfully(score([[attributes() + measure]]));
    expect(abc).toContain('w:a\\-b c&#95;d e&#42;f g&#124;h i&#92;j 50&#37; x&amp;y two~words\n');
    const printed = ['a-b', 'c_d', 'e*f', 'g|h', 'i\\j', '50%', 'x&y', 'two words'];
    expect(wLineSyllables(abc)).toEqual(printed);
    expect(engineLyrics(abc, render(abc)).map((syllable) => syllable.text)).toEqual(printed);
    expect(abc2svgLyrics(abc).map((syllable) => syllable.text)).toEqual(printed);
  });

  it('escapes a tilde so that abc2svg prints it', () => {
    const abc = convertFaithfully(score([[attributes() + note('C5', 8, lyric('a~b'))]]));
    expect(abc).toContain('w:a&#126;b\n');
    expect(abc2svgLyrics(abc)[0]!.text).toBe('a~b');
  });

  it('writes lyrics in Unicode NFC', () => {
    // ো written decomposed (U+09C7 U+09BE) becomes U+09CB.
    const abc = convertFaithfully(score([[attributes() + note('C5', 8, lyric('সো\u09c7\u09be'))]]));
    expect(abc).toContain('w:সো\u09cb\n');
  });
});

describe('musicXmlToAbc: header', () => {
  it('takes title, composer and lyricist from work and identification', () => {
    const header =
      '<work><work-title>আমার সোনার বাংলা</work-title></work><movement-title>Amar Shonar Bangla</movement-title><identification><creator type="composer">Rabindranath Tagore</creator><creator type="lyricist">Someone Else</creator><rights>Public domain</rights></identification>';
    const { abc } = musicXmlToAbc(score([[attributes() + note('C5', 8)]], header));
    expect(abc).toMatch(/^X:1\nT:আমার সোনার বাংলা\nT:Amar Shonar Bangla\nC:Rabindranath Tagore\nC:Words: Someone Else\nN:Public domain\n/);
  });

  it('falls back on typed credits, then on the fallback title', () => {
    const credits = '<credit page="1"><credit-type>title</credit-type><credit-words>From Credits</credit-words></credit>';
    expect(musicXmlToAbc(score([[attributes() + note('C5', 8)]], credits)).abc).toContain('\nT:From Credits\n');
    expect(musicXmlToAbc(score([[attributes() + note('C5', 8)]], ''), { fallbackTitle: 'song.musicxml' }).abc).toContain('\nT:song.musicxml\n');
  });
});

describe('musicXmlToAbc: bad input', () => {
  it('reports malformed XML with its place and converts what it can', () => {
    const xml = score([[attributes() + note('C5', 4) + note('D5', 4)]]).replace('</score-partwise>', '');
    const { abc, diagnostics } = musicXmlToAbc(xml);
    expect(diagnostics[0]!.message).toMatch(/^Malformed XML: /);
    expect(diagnostics[0]!.path).toMatch(/^xml:\d+:\d+$/);
    expect(body(abc)).toBe('c4 d4 |\n');
  });

  it('reports a document that is not a score, empty input, compressed files and non-text', () => {
    expect(musicXmlToAbc('<html><body/></html>')).toEqual({ abc: '', diagnostics: [{ message: 'Not a MusicXML score: the root element is <html>, not <score-partwise>', path: 'html' }] });
    expect(musicXmlToAbc('  ')).toEqual({ abc: '', diagnostics: [{ message: 'The input is empty', path: 'input' }] });
    expect(musicXmlToAbc('PK\u0003\u0004...').diagnostics[0]!.message).toMatch(/^Compressed MusicXML/);
    expect(musicXmlToAbc(42 as unknown as string).diagnostics[0]!.message).toBe('The input is not text');
    expect(musicXmlToAbc('just text').abc).toBe('');
  });

  it('reports notes it cannot read and keeps the others', () => {
    const broken = '<note><pitch><step>H</step><octave>4</octave></pitch><duration>4</duration></note><note><pitch><step>C</step><octave>5</octave></pitch></note>';
    const { abc, diagnostics } = musicXmlToAbc(score([[attributes() + broken + note('D5', 4)]]));
    expect(diagnostics.map((diagnostic) => diagnostic.message)).toEqual(["Unknown step 'H': read as a rest", 'Note without <duration> or <type>: left out']);
    expect(diagnostics[0]!.path).toBe('part P1, measure 1, note 1');
    expect(body(abc)).toBe('z4 d4 |\n');
  });

  it('never throws on cut or scrambled scores', () => {
    const xml = score([[attributes() + note('C5', 4, lyric('ক')) + note('D5', 4), note('E5', 8)]]);
    for (let cut = 0; cut < xml.length; cut += 37) {
      const result = musicXmlToAbc(xml.slice(0, cut));
      expect(typeof result.abc).toBe('string');
      expect(result.diagnostics.every((diagnostic) => diagnostic.message.length > 0)).toBe(true);
      if (result.abc !== '') expect(render(result.abc).diagnostics.filter((diagnostic) => diagnostic.severity === 2)).toEqual([]);
    }
  });

  it('rejects a bad unit note length option and uses 1/8', () => {
    const { abc, diagnostics } = musicXmlToAbc(score([[attributes() + note('C5', 8)]]), { unitNoteLength: '1/6' });
    expect(diagnostics).toEqual([{ message: "Bad unit note length '1/6': 1/8 is used", path: 'options.unitNoteLength' }]);
    expect(abc).toContain('L:1/8\n');
    expect(musicXmlToAbc(score([[attributes() + note('C5', 8)]]), { unitNoteLength: '1/4' }).abc).toContain('L:1/4\nK:C\nc4 |');
  });
});
