// Server entry (built to dist/ssr/static-shell.mjs by vite.config.ts): the first paint of the
// landing and product pages as static HTML, rendered by the API into #root so text and the hero
// artwork show before any JavaScript runs. The browser app replaces it on its first render.
import type { ShellData } from '@atelier/shared/shell-data';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Footer } from '@/features/layout/components/footer';
import { TopBar } from '@/features/layout/components/top-bar';
import { AppProvider } from './provider';
import { LandingPage } from './routes/landing';
import { ProductPage } from './routes/product';
import { seedQueries } from './shell-data';

/** The shell's layout mirrors routes/root.tsx (top bar, main, footer) around the page. */
function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}

/**
 * The page's markup for #root, or null for a page without a shell. Queries nobody seeded render
 * their loading state; effects never run here.
 */
export function renderShell(data: ShellData): string | null {
  let page: ReactNode;
  if (data.path === '/') page = <LandingPage />;
  else if (data.product && data.slug !== undefined) {
    page = (
      <Routes>
        <Route path="/products/:productSlug" element={<ProductPage />} />
      </Routes>
    );
  } else return null;
  // Nothing fetches while rendering to a string; a fresh client per page keeps pages apart.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, enabled: false } },
  });
  seedQueries(client, data);
  try {
    return renderToString(
      <AppProvider queryClient={client}>
        <MemoryRouter initialEntries={[data.path]}>
          <Layout>{page}</Layout>
        </MemoryRouter>
      </AppProvider>,
    );
  } finally {
    client.clear(); // drops the queries' garbage-collection timers
  }
}
