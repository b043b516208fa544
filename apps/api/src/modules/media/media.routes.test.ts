import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

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

  it('does not serve private prefixes publicly', async () => {
    for (const url of [
      '/media/user-uploads/user-1/photo.webp',
      '/media/generated-artwork/a.webp',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toBe('image/webp');
    }
  });
});
