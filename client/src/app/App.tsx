/**
 * @fileoverview The application root: the router and the providers every page shares. The editor
 * provides its own store per editor instance (features/editor/store/context.tsx).
 */

import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
