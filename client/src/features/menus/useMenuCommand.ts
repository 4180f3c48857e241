/**
 * @fileoverview What choosing a menu item does: open its wizard task over the editor (on another
 * page, go to the editor first: the task opens as the editor is entered, see
 * wizard/hooks/useWizardRouteReset.ts), or go to its page.
 */

import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OPEN_WIZARD_STATE, type OpenWizardState } from '../wizard/hooks/useWizardRouteReset.ts';
import { useWizardStore } from '../wizard/wizardStore.ts';
import type { MenuAction } from './menuTree.ts';

/** The function that performs a menu action. */
export function useMenuCommand(): (action: MenuAction) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (action: MenuAction) => {
      if (action.kind === 'route') {
        navigate(action.path);
      } else if (pathname === '/') {
        useWizardStore.getState().openWizard(action.task);
      } else {
        navigate('/', { state: { [OPEN_WIZARD_STATE]: action.task } satisfies OpenWizardState });
      }
    },
    [navigate, pathname],
  );
}
