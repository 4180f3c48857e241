/**
 * @fileoverview "Open ABC file" (app-spec 2.4: folder, file, prep): a file of the server's
 * folders (app-spec 9; the songs folder first) opens as a new transcription. The prep step reads
 * the file (`GET /api/folders/:folder/files/:name`: its text, the header fields the server read,
 * the image of the same name), converts a MusicXML file to ABC (prepareFile.ts) and shows what
 * will open: title, header fields, the importer's messages, the image. OK opens it.
 */

import { useEffect } from 'react';
import { fetchFileContents } from '../api/wizardApi.ts';
import { textValue } from '../components/fieldSteps.tsx';
import { useLoad } from '../hooks/useLoad.ts';
import type { WizardBodyProps, WizardTask } from '../taskTypes.ts';
import { fileStep, folderStep } from './folderSteps.tsx';
import { prepareFile } from './prepareFile.ts';
import { NEW_TRANSCRIPTION_PATH, showImageOfNewTranscription } from './startTranscription.ts';

/** app-spec 9's folder of ABC files. */
const SONGS_FOLDER = 'songs';

/** Header fields shown in the prep step, in ABC 2.1 order, with their names. */
const SHOWN_FIELDS: readonly [string, string][] = [
  ['T', 'Title'],
  ['C', 'Composer'],
  ['M', 'Meter'],
  ['L', 'Unit note length'],
  ['Q', 'Tempo'],
  ['K', 'Key'],
];

/** The header fields of `abc` (the first of each letter, up to the K: line). */
export function headerFieldsOf(abc: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of abc.split(/\r?\n/)) {
    const match = /^([A-Za-z]):[ \t]*(.*?)[ \t]*$/.exec(line);
    if (match === null) continue;
    const [, letter = '', value = ''] = match;
    if (!(letter in fields)) fields[letter] = value;
    if (letter === 'K') break;
  }
  return fields;
}

function PrepBody({ context }: WizardBodyProps) {
  const folder = textValue(context.values, 'folder') || SONGS_FOLDER;
  const file = textValue(context.values, 'file');
  const load = useLoad(
    file === '' ? null : `${folder}/${file}`,
    async (signal) => {
      const contents = await fetchFileContents(folder, file, signal);
      return { contents, prepared: await prepareFile(file, contents.text, contents.header) };
    },
    `${file} could not be read`,
  );
  const { setValues } = context;
  const prepared = load.status === 'done' ? load.data.prepared : null;
  const image = load.status === 'done' ? (load.data.contents.image ?? null) : null;
  useEffect(() => {
    setValues(
      prepared === null
        ? { abc: null }
        : {
            abc: prepared.abc,
            title: prepared.title,
            imageName: image?.name ?? null,
            imageUrl: image?.url ?? null,
          },
    );
  }, [prepared, image, setValues]);

  if (load.status === 'error') return <p className="wizard-error" role="alert">{load.message}</p>;
  if (load.status !== 'done') return <p className="wizard-note">Reading {file}…</p>;
  const { prepared: ready } = load.data;
  const fields = headerFieldsOf(ready.abc);
  return (
    <div className="wizard-prep" data-testid="wizard-prep">
      <p className="wizard-text">
        <strong>{ready.title}</strong> opens as a new transcription
        {ready.kind === 'musicxml' ? ', converted from MusicXML' : ''}. Press OK to open it.
      </p>
      <table className="wizard-table">
        <tbody>
          {SHOWN_FIELDS.filter(([letter]) => fields[letter] !== undefined).map(([letter, name]) => (
            <tr key={letter}>
              <th scope="row">
                {name} ({letter}:)
              </th>
              <td>{fields[letter]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {ready.diagnostics.length > 0 && (
        <div className="wizard-diagnostics">
          <p>The importer says:</p>
          <ul data-testid="wizard-import-diagnostics">
            {ready.diagnostics.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {image !== null && <img className="wizard-thumbnail" src={image.url} alt="Image Unavailable" />}
    </div>
  );
}

export const openAbcFileTask: WizardTask = {
  id: 'open-abc-file',
  label: 'Open ABC file',
  title: 'Open an ABC or MusicXML file',
  options: [
    folderStep(SONGS_FOLDER),
    fileStep({ title: 'Choose a file', kinds: ['abc', 'musicxml'], defaultFolder: SONGS_FOLDER, empty: 'No ABC or MusicXML files in this folder' }),
    {
      id: 'prep',
      title: 'Open',
      Body: PrepBody,
      missing: (values) => (textValue(values, 'abc') === '' ? 'The file is not read yet' : null),
      action: (context) => {
        const abc = textValue(context.values, 'abc');
        context.editor.getState().newTranscription(abc, { title: textValue(context.values, 'title') });
        const imageName = textValue(context.values, 'imageName');
        const imageUrl = textValue(context.values, 'imageUrl');
        if (imageName !== '' && imageUrl !== '') showImageOfNewTranscription({ name: imageName, url: imageUrl });
        context.navigate(NEW_TRANSCRIPTION_PATH);
        context.close();
      },
    },
  ],
};
