import { describe, expect, it } from 'vitest';
import { createClearable } from './clearable';

describe('createClearable', () => {
  it('clears its own cache, then each follower in the order they subscribed, on every clear', () => {
    const calls: string[] = [];
    const cache = createClearable(() => calls.push('own'));
    cache.clear();
    expect(calls).toEqual(['own']);
    cache.onClear(() => calls.push('pages'));
    cache.onClear(() => calls.push('seo'));
    calls.length = 0;
    cache.clear();
    cache.clear();
    expect(calls).toEqual(['own', 'pages', 'seo', 'own', 'pages', 'seo']);
  });
});
