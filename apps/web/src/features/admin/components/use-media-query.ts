import { useCallback, useSyncExternalStore } from 'react';

/** Below Tailwind's `md` (768 px): phones, where admin tables become cards and filters fold. */
export const NARROW_SCREEN = '(max-width: 767.98px)';

/**
 * Whether the media query matches now, following its changes (a rotated phone, a resized
 * window). Without matchMedia (jsdom, the server) it does not match: the desktop layout.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

export const useNarrowScreen = () => useMediaQuery(NARROW_SCREEN);
