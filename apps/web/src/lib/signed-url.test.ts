import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import {
  clearSignedUrlCache,
  resolveImageUrl,
  SIGNED_URL_CACHE_MAX_ENTRIES,
  SIGNED_URL_CACHE_MS,
  signedUrlCacheSize,
} from './signed-url';

afterEach(() => {
  clearSignedUrlCache();
  vi.restoreAllMocks();
});

const signing = () =>
  stubFetch({
    'GET /api/image/signed-url': ({ url }) => {
      const key = new URL(url, 'http://x').searchParams.get('key');
      return json({ url: `/api/files/${key}?signature=${Math.random()}` });
    },
  });

describe('resolveImageUrl (SPEC.md §7, §9)', () => {
  it.each(['user-uploads/u1/a.jpg', 'static-assets/hero.webp', 'generated-artwork/u1/x/p.webp'])(
    'asks the API for a signed URL of the storage key %s',
    async (key) => {
      const fetch = signing();
      const url = await resolveImageUrl(key);
      expect(url).toMatch(new RegExp(`^/api/files/${key}\\?signature=`));
      expect(String(fetch.mock.calls[0]?.[0])).toBe(
        `/api/image/signed-url?key=${encodeURIComponent(key)}`,
      );
    },
  );

  it('uses any other source as is, without a request', async () => {
    const fetch = signing();
    for (const src of ['https://cdn.example/a.jpg', '/media/static-assets/x.webp', 'blob:abc']) {
      expect(await resolveImageUrl(src)).toBe(src);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps a signed URL 45 minutes, then asks again', async () => {
    const fetch = signing();
    const t0 = 1_000_000;
    const first = await resolveImageUrl('user-uploads/u1/a.jpg', t0);
    expect(await resolveImageUrl('user-uploads/u1/a.jpg', t0 + SIGNED_URL_CACHE_MS - 1)).toBe(
      first,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const later = await resolveImageUrl('user-uploads/u1/a.jpg', t0 + SIGNED_URL_CACHE_MS);
    expect(later).not.toBe(first);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(SIGNED_URL_CACHE_MS).toBe(45 * 60 * 1000);
  });

  it('prunes the cache above 100 entries, oldest first', async () => {
    const fetch = signing();
    for (let i = 0; i <= SIGNED_URL_CACHE_MAX_ENTRIES; i++) {
      await resolveImageUrl(`user-uploads/u1/${i}.jpg`, 5_000 + i);
    }
    expect(signedUrlCacheSize()).toBe(SIGNED_URL_CACHE_MAX_ENTRIES);
    // The newest is still cached, the oldest was pruned and is asked for again.
    await resolveImageUrl(`user-uploads/u1/${SIGNED_URL_CACHE_MAX_ENTRIES}.jpg`, 6_000);
    expect(fetch).toHaveBeenCalledTimes(SIGNED_URL_CACHE_MAX_ENTRIES + 1);
    await resolveImageUrl('user-uploads/u1/0.jpg', 6_000);
    expect(fetch).toHaveBeenCalledTimes(SIGNED_URL_CACHE_MAX_ENTRIES + 2);
  });

  it('on failure logs and uses the key as is', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({}); // every request answers 404
    expect(await resolveImageUrl('user-uploads/other/a.jpg')).toBe('user-uploads/other/a.jpg');
    expect(warn).toHaveBeenCalled();
    expect(signedUrlCacheSize()).toBe(0);
  });
});
