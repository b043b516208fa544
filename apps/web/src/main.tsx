import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { readShellData, seedQueries } from './app/shell-data';
import { queryClient } from './lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server's first paint (landing and product pages) came with the page's data: start from it.
const shellData = readShellData();
if (shellData) seedQueries(queryClient, shellData);

// With the server's first paint up, the page's pictures load before the app's own work: the
// app starts once the page has loaded (at most SHELL_WAIT_MS), so the route chunk and its
// render never compete with the hero artwork. Without a shell it starts at once.
const SHELL_WAIT_MS = 2500;
const pageLoaded = new Promise<void>((resolve) => {
  if (!shellData || document.readyState === 'complete') return resolve();
  window.addEventListener('load', () => resolve(), { once: true });
  setTimeout(resolve, SHELL_WAIT_MS);
});

void pageLoaded.then(async () => {
  // The router loads the page's chunk; the first render waits for it, so the server's first
  // paint stays up until the real page replaces it (never an empty frame between).
  const router = createRouter();
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  // A transition renders in slices, so the first render never blocks input for long.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
});
