import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/generation';
import { createTestApp, type TestApp } from '../../test/app';
import { GUEST_COOKIE } from './guest-cookie';
import { UPLOAD_MESSAGES } from './image-processing';
import {
  gif,
  heicHeader,
  GPS_IFD_TAG,
  jpeg,
  jpegWithGpsExif,
  noisyJpeg,
  png,
  pngClaiming,
  SVG_PLAIN,
  SVG_WITH_SCRIPT,
  webp,
} from './uploads.test-images';
import { bearer, cookiePair, findUserByEmail, imageForm, newUser } from './uploads.test-helpers';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
let nextIp = 10;
const freshIp = () => `198.51.100.${nextIp++}`;

describe('POST /api/upload/image', () => {
  let t: TestApp;
  let user: { email: string; token: string; id: string };

  const upload = (form: FormData, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: form,
      headers,
      remoteAddress: freshIp(),
    });
  const stored = () => t.app.storage.list('user-uploads/');
  const rows = () => t.app.db.select().from(uploads);
  const fetchUrl = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp();
    const u = await newUser(t.app, 'uploader');
    user = { ...u, id: (await findUserByEmail(t.app, u.email)).id };
  });
  afterAll(() => t.close());

  it.each([
    ['JPEG', jpeg, 'photo.jpg', 'image/jpeg'],
    ['PNG', png, 'photo.png', 'image/png'],
    ['WebP', webp, 'photo.webp', 'image/webp'],
  ])(
    'stores a signed-in %s as the user’s JPEG and answers {url, key}',
    async (_n, make, filename, type) => {
      const res = await upload(imageForm(await make(), { filename, type }), bearer(user.token));
      expect(res.statusCode).toBe(200);
      const body = res.json<{ url: string; key: string }>();
      expect(body.key).toMatch(new RegExp(`^user-uploads/${user.id}/${UUID}\\.jpg$`));
      expect(body.url).toMatch(/^\/api\/files\/user-uploads\/.+\?expires=\d+&signature=/);

      const file = await fetchUrl(body.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([64, 48]);

      const [row] = await t.app.db.select().from(uploads).where(eq(uploads.key, body.key));
      expect(row).toMatchObject({ userId: user.id, guestId: null, width: 64, height: 48 });
      expect(row!.bytes).toBe(file.rawPayload.length);
    },
  );

  it('drops EXIF (GPS, camera) from the stored JPEG and applies the orientation first', async () => {
    const input = await jpegWithGpsExif();
    const inMeta = await sharp(input).metadata();
    expect(inMeta.exif).toBeDefined();
    expect(inMeta.exif!.includes(Buffer.from('SpyCam'))).toBe(true);
    expect(inMeta.exif!.includes(GPS_IFD_TAG)).toBe(true);
    expect(inMeta.orientation).toBe(6);

    const res = await upload(imageForm(input), bearer(user.token));
    expect(res.statusCode).toBe(200);
    const object = await t.app.storage.get(res.json().key);
    const bytes = await buffer(object!.body);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('SpyCam'))).toBe(false);
    expect(bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
    // 80×40 with orientation 6 is a portrait once turned upright.
    expect([meta.width, meta.height]).toEqual([40, 80]);
  });

  it('shrinks an image to fit inside 4096 px', async () => {
    const res = await upload(imageForm(await jpeg(5000, 1000)), bearer(user.token));
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.key, res.json().key));
    expect([row!.width, row!.height]).toEqual([4096, 819]);
  });

  describe('refuses, storing nothing and adding no row:', () => {
    let before: { objects: number; rows: number };
    beforeAll(async () => {
      before = { objects: (await stored()).length, rows: (await rows()).length };
    });
    const nothingStored = async () => {
      expect((await stored()).length).toBe(before.objects);
      expect((await rows()).length).toBe(before.rows);
    };

    it.each([
      [
        'text renamed .jpg',
        () => Buffer.from('just some text, honestly\n'),
        'notes.jpg',
        'image/jpeg',
      ],
      ['an SVG with a script', () => SVG_WITH_SCRIPT, 'evil.jpg', 'image/jpeg'],
      ['a plain SVG', () => SVG_PLAIN, 'pic.svg', 'image/svg+xml'],
      ['a GIF', gif, 'anim.gif', 'image/gif'],
      ['an HEIC this server cannot decode', heicHeader, 'IMG_0001.heic', 'image/heic'],
    ])('%s → 415 with the accepted types', async (_n, make, filename, type) => {
      const res = await upload(imageForm(await make(), { filename, type }), bearer(user.token));
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: UPLOAD_MESSAGES.UNSUPPORTED_TYPE,
      });
      expect(UPLOAD_MESSAGES.UNSUPPORTED_TYPE).toMatch(/^Please upload a JPG, PNG/);
      await nothingStored();
    });

    it('a PNG whose header claims 30000×30000 → 413, from the header alone', async () => {
      const res = await upload(imageForm(pngClaiming(30_000, 30_000), { type: 'image/png' }));
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toBe(UPLOAD_MESSAGES.TOO_MANY_PIXELS);
      await nothingStored();
    });

    it('a 30 MB file → 413 "larger than 25 MB"', async () => {
      const big = Buffer.alloc(30 * 1024 * 1024, 7);
      big.set([0xff, 0xd8, 0xff, 0xe0]);
      const res = await upload(imageForm(big), bearer(user.token));
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toEqual({
        code: 'FILE_TOO_LARGE',
        message: UPLOAD_MESSAGES.TOO_LARGE,
      });
      await nothingStored();
    });

    it('a folder other than user-uploads, a bad prefix, no image, or a non-multipart body → 400', async () => {
      const img = await jpeg();
      const folder = await upload(
        imageForm(img, { fields: { folder: 'static-assets' } }),
        bearer(user.token),
      );
      expect(folder.statusCode).toBe(400);
      expect(folder.json().error.message).toBe(UPLOAD_MESSAGES.BAD_FOLDER);
      const prefix = await upload(
        imageForm(img, { fields: { prefix: '../x' } }),
        bearer(user.token),
      );
      expect(prefix.statusCode).toBe(400);
      const noImage = new FormData();
      noImage.append('folder', 'user-uploads');
      const missing = await upload(noImage, bearer(user.token));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toBe(UPLOAD_MESSAGES.NO_IMAGE);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        payload: { image: 'x' },
        headers: bearer(user.token),
      });
      expect(json.statusCode).toBe(400);
      await nothingStored();
    });

    it('more files than one form may carry → 400', async () => {
      const img = await jpeg();
      const form = imageForm(img);
      for (const name of ['b.jpg', 'c.jpg'])
        form.append('image', new Blob([new Uint8Array(img)]), name);
      const res = await upload(form, bearer(user.token));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(UPLOAD_MESSAGES.BAD_FORM);
      await nothingStored();
    });

    describe('a malformed multipart body → 400 with a message', () => {
      const send = (contentType: string, payload: Buffer) =>
        t.app.inject({
          method: 'POST',
          url: '/api/upload/image',
          headers: { ...bearer(user.token), 'content-type': contentType },
          payload,
          remoteAddress: freshIp(),
        });
      const boundary = 'atelier-test-boundary';
      const partHead = (b: string) =>
        Buffer.from(
          `--${b}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        );
      const whole = async (b: string) =>
        Buffer.concat([partHead(b), await jpeg(), Buffer.from(`\r\n--${b}--\r\n`)]);

      it.each([
        [
          'without a boundary',
          async () => ['multipart/form-data', await whole(boundary)] as const,
          UPLOAD_MESSAGES.NO_BOUNDARY,
        ],
        [
          'with a 5,000-character boundary',
          async () => {
            const long = 'b'.repeat(5000);
            return [`multipart/form-data; boundary=${long}`, await whole(long)] as const;
          },
          UPLOAD_MESSAGES.LONG_BOUNDARY,
        ],
        [
          'cut off inside the image (no closing boundary)',
          async () =>
            [
              `multipart/form-data; boundary=${boundary}`,
              Buffer.concat([partHead(boundary), await jpeg()]),
            ] as const,
          UPLOAD_MESSAGES.CUT_OFF,
        ],
        [
          'cut off after the image part, before the closing boundary',
          async () =>
            [
              `multipart/form-data; boundary=${boundary}`,
              Buffer.concat([partHead(boundary), await jpeg(), Buffer.from(`\r\n--${boundary}`)]),
            ] as const,
          UPLOAD_MESSAGES.CUT_OFF,
        ],
      ])('%s', async (_n, make, message) => {
        const [contentType, payload] = await make();
        const res = await send(contentType, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toEqual({ code: 'BAD_MULTIPART', message });
        await nothingStored();
      });

      it('while the same image in a whole form is stored (control)', async () => {
        const res = await send(`multipart/form-data; boundary=${boundary}`, await whole(boundary));
        expect(res.statusCode).toBe(200);
        // Not a refusal: re-baseline for any test after this one.
        before = { objects: (await stored()).length, rows: (await rows()).length };
      });
    });

    it('accepts the documented defaults when sent explicitly', async () => {
      const res = await upload(
        imageForm(await jpeg(), { fields: { folder: 'user-uploads', prefix: 'upload' } }),
        bearer(user.token),
      );
      expect(res.statusCode).toBe(200);
      // Not a refusal: re-baseline for any test after this one.
      before = { objects: (await stored()).length, rows: (await rows()).length };
    });
  });

  describe('guests', () => {
    it('get an HttpOnly, SameSite=Lax guest cookie on the first upload and keep their id', async () => {
      const first = await upload(imageForm(await jpeg()));
      expect(first.statusCode).toBe(200);
      const setCookie = first.headers['set-cookie'];
      const raw = [setCookie].flat().find((c) => c?.startsWith(`${GUEST_COOKIE}=`));
      expect(raw).toBeDefined();
      expect(raw).toMatch(/HttpOnly/i);
      expect(raw).toMatch(/SameSite=Lax/i);
      const cookie = cookiePair(setCookie, GUEST_COOKIE)!;
      const key1 = first.json().key as string;
      expect(key1).toMatch(new RegExp(`^user-uploads/guest-${UUID}/${UUID}\\.jpg$`));

      const second = await upload(imageForm(await png()), { cookie });
      expect(second.statusCode).toBe(200);
      expect(second.headers['set-cookie']).toBeUndefined();
      expect((second.json().key as string).split('/')[1]).toBe(key1.split('/')[1]);

      // The guest reads its own upload; nobody else does.
      const mine = await fetchUrl(`/api/image/signed-url?key=${key1}`, { cookie });
      expect(mine.statusCode).toBe(200);
      expect((await fetchUrl(mine.json().url)).statusCode).toBe(200);
      expect((await fetchUrl(`/api/image/signed-url?key=${key1}`)).statusCode).toBe(404);
      expect(
        (await fetchUrl(`/api/image/signed-url?key=${key1}`, bearer(user.token))).statusCode,
      ).toBe(404);
    });

    it('cannot forge a guest id: a tampered cookie gets a new guest', async () => {
      const first = await upload(imageForm(await jpeg()));
      const cookie = cookiePair(first.headers['set-cookie'], GUEST_COOKIE)!;
      const key = first.json().key as string;
      const forged = cookie.replace(/\.[^.]+$/, '.AAAA');
      expect(forged).not.toBe(cookie);
      // The forged identity reads nothing of the guest it names.
      const res = await fetchUrl(`/api/image/signed-url?key=${key}`, { cookie: forged });
      expect(res.statusCode).toBe(404);

      // An upload under it is taken as a new guest's: a new signed cookie, another guest id.
      const next = await upload(imageForm(await png()), { cookie: forged });
      expect(next.statusCode).toBe(200);
      const issued = cookiePair(next.headers['set-cookie'], GUEST_COOKIE);
      expect(issued).toBeDefined();
      expect(issued).not.toBe(forged);
      expect(issued).not.toBe(cookie);
      const nextKey = next.json().key as string;
      expect(nextKey.split('/')[1]).not.toBe(key.split('/')[1]);
      // The new guest reads its own upload and not the first guest's.
      const own = await fetchUrl(`/api/image/signed-url?key=${nextKey}`, { cookie: issued! });
      expect(own.statusCode).toBe(200);
      const theirs = await fetchUrl(`/api/image/signed-url?key=${key}`, { cookie: issued! });
      expect(theirs.statusCode).toBe(404);
    });

    it("sign-in claims the guest's uploads: the user reads them, another user does not", async () => {
      const first = await upload(imageForm(await jpeg()));
      const cookie = cookiePair(first.headers['set-cookie'], GUEST_COOKIE)!;
      const key = first.json().key as string;
      const second = await upload(imageForm(await webp()), { cookie });
      const key2 = second.json().key as string;

      const fresh = await newUser(t.app, 'claimer');
      const freshId = (await findUserByEmail(t.app, fresh.email)).id;
      // The first signed-in call that still carries the guest cookie claims the uploads.
      const res = await fetchUrl(`/api/image/signed-url?key=${key}`, {
        ...bearer(fresh.token),
        cookie,
      });
      expect(res.statusCode).toBe(200);
      const cleared = [res.headers['set-cookie']].flat().find((c) => c?.startsWith(GUEST_COOKIE));
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);

      // Without the cookie now: ownership is the row.
      expect(
        (await fetchUrl(`/api/image/signed-url?key=${key2}`, bearer(fresh.token))).statusCode,
      ).toBe(200);
      expect(await t.app.uploads.ownedKey(freshId, key2)).toBe(key2);
      const [row] = await t.app.db.select().from(uploads).where(eq(uploads.key, key));
      expect(row!.userId).toBe(freshId);
      expect(row!.claimedAt).toBeInstanceOf(Date);

      // The old guest cookie no longer reads them, nor does another account.
      expect((await fetchUrl(`/api/image/signed-url?key=${key}`, { cookie })).statusCode).toBe(404);
      expect(
        (await fetchUrl(`/api/image/signed-url?key=${key}`, bearer(user.token))).statusCode,
      ).toBe(404);
      expect(await t.app.uploads.ownedKey(user.id, key)).toBeNull();
    });
  });
});

describe('GET /api/image/signed-url', () => {
  let t: TestApp;
  let a: { token: string; id: string };
  let b: { token: string; id: string };
  const get = (key: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/image/signed-url?key=${encodeURIComponent(key)}`,
      headers,
    });

  beforeAll(async () => {
    t = await createTestApp();
    for (const tag of ['alice', 'bob']) {
      const u = await newUser(t.app, tag);
      const who = { token: u.token, id: (await findUserByEmail(t.app, u.email)).id };
      if (tag === 'alice') a = who;
      else b = who;
    }
  });
  afterAll(() => t.close());

  it('gives the owner a URL for their upload and 404 to another user or a visitor', async () => {
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: imageForm(await jpeg()),
      headers: bearer(a.token),
    });
    const key = up.json().key as string;
    const mine = await get(key, bearer(a.token));
    expect(mine.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: mine.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect((await get(key, bearer(b.token))).statusCode).toBe(404);
    expect((await get(key)).statusCode).toBe(404);
    expect(
      (await get(`user-uploads/${a.id}/00000000-0000-4000-8000-000000000000.jpg`, bearer(a.token)))
        .statusCode,
    ).toBe(404);
  });

  it('gives generated artwork to the user named in its key only', async () => {
    const key = `generated-artwork/${a.id}/art-1.webp`;
    await t.app.storage.put(key, await webp(), { contentType: 'image/webp' });
    const mine = await get(key, bearer(a.token));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().url).toMatch(/^\/api\/files\/generated-artwork\//);
    expect((await get(key, bearer(b.token))).statusCode).toBe(404);
    expect((await get(key)).statusCode).toBe(404);
    expect((await get(`generated-artwork/${a.id}/missing.webp`, bearer(a.token))).statusCode).toBe(
      404,
    );
  });

  it('keeps the full-resolution original private, even from its owner', async () => {
    const key = `generated-artwork/${a.id}/0b7c1f3e-1111-4a2b-8c3d-123456789abc/original.png`;
    await t.app.storage.put(key, await webp(), { contentType: 'image/png' });
    expect((await get(key, bearer(a.token))).statusCode).toBe(404);
  });

  it('serves static assets to anyone when they exist', async () => {
    const key = 'static-assets/test/hero.webp';
    await t.app.storage.put(key, await webp(), { contentType: 'image/webp' });
    const res = await get(key);
    expect(res.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await get('static-assets/test/nope.webp')).statusCode).toBe(404);
  });

  it('documents both routes in the OpenAPI description', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json<{ paths: Record<string, object> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/upload/image', '/api/image/signed-url']),
    );
  });

  it.each([
    ['traversal', 'user-uploads/../auth-secret'],
    ['a leading ../', '../static-assets/x.webp'],
    ['an absolute path', '/etc/passwd'],
    ['a foreign prefix', 'private/keys.json'],
    ['an empty key', ''],
  ])('answers 400 for %s', async (_n, key) => {
    const res = await get(key, bearer(a.token));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_KEY');
  });
});

describe('guest caps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      GUEST_UPLOAD_MAX_FILES: '2',
      GUEST_UPLOAD_MAX_BYTES: '60000',
      UPLOAD_RATE_LIMIT_MAX: '3',
    });
  });
  afterAll(() => t.close());
  const upload = (bytes: Buffer, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: imageForm(bytes),
      headers: cookie ? { cookie } : {},
      remoteAddress: freshIp(),
    });

  it('refuses a guest’s upload past GUEST_UPLOAD_MAX_FILES with 429 and a sign-in hint', async () => {
    const first = await upload(await jpeg());
    const cookie = cookiePair(first.headers['set-cookie'], GUEST_COOKIE)!;
    expect((await upload(await jpeg(), cookie)).statusCode).toBe(200);
    const third = await upload(await jpeg(), cookie);
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toBe(UPLOAD_MESSAGES.GUEST_FILES);
    expect(await t.app.db.select().from(uploads)).toHaveLength(2);
    // A signed-in user has no such cap.
    const u = await newUser(t.app, 'capless');
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        payload: imageForm(await jpeg()),
        headers: bearer(u.token),
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses a guest’s upload past GUEST_UPLOAD_MAX_BYTES with 413', async () => {
    const big = await noisyJpeg(400);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(UPLOAD_MESSAGES.GUEST_BYTES);
    expect(await t.app.storage.list('user-uploads/')).toHaveLength(5);
  });

  it('parallel uploads from one guest cannot pass GUEST_UPLOAD_MAX_FILES together', async () => {
    const first = await upload(await jpeg());
    expect(first.statusCode).toBe(200);
    const cookie = cookiePair(first.headers['set-cookie'], GUEST_COOKIE)!;
    const guestKeys = async () =>
      (await t.app.storage.list('user-uploads/')).filter((k) => k.includes('/guest-'));
    const keysBefore = (await guestKeys()).length;
    const photos = await Promise.all(Array.from({ length: 6 }, () => jpeg()));
    const answers = await Promise.all(photos.map((photo) => upload(photo, cookie)));
    const codes = answers.map((r) => r.statusCode).sort();
    // One more fits (the cap is 2 and one is in); the other five are refused.
    expect(codes).toEqual([200, 429, 429, 429, 429, 429]);
    const guestId = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0]!;
    const rows = await t.app.db.select().from(uploads).where(eq(uploads.guestId, guestId));
    expect(rows).toHaveLength(2);
    // A refused upload leaves no file behind.
    expect((await guestKeys()).length).toBe(keysBefore + 1);
  });

  it('limits uploads per IP (UPLOAD_RATE_LIMIT_MAX a minute) with 429 and a clear message', async () => {
    const u = await newUser(t.app, 'hasty');
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        payload: imageForm(Buffer.from('not even an image')),
        headers: bearer(u.token),
        remoteAddress: '192.0.2.77',
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(415);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: UPLOAD_MESSAGES.RATE_LIMITED,
    });
  });
});
