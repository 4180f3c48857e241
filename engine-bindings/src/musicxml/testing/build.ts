/**
 * @fileoverview Test helper: small MusicXML documents written by hand, for the synthetic cases.
 * `note('C4', 2)` is a quarter-note middle C at 2 divisions to the quarter (the default here);
 * `extra` is XML put inside the `<note>` (after `<duration>`: ties, voice, type, lyrics...).
 */

/** A `<note>`: `pitch` like `C4`, `F#5`, `Bb3`, or `rest`; `duration` in divisions. */
export function note(pitch: string, duration: number, extra = ''): string {
  if (pitch === 'rest') return `<note><rest/><duration>${duration}</duration>${extra}</note>`;
  const match = /^([A-G])(#|b)?(\d)$/.exec(pitch);
  if (!match) throw new Error(`bad pitch ${pitch}`);
  const alter = match[2] === '#' ? '<alter>1</alter>' : match[2] === 'b' ? '<alter>-1</alter>' : '';
  return `<note><pitch><step>${match[1]}</step>${alter}<octave>${match[3]}</octave></pitch><duration>${duration}</duration>${extra}</note>`;
}

/** A `<lyric>` of verse `verse`. */
export function lyric(text: string, syllabic = 'single', verse = 1, extend = false): string {
  return `<lyric number="${verse}"><syllabic>${syllabic}</syllabic><text>${text}</text>${extend ? '<extend/>' : ''}</lyric>`;
}

/** The `<attributes>` of a first measure: divisions, key, meter and clef. */
export function attributes({ divisions = 2, fifths = 0, beats = 4, beatType = 4, clef = '<clef><sign>G</sign><line>2</line></clef>', staves = 1 } = {}): string {
  return `<attributes><divisions>${divisions}</divisions><key><fifths>${fifths}</fifths></key><time><beats>${beats}</beats><beat-type>${beatType}</beat-type></time>${staves > 1 ? `<staves>${staves}</staves>` : ''}${clef}</attributes>`;
}

/** A partwise score of `parts`, each a list of measure contents. */
export function score(parts: string[][], header = '<work><work-title>Test</work-title></work>'): string {
  const list = parts.map((_, index) => `<score-part id="P${index + 1}"><part-name>Part ${index + 1}</part-name></score-part>`).join('');
  const body = parts
    .map((measures, index) => `<part id="P${index + 1}">${measures.map((content, number) => `<measure number="${number + 1}">${content}</measure>`).join('')}</part>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<score-partwise version="4.0">${header}<part-list>${list}</part-list>${body}</score-partwise>\n`;
}
