/**
 * @fileoverview The image tasks of the wizard (app-spec 2.4): "open image" (a folder, then an
 * image, shown in the source-image panel), "match image with song" (an image, find the song,
 * select it, attach) and "delete image" (confirm, then the image panel's delete: the image leaves
 * the current song's list, app-spec 4).
 */

import { useImageStore } from '../../images/imageStore.ts';
import { imagesApi } from '../../images/api/images.ts';
import { useEditorStore } from '../../editor/store/context.tsx';
import type { FolderFile } from '../../../../../server/src/api-types.ts';
import { searchSongRows, type SongRow } from '../api/wizardApi.ts';
import { ChoiceList, type Choice } from '../components/ChoiceList.tsx';
import { textStep, textValue } from '../components/fieldSteps.tsx';
import { useLoad, type LoadState } from '../hooks/useLoad.ts';
import type { WizardBodyProps, WizardContext, WizardTask } from '../taskTypes.ts';
import { useWizardStore } from '../wizardStore.ts';
import { folderFileUrl } from './fileKinds.ts';
import { fileStep, folderStep } from './folderSteps.tsx';
import { parseSongIdInput, songChoices } from './songTasks.tsx';

/** The folder images are looked for in first: the source images (app-spec 9). */
const IMAGE_FOLDER = 'src-img';
/** Where an image no song holds yet waits for "match image with song". */
const UNASSIGNED_FOLDER = 'UNASSIGNED';

/** Shows image `file` of `folder` in the info popup: its name and the songs in it. */
function inspectImage(folder: string, file: FolderFile): void {
  useWizardStore.getState().showInfo({ kind: 'image', name: file.name, imageName: file.name, url: file.url ?? folderFileUrl(folder, file.name) });
}

/** The chosen image as the panel shows it. */
function chosenImage(context: WizardContext, defaultFolder: string): { name: string; url: string } | null {
  const name = textValue(context.values, 'file');
  if (name === '') return null;
  const folder = textValue(context.values, 'folder') || defaultFolder;
  return { name, url: textValue(context.values, 'fileUrl') || folderFileUrl(folder, name) };
}

export const openImageTask: WizardTask = {
  id: 'open-image',
  label: 'Open image',
  title: 'Open an image',
  options: [
    folderStep(IMAGE_FOLDER),
    fileStep({
      title: 'Choose an image',
      kinds: ['image'],
      defaultFolder: IMAGE_FOLDER,
      empty: 'No images in this folder',
      onInfo: inspectImage,
      action: (context) => {
        const image = chosenImage(context, IMAGE_FOLDER);
        if (image === null) return;
        useImageStore.getState().showImage(image);
        context.close();
      },
    }),
  ],
};

// --- Match image with song ---

function FoundSongsBody({ context, advance }: WizardBodyProps) {
  const query = textValue(context.values, 'query').trim();
  const load = useLoad(query === '' ? null : `find:${query}`, (signal) => searchSongRows(query, signal), 'The songs could not be searched');
  const choices: LoadState<readonly Choice[]> = load.status === 'done' ? { status: 'done', data: songChoices(load.data) } : load;
  const rows: SongRow[] = load.status === 'done' ? load.data : [];
  const choose = (value: string) => {
    const row = rows.find((candidate) => String(candidate.id) === value);
    context.setValues({ songId: value, songTitle: row?.title ?? null });
  };
  return (
    <ChoiceList
      label="Songs found"
      load={choices}
      selected={textValue(context.values, 'songId') || null}
      onSelect={choose}
      onActivate={(value) => {
        choose(value);
        advance();
      }}
      empty="No Search Results!"
      testId="wizard-songs"
    />
  );
}

function AttachBody({ context }: WizardBodyProps) {
  const image = textValue(context.values, 'file');
  const title = textValue(context.values, 'songTitle');
  const id = textValue(context.values, 'songId');
  return (
    <p className="wizard-text">
      Attach <strong>{image}</strong> to <strong>{title}</strong> (#{id})? Press OK to attach it.
    </p>
  );
}

export const matchImageTask: WizardTask = {
  id: 'match-image',
  label: 'Match image with song',
  title: 'Match an image with a song',
  options: [
    folderStep(UNASSIGNED_FOLDER),
    fileStep({ title: 'Choose the image', kinds: ['image'], defaultFolder: UNASSIGNED_FOLDER, empty: 'No images in this folder', onInfo: inspectImage }),
    textStep({
      id: 'find',
      title: 'Find the song',
      name: 'query',
      label: 'Title words or song id',
      check: (text) => (text === '' ? 'Type a title or a song id' : null),
    }),
    {
      id: 'select',
      title: 'Select the song',
      Body: FoundSongsBody,
      missing: (values) => (parseSongIdInput(textValue(values, 'songId')) === null ? 'Select a song' : null),
    },
    {
      id: 'attach',
      title: 'Attach',
      Body: AttachBody,
      action: async (context) => {
        const songId = parseSongIdInput(textValue(context.values, 'songId'));
        const name = textValue(context.values, 'file');
        if (songId === null || name === '') return;
        const image = await imagesApi.attach(songId, name);
        const images = useImageStore.getState();
        // The panel lists the open song's images: it gains this one when that song is open.
        if (images.songId === songId) images.imageAdded(image);
        context.say(`${name} is now an image of song ${songId}`);
      },
    },
  ],
};

// --- Delete image ---

function DeleteImageBody() {
  const shown = useImageStore((state) => state.shown);
  const songId = useEditorStore((state) => state.song?.id ?? null);
  if (shown === null || songId === null) return <p className="wizard-note">No image of a song is shown: open a song and its image first.</p>;
  return (
    <div className="wizard-text">
      <p>
        Delete <strong>{shown.name}</strong> from song #{songId}? The song no longer lists it; the file stays on the server.
      </p>
      <img className="wizard-thumbnail" src={shown.url} alt="Image Unavailable" />
    </div>
  );
}

export const deleteImageTask: WizardTask = {
  id: 'delete-image',
  label: 'Delete image',
  title: 'Delete the image',
  options: [
    {
      id: 'confirm',
      title: 'Confirm',
      Body: DeleteImageBody,
      action: async (context) => {
        const images = useImageStore.getState();
        const shown = images.shown;
        if (shown === null || images.songId === null) throw new Error('No image of a song is shown');
        const deleted = await images.deleteImage(shown.name);
        if (!deleted) throw new Error(useImageStore.getState().error ?? 'The image could not be deleted');
        context.close();
      },
    },
  ],
};
