/**
 * @fileoverview Every wizard task in the order of the sidebar (app-spec 2.4's order), and the
 * lookup by id. One module per task (or per family of tasks) beside this file.
 */

import type { WizardTask } from '../taskTypes.ts';
import { WIZARD_TASK_IDS, type WizardTaskId } from '../wizardStore.ts';
import { aboutTask } from './about.tsx';
import { changePasswordTask, logoutTask } from './accountTasks.tsx';
import { deleteSongbookSongTask } from './deleteSongbookSong.tsx';
import { deleteImageTask, matchImageTask, openImageTask } from './imageTasks.tsx';
import { newTranscriptionTask } from './newTranscription.tsx';
import { openAbcFileTask } from './openAbcFile.tsx';
import { saveAbcFileTask } from './saveAbcFile.tsx';
import { goToSongTask, openKnumTask, openRecentTask } from './songTasks.tsx';
import { editSettingsTask, migrateOptionsTask, pushChangesTask, updateProgramTask } from './unavailableTasks.tsx';

export const WIZARD_TASKS: Record<WizardTaskId, WizardTask> = {
  'open-image': openImageTask,
  'open-recent': openRecentTask,
  'go-to-song': goToSongTask,
  'open-knum': openKnumTask,
  'open-abc-file': openAbcFileTask,
  'match-image': matchImageTask,
  'new-transcription': newTranscriptionTask,
  'save-abc-file': saveAbcFileTask,
  'delete-image': deleteImageTask,
  'delete-songbook-song': deleteSongbookSongTask,
  'change-password': changePasswordTask,
  logout: logoutTask,
  about: aboutTask,
  'update-program': updateProgramTask,
  'push-changes': pushChangesTask,
  'edit-settings': editSettingsTask,
  'migrate-options': migrateOptionsTask,
};

/** The tasks in sidebar order. */
export const SIDEBAR_TASKS: readonly WizardTask[] = WIZARD_TASK_IDS.map((id) => WIZARD_TASKS[id]);
