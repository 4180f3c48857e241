/**
 * @fileoverview "Delete songbook song" (app-spec 2.4, 7: "Delete song from songbook, after a
 * confirm wizard"): choose one of the songbooks the open song is in, confirm, and the song leaves
 * it. The wizard then closes and counts the change, and the songbook views refetch (app-spec 4:
 * "delete refetches the songbook"; wizardStore `songbookChanges`).
 */

import { useEditorStore } from '../../editor/store/context.tsx';
import type { SongSongbook } from '../../../../../server/src/api-types.ts';
import { deleteSongbookSong, fetchSongSongbooks } from '../api/wizardApi.ts';
import { ChoiceList, type Choice } from '../components/ChoiceList.tsx';
import { textValue } from '../components/fieldSteps.tsx';
import { useLoad, type LoadState } from '../hooks/useLoad.ts';
import type { WizardBodyProps, WizardTask } from '../taskTypes.ts';
import { useWizardStore } from '../wizardStore.ts';

/** A songbook as a choice: its name, code and the song's page in it. */
export function songbookChoice(songbook: SongSongbook): Choice {
  return { value: String(songbook.songbook_id), label: songbook.name, detail: `${songbook.code} · page ${songbook.page}` };
}

function SongbooksBody({ context, advance }: WizardBodyProps) {
  const songId = useEditorStore((state) => state.song?.id ?? null);
  const load = useLoad(songId === null ? null : `songbooks:${songId}`, (signal) => fetchSongSongbooks(songId ?? 0, signal), 'The songbooks could not be read');
  if (songId === null) return <p className="wizard-note">Open a song first: its songbooks are listed here.</p>;
  const rows = load.status === 'done' ? load.data : [];
  const choices: LoadState<readonly Choice[]> = load.status === 'done' ? { status: 'done', data: rows.map(songbookChoice) } : load;
  const choose = (value: string) =>
    context.setValues({ songbookId: value, songbookName: rows.find((row) => String(row.songbook_id) === value)?.name ?? null, songId });
  return (
    <ChoiceList
      label="Songbooks of this song"
      load={choices}
      selected={textValue(context.values, 'songbookId') || null}
      onSelect={choose}
      onActivate={(value) => {
        choose(value);
        advance();
      }}
      empty="This song is in no songbook"
      testId="wizard-songbooks"
    />
  );
}

function ConfirmBody({ context }: WizardBodyProps) {
  return (
    <p className="wizard-text">
      Take song #{textValue(context.values, 'songId')} out of <strong>{textValue(context.values, 'songbookName')}</strong>? Press OK to
      delete it from the songbook.
    </p>
  );
}

export const deleteSongbookSongTask: WizardTask = {
  id: 'delete-songbook-song',
  label: 'Delete songbook song',
  title: 'Delete a song from a songbook',
  options: [
    {
      id: 'songbook',
      title: 'Choose the songbook',
      Body: SongbooksBody,
      missing: (values) => (textValue(values, 'songbookId') === '' ? 'No songbook selected' : null),
    },
    {
      id: 'confirm',
      title: 'Confirm',
      Body: ConfirmBody,
      action: async (context) => {
        const songbookId = Number(textValue(context.values, 'songbookId'));
        const songId = Number(textValue(context.values, 'songId'));
        if (!Number.isInteger(songbookId) || !Number.isInteger(songId)) throw new Error('No songbook selected');
        await deleteSongbookSong(songbookId, songId);
        useWizardStore.getState().songbookChanged();
      },
    },
  ],
};
