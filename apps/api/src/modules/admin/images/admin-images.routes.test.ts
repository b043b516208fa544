import type { AdminImage } from '@atelier/shared/schemas/admin-content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { users } from '../../../db/schema/auth';
import { staticAssets } from '../../../db/schema/content';
import { createTestApp, type TestApp } from '../../../test/app';
import { UPLOAD_MESSAGES } from '../../uploads/image-processing';
import { imageForm } from '../../uploads/uploads.test-helpers';
import { gif, jpeg, png, pngClaiming, SVG_PLAIN } from '../../uploads/uploads.test-images';
import { newAdmin, type AdminClient } from '../admin.test-helpers';
import { cleanFilename } from './admin-images.routes';
import { registerStoredStaticAssets } from './static-assets';

type List = { items: AdminImage[]; total: number };

describe('/api/admin/images', () => {
  let t: TestApp;
  let admin: AdminClient;
  const upload = (form: FormData) =>
    admin.call({ method: 'POST', url: '/api/admin/images', payload: form });
  const list = async (qs = '') =>
    (await admin.call({ url: `/api/admin/images${qs}` })).json<List>();

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    admin = await newAdmin(t.app);
  });
  afterAll(() => t.close());

  it('lists the seed’s images from the start', async () => {
    const seeded = await list('?pageSize=100');
    expect(seeded.total).toBeGreaterThan(10);
    for (const img of seeded.items) {
      expect(img.key).toMatch(/^static-assets\/seed\//);
      expect(img.url).toBe(`/media/${img.key}`);
      expect(img.width).toBeGreaterThan(0);
      expect(img.bytes).toBeGreaterThan(0);
    }
  });

  it('uploads an image: re-encoded, public under /media, recorded with its uploader, listed first', async () => {
    const res = await upload(
      imageForm(await png(300, 200), { filename: 'C:\\photos\\Hero shot.png', type: 'image/png' }),
    );
    expect(res.statusCode).toBe(201);
    const img = res.json<AdminImage>();
    expect(img).toMatchObject({
      key: expect.stringMatching(/^static-assets\/images\/[0-9a-f-]{36}\.jpg$/),
      filename: 'Hero shot.png',
      width: 300,
      height: 200,
    });
    expect(img.url).toBe(`/media/${img.key}`);

    const served = await t.app.inject(img.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
    const variant = await t.app.inject(`${img.url}?w=160&fmt=webp`);
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');

    const [row] = await t.app.db.select().from(staticAssets).where(eq(staticAssets.key, img.key));
    const [me] = await t.app.db.select().from(users).where(eq(users.id, row!.createdBy!));
    expect(me!.role).toBe('admin');

    expect((await list()).items[0]!.key).toBe(img.key);
    expect((await list('?q=hero shot')).items.map((i) => i.key)).toEqual([img.key]);
    expect((await list('?q=images/')).items.map((i) => i.key)).toEqual([img.key]);
    const oldest = await list('?dir=asc&pageSize=100');
    expect(oldest.items.at(-1)!.key).toBe(img.key);
  });

  it('an image used in the gallery is one of the shop’s images (static-assets key)', async () => {
    const img = (await upload(imageForm(await jpeg(), { filename: 'g.jpg' }))).json<AdminImage>();
    const res = await admin.call({
      method: 'POST',
      url: '/api/admin/gallery',
      payload: { title: 'Uploaded', imageUrl: img.key },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().thumbnailUrl).toBe(img.url);
  });

  it('refuses what is not a usable image: 400 with a clear message, 413 when too large', async () => {
    const before = (await list()).total;
    const text = await upload(imageForm(Buffer.from('hello, not an image'), { filename: 'a.jpg' }));
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toBe(UPLOAD_MESSAGES.UNSUPPORTED_TYPE);
    for (const [bytes, filename] of [
      [await gif(), 'a.gif'],
      [SVG_PLAIN, 'a.svg'],
    ] as const) {
      const res = await upload(imageForm(bytes, { filename }));
      expect(res.statusCode, filename).toBe(400);
      expect(res.json().error.message).toMatch(/Please upload a JPG, PNG/);
    }
    const huge = await upload(imageForm(pngClaiming(30_000, 30_000), { type: 'image/png' }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe(UPLOAD_MESSAGES.TOO_MANY_PIXELS);
    const none = await admin.call({
      method: 'POST',
      url: '/api/admin/images',
      payload: { image: 'x' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(UPLOAD_MESSAGES.NOT_MULTIPART);
    expect((await list()).total).toBe(before);
  });

  it('registers stored images once, leaving rendered variants out', async () => {
    const all = await list('?pageSize=100');
    await t.app.db.delete(staticAssets);
    const added = await registerStoredStaticAssets(t.app.db, t.app.storage, t.app.log);
    expect(added).toBe(all.total);
    expect(await registerStoredStaticAssets(t.app.db, t.app.storage, t.app.log)).toBe(0);
    const again = await list('?pageSize=100');
    expect(again.items.map((i) => i.key).sort()).toEqual(all.items.map((i) => i.key).sort());
    expect((await t.app.storage.list('static-assets/variants/')).length).toBeGreaterThan(0);
  });

  it('keeps only the base name of a client file name', () => {
    expect(cleanFilename('../../etc/passwd')).toBe('passwd');
    expect(cleanFilename('a\u0000b.png')).toBe('ab.png');
    expect(cleanFilename('  ')).toBeNull();
  });

  it('is for admins only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      payload: imageForm(await jpeg()),
    });
    expect(res.statusCode).toBe(401);
  });
});
