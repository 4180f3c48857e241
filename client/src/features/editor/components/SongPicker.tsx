/**
 * @fileoverview The song picker: a search box (title words, or a song id) with a list of matches;
 * picking one sets `?song=ID`, which opens it (hooks/useSongFromQuery.ts), and makes the search's
 * results the side menu's current list (navigation/songListStore.ts: first, prev, next, last move
 * through them). Arrow keys move through the list, Enter picks, Escape closes.
 */

import { useId, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { SongSummary } from '../../../../../server/src/api-types.ts';
import { useSongListStore } from '../../navigation/songListStore.ts';
import { SEARCH_MIN_LETTERS, useSongSearch } from '../api/useSongSearch.ts';

export function SongPicker() {
  const [, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const search = useSongSearch(query, open);
  const listId = useId();
  const items = search.status === 'done' ? search.items : [];

  const pick = (song: SongSummary) => {
    useSongListStore.getState().setList(items, 'search');
    setOpen(false);
    setQuery('');
    setSearchParams({ song: String(song.id) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setOpen(false);
    else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((index) => Math.min(index + 1, items.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      const song = items[activeIndex];
      if (song !== undefined) {
        event.preventDefault();
        pick(song);
      }
    }
  };

  return (
    <div className="song-picker">
      <input
        type="search"
        className="song-search"
        data-testid="song-search"
        placeholder="Find a song: title or id"
        aria-label="Find a song by title or id"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {open && (
        // Mouse down on the list must not blur the input before the click picks a row.
        <div className="song-results" onMouseDown={(event) => event.preventDefault()}>
          {search.status === 'too-short' && (
            <p className="song-results-note">Type at least {SEARCH_MIN_LETTERS} letters, or a song id</p>
          )}
          {search.status === 'loading' && <p className="song-results-note">Searching…</p>}
          {search.status === 'error' && <p className="song-results-note song-results-error">{search.message}</p>}
          {search.status === 'done' && items.length === 0 && <p className="song-results-note">No songs found</p>}
          {items.length > 0 && (
            <ul id={listId} role="listbox" aria-label="Songs">
              {items.map((song, index) => (
                <li
                  key={song.id}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={index === activeIndex ? 'song-result is-active' : 'song-result'}
                  data-testid="song-result"
                  data-song-id={song.id}
                  onMouseEnter={() => setActiveIndex(index)}
                  onClick={() => pick(song)}
                >
                  <span className="song-result-title">{song.title}</span>
                  <span className="song-result-meta">
                    #{song.id}
                    {song.nr2000 !== null && ` · K ${song.nr2000}`} · {song.language}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {search.status === 'done' && search.total > items.length && (
            <p className="song-results-note">
              {items.length} of {search.total}: type more to narrow
            </p>
          )}
        </div>
      )}
    </div>
  );
}
