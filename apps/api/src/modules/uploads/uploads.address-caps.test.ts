import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/generation';
import { createTestApp, type TestApp } from '../../test/app';
import { addressKey } from './client-address';
import { GUEST_COOKIE } from './guest-cookie';
import { UPLOAD_MESSAGES } from './image-processing';
import { cleanupUploads } from './uploads-cleanup.job';
import { jpeg, noisyJpeg } from './uploads.test-images';
import { bearer, cookiePair, findUserByEmail, imageForm, newUser } from './uploads.test-helpers';

const HOUR = 60 * 60_000;

describe('signed-out uploads per client address (GUEST_UPLOAD_IP_MAX_*)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      GUEST_UPLOAD_IP_MAX_FILES: '3',
      // One noisyJpeg(300) (56 KB once re-encoded) fits, two do not.
      GUEST_UPLOAD_IP_MAX_BYTES: '100000',
      UPLOAD_RATE_LIMIT_MAX: '1000',
    });
  });
  afterAll(() => t.close());

  /** An upload with no cookie: a visitor who dropped the guest cookie before it. */
  const upload = (bytes: Buffer, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: imageForm(bytes),
      headers,
      remoteAddress: ip,
    });
  const rowsFrom = (ip: string) =>
    t.app.db
      .select()
      .from(uploads)
      .where(eq(uploads.guestAddress, addressKey(ip)));
  const objectCount = async () => (await t.app.storage.list('user-uploads/')).length;

  it('refuses a visitor who drops the cookie each time once the address has used its files, storing nothing', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 3; i++) {
      const res = await upload(await jpeg(), ip);
      expect(res.statusCode).toBe(200);
      // A new guest each time: the cap per cookie alone would never refuse.
      expect(cookiePair(res.headers['set-cookie'], GUEST_COOKIE)).toBeDefined();
    }
    const objects = await objectCount();
    const refused = await upload(await jpeg(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'GUEST_ADDRESS_LIMIT',
      message: UPLOAD_MESSAGES.ADDRESS_FILES,
    });
    expect(await rowsFrom(ip)).toHaveLength(3);
    expect(await objectCount()).toBe(objects);

    // Another address still may, and so may a signed-in account from the same address.
    expect((await upload(await jpeg(), '203.0.113.11')).statusCode).toBe(200);
    const u = await newUser(t.app, 'same-network');
    expect((await upload(await jpeg(), ip, bearer(u.token))).statusCode).toBe(200);
  });

  it('refuses past the address’s bytes, counted across cookies', async () => {
    const ip = '203.0.113.20';
    const photo = await noisyJpeg(300);
    expect((await upload(photo, ip)).statusCode).toBe(200);
    const objects = await objectCount();
    const refused = await upload(photo, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(UPLOAD_MESSAGES.ADDRESS_BYTES);
    expect(await rowsFrom(ip)).toHaveLength(1);
    expect(await objectCount()).toBe(objects);
  });

  it('counts an IPv6 client by its /64, and IPv4-mapped addresses as IPv4', async () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    for (const host of ['1', '2', '3'])
      expect((await upload(await jpeg(), `2001:db8:5:6::${host}`)).statusCode).toBe(200);
    const res = await upload(await jpeg(), '2001:db8:5:6:dead:beef:0:4');
    expect(res.statusCode).toBe(429);
    expect((await upload(await jpeg(), '2001:db8:5:7::1')).statusCode).toBe(200);
  });

  it('parallel uploads from one address with fresh cookies cannot pass the bound together', async () => {
    const ip = '203.0.113.30';
    const photos = await Promise.all(Array.from({ length: 7 }, () => jpeg()));
    const objects = await objectCount();
    const answers = await Promise.all(photos.map((p) => upload(p, ip)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429, 429]);
    expect(await rowsFrom(ip)).toHaveLength(3);
    // A refused upload leaves no file behind.
    expect(await objectCount()).toBe(objects + 3);
  });

  it('counts the last hour only', async () => {
    const ip = '203.0.113.40';
    for (let i = 0; i < 3; i++) expect((await upload(await jpeg(), ip)).statusCode).toBe(200);
    expect((await upload(await jpeg(), ip)).statusCode).toBe(429);
    await t.app.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - HOUR - 60_000) })
      .where(eq(uploads.guestAddress, addressKey(ip)));
    expect((await upload(await jpeg(), ip)).statusCode).toBe(200);
  });

  it('sign-in claims the uploads and forgets the address; cleanup still deletes unclaimed ones after 24 h', async () => {
    const ip = '203.0.113.50';
    const first = await upload(await jpeg(), ip);
    const cookie = cookiePair(first.headers['set-cookie'], GUEST_COOKIE)!;
    const claimedKey = first.json().key as string;
    const unclaimedKey = (await upload(await jpeg(), ip)).json().key as string;

    const u = await newUser(t.app, 'claims');
    const userId = (await findUserByEmail(t.app, u.email)).id;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/image/signed-url?key=${claimedKey}`,
      headers: { ...bearer(u.token), cookie },
    });
    expect(read.statusCode).toBe(200);
    const [claimed] = await t.app.db.select().from(uploads).where(eq(uploads.key, claimedKey));
    expect(claimed).toMatchObject({ userId, guestAddress: null });

    await t.app.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(uploads.guestAddress, addressKey(ip)));
    await cleanupUploads({
      db: t.app.db,
      storage: t.app.storage,
      log: t.app.log,
      retentionDays: t.config.uploads.retentionDays,
    });
    expect(await t.app.storage.exists(unclaimedKey)).toBe(false);
    expect(await rowsFrom(ip)).toHaveLength(0);
    expect(await t.app.storage.exists(claimedKey)).toBe(true);
    const left = await t.app.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.key, claimedKey), isNull(uploads.guestAddress)));
    expect(left).toHaveLength(1);
  });
});
