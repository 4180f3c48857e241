/**
 * @fileoverview The ABC header builder of a new transcription (app-spec 3, "ABC header fields"
 * and "Source builder"; defaults of app-spec 9): from the title, date, unit note length, tempo,
 * key and language the wizard collects, the text that opens the new song:
 *
 *     X:1
 *     T:Amar sonar bangla
 *     C:Words and Music 1905-08-07
 *     M:none
 *     L:1/8
 *     Q:1/4=120 "Moderate"
 *     K:Db
 *     |]
 *     w:
 *
 * The fields are those of ABC 2.1 section 3 (X reference number, T title, C composer, M meter,
 * L unit note length, Q tempo, K key). app-spec 3 puts the date on the C line ("Words and Music",
 * then the date YYYY-MM-DD), which the Data tab's 'get' reads back. An end bar line stands for the
 * music to be typed, so that the `w:` line (the lyrics prefix of app-spec 4) has music to follow:
 * a `w:` line with no music before it is an error (abc2svg 1.22.1: "w: without music").
 */

/** app-spec 9: "Keys: Db Gb Cb Ab Eb Bb F C G D A E B" (major keys, in this order). */
export const HEADER_KEYS = ['Db', 'Gb', 'Cb', 'Ab', 'Eb', 'Bb', 'F', 'C', 'G', 'D', 'A', 'E', 'B'] as const;

/** Unit note lengths offered (ABC 2.1 3.1.7: L: is 1/n with n a power of two). */
export const HEADER_NOTE_LENGTHS = ['1/4', '1/8', '1/16'] as const;

/** Tempo labels offered with a beat per minute (ABC 2.1 3.1.8: Q: may carry a text). */
export const HEADER_TEMPOS = [
  { beats: 60, label: 'Slow' },
  { beats: 90, label: 'Andante' },
  { beats: 120, label: 'Moderate' },
  { beats: 150, label: 'Allegro' },
] as const;

/** What the wizard collects for the header; every field has a default (DEFAULT_HEADER). */
export interface AbcHeaderFields {
  title: string;
  /** YYYY-MM-DD, or '' for none. */
  date: string;
  /** L: value, `1/8`. */
  noteLength: string;
  /** Q: beat of the tempo, `1/4`. */
  tempoBeat: string;
  /** Q: beats per minute. */
  tempoBpm: number;
  /** Q: label, "Moderate". */
  tempoLabel: string;
  /** K: value, one of HEADER_KEYS. */
  key: string;
  /** Language code of app-spec 9 (the song's language field, not a header line). */
  language: string;
}

/**
 * app-spec 3 and 9: "length 1/8, tempo 1/4=120 Moderate", "key Db"; charset utf-8 is the
 * browser's and the server's; the language default is Bengali, the archive's own.
 */
export const DEFAULT_HEADER: AbcHeaderFields = {
  title: '',
  date: '',
  noteLength: '1/8',
  tempoBeat: '1/4',
  tempoBpm: 120,
  tempoLabel: 'Moderate',
  key: 'Db',
  language: 'B',
};

/** app-spec 3's C line: "Words and Music", then the date when there is one. */
export const COMPOSER_TEXT = 'Words and Music';

/** The title of a song the user named nothing (app-spec 5: "a missing title becomes a placeholder"). */
export const UNTITLED = 'Untitled';

/** One header field's text: line breaks would end the field early, so they become spaces. */
function fieldText(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** True for a YYYY-MM-DD date that exists (app-spec 5: "Date: entered as YYYY-MM-DD and validated"). */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The Q: value: `1/4=120 "Moderate"` (no label: `1/4=120`). */
export function tempoText(fields: Pick<AbcHeaderFields, 'tempoBeat' | 'tempoBpm' | 'tempoLabel'>): string {
  const label = fieldText(fields.tempoLabel).replace(/"/g, "'");
  return `${fields.tempoBeat}=${fields.tempoBpm}${label === '' ? '' : ` "${label}"`}`;
}

/** The header of a new transcription (see the file overview), ending with a newline. */
export function buildAbcHeader(fields: AbcHeaderFields): string {
  const title = fieldText(fields.title) || UNTITLED;
  const date = isIsoDate(fields.date) ? ` ${fields.date}` : '';
  return [
    'X:1',
    `T:${title}`,
    `C:${COMPOSER_TEXT}${date}`,
    'M:none',
    `L:${fields.noteLength}`,
    `Q:${tempoText(fields)}`,
    `K:${fields.key}`,
    '|]',
    'w:',
    '',
  ].join('\n');
}
