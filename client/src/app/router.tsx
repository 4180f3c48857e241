/**
 * @fileoverview The route table (app-spec 2.1): the editor at /, the open pages /login and
 * /signup, /logout, and the account pages. Routes under RequireUser need a stored user (the guard
 * sends anyone else to /login); each route's `handle.title` is its page title. Unknown paths go
 * home.
 */

import { createBrowserRouter, Navigate } from 'react-router';
import { ChangePasswordPage } from '../features/auth/components/ChangePasswordPage.tsx';
import { LoginPage } from '../features/auth/components/LoginPage.tsx';
import { LogoutPage } from '../features/auth/components/LogoutPage.tsx';
import { ProfilePage } from '../features/auth/components/ProfilePage.tsx';
import { SignupPage } from '../features/auth/components/SignupPage.tsx';
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
        { path: '/signup', element: <SignupPage />, handle: { title: 'Sign up' } satisfies RouteHandle },
        { path: '/logout', element: <LogoutPage />, handle: { title: 'Logout' } satisfies RouteHandle },
        {
          element: <RequireUser />,
          children: [
            {
              element: <AppLayout />,
              children: [
                { index: true, element: <EditorPage />, handle: { title: 'Transcribe', home: true } satisfies RouteHandle },
                { path: '/profile', element: <ProfilePage />, handle: { title: 'User profile' } satisfies RouteHandle },
                { path: '/changepassword', element: <ChangePasswordPage />, handle: { title: 'Change password' } satisfies RouteHandle },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
