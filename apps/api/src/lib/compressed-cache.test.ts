import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCompressedCache, negotiateEncoding } from './compressed-cache';
import { etagOf } from './http-cache';

const page = (n: number) =>
  `<!doctype html><main>${Array.from({ length: n }, (_, i) => `<p>line ${i}</p>`).join('')}</main>`;
/** Random bytes do not compress: their brotli copy is about as large as they are. */
const noise = (bytes: number) => randomBytes(bytes);

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['GZIP; Q=0.8, BR;q=0.9', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['*;q=0', null],
    ['deflate', null],
    ['identity', null],
    ['identity, gzip;q=0.5', null],
    ['identity;q=0.2, gzip;q=0.5', 'gzip'],
    ['gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('answers a header asked again as the first time, however many other spellings came between', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    for (let i = 0; i < 600; i++) {
      expect(negotiateEncoding(`gzip;q=0.${(i % 9) + 1}, br;q=${i % 2}, x-${i}`)).toBe(
        i % 2 ? 'br' : 'gzip',
      );
    }
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.5, br;q=0.1')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBe(null);
  });
});

describe('compressed cache', () => {
  it('compresses a version once per encoding and serves the same bytes afterwards', async () => {
    const cache = createCompressedCache({ maxBytes: 1024 * 1024 });
    const html = page(2000);
    const etag = etagOf(html);
    const first = await cache.get(etag, 'br', html);
    const again = await cache.get(etag, 'br', html);
    expect(first).not.toBeNull();
    expect(again).toBe(first);
    expect(brotliDecompressSync(first!).toString()).toBe(html);
    expect(first!.length).toBeLessThan(Buffer.byteLength(html) / 5);
    const gzip = await cache.get(etag, 'gzip', html);
    expect(gunzipSync(gzip!).toString()).toBe(html);
    expect(cache.stats()).toMatchObject({ compressions: 2, hits: 1, entries: 2 });
  });

  it('shares one compression between concurrent first requests for a version', async () => {
    const cache = createCompressedCache({ maxBytes: 1024 * 1024 });
    const html = page(3000);
    const etag = etagOf(html);
    const all = await Promise.all(Array.from({ length: 20 }, () => cache.get(etag, 'br', html)));
    expect(new Set(all).size).toBe(1);
    expect(cache.stats().compressions).toBe(1);
  });

  it('makes a new copy for a new version', async () => {
    const cache = createCompressedCache({ maxBytes: 1024 * 1024 });
    const v1 = page(500);
    const v2 = v1.replace('line 7<', 'line seven<');
    const a = await cache.get(etagOf(v1), 'br', v1);
    const b = await cache.get(etagOf(v2), 'br', v2);
    expect(brotliDecompressSync(b!).toString()).toBe(v2);
    expect(Buffer.compare(a!, b!)).not.toBe(0);
    expect(cache.stats().compressions).toBe(2);
  });

  it('leaves bodies below the threshold alone', async () => {
    const cache = createCompressedCache({ maxBytes: 1024 * 1024, minBytes: 1024 });
    expect(await cache.get('"small"', 'br', '{"ok":true}')).toBeNull();
    expect(cache.stats()).toMatchObject({ compressions: 0, entries: 0, bytes: 0 });
  });

  it('stays within its byte bound, evicting the least recently used version first', async () => {
    const cache = createCompressedCache({ maxBytes: 10_000 });
    const [a, b, c] = [noise(4000), noise(4000), noise(4000)];
    await cache.get('"a"', 'br', a);
    await cache.get('"b"', 'br', b);
    expect(cache.stats().entries).toBe(2);
    // Using a makes b the oldest: c pushes b out, not a.
    await cache.get('"a"', 'br', a);
    await cache.get('"c"', 'br', c);
    const stats = cache.stats();
    expect(stats.entries).toBe(2);
    expect(stats.bytes).toBeLessThanOrEqual(10_000);
    expect(stats.bytes).toBeGreaterThan(8000);
    const before = stats.compressions;
    await cache.get('"a"', 'br', a);
    await cache.get('"c"', 'br', c);
    expect(cache.stats().compressions).toBe(before);
    await cache.get('"b"', 'br', b);
    expect(cache.stats().compressions).toBe(before + 1);
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
  });

  it('sends but does not keep a body larger than the whole cache', async () => {
    const cache = createCompressedCache({ maxBytes: 2000 });
    const big = noise(5000);
    const out = await cache.get('"big"', 'gzip', big);
    expect(Buffer.compare(gunzipSync(out!), big)).toBe(0);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});
