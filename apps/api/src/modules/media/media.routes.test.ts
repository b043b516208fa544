import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../generation/generation.test-helpers';

describe('public media', () => {
  let t: TestApp;
  let webp: Buffer;
  const key = 'static-assets/test/sunrise-abc123.webp';

  beforeAll(async () => {
    t = await createTestApp();
    webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f6b96b' } })
      .webp()
      .toBuffer();
    await t.app.storage.put(key, webp, { contentType: 'image/webp' });
    await t.app.storage.put('user-uploads/user-1/photo.webp', webp, { contentType: 'image/webp' });
  });
  afterAll(() => t.close());

  it('streams a static asset with its type, validator and a year of immutable caching', async () => {
    const res = await t.app.inject(`/media/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.rawPayload.equals(webp)).toBe(true);
  });

  it('answers 304 when the browser already has that version', async () => {
    const first = await t.app.inject(`/media/${key}`);
    const again = await t.app.inject({
      url: `/media/${key}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 with the error body for an unknown key', async () => {
    const res = await t.app.inject('/media/static-assets/test/missing.webp');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Image not found' } });
  });

  it('refuses paths that climb out of static-assets', async () => {
    const attempts = [
      '/media/static-assets/../../auth-secret',
      '/media/static-assets/%2e%2e/%2e%2e/auth-secret',
      '/media/static-assets/..%2f..%2fauth-secret',
      '/media/static-assets/../user-uploads/user-1/photo.webp',
      '/media/static-assets//etc/passwd',
    ];
    for (const url of attempts) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain(t.config.authSecret);
      // Dot segments may be normalised before routing (the web app's 404 page then answers).
      expect(res.headers['content-type'], url).not.toMatch(/octet-stream|image\//);
    }
  });

  it('does not serve private prefixes publicly; their owner reads them through a signed URL', async () => {
    // Real stored objects, so a 404 means "refused", not "missing".
    const owner = await createUser(t.app, 'media');
    const art = `generated-artwork/${owner.id}/0b7c1f3e-2222-4a2b-8c3d-123456789abc/preview.webp`;
    await t.app.storage.put(art, webp, { contentType: 'image/webp' });
    for (const key of ['user-uploads/user-1/photo.webp', art]) {
      expect(await t.app.storage.exists(key), key).toBe(true);
      const res = await t.app.inject(`/media/${key}`);
      expect(res.statusCode, key).toBe(404);
      expect(res.headers['content-type'], key).not.toBe('image/webp');
      expect(res.rawPayload.includes(webp), key).toBe(false);
    }

    const signed = await t.app.inject({
      url: `/api/image/signed-url?key=${encodeURIComponent(art)}`,
      headers: owner.headers,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const file = await t.app.inject(signed.json<{ url: string }>().url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.rawPayload.equals(webp)).toBe(true);
  });
});
