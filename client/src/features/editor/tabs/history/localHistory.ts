/**
 * @fileoverview The local edit history of a song (app-spec 3 "Edit history: entries of name plus
 * previous value"; 4 "Source changed flag"; 9 "Local history values truncated to 25 characters
 * in display"): snapshots taken on this computer while typing, kept in localStorage per song so
 * that they survive a reload, at most LOCAL_HISTORY_CAP of them (and LOCAL_HISTORY_MAX_CHARACTERS
 * of text) per song, for the LOCAL_HISTORY_SONGS songs edited last: localStorage is small (about
 * 5 MB) and shared with the drafts of unsaved text, which matter more.
 *
 * An entry names what it holds: 'source' (the ABC text at a pause) or a song field ('title',
 * 'text', ...: its value before an edit). Restoring an entry puts that value back.
 *
 * This module is pure storage; localHistoryRecorder.ts decides when to take a snapshot.
 *
 * Usage examples: localHistory.test.ts.
 */

import { tryWrite, type KeyValueStorage } from '../../../../lib/browserStorage.ts';
import { SONG_FIELDS, type SongField } from '../../store/sourceSlice.ts';

/** What an entry holds: the ABC source or one of the other updateable fields. */
export type LocalHistoryName = 'source' | SongField;

export interface LocalHistoryEntry {
  name: LocalHistoryName;
  value: string;
  /** When it was taken, ISO 8601. */
  at: string;
}

/** Whose history: a song id, or 'scratch' for text typed with no song open (as drafts.ts). */
export type LocalHistoryKey = number | 'scratch';

/** Entries kept per song; the oldest go first. */
export const LOCAL_HISTORY_CAP = 50;

/** Text kept per song, in UTF-16 code units: the oldest entries go first beyond it. */
export const LOCAL_HISTORY_MAX_CHARACTERS = 400_000;

/** Songs whose history is kept; the one edited longest ago is dropped beyond it. */
export const LOCAL_HISTORY_SONGS = 20;

/** Where the keys of the songs with a history are listed, the last written first. */
export const LOCAL_HISTORY_INDEX_KEY = 'swaralipi.localHistory.index';

/** Characters of a value shown in the list (app-spec 9). */
export const LOCAL_HISTORY_DISPLAY_LENGTH = 25;

/** The localStorage key of a history: its song id, or "scratch" (also as read back from the index). */
export function localHistoryStorageKey(key: LocalHistoryKey | string): string {
  return `swaralipi.localHistory.${key}`;
}

const NAMES: ReadonlySet<string> = new Set<string>(['source', ...SONG_FIELDS]);

function isEntry(value: unknown): value is LocalHistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<LocalHistoryEntry>;
  return typeof entry.name === 'string' && NAMES.has(entry.name) && typeof entry.value === 'string' && typeof entry.at === 'string';
}

/** The entries of `key`, oldest first; entries that do not parse are left out. */
export function readLocalHistory(storage: KeyValueStorage, key: LocalHistoryKey): LocalHistoryEntry[] {
  const raw = storage.getItem(localHistoryStorageKey(key));
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/**
 * Stores `entries` (the newest LOCAL_HISTORY_CAP). When the storage is full, older entries are
 * given up, half at a time, until the rest fit: the newest snapshot matters most.
 */
export function writeLocalHistory(storage: KeyValueStorage, key: LocalHistoryKey, entries: readonly LocalHistoryEntry[]): void {
  rememberKey(storage, key);
  let kept = entries.slice(-LOCAL_HISTORY_CAP);
  let characters = kept.reduce((sum, entry) => sum + entry.value.length, 0);
  while (kept.length > 1 && characters > LOCAL_HISTORY_MAX_CHARACTERS) {
    characters -= kept[0]!.value.length;
    kept = kept.slice(1);
  }
  while (!tryWrite(storage, localHistoryStorageKey(key), JSON.stringify(kept))) {
    if (kept.length <= 1) {
      storage.removeItem(localHistoryStorageKey(key));
      return;
    }
    kept = kept.slice(Math.ceil(kept.length / 2));
  }
}

/** The keys listed in the index, last written first; garbage reads as none. */
function readIndex(storage: KeyValueStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LOCAL_HISTORY_INDEX_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Puts `key` first in the index and removes the histories of songs beyond LOCAL_HISTORY_SONGS. */
function rememberKey(storage: KeyValueStorage, key: LocalHistoryKey): void {
  const name = String(key);
  const index = [name, ...readIndex(storage).filter((other) => other !== name)];
  for (const dropped of index.slice(LOCAL_HISTORY_SONGS)) storage.removeItem(localHistoryStorageKey(dropped));
  tryWrite(storage, LOCAL_HISTORY_INDEX_KEY, JSON.stringify(index.slice(0, LOCAL_HISTORY_SONGS)));
}

/**
 * `entries` with `entry` added at the end, unless the newest entry of the same name already
 * holds that value (a pause after an undo, a second Show).
 */
export function withEntry(entries: readonly LocalHistoryEntry[], entry: LocalHistoryEntry): LocalHistoryEntry[] {
  const previous = entries.findLast((candidate) => candidate.name === entry.name);
  if (previous !== undefined && previous.value === entry.value) return [...entries];
  return [...entries, entry].slice(-LOCAL_HISTORY_CAP);
}

/**
 * A value as a list shows it: line ends as '↵', cut to `length` characters (whole code points, so
 * a character outside the BMP is never split); LOCAL_HISTORY_DISPLAY_LENGTH by default.
 */
export function displayValue(value: string, length: number = LOCAL_HISTORY_DISPLAY_LENGTH): { text: string; cut: boolean } {
  const characters = Array.from(value.replace(/\r?\n/g, '↵'));
  return { text: characters.slice(0, length).join(''), cut: characters.length > length };
}
