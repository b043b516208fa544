import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createRouter, type AppRouter } from './router';

/** The whole app; `router` is the one main.tsx already started (a new one otherwise). */
export function App({ router: started }: { router?: AppRouter }) {
  const [router] = useState(() => started ?? createRouter());
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
