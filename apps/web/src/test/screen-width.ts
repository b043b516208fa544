import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A matchMedia for tests: `queries` match while the screen is narrow (the setup's
 * unstubAllGlobals takes it away after each test). `set` narrows or widens it and tells the
 * listeners, as a resized window would.
 */
export function stubScreenWidth(narrowQueries: string[], initiallyNarrow: boolean) {
  const listeners = new Set<() => void>();
  const state = { narrow: initiallyNarrow };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return state.narrow && narrowQueries.includes(query);
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }));
  return {
    set(narrow: boolean) {
      state.narrow = narrow;
      act(() => listeners.forEach((fn) => fn()));
    },
  };
}
