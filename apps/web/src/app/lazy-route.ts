import type { ComponentType } from 'react';

const RELOAD_KEY = 'atelier.chunk-reload-at';
// A second failure within this window means a reload did not help: show the error instead.
const RELOAD_WINDOW_MS = 10_000;

function recentlyReloaded(): boolean {
  try {
    const at = Number(sessionStorage.getItem(RELOAD_KEY));
    return Number.isFinite(at) && Date.now() - at < RELOAD_WINDOW_MS;
  } catch {
    return true; // no storage: never risk a reload loop
  }
}

/**
 * Loads a route module. A failed chunk (usually a new deploy replaced the hashed files)
 * reloads the page once so the browser picks up the new build (SPEC.md §2).
 */
export async function importWithReload<M>(load: () => Promise<M>): Promise<M> {
  try {
    const module = await load();
    return module;
  } catch (error) {
    if (recentlyReloaded()) throw error;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    window.location.reload();
    return new Promise<M>(() => {}); // the page is going away
  }
}

/** React Router `lazy` for a module whose page component is picked by `pick`. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await importWithReload(load)) });
}
