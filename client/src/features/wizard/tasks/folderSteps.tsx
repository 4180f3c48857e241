/**
 * @fileoverview The two steps that choose a file from the server's folders (app-spec 2.4: "open
 * image (folder then image)", "open ABC file (folder, file, prep)"; app-spec 9's folders): first
 * the folder, then a file of the kind the task opens. The choices are kept in the task's values as
 * `folder` and `file`.
 */

import type { FolderFile } from '../../../../../server/src/api-types.ts';
import { fetchFolderFiles, fetchFolders } from '../api/wizardApi.ts';
import { ChoiceList, type Choice } from '../components/ChoiceList.tsx';
import { textValue } from '../components/fieldSteps.tsx';
import { useLoad, type LoadState } from '../hooks/useLoad.ts';
import type { WizardBodyProps, WizardOption } from '../taskTypes.ts';
import type { WizardValues } from '../wizardStore.ts';
import { fileKind, type FileKind } from './fileKinds.ts';

/** The chosen folder, else `defaultFolder`. */
export function chosenFolder(values: WizardValues, defaultFolder: string): string {
  return textValue(values, 'folder') || defaultFolder;
}

/** The files of `kinds` among `files`, by name. */
export function filesOfKind(files: readonly FolderFile[], kinds: readonly FileKind[]): FolderFile[] {
  return files.filter((file) => kinds.includes(fileKind(file.name))).sort((a, b) => a.name.localeCompare(b.name));
}

/** Choices of the loaded rows, or the load itself while it is not done. */
function asChoices<T>(load: LoadState<T[]>, toChoice: (row: T) => Choice): LoadState<readonly Choice[]> {
  return load.status === 'done' ? { status: 'done', data: load.data.map(toChoice) } : load;
}

/** The folder step; `defaultFolder` is chosen until the user chooses another. */
export function folderStep(defaultFolder: string): WizardOption {
  function FolderBody({ context, advance }: WizardBodyProps) {
    const load = useLoad('folders', fetchFolders, 'The folders could not be read');
    const choose = (value: string) => context.setValues({ folder: value, file: null });
    return (
      <ChoiceList
        label="Folders"
        load={asChoices(load, (folder) => ({ value: folder.name, label: folder.name, detail: `${folder.file_count} files` }))}
        selected={chosenFolder(context.values, defaultFolder)}
        onSelect={choose}
        onActivate={(value) => {
          choose(value);
          advance();
        }}
        testId="wizard-folders"
      />
    );
  }
  return { id: 'folder', title: 'Choose a folder', Body: FolderBody };
}

/** The file step: the files of `kinds` in the chosen folder. `onInfo` adds an info button per row. */
export function fileStep(spec: {
  title: string;
  kinds: readonly FileKind[];
  defaultFolder: string;
  empty: string;
  onInfo?(folder: string, file: FolderFile): void;
  action?: WizardOption['action'];
}): WizardOption {
  function FileBody({ context, advance }: WizardBodyProps) {
    const folder = chosenFolder(context.values, spec.defaultFolder);
    const load = useLoad(`files:${folder}`, async (signal) => filesOfKind(await fetchFolderFiles(folder, signal), spec.kinds), `The files of ${folder} could not be read`);
    const rows = load.status === 'done' ? load.data : [];
    return (
      <ChoiceList
        label={`Files in ${folder}`}
        load={asChoices(load, (file) => ({ value: file.name, label: file.name }))}
        selected={textValue(context.values, 'file') || null}
        onSelect={(value) => context.setValues({ file: value, fileUrl: rows.find((row) => row.name === value)?.url ?? null })}
        onActivate={(value) => {
          context.setValues({ file: value, fileUrl: rows.find((row) => row.name === value)?.url ?? null });
          advance();
        }}
        empty={spec.empty}
        onInfo={
          spec.onInfo === undefined
            ? undefined
            : (value) => {
                const file = rows.find((row) => row.name === value);
                if (file !== undefined) spec.onInfo?.(folder, file);
              }
        }
        testId="wizard-files"
      />
    );
  }
  return {
    id: 'file',
    title: spec.title,
    Body: FileBody,
    missing: (values) => (textValue(values, 'file') === '' ? 'Choose a file' : null),
    action: spec.action,
  };
}
