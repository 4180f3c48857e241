/**
 * @fileoverview The Lyrics tab (app-spec 2.2: sub-tabs Search Lyrics and ABC Lyrics):
 *
 * - Search Lyrics: the song's lyrics (field `text`), and a search of the archive for a word of
 *   them (select it in the lyrics, or type it), listing the songs found; each opens in the editor.
 *   The messages of app-spec 8: 'No search criteria were provided', 'No Search Results!'.
 * - ABC Lyrics: the `abc_lyrics` field, the lyrics as `w:` lines aligned to the notes (ABC 2.1
 *   5.1), with a button that takes them from the source's own `w:` lines.
 */

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { SongSummary } from '../../../../../../server/src/api-types.ts';
import { isAbortError, isApiError } from '../../../../lib/api.ts';
import { useEditorStore, useEditorStoreApi } from '../../store/context.tsx';
import { selectField } from '../../store/sourceSlice.ts';
import { lyricsLines } from '../abcHeader.ts';
import { searchSongsByWord } from '../api/tabsApi.ts';
import { FieldTextArea } from '../FieldTextArea.tsx';
import { clampLyricsSubTab, LYRICS_SUB_TABS } from '../tabIndexes.ts';
import { SubTabs } from '../TabStrip.tsx';
import { searchWord } from './lyricsWords.ts';

/** Songs listed for one search. */
const RESULT_LIMIT = 25;

/** The language attribute for the lyrics of a song in `language` (app-spec 9 codes). */
function lyricsLang(language: string): string | undefined {
  return language === 'B' || language === 'BE' ? 'bn' : undefined;
}

type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; word: string }
  | { status: 'done'; word: string; songs: SongSummary[]; total: number }
  | { status: 'failed'; message: string };

function SearchLyrics() {
  const language = useEditorStore(selectField('language'));
  const [word, setWord] = useState('');
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // A search still running when the tab goes away is dropped.
  useEffect(() => () => controller.current?.abort(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = searchWord(word);
    if (wanted === '') {
      setSearch({ status: 'failed', message: 'No search criteria were provided' });
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setSearch({ status: 'searching', word: wanted });
    searchSongsByWord(wanted, RESULT_LIMIT, current.signal)
      .then(({ items, total }) => setSearch({ status: 'done', word: wanted, songs: items, total }))
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        setSearch({ status: 'failed', message: `The search failed: ${isApiError(error) ? error.message : String(error)}` });
      });
  };

  return (
    <div className="lyrics-search">
      <FieldTextArea
        field="text"
        label="Lyrics"
        testId="lyrics-text"
        lang={lyricsLang(language)}
        placeholder="The words of the song"
        onSelectText={(text) => {
          const selected = searchWord(text);
          if (selected !== '') setWord(selected);
        }}
      />
      <form className="lyrics-search-form" onSubmit={onSubmit} role="search">
        <label htmlFor="lyrics-search-word" className="field-label">
          Search the archive for a word
        </label>
        <input
          id="lyrics-search-word"
          className="field-input"
          data-testid="lyrics-search-word"
          value={word}
          placeholder="Select a word in the lyrics, or type one"
          onChange={(event) => setWord(event.target.value)}
        />
        <button type="submit" className="button" data-testid="lyrics-search-button" disabled={search.status === 'searching'}>
          Search
        </button>
      </form>
      <SearchResults search={search} />
    </div>
  );
}

function SearchResults({ search }: { search: SearchState }) {
  if (search.status === 'idle') return null;
  if (search.status === 'searching') return <p className="tab-status">Searching for “{search.word}”…</p>;
  if (search.status === 'failed') {
    return (
      <p className="tab-message tab-message-error" role="alert" data-testid="lyrics-search-message">
        {search.message}
      </p>
    );
  }
  if (search.songs.length === 0) {
    return (
      <p className="tab-message" data-testid="lyrics-search-message">
        No Search Results!
      </p>
    );
  }
  return (
    <div>
      <p className="tab-status">
        {search.total > search.songs.length ? `The first ${search.songs.length} of ${search.total}` : search.total} songs for “{search.word}”
      </p>
      <ul className="tab-list">
        {search.songs.map((song) => (
          <li key={song.id} data-testid="lyrics-search-result">
            <Link to={`/?song=${song.id}`}>
              {song.title} <span className="muted">({song.id})</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AbcLyrics() {
  const store = useEditorStoreApi();
  const abc = useEditorStore((state) => state.abc);
  const fromSource = lyricsLines(abc);
  return (
    <div className="abc-lyrics">
      <FieldTextArea field="abc_lyrics" label="ABC lyrics (w: lines)" testId="abc-lyrics" placeholder="w: lines aligned to the notes" />
      <div className="tab-row">
        <button
          type="button"
          className="button"
          data-testid="abc-lyrics-from-source"
          disabled={fromSource === ''}
          title={fromSource === '' ? 'The source has no w: lines' : undefined}
          onClick={() => store.getState().editField('abc_lyrics', fromSource)}
        >
          Take the w: lines of the source
        </button>
      </div>
    </div>
  );
}

export function LyricsTab({ selected, onSelect }: { selected: number; onSelect(index: number): void }) {
  return (
    <SubTabs
      tabs={LYRICS_SUB_TABS}
      selected={clampLyricsSubTab(selected)}
      onSelect={onSelect}
      name="lyrics"
      label="Lyrics"
      render={(panel) => (panel === 0 ? <SearchLyrics /> : <AbcLyrics />)}
    />
  );
}
