import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { variantKey } from './media-variants';

describe('responsive image variants', () => {
  let t: TestApp;
  const key = 'static-assets/test/landscape-abc123.png';
  const url = `/media/${key}`;
  const meta = (body: Buffer) => sharp(body).metadata();

  beforeAll(async () => {
    t = await createTestApp();
    // 1000 x 500 with transparency, so resizing, format changes and JPEG flattening all show.
    const png = await sharp({
      create: {
        width: 1000,
        height: 500,
        channels: 4,
        background: { r: 40, g: 90, b: 200, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    await t.app.storage.put(key, png, { contentType: 'image/png' });
    await t.app.storage.put('user-uploads/user-1/photo.png', png, { contentType: 'image/png' });
  });
  afterAll(() => t.close());

  it('resizes to the asked ladder width in WebP, keeping the aspect ratio', async () => {
    const res = await t.app.inject(`${url}?w=320&fmt=webp`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const m = await meta(res.rawPayload);
    expect([m.format, m.width, m.height]).toEqual(['webp', 320, 160]);
  });

  it.each([
    ['avif', 'image/avif', 'heif'],
    ['jpeg', 'image/jpeg', 'jpeg'],
  ])('renders fmt=%s as %s', async (fmt, type, format) => {
    const res = await t.app.inject(`${url}?w=160&fmt=${fmt}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    const m = await meta(res.rawPayload);
    expect(m.format).toBe(format);
    expect(m.width).toBe(160);
    if (fmt === 'jpeg') expect(m.hasAlpha).toBe(false);
  });

  it('defaults to WebP when only w is given, and to the original width when only fmt is', async () => {
    const onlyW = await t.app.inject(`${url}?w=480`);
    expect(onlyW.headers['content-type']).toBe('image/webp');
    expect((await meta(onlyW.rawPayload)).width).toBe(480);
    const onlyFmt = await t.app.inject(`${url}?fmt=jpeg`);
    expect(onlyFmt.headers['content-type']).toBe('image/jpeg');
    expect((await meta(onlyFmt.rawPayload)).width).toBe(1000);
  });

  it('never upscales beyond the original width', async () => {
    const res = await t.app.inject(`${url}?w=1600&fmt=webp`);
    expect(res.statusCode).toBe(200);
    const m = await meta(res.rawPayload);
    expect([m.width, m.height]).toEqual([1000, 500]);
  });

  it('stores the variant after the first render and serves later requests from storage', async () => {
    const derived = variantKey(key, { width: 640, format: 'webp' });
    expect(derived).toBe('static-assets/variants/640/webp/test/landscape-abc123.png');
    expect(await t.app.storage.exists(derived)).toBe(false);
    const first = await t.app.inject(`${url}?w=640&fmt=webp`);
    expect(first.statusCode).toBe(200);
    expect(await t.app.storage.exists(derived)).toBe(true);

    // Replace the stored copy: if the second answer is that copy, it came from storage.
    const marker = await sharp({
      create: { width: 7, height: 3, channels: 3, background: '#000' },
    })
      .webp()
      .toBuffer();
    await t.app.storage.put(derived, marker, { contentType: 'image/webp' });
    const second = await t.app.inject(`${url}?w=640&fmt=webp`);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(marker)).toBe(true);
  });

  it('renders once for concurrent first requests', async () => {
    // Count writes of the derived key: one render stores once.
    const storage = t.app.storage;
    const put = storage.put.bind(storage);
    const derived = variantKey(key, { width: 800, format: 'avif' });
    let writes = 0;
    storage.put = (k, body, opts) => {
      if (k === derived) writes += 1;
      return put(k, body, opts);
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject(`${url}?w=800&fmt=avif`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const etags = new Set(answers.map((r) => r.headers.etag));
    expect(etags.size).toBe(1);
    expect(answers.every((r) => r.rawPayload.equals(answers[0]!.rawPayload))).toBe(true);
    expect(writes).toBe(1);
    storage.put = put;
  });

  it('sends immutable caching, an ETag and 304 for a matching If-None-Match; no Vary for explicit formats', async () => {
    const res = await t.app.inject(`${url}?w=1080&fmt=webp`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.headers.vary).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const again = await t.app.inject({
      url: `${url}?w=1080&fmt=webp`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('picks AVIF or WebP from Accept for fmt=auto and says it varies by Accept', async () => {
    const avif = await t.app.inject({
      url: `${url}?w=160&fmt=auto`,
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toContain('Accept');
    const webp = await t.app.inject({
      url: `${url}?w=160&fmt=auto`,
      headers: { accept: 'image/webp,*/*' },
    });
    expect(webp.headers['content-type']).toBe('image/webp');
    const old = await t.app.inject({ url: `${url}?w=160&fmt=auto`, headers: { accept: '*/*' } });
    expect(old.headers['content-type']).toBe('image/jpeg');
  });

  it.each(['100', '0', '-320', '320.5', 'abc', '99999'])('answers 400 for w=%s', async (w) => {
    const res = await t.app.inject(`${url}?w=${w}&fmt=webp`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'INVALID_IMAGE_WIDTH',
        message: 'w must be one of 160, 320, 480, 640, 800, 1080, 1280, 1600',
      },
    });
  });

  it('answers 400 for an unknown format', async () => {
    const res = await t.app.inject(`${url}?w=320&fmt=gif`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'INVALID_IMAGE_FORMAT',
      message: 'fmt must be one of webp, avif, jpeg, auto',
    });
  });

  it('answers 404 for an unknown key and stores nothing for it', async () => {
    const res = await t.app.inject('/media/static-assets/test/missing.png?w=320&fmt=webp');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Image not found' } });
    expect(await t.app.storage.exists('static-assets/variants/320/webp/test/missing.png')).toBe(
      false,
    );
  });

  it('still refuses private prefixes and does not expose stored variants directly', async () => {
    for (const u of [
      '/media/user-uploads/user-1/photo.png?w=320&fmt=webp',
      '/media/static-assets/../user-uploads/user-1/photo.png?w=320&fmt=webp',
      '/media/static-assets/variants/320/webp/test/landscape-abc123.png',
      '/media/static-assets/variants/320/webp/test/landscape-abc123.png?w=160',
    ]) {
      const res = await t.app.inject(u);
      expect(res.statusCode, u).toBe(404);
      expect(res.headers['content-type'], u).not.toMatch(/^image\//);
    }
  });

  it('serves the original unchanged without w and fmt', async () => {
    const res = await t.app.inject(url);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await meta(res.rawPayload)).width).toBe(1000);
  });

  it('answers 415 for a static asset that is not an image', async () => {
    await t.app.storage.put('static-assets/test/data.json', Buffer.from('{"a":1}'), {
      contentType: 'application/json',
    });
    const res = await t.app.inject('/media/static-assets/test/data.json?w=320');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_IMAGE');
  });
});
