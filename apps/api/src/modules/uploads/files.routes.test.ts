import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/generation';
import { createTestApp, type TestApp } from '../../test/app';
import { findUserByEmail, newUser } from './uploads.test-helpers';

describe('GET /api/files/* (local signed URLs)', () => {
  let t: TestApp;
  const key = 'user-uploads/someone/photo.jpg';
  const jpegish = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.storage.put(key, jpegish, { contentType: 'image/jpeg' });
  });
  afterAll(() => t.close());

  it('serves the object with its type and a private cache lifetime up to the expiry', async () => {
    const url = await t.app.storage.signedUrl(key, 600);
    expect(url).toMatch(/^\/api\/files\/user-uploads\/someone\/photo\.jpg\?expires=\d+&signature=/);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(jpegish)).toBe(true);
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1],
    );
    const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
    const remaining = expires - Date.now() / 1000;
    // Up to the URL's expiry, which is at least the asked 600 s (rounded up to a 5-minute boundary).
    expect(remaining).toBeGreaterThanOrEqual(590);
    expect(maxAge).toBeGreaterThan(remaining - 10);
    expect(maxAge).toBeLessThanOrEqual(Math.ceil(remaining));
  });

  it('answers 403 {error} to a tampered signature, another key or a missing signature', async () => {
    const url = await t.app.storage.signedUrl(key);
    const sig = new URL(url, 'http://x').searchParams.get('signature')!;
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    for (const bad of [
      url.replace(sig, flipped),
      url.replace('photo.jpg', 'other.jpg'),
      url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 1}`),
      url.split('?')[0]!,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('answers 403 once the URL has expired', async () => {
    const url = await t.app.storage.signedUrl(key, 1);
    const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
    // Wait until the expiry second has passed.
    await new Promise((r) => setTimeout(r, Math.max(0, expires * 1000 - Date.now()) + 50));
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for a correctly signed URL of a missing object', async () => {
    const url = await t.app.storage.signedUrl('user-uploads/someone/gone.jpg');
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('app.uploads.ownedKey', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the key for the owner's upload, from the key or a signed URL, and null otherwise", async () => {
    const a = await newUser(t.app, 'owner');
    const b = await newUser(t.app, 'other');
    const owner = await findUserByEmail(t.app, a.email);
    const other = await findUserByEmail(t.app, b.email);
    const key = `user-uploads/${owner.id}/abc.jpg`;
    await t.app.db.insert(uploads).values({
      key,
      userId: owner.id,
      bytes: 10,
      width: 1,
      height: 1,
      contentType: 'image/jpeg',
    });
    const url = await t.app.storage.signedUrl(key);

    expect(await t.app.uploads.ownedKey(owner.id, key)).toBe(key);
    expect(await t.app.uploads.ownedKey(owner.id, url)).toBe(key);
    expect(await t.app.uploads.ownedKey(owner.id, `${t.config.publicUrl}${url}`)).toBe(key);
    expect(await t.app.uploads.ownedKey(other.id, key)).toBeNull();
    expect(await t.app.uploads.ownedKey(other.id, url)).toBeNull();
    expect(await t.app.uploads.ownedKey(owner.id, `user-uploads/${owner.id}/nope.jpg`)).toBeNull();
    expect(await t.app.uploads.ownedKey(owner.id, `https://evil.example${url}`)).toBeNull();
    expect(await t.app.uploads.ownedKey(owner.id, '../etc/passwd')).toBeNull();
    expect(await t.app.uploads.ownedKey(owner.id, 'static-assets/seed/a.webp')).toBeNull();
  });
});
