import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { dispatch } from '@/components/ui/use-toast';

// jsdom lacks a few browser APIs Radix and the shell touch; give them inert versions.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

// findBy/waitFor wait up to 4 s (not 1 s): the first lazy route import can take longer on a
// loaded 2-core CI machine. A wait, never a measurement: a passing test returns at once.
configure({ asyncUtilTimeout: 4_000 });

afterEach(() => {
  cleanup();
  dispatch({ type: 'REMOVE_TOAST' }); // the toast store is global: start each test empty
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});
