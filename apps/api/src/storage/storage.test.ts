import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk';
import { publicUrl } from './public-url';
import { isValidKey } from './storage';

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

describe('LocalDiskStorage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'atelier-storage-'));
  const storage = new LocalDiskStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

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
    expect(await storage.list('static-assets/a/')).toEqual([
      'static-assets/a/b/two.png',
      'static-assets/a/one.webp',
    ]);
    expect(await storage.list('static-assets/a/o')).toEqual(['static-assets/a/one.webp']);
    expect(await storage.list('static-assets')).toHaveLength(2);
    await storage.delete('static-assets/a/one.webp');
    expect(await storage.exists('static-assets/a/one.webp')).toBe(false);
    expect(await storage.get('static-assets/a/one.webp')).toBeNull();
    await storage.delete('static-assets/a/one.webp');
  });

  it('throws on an invalid key instead of touching the disk', async () => {
    await expect(storage.get('static-assets/../../etc/passwd')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(
      storage.put('../outside.txt', Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toThrow(/Invalid storage key/);
  });
});
