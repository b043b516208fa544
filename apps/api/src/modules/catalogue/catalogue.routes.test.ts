import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Product, ProductDetail } from '@atelier/shared/schemas/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { createTestApp, type TestApp } from '../../test/app';

describe('public catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('GET /api/products lists the active products in shop order with categories', async () => {
    const res = await t.app.inject('/api/products');
    expect(res.statusCode).toBe(200);
    const list: Product[] = res.json();
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['vision-board', 'divine-portrait']),
    );
    const orders = list.map((p) => p.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const p of list) {
      expect(p.category?.slug).toBeTruthy();
      expect(p.category?.name).toBeTruthy();
      expect(p.sampleImageUrl).toMatch(/^\/media\/static-assets\//);
      expect(p.heroAfterImage).toMatch(/^\/media\/static-assets\//);
      expect(p).not.toHaveProperty('fields');
    }
    const image = await t.app.inject(list[0]!.sampleImageUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('GET /api/products/vision-board returns the product with its fields ordered by step', async () => {
    const res = await t.app.inject('/api/products/vision-board');
    expect(res.statusCode).toBe(200);
    const p: ProductDetail = res.json();
    expect(p.title).toBe('Vision Board');
    expect(p.category).toEqual({ slug: 'vision-boards', name: 'Vision Boards' });
    expect(p.heroBulletPoints).toHaveLength(4);
    expect(p.fields.length).toBeGreaterThan(3);
    const order = p.fields.map((f) => [f.stepNumber, f.sortOrder] as const);
    const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(order).toEqual(sorted);
    expect(new Set(p.fields.map((f) => f.stepNumber)).size).toBeGreaterThanOrEqual(2);

    const select = p.fields.find((f) => f.fieldType === 'select');
    expect(select?.fieldOptions?.every((o) => typeof o === 'string')).toBe(true);
    const visual = p.fields.find((f) => f.fieldType === 'visual_selector');
    for (const o of visual!.fieldOptions as { title: string; imageUrl: string }[]) {
      expect(o.imageUrl).toMatch(/^\/media\/static-assets\/seed\/.+\.webp$/);
    }
    expect(p.fields.some((f) => f.fieldType === 'image' && f.isRequired)).toBe(true);
  });

  it('finds a product by id as well as by slug', async () => {
    const bySlug: ProductDetail = (await t.app.inject('/api/products/divine-portrait')).json();
    const byId = await t.app.inject(`/api/products/${bySlug.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().slug).toBe('divine-portrait');
  });

  it('answers 404 with the error body for an unknown slug', async () => {
    const res = await t.app.inject('/api/products/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Product not found' } });
  });

  it('hides inactive products from the list and the detail', async () => {
    await t.app.db
      .update(products)
      .set({ status: 'draft' })
      .where(eq(products.slug, 'sacred-milestone'));
    t.app.catalogueCache.clear();
    const list: Product[] = (await t.app.inject('/api/products')).json();
    expect(list.map((p) => p.slug)).not.toContain('sacred-milestone');
    expect((await t.app.inject('/api/products/sacred-milestone')).statusCode).toBe(404);
    await t.app.db
      .update(products)
      .set({ status: 'active' })
      .where(eq(products.slug, 'sacred-milestone'));
    t.app.catalogueCache.clear();
  });

  it('sends an ETag and answers a matching If-None-Match with 304 and no body', async () => {
    const first = await t.app.inject('/api/products/vision-board');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['content-type']).toContain('application/json');
    const again = await t.app.inject({
      url: '/api/products/vision-board',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const list = await t.app.inject('/api/products');
    expect(list.headers.etag).not.toBe(etag);
  });

  it('sends the compressed bytes the browser accepts, the same JSON as the plain answer', async () => {
    const plain = await t.app.inject('/api/products/vision-board');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const br = await t.app.inject({
      url: '/api/products/vision-board',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({
      url: '/api/products',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe((await t.app.inject('/api/products')).body);
    const identity = await t.app.inject({
      url: '/api/products/vision-board',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
    const notModified = await t.app.inject({
      url: '/api/products/vision-board',
      headers: { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it('shows a product edit once the cache is cleared by the writer', async () => {
    expect((await t.app.inject('/api/products/vision-board')).json().title).toBe('Vision Board');
    await t.app.db
      .update(products)
      .set({ title: 'Dream Board' })
      .where(eq(products.slug, 'vision-board'));
    t.app.catalogueCache.clear();
    expect((await t.app.inject('/api/products/vision-board')).json().title).toBe('Dream Board');
    await t.app.db
      .update(products)
      .set({ title: 'Vision Board' })
      .where(eq(products.slug, 'vision-board'));
    t.app.catalogueCache.clear();
  });

  it('documents both routes with their response schemas in the OpenAPI document', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const list = doc.paths['/api/products'].get.responses['200'];
    const detail = doc.paths['/api/products/{slug}'].get.responses['200'];
    expect(JSON.stringify(list)).toContain('heroBulletPoints');
    expect(JSON.stringify(detail)).toContain('fieldOptions');
  });
});
