import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedRender } from './render-cache';

describe('cachedRender', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'render-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('renders once, keeps the bytes under the hash, and answers later calls from the file', async () => {
    const render = vi.fn(async () => Buffer.from('pixels'));
    expect(await cachedRender(dir, 'abc', render)).toEqual({
      data: Buffer.from('pixels'),
      rendered: true,
    });
    expect(existsSync(path.join(dir, 'abc.webp'))).toBe(true);
    expect(await cachedRender(dir, 'abc', render)).toEqual({
      data: Buffer.from('pixels'),
      rendered: false,
    });
    expect(render).toHaveBeenCalledTimes(1);
    // Another hash is another render.
    await cachedRender(dir, 'def', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('two calls at once in one process render once', async () => {
    const render = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 50));
      return Buffer.from('once');
    });
    const both = await Promise.all([
      cachedRender(dir, 'h', render),
      cachedRender(dir, 'h', render),
    ]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(both.map((b) => b.rendered).sort()).toEqual([false, true]);
    expect(both.every((b) => b.data.equals(Buffer.from('once')))).toBe(true);
  });

  it('waits for another process that holds the lock, and takes its result', async () => {
    const lock = path.join(dir, 'h.webp.lock');
    writeFileSync(lock, '');
    const render = vi.fn(async () => Buffer.from('mine'));
    const waiting = cachedRender(dir, 'h', render);
    await new Promise((r) => setTimeout(r, 300));
    // The other process finishes: its file appears and its lock goes.
    writeFileSync(path.join(dir, 'h.webp'), 'theirs');
    rmSync(lock);
    expect(await waiting).toEqual({ data: Buffer.from('theirs'), rendered: false });
    expect(render).not.toHaveBeenCalled();
  });

  it('a lock left by a process that died long ago does not block', async () => {
    const lock = path.join(dir, 'h.webp.lock');
    writeFileSync(lock, '');
    const old = new Date(Date.now() - 60 * 60_000);
    utimesSync(lock, old, old);
    const render = vi.fn(async () => Buffer.from('mine'));
    expect(await cachedRender(dir, 'h', render)).toEqual({
      data: Buffer.from('mine'),
      rendered: true,
    });
    expect(existsSync(lock)).toBe(false);
  });

  it('a failed render leaves no lock and no file behind', async () => {
    await expect(
      cachedRender(dir, 'h', async () => {
        throw new Error('bad photo');
      }),
    ).rejects.toThrow('bad photo');
    expect(existsSync(path.join(dir, 'h.webp.lock'))).toBe(false);
    expect(existsSync(path.join(dir, 'h.webp'))).toBe(false);
  });

  it('a cache path that cannot be a directory is no cache: it renders and does not fail', async () => {
    const file = path.join(dir, 'not-a-dir');
    writeFileSync(file, '');
    const render = vi.fn(async () => Buffer.from('x'));
    expect(await cachedRender(path.join(file, 'cache'), 'h', render)).toEqual({
      data: Buffer.from('x'),
      rendered: true,
    });
  });

  it('without a directory it always renders', async () => {
    const render = vi.fn(async () => Buffer.from('x'));
    await cachedRender(null, 'h', render);
    await cachedRender(null, 'h', render);
    expect(render).toHaveBeenCalledTimes(2);
  });
});
