import { afterEach, describe, expect, it } from 'vitest';
import { listPosition, positionLabel, toSongList, useSongListStore } from './songListStore.ts';

const songs = toSongList([
  { id: 4, title: 'Amar sonar bangla' },
  { id: 9, title: 'Ekla chalo re' },
  { id: 2, title: 'Jana gana mana' },
]);

const ids = (position: ReturnType<typeof listPosition>) =>
  Object.fromEntries(Object.entries(position.targets).map(([move, song]) => [move, song?.id ?? null]));

afterEach(() => useSongListStore.setState({ songs: [], source: null }));

describe('song list position', () => {
  it('moves to the neighbours of a song in the middle and says "2 of 3"', () => {
    const position = listPosition(songs, 9);
    expect(ids(position)).toEqual({ first: 4, prev: 4, next: 2, last: 2 });
    expect(positionLabel(position)).toBe('2 of 3');
  });

  it('disables first and prev on the first song, next and last on the last', () => {
    expect(ids(listPosition(songs, 4))).toEqual({ first: null, prev: null, next: 9, last: 2 });
    expect(ids(listPosition(songs, 2))).toEqual({ first: 4, prev: 9, next: null, last: null });
  });

  it('enters the list at its ends when the open song is not in it', () => {
    const position = listPosition(songs, 77);
    expect(ids(position)).toEqual({ first: 4, prev: null, next: 4, last: 2 });
    expect(positionLabel(position)).toBe('3 songs');
  });

  it('says the list is empty and allows no move', () => {
    const position = listPosition([], 4);
    expect(ids(position)).toEqual({ first: null, prev: null, next: null, last: null });
    expect(positionLabel(position)).toBe('List is empty');
  });
});

describe('song list store', () => {
  it('keeps each song once and drops rows without an id', () => {
    useSongListStore.getState().setList(
      [
        { id: 4, title: 'a' },
        { id: 4, title: 'a again' },
        { id: Number.NaN, title: 'broken' },
        { id: 5, title: 'b' },
      ],
      'search',
    );
    expect(useSongListStore.getState().songs).toEqual([
      { id: 4, title: 'a' },
      { id: 5, title: 'b' },
    ]);
    expect(useSongListStore.getState().source).toBe('search');
  });
});
