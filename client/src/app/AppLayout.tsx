/**
 * @fileoverview The frame of every logged-in page: the header bar (product name, the main menu,
 * the user widget) above the page.
 */

import { Link, Outlet } from 'react-router';
import { UserWidget } from '../features/auth/components/UserWidget.tsx';
import { MainMenu } from '../features/menus/MainMenu.tsx';

export function AppLayout() {
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
