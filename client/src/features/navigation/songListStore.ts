/**
 * @fileoverview The current song list (app-spec 2.2, 4: "Song navigation: first, prev, next,
 * last over the current list, fetching each song"): the songs of the last search in the song
 * picker, or the recent transcriptions, or the list a wizard task opened a song from. One small
 * app-wide store; the side menu (SideMenu.tsx) moves through it, and `listPosition` says where the
 * open song is in it.
 */

import { create } from 'zustand';

/** A song of the list: what moving to it and showing "3 of 20" need. */
export interface ListedSong {
  id: number;
  title: string;
}

/** Where the list came from, said in the side menu's label. */
export type SongListSource = 'search' | 'recent' | 'knum';

export interface SongListState {
  songs: readonly ListedSong[];
  /** null until a list has been set (the side menu then loads the recent transcriptions). */
  source: SongListSource | null;
  /** Replaces the list; rows with no numeric id are left out, and each id is kept once. */
  setList(songs: readonly { id: number; title: string }[], source: SongListSource): void;
}

/** The rows as a list: a song listed twice (a search that matched twice) is kept at its first place. */
export function toSongList(rows: readonly { id: unknown; title?: unknown }[]): ListedSong[] {
  const seen = new Set<number>();
  const songs: ListedSong[] = [];
  for (const row of rows) {
    if (typeof row.id !== 'number' || !Number.isInteger(row.id) || seen.has(row.id)) continue;
    seen.add(row.id);
    songs.push({ id: row.id, title: typeof row.title === 'string' ? row.title : `Song ${row.id}` });
  }
  return songs;
}

export const useSongListStore = create<SongListState>()((set) => ({
  songs: [],
  source: null,
  setList: (rows, source) => set({ songs: toSongList(rows), source }),
}));

/** The four moves of the side menu. */
export type ListMove = 'first' | 'prev' | 'next' | 'last';

/** Where the open song is in the list, and the song each move goes to (null: the move is disabled). */
export interface ListPosition {
  /** 0-based index of the open song, or -1 when it is not in the list. */
  index: number;
  count: number;
  targets: Record<ListMove, ListedSong | null>;
}

/**
 * The position of song `currentId` in `songs`. A song not in the list (or none open) has no
 * previous song: first, next and last then go to the list's first, first and last song. A move
 * that would stay on the open song is disabled (the buttons are disabled at the ends).
 */
export function listPosition(songs: readonly ListedSong[], currentId: number | null): ListPosition {
  const count = songs.length;
  const index = currentId === null ? -1 : songs.findIndex((song) => song.id === currentId);
  const at = (target: number): ListedSong | null => (target === index || target < 0 || target >= count ? null : (songs[target] ?? null));
  return {
    index,
    count,
    targets: {
      first: at(0),
      prev: index > 0 ? at(index - 1) : null,
      next: at(index + 1),
      last: at(count - 1),
    },
  };
}

/** "3 of 20"; "20 songs" while the open song is not in the list; "List is empty" (app-spec 8). */
export function positionLabel(position: Pick<ListPosition, 'index' | 'count'>): string {
  if (position.count === 0) return 'List is empty';
  if (position.index < 0) return position.count === 1 ? '1 song' : `${position.count} songs`;
  return `${position.index + 1} of ${position.count}`;
}
