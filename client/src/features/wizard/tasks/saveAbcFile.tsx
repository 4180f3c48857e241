/**
 * @fileoverview "Save to ABC file" (app-spec 2.4): writes the text in the editor to the server's
 * songs folder (app-spec 9), as the song's file name (repo_id plus .abc, app-spec 3) or a name
 * made from its title. With nothing in the editor it says app-spec 8's 'Nothing to save, try
 * again later ...'. A file of that name already there is replaced only when the user presses OK
 * again for the same name.
 */

import { useEffect } from 'react';
import { useEditorStore } from '../../editor/store/context.tsx';
import { fetchFolderFiles, saveAbcFile } from '../api/wizardApi.ts';
import { textStep, textValue } from '../components/fieldSteps.tsx';
import type { WizardBodyProps, WizardTask } from '../taskTypes.ts';

/** app-spec 8, "Save wizard with nothing to save". */
export const NOTHING_TO_SAVE = 'Nothing to save, try again later ...';

/** The file name of a song: its repo_id plus .abc, else its title in lower case joined by dashes. */
export function abcFileName(song: { repo_id?: string | null; title?: string | null } | null, title: string): string {
  const base = song?.repo_id?.trim() || (song?.title ?? title).trim();
  const slug = base
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'untitled'}.abc`;
}

/** A file name the server will take: letters, digits, dashes, underscores, dots; ending in .abc. */
export function checkAbcFileName(name: string): string | null {
  if (name === '') return 'Type a file name';
  if (!name.endsWith('.abc')) return 'The file name must end in .abc';
  if (name.includes('/') || name.includes('\\') || name.startsWith('.')) return 'The file name may not hold / or \\ or start with a dot';
  return null;
}

const nameStep = textStep({
  id: 'file',
  title: 'File name',
  name: 'fileName',
  label: 'File name in the songs folder',
  check: checkAbcFileName,
  action: async (context) => {
    const abc = context.editor.getState().abc;
    if (abc.trim() === '') {
      context.say(NOTHING_TO_SAVE);
      return;
    }
    const name = textValue(context.values, 'fileName').trim();
    // An existing file is replaced only when the user asks a second time for the same name.
    if (textValue(context.values, 'replaceConfirmed') !== name) {
      const existing = await fetchFolderFiles('songs');
      if (existing.some((file) => file.name === name)) {
        context.setValues({ replaceConfirmed: name });
        context.say(`songs/${name} already exists: press OK again to replace it, or change the name.`);
        return;
      }
    }
    await saveAbcFile(name, abc);
    context.say(`Saved to songs/${name}`);
  },
});

/** The name step, with the song's file name filled in when the step opens. */
function FileNameBody(props: WizardBodyProps) {
  const stored = useEditorStore((state) => state.stored);
  const title = useEditorStore((state) => state.fields.title);
  const { setValues } = props.context;
  const unset = textValue(props.context.values, 'fileName') === '';
  useEffect(() => {
    if (unset) setValues({ fileName: abcFileName(stored, title) });
  }, [unset, stored, title, setValues]);
  const NameBody = nameStep.Body;
  return <NameBody {...props} />;
}

export const saveAbcFileTask: WizardTask = {
  id: 'save-abc-file',
  label: 'Save to ABC file',
  title: 'Save to an ABC file',
  options: [{ ...nameStep, Body: FileNameBody }],
};
