/**
 * @fileoverview App-spec 2.1: "Before any route is entered the wizard is hidden and the info
 * message is cleared." Mounted once in the app layout; runs on every navigation (each has a new
 * location key), before the browser paints the new route, so a wizard never shows over a page it
 * was not opened on. A navigation may carry a task to open on arrival (`OpenWizardState`): a menu
 * item chosen on another page goes to the editor and opens its task there.
 */

import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { WIZARD_TASK_IDS, useWizardStore, type WizardTaskId } from '../wizardStore.ts';

/** The key of the navigation state that names a wizard task to open on arrival. */
export const OPEN_WIZARD_STATE = 'openWizard';
export type OpenWizardState = { [OPEN_WIZARD_STATE]: WizardTaskId };

/** The task named by a location's state, if any (state comes from history: trust nothing). */
export function taskToOpen(state: unknown): WizardTaskId | null {
  if (typeof state !== 'object' || state === null) return null;
  const task = (state as Record<string, unknown>)[OPEN_WIZARD_STATE];
  return (WIZARD_TASK_IDS as readonly unknown[]).includes(task) ? (task as WizardTaskId) : null;
}

/**
 * Hides the wizard (and with it the info popup) and clears the info message on each navigation.
 * A history entry opens its task once: going back and forward to it later enters it like any
 * other route, with the wizard hidden.
 */
export function useWizardRouteReset(): void {
  const { key, state } = useLocation();
  const opened = useRef(new Set<string>());
  useLayoutEffect(() => {
    const wizard = useWizardStore.getState();
    wizard.hideWizard();
    wizard.setInfoMessage(null);
    const task = taskToOpen(state);
    if (task !== null && !opened.current.has(key)) {
      opened.current.add(key);
      wizard.openWizard(task);
    }
    // Only a new navigation (a new key) resets; its state is read with it.
  }, [key]);
}
