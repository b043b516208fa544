import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
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

afterEach(() => {
  cleanup();
  dispatch({ type: 'REMOVE_TOAST' }); // the toast store is global: start each test empty
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});
