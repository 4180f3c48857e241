/**
 * @fileoverview The route table (app-spec 2.1), as far as issue 3 builds it: the editor at /,
 * /login and /logout. Routes under RequireUser need a stored user. Unknown paths go home.
 */

import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPage } from '../features/auth/components/LoginPage.tsx';
import { LogoutPage } from '../features/auth/components/LogoutPage.tsx';
import { EditorPage } from '../features/editor/components/EditorPage.tsx';
import { AppLayout } from './AppLayout.tsx';
import { DocumentTitle, type RouteHandle } from './DocumentTitle.tsx';
import { RequireUser } from './RequireUser.tsx';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <DocumentTitle />,
      children: [
        { path: '/login', element: <LoginPage />, handle: { title: 'Login' } satisfies RouteHandle },
        { path: '/logout', element: <LogoutPage />, handle: { title: 'Logout' } satisfies RouteHandle },
        {
          element: <RequireUser />,
          children: [
            {
              element: <AppLayout />,
              children: [{ index: true, element: <EditorPage />, handle: { title: 'Transcribe' } satisfies RouteHandle }],
            },
          ],
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
