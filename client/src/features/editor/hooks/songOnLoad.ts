/**
 * @fileoverview What the editor makes of a song as it opens it (app-spec 4, "Loading a song"):
 *
 * - "If the source lacks a key line K:, a header is generated, with a lyrics line prefix w:
 *   before the text; an existing source with K: wins over fetched data." The generated source
 *   (tabs/abcHeader.ts `generateHeader`: X, T the title, C the date, L 1/8, Q 1/4=120
 *   "Moderate", K Db, app-spec 3 and 9) goes into the editor as an edit, so the user sees it and
 *   Save stores it.
 * - "Lyrics come from the workflow attribute abc_lyrics, else are extracted from the source": the
 *   song's `abc_lyrics`, else the source's `w:` lines.
 * - "Translation is taken from the last workflow item titled translation": the song's
 *   translation, else the newest saved value of the field in its history.
 * - "The edit history resets on load and stores the initial source": the local history recorder
 *   does that when the open song changes (tabs/history/localHistoryRecorder.ts).
 *
 * - Line ends: a source stored with CR LF (or CR) line ends is held with LF ones. The code editor
 *   (CodeMirror) shows every line end as one LF character, and the score's elements map to
 *   offsets in the text the engine rendered: with CR LF those would drift one character a line
 *   from what the editor shows, so a click on a note would land beside its ABC.
 *
 * The lyrics, translation and line ends set here are the song as the editor holds it, not edits:
 * opening a song never makes it unsaved by itself (a changed source is saved with LF line ends).
 *
 * Usage examples: songOnLoad.test.ts.
 */

import type { Song, SongHistoryEntry } from '../../../../../server/src/api-types.ts';
import type { EditorStore } from '../store/index.ts';
import { generateHeader, hasKeyLine, lyricsLines } from '../tabs/abcHeader.ts';

/** A fetched song made ready for the editor. */
export interface LoadedSong {
  /** The song with its lyrics and translation filled in as app-spec 4 says. */
  song: Song;
  /** The source with a generated header, when the stored one has no K: line; else null. */
  generatedSource: string | null;
}

/** The newest saved value of `field` in `history` (newest first, as the API sends it), or null. */
export function newestHistoryValue(history: readonly SongHistoryEntry[], field: string): string | null {
  return history.find((entry) => entry.field === field)?.new_value ?? null;
}

/**
 * Applies the loading rules to `song`.
 * @param history the song's saved history, newest first (only its translation entries are read);
 *   empty when it could not be fetched
 */
export function prepareSong(stored: Song, history: readonly SongHistoryEntry[]): LoadedSong {
  const song = { ...stored, abc_source: withLfLineEnds(stored.abc_source) };
  const abcLyrics = song.abc_lyrics !== '' ? song.abc_lyrics : lyricsLines(song.abc_source);
  const translation = song.translation !== '' ? song.translation : (newestHistoryValue(history, 'translation') ?? '');
  const generatedSource = hasKeyLine(song.abc_source)
    ? null
    : generateHeader({ title: song.title, date: song.date ?? '', body: song.abc_source, lyrics: song.text });
  return { song: { ...song, abc_lyrics: abcLyrics, translation }, generatedSource };
}

/** `text` with every CR LF and lone CR line end written as LF. */
function withLfLineEnds(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/** True when the translation may come from the history, so the loader should fetch it. */
export function needsHistory(song: Song): boolean {
  return song.translation === '';
}

/**
 * Opens `loaded` in the editor: the song (with its draft, if one is kept), then the generated
 * header as an edit, unless a restored draft already holds the user's own text.
 */
export function openLoadedSong(store: EditorStore, loaded: LoadedSong): void {
  store.getState().openSong(loaded.song);
  if (loaded.generatedSource !== null && store.getState().restoredDraftAt === null) {
    store.getState().editSource(loaded.generatedSource);
  }
}
