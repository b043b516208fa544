import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWithReload } from './lazy-route';

const reload = vi.fn();

function stubReload() {
  vi.stubGlobal('location', { ...window.location, reload });
}

afterEach(() => reload.mockReset());

describe('importWithReload', () => {
  it('returns the module when the chunk loads', async () => {
    await expect(importWithReload(() => Promise.resolve({ ok: 1 }))).resolves.toEqual({ ok: 1 });
  });

  it('reloads the page once when a chunk fails to load', async () => {
    stubReload();
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    void importWithReload(failing);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('does not reload again right after a reload: the error surfaces instead', async () => {
    stubReload();
    sessionStorage.setItem('atelier.chunk-reload-at', String(Date.now()));
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(importWithReload(failing)).rejects.toThrow('Failed to fetch');
    expect(reload).not.toHaveBeenCalled();
  });
});
