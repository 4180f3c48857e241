/**
 * @fileoverview "New transcription" (app-spec 2.4: title, database search, song select, date,
 * note length, tempo, key, language): the ABC header builder (abcHeader.ts) behind a wizard. The
 * search step looks for songs of that title already in the archive: choosing one and pressing OK
 * opens it instead; going forward builds a new one. From there on OK puts the header into the
 * editor at once, with the defaults of the steps not yet seen, as a new, unsaved transcription
 * with its title and language.
 */

import { useEffect } from 'react';
import { searchSongRows } from '../api/wizardApi.ts';
import { ChoiceList, type Choice } from '../components/ChoiceList.tsx';
import { choiceStep, choiceValue, textStep, textValue } from '../components/fieldSteps.tsx';
import { useLoad, type LoadState } from '../hooks/useLoad.ts';
import type { WizardBodyProps, WizardContext, WizardTask } from '../taskTypes.ts';
import type { WizardValues } from '../wizardStore.ts';
import {
  buildAbcHeader,
  DEFAULT_HEADER,
  HEADER_KEYS,
  HEADER_NOTE_LENGTHS,
  HEADER_TEMPOS,
  isIsoDate,
  type AbcHeaderFields,
} from './abcHeader.ts';
import { LANGUAGE_NAMES } from '../../editor/tabs/data/languages.ts';
import { parseSongIdInput, songChoices } from './songTasks.tsx';
import { NEW_TRANSCRIPTION_PATH, songPath } from './startTranscription.ts';

/** The value of the search step's first row: no existing song, build a new one. */
const NEW_SONG = 'new';

const lengthSpec = {
  id: 'length',
  title: 'Unit note length',
  name: 'noteLength',
  label: 'Unit note length (L:)',
  choices: HEADER_NOTE_LENGTHS.map((length) => ({ value: length, label: length })),
  defaultValue: DEFAULT_HEADER.noteLength,
};
const tempoSpec = {
  id: 'tempo',
  title: 'Tempo',
  name: 'tempo',
  label: 'Tempo (Q:)',
  choices: HEADER_TEMPOS.map((tempo) => ({ value: String(tempo.beats), label: `${DEFAULT_HEADER.tempoBeat}=${tempo.beats} "${tempo.label}"` })),
  defaultValue: String(DEFAULT_HEADER.tempoBpm),
};
const keySpec = {
  id: 'key',
  title: 'Key',
  name: 'key',
  label: 'Key (K:)',
  choices: HEADER_KEYS.map((key) => ({ value: key, label: key })),
  defaultValue: DEFAULT_HEADER.key,
};
const languageSpec = {
  id: 'language',
  title: 'Language',
  name: 'language',
  label: 'Language of the lyrics',
  choices: LANGUAGE_NAMES.map((language) => ({ value: language.code, label: `${language.code} ${language.name}` })),
  defaultValue: DEFAULT_HEADER.language,
};

/** The header fields the task's values give, each unset one at its default (app-spec 3, 9). */
export function headerFieldsFrom(values: WizardValues): AbcHeaderFields {
  const bpm = Number(choiceValue(values, tempoSpec));
  const tempo = HEADER_TEMPOS.find((candidate) => candidate.beats === bpm) ?? HEADER_TEMPOS.find((candidate) => candidate.beats === DEFAULT_HEADER.tempoBpm);
  return {
    title: textValue(values, 'title').trim(),
    date: textValue(values, 'date').trim(),
    noteLength: choiceValue(values, lengthSpec),
    tempoBeat: DEFAULT_HEADER.tempoBeat,
    tempoBpm: tempo?.beats ?? DEFAULT_HEADER.tempoBpm,
    tempoLabel: tempo?.label ?? DEFAULT_HEADER.tempoLabel,
    key: choiceValue(values, keySpec),
    language: choiceValue(values, languageSpec),
  };
}

function SearchBody({ context, advance }: WizardBodyProps) {
  const title = textValue(context.values, 'title').trim();
  const load = useLoad(title === '' ? null : `title:${title}`, (signal) => searchSongRows(title, signal), 'The archive could not be searched');
  const existing = textValue(context.values, 'existing');
  const found = load.status === 'done' ? load.data : null;
  const { setValues } = context;
  // A song chosen for another title (the title changed since) is not one of these.
  useEffect(() => {
    if (found !== null && existing !== '' && !found.some((song) => String(song.id) === existing)) setValues({ existing: null });
  }, [found, existing, setValues]);
  const choices: LoadState<readonly Choice[]> =
    load.status === 'done'
      ? { status: 'done', data: [{ value: NEW_SONG, label: `A new transcription: ${title}` }, ...songChoices(load.data)] }
      : load;
  return (
    <div>
      <p className="wizard-note">
        {load.status === 'done' && load.data.length > 0
          ? 'Songs of this title are in the archive already: choose one and press OK to open it, or go forward to build a new one.'
          : 'No song of this title is in the archive yet: go forward to choose the header, or press OK to take the defaults.'}
      </p>
      <ChoiceList
        label="Songs of this title"
        load={choices}
        selected={textValue(context.values, 'existing') || NEW_SONG}
        onSelect={(value) => context.setValues({ existing: value })}
        onActivate={(value) => {
          context.setValues({ existing: value });
          advance();
        }}
        testId="wizard-songs"
      />
    </div>
  );
}

/** The search step's OK: opens the existing song chosen there, or builds the new one with the defaults. */
function openExistingOrBuild(context: WizardContext): void {
  const id = parseSongIdInput(textValue(context.values, 'existing'));
  if (id === null) buildTranscription(context);
  else context.navigate(songPath(id));
}

/** Builds the header and opens it as a new transcription. */
function buildTranscription(context: WizardContext): void {
  const fields = headerFieldsFrom(context.values);
  const header = buildAbcHeader(fields);
  context.editor.getState().newTranscription(header, {
    title: fields.title,
    language: fields.language,
    ...(isIsoDate(fields.date) ? { date: fields.date } : {}),
  });
  context.navigate(NEW_TRANSCRIPTION_PATH);
  context.close();
}

export const newTranscriptionTask: WizardTask = {
  id: 'new-transcription',
  label: 'Build ABC header',
  title: 'New transcription',
  options: [
    textStep({
      id: 'title',
      title: 'Title',
      name: 'title',
      label: 'Title (T:)',
      check: (text) => (text === '' ? 'Type the title' : null),
    }),
    { id: 'search', title: 'Songs of this title', Body: SearchBody, action: openExistingOrBuild },
    textStep({
      id: 'date',
      title: 'Date',
      name: 'date',
      label: 'Date (C:, YYYY-MM-DD; may be left empty)',
      placeholder: 'YYYY-MM-DD',
      check: (text) => (text === '' || isIsoDate(text) ? null : 'Type the date as YYYY-MM-DD, or leave it empty'),
      action: buildTranscription,
    }),
    // From the date on, OK builds at once with the defaults of the steps not yet seen.
    choiceStep({ ...lengthSpec, action: buildTranscription }),
    choiceStep({ ...tempoSpec, action: buildTranscription }),
    choiceStep({ ...keySpec, action: buildTranscription }),
    choiceStep({ ...languageSpec, action: buildTranscription }),
  ],
};
