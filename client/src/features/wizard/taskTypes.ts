/**
 * @fileoverview What a wizard task is (app-spec 4: "a task has a base with ordered options"): a
 * title for the sidebar and the dialog, and its options (steps) in order, each with a body (the
 * step's form or list), whether its input is complete, and optionally an action. The dialog
 * (components/WizardDialog.tsx) moves through them with wizardFlow.ts; the tasks themselves are
 * modules in tasks/, listed in tasks/index.ts.
 */

import type { ComponentType } from 'react';
import type { NavigateFunction } from 'react-router';
import type { EditorStore } from '../editor/store/index.ts';
import type { WizardTaskId, WizardValues } from './wizardStore.ts';

/** What a task's action and body may use. */
export interface WizardContext {
  /** The values the task's steps have collected so far. */
  values: WizardValues;
  setValues(values: WizardValues): void;
  navigate: NavigateFunction;
  /** The editor the wizard is shown over: how a task puts text into it. */
  editor: EditorStore;
  /** Hides the wizard (and the info popup). */
  close(): void;
  /** Shows a one-line message in the wizard (a result, or what went wrong). */
  say(message: string): void;
}

/** Props of an option's body. */
export interface WizardBodyProps {
  context: WizardContext;
  /** Moves forward as the Forward button does (a double click on a list row, Enter in a field). */
  advance(): void;
}

export interface WizardOption {
  id: string;
  /** The step's heading in the dialog body. */
  title: string;
  Body: ComponentType<WizardBodyProps>;
  /**
   * Why forward may not leave this option yet (a field to fill, a row to choose), or null when it
   * may. Default: always complete.
   */
  missing?(values: WizardValues): string | null;
  /**
   * The option's action (app-spec 4: "OK runs the current option's action"; forward runs it on
   * the last option). A thrown error's message is shown in the wizard and the wizard stays open.
   */
  action?(context: WizardContext): Promise<void> | void;
}

export interface WizardTask {
  id: WizardTaskId;
  /** The sidebar's label. */
  label: string;
  /** The dialog's title while the task is on show. */
  title: string;
  options: readonly WizardOption[];
  /** Set for tasks that cannot run in this version: the sidebar lists them disabled with this reason. */
  unavailable?: string;
}
