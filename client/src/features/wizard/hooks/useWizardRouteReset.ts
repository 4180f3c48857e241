/**
 * @fileoverview App-spec 2.1: "Before any route is entered the wizard is hidden and the info
 * message is cleared." Mounted once in the app layout; runs on every navigation (each has a new
 * location key), before the browser paints the new route, so a wizard never shows over a page it
 * was not opened on.
 */

import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useWizardStore } from '../wizardStore.ts';

/** Hides the wizard (and with it the info popup) and clears the info message on each navigation. */
export function useWizardRouteReset(): void {
  const { key } = useLocation();
  useLayoutEffect(() => {
    const wizard = useWizardStore.getState();
    wizard.hideWizard();
    wizard.setInfoMessage(null);
  }, [key]);
}
