/**
 * @fileoverview The wizard tasks that open a song (app-spec 2.4): "open recent transcription"
 * (choose from the recent list), "go to song by id" and "open by Kailash number". Each ends by
 * navigating to `/?song=ID` (app-spec 2.1: opening a song navigates to /), which loads it
 * (editor/hooks/useSongFromQuery.ts) and, being a navigation, hides the wizard.
 */

import { useEffect } from 'react';
import { fetchSong } from '../../editor/api/songs.ts';
import { useSongListStore } from '../../navigation/songListStore.ts';
import { fetchRecentSongs, fetchSongsByKnum, type SongRow } from '../api/wizardApi.ts';
import { ChoiceList, type Choice } from '../components/ChoiceList.tsx';
import { textStep, textValue } from '../components/fieldSteps.tsx';
import { useLoad, type LoadState } from '../hooks/useLoad.ts';
import type { WizardBodyProps, WizardContext, WizardOption, WizardTask } from '../taskTypes.ts';
import { useWizardStore, type WizardValues } from '../wizardStore.ts';
import { songPath } from './startTranscription.ts';

/** A song id typed by the user: a positive whole number, or null. */
export function parseSongIdInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return id > 0 ? id : null;
}

/** The rows of a song list as choices: title, then id and K number. */
export function songChoices(rows: readonly SongRow[]): Choice[] {
  return rows.map((row) => ({
    value: String(row.id),
    label: row.title,
    detail: `#${row.id}${row.nr2000 ? ` · K ${row.nr2000}` : ''}`,
  }));
}

/** The chosen song id of value `name`, or null. */
export function chosenSongId(values: WizardValues, name = 'songId'): number | null {
  return parseSongIdInput(textValue(values, name));
}

/** Opens song `id`; `rows` (the list it was chosen from) becomes the side menu's list. */
function openSong(context: WizardContext, id: number, rows?: readonly SongRow[], source?: 'recent' | 'knum'): void {
  if (rows !== undefined && source !== undefined) useSongListStore.getState().setList(rows, source);
  context.navigate(songPath(id));
}

/** Shows song `id` of `rows` in the info popup (app-spec 2.2: views Name, menu, source, score, lyrics). */
function inspectSong(rows: readonly SongRow[], value: string): void {
  const row = rows.find((candidate) => String(candidate.id) === value);
  if (row !== undefined) useWizardStore.getState().showInfo({ kind: 'song', name: row.title, songId: row.id });
}

/** The songs a step listed (value `songRows`), for the action that opens one of them. */
export function listedSongs(values: WizardValues): SongRow[] {
  const rows = values.songRows;
  return Array.isArray(rows) ? (rows as SongRow[]) : [];
}

interface SongChoiceProps extends WizardBodyProps {
  load: LoadState<SongRow[]>;
  label: string;
  /** Choose the first song when none of the list is chosen, so that Enter opens it (one K number, one song). */
  chooseFirst?: boolean;
}

/** A list of songs to choose one from; `load` brings the rows, which are kept in `songRows`. */
function SongChoiceBody({ context, advance, load, label, chooseFirst = false }: SongChoiceProps) {
  const rows = load.status === 'done' ? load.data : null;
  const selected = textValue(context.values, 'songId') || null;
  const { setValues } = context;
  useEffect(() => {
    if (rows === null) return;
    const songRows = rows.map(({ id, title, nr2000 }) => ({ id, title, nr2000 }));
    // A choice made in another list (before the input of an earlier step changed) does not count.
    const stillListed = rows.some((row) => String(row.id) === selected);
    const first = rows[0];
    const songId = stillListed ? selected : chooseFirst && first !== undefined ? String(first.id) : null;
    setValues({ songRows, songId });
    // Only a new answer does this: a choice made in this list must not be undone.
  }, [rows]);
  const choices: LoadState<readonly Choice[]> = rows === null ? (load as LoadState<readonly Choice[]>) : { status: 'done', data: songChoices(rows) };
  return (
    <ChoiceList
      label={label}
      load={choices}
      selected={selected}
      onSelect={(value) => setValues({ songId: value })}
      onActivate={(value) => {
        setValues({ songId: value });
        advance();
      }}
      onInfo={(value) => inspectSong(rows ?? [], value)}
      testId="wizard-songs"
    />
  );
}

const mustChooseSong = (values: WizardValues): string | null => (chosenSongId(values) === null ? 'Choose a song' : null);

// --- Open recent transcription ---

function RecentBody(props: WizardBodyProps) {
  const load = useLoad('recent', fetchRecentSongs, 'The recent transcriptions could not be read');
  return <SongChoiceBody {...props} load={load} label="Recent transcriptions" />;
}

export const openRecentTask: WizardTask = {
  id: 'open-recent',
  label: 'Open recent transcription',
  title: 'Open a recent transcription',
  options: [
    {
      id: 'song',
      title: 'Choose a song',
      Body: RecentBody,
      missing: mustChooseSong,
      action: (context) => {
        const id = chosenSongId(context.values);
        if (id !== null) openSong(context, id, listedSongs(context.values), 'recent');
      },
    },
  ],
};

// --- Go to song by id ---

export const goToSongTask: WizardTask = {
  id: 'go-to-song',
  label: 'Go to song',
  title: 'Go to a song by its id',
  options: [
    textStep({
      id: 'id',
      title: 'Song id',
      name: 'songId',
      label: 'Song id',
      inputMode: 'numeric',
      help: 'The number the song is filed under (#12 in the song search).',
      check: (text) => (parseSongIdInput(text) === null ? 'Type a song id: a whole number' : null),
      action: async (context) => {
        const id = chosenSongId(context.values);
        if (id === null) return;
        // Asked first, so that a wrong id is said here and the wizard stays open to correct it.
        await fetchSong(id);
        openSong(context, id);
      },
    }),
  ],
};

// --- Open by Kailash number ---

function KnumMatchesBody(props: WizardBodyProps) {
  const knum = textValue(props.context.values, 'knum').trim();
  const load = useLoad(knum === '' ? null : `knum:${knum}`, (signal) => fetchSongsByKnum(knum, signal), 'The songs could not be found');
  return <SongChoiceBody {...props} load={load} label={`Songs with K number ${knum}`} chooseFirst />;
}

const knumStep: WizardOption = textStep({
  id: 'knum',
  title: 'Kailash number',
  name: 'knum',
  label: 'K number',
  help: 'The Kailash number of the song (K Num).',
  check: (text) => (text === '' ? 'Type a K number' : null),
});

export const openKnumTask: WizardTask = {
  id: 'open-knum',
  label: 'Open K number',
  title: 'Open a song by its Kailash number',
  options: [
    knumStep,
    {
      id: 'song',
      title: 'Choose the song',
      Body: KnumMatchesBody,
      missing: mustChooseSong,
      action: (context) => {
        const id = chosenSongId(context.values);
        if (id !== null) openSong(context, id, listedSongs(context.values), 'knum');
      },
    },
  ],
};
