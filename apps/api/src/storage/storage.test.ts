import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalDiskStorage } from './local-disk';
import { publicUrl } from './public-url';
import { S3Storage } from './s3';
import { isValidKey, type Storage } from './storage';

describe('storage keys', () => {
  it('accepts keys under the three prefixes', () => {
    expect(isValidKey('static-assets/seed/portrait-1a2b.webp')).toBe(true);
    expect(isValidKey('user-uploads/u1/upload_0.jpg')).toBe(true);
    expect(isValidKey('generated-artwork/board/art.webp')).toBe(true);
  });

  it('rejects traversal, absolute paths, empty segments and other prefixes', () => {
    for (const key of [
      '',
      '../secret',
      'static-assets/../auth-secret',
      'static-assets/./x.webp',
      'static-assets//x.webp',
      '/static-assets/x.webp',
      'static-assets/x\\..\\y',
      'static-assets/',
      'other/x.webp',
      'static-assets/.hidden',
      'static-assets/x.',
    ]) {
      expect(isValidKey(key), key).toBe(false);
    }
  });
});

describe('publicUrl', () => {
  it('maps static-assets keys to the media route and leaves the rest alone', () => {
    expect(publicUrl('static-assets/seed/a-1.webp')).toBe('/media/static-assets/seed/a-1.webp');
    expect(publicUrl('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
    expect(publicUrl('user-uploads/u1/a.jpg')).toBe('user-uploads/u1/a.jpg');
    expect(publicUrl(null)).toBeNull();
  });
});

/**
 * When a signed URL stops reading, in seconds: our own URLs carry `expires`; a SigV4 presigned
 * URL its signing time and lifetime.
 */
function expiresAt(url: string): number {
  const q = new URL(url, 'http://x').searchParams;
  const own = q.get('expires');
  if (own !== null) return Number(own);
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(q.get('X-Amz-Date') ?? '');
  if (!m) throw new Error(`no expiry in ${url}`);
  const [, y, mo, d, h, mi, sec] = m.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, sec!) / 1000 + Number(q.get('X-Amz-Expires'));
}

/** What a browser gets for a signed URL: status and body. */
type Fetcher = (url: string) => Promise<{ status: number; body: Buffer }>;

type Driver = {
  name: string;
  /** s3rver checks the expiry of a SigV4 presigned URL but not its signature. */
  checksSignature: boolean;
  setup: () => Promise<{ storage: Storage; fetchSigned: Fetcher; ourUrl: (key: string) => string }>;
  teardown: () => Promise<void>;
};

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'atelier-storage-'));

const local: Driver = (() => {
  const root = tmp();
  return {
    name: 'LocalDiskStorage',
    checksSignature: true,
    async setup() {
      const storage = new LocalDiskStorage(root, {
        secret: 'x'.repeat(32),
        publicUrl: 'https://shop.example',
      });
      // GET /api/files/* does exactly this (its HTTP side is tested in files.routes.test.ts).
      const fetchSigned: Fetcher = async (url) => {
        const u = new URL(url, 'https://shop.example');
        const key = decodeURIComponent(u.pathname.slice('/api/files/'.length));
        const check = storage.verifySignature(
          key,
          u.searchParams.get('expires') ?? undefined,
          u.searchParams.get('signature') ?? undefined,
        );
        if (!check.ok) return { status: 403, body: Buffer.alloc(0) };
        const object = await storage.get(key);
        if (!object) return { status: 404, body: Buffer.alloc(0) };
        return { status: 200, body: Buffer.from(await text(object.body)) };
      };
      return { storage, fetchSigned, ourUrl: (key) => `https://shop.example/media/${key}` };
    },
    async teardown() {
      rmSync(root, { recursive: true, force: true });
    },
  };
})();

const s3: Driver = (() => {
  const dir = tmp();
  let server: S3rver | undefined;
  return {
    name: 'S3Storage (against s3rver)',
    checksSignature: false,
    async setup() {
      server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: dir,
        configureBuckets: [{ name: 'atelier-test' }],
      });
      const { port } = await server.run();
      const endpoint = `http://127.0.0.1:${port}`;
      const storage = new S3Storage({
        bucket: 'atelier-test',
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      // Plain fetch, as a browser would.
      const fetchSigned: Fetcher = async (url) => {
        const res = await fetch(url);
        return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
      };
      return { storage, fetchSigned, ourUrl: (key) => `${endpoint}/atelier-test/${key}` };
    },
    async teardown() {
      await server?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
})();

describe.each([local, s3])('$name', (driver) => {
  let storage: Storage;
  let fetchSigned: Fetcher;
  let ourUrl: (key: string) => string;
  beforeAll(async () => {
    ({ storage, fetchSigned, ourUrl } = await driver.setup());
  });
  afterAll(() => driver.teardown());

  it('puts, reads, lists and deletes objects by key', async () => {
    await storage.put('static-assets/a/one.webp', Buffer.from('one'), {
      contentType: 'image/webp',
    });
    await storage.put('static-assets/a/b/two.png', Readable.from([Buffer.from('two')]), {
      contentType: 'image/png',
    });
    const got = await storage.get('static-assets/a/one.webp');
    expect(got?.contentType).toBe('image/webp');
    expect(got?.size).toBe(3);
    expect(await text(got!.body)).toBe('one');
    const head = await storage.head('static-assets/a/b/two.png');
    expect(head).toMatchObject({
      key: 'static-assets/a/b/two.png',
      size: 3,
      contentType: 'image/png',
    });
    expect(head!.etag).toMatch(/^".+"$/);
    expect(await storage.list('static-assets/a/')).toEqual([
      'static-assets/a/b/two.png',
      'static-assets/a/one.webp',
    ]);
    expect(await storage.list('static-assets/a/o')).toEqual(['static-assets/a/one.webp']);
    expect(await storage.list('static-assets')).toHaveLength(2);
    await storage.delete('static-assets/a/one.webp');
    expect(await storage.exists('static-assets/a/one.webp')).toBe(false);
    expect(await storage.get('static-assets/a/one.webp')).toBeNull();
    expect(await storage.head('static-assets/a/one.webp')).toBeNull();
    await storage.delete('static-assets/a/one.webp');
  });

  it('throws on an invalid key instead of touching the store', async () => {
    await expect(storage.get('static-assets/../../etc/passwd')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(
      storage.put('../outside.txt', Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toThrow(/Invalid storage key/);
    await expect(storage.signedUrl('../x.jpg')).rejects.toThrow(/Invalid storage key/);
  });

  it('gives the same long-lived URL for reads close together, so browsers can cache the image', async () => {
    const key = 'user-uploads/u1/stable.jpg';
    await storage.put(key, Buffer.from('bytes'), { contentType: 'image/jpeg' });
    // Two reads a minute apart within one 5-minute window (the clock set, not waited for).
    vi.useFakeTimers({ toFake: ['Date'] });
    let a: string;
    let b: string;
    try {
      vi.setSystemTime(1_800_000_010_000);
      a = await storage.signedUrl(key, 3600);
      vi.setSystemTime(1_800_000_070_000);
      b = await storage.signedUrl(key, 3600);
    } finally {
      vi.useRealTimers();
    }
    expect(b).toBe(a);
    const expires = expiresAt(a);
    expect(expires - 1_800_000_070).toBeGreaterThanOrEqual(3600);
    expect(expires - 1_800_000_010).toBeLessThan(3600 + 300);
    // And it reads the object.
    const res = await fetchSigned(await storage.signedUrl(key, 3600));
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('bytes');
  });

  it('never gives a long-lived URL less life than asked, even when its end falls on a boundary', async () => {
    // 1 800 000 000 + 3600 is a multiple of 300: rounded from the whole second, the URL ended
    // 0.7 s before the hour it was asked for.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(1_800_000_000_700);
      const url = await storage.signedUrl('user-uploads/u1/edge.jpg', 3600);
      const expires = expiresAt(url);
      expect(expires - Date.now() / 1000).toBeGreaterThanOrEqual(3600);
      expect(expires % 300).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands out a signed URL that reads the object, and not another one', async () => {
    const key = 'user-uploads/u1/photo.jpg';
    await storage.put(key, Buffer.from('private bytes'), { contentType: 'image/jpeg' });
    const url = await storage.signedUrl(key, 300);
    const res = await fetchSigned(url);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('private bytes');

    if (storage.driver === 's3') {
      const q = new URL(url).searchParams;
      expect(q.get('X-Amz-Expires')).toBe('300');
      expect(q.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    }
    if (driver.checksSignature) {
      // Another key under the same signature is refused.
      const other = 'user-uploads/u1/other.jpg';
      await storage.put(other, Buffer.from('other'), { contentType: 'image/jpeg' });
      expect((await fetchSigned(url.replace('photo.jpg', 'other.jpg'))).status).toBe(403);
    }
  });

  it('stops reading once a signed URL has expired', async () => {
    const key = 'user-uploads/u1/brief.jpg';
    await storage.put(key, Buffer.from('soon gone'), { contentType: 'image/jpeg' });
    const url = await storage.signedUrl(key, 1);
    await new Promise((r) => setTimeout(r, 2_100));
    expect((await fetchSigned(url)).status).toBe(403);
  });

  it('maps its own URLs back to keys and refuses anything else', async () => {
    const key = 'user-uploads/u2/a-b_c.jpg';
    expect(storage.keyFromUrl(key)).toBe(key);
    expect(storage.keyFromUrl(await storage.signedUrl(key))).toBe(key);
    expect(storage.keyFromUrl(ourUrl(key))).toBe(key);
    expect(storage.keyFromUrl('/media/static-assets/seed/a.webp')).toBe(
      'static-assets/seed/a.webp',
    );
    for (const foreign of [
      `https://evil.example/atelier-test/${key}`,
      `https://evil.example/api/files/${key}`,
      `https://evil.example/media/${key}`,
      '../user-uploads/u2/a.jpg',
      '/api/files/user-uploads/../secret',
      'javascript:alert(1)',
      'not a url',
      '',
    ]) {
      expect(storage.keyFromUrl(foreign), foreign).toBeNull();
    }
  });
});
