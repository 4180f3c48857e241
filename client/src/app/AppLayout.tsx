/**
 * @fileoverview The frame of every logged-in page: the header bar (product name, the main menu,
 * the user widget) above the page. Every navigation into it hides the wizard and clears the info
 * message first (app-spec 2.1, features/wizard/hooks/useWizardRouteReset.ts).
 */

import { Link, Outlet } from 'react-router';
import { UserWidget } from '../features/auth/components/UserWidget.tsx';
import { MainMenu } from '../features/menus/MainMenu.tsx';
import { useWizardRouteReset } from '../features/wizard/hooks/useWizardRouteReset.ts';

export function AppLayout() {
  useWizardRouteReset();
  return (
    <div className="app-shell">
      <header className="app-header">
        <Link to="/" className="app-brand">
          Swaralipi
        </Link>
        <MainMenu />
        <UserWidget />
      </header>
      <Outlet />
    </div>
  );
}
