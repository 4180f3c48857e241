/**
 * @fileoverview The wizard tasks whose pages come with later issues (app-spec 2.4: update
 * program, push changes, edit settings, migrate options): listed in the sidebar, disabled, with
 * the reason, so the sidebar shows the whole of app-spec 2.4.
 */

import type { WizardTask } from '../taskTypes.ts';
import type { WizardTaskId } from '../wizardStore.ts';

export const NOT_IN_THIS_VERSION = 'not in this version';

function NotInThisVersionBody() {
  return <p className="wizard-note">This task is {NOT_IN_THIS_VERSION}.</p>;
}

function unavailable(id: WizardTaskId, label: string): WizardTask {
  return { id, label, title: label, unavailable: NOT_IN_THIS_VERSION, options: [{ id: 'none', title: label, Body: NotInThisVersionBody }] };
}

export const updateProgramTask = unavailable('update-program', 'Update program');
export const pushChangesTask = unavailable('push-changes', 'Push changes');
export const editSettingsTask = unavailable('edit-settings', 'Edit settings');
export const migrateOptionsTask = unavailable('migrate-options', 'Migrate options');
